// The meaning's first sentence for code actions. See MeaningSummary.h.
#include "features/MeaningSummary.h"

#include <array>
#include <cctype>
#include <string_view>

namespace errknow::lsp {
namespace {

bool isLower(char c) { return std::islower(static_cast<unsigned char>(c)) != 0; }

// Abbreviations that end with a full stop inside a sentence (compared without case).
bool endsWithAbbreviation(const std::string& s, std::size_t dot) {
  static constexpr std::array<std::string_view, 8> kAbbreviations = {"e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "resp"};
  std::size_t start = dot;
  while (start > 0 && (std::isalpha(static_cast<unsigned char>(s[start - 1])) || s[start - 1] == '.')) --start;
  std::string word = s.substr(start, dot - start);
  for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (std::string_view a : kAbbreviations)
    if (word == a) return true;
  return false;
}

// Where the first sentence ends (one past its full stop), or npos.
std::size_t firstSentenceEnd(const std::string& s) {
  for (std::size_t i = 1; i + 1 < s.size(); ++i) {
    if (s[i] != '.' || s[i + 1] != ' ' || !isLower(s[i - 1])) continue;
    if (endsWithAbbreviation(s, i)) continue;
    std::size_t next = i + 1;
    while (next < s.size() && s[next] == ' ') ++next;
    if (next < s.size() && isLower(s[next])) continue;  // "... in v2. then" is one sentence
    return i + 1;
  }
  return std::string::npos;
}

}  // namespace

std::string meaningSummary(const std::string& meaning) {
  std::string s = meaning;
  if (const std::size_t end = firstSentenceEnd(s); end != std::string::npos) s.resize(end);
  if (s.size() <= kSummaryMax) return s;
  std::size_t cut = s.rfind(' ', kSummaryMax - 3);
  if (cut == std::string::npos || cut < kSummaryMax / 2) cut = kSummaryMax - 3;
  while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
  return s.substr(0, cut) + "...";
}

}  // namespace errknow::lsp
