// Everything the builtin analysis read from one input, gathered once and passed to the parts that
// write the answer (Steps.cpp, DeepAnalysis.cpp): what it found in the text, and how far the
// analyzer's detection can be trusted (a specific record, a weak guess, the ecosystem's generic
// answer, or nothing recognised).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CauseRanking.h"
#include "ExceptionChain.h"
#include "InputFacts.h"
#include "LogEvents.h"
#include "RootFrame.h"
#include "Prose.h"
#include "TraceFrames.h"
#include "errknow/core/Analyzer.h"
#include "errknow/core/Placeholders.h"

namespace errknow::ai {

// How much the detected record says about this input.
enum class Detection {
  Specific,      // a record for this very error, with a confidence of at least kWeakDetection
  Weak,          // a specific record, but a guess (confidence below kWeakDetection)
  Generic,       // the ecosystem's generic answer ("PHP error"): it names the ecosystem, not the error
  Unrecognised,  // general/unrecognized, or no finding at all
};
inline constexpr double kWeakDetection = 0.4;

struct InputReading {
  InputReading(const core::NormalizedText& t, const core::Analysis& a) : text(t), analysis(a) {}
  const core::NormalizedText& text;
  const core::Analysis& analysis;
  const core::Record* record = nullptr;  // the detected record, nullptr if the analysis has none
  std::vector<TraceFrame> frames;
  ExceptionChain chain;
  std::vector<LogEvent> failures;
  InputFacts facts;
  std::optional<RootLocation> root;
  std::string rootCodeLine;  // the source line Python prints under the root frame, trimmed
  std::vector<RankedCause> causes;
  Detection detection = Detection::Unrecognised;
  double detectionConfidence = 0;  // the analyzer's, 0 without a finding
  std::string errorLines;          // the input's error lines, for checking record text against
  core::PlaceholderValues values;  // the finding's values, then those read here (port, host, ...)

  // A record text (cause, step, meaning) as the user sees it: placeholders filled with the values.
  std::string fill(std::string_view recordText) const { return core::fillPlaceholders(recordText, values); }

  const RaisedError* rootError() const {
    return chain.root >= 0 ? &chain.errors[static_cast<std::size_t>(chain.root)] : nullptr;
  }
  bool hasStatus(const char* status) const;
  // Whether the input reads as a log of several failures (not one trace or one chain), so that the
  // first failure and what followed are worth naming.
  bool isLogOfFailures() const {
    if (failures.size() < 2 || chain.chained) return false;
    for (const LogEvent& e : failures) {
      bool raised = false;
      for (const RaisedError& err : chain.errors) raised = raised || err.lineIndex == e.lineIndex;
      if (!raised) return true;
    }
    return false;
  }
};

// The input-specific steps, most specific first, then the record's own quick fix, placeholders
// filled; a record step that repeats an earlier one or that the input contradicts is left out.
std::vector<std::string> writeSteps(const InputReading& reading);

// "file:line" or "file" or the function when there is no file.
std::string describeLocation(const TraceFrame& frame);

// The compiler's own words for the root location's error, without the location and "error:"
// ("'cout' was not declared in this scope"), cut at a word; empty when the root is not a compiler's.
std::string compilerMessage(const InputReading& reading);

}  // namespace errknow::ai
