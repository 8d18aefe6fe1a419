// LSP positions in a UTF-8 document. A position's `character` counts UTF-16 code units by
// default, or bytes when the client and server agree on "utf-8" (LSP 3.17 positionEncoding), so
// a line with emoji or CJK text maps to different byte offsets in each. Bytes that are not valid
// UTF-8 count as one unit each, so no input can make a conversion fail.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::lsp {

enum class PositionEncoding { Utf16, Utf8 };

struct Position {
  int line = 0;
  int character = 0;
};

// The byte offset within `line` of `character` units (clamped to the line's end).
std::size_t byteOffsetIn(std::string_view line, int character, PositionEncoding encoding);
// The units from the start of `line` to byte offset `bytes`.
int unitsIn(std::string_view line, std::size_t bytes, PositionEncoding encoding);

// Line starts of a text, for turning positions into offsets and back.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  std::size_t lineCount() const { return starts_.size(); }
  // The line's text without its end of line (\n or \r\n).
  std::string_view line(std::string_view text, std::size_t index) const;
  // The byte offset in the text of a position (clamped to the text).
  std::size_t offsetOf(std::string_view text, Position p, PositionEncoding encoding) const;

 private:
  std::vector<std::size_t> starts_;
};

}  // namespace errknow::lsp
