// The line a client shows beside an explanation's title: the meaning's first sentence, short.
#pragma once

#include <cstddef>
#include <string>

namespace errknow::lsp {

constexpr std::size_t kSummaryMax = 280;

// The first sentence of `meaning` (a full stop after a word, then a space and no lower-case
// letter: "e.g. ", "i.e. ", "etc. the" and "v1.2 " do not end one), cut at a word with "..." when
// it is longer than kSummaryMax bytes, never inside a UTF-8 character.
std::string meaningSummary(const std::string& meaning);

}  // namespace errknow::lsp
