// The compiled catalogue: a round trip through SQLite keeps every field; search ranks exact codes
// first and finds records by text; bad databases are refused with a clear error.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>

#include "errknow/store/CatalogueStore.h"
#include "support/TestCatalogue.h"

using namespace errknow;

class CatalogueStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path = (std::filesystem::temp_directory_path() / ("errknow-store-test-" + std::to_string(::getpid()) + ".db")).string();
    auto cat = fixtures::smallCatalogue();
    std::vector<core::Record> recs = cat.records();
    recs[0].examples = {{"ModuleNotFoundError: No module named 'x'", "python", "linux", "captured", "cap.sh x", "", "", ""},
                        {"Import \"x\" could not be resolved", "python", "", "captured", "cap.sh y", "", "Pyright",
                         "reportMissingImports"}};
    recs[0].platform_fixes = {{"windows", {"w1", "w2"}}, {"linux", {"l1"}}};
    recs[0].related = {{"python", "type-error"}};
    recs[0].message = "ModuleNotFoundError: No module named '{name}'";
    recs[0].checks = {{"s1", "c1", core::CheckEffect::Destructive}};
    recs[0].wraps = "exception";
    recs[4].tool = "pyright";  // a record whose code no other shares (a rule sorts after an error)
    recs[4].suppress = {"# pyright: ignore[reportMissingImports]", "reportMissingImports = false"};
    original = core::Catalogue(cat.categories(), recs);
    store::writeCatalogue(original, path);
  }
  void TearDown() override { std::filesystem::remove(path); }
  std::string path;
  core::Catalogue original;
};

TEST_F(CatalogueStoreTest, RoundTripKeepsEveryField) {
  auto s = store::CatalogueStore::openFile(path);
  const auto& c = s->catalogue();
  ASSERT_EQ(c.records().size(), original.records().size());
  ASSERT_EQ(c.categories().size(), original.categories().size());
  const core::Record* r = c.bySlug("python", "module-not-found");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->message, "ModuleNotFoundError: No module named '{name}'");
  EXPECT_EQ(r->aliases, std::vector<std::string>{"ImportError"});
  ASSERT_EQ(r->platform_fixes.size(), 2u);
  EXPECT_EQ(r->platform_fixes[0].platform, "windows");
  EXPECT_EQ(r->platform_fixes[0].steps, (std::vector<std::string>{"w1", "w2"}));
  ASSERT_EQ(r->examples.size(), 2u);
  EXPECT_EQ(r->examples[0].script, "cap.sh x");
  EXPECT_EQ(r->examples[0].diagnostic_source, "");
  EXPECT_EQ(r->examples[1].diagnostic_source, "Pyright");
  EXPECT_EQ(r->examples[1].diagnostic_code, "reportMissingImports");
  ASSERT_EQ(r->related.size(), 1u);
  EXPECT_EQ(r->related[0].slug, "type-error");
  EXPECT_EQ(r->checks[0].effect, core::CheckEffect::Destructive);
  EXPECT_EQ(r->patterns[0].weight, 0.95);
  EXPECT_EQ(r->wraps, "exception");
  EXPECT_EQ(c.bySlug("python", "type-error")->wraps, "");
  EXPECT_EQ(r->tool, "");
  EXPECT_EQ(c.records()[4].tool, "pyright");
  EXPECT_EQ(c.records()[4].suppress, original.records()[4].suppress);
  EXPECT_FALSE(c.bySlug("python", "none-not-subscriptable")->primary);
}

TEST_F(CatalogueStoreTest, LooksUpCodesAndAliasesCaseInsensitively) {
  auto s = store::CatalogueStore::openFile(path);
  EXPECT_EQ(s->catalogue().find("python", "typeerror")->slug, "type-error");  // the primary
  EXPECT_EQ(s->catalogue().find("python", "importerror")->slug, "module-not-found");
  EXPECT_EQ(s->catalogue().find("python", "nope"), nullptr);
}

TEST_F(CatalogueStoreTest, SearchRanksExactCodesFirstThenText) {
  auto s = store::CatalogueStore::openFile(path);
  auto hits = s->search("econnrefused", 5);
  ASSERT_GE(hits.size(), 2u);
  EXPECT_EQ(hits[0].record->code, "ECONNREFUSED");
  EXPECT_EQ(hits[0].score, 1.0);
  hits = s->search("Meaning of service-unavailable", 3);
  ASSERT_FALSE(hits.empty());
  EXPECT_EQ(hits[0].record->slug, "service-unavailable");
  // FTS5 syntax in a query is only separators: no throw, and the words still search.
  EXPECT_NO_THROW(s->search("\"* OR NEAR( ^", 3));
  EXPECT_FALSE(s->search("\"No module named\" NEAR(", 3).empty());
  EXPECT_TRUE(s->search("   ", 3).empty());
  EXPECT_LE(s->search("meaning", 2).size(), 2u);
  // total counts every match (every title says "Title of"), the page holds at most the limit;
  // a word only in the meanings is below the floor.
  const auto page = s->searchWithTotal("title", 1);
  EXPECT_EQ(page.hits.size(), 1u);
  EXPECT_EQ(page.total, original.records().size());
  EXPECT_EQ(s->searchWithTotal("meaning", 5).total, 0u);
  EXPECT_EQ(s->searchWithTotal("zebra", 5).total, 0u);
  // The analyzer's fallback still finds text.
  EXPECT_FALSE(s->searchText("Meaning of service-unavailable", 3).empty());
}

TEST_F(CatalogueStoreTest, TheAnalyzersFallbackSearchesOneCategoryWhenAsked) {
  auto s = store::CatalogueStore::openFile(path);
  // Every title says "Title of": unscoped, hits of several categories; scoped, that category's only.
  std::set<std::string> all;
  for (const auto& h : s->searchText("Title of", 20)) all.insert(h.record->category);
  EXPECT_GT(all.size(), 1u);
  const auto java = s->searchText("Title of", 20, "java");
  ASSERT_EQ(java.size(), 2u);
  for (const auto& h : java) EXPECT_EQ(h.record->category, "java");
  // A code of another category is no exact hit inside this one; an unknown category has none.
  for (const auto& h : s->searchText("ModuleNotFoundError", 5, "http")) EXPECT_EQ(h.record->category, "http");
  EXPECT_TRUE(s->searchText("Title of", 5, "no-such-category").empty());
}

TEST_F(CatalogueStoreTest, OpensFromBytes) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), {});
  auto s = store::CatalogueStore::openBytes(bytes.data(), bytes.size());
  EXPECT_EQ(s->catalogue().records().size(), original.records().size());
}

TEST(CatalogueStoreErrors, RefusesMissingAndForeignFiles) {
  EXPECT_THROW(store::CatalogueStore::openFile("/nonexistent/catalogue.db"), store::StoreError);
  const std::string junk = (std::filesystem::temp_directory_path() / "errknow-junk.db").string();
  std::ofstream(junk) << "not a database at all";
  EXPECT_THROW(store::CatalogueStore::openFile(junk), store::StoreError);
  std::filesystem::remove(junk);
  const std::string bytes = "garbage";
  EXPECT_THROW(store::CatalogueStore::openBytes(bytes.data(), bytes.size()), store::StoreError);
  EXPECT_THROW(store::CatalogueStore::openBytes(nullptr, 0), store::StoreError);
}
