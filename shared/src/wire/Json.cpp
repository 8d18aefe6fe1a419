// Conversions from core values to the API's JSON.
#include "errknow/wire/Json.h"

#include <algorithm>
#include <cmath>

namespace errknow::wire {
namespace {

Json strings(const std::vector<std::string>& v) { return Json(v); }

Json platformFixesJson(const std::vector<core::PlatformFix>& fixes) {
  Json out = Json::object();
  for (const auto& f : fixes) out[f.platform] = f.steps;
  return out;
}

Json checksJson(const std::vector<core::Check>& checks, bool withEffect) {
  Json out = Json::array();
  for (const auto& c : checks) {
    Json j = {{"step", c.step}, {"check", c.check}};
    if (withEffect) j["effect"] = core::effectName(c.effect);
    out.push_back(std::move(j));
  }
  return out;
}

Json evidenceJson(const std::vector<core::Evidence>& ev) {
  Json out = Json::array();
  for (const auto& e : ev) {
    Json j = {{"kind", e.kind}, {"match", e.match}};
    if (e.line > 0) {
      j["line"] = e.line;
      j["text"] = e.text;
    }
    out.push_back(std::move(j));
  }
  return out;
}

}  // namespace

std::string Urls::record(const core::Record& r) const { return base + "/errors/" + r.category + "/" + r.slug; }
std::string Urls::category(const std::string& id) const { return base + "/errors/" + id; }

Json detectedJson(const core::Candidate& c, const Urls& urls) {
  const core::Record& r = *c.record;
  return {{"code", c.code.empty() ? r.code : c.code},
          {"title", r.title},
          {"category", r.category},
          {"slug", r.slug},
          {"url", urls.record(r)},
          {"meaning", r.meaning},
          {"confidence", std::round(c.confidence * 1000.0) / 1000.0}};
}

Json signalsJson(const core::Signals& s) {
  Json j = {{"http_status", strings(s.httpStatus)}, {"platforms", strings(s.platforms)}};
  if (s.request) j["request"] = {{"method", s.request->method}, {"path", s.request->path}};
  if (!s.language.empty()) j["language"] = s.language;
  if (!s.command.empty()) j["command"] = s.command;
  if (!s.exceptions.empty()) j["exceptions"] = strings(s.exceptions);
  Json codes = Json::array();
  std::vector<std::string> seen;
  for (const auto& c : s.codes) {
    if (c.kind == "http_status") continue;
    const std::string key = c.kind + ":" + c.text;
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(key);
    codes.push_back({{"code", c.text}, {"kind", c.kind}, {"line", c.line}});
  }
  if (!codes.empty()) j["error_codes"] = std::move(codes);
  if (!s.locations.empty()) {
    Json locs = Json::array();
    for (const auto& l : s.locations) {
      Json x = {{"file", l.file}, {"line", l.line}};
      if (l.column > 0) x["column"] = l.column;
      locs.push_back(std::move(x));
    }
    j["locations"] = std::move(locs);
  }
  if (!s.frames.empty()) {
    Json frames = Json::array();
    for (const auto& f : s.frames) {
      if (frames.size() >= 50) break;
      Json x = {{"file", f.file}, {"line", f.line}, {"user_code", f.userCode}};
      if (!f.function.empty()) x["function"] = f.function;
      frames.push_back(std::move(x));
    }
    j["frames"] = std::move(frames);
  }
  return j;
}

Json findingJson(const core::Finding& f, const Urls& urls) {
  const core::Record& r = *f.detected.record;
  return {{"detected", detectedJson(f.detected, urls)},
          {"likely_area", r.likely_area},
          {"causes", strings(r.causes)},
          {"quick_fix", strings(r.quick_fix)},
          {"platform_fixes", platformFixesJson(f.platformFixes)},
          {"checks", checksJson(r.checks, false)},
          {"evidence", evidenceJson(f.detected.evidence)}};
}

Json analysisJson(const core::Analysis& a, const Urls& urls) {
  Json out = Json::object();
  Json findings = Json::array();
  for (const auto& f : a.findings) findings.push_back(findingJson(f, urls));
  if (!a.findings.empty()) {
    const core::Finding& first = a.findings.front();
    out = findings.front();
    Json alts = Json::array();
    for (const auto& c : first.alternatives) {
      alts.push_back({{"category", c.record->category},
                      {"slug", c.record->slug},
                      {"code", c.code.empty() ? c.record->code : c.code},
                      {"title", c.record->title},
                      {"url", urls.record(*c.record)},
                      {"confidence", std::round(c.confidence * 1000.0) / 1000.0}});
    }
    out["alternatives"] = std::move(alts);
  } else {
    out = {{"detected", {{"code", "unrecognized"}, {"title", "Unrecognized error"}, {"category", "general"},
                         {"url", urls.base + "/errors/general/unrecognized"}, {"meaning", ""}, {"confidence", 0.0}}},
           {"likely_area", "unknown"}, {"causes", Json::array()}, {"quick_fix", Json::array()},
           {"platform_fixes", Json::object()}, {"checks", Json::array()}, {"alternatives", Json::array()}};
  }
  out["signals"] = signalsJson(a.signals);
  out["findings"] = std::move(findings);
  if (!a.notes.empty()) out["notes"] = a.notes;
  return out;
}

Json recordJson(const core::Record& r, const core::Catalogue& catalogue, const Urls& urls) {
  Json platformFixes = platformFixesJson(r.platform_fixes);
  Json examples = Json::array();
  for (const auto& e : r.examples) {
    Json x = {{"text", e.text}};
    if (!e.language.empty()) x["language"] = e.language;
    if (!e.platform.empty()) x["platform"] = e.platform;
    if (!e.source.empty()) x["source"] = e.source;
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
            {"causes", strings(r.causes)},
            {"quick_fix", strings(r.quick_fix)},
            {"platform_fixes", std::move(platformFixes)},
            {"checks", checksJson(r.checks, true)},
            {"examples", std::move(examples)},
            {"related", std::move(related)},
            {"primary", r.primary},
            {"depth", r.depth}};
  if (!r.message.empty()) j["message"] = r.message;
  if (!r.languages.empty()) j["languages"] = strings(r.languages);
  if (!r.platforms.empty()) j["platforms"] = strings(r.platforms);
  return j;
}

Json searchJson(const std::string& query, const std::vector<core::SearchHit>& hits, const Urls& urls) {
  Json results = Json::array();
  for (const auto& h : hits) {
    const core::Record& r = *h.record;
    results.push_back({{"category", r.category}, {"slug", r.slug}, {"code", r.code}, {"title", r.title},
                       {"meaning", r.meaning}, {"url", urls.record(r)},
                       {"score", std::round(h.score * 1000.0) / 1000.0}});
  }
  return {{"query", query}, {"total", results.size()}, {"results", std::move(results)}};
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
