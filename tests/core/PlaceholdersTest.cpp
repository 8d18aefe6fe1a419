// The step placeholders: which `{name}`s are found, how values fill them, how unfilled ones and
// escaped braces read.
#include <gtest/gtest.h>

#include "errknow/core/Placeholders.h"

using namespace errknow::core;

TEST(Placeholders, FindsLowerCaseNamesButNotOtherBraces) {
  const auto uses = findPlaceholders("ss -ltnp | grep :{port} && echo ${HOME} {} {{ .Values }} {Port} \\{module} {my_name2}");
  ASSERT_EQ(uses.size(), 2u);
  EXPECT_EQ(uses[0].name, "port");
  EXPECT_EQ(uses[1].name, "my_name2");
}

TEST(Placeholders, FillsValuesAndShowsTheRestReadably) {
  const PlaceholderValues values = {{"port", "5433"}, {"host", "db.internal"}};
  EXPECT_EQ(fillPlaceholders("`pg_isready -h {host} -p {port}` then {module}", values),
            "`pg_isready -h db.internal -p 5433` then <module>");
  EXPECT_EQ(fillPlaceholders("no placeholders here", values), "no placeholders here");
}

TEST(Placeholders, AnEscapedBraceIsLiteralAndNamesOutsideTheVocabularyStayAsWritten) {
  EXPECT_EQ(fillPlaceholders("curl -w '%\\{http_code}' {url}", {{"url", "https://x"}}), "curl -w '%{http_code}' https://x");
  EXPECT_EQ(fillPlaceholders("struct literal {frobnicate}", {}), "struct literal {frobnicate}");
  EXPECT_TRUE(hasPlaceholders("a \\{b}"));
  EXPECT_FALSE(hasPlaceholders("plain ${HOME} {}"));
}

TEST(Placeholders, TheVocabularyIsSortedAndKnowsTheCommonNames) {
  const auto& v = placeholderNames();
  EXPECT_TRUE(std::is_sorted(v.begin(), v.end()));
  for (const char* n : {"port", "host", "module", "package", "file", "line", "branch", "pod", "container", "image", "table",
                        "column", "user", "path"})
    EXPECT_TRUE(isPlaceholderName(n)) << n;
  EXPECT_FALSE(isPlaceholderName("http_code"));
}
