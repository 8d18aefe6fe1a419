// The analysis stages that have no test file of their own, tested on their own inputs: candidates'
// helpers (Candidates.cpp), findings' clustering and handled tracebacks (Findings.cpp), and the
// calibration of confidence (Calibration.cpp). The pipeline as a whole: AnalyzerTest.cpp.
#include <gtest/gtest.h>

#include <algorithm>

#include "AnalysisStages.h"
#include "errknow/core/Normalizer.h"

using namespace errknow::core;
using namespace errknow::core::stages;

namespace {
Record record(const char* category, const char* slug, const char* code) {
  Record r;
  r.category = category;
  r.slug = slug;
  r.code = code;
  return r;
}
Work candidate(const Record& r, double score, int line) {
  Work w{&r, {}, score, line, r.code};
  w.hits.push_back({score, line, {"pattern", "", line, ""}});
  return w;
}
}  // namespace

TEST(StagesCandidates, AStatusWordIsTheWordAtTheMatchsStartInAnyCase) {
  EXPECT_TRUE(startsAtStatusWord("exit status: 101", 5));
  EXPECT_TRUE(startsAtStatusWord("exited with Code 3", 12));
  EXPECT_FALSE(startsAtStatusWord("exit status: 101", 0));
  EXPECT_FALSE(startsAtStatusWord("status", 6));  // at the end: nothing there
}

TEST(StagesCandidates, APrefixIsCutOnACharacterBoundary) {
  const std::string s = "ab\xC3\xA9z";  // "abéz": é is two bytes
  EXPECT_EQ(utf8Prefix(s, 3), "ab");
  EXPECT_EQ(utf8Prefix(s, 4), "ab\xC3\xA9");
  EXPECT_EQ(utf8Prefix("abc", 10), "abc");
}

TEST(StagesFindings, DistantErrorsAreFindingsAndANeighbourIsAnAlternative) {
  const Record a = record("python", "a", "A"), b = record("python", "b", "B"), c = record("python", "c", "C");
  const std::vector<Work> cands = {candidate(a, 0.9, 1), candidate(b, 0.8, 2), candidate(c, 0.7, 30)};
  const auto clusters = clusterFindings(cands, 5, false);
  ASSERT_EQ(clusters.size(), 2u);
  EXPECT_EQ(clusters[0].members.front(), 0u);
  EXPECT_NE(std::find(clusters[0].members.begin(), clusters[0].members.end(), 1u), clusters[0].members.end());
  EXPECT_EQ(clusters[1].members.front(), 2u);
  EXPECT_EQ(clusterFindings(cands, 1, false).size(), 1u);  // the limit holds
}

TEST(StagesFindings, AHandledTracebackIsKnownByTheLineThatFollowsIt) {
  const auto nt = normalize(
      "Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nKeyError: 'x'\n\n"
      "During handling of the above exception, another exception occurred:\n\n"
      "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\nValueError: bad\n");
  const auto handled = handledPythonTracebacks(nt);
  ASSERT_EQ(handled.size(), 1u);
  EXPECT_EQ(handled[0].first, 1);
  EXPECT_EQ(handled[0].second, 5);
  EXPECT_TRUE(handledPythonTracebacks(normalize("ValueError: bad\n")).empty());
}

TEST(StagesCalibration, GenericSearchAndUngroundedAnswersStayLow) {
  EXPECT_LE(calibrate(1.0, 0.0, false, false, false), 0.2);  // not grounded
  EXPECT_LE(calibrate(1.0, 0.0, false, true, true), 0.3);    // generic
  EXPECT_LE(calibrate(1.0, 0.0, true, false, true), 0.35);   // full-text search
  // A clear pattern hit says more than any of them, and a wide margin more than a close race.
  EXPECT_GT(calibrate(0.95, 0.2, false, false, true), 0.8);
  EXPECT_GT(calibrate(0.9, 0.3, false, false, true), calibrate(0.9, 0.85, false, false, true));
  EXPECT_GT(calibrate(0.9, 0.0, false, false, true), calibrate(0.6, 0.0, false, false, true));
}
