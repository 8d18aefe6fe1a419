// Taking container log prefixes off; see LinePrefixes.h.
#include "LinePrefixes.h"

#include <re2/re2.h>

#include <algorithm>
#include <string>

namespace errknow::ai {
namespace {

const RE2& containerPrefix() {
  static const RE2 re(R"(^(?:[\w.-]+\s*\| ?|\[pod/[^\]\s]+\] ))");
  return re;
}

std::size_t prefixLength(std::string_view line) {
  re2::StringPiece piece(line.data(), std::min<std::size_t>(line.size(), 200));
  re2::StringPiece match;
  if (!containerPrefix().Match(piece, 0, piece.size(), RE2::ANCHOR_START, &match, 1)) return 0;
  // "ERROR | message" is a log level column, not a container's name.
  std::string name(match.data(), match.size());
  name = name.substr(0, name.find_first_of(" \t|"));
  for (const char* level : {"ERROR", "WARN", "WARNING", "INFO", "DEBUG", "TRACE", "FATAL", "CRITICAL", "NOTICE"})
    if (name == level) return 0;
  return match.size();
}

}  // namespace

core::NormalizedText withoutContainerPrefixes(const core::NormalizedText& text) {
  std::size_t nonEmpty = 0, prefixed = 0;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    if (text.lines[i].length == 0) continue;
    ++nonEmpty;
    if (prefixLength(text.line(i)) > 0) ++prefixed;
  }
  if (prefixed < 2 || prefixed * 2 < nonEmpty) return text;
  core::NormalizedText out;
  out.command = text.command;
  out.commandLine = text.commandLine;
  out.notes = text.notes;
  out.text.reserve(text.text.size());
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    std::string_view line = text.line(i);
    line.remove_prefix(prefixLength(line));
    if (!out.lines.empty()) out.text.push_back('\n');
    out.lines.push_back({out.text.size(), line.size(), text.lines[i].number});
    out.text.append(line);
  }
  return out;
}

}  // namespace errknow::ai
