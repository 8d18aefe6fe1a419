// The port through which the analyzer falls back to full-text search when no pattern or code
// fires. core defines it; shared/store implements it over SQLite FTS5. Implementations must be
// safe to call from several threads at once.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "errknow/core/Record.h"

namespace errknow::core {

struct SearchHit {
  const Record* record = nullptr;
  double score = 0;  // higher is better, in [0, 1]
};

class Searcher {
 public:
  virtual ~Searcher() = default;
  // Best first, at most `limit`. Never throws; an unusable query yields no hits.
  virtual std::vector<SearchHit> search(std::string_view query, std::size_t limit) const = 0;
  // The analyzer's last resort for a text that no pattern or code recognised (lines of a log, not
  // a query a person typed): ranked like search(), but an implementation may keep only the text's
  // distinctive words when enough of them are left, since the words many records share cost most
  // and decide little. By default, search().
  virtual std::vector<SearchHit> searchText(std::string_view text, std::size_t limit) const {
    return search(text, limit);
  }
};

}  // namespace errknow::core
