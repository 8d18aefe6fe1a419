// errknow-lsp as editors run it: the real binary over stdio. Lifecycle, hover, diagnostics, code
// actions, incremental sync with both position encodings, and every kind of malformed input.
#include <gtest/gtest.h>

#include "support/GatedBackend.h"
#include "support/LspProcess.h"

using errknow::fixtures::LspProcess;
using Json = nlohmann::json;

namespace {
const std::string kUri = "file:///tmp/errknow-lsp-test/app.log";

Json open(LspProcess& lsp, const std::string& uri, const std::string& languageId, const std::string& text) {
  lsp.notify("textDocument/didOpen", {{"textDocument", {{"uri", uri}, {"languageId", languageId}, {"version", 1}, {"text", text}}}});
  return Json();
}

Json hoverAt(LspProcess& lsp, int id, const std::string& uri, int line, int character) {
  auto r = lsp.request(id, "textDocument/hover", {{"textDocument", {{"uri", uri}}}, {"position", {{"line", line}, {"character", character}}}});
  return r ? (*r)["result"] : Json("no answer");
}

std::string hoverText(const Json& result) { return result.is_object() ? result["contents"]["value"].get<std::string>() : ""; }
}  // namespace

TEST(LspLifecycle, RequestsBeforeInitializeAreRefusedAndShutdownThenExitEndsWithZero) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  auto early = lsp.request(7, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 0}, {"character", 0}}}});
  ASSERT_TRUE(early);
  EXPECT_EQ((*early)["error"]["code"], -32002);
  const Json init = lsp.initialize();
  EXPECT_EQ(init["result"]["capabilities"]["positionEncoding"], "utf-16");
  EXPECT_TRUE(init["result"]["capabilities"]["hoverProvider"].get<bool>());
  EXPECT_EQ(init["result"]["capabilities"]["textDocumentSync"]["change"], 2);
  auto again = lsp.request(2, "initialize", {{"capabilities", Json::object()}});
  ASSERT_TRUE(again);
  EXPECT_TRUE(again->contains("error"));
  auto down = lsp.request(3, "shutdown", nullptr);
  ASSERT_TRUE(down);
  EXPECT_TRUE((*down)["result"].is_null());
  auto after = lsp.request(4, "textDocument/hover", {{"textDocument", {{"uri", kUri}}}, {"position", {{"line", 0}, {"character", 0}}}});
  ASSERT_TRUE(after);
  EXPECT_EQ((*after)["error"]["code"], -32600);
  lsp.notify("exit", nullptr);
  EXPECT_EQ(lsp.exitStatus(), 0);
}

TEST(LspLifecycle, ExitWithoutShutdownEndsWithOneAndEndOfInputToo) {
  {
    LspProcess lsp(ERRKNOW_LSP_BIN);
    lsp.initialize();
    lsp.notify("exit", nullptr);
    EXPECT_EQ(lsp.exitStatus(), 1);
  }
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  lsp.closeInput();
  EXPECT_EQ(lsp.exitStatus(), 1);
}

TEST(LspHover, ExplainsKnownCodesAndStaysQuietOnOrdinaryText) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  open(lsp, "file:///w/server.js", "javascript",
       "app.get('/x', (req, res) => res.status(429).send('slow down'));\n"
       "// listening on port 8080 since 2026-11-22\n"
       "if (err.code === 'ECONNREFUSED') retry();\n"
       "throw new Error('ERR_REQUIRE_ESM');\n");
  EXPECT_NE(hoverText(hoverAt(lsp, 10, "file:///w/server.js", 0, 40)).find("429"), std::string::npos);
  EXPECT_TRUE(hoverAt(lsp, 11, "file:///w/server.js", 1, 24).is_null()) << "a port number is not an error code";
  EXPECT_TRUE(hoverAt(lsp, 12, "file:///w/server.js", 1, 37).is_null()) << "a date is not an error code";
  EXPECT_TRUE(hoverAt(lsp, 13, "file:///w/server.js", 2, 2).is_null()) << "a keyword is not an error code";
  const Json refused = hoverAt(lsp, 14, "file:///w/server.js", 2, 22);
  ASSERT_TRUE(refused.is_object());
  EXPECT_EQ(refused["contents"]["kind"], "markdown");
  EXPECT_NE(hoverText(refused).find("ECONNREFUSED"), std::string::npos);
  EXPECT_EQ(refused["range"]["start"]["character"], 18);
  EXPECT_EQ(refused["range"]["end"]["character"], 30);
  EXPECT_NE(hoverText(hoverAt(lsp, 15, "file:///w/server.js", 3, 20)).find("ERR_REQUIRE_ESM"), std::string::npos);

  open(lsp, "file:///w/build.txt", "plaintext",
       "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.\n"
       "error[E0308]: mismatched types\n"
       "Exception in thread \"main\" java.lang.NullPointerException\n"
       "ERROR 1062 (23000): Duplicate entry '1' for key 'PRIMARY'\n");
  EXPECT_NE(hoverText(hoverAt(lsp, 20, "file:///w/build.txt", 0, 23)).find("TS2322"), std::string::npos);
  EXPECT_NE(hoverText(hoverAt(lsp, 21, "file:///w/build.txt", 1, 8)).find("E0308"), std::string::npos);
  EXPECT_NE(hoverText(hoverAt(lsp, 22, "file:///w/build.txt", 2, 45)).find("NullPointerException"), std::string::npos);
  EXPECT_NE(hoverText(hoverAt(lsp, 23, "file:///w/build.txt", 3, 7)).find("1062"), std::string::npos);
  EXPECT_TRUE(hoverAt(lsp, 24, "file:///w/unopened.txt", 0, 0).is_null());
}

TEST(LspHover, Utf16AndUtf8PositionsMapToTheSameCode) {
  // "🔥" is 2 UTF-16 units and 4 bytes; "错误" is 2 units and 6 bytes.
  const std::string line = "🔥错误 connect ECONNREFUSED 127.0.0.1:5432";
  for (const bool utf8 : {false, true}) {
    LspProcess lsp(ERRKNOW_LSP_BIN);
    const Json caps = utf8 ? Json{{"general", {{"positionEncodings", {"utf-8", "utf-16"}}}}} : Json::object();
    const Json init = lsp.initialize(caps);
    EXPECT_EQ(init["result"]["capabilities"]["positionEncoding"], utf8 ? "utf-8" : "utf-16");
    open(lsp, "file:///w/e.txt", "plaintext", line + "\n");
    const int start = utf8 ? 19 : 13;  // where ECONNREFUSED starts in each encoding
    const Json h = hoverAt(lsp, 5, "file:///w/e.txt", 0, start + 3);
    ASSERT_TRUE(h.is_object()) << (utf8 ? "utf-8" : "utf-16");
    EXPECT_EQ(h["range"]["start"]["character"], start);
    EXPECT_EQ(h["range"]["end"]["character"], start + 12);
  }
}

TEST(LspSync, IncrementalChangesAreAppliedInEitherEncoding) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  open(lsp, "file:///w/c.txt", "plaintext", "🔥 status 200 ok\n");
  // Replace "200 ok" (UTF-16 columns 10..16) with "ECONNREFUSED".
  lsp.notify("textDocument/didChange",
             {{"textDocument", {{"uri", "file:///w/c.txt"}, {"version", 2}}},
              {"contentChanges", {{{"range", {{"start", {{"line", 0}, {"character", 10}}}, {"end", {{"line", 0}, {"character", 16}}}}},
                                   {"text", "ECONNREFUSED"}}}}});
  const Json h = hoverAt(lsp, 3, "file:///w/c.txt", 0, 12);
  ASSERT_TRUE(h.is_object());
  EXPECT_NE(hoverText(h).find("ECONNREFUSED"), std::string::npos);
}

TEST(LspDiagnostics, ALogGetsOneDiagnosticPerFindingOnItsLineAndCodeGetsNone) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  open(lsp, kUri, "log",
       "2026-11-22 10:00:01 INFO starting\n"
       "2026-11-22 10:00:02 ERROR connect ECONNREFUSED 127.0.0.1:5432\n"
       "2026-11-22 10:00:03 INFO retrying\n");
  auto d = lsp.waitFor([](const Json& m) { return m.value("method", "") == "textDocument/publishDiagnostics"; });
  ASSERT_TRUE(d);
  const Json& diags = (*d)["params"]["diagnostics"];
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0]["range"]["start"]["line"], 1);
  EXPECT_EQ(diags[0]["source"], "errknow");
  EXPECT_EQ(diags[0]["code"], "ECONNREFUSED");
  EXPECT_NE(diags[0]["codeDescription"]["href"].get<std::string>().find("/errors/"), std::string::npos);

  open(lsp, "file:///w/main.py", "python", "print('ECONNREFUSED')\n");
  auto none = lsp.waitFor([](const Json& m) {
    return m.value("method", "") == "textDocument/publishDiagnostics" && m["params"]["uri"] == "file:///w/main.py";
  }, 1500);
  EXPECT_FALSE(none) << "source code is not a log: no diagnostics";
}

TEST(LspCodeActions, ForeignDiagnosticsAndSelectionsGetExplainAndPageActions) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"aiActions", true}});
  open(lsp, "file:///w/app.py", "python", "import requests\n");
  const Json foreign = {{"range", {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 0}, {"character", 15}}}}},
                        {"severity", 1}, {"source", "Pylance"}, {"message", "ModuleNotFoundError: No module named 'requests'"}};
  auto r = lsp.request(5, "textDocument/codeAction",
                       {{"textDocument", {{"uri", "file:///w/app.py"}}}, {"range", foreign["range"]}, {"context", {{"diagnostics", {foreign}}}}});
  ASSERT_TRUE(r);
  const Json& actions = (*r)["result"];
  ASSERT_GE(actions.size(), 3u);
  EXPECT_EQ(actions[0]["title"].get<std::string>().rfind("Explain: ", 0), 0u);
  EXPECT_EQ(actions[0]["command"]["arguments"][0]["code"], "ModuleNotFoundError");
  // The argument carries the meaning's first sentence, short enough for a line beside the title.
  const std::string summary = actions[0]["command"]["arguments"][0].value("summary", "");
  EXPECT_FALSE(summary.empty());
  EXPECT_LE(summary.size(), 280u);
  EXPECT_EQ(summary.back(), '.');
  EXPECT_NE(actions[0]["command"]["arguments"][0]["markdown"].get<std::string>().find(summary), std::string::npos);
  EXPECT_EQ(actions[1]["command"]["command"], "errknow.openPage");
  EXPECT_EQ(actions[2]["command"]["command"], "errknow.deepAnalysis");

  // tsc's own diagnostic: source "ts", a numeric code.
  const Json ts = {{"range", foreign["range"]}, {"source", "ts"}, {"code", 2322}, {"message", "Type 'string' is not assignable to type 'number'."}};
  auto t = lsp.request(6, "textDocument/codeAction",
                       {{"textDocument", {{"uri", "file:///w/app.py"}}}, {"range", foreign["range"]}, {"context", {{"diagnostics", {ts}}}}});
  ASSERT_TRUE(t);
  ASSERT_FALSE((*t)["result"].empty());
  EXPECT_EQ((*t)["result"][0]["command"]["arguments"][0]["code"], "TS2322");

  // Explain runs: the server shows the explanation.
  auto ex = lsp.request(7, "workspace/executeCommand", {{"command", "errknow.explain"}, {"arguments", actions[0]["command"]["arguments"]}});
  ASSERT_TRUE(ex);
  EXPECT_NE((*ex)["result"]["markdown"].get<std::string>().find("Quick fix"), std::string::npos);
  EXPECT_TRUE(lsp.waitFor([](const Json& m) { return m.value("method", "") == "window/showMessage"; }));

  // Nothing recognisable: no actions.
  const Json noise = {{"range", foreign["range"]}, {"source", "spell"}, {"message", "Unknown word: teh"}};
  auto n = lsp.request(8, "textDocument/codeAction",
                       {{"textDocument", {{"uri", "file:///w/app.py"}}}, {"range", foreign["range"]}, {"context", {{"diagnostics", {noise}}}}});
  ASSERT_TRUE(n);
  EXPECT_TRUE((*n)["result"].empty());
}

TEST(LspCodeActions, ALintersDiagnosticIsExplainedByItsRuleAndAnUnknownRuleGetsNone) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), Json::object());
  open(lsp, "file:///w/deploy.sh", "shellscript", "#!/bin/bash\nrm $target\n");
  const Json range = {{"start", {{"line", 1}, {"character", 3}}}, {"end", {{"line", 1}, {"character", 10}}}};
  auto ask = [&](int id, const Json& diag) {
    auto r = lsp.request(id, "textDocument/codeAction",
                         {{"textDocument", {{"uri", "file:///w/deploy.sh"}}}, {"range", range}, {"context", {{"diagnostics", {diag}}}}});
    return r ? (*r)["result"] : Json("no answer");
  };
  // As bash-language-server publishes it: source shellcheck, code SC2086.
  const Json sc = {{"range", range}, {"severity", 3}, {"source", "shellcheck"}, {"code", "SC2086"},
                   {"message", "Double quote to prevent globbing and word splitting."}};
  const Json actions = ask(5, sc);
  ASSERT_FALSE(actions.empty());
  EXPECT_EQ(actions[0]["command"]["arguments"][0]["code"], "SC2086");
  EXPECT_NE(actions[0]["title"].get<std::string>().find("globbed"), std::string::npos);
  EXPECT_EQ(actions[0]["diagnostics"][0]["code"], "SC2086");
  // The explanation says how to silence the rule where it is intended.
  EXPECT_NE(actions[0]["command"]["arguments"][0]["markdown"].get<std::string>().find("# shellcheck disable=SC2086"),
            std::string::npos);
  // nvim-lint's spelling: the number alone.
  const Json numeric = {{"range", range}, {"source", "shellcheck"}, {"code", 2086}, {"message", sc["message"]}};
  ASSERT_FALSE(ask(6, numeric).empty());
  EXPECT_EQ(ask(6, numeric)[0]["command"]["arguments"][0]["code"], "SC2086");
  // A rule of a known linter that the catalogue lacks: no guess from another record.
  const Json unknown = {{"range", range}, {"source", "shellcheck"}, {"code", "SC9999"},
                        {"message", "Connection refused while reading the socket ECONNREFUSED."}};
  EXPECT_TRUE(ask(7, unknown).empty());
}

TEST(LspCodeActions, RuffsFlake8RulesAndClangdsCapitalisedErrorsAreExplained) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), Json::object());
  open(lsp, "file:///w/app.py", "python", "import os\nimport os\n");
  open(lsp, "file:///w/main.cpp", "cpp", "int main() { std::string s; return s.lenght(); }\n");
  const Json range = {{"start", {{"line", 1}, {"character", 0}}}, {"end", {{"line", 1}, {"character", 9}}}};
  auto ask = [&](int id, const std::string& uri, const Json& diag) {
    auto r = lsp.request(id, "textDocument/codeAction",
                         {{"textDocument", {{"uri", uri}}}, {"range", range}, {"context", {{"diagnostics", {diag}}}}});
    return r ? (*r)["result"] : Json("no answer");
  };
  // Ruff's F811 is pyflakes' rule: flake8's record explains it, silenced the way Ruff reads.
  const Json ruff = {{"range", range}, {"severity", 2}, {"source", "Ruff"}, {"code", "F811"},
                     {"message", "Redefinition of unused `os` from line 1"}};
  const Json a = ask(5, "file:///w/app.py", ruff);
  ASSERT_FALSE(a.empty());
  EXPECT_EQ(a[0]["command"]["arguments"][0]["code"], "F811");
  const std::string md = a[0]["command"]["arguments"][0]["markdown"].get<std::string>();
  EXPECT_NE(md.find("# noqa: F811"), std::string::npos);
  EXPECT_NE(md.find("[tool.ruff.lint]"), std::string::npos);
  EXPECT_EQ(md.find("[flake8] section"), std::string::npos) << "flake8's config line does not apply to Ruff";
  // The diagnostic's message fills the rule record's steps: the module the user imports.
  const Json pyright = {{"range", range}, {"severity", 1}, {"source", "Pyright"}, {"code", "reportMissingImports"},
                        {"message", "Import \"acme_reports\" could not be resolved"}};
  const Json p = ask(7, "file:///w/app.py", pyright);
  ASSERT_FALSE(p.empty());
  EXPECT_NE(p[0]["command"]["arguments"][0]["markdown"].get<std::string>().find("import acme_reports"), std::string::npos);
  // clangd capitalises clang's message and drops "error:": the compiler's record still answers.
  const Json clangd = {{"range", range}, {"severity", 1}, {"source", "clang"}, {"code", "no_member"},
                       {"message", "No member named 'lenght' in 'std::basic_string<char>'"}};
  const Json c = ask(6, "file:///w/main.cpp", clangd);
  ASSERT_FALSE(c.empty());
  EXPECT_EQ(c[0]["command"]["arguments"][0]["code"], "GCC_NO_MEMBER_NAMED");
}

TEST(LspHover, ARuleIdInASuppressionCommentExplainsThatRule) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  open(lsp, "file:///w/run.sh", "shellscript", "#!/bin/bash\n# shellcheck disable=SC2164,SC2086\ncd /srv || exit\n");
  const std::string h = hoverText(hoverAt(lsp, 3, "file:///w/run.sh", 1, 30));
  EXPECT_NE(h.find("SC2086"), std::string::npos) << h;
  EXPECT_NE(h.find("glob"), std::string::npos) << h;
  const std::string first = hoverText(hoverAt(lsp, 4, "file:///w/run.sh", 1, 22));
  EXPECT_NE(first.find("SC2164"), std::string::npos) << first;
  EXPECT_TRUE(hoverAt(lsp, 5, "file:///w/run.sh", 1, 4).is_null()) << "the word shellcheck is not a rule";
}

TEST(LspCommands, AnalyzeByCommandAndByCustomRequest) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  auto a = lsp.request(3, "workspace/executeCommand",
                       {{"command", "errknow.analyze"}, {"arguments", {"psql: error: connection refused\nERROR:  relation \"users\" does not exist", "sql"}}});
  ASSERT_TRUE(a);
  EXPECT_EQ((*a)["result"]["detected"]["category"], "postgresql");
  auto b = lsp.request(4, "errknow/analyze", {{"text", "TypeError: Cannot read properties of undefined (reading 'map')"}});
  ASSERT_TRUE(b);
  EXPECT_EQ((*b)["result"]["detected"]["category"], "javascript");
  auto bad = lsp.request(5, "errknow/analyze", {{"text", 42}});
  ASSERT_TRUE(bad);
  EXPECT_EQ((*bad)["error"]["code"], -32602);
}

TEST(LspMalformedInput, EveryBadMessageGetsItsErrorAndTheServerStaysUp) {
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize();
  lsp.sendRaw("Content-Length: 5\r\n\r\n{bad!");
  auto parse = lsp.waitFor([](const Json& m) { return m.contains("error") && m["error"]["code"] == -32700; });
  ASSERT_TRUE(parse);
  EXPECT_TRUE((*parse)["id"].is_null());
  lsp.sendRaw("X-Nonsense\r\n\r\n");                           // a header block without Content-Length
  lsp.sendRaw("Content-Length: abc\r\n\r\n");                  // not a number
  lsp.send({{"jsonrpc", "2.0"}, {"id", 20}, {"method", "no/such/method"}});
  auto unknown = lsp.waitFor([](const Json& m) { return m.value("id", Json()) == 20; });
  ASSERT_TRUE(unknown);
  EXPECT_EQ((*unknown)["error"]["code"], -32601);
  lsp.send({{"jsonrpc", "2.0"}, {"id", 21}, {"method", "textDocument/hover"}, {"params", Json::object()}});
  auto missing = lsp.waitFor([](const Json& m) { return m.value("id", Json()) == 21; });
  ASSERT_TRUE(missing);
  EXPECT_EQ((*missing)["error"]["code"], -32602);
  int nextId = 23;
  for (const Json& line : {Json(4294967296LL), Json(2147483648LL), Json(-1)}) {  // not an LSP uinteger
    const int id = nextId++;
    lsp.send({{"jsonrpc", "2.0"}, {"id", id}, {"method", "textDocument/hover"},
              {"params", {{"textDocument", {{"uri", "file:///x.log"}}}, {"position", {{"line", line}, {"character", 0}}}}}});
    auto outOfRange = lsp.waitFor([id](const Json& m) { return m.value("id", Json()) == id; });
    ASSERT_TRUE(outOfRange);
    EXPECT_EQ((*outOfRange)["error"]["code"], -32602) << line;
  }
  lsp.send({{"jsonrpc", "1.0"}, {"id", 22}, {"method", "textDocument/hover"}});
  auto version = lsp.waitFor([](const Json& m) { return m.value("id", Json()) == 22; });
  ASSERT_TRUE(version);
  EXPECT_EQ((*version)["error"]["code"], -32600);
  lsp.notify("textDocument/didChange", {{"textDocument", {{"uri", "file:///nowhere"}}}, {"contentChanges", "not an array"}});
  // A 50 MB message: read past and dropped.
  lsp.sendRaw("Content-Length: 52428800\r\n\r\n");
  const std::string chunk(1 << 20, 'x');
  for (int i = 0; i < 50; ++i) lsp.sendRaw(chunk);
  auto alive = lsp.request(30, "errknow/analyze", {{"text", "ECONNREFUSED"}}, 30000);
  ASSERT_TRUE(alive) << "the server stopped answering after malformed input";
  EXPECT_TRUE((*alive).contains("result"));
  EXPECT_FALSE(lsp.exitStatus(100)) << "the server exited before `exit`";
}

TEST(LspCancel, ARequestCancelledWhileQueuedIsAnsweredRequestCancelledAndNeverRuns) {
  // Both workers are held by a backend that does not answer until the test says so; no timing
  // decides the outcome.
  errknow::fixtures::GatedBackend backend;
  LspProcess lsp(ERRKNOW_LSP_BIN);
  lsp.initialize(Json::object(), {{"mode", "remote"}, {"backendUrl", backend.url()}, {"apiKey", "ek_test"}});
  lsp.send({{"jsonrpc", "2.0"}, {"id", 40}, {"method", "errknow/analyze"}, {"params", {{"text", "first"}}}});
  lsp.send({{"jsonrpc", "2.0"}, {"id", 41}, {"method", "errknow/analyze"}, {"params", {{"text", "second"}}}});
  ASSERT_TRUE(backend.waitForHeld(2, 30000)) << "the two analyses never reached the backend";
  lsp.send({{"jsonrpc", "2.0"}, {"id", 42}, {"method", "errknow/analyze"}, {"params", {{"text", "third"}}}});
  lsp.notify("$/cancelRequest", {{"id", 42}});
  // The reader answers a malformed message itself, in order: once that answer is out, it has seen
  // the cancellation too.
  const std::string bad = "{not json";
  lsp.sendRaw("Content-Length: " + std::to_string(bad.size()) + "\r\n\r\n" + bad);
  auto parseError = lsp.waitFor([](const Json& m) { return m.contains("error") && m.contains("id") && m["id"].is_null(); }, 30000);
  ASSERT_TRUE(parseError);
  EXPECT_EQ((*parseError)["error"]["code"], -32700);
  backend.release();
  auto r = lsp.waitFor([](const Json& m) { return m.value("id", Json()) == 42; }, 30000);
  ASSERT_TRUE(r);
  ASSERT_TRUE(r->contains("error")) << "a request cancelled while queued must not run: " << r->dump();
  EXPECT_EQ((*r)["error"]["code"], -32800);
  for (int id : {40, 41}) {
    auto held = lsp.waitFor([id](const Json& m) { return m.value("id", Json()) == id; }, 30000);
    ASSERT_TRUE(held);
    EXPECT_EQ((*held)["result"]["detected"]["code"], "GATED") << "answered by the held backend call";
  }
  EXPECT_EQ(backend.calls(), 2) << "the cancelled request reached the backend";
}
