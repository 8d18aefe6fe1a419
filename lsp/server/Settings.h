// The language server's settings, from `initializationOptions` and from
// `workspace/didChangeConfiguration` (either the settings object itself or under "errknow").
// Unknown keys are ignored; a value of the wrong type is reported and the old value kept.
#pragma once

#include <string>
#include <vector>

#include "errknow/rpc/Message.h"

namespace errknow::lsp {

struct Settings {
  std::string mode = "embedded";  // "embedded" (offline) or "remote" (the backend's /api/v1)
  std::string backendUrl = "http://127.0.0.1:8080";
  std::string apiKey;             // else $ERRKNOW_API_KEY
  std::vector<std::string> diagnosticLanguages = {"log", "plaintext", "text"};
  std::vector<std::string> diagnosticPatterns = {"*.log", "*.log.*", "*.out", "*.err"};
  bool aiActions = false;
  std::string pageBase;  // base of page links in embedded mode; empty: --page-base's

  // Applies the keys present in `j`; returns a line per problem.
  std::vector<std::string> apply(const rpc::Json& j);
  // Whether a document gets diagnostics.
  bool wantsDiagnostics(const std::string& uri, const std::string& languageId) const;
};

}  // namespace errknow::lsp
