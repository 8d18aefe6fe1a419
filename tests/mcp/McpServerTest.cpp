// The MCP core in process (mcp::Server over the embedded catalogue): protocol revisions and their
// negotiation, the HTTP context's header checks and statuses, the tools (schemas, structured
// content that is exactly the API's JSON, tool-level errors for bad arguments) and the record
// resources. Transports are tested elsewhere (McpStdioTest, the SDK tests).
#include <gtest/gtest.h>

#include "errknow/core/Analyzer.h"
#include "errknow/mcp/Server.h"
#include "errknow/store/CatalogueStore.h"
#include "support/SchemaValidator.h"

using errknow::mcp::Json;
using errknow::mcp::RequestContext;
using errknow::mcp::Server;

namespace {

const char* kModern = "2026-07-28";

Json modernMeta(const std::string& version = kModern) {
  return {{"io.modelcontextprotocol/protocolVersion", version},
          {"io.modelcontextprotocol/clientCapabilities", Json::object()},
          {"io.modelcontextprotocol/clientInfo", {{"name", "test"}, {"version", "1"}}}};
}

Json request(const Json& id, const std::string& method, Json params = Json::object()) {
  return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", std::move(params)}};
}

Json modernRequest(const Json& id, const std::string& method, Json params = Json::object()) {
  params["_meta"] = modernMeta();
  return request(id, method, std::move(params));
}

class McpServer : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    knowledge_ = errknow::mcp::makeEmbeddedKnowledge(errknow::store::openEmbeddedCatalogue(), errknow::wire::Urls{}).release();
    server_ = new Server(*knowledge_, {"errknow", "test"});
  }
  static void TearDownTestSuite() {
    delete server_;
    delete knowledge_;
  }
  // A stdio-like context with its own session.
  errknow::mcp::Session session_;
  RequestContext stdio() {
    RequestContext c;
    c.session = &session_;
    return c;
  }
  static RequestContext http(const std::string& method, std::optional<std::string> name = std::nullopt,
                             std::optional<std::string> version = std::string(kModern)) {
    RequestContext c;
    c.http = true;
    c.protocolVersionHeader = std::move(version);
    c.methodHeader = method;
    c.nameHeader = std::move(name);
    return c;
  }
  Json callTool(const std::string& name, const Json& arguments) {
    auto r = server_->handle(modernRequest(7, "tools/call", {{"name", name}, {"arguments", arguments}}), stdio());
    EXPECT_TRUE(r.message);
    EXPECT_TRUE(r.message->contains("result")) << r.message->dump();
    return (*r.message)["result"];
  }
  static Json toolDefinition(const std::string& name) {
    RequestContext c;
    auto r = server_->handle(modernRequest(1, "tools/list"), c);
    for (const auto& t : (*r.message)["result"]["tools"])
      if (t["name"] == name) return t;
    return nullptr;
  }
  static void expectFitsOutputSchema(const std::string& tool, const Json& structured) {
    const nlohmann::json schema = nlohmann::json::parse(toolDefinition(tool)["outputSchema"].dump());
    errknow::fixtures::SchemaValidator v(nlohmann::json::object());
    const auto problems = v.validate(nlohmann::json::parse(structured.dump()), schema);
    EXPECT_TRUE(problems.empty()) << tool << ": " << (problems.empty() ? "" : problems.front());
  }

  static errknow::mcp::Knowledge* knowledge_;
  static Server* server_;
};
errknow::mcp::Knowledge* McpServer::knowledge_ = nullptr;
Server* McpServer::server_ = nullptr;

}  // namespace

TEST_F(McpServer, DiscoverListsTheVersionsCapabilitiesAndIdentity) {
  auto r = server_->handle(modernRequest("d", "server/discover"), stdio());
  ASSERT_TRUE(r.message);
  const Json& res = (*r.message)["result"];
  EXPECT_EQ(res["supportedVersions"], Json::array({"2026-07-28", "2025-11-25", "2025-06-18"}));
  EXPECT_TRUE(res["capabilities"].contains("tools"));
  EXPECT_TRUE(res["capabilities"].contains("resources"));
  EXPECT_EQ(res["resultType"], "complete");
  EXPECT_EQ(res["_meta"]["io.modelcontextprotocol/serverInfo"]["name"], "errknow");
  EXPECT_EQ(res["cacheScope"], "public");
  EXPECT_TRUE(res["ttlMs"].is_number_integer());
}

TEST_F(McpServer, AnUnsupportedVersionGetsTheSpecifiedError) {
  auto r = server_->handle(request(1, "tools/list", {{"_meta", modernMeta("1900-01-01")}}), http("tools/list", {}, "1900-01-01"));
  ASSERT_TRUE(r.message);
  EXPECT_EQ((*r.message)["error"]["code"], -32022);
  EXPECT_EQ((*r.message)["error"]["data"]["requested"], "1900-01-01");
  EXPECT_EQ((*r.message)["error"]["data"]["supported"][0], "2026-07-28");
  EXPECT_EQ(r.httpStatus, 400);
}

TEST_F(McpServer, AModernRequestWithoutCapabilitiesIsInvalidParams) {
  Json meta = {{"io.modelcontextprotocol/protocolVersion", kModern}};
  auto r = server_->handle(request(1, "tools/list", {{"_meta", meta}}), http("tools/list"));
  EXPECT_EQ((*r.message)["error"]["code"], -32602);
  EXPECT_EQ(r.httpStatus, 400);
}

TEST_F(McpServer, RequestsWithoutVersionBeforeInitializeAreRefusedOnStdio) {
  auto r = server_->handle(request(1, "tools/list"), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602);
  // ping is answered before any handshake.
  r = server_->handle(request(2, "ping"), stdio());
  EXPECT_EQ((*r.message)["result"], Json::object());
}

TEST_F(McpServer, InitializeNegotiatesALegacyVersionAndServesThatSession) {
  auto r = server_->handle(request(1, "initialize", {{"protocolVersion", "2025-06-18"}, {"capabilities", Json::object()},
                                                     {"clientInfo", {{"name", "t"}, {"version", "1"}}}}),
                           stdio());
  EXPECT_EQ((*r.message)["result"]["protocolVersion"], "2025-06-18");
  EXPECT_EQ((*r.message)["result"]["serverInfo"]["name"], "errknow");
  r = server_->handle(request(2, "tools/list"), stdio());
  ASSERT_TRUE((*r.message).contains("result")) << r.message->dump();
  EXPECT_EQ((*r.message)["result"]["tools"].size(), 4u);
  EXPECT_FALSE((*r.message)["result"].contains("resultType")) << "legacy results keep the legacy shape";
  EXPECT_EQ(server_->handle(Json{{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}, stdio()).httpStatus, 202);
}

TEST_F(McpServer, InitializeWithAnUnknownVersionAnswersOurLatestLegacyOne) {
  auto r = server_->handle(request(1, "initialize", {{"protocolVersion", "2024-11-05"}, {"capabilities", Json::object()}}), stdio());
  EXPECT_EQ((*r.message)["result"]["protocolVersion"], "2025-11-25");
  r = server_->handle(request(2, "initialize", {{"capabilities", Json::object()}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602) << "protocolVersion is required";
}

TEST_F(McpServer, HttpHeadersMustMatchTheBody) {
  // Matching headers pass.
  auto ok = server_->handle(modernRequest(1, "tools/call", {{"name", "list_categories"}}), http("tools/call", "list_categories"));
  EXPECT_TRUE(ok.message->contains("result")) << ok.message->dump();
  EXPECT_EQ(ok.httpStatus, 200);
  // A base64-encoded Mcp-Name is decoded first ("list_categories").
  ok = server_->handle(modernRequest(1, "tools/call", {{"name", "list_categories"}}),
                       http("tools/call", "=?base64?bGlzdF9jYXRlZ29yaWVz?="));
  EXPECT_TRUE(ok.message->contains("result")) << ok.message->dump();
  struct Bad {
    RequestContext ctx;
    const char* why;
  };
  const std::vector<Bad> bad = {
      {http("tools/list", "list_categories"), "Mcp-Method differs"},
      {http("tools/call", "search_errors"), "Mcp-Name differs"},
      {http("tools/call"), "Mcp-Name missing"},
      {http("tools/call", "list_categories", "2025-11-25"), "MCP-Protocol-Version differs from _meta"},
      {http("tools/call", "list_categories", std::nullopt), "MCP-Protocol-Version missing"},
  };
  for (const auto& b : bad) {
    auto r = server_->handle(modernRequest(1, "tools/call", {{"name", "list_categories"}}), b.ctx);
    EXPECT_EQ((*r.message)["error"]["code"], -32020) << b.why;
    EXPECT_EQ(r.httpStatus, 400) << b.why;
  }
  RequestContext noMethod = http("tools/call", "list_categories");
  noMethod.methodHeader.reset();
  auto r = server_->handle(modernRequest(1, "tools/call", {{"name", "list_categories"}}), noMethod);
  EXPECT_EQ((*r.message)["error"]["code"], -32020);
}

TEST_F(McpServer, LegacyHttpRequestsUseTheVersionHeader) {
  RequestContext c;
  c.http = true;
  c.protocolVersionHeader = "2025-11-25";
  auto r = server_->handle(request(1, "tools/list"), c);
  EXPECT_TRUE(r.message->contains("result")) << r.message->dump();
  c.protocolVersionHeader = "2024-11-05";
  r = server_->handle(request(1, "tools/list"), c);
  EXPECT_EQ((*r.message)["error"]["code"], -32022);
  EXPECT_EQ(r.httpStatus, 400);
}

TEST_F(McpServer, BadMessagesGetJsonRpcErrors) {
  RequestContext c;
  auto r = server_->handle(std::string_view("{not json"), c);
  EXPECT_EQ((*r.message)["error"]["code"], -32700);
  EXPECT_EQ(r.httpStatus, 400);
  r = server_->handle(std::string_view(R"({"jsonrpc":"1.0","id":1,"method":"ping"})"), c);
  EXPECT_EQ((*r.message)["error"]["code"], -32600);
  r = server_->handle(modernRequest(3, "no/such/method"), http("no/such/method"));
  EXPECT_EQ((*r.message)["error"]["code"], -32601);
  EXPECT_EQ(r.httpStatus, 404);
  r = server_->handle(modernRequest(4, "tools/call", {{"name", "rm_rf"}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602) << "an unknown tool is a protocol error";
  r = server_->handle(modernRequest(5, "tools/call", {{"name", 42}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602);
}

TEST_F(McpServer, ToolsHaveSchemasAndReadOnlyAnnotationsInAFixedOrder) {
  auto r = server_->handle(modernRequest(1, "tools/list"), stdio());
  const Json tools = (*r.message)["result"]["tools"];
  std::vector<std::string> names;
  for (const auto& t : tools) {
    names.push_back(t["name"]);
    EXPECT_EQ(t["inputSchema"]["type"], "object");
    EXPECT_EQ(t["outputSchema"]["type"], "object");
    EXPECT_EQ(t["annotations"]["readOnlyHint"], true);
  }
  EXPECT_EQ(names, (std::vector<std::string>{"analyze_error", "explain_error", "search_errors", "list_categories"}));
  EXPECT_EQ((*r.message)["result"]["resultType"], "complete");
}

TEST_F(McpServer, AnalyzeErrorAnswersExactlyTheApiShape) {
  const std::string text = "Traceback (most recent call last):\n  File \"app.py\", line 1, in <module>\n"
                           "ModuleNotFoundError: No module named 'requests'";
  const Json result = callTool("analyze_error", {{"error", text}, {"language", "python"}});
  EXPECT_EQ(result["isError"], false);
  // The same conversion the backend's route makes, computed independently here.
  auto store = errknow::store::openEmbeddedCatalogue();
  errknow::core::Analyzer analyzer(store->catalogue(), store.get(), errknow::store::analyzerOptions(*store));
  const Json expected = errknow::wire::analysisJson(analyzer.analyze(text, "python"), errknow::wire::Urls{});
  EXPECT_EQ(result["structuredContent"], expected);
  EXPECT_EQ(result["structuredContent"]["detected"]["code"], "ModuleNotFoundError");
  expectFitsOutputSchema("analyze_error", result["structuredContent"]);
  const std::string rendered = result["content"][0]["text"];
  EXPECT_NE(rendered.find("ModuleNotFoundError"), std::string::npos);
  EXPECT_NE(rendered.find("Quick fix"), std::string::npos);
}

TEST_F(McpServer, AnalyzeWithAiOfflineAnswersWithTheBuiltinDeepAnalysis) {
  const Json result = callTool("analyze_error", {{"error", "Error: connect ECONNREFUSED 127.0.0.1:5432"}, {"ai", true}});
  EXPECT_EQ(result["isError"], false);
  EXPECT_EQ(result["structuredContent"]["detected"]["code"], "ECONNREFUSED");
  const Json& ai = result["structuredContent"]["ai"];
  ASSERT_TRUE(ai.is_object());
  EXPECT_FALSE(ai.contains("error"));
  EXPECT_EQ(ai["provider"], "builtin");
  EXPECT_NE(ai["root_cause"].get<std::string>().find("PostgreSQL"), std::string::npos) << ai.dump();
  EXPECT_EQ(ai["evidence"][0]["line"], 1);
  const std::string text = result["content"][0]["text"];
  EXPECT_NE(text.find("Root cause: PostgreSQL"), std::string::npos) << text;
  expectFitsOutputSchema("analyze_error", result["structuredContent"]);
}

TEST_F(McpServer, ExplainErrorFindsByCodeAliasOrSlug) {
  Json r = callTool("explain_error", {{"code", "404"}, {"category", "http"}});
  EXPECT_EQ(r["structuredContent"]["code"], "404");
  EXPECT_EQ(r["structuredContent"]["category"], "http");
  expectFitsOutputSchema("explain_error", r["structuredContent"]);
  r = callTool("explain_error", {{"code", "E0308"}});
  EXPECT_EQ(r["structuredContent"]["category"], "rust");
  r = callTool("explain_error", {{"code", "not-found"}});
  EXPECT_EQ(r["structuredContent"]["slug"], "not-found");
  r = callTool("explain_error", {{"code", "NO_SUCH_CODE_ANYWHERE"}});
  EXPECT_EQ(r["isError"], true);
  EXPECT_FALSE(r.contains("structuredContent"));
  r = callTool("explain_error", {{"code", "404"}, {"category", "nosuchcategory"}});
  EXPECT_EQ(r["isError"], true);
}

TEST_F(McpServer, SearchAndCategoriesAnswerTheApiShapes) {
  Json r = callTool("search_errors", {{"query", "ECONNREFUSED"}, {"limit", 3}});
  EXPECT_EQ(r["structuredContent"]["query"], "ECONNREFUSED");
  EXPECT_LE(r["structuredContent"]["results"].size(), 3u);
  EXPECT_EQ(r["structuredContent"]["results"][0]["code"], "ECONNREFUSED");
  expectFitsOutputSchema("search_errors", r["structuredContent"]);
  r = callTool("list_categories", Json::object());
  EXPECT_GT(r["structuredContent"]["categories"].size(), 20u);
  expectFitsOutputSchema("list_categories", r["structuredContent"]);
}

TEST_F(McpServer, BadArgumentsAreToolErrorsNeverCrashes) {
  const std::vector<std::pair<std::string, Json>> cases = {
      {"analyze_error", Json::object()},
      {"analyze_error", {{"error", 42}}},
      {"analyze_error", {{"error", "   "}}},
      {"analyze_error", {{"error", "x"}, {"language", "klingon"}}},
      {"analyze_error", {{"error", "x"}, {"ai", "yes"}}},
      {"analyze_error", {{"error", std::string(10u << 20, 'A')}}},
      {"explain_error", {{"code", Json::array()}}},
      {"explain_error", {{"code", "404"}, {"category", 7}}},
      {"search_errors", {{"query", ""}}},
      {"search_errors", {{"query", "x"}, {"limit", 0}}},
      {"search_errors", {{"query", "x"}, {"limit", "ten"}}},
      {"search_errors", {{"query", std::string(10u << 20, 'q')}}},
  };
  for (const auto& [tool, args] : cases) {
    const Json r = callTool(tool, args);
    EXPECT_EQ(r["isError"], true) << tool << " " << args.dump().substr(0, 80);
    EXPECT_TRUE(r["content"][0]["text"].get<std::string>().rfind("Invalid arguments", 0) == 0) << r.dump().substr(0, 200);
  }
  auto r = server_->handle(modernRequest(1, "tools/call", {{"name", "search_errors"}, {"arguments", "q"}}), stdio());
  EXPECT_EQ((*r.message)["result"]["isError"], true) << "arguments that are not an object";
}

TEST_F(McpServer, EveryRecordIsAResourceThroughTheTemplate) {
  auto r = server_->handle(modernRequest(1, "resources/templates/list"), stdio());
  EXPECT_EQ((*r.message)["result"]["resourceTemplates"][0]["uriTemplate"], "errknow://errors/{category}/{slug}");
  r = server_->handle(modernRequest(2, "resources/read", {{"uri", "errknow://errors/http/not-found"}}), stdio());
  const Json& c = (*r.message)["result"]["contents"][0];
  EXPECT_EQ(c["mimeType"], "application/json");
  EXPECT_EQ(Json::parse(c["text"].get<std::string>())["code"], "404");
  // Not found: -32602 in 2026-07-28, -32002 in the legacy revisions.
  r = server_->handle(modernRequest(3, "resources/read", {{"uri", "errknow://errors/http/no-such-slug"}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602);
  r = server_->handle(modernRequest(4, "resources/read", {{"uri", "file:///etc/passwd"}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32602);
  server_->handle(request(5, "initialize", {{"protocolVersion", "2025-11-25"}, {"capabilities", Json::object()}}), stdio());
  r = server_->handle(request(6, "resources/read", {{"uri", "errknow://errors/http/no-such-slug"}}), stdio());
  EXPECT_EQ((*r.message)["error"]["code"], -32002);
}

TEST_F(McpServer, TheModernRevisionHasNoHandshakeOrPing) {
  for (const char* removed : {"initialize", "ping"}) {
    auto r = server_->handle(modernRequest(9, removed), http(removed));
    ASSERT_TRUE(r.message);
    EXPECT_EQ((*r.message)["error"]["code"], -32601) << removed;
    EXPECT_EQ(r.httpStatus, 404) << removed;
  }
  // Without a modern _meta both are still the legacy ones.
  auto legacyPing = server_->handle(request(10, "ping"), stdio());
  EXPECT_TRUE(legacyPing.message->contains("result"));
}

TEST_F(McpServer, AHeaderThatDisagreesWithTheBodyIsAMismatchEvenForAnUnknownVersion) {
  Json params = {{"_meta", modernMeta("v999.0.0")}};
  auto r = server_->handle(request(11, "server/discover", params), http("server/discover"));
  EXPECT_EQ((*r.message)["error"]["code"], -32020);
  EXPECT_EQ(r.httpStatus, 400);
  // Both unknown and equal: the version is what is wrong.
  r = server_->handle(request(12, "server/discover", params), http("server/discover", std::nullopt, "v999.0.0"));
  EXPECT_EQ((*r.message)["error"]["code"], -32022);
}
