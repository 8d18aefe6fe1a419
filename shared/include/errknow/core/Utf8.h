// Two small pieces of decoding `\uXXXX` escapes: the four hex digits as a number, and a code point
// appended as UTF-8. Shared by the normaliser (JSON log lines pasted with their escapes) and
// wire's quick request parser, so that both decode the same way.
#pragma once

#include <string>
#include <string_view>

namespace errknow::core {

// The four hex digits at s[at, at + 4) as a number, or -1 when they are not four hex digits.
inline long hex4(std::string_view s, std::size_t at) {
  if (at + 4 > s.size()) return -1;
  long v = 0;
  for (std::size_t k = at; k < at + 4; ++k) {
    const char c = s[k];
    const int d = c >= '0' && c <= '9'   ? c - '0'
                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                         : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

// Appends the code point `cp` (at most U+10FFFF, not a surrogate) to `out` as UTF-8.
inline void appendUtf8(std::string& out, unsigned cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

}  // namespace errknow::core
