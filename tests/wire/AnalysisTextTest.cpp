// The analysis text written without a tree is byte for byte the tree the API's shape describes,
// dumped: checked on every input of the dev set and on odd ones, against the straightforward
// tree-building form kept here as the reference.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>

#include "errknow/store/CatalogueStore.h"
#include "errknow/wire/Json.h"

using namespace errknow;
using wire::Json;

namespace {

double rounded(double c) { return std::round(c * 1000.0) / 1000.0; }

Json detected(const core::Candidate& c, const wire::Urls& urls) {
  const core::Record& r = *c.record;
  return {{"code", c.code.empty() ? r.code : c.code}, {"title", r.title}, {"category", r.category}, {"slug", r.slug},
          {"url", urls.record(r)}, {"meaning", r.meaning}, {"confidence", rounded(c.confidence)},
          {"generic", core::isGeneric(r)}};
}

// Steps as the answer gives them: placeholders filled with the finding's values.
Json filled(const std::vector<std::string>& steps, const core::PlaceholderValues& values) {
  Json out = Json::array();
  for (const auto& s : steps) out.push_back(core::fillPlaceholders(s, values));
  return out;
}

Json finding(const core::Finding& f, const wire::Urls& urls) {
  const core::Record& r = *f.detected.record;
  Json fixes = Json::object();
  for (const auto& p : f.platformFixes) fixes[p.platform] = filled(p.steps, f.values);
  Json checks = Json::array();
  for (const auto& c : r.checks)
    checks.push_back({{"step", core::fillPlaceholders(c.step, f.values)}, {"check", core::fillPlaceholders(c.check, f.values)}});
  Json evidence = Json::array();
  for (const auto& e : f.detected.evidence) {
    Json j = {{"kind", e.kind}, {"match", e.match}};
    if (e.line > 0) {
      j["line"] = e.line;
      j["text"] = e.text;
    }
    evidence.push_back(std::move(j));
  }
  return {{"detected", detected(f.detected, urls)}, {"likely_area", r.likely_area}, {"causes", filled(r.causes, f.values)},
          {"quick_fix", filled(r.quick_fix, f.values)}, {"platform_fixes", fixes}, {"checks", checks}, {"evidence", evidence}};
}

Json signals(const core::Signals& s) {
  Json j = {{"http_status", s.httpStatus}, {"platforms", s.platforms}};
  if (s.request) j["request"] = {{"method", s.request->method}, {"path", s.request->path}};
  if (!s.language.empty()) j["language"] = s.language;
  j["ecosystems"] = s.ecosystems;
  if (!s.command.empty()) j["command"] = s.command;
  if (!s.exceptions.empty()) j["exceptions"] = s.exceptions;
  Json codes = Json::array();
  std::vector<std::string> seen;
  for (const auto& c : s.codes) {
    if (c.kind == "http_status") continue;
    const std::string key = c.kind + ":" + c.text;
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
    seen.push_back(key);
    codes.push_back({{"code", c.text}, {"kind", c.kind}, {"line", c.line}});
  }
  if (!codes.empty()) j["error_codes"] = codes;
  if (!s.locations.empty()) {
    Json locs = Json::array();
    for (const auto& l : s.locations) {
      Json x = {{"file", l.file}, {"line", l.line}};
      if (l.column > 0) x["column"] = l.column;
      locs.push_back(x);
    }
    j["locations"] = locs;
  }
  if (!s.frames.empty()) {
    Json frames = Json::array();
    for (const auto& f : s.frames) {
      if (frames.size() >= 50) break;
      Json x = {{"file", f.file}, {"line", f.line}, {"user_code", f.userCode}};
      if (!f.function.empty()) x["function"] = f.function;
      frames.push_back(x);
    }
    j["frames"] = frames;
  }
  return j;
}

Json reference(const core::Analysis& a, const wire::Urls& urls) {
  Json findings = Json::array();
  for (const auto& f : a.findings) findings.push_back(finding(f, urls));
  Json out = findings.front();
  Json alts = Json::array();
  for (const auto& c : a.findings.front().alternatives)
    alts.push_back({{"category", c.record->category}, {"slug", c.record->slug},
                    {"code", c.code.empty() ? c.record->code : c.code}, {"title", c.record->title},
                    {"url", urls.record(*c.record)}, {"confidence", rounded(c.confidence)},
                    {"generic", core::isGeneric(*c.record)}});
  out["alternatives"] = alts;
  out["signals"] = signals(a.signals);
  out["findings"] = findings;
  if (!a.notes.empty()) out["notes"] = a.notes;
  return out;
}

struct Embedded {
  std::unique_ptr<store::CatalogueStore> store = store::openEmbeddedCatalogue();
  core::Analyzer analyzer{store->catalogue(), store.get(), store::analyzerOptions(*store)};
};

}  // namespace

TEST(AnalysisText, EqualsTheTreeOnEveryDevSetInput) {
  Embedded e;
  const wire::Urls urls{"https://errknow.example"};
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  ASSERT_TRUE(in) << "dev set missing";
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    const auto item = Json::parse(line);
    const auto analysis = e.analyzer.analyze(item["text"].get<std::string>());
    ASSERT_EQ(wire::analysisText(analysis, urls), wire::dump(reference(analysis, urls))) << item["text"];
    ++n;
  }
  EXPECT_EQ(n, 273);
}

TEST(AnalysisText, RecordPartsMadeOnceGiveTheSameBytes) {
  Embedded e;
  const wire::Urls urls{"https://errknow.example"};
  const wire::RecordParts parts(e.store->catalogue(), urls);
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  ASSERT_TRUE(in) << "dev set missing";
  std::string line;
  int copied = 0;
  while (std::getline(in, line)) {
    const auto analysis = e.analyzer.analyze(Json::parse(line)["text"].get<std::string>());
    ASSERT_EQ(wire::analysisText(analysis, urls, &parts), wire::analysisText(analysis, urls)) << line;
    copied += parts.find(*analysis.findings.front().detected.record) != nullptr;
  }
  EXPECT_EQ(copied, 273);
  // A record of another catalogue is not found: its parts are written as before.
  core::Record stranger = e.store->catalogue().records().front();
  EXPECT_EQ(parts.find(stranger), nullptr);
}

TEST(AnalysisText, EqualsTheTreeOnOddInputs) {
  Embedded e;
  const wire::Urls urls{};
  for (const std::string& text : {std::string(), std::string("\xff\xfe bad \xc3 utf8 ECONNREFUSED"), std::string("\"quoted\" \\ \t tabs\x01"),
                                 std::string(5000, 'x'), std::string("ERROR 1146 (42S02): Table 'a.b' doesn't exist\n") + "\x1b[31mred\x1b[0m"}) {
    const auto analysis = e.analyzer.analyze(text);
    EXPECT_EQ(wire::analysisText(analysis, urls), wire::dump(reference(analysis, urls)));
  }
}

TEST(AnalysisText, JsonFormIsTheTextParsed) {
  Embedded e;
  const auto analysis = e.analyzer.analyze("HTTP/1.1 503 Service Unavailable");
  EXPECT_EQ(wire::dump(wire::analysisJson(analysis, wire::Urls{})), wire::analysisText(analysis, wire::Urls{}));
}
