// Remote mode: analyses go to errknow-server's /api/v1/analyze with the user's key, after their
// secrets are removed (errknow/core/Redact.h). Hovers and code look-ups stay on the embedded catalogue, which
// carries the same records, so hovering costs no quota and no round trip. When the backend fails
// (down, timeout, 401, 429, a bad answer) the analysis falls back to the embedded one, the user is
// told once through `notify`, and the backend is left alone for a while (30 s, doubling up to
// 5 minutes) so that a broken backend never sees a storm of retries.
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "features/Knowledge.h"

namespace errknow::lsp {

struct RemoteOptions {
  std::string backendUrl;  // e.g. http://127.0.0.1:8080 (no trailing /api/v1)
  std::string apiKey;
  long connectTimeoutMs = 2000;
  long timeoutMs = 10000;
};

// `local` answers hovers and every fallback; `notify` shows one message to the user.
std::unique_ptr<Knowledge> makeRemoteKnowledge(RemoteOptions options, std::shared_ptr<Knowledge> local,
                                               std::function<void(const std::string&)> notify);

}  // namespace errknow::lsp
