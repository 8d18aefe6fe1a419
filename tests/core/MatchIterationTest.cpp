// forEachLineMatch (shared/src/core/MatchIteration.h) finds, for an expression that can only
// match from a line's start, exactly what forEachMatch's unanchored search finds: the same
// matches, groups and order. Checked for every built-in signal expression of the form
// ^\s*<opening>... or ^\s+<opening>..., on the dev set, every catalogue file and mutated texts
// (blank lines, lines of spaces, CR, a trailing newline or none).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "MatchIteration.h"
#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"

using namespace errknow::core;

namespace {

struct LineExpression {
  std::unique_ptr<RE2> re;
  std::string opening;  // the literal text right after ^\s* or ^\s+ (after any opening groups)
  bool needsSpace;
};

std::vector<LineExpression> lineExpressions() {
  std::vector<LineExpression> out;
  for (const auto& src : signalExpressionSources()) {
    const bool star = src.rfind(R"(^\s*)", 0) == 0, plus = src.rfind(R"(^\s+)", 0) == 0;
    if (!star && !plus) continue;
    std::size_t k = 4;
    while (k < src.size() && src[k] == '(') ++k;
    std::string opening;
    while (k < src.size() && std::string_view("\\()[]{}.*+?|^$").find(src[k]) == std::string_view::npos)
      opening += src[k++];
    RE2::Options o;
    o.set_log_errors(false);
    out.push_back({std::make_unique<RE2>("(?m)" + src, o), opening, plus});
  }
  return out;
}

using Found = std::vector<std::string>;
Found describe(const matching::Groups& g, std::size_t start, int groups) {
  Found f{std::to_string(start)};
  for (int i = 0; i <= groups; ++i) f.push_back(g[static_cast<std::size_t>(i)].data() ? std::string(g[i].data(), g[i].size()) : "<none>");
  return f;
}

void expectSame(const std::vector<LineExpression>& exprs, const std::string& text) {
  for (const auto& e : exprs) {
    const int groups = std::min(e.re->NumberOfCapturingGroups(), matching::kMaxGroups);
    std::vector<Found> plain, byLine;
    matching::forEachMatch(*e.re, text, groups, [&](const matching::Groups& g, std::size_t s) { plain.push_back(describe(g, s, groups)); });
    matching::forEachLineMatch(*e.re, text, e.opening, e.needsSpace, groups,
                               [&](const matching::Groups& g, std::size_t s) { byLine.push_back(describe(g, s, groups)); });
    ASSERT_EQ(plain, byLine) << e.re->pattern() << "\non: " << text.substr(0, 400);
  }
}

std::vector<std::string> corpus() {
  std::vector<std::string> out;
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) out.push_back(normalize(nlohmann::json::parse(line)["text"].get<std::string>()).text);
  for (const auto& entry : std::filesystem::recursive_directory_iterator(ERRKNOW_SOURCE_DIR "/catalogue")) {
    if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
    std::ifstream f(entry.path(), std::ios::binary);
    std::stringstream ss;
    ss << f.rdbuf();
    out.push_back(normalize(ss.str()).text);
  }
  return out;
}

}  // namespace

TEST(MatchIteration, TheFrameExpressionsAreFoundByLine) {
  const auto exprs = lineExpressions();
  EXPECT_GE(exprs.size(), 8u);  // the stack-frame expressions
  for (const auto& e : exprs) EXPECT_TRUE(e.re->ok()) << e.re->pattern();
}

TEST(MatchIteration, LineMatchesAreThePlainMatchesOnRealTexts) {
  const auto exprs = lineExpressions();
  for (const auto& t : corpus()) expectSame(exprs, t);
}

TEST(MatchIteration, LineMatchesAreThePlainMatchesOnEditedTexts) {
  const auto exprs = lineExpressions();
  std::mt19937 rng(7);
  const char* const inserts[] = {"\n", "\n\n", "\n  \n", "\r\n", " ", "\t", "  at ", "\nat ", "\n    at f (a.js:1:2)\n",
                                 "\n  File \"a.py\", line 3, in f\n", "\n\t/x/y.go:12 +0x1d\n", "#0 0x1 in f a.c:2\n"};
  std::vector<std::string> texts;
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) texts.push_back(normalize(nlohmann::json::parse(line)["text"].get<std::string>()).text);
  for (int round = 0; round < 10; ++round)
    for (auto t : texts) {
      for (int k = 0; k < 4; ++k) {
        std::size_t p = t.empty() ? 0 : rng() % (t.size() + 1);
        while (p < t.size() && (static_cast<unsigned char>(t[p]) & 0xC0) == 0x80) ++p;
        t.insert(p, inserts[rng() % (sizeof(inserts) / sizeof(*inserts))]);
      }
      if (rng() % 2 && !t.empty() && t.back() == '\n') t.pop_back();
      expectSame(exprs, t);
    }
  for (const char* t : {"", "\n", "at ", "  at f (a.js:1:2)", "\n\n  at f (a.js:1:2)\n", " \n at x.rs:1:2", "at x.rs:1:2"})
    expectSame(exprs, t);
}
