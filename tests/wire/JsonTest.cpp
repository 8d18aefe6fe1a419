// The API's JSON shapes: every field of the document's analysis result, the contract's extras,
// the record, search, categories and error bodies.
#include <gtest/gtest.h>

#include "errknow/wire/Json.h"
#include "support/TestCatalogue.h"

using namespace errknow;

TEST(WireJson, AnalysisHasEveryDocumentedField) {
  const auto cat = fixtures::smallCatalogue();
  core::Analyzer analyzer(cat);
  const auto j = wire::analysisJson(analyzer.analyze("POST /api/orders HTTP/1.1\" 503 Service Unavailable"),
                                    wire::Urls{"https://errknow.example"});
  for (const char* k : {"detected", "likely_area", "causes", "quick_fix", "platform_fixes", "checks", "signals",
                        "alternatives", "findings"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_FALSE(j.contains("ai"));
  const auto& d = j["detected"];
  for (const char* k : {"code", "title", "category", "url", "meaning", "confidence"}) EXPECT_TRUE(d.contains(k)) << k;
  EXPECT_EQ(d["code"], "503");
  EXPECT_EQ(d["url"], "https://errknow.example/errors/http/service-unavailable");
  EXPECT_TRUE(d["confidence"].is_number());
  EXPECT_EQ(j["signals"]["http_status"], wire::Json::array({"503"}));
  EXPECT_EQ(j["signals"]["request"]["method"], "POST");
  EXPECT_TRUE(j["signals"]["platforms"].is_array());
  EXPECT_TRUE(j["alternatives"].is_array());
  EXPECT_TRUE(j["platform_fixes"].is_object());
  EXPECT_TRUE(j["checks"][0].contains("step"));
  EXPECT_TRUE(j["checks"][0].contains("check"));
  EXPECT_EQ(j["findings"][0]["detected"], j["detected"]);
  EXPECT_EQ(j["findings"][0]["evidence"][0]["kind"], "pattern");
}

TEST(WireJson, SignalsOmitRequestWhenNoneWasFound) {
  core::Signals s;
  const auto j = wire::signalsJson(s);
  EXPECT_FALSE(j.contains("request"));
  EXPECT_TRUE(j["http_status"].is_array());
  EXPECT_TRUE(j["platforms"].is_array());
}

TEST(WireJson, RecordHasTheContractFields) {
  const auto cat = fixtures::smallCatalogue();
  const auto j = wire::recordJson(*cat.bySlug("python", "module-not-found"), cat, wire::Urls{"http://h"});
  for (const char* k : {"category", "slug", "code", "aliases", "title", "url", "meaning", "likely_area", "causes",
                        "quick_fix", "platform_fixes", "checks", "examples", "related"})
    EXPECT_TRUE(j.contains(k)) << k;
  EXPECT_EQ(j["checks"][0]["effect"], "read-only");
}

TEST(WireJson, PlatformFixesKeepTheirOrder) {
  const auto cat = fixtures::smallCatalogue();
  core::Finding f;
  f.detected.record = &cat.records()[0];
  f.platformFixes = {{"windows", {"w"}}, {"docker", {"d"}}, {"linux", {"l"}}};
  const auto j = wire::findingJson(f, wire::Urls{});
  std::vector<std::string> keys;
  for (const auto& [k, v] : j["platform_fixes"].items()) keys.push_back(k);
  EXPECT_EQ(keys, (std::vector<std::string>{"windows", "docker", "linux"}));
}

TEST(WireJson, SearchAndCategoriesShapes) {
  const auto cat = fixtures::smallCatalogue();
  core::SearchResults found;
  found.hits = {{&cat.records()[0], 1.0}};
  found.total = 7;  // every match, not the page
  const auto s = wire::searchJson("q", found, wire::Urls{"http://h"});
  EXPECT_EQ(s["query"], "q");
  EXPECT_EQ(s["total"], 7);
  EXPECT_EQ(s["results"].size(), 1u);
  EXPECT_EQ(s["results"][0]["category"], cat.records()[0].category);
  for (const char* k : {"category", "slug", "code", "title", "meaning", "url", "score"}) EXPECT_TRUE(s["results"][0].contains(k));
  const auto c = wire::categoriesJson(cat, wire::Urls{"http://h"});
  EXPECT_EQ(c["categories"][0]["id"], "python");
  EXPECT_EQ(c["categories"][0]["count"], 4);
  EXPECT_EQ(c["categories"][0]["url"], "http://h/errors/python");
}

TEST(WireJson, ErrorBodyShape) {
  const auto e = wire::errorBody("invalid_request", "The body is not valid.", {{"error", "must be a string"}});
  EXPECT_EQ(e["error"]["code"], "invalid_request");
  EXPECT_EQ(e["error"]["details"][0]["field"], "error");
  EXPECT_FALSE(wire::errorBody("not_found", "x")["error"].contains("details"));
}
