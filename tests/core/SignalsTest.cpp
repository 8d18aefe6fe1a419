// Signal extraction, data-driven: statuses only where the text means a status, platforms, the
// request, the language, exception names, codes, locations and frames.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>

#include "errknow/core/Signals.h"

using namespace errknow::core;

namespace {
Signals of(const std::string& text) { return extractSignals(normalize(text)); }
bool hasCode(const Signals& s, const std::string& code, const std::string& kind) {
  return std::any_of(s.codes.begin(), s.codes.end(), [&](const CodeToken& t) { return t.text == code && t.kind == kind; });
}
}  // namespace

struct StatusCase {
  const char* name;
  const char* text;
  std::vector<std::string> statuses;
};
inline void PrintTo(const StatusCase& c, std::ostream* os) { *os << c.name; }

class HttpStatusCases : public ::testing::TestWithParam<StatusCase> {};
TEST_P(HttpStatusCases, FindsOnlyRealStatuses) { EXPECT_EQ(of(GetParam().text).httpStatus, GetParam().statuses); }
INSTANTIATE_TEST_SUITE_P(
    Table, HttpStatusCases,
    ::testing::Values(StatusCase{"status_line", "HTTP/1.1 503 Service Unavailable", {"503"}},
                      StatusCase{"http2", "< HTTP/2 404", {"404"}},
                      StatusCase{"access_log", R"(127.0.0.1 - - "GET /x HTTP/1.1" 404 153 "-")", {"404"}},
                      StatusCase{"express", "res.status(429).send('slow down')", {"429"}},
                      StatusCase{"axios", "Error: Request failed with status code 401", {"401"}},
                      StatusCase{"python_urllib", "urllib.error.HTTPError: HTTP Error 403: Forbidden", {"403"}},
                      StatusCase{"requests", "404 Client Error: Not Found for url: http://x/y", {"404"}},
                      StatusCase{"curl_f", "curl: (22) The requested URL returned error: 500", {"500"}},
                      StatusCase{"port_is_not", "listening on port 8443", {}},
                      StatusCase{"line_is_not", "  File \"app.py\", line 404, in <module>", {}},
                      StatusCase{"year_is_not", "Copyright 2023 and 1999", {}},
                      StatusCase{"count_is_not", "processed 500 rows in 404 ms", {}},
                      // A process's exit status is not an HTTP status; a status after other words still is.
                      StatusCase{"exit_status_is_not", "npm ERR! Exit status 100\nProcess exited with status 255", {}},
                      StatusCase{"status_after_exit_word", "exitcode 0; HTTP status: 404", {"404"}},
                      StatusCase{"two_in_order", "HTTP/1.1 502 Bad Gateway\nthen HTTP/1.1 504 Gateway Timeout", {"502", "504"}},
                      // A code followed by its reason phrase, in any case, after a space or a dash.
                      StatusCase{"reasons", "got 403 forbidden, then 418 I'm a teapot and 504-Gateway Time-out", {"403", "418", "504"}},
                      StatusCase{"reason_after_a_code_that_is_not", "404-500 Internal Server Error", {"500"}},
                      StatusCase{"reason_must_end_a_word", "500 Internal Server Errors, 200 OKAY", {}},
                      StatusCase{"code_must_start_a_word", "x404 Not Found 1404 Not Found", {}},
                      StatusCase{"one_space_only", "404  Not Found", {}}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST(Signals, FindsTheRequestLine) {
  const auto s = of(R"(10.0.0.1 - - [22/Nov/2026] "POST /api/orders HTTP/1.1" 503 12)");
  ASSERT_TRUE(s.request.has_value());
  EXPECT_EQ(s.request->method, "POST");
  EXPECT_EQ(s.request->path, "/api/orders");
}

TEST(Signals, FindsPlatformsInOrder) {
  const auto s = of("nginx: [emerg] bind() failed\ndocker compose up failed\nC:\\Users\\me\\app.exe crashed");
  ASSERT_GE(s.platforms.size(), 3u);
  EXPECT_EQ(s.platforms[0], "nginx");
  EXPECT_EQ(s.platforms[1], "docker");
  EXPECT_NE(std::find(s.platforms.begin(), s.platforms.end(), "windows"), s.platforms.end());
}

TEST(Signals, DetectsLanguages) {
  EXPECT_EQ(of("Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nKeyError: 'x'").language, "python");
  EXPECT_EQ(of("error[E0308]: mismatched types\n --> src/main.rs:2:5").language, "rust");
  EXPECT_EQ(of("Exception in thread \"main\" java.lang.NullPointerException\n\tat App.main(App.java:3)").language, "java");
  EXPECT_EQ(of("src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.").language, "typescript");
  EXPECT_EQ(of("goroutine 1 [running]:\nmain.main()\n\t/tmp/x/main.go:8 +0x1d").language, "go");
  EXPECT_EQ(of("just some words").language, "");
}

TEST(Signals, FindsExceptionsAndCodes) {
  const auto s = of("psycopg2.errors.UndefinedTable: relation \"users\" does not exist\n"
                    "error[E0308]: mismatched types\nnpm error code E404\ncurl: (7) Failed to connect\n"
                    "Error: connect ECONNREFUSED 127.0.0.1:5432\nERROR 1146 (42S02): Table 'a.b' doesn't exist\n"
                    "x.ts(1,1): error TS2322: nope\nERR_REQUIRE_ESM\nSQLITE_BUSY");
  EXPECT_TRUE(hasCode(s, "UndefinedTable", "exception"));
  EXPECT_TRUE(hasCode(s, "E0308", "rustc"));
  EXPECT_TRUE(hasCode(s, "E404", "npm"));
  EXPECT_TRUE(hasCode(s, "7", "curl"));
  EXPECT_TRUE(hasCode(s, "ECONNREFUSED", "errno"));
  EXPECT_TRUE(hasCode(s, "1146", "mysql"));
  EXPECT_TRUE(hasCode(s, "TS2322", "tsc"));
  EXPECT_TRUE(hasCode(s, "ERR_REQUIRE_ESM", "node_code"));
  EXPECT_TRUE(hasCode(s, "SQLITE_BUSY", "sqlite"));
}

TEST(Signals, AnErrnoCodeIsAKnownNameNotAnyCapitalisedWordStartingWithE) {
  const auto s = of("ERROR:    [Errno 98] error while attempting to bind on address ('0.0.0.0', 8000)\n"
                    "EXPOSE 8080\nENTRYPOINT [\"/app\"]\nnpm ERR! code ELIFECYCLE\n"
                    "Error: getaddrinfo EAI_AGAIN registry.npmjs.org\nError: EPERM: operation not permitted");
  for (const char* word : {"ERROR", "EXPOSE", "ENTRYPOINT"}) EXPECT_FALSE(hasCode(s, word, "errno")) << word;
  for (const char* name : {"ELIFECYCLE", "EAI_AGAIN", "EPERM"}) EXPECT_TRUE(hasCode(s, name, "errno")) << name;
}

TEST(Signals, FindsClippyLintNamesInItsNotesAndLinks) {
  const auto s = of("warning: this could be a `const fn`\n  --> src/lib.rs:3:1\n"
                    "   = help: for further information visit "
                    "https://rust-lang.github.io/rust-clippy/master/index.html#missing_const_for_fn\n"
                    "note: the lint level is defined here\n  |\n1 | #![warn(clippy::missing_const_for_fn)]\n");
  EXPECT_TRUE(hasCode(s, "clippy::missing_const_for_fn", "clippy"));
  EXPECT_TRUE(hasCode(s, "missing_const_for_fn", "clippy"));
  EXPECT_FALSE(hasCode(of("use std::clipboard;"), "clipboard", "clippy"));
}

TEST(Signals, TakesTheToolFromTheCommand) {
  EXPECT_EQ(extractSignals(normalize("$ sudo -E npm install\nnpm error")).tool, "npm");
  EXPECT_EQ(extractSignals(normalize("$ FOO=1 /usr/bin/git push\nerror")).tool, "git");
}

TEST(Signals, FindsFramesAndMarksUserCode) {
  const auto s = of("Traceback (most recent call last):\n"
                    "  File \"/srv/app/main.py\", line 12, in run\n"
                    "  File \"/usr/lib/python3/dist-packages/requests/api.py\", line 59, in get\n"
                    "ValueError: bad");
  ASSERT_EQ(s.frames.size(), 2u);
  EXPECT_EQ(s.frames[0].file, "/srv/app/main.py");
  EXPECT_EQ(s.frames[0].line, 12);
  EXPECT_TRUE(s.frames[0].userCode);
  EXPECT_FALSE(s.frames[1].userCode);
}

// One notion of library code with the deep analysis (core::isLibraryFrame): a runtime's source tree
// is library code, a directory of the user's own that happens to be called "runtime" is not.
TEST(Signals, FramesUseTheSharedNotionOfLibraryCode) {
  const auto s = of("panic: boom\n\ngoroutine 1 [running]:\n"
                    "main.run()\n\t/home/me/app/runtime/run.go:12 +0x1d\n"
                    "runtime.main()\n\t/usr/local/go/src/runtime/proc.go:250 +0x1c7\n");
  ASSERT_EQ(s.frames.size(), 2u);
  EXPECT_TRUE(s.frames[0].userCode) << s.frames[0].file;
  EXPECT_FALSE(s.frames[1].userCode) << s.frames[1].file;
}

TEST(Signals, FindsCompilerLocations) {
  const auto s = of("src/main.c:10:5: error: expected ';' before 'return'");
  ASSERT_FALSE(s.locations.empty());
  EXPECT_EQ(s.locations[0].file, "src/main.c");
  EXPECT_EQ(s.locations[0].line, 10);
  EXPECT_EQ(s.locations[0].column, 5);
}

TEST(Signals, EveryBuiltInExpressionCompiles) { EXPECT_TRUE(signalPatternErrors().empty()) << signalPatternErrors().front(); }

// Inputs of the dev set whose exception line the signal prefilter once missed (Vectorscan, in a
// multi-pattern database, did not report the exception-line expression there; RE2 matches it).
TEST(Signals, FindsTheExceptionLineInDevSetInputsWhereAPrefilterOnceMissedIt) {
  const std::map<std::string, std::string> expected = {{"curl-verbose-7-01", "Warning"},
                                                       {"http-404-fetch-01", "Error"},
                                                       {"js-longlog-server-01", "TypeError"},
                                                       {"sq-py-no-such-table-01", "sqlite3.OperationalError"}};
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  std::size_t seen = 0;
  while (std::getline(in, line)) {
    const auto item = nlohmann::json::parse(line);
    auto it = expected.find(item["id"].get<std::string>());
    if (it == expected.end()) continue;
    ++seen;
    const Signals s = of(item["text"].get<std::string>());
    EXPECT_NE(std::find(s.exceptions.begin(), s.exceptions.end(), it->second), s.exceptions.end()) << it->first;
  }
  EXPECT_EQ(seen, expected.size());
}
