// The command line in process: help, argument errors, analyze in both formats, search, show,
// categories, and the dev-set floor through `errknow eval`.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <cstdio>
#include <regex>
#include <sstream>

#include "Cli.h"

using namespace errknow;

namespace {
struct Result {
  int rc;
  std::string out, err;
};
Result run(const std::vector<std::string>& args, const std::string& input = "", bool colour = false) {
  std::istringstream in(input);
  std::ostringstream out, err;
  cli::Io io{in, out, err, colour};
  const int rc = cli::run(args, io);
  return {rc, out.str(), err.str()};
}
}  // namespace

TEST(Cli, TheMainHelpListsEveryOptionOfAnalyze) {
  const std::string main = run({"--help"}).out, analyze = run({"analyze", "--help"}).out;
  const std::regex option("--[a-z][a-z-]*");
  int seen = 0;
  for (auto it = std::sregex_iterator(analyze.begin(), analyze.end(), option); it != std::sregex_iterator(); ++it, ++seen)
    EXPECT_NE(main.find(it->str()), std::string::npos) << it->str();
  EXPECT_GE(seen, 4);
}

TEST(Cli, HelpForEveryCommand) {
  EXPECT_EQ(run({"--help"}).rc, 0);
  for (const char* c : {"analyze", "search", "show", "categories", "catalogue", "eval"}) {
    const auto r = run({c, "--help"});
    EXPECT_EQ(r.rc, 0) << c;
    EXPECT_NE(r.out.find("usage: errknow"), std::string::npos) << c;
  }
}

struct BadArgs {
  const char* name;
  std::vector<std::string> args;
  int rc;
  const char* says;
};
inline void PrintTo(const BadArgs& c, std::ostream* os) { *os << c.name; }

class CliRefuses : public ::testing::TestWithParam<BadArgs> {};
TEST_P(CliRefuses, WithAClearMessage) {
  const auto r = run(GetParam().args);
  EXPECT_EQ(r.rc, GetParam().rc);
  EXPECT_NE(r.err.find(GetParam().says), std::string::npos) << r.err;
}
INSTANTIATE_TEST_SUITE_P(
    Table, CliRefuses,
    ::testing::Values(BadArgs{"no_command", {}, 2, "usage"},
                      BadArgs{"unknown_command", {"frobnicate"}, 2, "unknown command"},
                      BadArgs{"unknown_option", {"analyze", "--colour"}, 2, "unknown option --colour"},
                      BadArgs{"missing_value", {"analyze", "--language"}, 2, "needs a value"},
                      BadArgs{"bad_language", {"analyze", "--language", "klingon", "-"}, 2, "accepted: python"},
                      BadArgs{"missing_file", {"analyze", "/nonexistent/file.log"}, 1, "cannot read /nonexistent/file.log"},
                      BadArgs{"empty_input", {"analyze", "-"}, 2, "the input is empty"},
                      BadArgs{"empty_input_json", {"analyze", "--json"}, 2, "the input is empty"},
                      BadArgs{"revoke_all_unasked", {"keys", "revoke", "a@example.com"}, 2, "--all"},
                      BadArgs{"revoke_prefix_and_all", {"keys", "revoke", "a@example.com", "ek_ab", "--all"}, 2, "not both"},
                      BadArgs{"search_without_query", {"search"}, 2, "QUERY is required"},
                      BadArgs{"search_bad_limit", {"search", "--limit", "99", "x"}, 2, "--limit"},
                      BadArgs{"show_unknown_category", {"show", "nope", "x"}, 1, "no category"},
                      BadArgs{"show_unknown_record", {"show", "http", "no-such-thing"}, 1, "no record"},
                      BadArgs{"show_arity", {"show", "http"}, 2, "expected CATEGORY"},
                      BadArgs{"catalogue_sub", {"catalogue", "burn"}, 2, "expected check or build"},
                      BadArgs{"catalogue_dir", {"catalogue", "check", "/nonexistent"}, 2, "not a directory"},
                      BadArgs{"eval_missing", {"eval", "/nonexistent.jsonl"}, 1, "cannot read"},
                      BadArgs{"bad_catalogue_file", {"categories", "--catalogue", "/nonexistent.db"}, 1, "no catalogue database"}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST(Cli, AnalyzePrintsTheApiJson) {
  const auto r = run({"analyze", "--json", "-"},
                     "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    import requests\n"
                     "ModuleNotFoundError: No module named 'requests'\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["detected"]["code"], "ModuleNotFoundError");
  EXPECT_EQ(j["detected"]["category"], "python");
  EXPECT_GE(j["findings"].size(), 1u);
  EXPECT_EQ(j["signals"]["language"], "python");
}

TEST(Cli, AnalyzePrintsAReadableReport) {
  const auto r = run({"analyze"}, "psql: error: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: "
                                  "Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n");
  ASSERT_EQ(r.rc, 0);
  EXPECT_NE(r.out.find("Quick fix"), std::string::npos);
  EXPECT_NE(r.out.find("/errors/postgresql/"), std::string::npos);
  EXPECT_EQ(r.out.find("\x1b["), std::string::npos);  // no colour when not on a terminal
}

TEST(Cli, SearchShowCategories) {
  auto r = run({"search", "--json", "--limit", "3", "ECONNREFUSED"});
  ASSERT_EQ(r.rc, 0);
  auto j = nlohmann::json::parse(r.out);
  ASSERT_FALSE(j["results"].empty());
  EXPECT_EQ(j["results"][0]["code"], "ECONNREFUSED");
  EXPECT_LE(j["results"].size(), 3u);
  r = run({"show", "--json", "http", "404"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(nlohmann::json::parse(r.out)["code"], "404");
  r = run({"categories", "--json"});
  ASSERT_EQ(r.rc, 0);
  EXPECT_GE(nlohmann::json::parse(r.out)["categories"].size(), 12u);
}

TEST(Cli, EvalMeetsTheDevSetFloor) {
  const auto r = run({"eval", ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl"});
  ASSERT_EQ(r.rc, 0) << r.err;
  std::smatch m;
  const std::regex summary(R"(dev top1=([0-9.]+) top3=([0-9.]+) ece=([0-9.]+) n=(\d+))");
  ASSERT_TRUE(std::regex_search(r.out, m, summary)) << r.out;
  EXPECT_EQ(std::stoi(m[4]), 273);
  EXPECT_GE(std::stod(m[1]), ERRKNOW_DEV_TOP1_FLOOR) << r.out;
  EXPECT_GE(std::stod(m[2]), ERRKNOW_DEV_TOP3_FLOOR) << r.out;
  EXPECT_LE(std::stod(m[3]), ERRKNOW_DEV_ECE_CEILING) << r.out;
  // Answers that are wrong although their confidence is 0.8 or more.
  std::smatch w;
  ASSERT_TRUE(std::regex_search(r.out, w, std::regex(R"(confident_wrong=([0-9.]+))"))) << r.out;
  EXPECT_LE(std::stod(w[1]), ERRKNOW_DEV_CONFIDENT_WRONG_CEILING) << r.out;
}

TEST(Cli, AnalyzeWithAiAddsTheBuiltinDeepAnalysisToTheJson) {
  const auto r = run({"analyze", "--ai", "--json", "-"},
                     "Traceback (most recent call last):\n  File \"/home/u/shop/app.py\", line 3, in <module>\n    import requests\n"
                     "ModuleNotFoundError: No module named 'requests'\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  const auto ai = nlohmann::json::parse(r.out)["ai"];
  EXPECT_EQ(ai["provider"], "builtin");
  EXPECT_NE(ai["root_cause"].get<std::string>().find("app.py:3"), std::string::npos) << ai.dump();
  EXPECT_NE(ai.dump().find("pip install requests"), std::string::npos) << ai.dump();
  EXPECT_EQ(ai["evidence"].back()["line"], 4);
  // Without --ai there is no `ai` member.
  EXPECT_FALSE(nlohmann::json::parse(run({"analyze", "--json", "-"}, "KeyError: 'x'\n").out).contains("ai"));
}

TEST(Cli, AnalyzeWithAiPrintsTheDeepAnalysisReadably) {
  const auto r = run({"analyze", "--ai"}, "Error: connect ECONNREFUSED 127.0.0.1:6379\n");
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Quick fix"), std::string::npos);  // the report is still there
  EXPECT_NE(r.out.find("Deep analysis (builtin"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Root cause: Redis is not running"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("redis-cli -h 127.0.0.1 -p 6379 ping"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("line 1: Error: connect ECONNREFUSED 127.0.0.1:6379"), std::string::npos) << r.out;
}

TEST(Cli, AccountCommandsSayWhichStoreTheyUse) {
  const std::string store = "/tmp/errknow-cli-store-" + std::to_string(::getpid()) + ".db";
  std::remove(store.c_str());
  const auto r = run({"users", "add", "store@example.com", "--store", store});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.err.find("store: " + store), std::string::npos) << r.err;
  const auto url = run({"keys", "list", "x@example.com", "--store", "postgresql://u:secret@127.0.0.1:1/none"});
  EXPECT_NE(url.err.find("store: postgresql://127.0.0.1:1/none"), std::string::npos) << url.err;
  EXPECT_EQ(url.err.find("secret"), std::string::npos) << url.err;
  std::remove(store.c_str());
}

TEST(Cli, SearchAndShowUseTheReportsHeadingsAndColours) {
  const auto report = run({"analyze", "-"}, "ERROR 1146 (42S02): Table 'shop.orders' doesn't exist\n", true);
  const auto show = run({"show", "mysql", "1146"}, "", true);
  ASSERT_EQ(show.rc, 0) << show.err;
  for (const char* heading : {"\x1b[1mLikely causes\x1b[0m", "\x1b[1mQuick fix\x1b[0m", "\x1b[1mChecks\x1b[0m"}) {
    EXPECT_NE(report.out.find(heading), std::string::npos) << heading;
    EXPECT_NE(show.out.find(heading), std::string::npos) << heading;
  }
  const auto search = run({"search", "--limit", "3", "ECONNREFUSED"}, "", true);
  EXPECT_NE(search.out.find("\x1b[1m"), std::string::npos) << search.out;
  // Without colour (a pipe, NO_COLOR, TERM=dumb): the same text, no escape codes.
  const auto plain = run({"show", "mysql", "1146"});
  EXPECT_EQ(plain.out.find('\x1b'), std::string::npos);
  EXPECT_NE(plain.out.find("  Likely causes\n"), std::string::npos) << plain.out;
  EXPECT_EQ(run({"search", "ECONNREFUSED"}).out.find('\x1b'), std::string::npos);
}
