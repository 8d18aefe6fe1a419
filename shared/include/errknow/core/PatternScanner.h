// Finds which of many regular expressions match a text, in one pass. Two engines behind one
// interface: Vectorscan (the default: a single multi-pattern scan, then RE2 confirms each
// candidate) and an RE2::Set (kept for comparison in the benchmarks and as a fallback).
// Both are immutable after construction and safe to use from many threads at once.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::core {

struct PatternMatch {
  int id = 0;               // index into the pattern list given at construction
  std::size_t begin = 0;    // byte offsets of the first match in the text
  std::size_t end = 0;
};

struct PatternError {
  int id = 0;          // index into the pattern list given at construction
  std::string reason;  // why it could not be compiled
};

class PatternScanner {
 public:
  virtual ~PatternScanner() = default;
  // Every pattern that matches `text`, with its first (leftmost) match, ordered by id. `text` must
  // be valid UTF-8 (core::normalize makes it so).
  virtual std::vector<PatternMatch> scan(std::string_view text) const = 0;
  // The ids of patterns that may match, unconfirmed and unordered, for callers that run their own
  // RE2 afterwards (a superset of what scan() returns, found in one pass). Vectorscan sees the
  // patterns before `hintsFrom` without their word boundaries, so this superset is wide for them;
  // a caller that takes candidates as matches makes every pattern a hint (hintsFrom 0).
  virtual std::vector<int> candidates(std::string_view text) const = 0;
  // Patterns that could not be compiled. They never match.
  virtual const std::vector<PatternError>& errors() const = 0;
  // The compiled form, to be handed back to makePatternScanner in another process on the same
  // kind of CPU (empty for engines that cannot do it).
  virtual std::string serialize() const = 0;
};

enum class ScannerEngine { Vectorscan, Re2Set };

// Patterns are RE2 syntax, matched in multi-line mode ("(?m)" is implied).
// `compiled`, when given, is a serialize() result for the very same patterns: it is used instead of
// compiling when it fits (same patterns, a CPU it runs on), and ignored otherwise.
// Patterns from index `hintsFrom` on are hints, for callers that only ask whether a pattern is
// there (the analysis's ecosystem markers, scanned in the catalogue's pass): the Vectorscan engine's
// scan() reports each where it saw one match end, unconfirmed by RE2 (a superset, as candidates()
// is), with begin == end unless all its matches have one length, and never tracks their start.
// The Re2Set engine confirms them like the others. The other patterns are compiled by Vectorscan
// without their word boundaries (`\b`: costly there), and RE2 confirms every match it reports.
std::unique_ptr<PatternScanner> makePatternScanner(const std::vector<std::string>& patterns,
                                                   ScannerEngine engine = ScannerEngine::Vectorscan,
                                                   std::string_view compiled = {},
                                                   std::size_t hintsFrom = static_cast<std::size_t>(-1));

// How the Vectorscan engine compiles patterns, for tools that time a pattern as the scanner holds
// it (bench/PatternCost.cpp): its one-end flags and its start-tracking flags.
struct VectorscanFlags {
  unsigned oneEnd;
  unsigned tracked;
};
VectorscanFlags vectorscanFlags();
// Whether the Vectorscan engine tracks the pattern's start: not when all its matches have one
// length (the start is then the end less that length), nor for a lazy quantifier, nor when
// Vectorscan cannot track it or represent it exactly. (When the patterns compiled together are
// refused, the engine may track fewer.)
bool vectorscanTracksStart(const std::string& pattern);

// Whether RE2 accepts the pattern; on failure `error` says why.
bool checkPattern(const std::string& pattern, std::string& error);

}  // namespace errknow::core
