// "Deep analysis" in errknow-lsp over stdio: the code action's command answers with the builtin
// deep analysis offline (shown as Markdown with window/showMessage, returned as {ai, markdown}),
// `errknow/analyze` with `ai: true`, bad arguments, and remote mode, where the backend's provider
// answers and the AI quota is charged there.
#include <gtest/gtest.h>

#include "support/LspProcess.h"
#include "support/ServerProcess.h"

using errknow::fixtures::LspProcess;
using Json = nlohmann::json;

namespace {

const std::string kTrace =
    "Traceback (most recent call last):\n"
    "  File \"/home/ana/shop/orders.py\", line 42, in total\n"
    "    return sum(item[\"price\"] for item in cart)\n"
    "  File \"/usr/lib/python3/dist-packages/shop_lib/money.py\", line 9, in add\n"
    "    return a + b\n"
    "TypeError: unsupported operand type(s) for +: 'int' and 'str'\n";

std::optional<Json> deepAnalysis(LspProcess& lsp, int id, const Json& arguments) {
  return lsp.request(id, "workspace/executeCommand", {{"command", "errknow.deepAnalysis"}, {"arguments", arguments}});
}

}  // namespace

TEST(LspDeepAnalysis, OfflineTheCommandAnswersWithTheBuiltinAnalysisAndShowsIt) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"aiActions", true}});
  auto r = deepAnalysis(lsp, 2, Json::array({kTrace}));
  ASSERT_TRUE(r);
  ASSERT_TRUE((*r).contains("result")) << r->dump();
  const Json& ai = (*r)["result"]["ai"];
  EXPECT_EQ(ai["provider"], "builtin");
  EXPECT_NE(ai["root_cause"].get<std::string>().find("orders.py:42"), std::string::npos) << ai.dump();
  EXPECT_EQ(ai["root_cause"].get<std::string>().find("money.py"), std::string::npos);
  const std::string md = (*r)["result"]["markdown"];
  EXPECT_NE(md.find("**Root cause:**"), std::string::npos) << md;
  EXPECT_NE(md.find("6: TypeError"), std::string::npos) << md;  // the evidence, with its line
  auto shown = lsp.waitFor([](const Json& m) { return m.value("method", "") == "window/showMessage"; });
  ASSERT_TRUE(shown);
  EXPECT_EQ((*shown)["params"]["type"], 3);
  EXPECT_EQ((*shown)["params"]["message"], md);
}

TEST(LspDeepAnalysis, TheAnalyzeRequestTakesAi) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  auto r = lsp.request(2, "errknow/analyze", {{"text", "Error: connect ECONNREFUSED 127.0.0.1:27017"}, {"ai", true}});
  ASSERT_TRUE(r);
  EXPECT_EQ((*r)["result"]["detected"]["code"], "ECONNREFUSED");
  EXPECT_NE((*r)["result"]["ai"]["root_cause"].get<std::string>().find("MongoDB"), std::string::npos) << r->dump();
  auto plain = lsp.request(3, "errknow/analyze", {{"text", "Error: connect ECONNREFUSED 127.0.0.1:27017"}});
  ASSERT_TRUE(plain);
  EXPECT_FALSE((*plain)["result"].contains("ai"));
}

TEST(LspDeepAnalysis, BadArgumentsAreInvalidParams) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  for (const Json& args : {Json::array(), Json::array({42})}) {
    auto r = deepAnalysis(lsp, 5, args);
    ASSERT_TRUE(r);
    EXPECT_EQ((*r)["error"]["code"], -32602) << r->dump();
  }
}

TEST(LspDeepAnalysis, RemoteModeAsksTheBackendAndIsChargedThere) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  errknow::fixtures::ServerProcess server(R"({"plans": {"developer": {"calls_per_day": 100, "ai_per_day": 5}}})");
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", server.url("")}, {"apiKey", server.devKey()}});
  auto r = deepAnalysis(lsp, 2, Json::array({kTrace + "password=hunter2\n"}));
  ASSERT_TRUE(r);
  EXPECT_EQ((*r)["result"]["ai"]["provider"], "builtin") << r->dump();
  EXPECT_EQ(r->dump().find("hunter2"), std::string::npos) << "the text was redacted before it left";
  // The language server's call took one AI analysis: this one sees 3 left of 5.
  const auto check = errknow::fixtures::httpCall("POST", server.url("/api/v1/analyze"), R"({"error":"x","ai":true})",
                                                 {"Authorization: Bearer " + server.devKey(), "Content-Type: application/json"});
  EXPECT_EQ(check.header("x-ai-ratelimit-remaining"), "3");
}
