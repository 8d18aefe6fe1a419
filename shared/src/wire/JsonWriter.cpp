// JsonWriter: JSON text appended to a string, byte for byte what nlohmann's compact dump writes.
#include "errknow/wire/JsonWriter.h"

#include <nlohmann/json.hpp>

#include <array>
#include <charconv>
#include <cmath>

namespace errknow::wire {
namespace {

// Length of the well-formed UTF-8 sequence starting at s[i] (Unicode's table 3-7), or 0.
std::size_t utf8Length(std::string_view s, std::size_t i) {
  const auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char c = b(0);
  const std::size_t left = s.size() - i;
  const auto cont = [&](std::size_t k) { return (b(k) & 0xC0) == 0x80; };
  if (c >= 0xC2 && c <= 0xDF) return left >= 2 && cont(1) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    if (left < 3 || !cont(1) || !cont(2)) return 0;
    if (c == 0xE0 && b(1) < 0xA0) return 0;   // overlong
    if (c == 0xED && b(1) > 0x9F) return 0;   // surrogates
    return 3;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    if (left < 4 || !cont(1) || !cont(2) || !cont(3)) return 0;
    if (c == 0xF0 && b(1) < 0x90) return 0;   // overlong
    if (c == 0xF4 && b(1) > 0x8F) return 0;   // past U+10FFFF
    return 4;
  }
  return 0;
}

}  // namespace

void appendJsonString(std::string& out, std::string_view text) {
  static constexpr char hex[] = "0123456789abcdef";
  const std::size_t start = out.size();
  out.push_back('"');
  std::size_t i = 0;
  while (i < text.size()) {
    // Copy the longest run that needs no escaping in one go.
    std::size_t j = i;
    while (j < text.size()) {
      const auto c = static_cast<unsigned char>(text[j]);
      if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
      ++j;
    }
    out.append(text.data() + i, j - i);
    i = j;
    if (i == text.size()) break;
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      const std::size_t n = utf8Length(text, i);
      if (n == 0) {
        // Invalid UTF-8: nlohmann's own replacement rules, for the whole string.
        out.resize(start);
        out += nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        return;
      }
      out.append(text.data() + i, n);
      i += n;
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        out += "\\u00";
        out.push_back(hex[c >> 4]);
        out.push_back(hex[c & 0xF]);
    }
    ++i;
  }
  out.push_back('"');
}

void JsonWriter::separate() {
  if (afterKey_) {
    afterKey_ = false;
  } else if (!first_) {
    out_.push_back(',');
  }
  first_ = false;
}

JsonWriter& JsonWriter::open(char c) {
  separate();
  out_.push_back(c);
  first_ = true;
  return *this;
}

JsonWriter& JsonWriter::close(char c) {
  out_.push_back(c);
  first_ = false;
  afterKey_ = false;
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  separate();
  appendJsonString(out_, name);
  out_.push_back(':');
  afterKey_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  separate();
  appendJsonString(out_, text);
  return *this;
}

JsonWriter& JsonWriter::value(std::int64_t number) {
  separate();
  std::array<char, 24> buf{};
  const auto r = std::to_chars(buf.data(), buf.data() + buf.size(), number);
  out_.append(buf.data(), r.ptr);
  return *this;
}

JsonWriter& JsonWriter::value(double number) {
  separate();
  if (!std::isfinite(number)) {
    out_ += "null";
    return *this;
  }
  // nlohmann's shortest round-trip format (Grisu2, "1.0" for whole numbers), as its dump writes.
  std::array<char, 64> buf{};
  char* end = nlohmann::detail::to_chars(buf.data(), buf.data() + buf.size(), number);
  out_.append(buf.data(), end);
  return *this;
}

JsonWriter& JsonWriter::value(bool flag) {
  separate();
  out_ += flag ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

JsonWriter& JsonWriter::strings(const std::vector<std::string>& items) {
  beginArray();
  for (const auto& s : items) value(s);
  return endArray();
}

JsonWriter& JsonWriter::raw(std::string_view json) {
  separate();
  out_.append(json);
  return *this;
}

}  // namespace errknow::wire
