// The real `errknow mcp` binary over stdio: both revisions' openings, every tool, a resource, bad
// input of every kind answered (never a crash), nothing but protocol messages on stdout, and a
// clean exit when stdin closes.
#include <gtest/gtest.h>

#include "McpProcess.h"

using errknow::fixtures::McpProcess;
using Json = nlohmann::json;

namespace {
Json meta() {
  return {{"io.modelcontextprotocol/protocolVersion", "2026-07-28"},
          {"io.modelcontextprotocol/clientCapabilities", Json::object()}};
}
Json withMeta(Json params) {
  params["_meta"] = meta();
  return params;
}
}  // namespace

TEST(McpStdio, ModernClientsDiscoverAndCallWithoutAHandshake) {
  McpProcess mcp(ERRKNOW_BIN, {"mcp"});
  auto d = mcp.request(1, "server/discover", withMeta(Json::object()));
  ASSERT_TRUE(d);
  EXPECT_EQ((*d)["result"]["supportedVersions"][0], "2026-07-28");
  auto tools = mcp.request(2, "tools/list", withMeta(Json::object()));
  ASSERT_TRUE(tools);
  EXPECT_EQ((*tools)["result"]["tools"].size(), 4u);
  auto a = mcp.request(3, "tools/call", withMeta({{"name", "analyze_error"}, {"arguments", {{"error", "fatal: not a git repository (or any of the parent directories): .git"}}}}));
  ASSERT_TRUE(a);
  EXPECT_EQ((*a)["result"]["structuredContent"]["detected"]["category"], "git");
  auto e = mcp.request(4, "tools/call", withMeta({{"name", "explain_error"}, {"arguments", {{"code", "ECONNREFUSED"}}}}));
  ASSERT_TRUE(e);
  EXPECT_EQ((*e)["result"]["structuredContent"]["code"], "ECONNREFUSED");
  auto s = mcp.request(5, "tools/call", withMeta({{"name", "search_errors"}, {"arguments", {{"query", "TS2322"}, {"limit", 2}}}}));
  ASSERT_TRUE(s);
  EXPECT_EQ((*s)["result"]["structuredContent"]["results"][0]["code"], "TS2322");
  auto c = mcp.request(6, "tools/call", withMeta({{"name", "list_categories"}}));
  ASSERT_TRUE(c);
  EXPECT_FALSE((*c)["result"]["structuredContent"]["categories"].empty());
  auto r = mcp.request(7, "resources/read", withMeta({{"uri", "errknow://errors/python/module-not-found"}}));
  ASSERT_TRUE(r);
  ASSERT_TRUE((*r).contains("result")) << r->dump();
  mcp.closeInput();
  EXPECT_EQ(mcp.waitExit(), 0);
  EXPECT_TRUE(mcp.nonMessages().empty()) << mcp.nonMessages().front();
}

TEST(McpStdio, LegacyClientsInitializeThenWork) {
  McpProcess mcp(ERRKNOW_BIN, {"mcp"});
  auto init = mcp.request(1, "initialize", {{"protocolVersion", "2025-11-25"}, {"capabilities", Json::object()},
                                            {"clientInfo", {{"name", "t"}, {"version", "1"}}}});
  ASSERT_TRUE(init);
  EXPECT_EQ((*init)["result"]["protocolVersion"], "2025-11-25");
  mcp.send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
  auto ping = mcp.request(2, "ping", Json::object());
  ASSERT_TRUE(ping);
  EXPECT_EQ((*ping)["result"], Json::object());
  auto a = mcp.request(3, "tools/call", {{"name", "analyze_error"}, {"arguments", {{"error", "HTTP/1.1 503 Service Unavailable"}}}});
  ASSERT_TRUE(a);
  EXPECT_EQ((*a)["result"]["structuredContent"]["detected"]["code"], "503");
}

TEST(McpStdio, BadInputGetsErrorsAndTheServerGoesOn) {
  McpProcess mcp(ERRKNOW_BIN, {"mcp"});
  mcp.sendRaw("this is not json\n");
  auto m = mcp.receive();
  ASSERT_TRUE(m);
  EXPECT_EQ((*m)["error"]["code"], -32700);
  mcp.sendRaw("[1,2,3]\n");
  m = mcp.receive();
  ASSERT_TRUE(m);
  EXPECT_EQ((*m)["error"]["code"], -32600);
  auto unknown = mcp.request(1, "tools/destroy", withMeta(Json::object()));
  ASSERT_TRUE(unknown);
  EXPECT_EQ((*unknown)["error"]["code"], -32601);
  auto noTool = mcp.request(2, "tools/call", withMeta({{"name", "format_disk"}}));
  ASSERT_TRUE(noTool);
  EXPECT_EQ((*noTool)["error"]["code"], -32602);
  auto wrongType = mcp.request(3, "tools/call", withMeta({{"name", "search_errors"}, {"arguments", {{"query", 12}}}}));
  ASSERT_TRUE(wrongType);
  EXPECT_EQ((*wrongType)["result"]["isError"], true);
  auto bad = mcp.request(4, "tools/list", {{"_meta", {{"io.modelcontextprotocol/protocolVersion", "2099-01-01"},
                                                     {"io.modelcontextprotocol/clientCapabilities", Json::object()}}}});
  ASSERT_TRUE(bad);
  EXPECT_EQ((*bad)["error"]["code"], -32022);
  // A 10 MB argument arrives whole and is refused by the tool, as the API refuses it.
  auto huge = mcp.request(5, "tools/call", withMeta({{"name", "analyze_error"}, {"arguments", {{"error", std::string(10u << 20, 'E')}}}}), 60000);
  ASSERT_TRUE(huge);
  EXPECT_EQ((*huge)["result"]["isError"], true);
  EXPECT_NE((*huge)["result"]["content"][0]["text"].get<std::string>().find("65536"), std::string::npos);
  // A line beyond the framing's limit is skipped with an error, and the server still answers.
  mcp.sendRaw(std::string(40u << 20, 'x') + "\n");
  m = mcp.receive(60000);
  ASSERT_TRUE(m);
  EXPECT_EQ((*m)["error"]["code"], -32600);
  auto after = mcp.request(6, "ping", Json::object());
  ASSERT_TRUE(after);
  EXPECT_TRUE(after->contains("result"));
  mcp.closeInput();
  EXPECT_EQ(mcp.waitExit(), 0);
  EXPECT_TRUE(mcp.nonMessages().empty());
  EXPECT_NE(mcp.stderrText().find("errknow mcp"), std::string::npos) << "logs go to stderr";
}

TEST(McpStdio, RemoteWithoutAKeyRefusesToStart) {
  McpProcess mcp(ERRKNOW_BIN, {"mcp", "--remote", "http://127.0.0.1:9"}, {{"ERRKNOW_API_KEY", ""}});
  EXPECT_EQ(mcp.waitExit(), 2);
  EXPECT_NE(mcp.stderrText().find("ERRKNOW_API_KEY"), std::string::npos);
}
