// The record's causes re-ranked by what this input shows: each rule ties a fact of the input (a
// Bearer token was sent, the refused port is PostgreSQL's on this machine, a module is missing, the
// input runs in Docker) to words in a cause, and moves causes with those words up or down. Words a
// cause shares with the input's error lines count a little too. Ties keep the record's order.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "InputFacts.h"
#include "errknow/core/Record.h"

namespace errknow::ai {

struct RankedCause {
  std::string text;
  double score = 0;
  std::string because;  // why it moved up, empty when it did not
};

// `errorText`: the input's error lines (lower-cased inside); `platforms`: the platforms found.
std::vector<RankedCause> rankCauses(const core::Record& record, const InputFacts& facts, std::string_view errorText,
                                    const std::vector<std::string>& platforms);

}  // namespace errknow::ai
