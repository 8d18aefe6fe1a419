// `errknow mcp --remote` against the real errknow-server on loopback: the tools answer from the
// backend's /api/v1 with the user's key (and are counted there), secrets are redacted before the
// error text leaves, and a refused key is a tool error that names ERRKNOW_API_KEY.
#include <gtest/gtest.h>

#include "McpProcess.h"
#include "support/ServerProcess.h"

using errknow::fixtures::McpProcess;
using Json = nlohmann::json;

namespace {
Json withMeta(Json params) {
  params["_meta"] = {{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
                     {"io.modelcontextprotocol/clientCapabilities", Json::object()}};
  return params;
}
long remaining(errknow::fixtures::ServerProcess& s) {
  const auto r = errknow::fixtures::httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + s.devKey()});
  return std::stol(r.header("x-ratelimit-remaining"));
}
}  // namespace

TEST(McpRemote, ToolsAnswerFromTheBackendWithSecretsRedacted) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  errknow::fixtures::ServerProcess server;
  McpProcess mcp(ERRKNOW_BIN, {"mcp", "--remote", server.url("")}, {{"ERRKNOW_API_KEY", server.devKey()}});
  const long before = remaining(server);
  auto a = mcp.request(1, "tools/call", withMeta({{"name", "analyze_error"},
                                                  {"arguments", {{"error", "Error: connect ECONNREFUSED 127.0.0.1:5432 password=hunter2"}}}}));
  ASSERT_TRUE(a);
  ASSERT_EQ((*a)["result"]["isError"], false) << a->dump();
  const Json& sc = (*a)["result"]["structuredContent"];
  EXPECT_EQ(sc["detected"]["code"], "ECONNREFUSED");
  // The evidence quotes the text the backend received: redacted.
  EXPECT_EQ(sc.dump().find("hunter2"), std::string::npos);
  EXPECT_NE(sc.dump().find("REDACTED"), std::string::npos);
  auto e = mcp.request(2, "tools/call", withMeta({{"name", "explain_error"}, {"arguments", {{"code", "E0308"}}}}));
  ASSERT_TRUE(e);
  EXPECT_EQ((*e)["result"]["structuredContent"]["category"], "rust");
  auto s = mcp.request(3, "tools/call", withMeta({{"name", "search_errors"}, {"arguments", {{"query", "404"}, {"limit", 1}}}}));
  ASSERT_TRUE(s);
  EXPECT_EQ((*s)["result"]["structuredContent"]["results"][0]["code"], "404");
  auto c = mcp.request(4, "tools/call", withMeta({{"name", "list_categories"}}));
  ASSERT_TRUE(c);
  EXPECT_FALSE((*c)["result"]["structuredContent"]["categories"].empty());
  auto missing = mcp.request(5, "resources/read", withMeta({{"uri", "errknow://errors/http/no-such-thing"}}));
  ASSERT_TRUE(missing);
  EXPECT_EQ((*missing)["error"]["code"], -32602);
  // analyze 1, explain 2 (search, then the record), search 1, categories 1, the read 1, this check 1.
  EXPECT_EQ(remaining(server), before - 7);
}

TEST(McpRemote, ARefusedKeyIsAToolErrorThatNamesTheVariable) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  errknow::fixtures::ServerProcess server;
  McpProcess mcp(ERRKNOW_BIN, {"mcp", "--remote", server.url("")},
                 {{"ERRKNOW_API_KEY", "ek_notARealKey0000000000000000000000000"}});
  auto a = mcp.request(1, "tools/call", withMeta({{"name", "analyze_error"}, {"arguments", {{"error", "ECONNREFUSED"}}}}));
  ASSERT_TRUE(a);
  EXPECT_EQ((*a)["result"]["isError"], true);
  const std::string text = (*a)["result"]["content"][0]["text"];
  EXPECT_NE(text.find("401"), std::string::npos) << text;
  EXPECT_NE(text.find("ERRKNOW_API_KEY"), std::string::npos) << text;
}

TEST(McpRemote, ADownBackendIsAToolErrorNotAHang) {
  int port = 0;
  {
    errknow::fixtures::ServerProcess gone;
    port = std::stoi(gone.url("").substr(gone.url("").rfind(':') + 1));
  }
  McpProcess mcp(ERRKNOW_BIN, {"mcp", "--remote", "http://127.0.0.1:" + std::to_string(port)}, {{"ERRKNOW_API_KEY", "ek_x"}});
  auto a = mcp.request(1, "tools/call", withMeta({{"name", "list_categories"}}));
  ASSERT_TRUE(a);
  EXPECT_EQ((*a)["result"]["isError"], true);
  EXPECT_NE((*a)["result"]["content"][0]["text"].get<std::string>().find("Cannot reach"), std::string::npos);
}
