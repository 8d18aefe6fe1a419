// The summary a code action carries: the meaning's first sentence, whole, and short.
#include <gtest/gtest.h>

#include "features/MeaningSummary.h"

namespace errknow::lsp {
namespace {

TEST(MeaningSummary, StopsAtTheFirstSentence) {
  EXPECT_EQ(meaningSummary("The port is taken. Another process listens on it."), "The port is taken.");
  EXPECT_EQ(meaningSummary("No full stop here"), "No full stop here");
}

TEST(MeaningSummary, AnAbbreviationOrALowerCaseWordAfterTheStopDoesNotEndTheSentence) {
  EXPECT_EQ(meaningSummary("A name is unused, e.g. a variable or an import. Remove it."),
            "A name is unused, e.g. a variable or an import.");
  EXPECT_EQ(meaningSummary("Only one kind, i.e. the default. More follows."), "Only one kind, i.e. the default.");
  EXPECT_EQ(meaningSummary("Files, links, etc. are copied. Then the rest."), "Files, links, etc. are copied.");
  EXPECT_EQ(meaningSummary("It was renamed in npm. then it moved. Next."), "It was renamed in npm. then it moved.");
  EXPECT_EQ(meaningSummary("Version 1.2 changed it. Update."), "Version 1.2 changed it.");
}

TEST(MeaningSummary, ALongSentenceIsCutAtAWordWithAnEllipsis) {
  std::string meaning;
  while (meaning.size() < 400) meaning += "word ";
  const std::string s = meaningSummary(meaning + "end.");
  EXPECT_LE(s.size(), kSummaryMax);
  EXPECT_EQ(s.substr(s.size() - 3), "...");
  EXPECT_EQ(s[s.size() - 4], 'd');  // "word" whole, not cut inside
}

// Every lead byte is followed by as many continuation bytes as it announces.
bool isWholeUtf8(const std::string& s) {
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

TEST(MeaningSummary, NeverCutsInsideAUtf8Character) {
  for (std::size_t pad = kSummaryMax - 8; pad <= kSummaryMax; ++pad) {
    const std::string meaning = std::string(pad, 'a') + "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x94\xA5\xC3\xA9 tail";
    const std::string s = meaningSummary(meaning);
    EXPECT_LE(s.size(), kSummaryMax);
    EXPECT_TRUE(isWholeUtf8(s)) << pad;
  }
}

}  // namespace
}  // namespace errknow::lsp
