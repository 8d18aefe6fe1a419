// A small hand-made catalogue for unit tests of the analyzer, independent of the real records.
#pragma once

#include <string>
#include <vector>

#include "errknow/core/Catalogue.h"

namespace errknow::fixtures {

inline core::Record makeRecord(std::string category, std::string slug, std::string code,
                               std::vector<core::Pattern> patterns, bool primary = true) {
  core::Record r;
  r.category = std::move(category);
  r.slug = std::move(slug);
  r.code = std::move(code);
  r.title = "Title of " + r.slug;
  r.meaning = "Meaning of " + r.slug + " in a sentence.";
  r.likely_area = "runtime";
  r.primary = primary;
  r.causes = {"cause one", "cause two"};
  r.quick_fix = {"fix one", "fix two"};
  r.checks = {{"step", "check", core::CheckEffect::ReadOnly}};
  r.patterns = std::move(patterns);
  return r;
}

inline core::Catalogue smallCatalogue() {
  std::vector<core::Category> cats = {{"python", "Python", "d"}, {"http", "HTTP", "d"}, {"postgresql", "PG", "d"},
                                      {"linux", "Linux", "d"},   {"general", "General", "d"}, {"java", "Java", "d"},
                                      {"javascript", "JS", "d"}};
  std::vector<core::Record> recs;
  recs.push_back(makeRecord("python", "module-not-found", "ModuleNotFoundError",
                            {{"ModuleNotFoundError: No module named '[^']+'", 0.95}}));
  recs.push_back(makeRecord("python", "type-error", "TypeError", {{"(?m)^TypeError: ", 0.6}}));
  recs.push_back(makeRecord("python", "none-not-subscriptable", "TypeError",
                            {{"TypeError: 'NoneType' object is not subscriptable", 0.95}}, false));
  recs.push_back(makeRecord("python", "exception", "Exception", {{"(?m)^Exception: ", 0.5}}));
  recs.back().depth = "generic";  // Python's generic answer
  recs.push_back(makeRecord("http", "not-found", "404", {{"HTTP/\\d(?:\\.\\d)? 404\\b", 0.8}}));
  recs.push_back(makeRecord("http", "service-unavailable", "503", {{"\\b503 Service Unavailable", 0.8}}));
  recs.push_back(makeRecord("postgresql", "connection-refused", "08001",
                            {{"connection to server at .+ failed: Connection refused", 0.95}}));
  recs.push_back(makeRecord("linux", "econnrefused", "ECONNREFUSED", {{"(?i)connection refused", 0.5}}));
  recs.push_back(makeRecord("java", "null-pointer", "NullPointerException", {{"java\\.lang\\.NullPointerException", 0.9}}));
  recs.push_back(makeRecord("java", "sql-exception", "SQLException", {{"java\\.sql\\.SQLException", 0.9}}));
  recs.push_back(makeRecord("javascript", "econnrefused", "ECONNREFUSED", {{"connect ECONNREFUSED", 0.9}}));
  auto general = makeRecord("general", "unrecognized", "unrecognized", {});
  recs.push_back(general);
  recs.back().aliases = {};
  recs[0].aliases = {"ImportError"};
  recs[7].aliases = {"111"};
  return core::Catalogue(std::move(cats), std::move(recs));
}

}  // namespace errknow::fixtures
