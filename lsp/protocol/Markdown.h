// The API's record and analysis shapes written as Markdown for hovers and explanations: the
// title and meaning first, then the likely causes, the quick fix, platform fixes and checks,
// then the link to the page. Input is the wire layer's JSON (snake_case API fields).
#pragma once

#include "errknow/rpc/Message.h"

namespace errknow::lsp {

struct MarkdownOptions {
  std::size_t maxCauses = 3;
  std::size_t maxSteps = 3;
  std::size_t maxChecks = 2;
  bool platformFixes = false;
};

// A record (GET /api/v1/errors/...) as Markdown.
std::string recordMarkdown(const rpc::Json& record, const MarkdownOptions& options = {});
// One finding of an analysis (its detected object plus causes, quick_fix, ...) as Markdown.
std::string findingMarkdown(const rpc::Json& finding, const MarkdownOptions& options = {});

}  // namespace errknow::lsp
