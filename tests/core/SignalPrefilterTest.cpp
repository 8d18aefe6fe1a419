// The signal prefilter's triggers (shared/src/core/SignalTriggers.h) against RE2: wherever RE2
// finds a match of a built-in expression, the prefilter must have let that expression run. Texts:
// the dev set, every catalogue file, the fuzz regressions, thousands of mutations of the dev set
// (cut, doubled, case-flipped, joined and split, with trigger-like words dropped in), and edge
// cases at the text's ends. A trigger that misses a match here would silently lose a signal.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <re2/re2.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>

#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"

using namespace errknow::core;

namespace {

struct Expressions {
  std::vector<std::string> sources = signalExpressionSources();
  std::vector<std::unique_ptr<RE2>> res;
  Expressions() {
    RE2::Options o;
    o.set_log_errors(false);
    for (const auto& s : sources) res.push_back(std::make_unique<RE2>("(?m)" + s, o));
  }
};
const Expressions& expressions() {
  static const Expressions e;
  return e;
}

// The expressions RE2 matches in `text` that the prefilter held back, as a message; empty if none.
std::string missed(const std::string& text) {
  const auto& e = expressions();
  const std::vector<bool> fired = signalExpressionsThatMayMatch(text);
  std::string out;
  if (fired.size() != e.res.size()) return "the prefilter answers for " + std::to_string(fired.size()) + " expressions";
  for (std::size_t i = 0; i < e.res.size(); ++i)
    if (!fired[i] && RE2::PartialMatch(text, *e.res[i]))
      out += "expression " + std::to_string(i) + " (" + e.sources[i].substr(0, 60) + ") held back on: " +
             text.substr(0, 300) + "\n";
  return out;
}

std::vector<std::string> devTexts() {
  std::vector<std::string> out;
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) out.push_back(normalize(nlohmann::json::parse(line)["text"].get<std::string>()).text);
  return out;
}

std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A random edit that keeps the text valid UTF-8 (it only cuts at ASCII bytes, or inserts ASCII).
std::string mutate(std::string t, std::mt19937& rng) {
  static const char* const words[] = {
      "Error", "Exception", "Exit", "Timeout", "Warning", "HTTP", "http", "HTTP/1.1 ", "at ", "  at ", "File \"",
      ".py", ".py\", line ", ":12", ":3:4", ".rs:", ".go:", ".java:", ".ts(", ".tsx:", "E0308", "TS2304",
      "ECONNREFUSED", "EAI_AGAIN", "SIGSEGV", "0x80070005", "404 ", "503-", "ERROR: ", "FATAL: ", "ERROR 1045 ",
      "code=", "code:", "status:", "StatusCode.", "\"code\"", "GET ", "POST /", "\"GET ", "java.", "org.", "io.",
      "Caused by: ", "raise ", "Uncaught ", "CrashLoopBackOff", "OOMKilled", "ErrImagePull", "docker", "NGINX",
      "kube", "aws", "apt", "C:\\", "-->", " 0x", "#0 0x1 in ", ":line ", "sh: ", "go: ", "node:", "js:", ".c:",
      "exit code ", "Exited With Code ", "returned error ", "Client Error", "response ", "ORA-", "ER_", "ERR_",
      "X509_V_ERR_", "[SSL: ", "SQLSTATE", "SQLITE_", "CURLE_", "curl: (", "npm ERR!", "error[E", "error TS"};
  std::uniform_int_distribution<int> op(0, 7);
  const std::size_t n = t.size();
  auto pos = [&] { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n)(rng); };
  auto asciiAt = [&](std::size_t p) { return p >= n || static_cast<unsigned char>(t[p]) < 0x80; };
  std::size_t p = pos();
  while (p < n && !asciiAt(p)) ++p;
  switch (op(rng)) {
    case 0: t.insert(p, words[rng() % (sizeof(words) / sizeof(*words))]); break;
    case 1: t.insert(p, 1, " \n\t:./\"'([-_09AEZaez"[rng() % 20]); break;
    case 2: if (p < n) t.erase(p, 1); break;
    case 3: {  // flip the case of an ASCII letter
      if (p < n && std::isalpha(static_cast<unsigned char>(t[p]))) t[p] = static_cast<char>(t[p] ^ 0x20);
      break;
    }
    case 4: if (p < n && t[p] == '\n') t[p] = ' '; else t.insert(p, "\n"); break;
    case 5: t = t.substr(p); break;
    case 6: t = t.substr(0, p); break;
    default: {  // double a piece
      std::size_t q = p + std::uniform_int_distribution<std::size_t>(0, 80)(rng);
      while (q < n && !asciiAt(q)) ++q;
      t.insert(p, t.substr(p, std::min(q, n) - p));
    }
  }
  return t;
}

}  // namespace

TEST(SignalPrefilter, AnswersForEveryExpression) {
  EXPECT_EQ(signalExpressionsThatMayMatch("").size(), signalExpressionSources().size());
  EXPECT_GT(signalExpressionSources().size(), 50u);
}

TEST(SignalPrefilter, HoldsBackNothingThatMatchesInTheDevSet) {
  for (const auto& t : devTexts()) EXPECT_EQ(missed(t), "");
}

TEST(SignalPrefilter, HoldsBackNothingThatMatchesInTheCatalogueFiles) {
  int files = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(ERRKNOW_SOURCE_DIR "/catalogue")) {
    if (!entry.is_regular_file() || entry.path().extension() != ".yaml") continue;
    ++files;
    EXPECT_EQ(missed(normalize(readFile(entry.path())).text), "") << entry.path();
  }
  EXPECT_GT(files, 1000);
  for (const auto& entry : std::filesystem::directory_iterator(ERRKNOW_SOURCE_DIR "/tests/data/fuzz-regressions"))
    EXPECT_EQ(missed(normalize(readFile(entry.path())).text), "") << entry.path();
}

TEST(SignalPrefilter, HoldsBackNothingThatMatchesInMutatedTexts) {
  std::mt19937 rng(20261124);
  const auto dev = devTexts();
  int failures = 0;
  for (int round = 0; round < 40 && failures < 5; ++round)
    for (const auto& original : dev) {
      std::string t = original;
      const int edits = 1 + static_cast<int>(rng() % 6);
      for (int e = 0; e < edits; ++e) t = mutate(std::move(t), rng);
      const std::string m = missed(t);
      if (!m.empty() && ++failures <= 5) ADD_FAILURE() << m;
    }
}

TEST(SignalPrefilter, HoldsBackNothingAtTheTextsEnds) {
  const char* const texts[] = {"", "E", "EE", "E0308", "TS2304", "404 Not Found", "HTTP 500", "http: 404", "at /a.js:1:2",
                               "at f (a.js:1:2)", "x.Y: z", "a.Foo:\n", "FooError", "FooError:", " FooError\n",
                               "\nFooError", "a.py:1", ".c:1:2:", "ERROR: 42P01: x", "PANIC:\t\n XX000:",
                               "code =\nUnavailable", "GET\t\n/x", "ECONNREFUSED", "EAI_", "EAI_A", "0x8007000A",
                               "OOMKilled", "XOOMKilled", "go: x", "x\ngo: y", "ERROR 1045 (28000)", "sh: "};
  for (const char* t : texts) EXPECT_EQ(missed(t), "") << t;
}

TEST(SignalPrefilter, CaseFoldingOutsideAsciiLetsEveryExpressionRun) {
  // RE2 lets (?i)s match U+017F and (?i)k match U+212A, so such a text must not be filtered.
  const auto fired = signalExpressionsThatMayMatch("\xC5\xBFtatus 404");
  EXPECT_TRUE(std::all_of(fired.begin(), fired.end(), [](bool b) { return b; }));
  EXPECT_EQ(missed("\xC5\xBFtatus: 404 and \xE2\x84\xAAubectl"), "");
}

TEST(SignalPrefilter, LetsFewExpressionsRunOnTheDevSet) {
  // The point of the prefilter: RE2 runs about as many expressions as match, not all of them.
  const auto dev = devTexts();
  std::size_t fired = 0, matched = 0;
  const auto& e = expressions();
  for (const auto& t : dev) {
    const auto f = signalExpressionsThatMayMatch(t);
    for (std::size_t i = 0; i < f.size(); ++i) {
      fired += f[i];
      matched += RE2::PartialMatch(t, *e.res[i]);
    }
  }
  const double perText = static_cast<double>(fired) / static_cast<double>(dev.size());
  RecordProperty("fired_per_text", std::to_string(perText));
  std::printf("prefilter: %.2f expressions run per dev-set text, %.2f match\n", perText,
              static_cast<double>(matched) / static_cast<double>(dev.size()));
  EXPECT_LT(perText, 2.0 * static_cast<double>(matched) / static_cast<double>(dev.size()));
}
