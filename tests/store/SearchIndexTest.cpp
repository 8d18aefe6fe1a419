// The pieces of catalogue search (shared/src/store/Search*.h): how text is cut into words, the
// colloquial vocabulary's rewrites, and the index's floor, total and cost, on the embedded catalogue.
#include <gtest/gtest.h>

#include "SearchIndex.h"
#include "SearchVocabulary.h"
#include "SearchWords.h"
#include "errknow/store/CatalogueStore.h"

using namespace errknow;
using namespace errknow::store::search;

namespace {
const store::CatalogueStore& embedded() {
  static auto s = store::openEmbeddedCatalogue();
  return *s;
}
}  // namespace

TEST(SearchWords, CutsTextAndNames) {
  EXPECT_EQ(words("Error: listen EADDRINUSE 127.0.0.1:80"),
            (std::vector<std::string>{"error", "listen", "eaddrinuse", "127", "0", "0", "1", "80"}));
  EXPECT_EQ(words("can't \"foo\" * NEAR("), (std::vector<std::string>{"can", "t", "foo", "near"}));
  EXPECT_EQ(identifierParts("NullPointerException"), (std::vector<std::string>{"null", "pointer", "exception"}));
  EXPECT_EQ(identifierParts("ERR_REQUIRE_ESM"), (std::vector<std::string>{"err", "require", "esm"}));
  EXPECT_EQ(identifierParts("HTTPServerError"), (std::vector<std::string>{"http", "server", "error"}));
  EXPECT_EQ(squeezed("ModuleNotFoundError"), "modulenotfounderror");
  EXPECT_EQ(words(withoutPlaceholders("No module named '{name}'")), (std::vector<std::string>{"no", "module", "named"}));
  EXPECT_EQ(spaced({"a", "b"}), " a b ");
  EXPECT_EQ(words(std::string(100, 'x') + " y z", 2).size(), 2u);
}

TEST(SearchVocabulary, RewritesColloquialPhrasesInPlace) {
  const auto r = rewrites(words("my segfault here"));
  ASSERT_FALSE(r.empty());
  EXPECT_EQ(r[0], (std::vector<std::string>{"my", "segmentation", "fault", "here"}));
  EXPECT_TRUE(rewrites(words("disk full")).front() == words("no space left on device"));
  EXPECT_TRUE(rewrites(words("nothing colloquial in this")).empty());
  EXPECT_LE(rewrites(words("oom segfault npe timeout dns db cert deps"), 5).size(), 5u);
}

TEST(SearchIndex, CountsEveryMatchAndReturnsOnlyThePage) {
  const SearchIndex index(embedded().catalogue());
  const auto page = index.search("error", 1);
  ASSERT_EQ(page.hits.size(), 1u);
  EXPECT_GT(page.total, 100u);
  const auto more = index.search("error", 50);
  EXPECT_EQ(more.total, page.total);
  EXPECT_EQ(more.hits.size(), 50u);
  for (std::size_t i = 1; i < more.hits.size(); ++i) EXPECT_GE(more.hits[i - 1].score, more.hits[i].score);
}

TEST(SearchIndex, NothingBelowTheFloor) {
  const SearchIndex index(embedded().catalogue());
  // ("foo" is no longer here: linters' rules name it in their conventions, Staticcheck's `errFoo`.)
  for (const char* q : {"quux", "asdfghjkl", "lorem ipsum dolor", "banana smoothie recipe", "zzz"}) {
    const auto r = index.search(q, 50);
    EXPECT_LE(r.total, 2u) << q;
    EXPECT_EQ(r.total, r.hits.size()) << q;
  }
  EXPECT_EQ(index.search("", 10).total, 0u);
  EXPECT_EQ(index.search(" \t\n", 10).hits.size(), 0u);
}

TEST(SearchIndex, OddInputIsOnlyWords) {
  const SearchIndex index(embedded().catalogue());
  for (const std::string& q : {std::string("\""), std::string("*"), std::string("NEAR("), std::string("\"* OR NEAR( ^"),
                              std::string("a\0b", 3), std::string("\xff\xfe\xfd"), std::string(70000, '('),
                              std::string(5000, 'a') + " error", std::string("-- ; DROP TABLE records")}) {
    const auto r = index.search(q, 10);
    EXPECT_LE(r.hits.size(), 10u);
    EXPECT_GE(r.total, r.hits.size());
  }
  // FTS5 syntax is not syntax here: the quoted message still finds its record.
  const auto quoted = index.search("\"No module named\" OR *", 3);
  ASSERT_FALSE(quoted.hits.empty());
  EXPECT_EQ(quoted.hits[0].record->code, "ModuleNotFoundError");
}

TEST(SearchIndex, IndexesTheWholeEmbeddedCatalogue) {
  // How long the build takes is measured by bench/StoreBench.cpp, not here.
  const SearchIndex index(embedded().catalogue());
  EXPECT_FALSE(index.search("segfault", 1).hits.empty());
  EXPECT_GE(index.search("error", 1).total, 1000u);
}
