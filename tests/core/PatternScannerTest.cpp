// Both scanner engines find the same matches, refuse bad patterns without failing the others,
// and report where the first match sits.
#include <gtest/gtest.h>

#include <random>

#include "errknow/core/PatternScanner.h"

using namespace errknow::core;

namespace {
std::vector<int> ids(const std::vector<PatternMatch>& v) {
  std::vector<int> out;
  for (const auto& m : v) out.push_back(m.id);
  return out;
}
}  // namespace

TEST(PatternScanner, EnginesAgreeOnRandomTexts) {
  const std::vector<std::string> patterns = {"No module named '[^']+'", "(?i)connection refused", "^ERROR: ",
                                             "\\bE\\d{4}\\b", "HTTP/\\d(?:\\.\\d)? (\\d{3})", "x{2,5}y$",
                                             "\\bfoo\\b.*\\bbar\\b"};
  auto vs = makePatternScanner(patterns, ScannerEngine::Vectorscan);
  auto rs = makePatternScanner(patterns, ScannerEngine::Re2Set);
  std::mt19937 rng(7);
  const std::vector<std::string> pieces = {"No module named 'x'", "Connection REFUSED", "ERROR: a", "E0308", "HTTP/1.1 404",
                                           "xxxy", "foo and bar", "\n", " ", "zz", "foo\nbar"};
  for (int i = 0; i < 300; ++i) {
    std::string text;
    for (int k = 0; k < 6; ++k) text += pieces[rng() % pieces.size()];
    EXPECT_EQ(ids(vs->scan(text)), ids(rs->scan(text))) << text;
  }
}

TEST(PatternScanner, ReportsTheFirstMatchPosition) {
  auto s = makePatternScanner({"refused"});
  const auto m = s->scan("ok\nconnection refused\nrefused again");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0].begin, 14u);
  EXPECT_EQ(m[0].end, 21u);
}

TEST(PatternScanner, ABadPatternIsReportedAndTheOthersStillWork) {
  for (auto engine : {ScannerEngine::Vectorscan, ScannerEngine::Re2Set}) {
    auto s = makePatternScanner({"ok(", "fine"}, engine);
    EXPECT_EQ(s->errors().size(), 1u);
    EXPECT_EQ(ids(s->scan("all fine")), std::vector<int>{1});
  }
}

TEST(PatternScanner, MultilineAnchorsWorkPerLine) {
  auto s = makePatternScanner({"^Caused by: ", "done$"});
  EXPECT_EQ(ids(s->scan("x\nCaused by: y\nwe are done\nz")), (std::vector<int>{0, 1}));
  EXPECT_TRUE(s->scan("not Caused by: here").empty());
}

TEST(PatternScanner, CheckPatternExplainsErrors) {
  std::string err;
  EXPECT_TRUE(checkPattern("a+b", err));
  EXPECT_FALSE(checkPattern("(a", err));
  EXPECT_FALSE(err.empty());
}

TEST(PatternScanner, ASerializedScannerIsReusedAndAStaleOneIgnored) {
  const std::vector<std::string> patterns = {"No module named '[^']+'", "(?i)connection refused", "x{2,5}y$"};
  auto first = makePatternScanner(patterns);
  const std::string blob = first->serialize();
  ASSERT_FALSE(blob.empty());
  auto again = makePatternScanner(patterns, ScannerEngine::Vectorscan, blob);
  const std::string text = "Connection Refused\nNo module named 'x'\nxxxy";
  EXPECT_EQ(ids(again->scan(text)), ids(first->scan(text)));
  EXPECT_EQ(ids(again->scan(text)), (std::vector<int>{0, 1, 2}));
  // Other patterns, or garbage: the blob is ignored and the scanner compiles its own.
  auto other = makePatternScanner({"Refused"}, ScannerEngine::Vectorscan, blob);
  EXPECT_EQ(ids(other->scan(text)), std::vector<int>{0});
  auto junk = makePatternScanner(patterns, ScannerEngine::Vectorscan, "errknow-vectorscan-1 garbage");
  EXPECT_EQ(ids(junk->scan(text)), (std::vector<int>{0, 1, 2}));
  std::string truncated = blob.substr(0, blob.size() / 2);
  EXPECT_EQ(ids(makePatternScanner(patterns, ScannerEngine::Vectorscan, truncated)->scan(text)), (std::vector<int>{0, 1, 2}));
}

TEST(PatternScanner, ClassesWithMultiByteCharactersMatchWholeCharacters) {
  for (auto engine : {ScannerEngine::Vectorscan, ScannerEngine::Re2Set}) {
    auto s = makePatternScanner({"[‘']x[’']", "^é+$"}, engine);
    EXPECT_EQ(ids(s->scan("error: ‘x’ was not declared")), std::vector<int>{0});
    EXPECT_EQ(ids(s->scan("error: 'x' was not declared")), std::vector<int>{0});
    EXPECT_EQ(ids(s->scan("ééé")), std::vector<int>{1});
    EXPECT_TRUE(s->scan("\xE2\x80x\xE2\x80").empty());
  }
}

namespace {
void expectSamePositions(const std::vector<PatternMatch>& a, const std::vector<PatternMatch>& b, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].id, b[i].id) << what;
    EXPECT_EQ(a[i].begin, b[i].begin) << what << " pattern " << a[i].id;
    EXPECT_EQ(a[i].end, b[i].end) << what << " pattern " << a[i].id;
  }
}
}  // namespace

TEST(PatternScanner, MatchesStartAndEndWhereRe2SaysIncludingLazyQuantifiers) {
  const std::vector<std::string> patterns = {"port \\d+", "Failed to connect to \\S+ port \\d+", "\\bfoo\\b.*\\bbar\\b",
                                             "x{2,5}y$", "key=.+?;", "(?i)connection (?:refused|reset)", "a\\*?b"};
  auto vs = makePatternScanner(patterns, ScannerEngine::Vectorscan);
  auto rs = makePatternScanner(patterns, ScannerEngine::Re2Set);
  std::mt19937 rng(11);
  const std::vector<std::string> pieces = {"Failed to connect to db.local port 5432", "port 80", "foo and bar and bar",
                                           "xxxxy", "key=a;b;", "Connection RESET", "a*b", "ab", "\n", " ", "zz"};
  for (int i = 0; i < 300; ++i) {
    std::string text;
    for (int k = 0; k < 6; ++k) text += pieces[rng() % pieces.size()];
    expectSamePositions(vs->scan(text), rs->scan(text), text);
  }
}

TEST(PatternScanner, ALineThatFloodsReportsTakesTheOtherWayWithTheSameResult) {
  // Each "wN.+" matches from its word to the end of a 4 KB line: a report at every byte for each
  // pattern. Five patterns stay under the report budget, forty go over it.
  for (int count : {5, 40}) {
    std::vector<std::string> patterns;
    std::string text;
    for (int i = 0; i < count; ++i) {
      patterns.push_back("w" + std::to_string(i) + "x.+");
      text += "w" + std::to_string(i) + "x ";
    }
    text += std::string(4000 - text.size(), 'q');
    auto vs = makePatternScanner(patterns, ScannerEngine::Vectorscan);
    auto rs = makePatternScanner(patterns, ScannerEngine::Re2Set);
    const auto got = vs->scan(text);
    EXPECT_EQ(got.size(), static_cast<std::size_t>(count));
    expectSamePositions(got, rs->scan(text), std::to_string(count) + " patterns");
  }
}

// A pattern whose matches all have one length is not start-tracked: its start is its first end
// less that length, in bytes (multi-byte text before it and in it), on short texts and on long
// ones (the one-end database), and it agrees with the RE2::Set engine.
TEST(PatternScanner, AFixedWidthMatchStartsItsLengthBeforeItsEnd) {
  EXPECT_FALSE(vectorscanTracksStart("\\bECONNREFUSED\\b"));
  EXPECT_FALSE(vectorscanTracksStart("caf\xC3\xA9 (open|shut)"));
  EXPECT_TRUE(vectorscanTracksStart("Table '[^']+' missing"));
  EXPECT_FALSE(vectorscanTracksStart("Table '[^']+?' missing")) << "lazy";
  const std::vector<std::string> patterns = {"\\bECONNREFUSED\\b", "caf\xC3\xA9 (open|shut)", "Table '[^']+' missing"};
  auto vs = makePatternScanner(patterns, ScannerEngine::Vectorscan);
  auto rs = makePatternScanner(patterns, ScannerEngine::Re2Set);
  const std::string core = "\xE2\x80\x98x\xE2\x80\x99 ECONNREFUSED_NOT\nconnect ECONNREFUSED 127.0.0.1\ncaf\xC3\xA9 shut, caf\xC3\xA9 open\n"
                           "Table 'a\nb' missing\n";
  for (const std::string& text : {core, std::string(5000, 'z') + "\n" + core}) {
    const auto got = vs->scan(text);
    ASSERT_EQ(got.size(), 3u) << text.size();
    const std::size_t at = text.size() - core.size();
    EXPECT_EQ(got[0].begin, at + core.find("ECONNREFUSED 127"));
    EXPECT_EQ(got[0].end, got[0].begin + 12);
    EXPECT_EQ(got[1].begin, at + core.find("caf\xC3\xA9 shut"));
    EXPECT_EQ(got[1].end, got[1].begin + 10);
    EXPECT_EQ(got[2].begin, at + core.find("Table"));
    const auto want = rs->scan(text);
    ASSERT_EQ(want.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(got[i].begin, want[i].begin) << i;
      EXPECT_EQ(got[i].end, want[i].end) << i;
    }
  }
}

TEST(PatternScanner, HintsAreReportedWhereTheyEndWithoutConfirmation) {
  // Two patterns, then two hints: one of fixed width, one whose length varies.
  const std::vector<std::string> patterns = {"No module named '[^']+'", "refused", "\\bpython3?\\b", "Traceback \\(most"};
  auto s = makePatternScanner(patterns, ScannerEngine::Vectorscan, {}, 2);
  const std::string text = "$ python3 app.py\nTraceback (most recent call last):\nNo module named 'x'";
  const auto m = s->scan(text);
  ASSERT_EQ(ids(m), (std::vector<int>{0, 2, 3}));
  EXPECT_EQ(text.substr(m[0].begin, m[0].end - m[0].begin), "No module named 'x'");
  EXPECT_EQ(m[1].end, text.find("python3") + 7);  // a hint's end; its begin is the end unless fixed-width
  EXPECT_LE(m[1].begin, m[1].end);
  EXPECT_EQ(m[2].end, text.find("Traceback (most") + 15);
  // The same patterns without hints are confirmed; a stale blob with other hints is not reused.
  auto plain = makePatternScanner(patterns);
  EXPECT_EQ(ids(plain->scan(text)), (std::vector<int>{0, 2, 3}));
  EXPECT_NE(plain->serialize(), s->serialize());
  auto reloaded = makePatternScanner(patterns, ScannerEngine::Vectorscan, s->serialize(), 2);
  EXPECT_EQ(reloaded->serialize(), s->serialize());
  // Texts over the start-tracking limit take the one-end way: hints still come out.
  const std::string longText = std::string(5000, 'x') + "\n" + text;
  EXPECT_EQ(ids(s->scan(longText)), (std::vector<int>{0, 2, 3}));
}

// A quoted value of any length is matched whole (a long path in quotes, a long module name),
// alone and among other patterns.
TEST(PatternScanner, AQuotedValueOfAnyLengthMatches) {
  const std::vector<std::string> patterns = {"No module named '[^']+'", "The file does not exist at \"[^\"]+\" which is in"};
  for (auto engine : {ScannerEngine::Vectorscan, ScannerEngine::Re2Set}) {
    auto s = makePatternScanner(patterns, engine);
    for (std::size_t n : {10u, 64u, 70u, 300u}) {
      const std::string module(n, 'a');
      const std::string text = "ModuleNotFoundError: No module named '" + module + "'\nThe file does not exist at \"/" + module +
                               "\" which is in the optimize deps directory\n";
      const auto m = s->scan(text);
      EXPECT_EQ(ids(m), (std::vector<int>{0, 1})) << n << (engine == ScannerEngine::Vectorscan ? " vectorscan" : " re2");
      if (m.empty() || m[0].id != 0) continue;
      EXPECT_EQ(m[0].begin, text.find("No module"));
      EXPECT_EQ(m[0].end, text.find("'\n") + 1);
    }
  }
}
