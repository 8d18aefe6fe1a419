// Failure lines of a log, folded by shape (digits and hex collapsed) so a retry loop is one event.
#include "LogEvents.h"

#include <re2/re2.h>

#include <unordered_map>

namespace errknow::ai {
namespace {

const RE2& failureLine() {
  static const RE2 re(
      R"((?:^|[\s\[(|:])(?:ERROR|FATAL|CRITICAL|SEVERE|PANIC|EMERG|ALERT|E/|F/)(?:$|[\s\]):|])|)"
      R"((?i:\berror\b\s*[:\[(])|\berror [A-Z]{2,}\d+|\bfailed\b|\bFailed\b|\bFAILED\b|\b[A-Z][\w$]*(?:Error|Exception)\b|^panic: |^fatal error: |)"
      R"(\bpanicked at\b|\brefused\b|\bdenied\b|\btimed out\b|\bsegmentation fault\b|\bkilled\b|\bcore dumped\b)");
  return re;
}
const RE2& frameLike() {
  static const RE2 re(R"(^\s+(?:at |File "|from |by 0x|#\d)|^\s+\S+\.go:\d+|^\s*\.\.\. \d+ more)");
  return re;
}

// A tool's closing line that only counts the errors before it.
const RE2& summaryLine() {
  static const RE2 re(R"(aborting due to|could not compile|^For more information about|^Found \d+ errors?|^\d+ errors? generated)");
  return re;
}

// The line with runs of digits (and hex after 0x) replaced, so that repeats compare equal.
std::string shapeOf(std::string_view line) {
  std::string out;
  out.reserve(std::min<std::size_t>(line.size(), 300));
  bool inNumber = false;
  for (std::size_t i = 0; i < line.size() && out.size() < 300; ++i) {
    const char c = line[i];
    const bool digit = c >= '0' && c <= '9';
    if (digit) {
      if (!inNumber) out.push_back('#');
      inNumber = true;
      continue;
    }
    if (inNumber && ((c >= 'a' && c <= 'f') || c == 'x')) continue;
    inNumber = false;
    out.push_back(c);
  }
  return out;
}

}  // namespace

std::vector<LogEvent> findFailureEvents(const core::NormalizedText& text, std::size_t limit) {
  std::vector<LogEvent> events;
  std::unordered_map<std::string, std::size_t> byShape;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.empty() || line.size() > 4000) continue;
    const re2::StringPiece piece(line.data(), line.size());
    if (!RE2::PartialMatch(piece, failureLine()) || RE2::PartialMatch(piece, frameLike()) ||
        RE2::PartialMatch(piece, summaryLine()))
      continue;
    // The source line Python prints under a frame ("    raise KeyError(key)") is code, not an event.
    if (i > 0 && text.line(i - 1).find("File \"") != std::string_view::npos && !line.empty() && line.front() == ' ') continue;
    std::string shape = shapeOf(line);
    if (auto it = byShape.find(shape); it != byShape.end()) {
      ++events[it->second].repeats;
      continue;
    }
    if (events.size() >= limit) continue;
    byShape.emplace(std::move(shape), events.size());
    events.push_back({i, text.lines[i].number, 1});
  }
  return events;
}

}  // namespace errknow::ai
