// Everything the builtin analysis read from one input, gathered once and passed to the parts that
// write the answer (Steps.cpp, DeepAnalysis.cpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CauseRanking.h"
#include "ExceptionChain.h"
#include "InputFacts.h"
#include "LogEvents.h"
#include "RootFrame.h"
#include "TraceFrames.h"
#include "errknow/core/Analyzer.h"

namespace errknow::ai {

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

// At most `bytes` bytes of `s`, cut at a UTF-8 character boundary, "…" added when cut.
std::string clip(std::string_view s, std::size_t bytes);

// The input-specific steps, most specific first, then the record's own quick fix (no repeats).
std::vector<std::string> writeSteps(const InputReading& reading);

// "file:line" or "file" or the function when there is no file.
std::string describeLocation(const TraceFrame& frame);

}  // namespace errknow::ai
