// How the signal expressions' matches are enumerated: every match of an expression from the
// text's start, each search starting where the last match ended (forEachMatch), and the same for
// the expressions that can only match from a line's start, with RE2 run anchored at the line
// starts that may begin one (forEachLineMatch). Internal to the core library; MatchIterationTest
// holds the second to the first.
#pragma once

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <string>
#include <string_view>

#include "SignalTriggers.h"

namespace errknow::core::matching {

using triggers::skipSpaces;

// A match and its groups; no expression of this file has more than kMaxGroups groups.
constexpr int kMaxGroups = 5;
using Groups = std::array<re2::StringPiece, kMaxGroups + 1>;

template <typename Fn>
void forEachMatch(const RE2& re, const std::string& text, int groups, Fn fn) {
  re2::StringPiece input(text);
  Groups sub{};
  groups = std::min(groups, kMaxGroups);
  std::size_t pos = 0;
  int guard = 0;
  while (pos <= text.size() && guard++ < 10000) {
    if (!re.Match(input, pos, text.size(), RE2::UNANCHORED, sub.data(), groups + 1)) break;
    const std::size_t start = static_cast<std::size_t>(sub[0].data() - text.data());
    fn(sub, start);
    const std::size_t end = start + sub[0].size();
    pos = end > pos ? end : pos + 1;
    // Stay on a UTF-8 boundary after an empty match.
    while (pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) ++pos;
  }
}

// The matches of an expression of the form ^\s*<opening>... or ^\s+<opening>... (every match
// starts at a line start, and none is empty), in the order forEachMatch finds them: the leftmost
// match from a position starts at the first line start from there where an anchored match does.
// So RE2 runs anchored, only at the line starts from which spaces (newlines among them, as \s
// has them) lead to `opening`; it neither scans the lines between nor runs its reverse automaton
// to find where a match starts.
template <typename Fn>
void forEachLineMatch(const RE2& re, const std::string& text, std::string_view opening, bool needsSpace, int groups,
                      Fn fn) {
  Groups sub{};
  groups = std::min(groups, kMaxGroups);
  const std::string_view t(text);
  int guard = 0;
  std::size_t line = 0;
  while (guard < 10000) {
    const std::size_t i = skipSpaces(t, line);
    std::size_t next = line + 1;  // where the next line start is looked for
    if ((!needsSpace || i > line) && t.substr(i, opening.size()) == opening &&
        re.Match(text, line, text.size(), RE2::ANCHOR_START, sub.data(), groups + 1)) {
      ++guard;
      fn(sub, line);
      next = std::max(next, line + sub[0].size());
    }
    if (next > t.size()) break;
    if (t[next - 1] != '\n') {
      const std::size_t nl = t.find('\n', next);
      if (nl == std::string_view::npos) break;
      next = nl + 1;
    }
    line = next;
  }
}

}  // namespace errknow::core::matching
