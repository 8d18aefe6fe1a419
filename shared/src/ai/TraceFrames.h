// Stack frames of every language the builtin analysis reads (Python, JVM, .NET, JavaScript and
// TypeScript, Go, Rust, C and C++ under sanitizers, gdb or valgrind, Ruby, PHP), each with the input
// line it sits on and whether it is the user's own code rather than a library's or the runtime's.
// PHP's error line names where it was raised ("... in /app/User.php:57", "... on line 57"): that
// location is the trace's innermost frame.
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

// Whether a frame (or a compiler location) is library code: core::isLibraryFrame's markers, plus the
// ones it does not know: a `vendor/` directory anywhere in the path, Go's GOROOT under its other
// names (`GOROOT/`, `/sdk/go1.x/`, `Program Files/Go/src/`) and module cache under -trimpath (`module@v1.2.3/`),
// Go's standard packages by function name, system and SDK headers outside /usr/include (macOS
// SDKs, Homebrew, Windows Kits, Visual Studio), and other package caches (Maven, Gradle, NuGet,
// Yarn, Deno's remote modules). core's `internal/` marker (Node's runtime) counts for JavaScript
// frames only: elsewhere `internal/` is a project's own directory (Go's internal packages).
// `language` is a TraceFrame's, or empty (a compiler's location).
bool isLibraryCode(std::string_view language, std::string_view file, std::string_view function);

}  // namespace errknow::ai
