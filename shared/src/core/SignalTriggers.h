// Which of the signal expressions can match a text, decided by one cheap pass over it instead of
// an automaton of all of them. Each expression comes with triggers: necessary conditions, so that
// every match of the expression contains a trigger's literal (where the literal's check, if any,
// holds) or a word that a word trigger accepts. An expression none of whose triggers fires
// cannot match, and RE2 need not run it; one with no triggers always runs. The pass reads the text
// with two small tables that stay in the CPU's caches; RE2's multi-expression automaton walked
// megabytes of states that the catalogue scan had pushed out of them (bench/RESULTS.md).
// Internal to the core library.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::core::triggers {

// Whether the literal found at text[at, at + length) counts (what must surround it).
using OccurrenceCheck = bool (*)(std::string_view text, std::size_t at, std::size_t length);
// Whether the word text[begin, end) counts; a word is a maximal run of [A-Za-z0-9_].
using WordCheck = bool (*)(std::string_view text, std::size_t begin, std::size_t end);

struct Trigger {
  std::string literal;  // two characters or more; for a word trigger, the characters its words start with
  bool caseless = false;  // ASCII letters match either case (for (?i) expressions)
  OccurrenceCheck check = nullptr;
  WordCheck word = nullptr;
};

inline Trigger lit(std::string s, OccurrenceCheck check = nullptr) { return {std::move(s), false, check, nullptr}; }
inline Trigger caseless(std::string s, OccurrenceCheck check = nullptr) { return {std::move(s), true, check, nullptr}; }
// A word trigger, asked only about words whose first character is one of `firstCharacters`.
inline Trigger word(std::string firstCharacters, WordCheck check) { return {std::move(firstCharacters), false, nullptr, check}; }
inline const char* const kCapitals = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// The triggers of numbered expressions (0, 1, ... in the order added), and the pass.
class TriggerTable {
 public:
  // Adds the next expression's triggers; none means the expression always runs.
  void add(std::vector<Trigger> triggers);
  // Builds the lookup tables; call once, after the last add.
  void compile();
  // One flag per expression, 1 where it may match `text` (valid UTF-8).
  std::vector<unsigned char> fired(std::string_view text) const;

 private:
  struct Literal {
    std::string text;  // as given; compared folded when caseless
    bool caseless;
    std::size_t anchor = 0;  // where in it the pair that the filter knows it by starts
    std::vector<std::pair<int, OccurrenceCheck>> users;  // expression, its check
  };
  // Literals by a pair of their bytes, the rarest in ordinary text (so that common pairs such as
  // "er" or "at" seldom stop the pass): a bit per slot says whether any literal has that pair, and
  // a sorted list holds the literals of each slot. No two pairs of ASCII bytes share a slot.
  // Case-sensitive literals are known by their bytes, caseless ones by their bytes folded to lower
  // case.
  struct PairIndex {
    static constexpr unsigned kSlots = 16384;
    std::vector<unsigned long long> bits;                   // kSlots bits (2 KB)
    std::vector<std::pair<unsigned, unsigned>> literals;  // (slot, index into literals_), sorted
    void build(const std::vector<Literal>& all, bool caseless);
    static unsigned slot(unsigned char a, unsigned char b) { return (a * 131u + b) & (kSlots - 1); }
    bool has(unsigned s) const { return bits[s / 64] >> (s % 64) & 1; }
  };
  void match(const PairIndex& index, unsigned slot, std::string_view text, std::size_t at,
             std::vector<unsigned char>& out) const;

  std::vector<unsigned char> alwaysFires_;
  std::vector<Literal> literals_;
  std::array<std::vector<std::pair<int, WordCheck>>, 128> wordsByFirst_;  // by the word's first character
  bool anyWords_ = false;
  PairIndex exact_, folded_;
};

// Character classes the checks share (ASCII, as RE2's \s, \w and \d are).
inline bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }
// The first position from `i` that is not a space (t.size() when none is).
inline std::size_t skipSpaces(std::string_view t, std::size_t i) {
  while (i < t.size() && isSpace(t[i])) ++i;
  return i;
}
inline constexpr std::array<bool, 256> kWordChars = [] {
  std::array<bool, 256> t{};
  for (int c = 0; c < 256; ++c) t[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  return t;
}();
inline bool isWordChar(char c) { return kWordChars[static_cast<unsigned char>(c)]; }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
inline bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }
inline bool isLower(char c) { return c >= 'a' && c <= 'z'; }
inline bool isLetter(char c) { return isUpper(c) || isLower(c); }
// ASCII letters to lower case, every other byte as it is (as the (?i) expressions compare them).
inline char foldAscii(char c) { return isUpper(c) ? static_cast<char>(c + 32) : c; }
// Whether `a` and `b` are equal with ASCII letters of either case.
inline bool caselessEquals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (foldAscii(a[i]) != foldAscii(b[i])) return false;
  return true;
}

// Whether the word at `at` ("status", "code") follows "exit", "exited" or "exit(ed) with": a
// process's exit status (`npm ERR! Exit status 100`), which the HTTP status shapes must not read.
inline bool exitStatusAt(std::string_view t, std::size_t at) {
  std::size_t e = at;
  auto wordBefore = [&](std::string_view w) {
    std::size_t j = e;
    while (j > 0 && (t[j - 1] == ' ' || t[j - 1] == '_')) --j;
    if (j == e || j < w.size() || !caselessEquals(t.substr(j - w.size(), w.size()), w)) return false;
    if (j > w.size() && isWordChar(t[j - w.size() - 1])) return false;
    e = j - w.size();
    return true;
  };
  if (wordBefore("with")) return wordBefore("exit") || wordBefore("exited");
  return wordBefore("exit") || wordBefore("exited");
}

}  // namespace errknow::core::triggers
