// POST /mcp on the real errknow-server over real HTTP: the same key as /api/v1, tool calls counted
// against the daily quota (and nothing else), the API's 401 and 429 bodies and rate-limit headers,
// both protocol generations (initialize; server/discover with _meta and the Mcp-* headers),
// the header checks, the origin check against DNS rebinding, and what other methods get.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/ServerProcess.h"

using errknow::fixtures::httpCall;
using errknow::fixtures::HttpReply;
using errknow::fixtures::ServerProcess;
using Json = nlohmann::json;

namespace {

constexpr const char* kModern = "2026-07-28";

std::string planConfig(int calls, int ai) {
  return R"({"plans": {"developer": {"calls_per_day": )" + std::to_string(calls) + R"(, "ai_per_day": )" +
         std::to_string(ai) + "}}}";
}

Json meta() {
  return {{"io.modelcontextprotocol/protocolVersion", kModern},
          {"io.modelcontextprotocol/clientCapabilities", Json::object()},
          {"io.modelcontextprotocol/clientInfo", {{"name", "test"}, {"version", "1"}}}};
}

class McpHttp : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { server = new ServerProcess(planConfig(4, 1)); }
  static void TearDownTestSuite() { delete server; }
  static ServerProcess* server;

  // A legacy (2025-11-25) request: the version in its header after initialize.
  static HttpReply legacy(const Json& message, const std::string& key, std::vector<std::string> extra = {}) {
    std::vector<std::string> headers = {"Authorization: Bearer " + key, "Content-Type: application/json",
                                        "Accept: application/json, text/event-stream", "MCP-Protocol-Version: 2025-11-25"};
    headers.insert(headers.end(), extra.begin(), extra.end());
    return httpCall("POST", server->url("/mcp"), message.dump(), headers);
  }
  // A 2026-07-28 request with its _meta and the Mcp-Method / Mcp-Name headers.
  static HttpReply modern(const std::string& method, Json params, const std::string& name = "",
                          const std::string& methodHeader = "") {
    params["_meta"] = meta();
    std::vector<std::string> headers = {"Authorization: Bearer " + server->devKey(), "Content-Type: application/json",
                                        "Accept: application/json, text/event-stream",
                                        std::string("MCP-Protocol-Version: ") + kModern,
                                        "Mcp-Method: " + (methodHeader.empty() ? method : methodHeader)};
    if (!name.empty()) headers.push_back("Mcp-Name: " + name);
    return httpCall("POST", server->url("/mcp"), Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}}.dump(),
                    headers);
  }
};
ServerProcess* McpHttp::server = nullptr;

long remaining(const HttpReply& r) { return std::stol(r.header("x-ratelimit-remaining")); }

TEST_F(McpHttp, LegacyClientsInitializeListAndCallAndOnlyToolCallsAreCounted) {
  const std::string key = server->devKey();
  const auto init = legacy({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
                            {"params", {{"protocolVersion", "2025-11-25"}, {"capabilities", Json::object()},
                                        {"clientInfo", {{"name", "t"}, {"version", "1"}}}}}},
                           key);
  ASSERT_EQ(init.status, 200) << init.body;
  EXPECT_EQ(Json::parse(init.body)["result"]["protocolVersion"], "2025-11-25");
  const long before = remaining(init);

  const auto note = legacy({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}, key);
  EXPECT_EQ(note.status, 202);
  EXPECT_TRUE(note.body.empty());

  const auto list = legacy({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/list"}}, key);
  ASSERT_EQ(list.status, 200);
  EXPECT_EQ(Json::parse(list.body)["result"]["tools"].size(), 4u);
  EXPECT_EQ(remaining(list), before);  // listing is free

  const auto call = legacy({{"jsonrpc", "2.0"}, {"id", 3}, {"method", "tools/call"},
                            {"params", {{"name", "explain_error"}, {"arguments", {{"code", "ECONNREFUSED"}}}}}},
                           key);
  ASSERT_EQ(call.status, 200) << call.body;
  const Json result = Json::parse(call.body)["result"];
  EXPECT_EQ(result["structuredContent"]["code"], "ECONNREFUSED");
  EXPECT_EQ(result["structuredContent"]["url"].get<std::string>().rfind("http://127.0.0.1:", 0), 0u);
  EXPECT_EQ(remaining(call), before - 1);  // a tool call costs one API call
  for (const char* h : {"x-ratelimit-limit", "x-ratelimit-reset", "ratelimit", "ratelimit-policy", "x-request-id"})
    EXPECT_FALSE(call.header(h).empty()) << h;
}

TEST_F(McpHttp, TheModernRevisionDiscoversAndChecksItsHeaders) {
  const auto discover = modern("server/discover", Json::object());
  ASSERT_EQ(discover.status, 200) << discover.body;
  EXPECT_EQ(Json::parse(discover.body)["result"]["_meta"]["io.modelcontextprotocol/serverInfo"]["name"], "errknow");
  const auto mismatch = modern("tools/list", Json::object(), "", "server/discover");
  EXPECT_EQ(mismatch.status, 400);
  EXPECT_EQ(Json::parse(mismatch.body)["error"]["code"], -32020);
  const auto categories = modern("tools/call", {{"name", "list_categories"}, {"arguments", Json::object()}}, "list_categories");
  ASSERT_EQ(categories.status, 200) << categories.body;
  EXPECT_FALSE(Json::parse(categories.body)["result"]["structuredContent"]["categories"].empty());
}

TEST(McpHttpAuth, WithoutAValidKeyTheApisOwn401) {
  ServerProcess s;
  const std::string body = Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/list"}}.dump();
  auto r = httpCall("POST", s.url("/mcp"), body, {"Content-Type: application/json"});
  EXPECT_EQ(r.status, 401);
  EXPECT_EQ(Json::parse(r.body)["error"]["code"], "missing_api_key");
  r = httpCall("POST", s.url("/mcp"), body, {"Content-Type: application/json", "Authorization: Bearer ek_nope"});
  EXPECT_EQ(r.status, 401);
  EXPECT_EQ(Json::parse(r.body)["error"]["code"], "invalid_api_key");
}

TEST(McpHttpQuota, ToolCallsPastTheLimitGetTheApis429WhileFreeMessagesPass) {
  ServerProcess s(planConfig(2, 0));
  const std::vector<std::string> headers = {"Authorization: Bearer " + s.devKey(), "Content-Type: application/json",
                                            "MCP-Protocol-Version: 2025-11-25"};
  const std::string call = Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/call"},
                                {"params", {{"name", "search_errors"}, {"arguments", {{"query", "connection refused"}}}}}}
                               .dump();
  EXPECT_EQ(httpCall("POST", s.url("/mcp"), call, headers).status, 200);
  EXPECT_EQ(httpCall("POST", s.url("/mcp"), call, headers).status, 200);
  const auto refused = httpCall("POST", s.url("/mcp"), call, headers);
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(Json::parse(refused.body)["error"]["code"], "rate_limit_exceeded");
  EXPECT_EQ(refused.header("x-ratelimit-remaining"), "0");
  EXPECT_FALSE(refused.header("retry-after").empty());
  // An API call is refused too: one quota for both.
  EXPECT_EQ(httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + s.devKey()}).status, 429);
  const auto list = httpCall("POST", s.url("/mcp"), Json{{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/list"}}.dump(), headers);
  EXPECT_EQ(list.status, 200);
  // The AI tool is refused by its own quota (none on this plan), without charging a call.
  const std::string ai = Json{{"jsonrpc", "2.0"}, {"id", 3}, {"method", "tools/call"},
                              {"params", {{"name", "analyze_error"}, {"arguments", {{"error", "ECONNREFUSED"}, {"ai", true}}}}}}
                             .dump();
  const auto aiRefused = httpCall("POST", s.url("/mcp"), ai, headers);
  EXPECT_EQ(aiRefused.status, 429);
  EXPECT_EQ(Json::parse(aiRefused.body)["error"]["code"], "ai_quota_exceeded");
}

TEST(McpHttpEdge, ForeignOriginsAndOtherMethodsAreRefused) {
  ServerProcess s;
  const std::string body = Json{{"jsonrpc", "2.0"}, {"id", 1}, {"method", "ping"}}.dump();
  const std::string key = "Authorization: Bearer " + s.devKey();
  auto r = httpCall("POST", s.url("/mcp"), body, {key, "Content-Type: application/json", "MCP-Protocol-Version: 2025-11-25",
                                                  "Origin: http://attacker.example"});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(Json::parse(r.body)["error"]["code"], "forbidden_origin");
  r = httpCall("POST", s.url("/mcp"), body, {key, "Content-Type: application/json", "MCP-Protocol-Version: 2025-11-25",
                                             "Origin: http://localhost:3000"});
  EXPECT_EQ(r.status, 200) << r.body;
  r = httpCall("GET", s.url("/mcp"), "", {key});
  EXPECT_EQ(r.status, 405);
  EXPECT_EQ(r.header("allow"), "POST");
  r = httpCall("POST", s.url("/mcp"), "{not json", {key, "Content-Type: application/json"});
  EXPECT_EQ(r.status, 400);
  EXPECT_EQ(Json::parse(r.body)["error"]["code"], -32700);
}

}  // namespace
