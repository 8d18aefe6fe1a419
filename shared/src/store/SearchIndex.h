// Catalogue search as people use it (GET /api/v1/search, the website's /search, `errknow search`):
// an in-memory index over every record's code, aliases, title, message template, slug, category
// and meaning. A query ranks exact codes, aliases and slugs first, then records by how much of the
// query they cover (rare words weigh more; exact words beat word prefixes; titles, messages and codes
// beat meanings), how much of the record's own error text the query covers, and whether the query
// appears whole in the record's text. The colloquial vocabulary (SearchVocabulary.h) adds rewritten
// queries. Records below a relevance floor are not matches: they are neither returned nor counted.
// Immutable after construction, so safe to share between threads.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "errknow/core/Catalogue.h"
#include "errknow/core/Searcher.h"

namespace errknow::store::search {

class SearchIndex {
 public:
  // The catalogue must outlive the index (hits point into it).
  explicit SearchIndex(const core::Catalogue& catalogue);

  core::SearchResults search(std::string_view query, std::size_t limit) const;

  // The relevance floor, on the raw scale (coverage and bonuses) before scores are scaled under
  // the exact hits' 1.0 (a code or alias) and 0.95 (a slug): about 0.31 as a returned score.
  static constexpr double kFloor = 0.45;

 private:
  struct Posting {
    std::uint32_t record;
    float weight;  // how much a match in this record counts, by the field it is in (0..1]
  };
  struct RecordText {
    std::string head;                 // the title's error text (before ": "), spaced words
    std::string title;                // spaced words
    std::string message;              // the message template without placeholders, spaced words
    std::vector<std::uint32_t> headTerms;  // distinct terms of the head, 2+ characters
  };
  struct Scored {
    std::uint32_t record;
    double score;
  };

  void add(std::uint32_t record, const std::string& term, float weight);
  // The scores of every record for one query's words, into `out` (sized to the records).
  void score(const std::vector<std::string>& words, std::vector<double>& out) const;

  const core::Catalogue& catalogue_;
  std::vector<std::string> terms_;                // sorted
  std::vector<std::vector<Posting>> postings_;    // by term
  std::vector<double> idf_;                       // by term
  std::vector<RecordText> records_;               // by record index
  std::unordered_map<std::string, std::vector<std::uint32_t>> byName_;  // squeezed code or alias -> records
};

}  // namespace errknow::store::search
