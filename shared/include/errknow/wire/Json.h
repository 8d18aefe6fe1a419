// The API's JSON shapes and their one conversion from the core types: the analysis result of
// POST /analyze (with the `findings` extra), the error record, search results, categories, and
// the error body. Keys follow the API document (snake_case). Every front end that speaks the
// API's JSON (the backend, the CLI's --json, the language server's remote client) uses these.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <unordered_map>
#include <vector>

#include "errknow/core/Analyzer.h"
#include "errknow/core/Catalogue.h"
#include "errknow/core/Searcher.h"

namespace errknow::wire {

// Ordered, so that keys keep the order they are written in (platform_fixes: found platforms first).
using Json = nlohmann::ordered_json;

// Where public pages live; every `url` is `{base}/errors/{category}/{slug}`.
struct Urls {
  std::string base = "http://127.0.0.1:8080";
  std::string record(const core::Record& r) const;
  std::string category(const std::string& id) const;
};

// The parts of a finding's JSON that depend only on its record and the public base URL (title,
// meaning, causes, fixes, checks, ...), written once per record of `catalogue` when a server
// starts instead of on every answer. Records of another catalogue are not found in it.
class RecordParts {
 public:
  RecordParts(const core::Catalogue& catalogue, const Urls& urls);
  struct Parts {
    std::string detected;  // the members of `detected` after its code, up to its confidence
    std::string advice;    // likely_area, causes and quick_fix, as members
    std::string checks;    // the checks array
    bool placeholders = false;  // whether causes, quick_fix or checks have placeholders to fill
  };
  const Parts* find(const core::Record& record) const;

 private:
  std::unordered_map<const core::Record*, Parts> parts_;
};

// The analysis as the text the API sends (what `dump(analysisJson(...))` gives, made without the
// tree: this is the request path), and as a value, for callers that add to it or read it. With
// `parts` (made from the analyzer's catalogue with the same `urls`), records' parts are copied.
std::string analysisText(const core::Analysis& analysis, const Urls& urls, const RecordParts* parts = nullptr);
Json analysisJson(const core::Analysis& analysis, const Urls& urls);
std::string findingText(const core::Finding& finding, const Urls& urls);
Json findingJson(const core::Finding& finding, const Urls& urls);
std::string signalsText(const core::Signals& signals);
Json signalsJson(const core::Signals& signals);
// The record as GET /api/v1/errors answers it; `values` fill its steps' placeholders (a linter's
// rule record answering one diagnostic), the others are shown as `<port>`.
Json recordJson(const core::Record& record, const core::Catalogue& catalogue, const Urls& urls,
                const core::PlaceholderValues& values = {});
// {query, total, results}: total is every match (results.total), results the page of hits.
Json searchJson(const std::string& query, const core::SearchResults& results, const Urls& urls);
Json categoriesJson(const core::Catalogue& catalogue, const Urls& urls);

struct FieldProblem {
  std::string field;
  std::string problem;
};
Json errorBody(const std::string& code, const std::string& message, const std::vector<FieldProblem>& details = {});

// The JSON text of a value as the API sends it: compact, invalid UTF-8 replaced rather than thrown.
inline std::string dump(const Json& value) { return value.dump(-1, ' ', false, Json::error_handler_t::replace); }

}  // namespace errknow::wire
