// The compiled catalogue: a read-only SQLite database with an FTS5 index, its schema kept here in
// one place. writeCatalogue() compiles an in-memory catalogue into a file; CatalogueStore opens
// one (from a file, or from bytes embedded in the binary), loads every record into memory and
// answers searches: people's queries through an in-memory index (search::SearchIndex,
// docs/search.md), the analyzer's fallback through the database's FTS5 index. FTS5 queries are
// serialised on one connection: they take well under a millisecond (the analyzer's fallback, on a
// few inputs in a hundred, queries only rare words), so one mutex is cheaper than a connection per
// thread.
#pragma once

#include <cstddef>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "errknow/core/Analyzer.h"
#include "errknow/core/Catalogue.h"
#include "errknow/core/Searcher.h"

struct sqlite3;
struct sqlite3_stmt;

namespace errknow::store {
namespace search {
class SearchIndex;
}

inline constexpr int kCatalogueSchemaVersion = 4;  // 3: contentless FTS, compressed patterns; 4: rule records

struct StoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Writes the catalogue to `path` (replacing it), with the analyzer's compiled patterns when given
// (core::Analyzer::serializedScanner()). Throws StoreError.
void writeCatalogue(const core::Catalogue& catalogue, const std::string& path, const std::string& compiledPatterns = {});

class CatalogueStore final : public core::Searcher {
 public:
  // Throw StoreError when the database cannot be opened, is not a catalogue, or has another
  // schema version.
  static std::unique_ptr<CatalogueStore> openFile(const std::string& path);
  static std::unique_ptr<CatalogueStore> openBytes(const void* data, std::size_t size);
  ~CatalogueStore() override;

  const core::Catalogue& catalogue() const { return catalogue_; }
  // The compiled patterns stored at build time (empty when none): core::AnalyzerOptions::precompiledScanner.
  const std::string& compiledPatterns() const { return compiledPatterns_; }

  // Exact codes, aliases and slugs first, then the records that match the query's words above the
  // relevance floor (docs/search.md), with their number.
  core::SearchResults searchWithTotal(std::string_view query, std::size_t limit) const override;
  // The analyzer's fallback: exact codes, aliases and slugs, then FTS5 matches ranked by BM25 on the
  // text's rare words (in at most a twentieth of the records) when at least two are left, else on
  // its words that are not common; within `category`'s rows when one is given.
  std::vector<core::SearchHit> searchText(std::string_view text, std::size_t limit,
                                          std::string_view category = {}) const override;

 private:
  explicit CatalogueStore(sqlite3* db);
  void load();
  // Appends exact code, alias and slug hits for the trimmed query to `out` (up to `limit`) and
  // returns the trimmed query ("" when nothing is left or limit is 0).
  std::string exactHits(std::string_view query, std::size_t limit, std::vector<core::SearchHit>& out) const;
  // Appends the records matching the FTS5 query `fts` (from ftsQuery) to `out`, best first, until
  // `out` holds `limit`, skipping records already in it.
  // `category` (when not empty) keeps the query to that category's rowids and its hits to its records.
  void fullText(const std::string& fts, std::size_t limit, std::vector<core::SearchHit>& out,
                std::string_view category = {}) const;

  sqlite3* db_;
  core::Catalogue catalogue_;
  // Over catalogue_, built on the first searchWithTotal() (the analyzer never needs it).
  const search::SearchIndex& index() const;
  mutable std::once_flag indexOnce_;
  mutable std::unique_ptr<search::SearchIndex> index_;
  std::string compiledPatterns_;
  // Words in more than a fifth of the records: left out of full-text queries (unless nothing else
  // is left), since they barely change the ranking and their long posting lists made most of a
  // query's cost.
  std::unordered_set<std::string> commonTerms_;
  // Words in more than a twentieth of the records: also left out of searchText()'s queries.
  std::unordered_set<std::string> frequentTerms_;
  // Each category's first and last rowid in records_fts (the loader keeps a category's records
  // together; fullText still checks each hit's category).
  std::unordered_map<std::string, std::pair<long long, long long>> categoryRows_;
  mutable std::mutex mutex_;
  mutable sqlite3_stmt* searchStmt_ = nullptr;  // prepared once, used under mutex_
};

// Analyzer options that reuse the store's compiled patterns; the store must outlive the analyzer
// built with them only for the duration of its construction.
core::AnalyzerOptions analyzerOptions(const CatalogueStore& store, core::AnalyzerOptions base = {});

// The catalogue compiled into this binary at build time (empty span when none was linked).
std::unique_ptr<CatalogueStore> openEmbeddedCatalogue();

}  // namespace errknow::store
