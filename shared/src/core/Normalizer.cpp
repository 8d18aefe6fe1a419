// Input normalisation: UTF-8 repair, ANSI removal, line ends, log and Compose prefixes, one level of
// quoting, escaped line ends of structured (JSON) log lines, the `$ command` line.
#include "errknow/core/Normalizer.h"

#include "errknow/core/Utf8.h"

#include <re2/re2.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <cctype>

namespace errknow::core {
namespace {

// Prefixes that loggers put before the message. Tried in order at the start of each line,
// repeatedly, so "2026-11-22 10:00:01 host app[12]: msg" loses both parts.
const RE2& isoTimestamp() {
  static const RE2 re(
      R"(^\[?\d{4}[-/]\d{2}[-/]\d{2}[T ]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:\s?Z|\s?[+-]\d{2}:?\d{2}|\s?UTC)?\]?[ \t]*[|:-]?[ \t]*)");
  return re;
}
const RE2& syslogPrefix() {
  static const RE2 re(R"(^[A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} [\w.-]+ [\w./@-]+(?:\[\d+\])?:[ \t]*)");
  return re;
}
const RE2& clockPrefix() {
  static const RE2 re(R"(^\[?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\]?[ \t]+)");
  return re;
}
const RE2& glogPrefix() {
  static const RE2 re(R"(^[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+\s+\d+ [\w.-]+:\d+\][ \t]*)");
  return re;
}

// Docker Compose puts the container's name before each line it relays: `web-1  | ` (Compose v2),
// `web_1  | ` (v1). The replica number and the bar make it distinctive.
const RE2& composePrefix() {
  static const RE2 re(R"(^[A-Za-z0-9][\w.-]*[-_]\d+\s+\| ?)");
  return re;
}

// Removes one log prefix from the start of `piece`; false when none is there. Each expression is
// tried only when the first characters can start it (most lines start with none of them).
bool consumeLogPrefix(re2::StringPiece& piece) {
  if (piece.empty()) return false;
  const auto c = static_cast<unsigned char>(piece[0]);
  const auto c2 = piece.size() > 1 ? static_cast<unsigned char>(piece[1]) : 0;
  if (c == '[' || std::isdigit(c))
    return RE2::Consume(&piece, isoTimestamp()) || RE2::Consume(&piece, clockPrefix());
  if (std::isupper(c) && std::islower(c2) && RE2::Consume(&piece, syslogPrefix())) return true;
  if ((c == 'I' || c == 'W' || c == 'E' || c == 'F') && std::isdigit(c2) && RE2::Consume(&piece, glogPrefix())) return true;
  if (std::isalnum(c) && piece.find('|') != re2::StringPiece::npos) return RE2::Consume(&piece, composePrefix());
  return false;
}

// Whether every non-empty line starts with one level of Markdown or e-mail quoting ("> "): a paste
// quoted from an issue thread. A Python or shell prompt (">>>", ">>") is not a quote.
bool quotedThroughout(std::string_view text) {
  bool any = false;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    if (line[0] != '>' || (line.size() > 1 && line[1] == '>')) return false;
    any = true;
  }
  return any;
}

std::size_t utf8SequenceLength(std::string_view in, std::size_t i) {
  const auto b0 = static_cast<unsigned char>(in[i]);
  std::size_t len;
  unsigned min;
  if (b0 < 0x80) return 1;
  if (b0 >= 0xC2 && b0 <= 0xDF) { len = 2; min = 0x80; }
  else if (b0 >= 0xE0 && b0 <= 0xEF) { len = 3; min = 0x800; }
  else if (b0 >= 0xF0 && b0 <= 0xF4) { len = 4; min = 0x10000; }
  else return 0;
  if (i + len > in.size()) return 0;
  unsigned cp = b0 & (0x7F >> len);
  for (std::size_t k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(in[i + k]);
    if ((b & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

// Removes ANSI CSI/OSC escape sequences and other C0 controls except tab and newline. Ordinary
// bytes are copied a run at a time.
std::string stripControls(std::string_view in) {
  std::string out;
  out.reserve(in.size());
  std::size_t run = 0;  // where the bytes not yet copied begin
  for (std::size_t i = 0; i < in.size(); ++i) {
    const char c = in[i];
    const auto u = static_cast<unsigned char>(c);
    if ((u >= 0x20 && u != 0x7f) || c == '\n' || c == '\t') continue;  // kept: part of the run
    out.append(in.data() + run, i - run);
    if (c == '\x1b') {
      if (i + 1 < in.size() && in[i + 1] == '[') {  // CSI: ESC [ params final-byte
        std::size_t j = i + 2;
        while (j < in.size() && !(in[j] >= '@' && in[j] <= '~')) ++j;
        i = j;
      } else if (i + 1 < in.size() && in[i + 1] == ']') {  // OSC: ends with BEL or ESC '\'
        std::size_t j = i + 2;
        while (j < in.size() && in[j] != '\a' && !(in[j] == '\x1b' && j + 1 < in.size() && in[j + 1] == '\\')) ++j;
        i = (j < in.size() && in[j] == '\x1b') ? j + 1 : j;
      } else if (i + 1 < in.size() && static_cast<unsigned char>(in[i + 1]) < 0x80) {
        ++i;  // a two-byte escape (ESC + one ASCII byte)
      }
      // An ESC before a multi-byte character drops only the ESC: skipping one byte of that
      // character would leave invalid UTF-8 behind.
    } else if (c == '\r' && !(i + 1 < in.size() && in[i + 1] == '\n')) {
      out.push_back('\n');  // lone CR (progress output) -> LF; CR LF -> LF drops the CR
    }
    run = std::min(i + 1, in.size());
  }
  out.append(in.data() + run, in.size() - run);
  return out;
}

// Whether a line is a structured log record (JSON) holding a multi-line message whose line ends
// are escaped: `{"level":"error","stack":"Traceback ...\n  File ...\n"}`. Two escaped line ends
// in a JSON-looking line, or three in any line.
bool holdsEscapedLines(std::string_view line) {
  int count = 0;
  // find() jumps between backslashes (memchr); the character after one is its escape, so an
  // escaped backslash (`\\n`) is not a line end.
  for (std::size_t i = line.find('\\'); i != std::string_view::npos && i + 1 < line.size(); i = line.find('\\', i + 2))
    if (line[i + 1] == 'n') ++count;
  if (count >= 3) return true;
  return count >= 2 && line.find("\":") != std::string_view::npos;
}

// The line with JSON's string escapes undone: \n \t \" \\ \/ \uXXXX (a lone surrogate becomes
// U+FFFD); \r before \n is dropped; any other backslash stays as it is.
std::string unescapeJson(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 >= s.size()) {
      out.push_back(s[i]);
      continue;
    }
    const char e = s[i + 1];
    switch (e) {
      case 'n': out.push_back('\n'); ++i; continue;
      case 't': out.push_back('\t'); ++i; continue;
      case 'r':
        if (!(i + 3 < s.size() && s[i + 2] == '\\' && s[i + 3] == 'n')) out.push_back('\n');
        ++i;
        continue;
      case '"': case '\\': case '/': out.push_back(e); ++i; continue;
      case 'u': {
        long cp = hex4(s, i + 2);
        if (cp < 0) break;
        std::size_t used = 6;
        if (cp >= 0xD800 && cp <= 0xDBFF) {
          const long low = i + 7 < s.size() && s[i + 6] == '\\' && s[i + 7] == 'u' ? hex4(s, i + 8) : -1;
          if (low >= 0xDC00 && low <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            used = 12;
          } else {
            cp = 0xFFFD;
          }
        } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
          cp = 0xFFFD;
        }
        appendUtf8(out, static_cast<unsigned>(cp));
        i += used - 1;
        continue;
      }
      default: break;
    }
    out.push_back(s[i]);
  }
  return out;
}

}  // namespace

bool isCleanUtf8(std::string_view in) {
  constexpr std::uint64_t kHigh = 0x8080808080808080ULL, kOnes = 0x0101010101010101ULL;
  std::size_t i = 0;
  while (i < in.size()) {
    if (i + 8 <= in.size()) {  // eight ASCII bytes, none of them NUL, at once
      std::uint64_t w;
      std::memcpy(&w, in.data() + i, 8);
      if ((w & kHigh) == 0 && ((w - kOnes) & ~w & kHigh) == 0) {
        i += 8;
        continue;
      }
    }
    if (in[i] == '\0') return false;
    const std::size_t len = utf8SequenceLength(in, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

bool sanitizeUtf8(std::string_view in, std::string& out) {
  if (isCleanUtf8(in)) {
    out.assign(in.data(), in.size());
    return false;
  }
  out.clear();
  out.reserve(in.size());
  bool changed = false;
  for (std::size_t i = 0; i < in.size();) {
    if (in[i] == '\0') { changed = true; ++i; continue; }
    const std::size_t len = utf8SequenceLength(in, i);
    if (len == 0) {
      out += "\xEF\xBF\xBD";
      changed = true;
      ++i;
      continue;
    }
    out.append(in.substr(i, len));
    i += len;
  }
  return changed;
}

std::size_t NormalizedText::lineAt(std::size_t offset) const {
  auto it = std::upper_bound(lines.begin(), lines.end(), offset,
                             [](std::size_t off, const NormalizedLine& l) { return off < l.offset; });
  if (it == lines.begin()) return 0;
  return static_cast<std::size_t>(std::distance(lines.begin(), it) - 1);
}

std::string foldTypographicQuotes(std::string_view in) {
  // U+2018 and U+2019 are E2 80 98/99 in UTF-8, U+201C and U+201D E2 80 9C/9D.
  if (in.find("\xE2\x80") == std::string_view::npos) return std::string(in);
  std::string out;
  out.reserve(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] == '\xE2' && i + 2 < in.size() && in[i + 1] == '\x80') {
      const char c = in[i + 2];
      if (c == '\x98' || c == '\x99' || c == '\x9C' || c == '\x9D') {
        out.push_back(c == '\x98' || c == '\x99' ? '\'' : '"');
        i += 2;
        continue;
      }
    }
    out.push_back(in[i]);
  }
  return out;
}

NormalizedText normalize(std::string_view raw) {
  NormalizedText out;
  std::string utf8;
  if (sanitizeUtf8(raw, utf8)) out.notes.push_back("input had NUL bytes or invalid UTF-8; they were removed or replaced");
  const std::string clean = foldTypographicQuotes(stripControls(utf8));

  std::string_view rest(clean);
  const bool quoted = quotedThroughout(rest);
  int number = 0;
  bool seenContent = false;
  while (!rest.empty() || number == 0) {
    const std::size_t nl = rest.find('\n');
    std::string_view line = rest.substr(0, nl);
    rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    ++number;
    if (quoted && !line.empty() && line[0] == '>') line.remove_prefix(line.size() > 1 && line[1] == ' ' ? 2 : 1);
    // A line of the form "$ command" before any other content is the command the user ran.
    if (!seenContent) {
      std::string_view t = line;
      while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
      if (t.empty()) {
        if (nl == std::string_view::npos) break;
        continue;
      }
      seenContent = true;
      if (t.size() > 2 && (t.substr(0, 2) == "$ " || t.substr(0, 2) == "% ")) {
        out.command = std::string(t.substr(2));
        out.commandLine = number;
        if (nl == std::string_view::npos) break;
        continue;
      }
    }
    auto append = [&](std::string_view part) {
      re2::StringPiece piece(part.data(), part.size());
      for (int round = 0; round < 3 && consumeLogPrefix(piece); ++round) {
      }
      NormalizedLine l;
      l.offset = out.text.size();
      l.length = piece.size();
      l.number = number;
      out.text.append(piece.data(), piece.size());
      out.text.push_back('\n');
      out.lines.push_back(l);
    };
    if (holdsEscapedLines(line)) {
      // Each line of the escaped message is a line of its own, all with the record's number.
      const std::string expanded = foldTypographicQuotes(stripControls(unescapeJson(line)));
      std::string_view parts(expanded);
      for (std::size_t end = parts.find('\n');; end = parts.find('\n')) {
        append(parts.substr(0, end));
        if (end == std::string_view::npos) break;
        parts.remove_prefix(end + 1);
      }
    } else {
      append(line);
    }
    if (nl == std::string_view::npos) break;
  }
  if (!out.text.empty()) out.text.pop_back();  // no trailing '\n' after the last line
  return out;
}

}  // namespace errknow::core
