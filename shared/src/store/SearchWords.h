// How catalogue search cuts text into words, the same way for the records it indexes and for the
// queries people type: lower-case runs of letters and digits (non-ASCII bytes count as letters),
// with '_', '.', '-', quotes and every other character as separators; CamelCase names are also cut
// into their parts so that "null pointer" reaches NullPointerException.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace errknow::store::search {

// Letters, digits and non-ASCII bytes make words; everything else separates them.
inline bool isWordByte(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 0x80;
}

// The words of `text` in order, lower-cased, repeats kept, at most `maxWords`.
std::vector<std::string> words(std::string_view text, std::size_t maxWords = 4096);

// Every term of `text` for the index: each word lower-cased and, when a word is CamelCase, its
// parts too ("NullPointerException:" -> nullpointerexception, null, pointer, exception).
template <typename Fn>
void forEachTerm(std::string_view text, Fn&& fn);

// The parts of an identifier such as a code: "NullPointerException" -> null, pointer, exception;
// "ERR_REQUIRE_ESM" -> err, require, esm; "TS2322" -> ts2322. Lower-cased, repeats kept.
std::vector<std::string> identifierParts(std::string_view code);

// The identifier squeezed into one lower-case word without separators: "ERR_REQUIRE_ESM" ->
// errrequireesm, "ModuleNotFoundError" -> modulenotfounderror (what people type when they run the
// words of a name together).
std::string squeezed(std::string_view code);

// Text with its {placeholders} removed (message templates), each replaced by a space.
std::string withoutPlaceholders(std::string_view text);

// The words joined by single spaces, with a space at each end: " a b c ", so that a phrase is
// found as a whole-word substring.
std::string spaced(const std::vector<std::string>& words);

template <typename Fn>
void forEachTerm(std::string_view text, Fn&& fn) {
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && !isWordByte(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t end = i;
    bool lower = false, upper = false;
    while (end < text.size() && isWordByte(static_cast<unsigned char>(text[end]))) {
      const auto c = static_cast<unsigned char>(text[end]);
      lower = lower || (c >= 'a' && c <= 'z');
      upper = upper || (c >= 'A' && c <= 'Z');
      ++end;
    }
    if (end == i) break;
    const std::string_view token = text.substr(i, end - i);
    fn(squeezed(token));
    if (lower && upper) {
      const auto parts = identifierParts(token);
      if (parts.size() > 1)
        for (const auto& p : parts) fn(p);
    }
    i = end;
  }
}

}  // namespace errknow::store::search
