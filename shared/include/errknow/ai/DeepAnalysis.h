// The AI deep analysis's answer (the API's `ai` object) and the builtin analysis that makes one
// offline: it goes beyond the catalogue record to this input. It finds the root-cause frame (the
// innermost frame in the user's own code, per language), follows exception chains to the first
// cause, orders a log's failures, re-ranks the record's causes by the evidence in the input, and
// writes steps naming this input's file and line, module, host and port, table or path, quoting
// the lines it rests on. Deterministic, no I/O, linear in the input; never fails on user text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/Analyzer.h"

namespace errknow::ai {

inline constexpr const char* kBuiltinProvider = "builtin";
inline constexpr const char* kBuiltinModel = "errknow-builtin-1";

// One quoted input line: its original 1-based number (0 when a provider could not say) and text.
struct EvidenceLine {
  int line = 0;
  std::string text;
};

struct DeepAnalysis {
  std::string provider = kBuiltinProvider;
  std::string model = kBuiltinModel;
  std::string summary;
  std::string rootCause;
  std::vector<std::string> steps;
  std::vector<EvidenceLine> evidence;  // in input order
  double confidence = 0;               // in [0, 1]
};

// `analysis` must be the analyzer's answer for the same `input` (its records are read, not copied).
DeepAnalysis analyzeDeeply(std::string_view input, const core::Analysis& analysis);

}  // namespace errknow::ai
