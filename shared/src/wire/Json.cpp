// Conversions from core values to the API's JSON: the record, search results, categories, the
// error body (the analysis is written as text by AnalysisJson.cpp).
#include "errknow/wire/Json.h"

#include <algorithm>
#include <cmath>

namespace errknow::wire {
namespace {

Json strings(const std::vector<std::string>& v) { return Json(v); }

// A record's steps as a reader sees them: the values given in place of their placeholders, the
// others shown as `<port>`.
Json readableSteps(const std::vector<std::string>& v, const core::PlaceholderValues& values) {
  Json out = Json::array();
  for (const auto& s : v) out.push_back(core::fillPlaceholders(s, values));
  return out;
}

Json platformFixesJson(const std::vector<core::PlatformFix>& fixes, const core::PlaceholderValues& values) {
  Json out = Json::object();
  for (const auto& f : fixes) out[f.platform] = readableSteps(f.steps, values);
  return out;
}

Json checksJson(const std::vector<core::Check>& checks, const core::PlaceholderValues& values) {
  Json out = Json::array();
  for (const auto& c : checks)
    out.push_back({{"step", core::fillPlaceholders(c.step, values)},
                   {"check", core::fillPlaceholders(c.check, values)},
                   {"effect", core::effectName(c.effect)}});
  return out;
}

}  // namespace

std::string Urls::record(const core::Record& r) const { return base + "/errors/" + r.category + "/" + r.slug; }
std::string Urls::category(const std::string& id) const { return base + "/errors/" + id; }

Json recordJson(const core::Record& r, const core::Catalogue& catalogue, const Urls& urls,
                const core::PlaceholderValues& values) {
  Json platformFixes = platformFixesJson(r.platform_fixes, values);
  Json examples = Json::array();
  for (const auto& e : r.examples) {
    Json x = {{"text", e.text}};
    if (!e.language.empty()) x["language"] = e.language;
    if (!e.platform.empty()) x["platform"] = e.platform;
    if (!e.source.empty()) x["source"] = e.source;
    if (!e.diagnostic_source.empty()) x["diagnostic_source"] = e.diagnostic_source;
    if (!e.diagnostic_code.empty()) x["diagnostic_code"] = e.diagnostic_code;
    examples.push_back(std::move(x));
  }
  Json related = Json::array();
  for (const auto& ref : r.related) {
    const core::Record* t = catalogue.bySlug(ref.category, ref.slug);
    if (!t) continue;
    related.push_back({{"category", t->category}, {"slug", t->slug}, {"code", t->code}, {"title", t->title},
                       {"url", urls.record(*t)}});
  }
  Json j = {{"category", r.category},
            {"slug", r.slug},
            {"code", r.code},
            {"aliases", strings(r.aliases)},
            {"title", r.title},
            {"url", urls.record(r)},
            {"meaning", r.meaning},
            {"likely_area", r.likely_area},
            {"causes", readableSteps(r.causes, values)},
            {"quick_fix", readableSteps(r.quick_fix, values)},
            {"platform_fixes", std::move(platformFixes)},
            {"checks", checksJson(r.checks, values)},
            {"examples", std::move(examples)},
            {"related", std::move(related)},
            {"primary", r.primary},
            {"depth", r.depth},
            {"generic", core::isGeneric(r)}};
  if (!r.message.empty()) j["message"] = r.message;
  if (!r.languages.empty()) j["languages"] = strings(r.languages);
  if (!r.platforms.empty()) j["platforms"] = strings(r.platforms);
  if (!r.tool.empty()) {
    j["tool"] = r.tool;
    j["suppress"] = strings(r.suppress);
  }
  return j;
}

Json searchJson(const std::string& query, const core::SearchResults& found, const Urls& urls) {
  Json results = Json::array();
  for (const auto& h : found.hits) {
    const core::Record& r = *h.record;
    results.push_back({{"category", r.category}, {"slug", r.slug}, {"code", r.code}, {"title", r.title},
                       {"meaning", r.meaning}, {"url", urls.record(r)},
                       {"score", std::round(h.score * 1000.0) / 1000.0}});
  }
  return {{"query", query}, {"total", std::max(found.total, results.size())}, {"results", std::move(results)}};
}

Json categoriesJson(const core::Catalogue& catalogue, const Urls& urls) {
  Json cats = Json::array();
  for (const auto& c : catalogue.categories()) {
    cats.push_back({{"id", c.id}, {"name", c.name}, {"description", c.description},
                    {"count", catalogue.countIn(c.id)}, {"url", urls.category(c.id)}});
  }
  return {{"categories", std::move(cats)}};
}

Json errorBody(const std::string& code, const std::string& message, const std::vector<FieldProblem>& details) {
  Json e = {{"code", code}, {"message", message}};
  if (!details.empty()) {
    Json d = Json::array();
    for (const auto& p : details) d.push_back({{"field", p.field}, {"problem", p.problem}});
    e["details"] = std::move(d);
  }
  return {{"error", std::move(e)}};
}

}  // namespace errknow::wire
