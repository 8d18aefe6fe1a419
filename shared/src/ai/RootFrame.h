// The root-cause location: the innermost frame in the user's own code of the first cause's trace
// (Python lists frames before its exception, innermost last; the JVM, .NET, JavaScript, Go, Rust,
// C/C++ and PHP list them after, innermost first; PHP's error line names the innermost itself).
// Without frames, the first compiler error location ("main.c:5:3: error:", "--> src/main.rs:4:5",
// "app.ts(3,7): error", "Main.java:12: error:"); for an error inside a library or system header, the
// user's location that led there ("main.cpp:7:17:   required from here", clang's "requested here",
// "In file included from main.cpp:1").
#pragma once

#include <optional>

#include "ExceptionChain.h"
#include "TraceFrames.h"

namespace errknow::ai {

struct RootLocation {
  TraceFrame frame;
  bool fromTrace = true;       // false: a compiler's error location
  std::size_t errorLine = 0;   // compiler: index of the error's own line
  bool errorInLibrary = false; // compiler: the error is in library code, reached from `frame`
};

// `frames` and `chain` of the same text. nullopt when the input has no user location at all.
std::optional<RootLocation> findRootLocation(const core::NormalizedText& text, const std::vector<TraceFrame>& frames,
                                             const ExceptionChain& chain);

}  // namespace errknow::ai
