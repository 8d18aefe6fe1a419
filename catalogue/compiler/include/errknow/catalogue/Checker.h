// Proves a loaded catalogue: identities (duplicate slugs, two primaries for a code, retired slugs,
// related links), tiers (minimum causes, fixes, checks, examples, patterns), example sources,
// filler (a meaning that restates the title, a rule's title that only repeats its message, masked
// duplicates across records, empty platform fixes), patterns that do not compile, and that every
// example is detected first as its own record by the real analyzer.
#pragma once

#include <vector>

#include "errknow/catalogue/Loader.h"

namespace errknow::catalogue {

struct CheckSummary {
  std::size_t records = 0;
  std::size_t examples = 0;
  std::size_t examplesProved = 0;
};

std::vector<Problem> checkCatalogue(const LoadedCatalogue& loaded, CheckSummary* summary = nullptr);

}  // namespace errknow::catalogue
