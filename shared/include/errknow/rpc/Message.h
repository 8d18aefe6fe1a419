// JSON-RPC 2.0 messages: reading one message's text into a request, a notification or a response
// (or the error it deserves), and building the messages a server sends. No transport and no
// threads here: the language server frames messages with Content-Length, the MCP server with
// newlines (Framing.h), and the Dispatcher decides where handlers run.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace errknow::rpc {

// Ordered, like the wire layer's JSON, so that API shapes pass through without conversion.
using Json = nlohmann::ordered_json;

// The standard error codes (JSON-RPC 2.0, and LSP's additions).
namespace code {
constexpr int ParseError = -32700;
constexpr int InvalidRequest = -32600;
constexpr int MethodNotFound = -32601;
constexpr int InvalidParams = -32602;
constexpr int InternalError = -32603;
constexpr int ServerNotInitialized = -32002;
constexpr int RequestFailed = -32803;
constexpr int ContentModified = -32801;
constexpr int RequestCancelled = -32800;
}  // namespace code

// What a handler throws to answer with an error; anything else it throws becomes InternalError.
struct Error : std::runtime_error {
  Error(int c, const std::string& message, Json d = nullptr) : std::runtime_error(message), code(c), data(std::move(d)) {}
  int code;
  Json data;
};

struct Incoming {
  enum class Kind { Request, Notification, Response, Invalid };
  Kind kind = Kind::Invalid;
  Json id;              // requests and responses (and invalid messages whose id could be read)
  std::string method;   // requests and notifications
  Json params;          // null when absent
  Json result;          // responses
  std::optional<Error> error;  // an error response's error, or why the message is invalid
};

// Never throws: text that is not a JSON-RPC 2.0 message comes back as Kind::Invalid with the
// error to answer (ParseError or InvalidRequest).
Incoming parseMessage(std::string_view text);
// The same for a message already parsed as JSON (an HTTP body read by its transport).
Incoming parseMessageValue(Json message);

Json makeResponse(const Json& id, Json result);
Json makeError(const Json& id, int code, const std::string& message, const Json& data = nullptr);
Json makeNotification(const std::string& method, Json params);
Json makeRequest(const Json& id, const std::string& method, Json params);

// Reads a required member of params, or throws Error(InvalidParams) naming it.
const Json& requireMember(const Json& params, const char* name, Json::value_t type);
// A member that must be an LSP `uinteger` used as a position (0 to 2^31 - 1); InvalidParams else.
int requirePositionNumber(const Json& params, const char* name);

}  // namespace errknow::rpc
