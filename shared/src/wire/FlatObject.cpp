// The quick path of request parsing (see FlatObject.h). The general parser reads a character at a
// time into a growing token buffer; this one copies the runs between escapes into a string sized
// once, which is most of the cost of parsing a pasted log.
#include "errknow/wire/FlatObject.h"

#include "errknow/core/Utf8.h"

namespace errknow::wire {
namespace {

class Reader {
 public:
  explicit Reader(std::string_view text) : s_(text) {}

  void skipSpace() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }
  bool take(char c) {
    if (i_ >= s_.size() || s_[i_] != c) return false;
    ++i_;
    return true;
  }
  bool takeWord(std::string_view word) {
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }
  bool atEnd() const { return i_ == s_.size(); }

  // A string whose opening quote was taken; false (and `out` unspecified) on anything this quick
  // path does not decode.
  bool string(std::string& out) {
    // Find the closing quote first, so that the result is sized once.
    std::size_t end = i_;
    while (end < s_.size() && s_[end] != '"') end += s_[end] == '\\' ? 2 : 1;
    if (end >= s_.size()) return false;
    out.clear();
    out.reserve(end - i_);
    while (i_ < end) {
      std::size_t run = i_;
      while (run < end && s_[run] != '\\' && static_cast<unsigned char>(s_[run]) >= 0x20) ++run;
      out.append(s_.data() + i_, run - i_);
      i_ = run;
      if (i_ == end) break;
      if (s_[i_] != '\\') return false;  // a raw control character: the general parser reports it
      if (!escape(out)) return false;
    }
    ++i_;  // the closing quote
    return true;
  }

 private:
  bool escape(std::string& out) {
    ++i_;  // the backslash
    if (i_ >= s_.size()) return false;
    const char c = s_[i_++];
    switch (c) {
      case '"': out.push_back('"'); return true;
      case '\\': out.push_back('\\'); return true;
      case '/': out.push_back('/'); return true;
      case 'b': out.push_back('\b'); return true;
      case 'f': out.push_back('\f'); return true;
      case 'n': out.push_back('\n'); return true;
      case 'r': out.push_back('\r'); return true;
      case 't': out.push_back('\t'); return true;
      case 'u': break;
      default: return false;
    }
    const long code = core::hex4(s_, i_);
    if (code < 0) return false;
    i_ += 4;
    if (code >= 0xD800 && code <= 0xDFFF) return false;  // surrogates: left to the general parser
    core::appendUtf8(out, static_cast<unsigned>(code));
    return true;
  }

  std::string_view s_;
  std::size_t i_ = 0;
};

}  // namespace

std::optional<Json> parseFlatObject(std::string_view text) {
  Reader r(text);
  r.skipSpace();
  if (!r.take('{')) return std::nullopt;
  Json object = Json::object();
  r.skipSpace();
  if (!r.take('}')) {
    std::string key;
    while (true) {
      if (!r.take('"') || !r.string(key)) return std::nullopt;
      r.skipSpace();
      if (!r.take(':')) return std::nullopt;
      r.skipSpace();
      Json value;
      if (r.take('"')) {
        std::string s;
        if (!r.string(s)) return std::nullopt;
        value = std::move(s);
      } else if (r.takeWord("true")) {
        value = true;
      } else if (r.takeWord("false")) {
        value = false;
      } else if (!r.takeWord("null")) {
        return std::nullopt;
      }
      // A repeated key keeps its first place and takes the last value, as the general parser does.
      object[key] = std::move(value);
      r.skipSpace();
      if (r.take('}')) break;
      if (!r.take(',')) return std::nullopt;
      r.skipSpace();
    }
  }
  r.skipSpace();
  if (!r.atEnd()) return std::nullopt;
  return object;
}

}  // namespace errknow::wire
