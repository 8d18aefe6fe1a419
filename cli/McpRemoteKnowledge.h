// `errknow mcp --remote URL`: the MCP tools' answers come from errknow-server's /api/v1 with the
// user's key (ERRKNOW_API_KEY), through the shared API client (errknow/client/ApiClient.h,
// libcurl, which the language server's remote mode also uses), instead of the embedded catalogue. Error text is redacted first (errknow/core/Redact.h),
// exactly as the language server's remote mode does. A failing backend (down, 401, 429, a bad
// answer) is a tool-level error that says what failed; it never falls back silently, so that an
// agent knows which source answered.
#pragma once

#include <memory>
#include <string>

#include "errknow/mcp/Knowledge.h"

namespace errknow::cli {

struct RemoteApi {
  std::string baseUrl;  // e.g. http://127.0.0.1:8080 (without /api/v1)
  std::string apiKey;
  long connectTimeoutMs = 5000;
  long timeoutMs = 60000;  // an AI analysis takes a while
};

std::unique_ptr<mcp::Knowledge> makeRemoteKnowledge(RemoteApi api);

}  // namespace errknow::cli
