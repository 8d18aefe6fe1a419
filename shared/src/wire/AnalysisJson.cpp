// The analysis of POST /analyze (and its parts: detected, finding, signals) as the API's JSON.
// Written as text with a JsonWriter, since this is the answer on the request path; the `Json`
// forms, for callers that add to or inspect the value, are that text parsed.
#include <algorithm>
#include <cmath>

#include "errknow/wire/Json.h"
#include "errknow/wire/JsonWriter.h"

namespace errknow::wire {
namespace {

double rounded(double confidence) { return std::round(confidence * 1000.0) / 1000.0; }

// An object of platform → steps; a platform named twice keeps its first place and its last steps,
// as assigning into an ordered object would.
// Steps with their placeholders filled from the user's values (or shown as `<name>`).
// A step as written, or filled when it has a brace (most have none: no copy then).
void writeStep(JsonWriter& w, const std::string& step, const core::PlaceholderValues& values) {
  if (step.find('{') == std::string::npos) w.value(step);
  else w.value(core::fillPlaceholders(step, values));
}

void writeSteps(JsonWriter& w, const std::vector<std::string>& steps, const core::PlaceholderValues& values) {
  w.beginArray();
  for (const auto& s : steps) writeStep(w, s, values);
  w.endArray();
}

void writePlatformFixes(JsonWriter& w, const std::vector<core::PlatformFix>& fixes, const core::PlaceholderValues& values) {
  w.beginObject();
  for (std::size_t i = 0; i < fixes.size(); ++i) {
    const auto earlier = [&](std::size_t k) { return fixes[k].platform == fixes[i].platform; };
    bool seen = false;
    for (std::size_t k = 0; k < i && !seen; ++k) seen = earlier(k);
    if (seen) continue;
    const core::PlatformFix* last = &fixes[i];
    for (std::size_t k = i + 1; k < fixes.size(); ++k)
      if (fixes[k].platform == fixes[i].platform) last = &fixes[k];
    w.key(fixes[i].platform);
    writeSteps(w, last->steps, values);
  }
  w.endObject();
}

void writeChecks(JsonWriter& w, const std::vector<core::Check>& checks, const core::PlaceholderValues& values) {
  w.beginArray();
  for (const auto& c : checks)
  {
    w.beginObject().key("step");
    writeStep(w, c.step, values);
    w.key("check");
    writeStep(w, c.check, values);
    w.endObject();
  }
  w.endArray();
}

void writeEvidence(JsonWriter& w, const std::vector<core::Evidence>& evidence) {
  w.beginArray();
  for (const auto& e : evidence) {
    w.beginObject().member("kind", e.kind).member("match", e.match);
    if (e.line > 0) w.member("line", e.line).member("text", e.text);
    w.endObject();
  }
  w.endArray();
}

// The members of `detected` that depend only on its record: those between its code and its
// confidence. RecordParts writes them once per record with this same function.
void writeRecordMembers(JsonWriter& w, const core::Record& r, const Urls& urls) {
  w.member("title", r.title).member("category", r.category).member("slug", r.slug);
  w.member("url", urls.record(r)).member("meaning", r.meaning);
}

// A finding's advice from its record: likely_area, causes and quick_fix, as members.
void writeAdvice(JsonWriter& w, const core::Record& r, const core::PlaceholderValues& values) {
  w.member("likely_area", r.likely_area);
  w.key("causes");
  writeSteps(w, r.causes, values);
  w.key("quick_fix");
  writeSteps(w, r.quick_fix, values);
}

// `detected`, with the record's members already written (`kept`) or written here.
void writeDetected(JsonWriter& w, const core::Candidate& c, const Urls& urls, const std::string* kept = nullptr) {
  const core::Record& r = *c.record;
  w.beginObject().member("code", c.code.empty() ? r.code : c.code);
  if (kept) w.raw(*kept);
  else writeRecordMembers(w, r, urls);
  w.member("confidence", rounded(c.confidence)).member("generic", core::isGeneric(r)).endObject();
}

// The members of an object written by `write`, without its braces.
template <typename Fn>
std::string membersOf(Fn write) {
  std::string out;
  JsonWriter w(out);
  w.beginObject();
  write(w);
  w.endObject();
  return out.substr(1, out.size() - 2);
}

// The members of a finding, without the braces (the analysis repeats the first finding's). The
// record's own parts come from `parts` when it holds them, else they are written here.
std::string findingMembers(const core::Finding& f, const Urls& urls, const RecordParts* parts) {
  const core::Record& r = *f.detected.record;
  const RecordParts::Parts* found = parts ? parts->find(r) : nullptr;
  // The parts written at start show placeholders unfilled; with the user's values they are written here.
  const RecordParts::Parts* kept = found && (f.values.empty() || !found->placeholders) ? found : nullptr;
  const RecordParts::Parts* keptDetected = found;
  std::string out;
  out.reserve(kept ? kept->detected.size() + kept->advice.size() + kept->checks.size() + 1024 : 2048);
  JsonWriter w(out);
  w.key("detected");
  writeDetected(w, f.detected, urls, keptDetected ? &keptDetected->detected : nullptr);
  if (kept) w.raw(kept->advice);
  else writeAdvice(w, r, f.values);
  w.key("platform_fixes");
  writePlatformFixes(w, f.platformFixes, f.values);
  w.key("checks");
  if (kept) w.raw(kept->checks);
  else writeChecks(w, r.checks, f.values);
  w.key("evidence");
  writeEvidence(w, f.detected.evidence);
  return out;
}

void writeSignals(JsonWriter& w, const core::Signals& s) {
  w.beginObject();
  w.key("http_status").strings(s.httpStatus);
  w.key("platforms").strings(s.platforms);
  if (s.request) w.key("request").beginObject().member("method", s.request->method).member("path", s.request->path).endObject();
  if (!s.language.empty()) w.member("language", s.language);
  w.key("ecosystems").strings(s.ecosystems);
  if (!s.command.empty()) w.member("command", s.command);
  if (!s.exceptions.empty()) w.key("exceptions").strings(s.exceptions);
  // Codes other than HTTP statuses, each kind and text once.
  std::vector<const core::CodeToken*> codes;
  for (const auto& c : s.codes) {
    if (c.kind == "http_status") continue;
    const bool seen = std::any_of(codes.begin(), codes.end(),
                                  [&](const core::CodeToken* o) { return o->kind == c.kind && o->text == c.text; });
    if (!seen) codes.push_back(&c);
  }
  if (!codes.empty()) {
    w.key("error_codes").beginArray();
    for (const auto* c : codes) w.beginObject().member("code", c->text).member("kind", c->kind).member("line", c->line).endObject();
    w.endArray();
  }
  if (!s.locations.empty()) {
    w.key("locations").beginArray();
    for (const auto& l : s.locations) {
      w.beginObject().member("file", l.file).member("line", l.line);
      if (l.column > 0) w.member("column", l.column);
      w.endObject();
    }
    w.endArray();
  }
  if (!s.frames.empty()) {
    w.key("frames").beginArray();
    const std::size_t n = std::min<std::size_t>(s.frames.size(), 50);
    for (std::size_t i = 0; i < n; ++i) {
      const core::Frame& f = s.frames[i];
      w.beginObject().member("file", f.file).member("line", f.line).member("user_code", f.userCode);
      if (!f.function.empty()) w.member("function", f.function);
      w.endObject();
    }
    w.endArray();
  }
  w.endObject();
}

void writeAlternatives(JsonWriter& w, const std::vector<core::Candidate>& alternatives, const Urls& urls) {
  w.beginArray();
  for (const auto& c : alternatives) {
    w.beginObject()
        .member("category", c.record->category)
        .member("slug", c.record->slug)
        .member("code", c.code.empty() ? c.record->code : c.code)
        .member("title", c.record->title)
        .member("url", urls.record(*c.record))
        .member("confidence", rounded(c.confidence))
        .member("generic", core::isGeneric(*c.record))
        .endObject();
  }
  w.endArray();
}

// The answer when there is no finding at all (the analyzer always gives one; kept for safety).
void writeUnrecognized(JsonWriter& w, const Urls& urls) {
  w.key("detected")
      .beginObject()
      .member("code", "unrecognized")
      .member("title", "Unrecognized error")
      .member("category", "general")
      .member("url", urls.base + "/errors/general/unrecognized")
      .member("meaning", "")
      .member("confidence", 0.0)
      .member("generic", true)
      .endObject();
  w.member("likely_area", "unknown");
  w.key("causes").beginArray().endArray();
  w.key("quick_fix").beginArray().endArray();
  w.key("platform_fixes").beginObject().endObject();
  w.key("checks").beginArray().endArray();
  w.key("alternatives").beginArray().endArray();
}

bool recordHasPlaceholders(const core::Record& r) {
  auto any = [](const std::vector<std::string>& v) {
    return std::any_of(v.begin(), v.end(), [](const std::string& s) { return core::hasPlaceholders(s); });
  };
  bool found = any(r.causes) || any(r.quick_fix);
  for (const auto& c : r.checks) found = found || core::hasPlaceholders(c.step) || core::hasPlaceholders(c.check);
  return found;
}

}  // namespace

RecordParts::RecordParts(const core::Catalogue& catalogue, const Urls& urls) {
  parts_.reserve(catalogue.records().size());
  for (const core::Record& r : catalogue.records()) {
    Parts p;
    // The members of `detected` between its code and its confidence, and the advice, as the answer has them.
    p.detected = membersOf([&](JsonWriter& w) { writeRecordMembers(w, r, urls); });
    p.advice = membersOf([&](JsonWriter& w) { writeAdvice(w, r, {}); });
    {
      JsonWriter w(p.checks);
      writeChecks(w, r.checks, {});
    }
    p.placeholders = recordHasPlaceholders(r);
    parts_.emplace(&r, std::move(p));
  }
}

const RecordParts::Parts* RecordParts::find(const core::Record& record) const {
  auto it = parts_.find(&record);
  return it == parts_.end() ? nullptr : &it->second;
}

std::string analysisText(const core::Analysis& a, const Urls& urls, const RecordParts* parts) {
  std::vector<std::string> findings;
  findings.reserve(a.findings.size());
  for (const auto& f : a.findings) findings.push_back(findingMembers(f, urls, parts));

  std::string out;
  std::size_t size = 1024;
  for (const auto& f : findings) size += 2 * f.size();
  out.reserve(size);
  JsonWriter w(out);
  w.beginObject();
  if (!findings.empty()) {
    w.raw(findings.front());
    w.key("alternatives");
    writeAlternatives(w, a.findings.front().alternatives, urls);
  } else {
    writeUnrecognized(w, urls);
  }
  w.key("signals");
  writeSignals(w, a.signals);
  w.key("findings").beginArray();
  for (const auto& f : findings) {
    w.beginObject().raw(f);
    w.endObject();
  }
  w.endArray();
  if (!a.notes.empty()) w.key("notes").strings(a.notes);
  w.endObject();
  return out;
}

std::string findingText(const core::Finding& finding, const Urls& urls) { return "{" + findingMembers(finding, urls, nullptr) + "}"; }

std::string signalsText(const core::Signals& signals) {
  std::string out;
  JsonWriter w(out);
  writeSignals(w, signals);
  return out;
}

Json analysisJson(const core::Analysis& analysis, const Urls& urls) { return Json::parse(analysisText(analysis, urls)); }
Json findingJson(const core::Finding& finding, const Urls& urls) { return Json::parse(findingText(finding, urls)); }
Json signalsJson(const core::Signals& signals) { return Json::parse(signalsText(signals)); }

}  // namespace errknow::wire
