// JSON-RPC 2.0 messages: parsing and building. See Message.h.
#include "errknow/rpc/Message.h"

#include <cstdint>

namespace errknow::rpc {

Incoming parseMessage(std::string_view text) {
  Json j = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    Incoming in;
    in.error = Error(code::ParseError, "the message is not valid JSON");
    return in;
  }
  return parseMessageValue(std::move(j));
}

Incoming parseMessageValue(Json j) {
  Incoming in;
  if (!j.is_object()) {
    in.error = Error(code::InvalidRequest, "a message must be a JSON object");
    return in;
  }
  if (j.contains("id")) {
    const Json& id = j["id"];
    if (id.is_string() || id.is_number_integer() || id.is_null()) in.id = id;
  }
  if (!j.contains("jsonrpc") || j["jsonrpc"] != "2.0") {
    in.error = Error(code::InvalidRequest, "\"jsonrpc\" must be \"2.0\"");
    return in;
  }
  if (j.contains("id") && !(j["id"].is_string() || j["id"].is_number_integer() || j["id"].is_null())) {
    in.error = Error(code::InvalidRequest, "\"id\" must be a string or an integer");
    return in;
  }
  if (j.contains("method")) {
    if (!j["method"].is_string()) {
      in.error = Error(code::InvalidRequest, "\"method\" must be a string");
      return in;
    }
    in.method = j["method"].get<std::string>();
    if (j.contains("params") && !j["params"].is_null()) {  // null: as if absent, as several clients send it
      if (!j["params"].is_object() && !j["params"].is_array()) {
        in.error = Error(code::InvalidRequest, "\"params\" must be an object or an array");
        return in;
      }
      in.params = std::move(j["params"]);
    }
    in.kind = j.contains("id") ? Incoming::Kind::Request : Incoming::Kind::Notification;
    return in;
  }
  if (j.contains("id") && (j.contains("result") || j.contains("error"))) {
    in.kind = Incoming::Kind::Response;
    if (j.contains("error") && j["error"].is_object()) {
      const Json& e = j["error"];
      in.error = Error(e.value("code", code::InternalError), e.value("message", std::string()), e.value("data", Json()));
    } else {
      in.result = j.value("result", Json());
    }
    return in;
  }
  in.error = Error(code::InvalidRequest, "a message needs a \"method\", or an \"id\" with a \"result\" or an \"error\"");
  return in;
}

Json makeResponse(const Json& id, Json result) { return Json{{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}}; }

Json makeError(const Json& id, int c, const std::string& message, const Json& data) {
  Json e = {{"code", c}, {"message", message}};
  if (!data.is_null()) e["data"] = data;
  return Json{{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(e)}};
}

Json makeNotification(const std::string& method, Json params) {
  return Json{{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
}

Json makeRequest(const Json& id, const std::string& method, Json params) {
  return Json{{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

const Json& requireMember(const Json& params, const char* name, Json::value_t type) {
  if (!params.is_object() || !params.contains(name))
    throw Error(code::InvalidParams, std::string("params.") + name + " is required");
  const Json& v = params[name];
  const bool wantInteger = type == Json::value_t::number_integer || type == Json::value_t::number_unsigned;
  const bool ok = wantInteger ? v.is_number_integer() : v.type() == type;
  if (!ok) throw Error(code::InvalidParams, std::string("params.") + name + " has the wrong type");
  return v;
}

int requirePositionNumber(const Json& params, const char* name) {
  const Json& v = requireMember(params, name, Json::value_t::number_integer);
  const bool inRange = v.is_number_unsigned() ? v.get<std::uint64_t>() <= 2147483647u
                                              : v.get<std::int64_t>() >= 0 && v.get<std::int64_t>() <= 2147483647;
  if (!inRange) throw Error(code::InvalidParams, std::string("params.") + name + " must be between 0 and 2147483647");
  return static_cast<int>(v.get<std::int64_t>());
}

}  // namespace errknow::rpc
