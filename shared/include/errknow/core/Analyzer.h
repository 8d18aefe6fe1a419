// The analyzer: from raw text to findings. It normalises the input, extracts signals, decides
// which ecosystems the text comes from, matches every record's patterns in one scan, looks up the
// codes found, ranks the candidates by evidence (answering only from ecosystems the text gives
// evidence for, else with the ecosystem's generic record or general/unrecognized), splits the
// input into distinct findings, the likely root cause first, and fills each finding's steps with
// the user's own values. The stages are in src/core/AnalysisStages.h. Built once per catalogue (compiling the patterns costs milliseconds); analyze() is
// const and thread-safe, does no I/O, and never fails on user text.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "errknow/core/Catalogue.h"
#include "errknow/core/Ecosystems.h"
#include "errknow/core/PatternScanner.h"
#include "errknow/core/Placeholders.h"
#include "errknow/core/Searcher.h"
#include "errknow/core/Signals.h"

namespace errknow::core {

class MessageTemplates;

struct Evidence {
  std::string kind;   // "pattern", "code", "search" or "ecosystem"
  std::string match;  // the matched text, the code, or the query
  int line = 0;       // original 1-based line number, 0 when not tied to a line
  std::string text;   // that input line (normalised)
};

struct Candidate {
  const Record* record = nullptr;  // a generic record (isGeneric) names the ecosystem, not the error
  std::string code;        // usually record->code; the exception found for a generic entry
  double score = 0;        // internal ranking score
  double confidence = 0;   // calibrated, in [0, 1]
  int line = 0;            // the line of the strongest evidence
  std::vector<Evidence> evidence;
};

struct Finding {
  Candidate detected;
  std::vector<Candidate> alternatives;     // best first, at most 5, never the detected record; no evidence
  std::vector<PlatformFix> platformFixes;  // the record's, platforms found in the input first
  PlaceholderValues values;                // the user's values for the record's step placeholders
};

struct Analysis {
  Signals signals;
  std::vector<Finding> findings;  // never empty: the fallback when nothing was recognised
  std::vector<std::string> notes;
};

// The record and weight of each scanned pattern, by the pattern's index in the scan.
struct PatternOwner {
  const Record* record;
  double weight;
};

struct AnalyzerOptions {
  ScannerEngine engine = ScannerEngine::Vectorscan;
  std::size_t maxInputBytes = 16u << 20;  // longer input is cut here, with a note
  std::size_t maxFindings = 10;
  // A PatternScanner::serialize() result for this catalogue's patterns (the compiled catalogue
  // carries one), so that start-up skips compiling them. Ignored when it does not fit.
  std::string_view precompiledScanner;
};

class Analyzer {
 public:
  // The catalogue (and searcher, if any) must outlive the analyzer.
  explicit Analyzer(const Catalogue& catalogue, const Searcher* searcher = nullptr, AnalyzerOptions options = {});
  ~Analyzer();
  Analyzer(const Analyzer&) = delete;
  Analyzer& operator=(const Analyzer&) = delete;

  // languageHint: a canonical language id or empty.
  Analysis analyze(std::string_view text, std::string_view languageHint = {}) const;

  // Patterns that failed to compile, as "category/slug pattern N: reason".
  const std::vector<std::string>& patternErrors() const { return patternErrors_; }
  const Catalogue& catalogue() const { return catalogue_; }
  // The compiled patterns, for storing beside the catalogue (empty when the engine cannot).
  std::string serializedScanner() const { return scanner_->serialize(); }

 private:
  const Catalogue& catalogue_;
  const Searcher* searcher_;
  AnalyzerOptions options_;
  std::vector<PatternOwner> owners_;
  std::unique_ptr<PatternScanner> scanner_;
  std::vector<std::string> patternErrors_;
  EcosystemDetector ecosystems_;
  std::unordered_map<std::string, const Record*> generics_;  // each category's generic record
  std::unique_ptr<MessageTemplates> templates_;
};

// The record's platform fixes with the given platforms first, in their order.
std::vector<PlatformFix> orderPlatformFixes(const Record& record, const std::vector<std::string>& platforms);

}  // namespace errknow::core
