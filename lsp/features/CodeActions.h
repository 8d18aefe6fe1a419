// Code actions: for every diagnostic in the request's context, from any source, and for a
// selection, the record errknow recognises in it: "Explain: TITLE" (causes, quick fix, platform
// fixes, checks), "Open the page", and, when AI actions are enabled, "Deep analysis".
#pragma once

#include "features/Knowledge.h"
#include "server/Documents.h"

namespace errknow::lsp {

struct CodeActionOptions {
  bool aiActions = false;
};

// `params` is textDocument/codeAction's params; `doc` may be null (not open).
Json codeActions(Knowledge& knowledge, const Document* doc, const Json& params, PositionEncoding encoding,
                 const CodeActionOptions& options);

}  // namespace errknow::lsp
