// The port through which the front ends search the catalogue (searchWithTotal) and the analyzer
// falls back to full-text search when no pattern or code fires (searchText). core defines it;
// shared/store implements it (docs/search.md). Implementations must be safe to call from several
// threads at once.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include "errknow/core/Record.h"

namespace errknow::core {

struct SearchHit {
  const Record* record = nullptr;
  double score = 0;  // higher is better, in [0, 1]
};

// One page of a search: the best hits and how many records matched in all.
struct SearchResults {
  std::vector<SearchHit> hits;  // best first, at most the limit asked
  std::size_t total = 0;        // every match above the relevance floor, before the limit
};

class Searcher {
 public:
  virtual ~Searcher() = default;
  // A query a person typed: best first, at most `limit`, with the number of matches. Never
  // throws; an unusable query yields no hits.
  virtual SearchResults searchWithTotal(std::string_view query, std::size_t limit) const = 0;
  // searchWithTotal's hits only.
  std::vector<SearchHit> search(std::string_view query, std::size_t limit) const {
    return searchWithTotal(query, limit).hits;
  }
  // The analyzer's last resort for a text that no pattern or code recognised (lines of a log, not
  // a query a person typed), among the records of `category` only (every record when empty): an
  // implementation may rank it its own way and keep only the text's distinctive words when enough
  // of them are left, since the words many records share cost most and decide little. By default,
  // search()'s hits of that category.
  virtual std::vector<SearchHit> searchText(std::string_view text, std::size_t limit, std::string_view category = {}) const {
    std::vector<SearchHit> hits = search(text, category.empty() ? limit : limit * 8);
    if (!category.empty())
      hits.erase(std::remove_if(hits.begin(), hits.end(), [&](const SearchHit& h) { return h.record->category != category; }),
                 hits.end());
    if (hits.size() > limit) hits.resize(limit);
    return hits;
  }
};

}  // namespace errknow::core
