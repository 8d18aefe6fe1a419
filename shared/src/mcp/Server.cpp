// The MCP protocol core: which revision a request speaks, the checks each revision asks for, and
// the methods (server/discover, initialize, ping, tools/*, resources/*). See Server.h.
#include "errknow/mcp/Server.h"

#include <algorithm>

#include "Tools.h"

namespace errknow::mcp {
namespace {

constexpr const char* kMetaVersion = "io.modelcontextprotocol/protocolVersion";
constexpr const char* kMetaCapabilities = "io.modelcontextprotocol/clientCapabilities";
constexpr const char* kMetaServerInfo = "io.modelcontextprotocol/serverInfo";
constexpr const char* kRecordTemplate = "errknow://errors/{category}/{slug}";
constexpr const char* kRecordPrefix = "errknow://errors/";
constexpr const char* kInstructions =
    "errknow explains programming and operations errors from a curated catalogue. Call analyze_error with the "
    "error text exactly as printed (logs and stack traces welcome) before guessing at a fix; explain_error gives the "
    "full record of a known code; search_errors finds records by words.";

// A refusal the HTTP transport answers with a status other than 200 (the specification's 400s).
struct Refusal : rpc::Error {
  Refusal(int c, const std::string& message, Json d, int status) : rpc::Error(c, message, std::move(d)), httpStatus(status) {}
  int httpStatus;
};

const std::vector<std::string>& legacyVersions() {
  static const std::vector<std::string> v = {"2025-11-25", "2025-06-18"};
  return v;
}

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

// The `=?base64?...?=` sentinel of Mcp-Name; other values as they are. nullopt: not valid base64.
std::optional<std::string> decodeHeaderValue(const std::string& value) {
  const std::string pre = "=?base64?", post = "?=";
  if (value.size() < pre.size() + post.size() || value.compare(0, pre.size(), pre) != 0 ||
      value.compare(value.size() - post.size(), post.size(), post) != 0)
    return value;
  const std::string b64 = value.substr(pre.size(), value.size() - pre.size() - post.size());
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (char c : b64) {
    int v;
    if (c >= 'A' && c <= 'Z') v = c - 'A';
    else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
    else if (c >= '0' && c <= '9') v = c - '0' + 52;
    else if (c == '+') v = 62;
    else if (c == '/') v = 63;
    else if (c == '=') break;
    else return std::nullopt;
    buffer = (buffer << 6) | static_cast<unsigned>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(static_cast<char>((buffer >> bits) & 0xFF));
    }
  }
  return out;
}

const Json& meta(const Json& params) {
  static const Json empty = Json::object();
  if (params.is_object() && params.contains("_meta") && params["_meta"].is_object()) return params["_meta"];
  return empty;
}

// The revision a request speaks: its `_meta` version (modern), else the HTTP header or the
// session's handshake (legacy). Throws the refusal the specification prescribes.
std::string resolveVersion(const std::string& method, const Json& params, const RequestContext& ctx) {
  const Json& m = meta(params);
  std::string version;
  if (m.contains(kMetaVersion)) {
    if (!m[kMetaVersion].is_string())
      throw Refusal(rpc::code::InvalidParams, "_meta[\"" + std::string(kMetaVersion) + "\"] must be a string", nullptr, 400);
    version = m[kMetaVersion].get<std::string>();
  } else if (ctx.http && ctx.protocolVersionHeader) {
    version = *ctx.protocolVersionHeader;
  } else if (ctx.session && !ctx.session->legacyVersion().empty()) {
    version = ctx.session->legacyVersion();
  } else if (ctx.http) {
    throw Refusal(code::HeaderMismatch, "Header mismatch: the MCP-Protocol-Version header is required", nullptr, 400);
  } else {
    throw Refusal(rpc::code::InvalidParams,
                  "the request has no _meta[\"" + std::string(kMetaVersion) + "\"]: send it with every request (" +
                      kModernVersion + "), or begin with initialize (2025-11-25, 2025-06-18)",
                  nullptr, 400);
  }
  // On HTTP a body version and a header version that disagree are a header mismatch, whatever
  // the versions are: that comes before asking whether the version is supported.
  if (ctx.http && ctx.protocolVersionHeader && m.contains(kMetaVersion) && *ctx.protocolVersionHeader != version)
    throw Refusal(code::HeaderMismatch,
                  "Header mismatch: MCP-Protocol-Version header value '" + *ctx.protocolVersionHeader +
                      "' does not match body value '" + version + "'",
                  nullptr, 400);
  if (!contains(supportedVersions(), version))
    throw Refusal(code::UnsupportedProtocolVersion, "Unsupported protocol version",
                  Json{{"supported", supportedVersions()}, {"requested", version}}, 400);
  if (!isModernVersion(version)) return version;

  // Modern: the per-request fields are required, and on HTTP the mirrored headers must match.
  if (!m.contains(kMetaVersion))
    throw Refusal(rpc::code::InvalidParams, "_meta[\"" + std::string(kMetaVersion) + "\"] is required", nullptr, 400);
  if (!m.contains(kMetaCapabilities) || !m[kMetaCapabilities].is_object())
    throw Refusal(rpc::code::InvalidParams, "_meta[\"" + std::string(kMetaCapabilities) + "\"] is required (an object)",
                  nullptr, 400);
  if (ctx.http) {
    if (!ctx.protocolVersionHeader)
      throw Refusal(code::HeaderMismatch, "Header mismatch: the MCP-Protocol-Version header is required", nullptr, 400);
    if (*ctx.protocolVersionHeader != version)
      throw Refusal(code::HeaderMismatch,
                    "Header mismatch: MCP-Protocol-Version header value '" + *ctx.protocolVersionHeader +
                        "' does not match body value '" + version + "'",
                    nullptr, 400);
    if (!ctx.methodHeader)
      throw Refusal(code::HeaderMismatch, "Header mismatch: the Mcp-Method header is required", nullptr, 400);
    if (*ctx.methodHeader != method)
      throw Refusal(code::HeaderMismatch,
                    "Header mismatch: Mcp-Method header value '" + *ctx.methodHeader + "' does not match body value '" +
                        method + "'",
                    nullptr, 400);
    const char* nameField = method == "tools/call" || method == "prompts/get" ? "name"
                            : method == "resources/read"                      ? "uri"
                                                                              : nullptr;
    if (nameField) {
      const bool inBody = params.is_object() && params.contains(nameField) && params[nameField].is_string();
      if (!ctx.nameHeader)
        throw Refusal(code::HeaderMismatch, "Header mismatch: the Mcp-Name header is required", nullptr, 400);
      const auto decoded = decodeHeaderValue(*ctx.nameHeader);
      if (!decoded)
        throw Refusal(code::HeaderMismatch, "Header mismatch: the Mcp-Name header is not valid base64", nullptr, 400);
      if (!inBody || *decoded != params[nameField].get<std::string>())
        throw Refusal(code::HeaderMismatch,
                      "Header mismatch: Mcp-Name header value '" + *decoded + "' does not match body value '" +
                          (inBody ? params[nameField].get<std::string>() : std::string()) + "'",
                      nullptr, 400);
    }
  }
  return version;
}

const std::string& requireString(const Json& params, const char* name) {
  return rpc::requireMember(params, name, Json::value_t::string).get_ref<const std::string&>();
}

Json capabilities() { return {{"tools", {{"listChanged", false}}}, {"resources", {{"listChanged", false}}}}; }

}  // namespace

const std::vector<std::string>& supportedVersions() {
  static const std::vector<std::string> v = [] {
    std::vector<std::string> all = {kModernVersion};
    all.insert(all.end(), legacyVersions().begin(), legacyVersions().end());
    return all;
  }();
  return v;
}

bool isModernVersion(const std::string& version) { return version >= kModernVersion; }

Server::Server(Knowledge& knowledge, ServerInfo info) : knowledge_(knowledge), info_(std::move(info)) {}

const std::vector<std::string>& Server::requestMethods() {
  static const std::vector<std::string> m = {"initialize",     "ping",           "server/discover",
                                             "tools/list",     "tools/call",     "resources/list",
                                             "resources/read", "resources/templates/list"};
  return m;
}

Json Server::call(const std::string& method, const Json& params, const RequestContext& ctx) {
  const Json serverInfo = {{"name", info_.name}, {"title", "errknow"}, {"version", info_.version}};
  // 2026-07-28 removed the handshake and ping: a request that speaks it gets Method not found.
  if (method == "initialize" || method == "ping") {
    const Json& m = meta(params);
    if (m.contains(kMetaVersion) && m[kMetaVersion].is_string() && m[kMetaVersion].get<std::string>() != "" &&
        !contains(legacyVersions(), m[kMetaVersion].get<std::string>()))
      throw rpc::Error(rpc::code::MethodNotFound, "Method not found: " + method + " (removed in " + kModernVersion + ")");
  }
  if (method == "initialize") {
    // The legacy handshake: the client's version when we serve it, else our latest legacy one.
    const std::string& requested = requireString(params, "protocolVersion");
    const std::string chosen = contains(legacyVersions(), requested) ? requested : legacyVersions().front();
    if (ctx.session) ctx.session->setLegacyVersion(chosen);
    return {{"protocolVersion", chosen}, {"capabilities", capabilities()}, {"serverInfo", serverInfo},
            {"instructions", kInstructions}};
  }
  if (method == "ping") return Json::object();  // allowed before initialize; harmless in every revision

  if (!contains(requestMethods(), method)) throw rpc::Error(rpc::code::MethodNotFound, "Method not found: " + method);
  const std::string version = resolveVersion(method, params, ctx);
  const bool modern = isModernVersion(version);
  // Every modern result says it is complete and who answered; list and read results may be cached.
  auto finish = [&](Json result, bool cacheable) {
    if (!modern) return result;
    result["resultType"] = "complete";
    if (cacheable) {
      result["ttlMs"] = 300000;
      result["cacheScope"] = "public";
    }
    result["_meta"] = {{kMetaServerInfo, serverInfo}};
    return result;
  };

  if (method == "server/discover")
    return finish({{"supportedVersions", supportedVersions()}, {"capabilities", capabilities()},
                   {"instructions", kInstructions}},
                  true);
  if (method == "tools/list") return finish({{"tools", toolDefinitions()}}, true);
  if (method == "tools/call") {
    const std::string& name = requireString(params, "name");
    if (!isTool(name)) throw rpc::Error(rpc::code::InvalidParams, "Unknown tool: " + name);
    const Json arguments = params.contains("arguments") && !params["arguments"].is_null() ? params["arguments"] : Json::object();
    return finish(callTool(knowledge_, name, arguments), false);
  }
  if (method == "resources/list") return finish({{"resources", Json::array()}}, true);
  if (method == "resources/templates/list")
    return finish({{"resourceTemplates",
                    Json::array({{{"uriTemplate", kRecordTemplate},
                                  {"name", "error-record"},
                                  {"title", "errknow error record"},
                                  {"description", "The full catalogue record of one known error, as the API's JSON."},
                                  {"mimeType", "application/json"}}})}},
                  true);
  // resources/read
  const std::string& uri = requireString(params, "uri");
  const int notFound = modern ? rpc::code::InvalidParams : code::LegacyResourceNotFound;
  const std::string prefix = kRecordPrefix;
  std::string category, slug;
  if (uri.compare(0, prefix.size(), prefix) == 0) {
    const std::string rest = uri.substr(prefix.size());
    const std::size_t slash = rest.find('/');
    if (slash != std::string::npos && slash > 0 && slash + 1 < rest.size() && rest.find('/', slash + 1) == std::string::npos) {
      category = rest.substr(0, slash);
      slug = rest.substr(slash + 1);
    }
  }
  if (category.empty()) throw rpc::Error(notFound, "Resource not found", Json{{"uri", uri}});
  const KnowledgeResult r = knowledge_.explain(slug, category);
  if (!r.value) {
    if (r.notFound) throw rpc::Error(notFound, "Resource not found", Json{{"uri", uri}});
    throw rpc::Error(rpc::code::InternalError, r.problem);
  }
  return finish({{"contents", Json::array({{{"uri", uri}, {"mimeType", "application/json"},
                                            {"text", r.value->dump(2, ' ', false, Json::error_handler_t::replace)}}})}},
                true);
}

Reply Server::handle(std::string_view text, const RequestContext& ctx) {
  Json whole = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  if (whole.is_discarded()) return Reply{rpc::makeError(nullptr, rpc::code::ParseError, "the message is not valid JSON"), 400};
  return handle(whole, ctx);
}

Reply Server::handle(const Json& message, const RequestContext& ctx) {
  const rpc::Incoming in = rpc::parseMessageValue(message);
  switch (in.kind) {
    case rpc::Incoming::Kind::Invalid:
      return Reply{rpc::makeError(in.id, in.error->code, in.error->what()), 400};
    case rpc::Incoming::Kind::Notification:
    case rpc::Incoming::Kind::Response:
      return Reply{std::nullopt, 202};  // nothing to answer (initialized, cancelled, ...)
    case rpc::Incoming::Kind::Request:
      break;
  }
  if (in.id.is_null()) return Reply{rpc::makeError(nullptr, rpc::code::InvalidRequest, "a request id must not be null"), 400};
  try {
    return Reply{rpc::makeResponse(in.id, call(in.method, in.params, ctx)), 200};
  } catch (const Refusal& e) {
    return Reply{rpc::makeError(in.id, e.code, e.what(), e.data), e.httpStatus};
  } catch (const rpc::Error& e) {
    return Reply{rpc::makeError(in.id, e.code, e.what(), e.data), e.code == rpc::code::MethodNotFound ? 404 : 200};
  } catch (const std::exception& e) {
    return Reply{rpc::makeError(in.id, rpc::code::InternalError, std::string("internal error: ") + e.what()), 500};
  }
}

}  // namespace errknow::mcp
