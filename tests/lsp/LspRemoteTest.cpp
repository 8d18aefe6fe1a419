// Remote mode against the real errknow-server on loopback: analyses go to the backend with the
// user's key (and are counted there); when the backend is down or refuses the key, the language
// server answers from the embedded catalogue and says so once, without retrying on every request.
#include <gtest/gtest.h>

#include "support/LspProcess.h"
#include "support/ServerProcess.h"

using errknow::fixtures::LspProcess;
using Json = nlohmann::json;

namespace {
long remaining(errknow::fixtures::ServerProcess& s) {
  const auto r = errknow::fixtures::httpCall("GET", s.url("/api/v1/categories"), "", {"Authorization: Bearer " + s.devKey()});
  return std::stol(r.header("x-ratelimit-remaining"));
}

int showMessages(LspProcess& lsp, int waitMs) {
  int n = 0;
  while (lsp.waitFor([](const Json& m) { return m.value("method", "") == "window/showMessage"; }, waitMs)) ++n;
  return n;
}
}  // namespace

TEST(LspRemote, AnalysesGoToTheBackendWithTheKey) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  errknow::fixtures::ServerProcess server;
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", server.url("")}, {"apiKey", server.devKey()}});
  const long before = remaining(server);
  auto r = lsp.request(2, "errknow/analyze", {{"text", "Error: connect ECONNREFUSED 127.0.0.1:5432 password=hunter2"}});
  ASSERT_TRUE(r);
  EXPECT_EQ((*r)["result"]["detected"]["code"], "ECONNREFUSED");
  // The analysis and this check were both counted by the backend.
  EXPECT_EQ(remaining(server), before - 2);
  EXPECT_EQ(showMessages(lsp, 300), 0) << "no message while the backend works";
}

TEST(LspRemote, ADownBackendFallsBackToEmbeddedAndSaysSoOnce) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  // A port nothing listens on: bind, read the port, close.
  int port = 0;
  {
    errknow::fixtures::ServerProcess gone;
    port = std::stoi(gone.url("").substr(gone.url("").rfind(':') + 1));
  }
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", "http://127.0.0.1:" + std::to_string(port)}, {"apiKey", "ek_whatever"}});
  for (int i = 0; i < 3; ++i) {
    auto r = lsp.request(10 + i, "errknow/analyze", {{"text", "Error: connect ECONNREFUSED 127.0.0.1:5432"}});
    ASSERT_TRUE(r);
    EXPECT_EQ((*r)["result"]["detected"]["code"], "ECONNREFUSED") << "the embedded answer";
  }
  EXPECT_EQ(showMessages(lsp, 500), 1);
}

TEST(LspRemote, ARefusedKeyFallsBackAndNamesTheSetting) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  errknow::fixtures::ServerProcess server;
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", server.url("")}, {"apiKey", "ek_notARealKey0000000000000000000000000"}});
  auto r = lsp.request(2, "errknow/analyze", {{"text", "ModuleNotFoundError: No module named 'requests'"}});
  ASSERT_TRUE(r);
  EXPECT_EQ((*r)["result"]["detected"]["code"], "ModuleNotFoundError");
  auto m = lsp.waitFor([](const Json& x) { return x.value("method", "") == "window/showMessage"; }, 2000);
  ASSERT_TRUE(m);
  const std::string text = (*m)["params"]["message"];
  EXPECT_NE(text.find("401"), std::string::npos) << text;
  EXPECT_NE(text.find("apiKey"), std::string::npos) << text;
}

TEST(LspRemote, RemoteModeWithoutAKeyStaysEmbeddedAndSaysWhy) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", "http://127.0.0.1:9"}});
  auto m = lsp.waitFor([](const Json& x) { return x.value("method", "") == "window/showMessage"; }, 2000);
  ASSERT_TRUE(m);
  EXPECT_NE((*m)["params"]["message"].get<std::string>().find("API key"), std::string::npos);
  auto r = lsp.request(2, "errknow/analyze", {{"text", "ECONNREFUSED"}});
  ASSERT_TRUE(r);
  EXPECT_TRUE((*r).contains("result"));
}
