// The record's causes re-ranked by what this input shows: each rule ties a fact of the input (a
// Bearer token was sent, the refused port is PostgreSQL's on this machine, a module is missing, the
// input runs in Docker) to words in a cause, and moves causes with those words up or down. Words a
// cause shares with the input's error lines count a little too. Ties keep the record's order. A
// cause that states a value the input states otherwise ("started without arguments (length 1)"
// against "index out of range [5] with length 3", "One operand is None" against "'int' and 'str'")
// contradicts the input and goes last.
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
  bool contradicted = false;  // contradictsInput or blamesAnAbsentValueTheInputLacks
};

// Whether `text` (a cause, a step) states a quantity the input states otherwise: the same word
// (length, index, size, capacity, port, offset, count, status, signal, ...) followed by a number in
// both, and none of the text's numbers among the input's. `inputText` is the input's error lines;
// `port` the port the input's connection used (0: none).
bool contradictsInput(std::string_view text, std::string_view inputText, int port = 0);

// Whether a cause blames an absent value (None, null, nil, undefined) where the input quotes the
// values it got and none is absent. For causes only: a step may well say "handle None".
bool blamesAnAbsentValueTheInputLacks(std::string_view cause, std::string_view inputText);

// `errorText`: the input's error lines (lower-cased inside); `platforms`: the platforms found;
// `causes`: the record's causes as shown to the user (placeholders filled), in the record's order.
std::vector<RankedCause> rankCauses(const std::vector<std::string>& causes, const InputFacts& facts,
                                    std::string_view errorText, const std::vector<std::string>& platforms);
inline std::vector<RankedCause> rankCauses(const core::Record& record, const InputFacts& facts, std::string_view errorText,
                                           const std::vector<std::string>& platforms) {
  return rankCauses(record.causes, facts, errorText, platforms);
}

}  // namespace errknow::ai
