// The terminal style every human-readable output of the command line shares (the report of
// `analyze`, `search`, `show`): ANSI colours only when Io::colour says so, i.e. on a terminal
// without NO_COLOR and with a TERM other than `dumb` (main.cpp).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace errknow::cli {

struct Style {
  bool on;
  const char* bold() const { return on ? "\x1b[1m" : ""; }
  const char* dim() const { return on ? "\x1b[2m" : ""; }
  const char* red() const { return on ? "\x1b[31m" : ""; }
  const char* green() const { return on ? "\x1b[32m" : ""; }
  const char* yellow() const { return on ? "\x1b[33m" : ""; }
  const char* cyan() const { return on ? "\x1b[36m" : ""; }
  const char* reset() const { return on ? "\x1b[0m" : ""; }
};

// A section of a record: its heading in bold, then its items, numbered or as a list.
inline void printSection(std::ostream& out, const Style& s, const char* heading, const std::vector<std::string>& items,
                         bool numbered) {
  if (items.empty()) return;
  out << "  " << s.bold() << heading << s.reset() << "\n";
  for (std::size_t i = 0; i < items.size(); ++i) {
    out << "    ";
    if (numbered) out << (i + 1) << ". ";
    else out << "- ";
    out << items[i] << "\n";
  }
}

}  // namespace errknow::cli
