// Converting LSP positions (UTF-16 or UTF-8 units) to byte offsets and back. See Positions.h.
#include "protocol/Positions.h"

namespace errknow::lsp {
namespace {
// The length in bytes of the UTF-8 sequence at s[i] and its UTF-16 length; invalid bytes are 1/1.
void step(std::string_view s, std::size_t i, std::size_t& bytes, int& utf16) {
  const auto c = static_cast<unsigned char>(s[i]);
  std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) {
    bytes = 1;
    utf16 = 1;
    return;
  }
  for (std::size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) {
      bytes = 1;
      utf16 = 1;
      return;
    }
  bytes = n;
  utf16 = n == 4 ? 2 : 1;
}
}  // namespace

std::size_t byteOffsetIn(std::string_view line, int character, PositionEncoding encoding) {
  if (character <= 0) return 0;
  if (encoding == PositionEncoding::Utf8) return std::min(line.size(), static_cast<std::size_t>(character));
  std::size_t i = 0;
  int units = 0;
  while (i < line.size() && units < character) {
    std::size_t bytes;
    int u;
    step(line, i, bytes, u);
    if (units + u > character) break;  // inside a surrogate pair: stay before it
    units += u;
    i += bytes;
  }
  return i;
}

int unitsIn(std::string_view line, std::size_t bytes, PositionEncoding encoding) {
  bytes = std::min(bytes, line.size());
  if (encoding == PositionEncoding::Utf8) return static_cast<int>(bytes);
  std::size_t i = 0;
  int units = 0;
  while (i < bytes) {
    std::size_t n;
    int u;
    step(line, i, n, u);
    units += u;
    i += n;
  }
  return units;
}

LineIndex::LineIndex(std::string_view text) {
  starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts_.push_back(i + 1);
}

std::string_view LineIndex::line(std::string_view text, std::size_t index) const {
  if (index >= starts_.size()) return {};
  const std::size_t begin = starts_[index];
  std::size_t end = index + 1 < starts_.size() ? starts_[index + 1] - 1 : text.size();
  if (end > begin && text[end - 1] == '\r') --end;
  return text.substr(begin, end - begin);
}

std::size_t LineIndex::offsetOf(std::string_view text, Position p, PositionEncoding encoding) const {
  if (p.line < 0) return 0;
  if (static_cast<std::size_t>(p.line) >= starts_.size()) return text.size();
  const std::string_view l = line(text, static_cast<std::size_t>(p.line));
  return starts_[static_cast<std::size_t>(p.line)] + byteOffsetIn(l, p.character, encoding);
}

}  // namespace errknow::lsp
