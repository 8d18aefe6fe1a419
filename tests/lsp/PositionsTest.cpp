// LSP positions in UTF-16 and UTF-8 units over UTF-8 text, emoji, CJK and invalid bytes included.
#include <gtest/gtest.h>

#include "protocol/Positions.h"

using namespace errknow::lsp;

TEST(Positions, Utf16CountsSurrogatePairsAsTwoUnits) {
  const std::string line = "a🔥b错c";  // bytes: a(1) 🔥(4) b(1) 错(3) c(1)
  EXPECT_EQ(byteOffsetIn(line, 0, PositionEncoding::Utf16), 0u);
  EXPECT_EQ(byteOffsetIn(line, 1, PositionEncoding::Utf16), 1u);
  EXPECT_EQ(byteOffsetIn(line, 2, PositionEncoding::Utf16), 1u) << "inside a surrogate pair stays before it";
  EXPECT_EQ(byteOffsetIn(line, 3, PositionEncoding::Utf16), 5u);
  EXPECT_EQ(byteOffsetIn(line, 5, PositionEncoding::Utf16), 9u);
  EXPECT_EQ(byteOffsetIn(line, 99, PositionEncoding::Utf16), line.size());
  EXPECT_EQ(unitsIn(line, 5, PositionEncoding::Utf16), 3);
  EXPECT_EQ(unitsIn(line, line.size(), PositionEncoding::Utf16), 6);
}

TEST(Positions, Utf8CountsBytes) {
  const std::string line = "a🔥b";
  EXPECT_EQ(byteOffsetIn(line, 5, PositionEncoding::Utf8), 5u);
  EXPECT_EQ(unitsIn(line, 5, PositionEncoding::Utf8), 5);
  EXPECT_EQ(byteOffsetIn(line, 50, PositionEncoding::Utf8), line.size());
}

TEST(Positions, InvalidBytesCountAsOneUnitEach) {
  const std::string line = "x\xff\xfe" "y";
  EXPECT_EQ(byteOffsetIn(line, 3, PositionEncoding::Utf16), 3u);
  EXPECT_EQ(unitsIn(line, 4, PositionEncoding::Utf16), 4);
}

TEST(LineIndex, FindsLinesAndOffsetsWithCrLf) {
  const std::string text = "one\r\ntwo\nthree";
  LineIndex idx(text);
  EXPECT_EQ(idx.lineCount(), 3u);
  EXPECT_EQ(idx.line(text, 0), "one");
  EXPECT_EQ(idx.line(text, 1), "two");
  EXPECT_EQ(idx.line(text, 2), "three");
  EXPECT_EQ(idx.offsetOf(text, {1, 1}, PositionEncoding::Utf16), 6u);
  EXPECT_EQ(idx.offsetOf(text, {9, 0}, PositionEncoding::Utf16), text.size());
  EXPECT_EQ(idx.offsetOf(text, {-1, 0}, PositionEncoding::Utf16), 0u);
}
