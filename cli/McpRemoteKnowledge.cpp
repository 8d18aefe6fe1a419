// The backend as the source of the MCP tools' answers. See McpRemoteKnowledge.h. The HTTP call is
// the shared client's (errknow/client/ApiClient.h), the redaction the shared core's.
#include "McpRemoteKnowledge.h"

#include <cctype>

#include "errknow/core/Redact.h"
#include "errknow/client/ApiClient.h"

namespace errknow::cli {
namespace {

using mcp::Json;
using mcp::KnowledgeResult;

class RemoteKnowledge final : public mcp::Knowledge {
 public:
  explicit RemoteKnowledge(RemoteApi api) : api_(std::move(api)) {
    while (!api_.baseUrl.empty() && api_.baseUrl.back() == '/') api_.baseUrl.pop_back();
  }

  KnowledgeResult analyze(const wire::AnalyzeRequest& r) override {
    Json body = {{"error", core::redactSecrets(r.error)}};
    if (!r.language.empty()) body["language"] = r.language;
    if (r.ai) body["ai"] = true;
    return call("POST", "/api/v1/analyze", body.dump(-1, ' ', false, Json::error_handler_t::replace));
  }

  KnowledgeResult explain(const std::string& code, const std::string& category) override {
    if (!category.empty()) return call("GET", "/api/v1/errors/" + escape(category) + "/" + escape(code), "");
    // Any category: the search puts an exact code or alias (score 1) or slug (0.95) first.
    KnowledgeResult found = call("GET", "/api/v1/search?q=" + escape(code) + "&limit=1", "");
    if (!found.value) return found;
    const Json results = found.value->value("results", Json::array());
    if (results.empty() || results[0].value("score", 0.0) < 0.95)
      return KnowledgeResult::missing("There is no error with the code, alias or slug '" + code +
                                      "'; search_errors finds errors by words.");
    return call("GET", "/api/v1/errors/" + escape(results[0].value("category", "")) + "/" + escape(code), "");
  }

  KnowledgeResult search(const std::string& query, int limit) override {
    return call("GET", "/api/v1/search?q=" + escape(query) + "&limit=" + std::to_string(limit), "");
  }

  KnowledgeResult categories() override { return call("GET", "/api/v1/categories", ""); }

 private:
  static std::string escape(const std::string& s) {
    std::string out;
    static const char* hex = "0123456789ABCDEF";
    for (unsigned char c : s) {
      if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
        out.push_back(static_cast<char>(c));
      } else {
        out.push_back('%');
        out.push_back(hex[c >> 4]);
        out.push_back(hex[c & 15]);
      }
    }
    return out;
  }

  KnowledgeResult call(const char* method, const std::string& path, const std::string& payload) {
    client::ApiRequest request;
    request.method = method;
    request.url = api_.baseUrl + path;
    request.apiKey = api_.apiKey;
    request.jsonBody = payload;
    request.connectTimeoutMs = api_.connectTimeoutMs;
    request.timeoutMs = api_.timeoutMs;
    const client::ApiResponse answer = client::callApi(request);
    const std::string where = "the errknow API at " + api_.baseUrl;
    if (!answer.reached) return KnowledgeResult::failed("Cannot reach " + where + " (" + answer.problem + ").");
    if (answer.status != 200) {
      std::string why = client::describeApiError(answer);
      if (answer.status == 401) why += ". Check the API key in ERRKNOW_API_KEY.";
      if (answer.status == 404) return KnowledgeResult::missing(why);
      return KnowledgeResult::failed(where + " refused the call: " + why);
    }
    Json j = Json::parse(answer.body, nullptr, false);
    if (!j.is_object()) return KnowledgeResult::failed(where + " answered something that is not JSON.");
    return KnowledgeResult::ok(std::move(j));
  }

  RemoteApi api_;
};

}  // namespace

std::unique_ptr<mcp::Knowledge> makeRemoteKnowledge(RemoteApi api) { return std::make_unique<RemoteKnowledge>(std::move(api)); }

}  // namespace errknow::cli
