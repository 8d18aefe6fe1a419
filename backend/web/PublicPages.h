// The public pages' renderers: each takes the catalogue data it shows and returns the whole HTML
// document (through layout()). Pure functions of their inputs, so pages are rendered once and kept.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/Catalogue.h"
#include "errknow/core/Searcher.h"

namespace errknow::backend::web {

// "/errors/{category}/{slug}", the path of a record's page.
std::string recordPath(const core::Record& record);

std::string renderHome(const core::Catalogue& catalogue, const std::string& baseUrl);
std::string renderCatalogueIndex(const core::Catalogue& catalogue, const std::string& baseUrl);
// A category's records in code order (codeOrder), kCategoryPageSize to a page (1-based), with a
// filter box; those whose code, title or an alias holds `filter` when it is not empty. Nothing
// when the page is past the last one.
constexpr std::size_t kCategoryPageSize = 200;
std::optional<std::string> renderCategory(const core::Catalogue& catalogue, const core::Category& category, std::size_t page,
                                          const std::string& filter, const std::string& baseUrl);
// Codes as people read them: runs of digits by their value (`TS2304` before `TS18046`, `404`
// before `1045`), the rest letter by letter ignoring case.
bool codeOrder(std::string_view a, std::string_view b);
std::string renderRecord(const core::Catalogue& catalogue, const core::Record& record, const std::string& baseUrl);
// `problem` (when not empty) is shown instead of results, e.g. for a query that is too long.
// The heading counts every match (found.total); the list holds found.hits, each with its category.
// `analyzeToken` (when not empty, for a query that looks like a pasted error) adds "Analyze it
// instead": a form posting the query to /analyze with that CSRF token.
std::string renderSearch(const std::string& query, const core::SearchResults& found, const std::string& problem,
                         const std::string& baseUrl, const std::string& analyzeToken = "");
// A query that is a pasted error rather than words to look up: several lines, or a long line
// with a location or an error prefix.
bool looksPasted(const std::string& query);
// The 404 page: the missing path, and the search for `query` (the path's words) with its results.
std::string renderNotFound(const std::string& path, const std::string& query, const core::SearchResults& found,
                           const std::string& baseUrl);
// A short page for an error status (403, 429, 503): a heading and a sentence.
std::string renderMessage(const std::string& title, const std::string& message, const std::string& baseUrl);

std::string renderSitemap(const core::Catalogue& catalogue, const std::string& baseUrl);
std::string renderRobots(const std::string& baseUrl);

}  // namespace errknow::backend::web
