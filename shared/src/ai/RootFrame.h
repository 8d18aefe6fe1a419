// The root-cause location: the innermost frame in the user's own code of the first cause's trace
// (Python lists frames before its exception, innermost last; the JVM, .NET, JavaScript, Go, Rust
// and C/C++ list them after, innermost first). Without frames, the first compiler error location
// ("main.c:5:3: error:", "--> src/main.rs:4:5", "app.ts(3,7): error", "Main.java:12: error:").
#pragma once

#include <optional>

#include "ExceptionChain.h"
#include "TraceFrames.h"

namespace errknow::ai {

struct RootLocation {
  TraceFrame frame;
  bool fromTrace = true;  // false: a compiler's error location
};

// `frames` and `chain` of the same text. nullopt when the input has no user location at all.
std::optional<RootLocation> findRootLocation(const core::NormalizedText& text, const std::vector<TraceFrame>& frames,
                                             const ExceptionChain& chain);

}  // namespace errknow::ai
