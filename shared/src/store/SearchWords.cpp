// Cutting text into search words (SearchWords.h).
#include "SearchWords.h"

#include <cctype>

namespace errknow::store::search {
namespace {
bool wordByte(unsigned char c) { return isWordByte(c); }
}  // namespace

std::vector<std::string> words(std::string_view text, std::size_t maxWords) {
  std::vector<std::string> out;
  std::string cur;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (wordByte(c)) {
      cur.push_back(static_cast<char>(std::tolower(c)));
      continue;
    }
    if (!cur.empty()) {
      out.push_back(std::move(cur));
      cur.clear();
      if (out.size() >= maxWords) return out;
    }
  }
  if (!cur.empty() && out.size() < maxWords) out.push_back(std::move(cur));
  return out;
}

std::vector<std::string> identifierParts(std::string_view code) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) out.push_back(std::move(cur));
    cur.clear();
  };
  for (std::size_t i = 0; i < code.size(); ++i) {
    const auto c = static_cast<unsigned char>(code[i]);
    if (!wordByte(c)) {
      flush();
      continue;
    }
    // A new part starts at an upper-case letter after a lower-case one ("nullPointer"), or at the
    // last upper-case letter of a run followed by a lower-case one ("HTTPServer" -> http, server).
    if (std::isupper(c) && !cur.empty()) {
      const auto prev = static_cast<unsigned char>(code[i - 1]);
      const bool nextLower = i + 1 < code.size() && std::islower(static_cast<unsigned char>(code[i + 1]));
      if (std::islower(prev) || (std::isupper(prev) && nextLower)) flush();
    }
    cur.push_back(static_cast<char>(std::tolower(c)));
  }
  flush();
  return out;
}

std::string squeezed(std::string_view code) {
  std::string out;
  for (char ch : code) {
    const auto c = static_cast<unsigned char>(ch);
    if (wordByte(c)) out.push_back(static_cast<char>(std::tolower(c)));
  }
  return out;
}

std::string withoutPlaceholders(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '{') {
      const std::size_t close = text.find('}', i);
      if (close != std::string_view::npos && close - i < 64) {
        out.push_back(' ');
        i = close;
        continue;
      }
    }
    out.push_back(text[i]);
  }
  return out;
}

std::string spaced(const std::vector<std::string>& ws) {
  std::string out = " ";
  for (const auto& w : ws) out += w + " ";
  return out;
}

}  // namespace errknow::store::search
