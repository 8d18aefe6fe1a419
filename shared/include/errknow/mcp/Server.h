// The Model Context Protocol server's core: the protocol revisions (2026-07-28, stateless with
// `server/discover` and per-request `_meta`; 2025-11-25 and 2025-06-18 with their `initialize`
// handshake), the tools and the record resources, over any transport. It knows neither stdio nor
// HTTP: `errknow mcp` feeds it newline-framed messages through rpc::Dispatcher (Server::call),
// and an HTTP front end hands it each POST body with the headers it read (Server::handle), and
// writes the status it is told. Thread-safe: the knowledge port is, and the only state is the
// caller's Session.
#pragma once

#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/mcp/Knowledge.h"
#include "errknow/rpc/Message.h"

namespace errknow::mcp {

inline constexpr const char* kModernVersion = "2026-07-28";
// Every version served, newest first: the modern one, then the legacy (handshake) ones.
const std::vector<std::string>& supportedVersions();
bool isModernVersion(const std::string& version);

// MCP's own JSON-RPC error codes (2026-07-28) and the legacy resource-not-found.
namespace code {
constexpr int HeaderMismatch = -32020;
constexpr int MissingRequiredClientCapability = -32021;
constexpr int UnsupportedProtocolVersion = -32022;
constexpr int LegacyResourceNotFound = -32002;  // 2025-11-25 and earlier; -32602 since
}  // namespace code

// The state of one legacy (initialize) connection: the stdio process, or one HTTP session.
class Session {
 public:
  void setLegacyVersion(std::string v) {
    std::lock_guard<std::mutex> lock(mutex_);
    legacyVersion_ = std::move(v);
  }
  std::string legacyVersion() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return legacyVersion_;
  }

 private:
  mutable std::mutex mutex_;
  std::string legacyVersion_;  // empty until initialize
};

// What the transport knows about one message. For HTTP, each header as received (nullopt when
// absent); `session` is the legacy session when the transport keeps one (stdio always), else null.
struct RequestContext {
  bool http = false;
  std::optional<std::string> protocolVersionHeader;  // MCP-Protocol-Version
  std::optional<std::string> methodHeader;           // Mcp-Method
  std::optional<std::string> nameHeader;             // Mcp-Name
  Session* session = nullptr;
};

// The answer to one message: the JSON-RPC message to send (none for notifications and client
// responses) and the HTTP status the specification prescribes for it (200, 202, 400 or 404).
struct Reply {
  std::optional<Json> message;
  int httpStatus = 200;
};

struct ServerInfo {
  std::string name = "errknow";
  std::string version;
};

class Server {
 public:
  Server(Knowledge& knowledge, ServerInfo info);

  // One message's text (an HTTP body, a stdio line). Never throws.
  Reply handle(std::string_view text, const RequestContext& ctx);
  // One message already parsed. Never throws.
  Reply handle(const Json& message, const RequestContext& ctx);

  // One request's result, or throws rpc::Error (what rpc::Dispatcher turns into an error reply).
  Json call(const std::string& method, const Json& params, const RequestContext& ctx);
  // The request methods `call` answers (for registering with rpc::Dispatcher).
  static const std::vector<std::string>& requestMethods();

 private:
  Knowledge& knowledge_;
  ServerInfo info_;
};

}  // namespace errknow::mcp
