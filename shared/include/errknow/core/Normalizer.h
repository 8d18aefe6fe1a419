// Turns raw user text (a pasted log, terminal output, a stack trace) into the normalised text
// that patterns are matched against: valid UTF-8 without NUL bytes, no ANSI escapes, LF line
// ends, typographic quotes made ASCII, timestamps, syslog and Docker Compose prefixes removed from line starts, one level of `> `
// quoting removed when every line is quoted, and a leading `$ command` line taken out and kept apart. Never fails: any byte sequence yields some text.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::core {

struct NormalizedLine {
  std::size_t offset = 0;  // byte offset of the line in NormalizedText::text
  std::size_t length = 0;  // without the '\n'
  int number = 0;          // 1-based line number in the original input
};

struct NormalizedText {
  std::string text;                   // lines joined with '\n'
  std::vector<NormalizedLine> lines;  // in order
  std::string command;                // the `$ command` line, without "$ ", or empty
  int commandLine = 0;                // its original line number, 0 when absent
  std::vector<std::string> notes;     // what was done to the input (invalid UTF-8 replaced, ...)

  std::string_view line(std::size_t index) const {
    return std::string_view(text).substr(lines[index].offset, lines[index].length);
  }
  // Index into `lines` of the line that holds byte `offset` of `text`.
  std::size_t lineAt(std::size_t offset) const;
};

// Replaces invalid UTF-8 sequences with U+FFFD and drops NUL bytes. Returns true if it changed
// anything.
bool sanitizeUtf8(std::string_view in, std::string& out);
// Whether sanitizeUtf8 would leave `in` as it is: valid UTF-8 without NUL bytes. Copies nothing.
bool isCleanUtf8(std::string_view in);

// Typographic quotes as a forum, a word processor or a locale prints them (‘ ’ “ ”) turned into the
// ASCII ones (' "). normalize() does it to the input, and the catalogue compiler to every pattern
// and message, so one pattern matches a message however its quotes were rendered.
std::string foldTypographicQuotes(std::string_view in);

NormalizedText normalize(std::string_view raw);

}  // namespace errknow::core
