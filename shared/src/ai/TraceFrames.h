// Stack frames of every language the builtin analysis reads (Python, JVM, .NET, JavaScript and
// TypeScript, Go, Rust, C and C++ under sanitizers, gdb or valgrind, Ruby, PHP), each with the input
// line it sits on and whether it is the user's own code rather than a library's or the runtime's.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/Normalizer.h"

namespace errknow::ai {

struct TraceFrame {
  std::string language;  // "python", "java", "dotnet", "javascript", "go", "rust", "cpp", "ruby", "php"
  std::string file;      // may be empty (.NET release builds, native frames)
  int line = 0;          // line in `file`, 0 when unknown
  std::string function;
  bool userCode = false;
  std::size_t lineIndex = 0;  // index into NormalizedText::lines
  int inputLine = 0;          // original 1-based input line
};

// Every frame, in input order.
std::vector<TraceFrame> findFrames(const core::NormalizedText& text);

}  // namespace errknow::ai
