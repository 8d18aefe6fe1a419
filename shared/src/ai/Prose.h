// The small rules of the builtin analysis's prose: a quoted piece of the input is cut at a word
// boundary (never mid-word), and every sentence ends once, with its own mark ("…?" stays, ":" or ","
// becomes "."). Plain functions over strings.
#pragma once

#include <string>
#include <string_view>

namespace errknow::ai {

inline bool isWordByte(unsigned char c) {
  return c >= 0x80 || c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') || (c >= '0' && c <= '9');
}

// At most `bytes` bytes of `s` (plus "…" when cut), cut where a word ends (before a space, a slash,
// a dot, ...); only a single word longer than half the limit is cut inside it, at a UTF-8 character
// boundary. Separators left dangling at the cut (", ", ": ", "/", "(") go too.
inline std::string clip(std::string_view s, std::size_t bytes) {
  if (s.size() <= bytes) return std::string(s);
  std::size_t end = bytes;
  while (end > 0 && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) --end;  // character boundary
  std::size_t start = end;  // the start of the word `end` falls in
  while (start > 0 && isWordByte(static_cast<unsigned char>(s[start - 1]))) --start;
  if (start < end && isWordByte(static_cast<unsigned char>(s[end])) && start >= bytes / 2) end = start;
  auto dangling = [](char c) { return c == ' ' || c == ',' || c == ';' || c == ':' || c == '(' || c == '[' || c == '{' || c == '.' || c == '/' || c == '\\' || c == '-' || c == '='; };
  while (end > 0 && dangling(s[end - 1])) --end;
  return std::string(s.substr(0, end)) + "\u2026";
}

// `s` as one finished sentence: trailing spaces off, ":", ";", "," or "-" replaced by ".", a full
// stop added unless it already ends with ".", "!", "?", "…" or a closing quote after one of them.
inline std::string endSentence(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.pop_back();
  while (!s.empty() && (s.back() == ':' || s.back() == ';' || s.back() == ',' || s.back() == '-')) s.pop_back();
  if (s.empty()) return s;
  const std::string_view v = s;
  const auto endsWith = [&](std::string_view e) { return v.size() >= e.size() && v.substr(v.size() - e.size()) == e; };
  if (endsWith(".") || endsWith("!") || endsWith("?") || endsWith("\u2026")) return s;
  return s + ".";
}

// "1 later failure", "3 later failures": `n` and the noun phrase in the right number.
inline std::string counted(std::size_t n, const std::string& singular, const std::string& plural) {
  return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

// `s` with its first letter upper-cased (ASCII).
inline std::string capitalised(std::string s) {
  if (!s.empty() && s.front() >= 'a' && s.front() <= 'z') s.front() = static_cast<char>(s.front() - 'a' + 'A');
  return s;
}

}  // namespace errknow::ai
