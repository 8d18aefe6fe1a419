// Patterns split into groups, one PatternScanner each, so that a caller scans only the groups a
// text can use: the analysis scans its always-needed patterns first, then only the languages the
// text leaves open (Analyzer.cpp). Ids in and out are the indices of the whole pattern list.
// Immutable after construction and safe to use from many threads at once.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/PatternScanner.h"

namespace errknow::core {

class GroupedScanner {
 public:
  // groupOf[i]: the group of pattern i, from 0 to groups - 1 (a group may be empty). Patterns from
  // `hintsFrom` on are hints, as for makePatternScanner. `compiled`, when given, is a serialize()
  // result for the same patterns and groups; a group whose part does not fit is compiled.
  GroupedScanner(const std::vector<std::string>& patterns, const std::vector<int>& groupOf, std::size_t groups,
                 ScannerEngine engine = ScannerEngine::Vectorscan, std::string_view compiled = {},
                 std::size_t hintsFrom = static_cast<std::size_t>(-1));
  ~GroupedScanner();
  GroupedScanner(const GroupedScanner&) = delete;
  GroupedScanner& operator=(const GroupedScanner&) = delete;

  std::size_t groups() const { return parts_.size(); }
  // The matches of one group's patterns, as PatternScanner::scan gives them, ordered by id.
  std::vector<PatternMatch> scan(std::string_view text, std::size_t group) const;
  // The matches of every group, ordered by id.
  std::vector<PatternMatch> scanAll(std::string_view text) const;
  // The ids of patterns of every group that may match, unconfirmed and unordered
  // (PatternScanner::candidates).
  std::vector<int> candidates(std::string_view text) const;
  // Patterns that could not be compiled, by their index in the whole list.
  const std::vector<PatternError>& errors() const { return errors_; }
  // Every group's compiled form, in one string (empty when the engine cannot serialise).
  std::string serialize() const;

 private:
  struct Part {
    std::vector<int> ids;  // the whole list's index of each of the group's patterns
    std::unique_ptr<PatternScanner> scanner;
  };
  std::vector<Part> parts_;
  std::vector<PatternError> errors_;
};

}  // namespace errknow::core
