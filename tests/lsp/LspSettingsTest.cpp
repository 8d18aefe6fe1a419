// errknow-lsp's settings that change answers after start-up: the pageBase setting moves every page
// link (analyses, hovers, diagnostics), and leaving it out keeps --page-base's.
#include <gtest/gtest.h>

#include "support/LspProcess.h"

using errknow::fixtures::LspProcess;
using Json = nlohmann::json;

namespace {
std::string analyzedUrl(LspProcess& lsp, int id) {
  auto r = lsp.request(id, "errknow/analyze", {{"text", "ModuleNotFoundError: No module named 'yaml'"}});
  return r && (*r)["result"].is_object() ? (*r)["result"]["detected"].value("url", "") : "no answer";
}
bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }
}  // namespace

TEST(LspSettings, PageBaseSettingMovesEveryLinkAndItsAbsenceKeepsTheCommandLineBase) {
  LspProcess lsp(ERRKNOW_LSP_BIN, {"--page-base", "http://cli.example"});
  lsp.initialize(Json::object(), {{"aiActions", true}});
  EXPECT_TRUE(startsWith(analyzedUrl(lsp, 2), "http://cli.example/errors/python/")) << analyzedUrl(lsp, 3);

  lsp.notify("workspace/didChangeConfiguration", {{"settings", {{"errknow", {{"aiActions", false}}}}}});
  EXPECT_TRUE(startsWith(analyzedUrl(lsp, 4), "http://cli.example/errors/python/")) << "a setting without pageBase kept the base";

  lsp.notify("workspace/didChangeConfiguration", {{"settings", {{"errknow", {{"pageBase", "https://errknow.example"}}}}}});
  EXPECT_TRUE(startsWith(analyzedUrl(lsp, 5), "https://errknow.example/errors/python/")) << analyzedUrl(lsp, 6);

  lsp.notify("textDocument/didOpen", {{"textDocument", {{"uri", "file:///w/run.log"}, {"languageId", "log"}, {"version", 1},
                                                        {"text", "2026-11-22 10:00:02 ERROR connect ECONNREFUSED 127.0.0.1:5432\n"}}}});
  auto d = lsp.waitFor([](const Json& m) { return m.value("method", "") == "textDocument/publishDiagnostics"; });
  ASSERT_TRUE(d);
  ASSERT_FALSE((*d)["params"]["diagnostics"].empty());
  EXPECT_TRUE(startsWith((*d)["params"]["diagnostics"][0]["codeDescription"]["href"].get<std::string>(), "https://errknow.example/errors/"));
  auto h = lsp.request(7, "textDocument/hover",
                       {{"textDocument", {{"uri", "file:///w/run.log"}}}, {"position", {{"line", 0}, {"character", 40}}}});
  ASSERT_TRUE(h && (*h)["result"].is_object());
  const std::string markdown = (*h)["result"]["contents"]["value"];
  EXPECT_NE(markdown.find("https://errknow.example/errors/"), std::string::npos) << markdown;
  EXPECT_EQ(markdown.find("http://cli.example"), std::string::npos) << markdown;
}
