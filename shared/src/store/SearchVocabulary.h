// The colloquial vocabulary of catalogue search: words and short phrases people type for an error
// ("segfault", "npe", "oom", "disk full") and the catalogue's own words for it. A query that holds
// such a phrase is also searched with the phrase replaced by each of its meanings.
#pragma once

#include <string>
#include <vector>

namespace errknow::store::search {

// The queries to try besides `words` itself: one per (phrase found in `words`, meaning of it),
// each with that phrase replaced; at most `maxRewrites`, in the table's order.
std::vector<std::vector<std::string>> rewrites(const std::vector<std::string>& words, std::size_t maxRewrites = 8);

}  // namespace errknow::store::search
