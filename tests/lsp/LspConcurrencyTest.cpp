// errknow-lsp under pipelined requests: commands run on two workers at once, and the requests the
// server sends back to the client (window/showDocument) must still carry distinct ids.
#include <gtest/gtest.h>

#include <set>

#include "support/LspProcess.h"

using errknow::fixtures::LspProcess;
using Json = nlohmann::json;

TEST(LspConcurrency, PipelinedOpenPageCommandsAreAllAnsweredAndTheirShowDocumentIdsAreDistinct) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize({{"window", {{"showDocument", {{"support", true}}}}}});
  const int n = 500;
  std::string batch;
  for (int i = 0; i < n; ++i) {
    const std::string body = Json{{"jsonrpc", "2.0"}, {"id", 100 + i}, {"method", "workspace/executeCommand"},
                                  {"params", {{"command", "errknow.openPage"}, {"arguments", {"http://127.0.0.1:8080/errors/x/" + std::to_string(i)}}}}}
                                 .dump();
    batch += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  }
  lsp.sendRaw(batch);
  std::set<std::string> ids;
  std::set<std::string> pages;
  int answers = 0;
  while (answers < n || static_cast<int>(pages.size()) < n) {
    auto m = lsp.waitFor([](const Json&) { return true; });
    ASSERT_TRUE(m) << "the server stopped after " << answers << " answers and " << pages.size() << " showDocument requests";
    if (m->value("method", "") == "window/showDocument") {
      ids.insert((*m)["id"].get<std::string>());
      pages.insert((*m)["params"]["uri"].get<std::string>());
    } else if (m->contains("result")) {
      ++answers;
    }
  }
  EXPECT_EQ(answers, n);
  EXPECT_EQ(pages.size(), static_cast<std::size_t>(n));
  EXPECT_EQ(ids.size(), static_cast<std::size_t>(n)) << "two showDocument requests shared an id";
}
