// Rule ids under the cursor in suppression comments and linter configs (SuppressionComments.h): the
// id and the tools it may belong to, and nothing on the comment's keywords or ordinary code.
#include <gtest/gtest.h>

#include "features/SuppressionComments.h"

using errknow::lsp::ruleAtCursor;

namespace {

// The rule under the cursor placed on the first occurrence of `on` (plus `into` bytes), or "".
std::string ruleOn(const std::string& line, const std::string& on, std::size_t into = 1) {
  const std::size_t at = line.find(on);
  if (at == std::string::npos) return "?";
  const auto r = ruleAtCursor(line, at + into);
  return r ? r->rule : "";
}

std::vector<std::string> toolsOn(const std::string& line, const std::string& on) {
  const auto r = ruleAtCursor(line, line.find(on) + 1);
  return r ? r->toolIds : std::vector<std::string>{};
}

}  // namespace

TEST(SuppressionComments, FindsTheRuleInEachToolsComment) {
  EXPECT_EQ(ruleOn("x = 1  # noqa: E501", "E501"), "E501");
  EXPECT_EQ(ruleOn("import os  # noqa:F401,E402", "E402"), "E402");
  EXPECT_EQ(toolsOn("x = 1  # noqa: E501", "E501"), (std::vector<std::string>{"flake8", "ruff"}));
  EXPECT_EQ(ruleOn("y = x.foo  # type: ignore[attr-defined]", "attr"), "attr-defined");
  EXPECT_EQ(toolsOn("y = x.foo  # type: ignore[attr-defined]", "attr"), std::vector<std::string>{"mypy"});
  EXPECT_EQ(ruleOn("import x  # pyright: ignore[reportMissingImports]", "report"), "reportMissingImports");
  EXPECT_EQ(ruleOn("import x  # pylint: disable=import-error,C0301", "C0301"), "C0301");
  EXPECT_EQ(ruleOn("// eslint-disable-next-line no-unused-vars, @typescript-eslint/no-explicit-any", "@type"),
            "@typescript-eslint/no-explicit-any");
  EXPECT_EQ(ruleOn("/* eslint-disable no-console */", "no-console"), "no-console");
  EXPECT_EQ(ruleOn("# shellcheck disable=SC2086,SC2034", "SC2034"), "SC2034");
  EXPECT_EQ(ruleOn("  use(x);  // NOLINT(bugprone-use-after-move)", "bugprone"), "bugprone-use-after-move");
  EXPECT_EQ(ruleOn("// NOLINTNEXTLINE(readability-braces-around-statements)", "readability"),
            "readability-braces-around-statements");
  EXPECT_EQ(ruleOn("// cppcheck-suppress uninitvar", "uninitvar"), "uninitvar");
  EXPECT_EQ(ruleOn("#[allow(clippy::needless_return)]", "needless"), "clippy::needless_return");
  EXPECT_EQ(ruleOn("\tdefer f.Close() //nolint:errcheck", "errcheck"), "errcheck");
  EXPECT_EQ(ruleOn("//lint:ignore SA1019 we still support the old API", "SA1019"), "SA1019");
  EXPECT_EQ(ruleOn("# hadolint ignore=DL3008,DL3009", "DL3009"), "DL3009");
}

TEST(SuppressionComments, FindsRulesInLinterConfigs) {
  EXPECT_EQ(ruleOn("    \"no-console\": \"off\",", "console"), "no-console");
  EXPECT_EQ(toolsOn("    \"no-console\": \"off\",", "console"), std::vector<std::string>{"eslint"});
  EXPECT_EQ(ruleOn("  '@typescript-eslint/no-explicit-any': ['error'],", "explicit"), "@typescript-eslint/no-explicit-any");
  EXPECT_EQ(ruleOn("ignore = [\"E501\", \"F401\"]", "F401"), "F401");
  EXPECT_EQ(ruleOn("extend-ignore = E203, W503", "W503"), "W503");
  EXPECT_EQ(ruleOn("disable = import-error, missing-docstring", "missing"), "missing-docstring");
}

TEST(SuppressionComments, FindsAClippyLintByItsPathOnACommandLineOrInRustflags) {
  EXPECT_EQ(ruleOn("cargo clippy -- -W clippy::pedantic -D warnings", "pedantic"), "clippy::pedantic");
  EXPECT_EQ(toolsOn("cargo clippy -- -W clippy::pedantic", "clippy::"), std::vector<std::string>{"clippy"});
  EXPECT_EQ(ruleOn("RUSTFLAGS=\"-D clippy::all\" cargo build", "all"), "clippy::all");
  EXPECT_EQ(ruleOn("rustflags = [\"-A\", \"clippy::too_many_arguments\"]", "too_many"), "clippy::too_many_arguments");
  EXPECT_EQ(ruleOn("cargo clippy -- -W clippy::pedantic", "cargo"), "") << "only the clippy:: path is a rule";
  EXPECT_EQ(ruleOn("use std::fmt::Display;", "fmt"), "");
}

TEST(SuppressionComments, StaysQuietOnKeywordsAndOrdinaryCode) {
  EXPECT_EQ(ruleOn("x = 1  # noqa: E501", "noqa"), "") << "the keyword itself is not a rule";
  EXPECT_EQ(ruleOn("// NOLINTNEXTLINE(bugprone-use-after-move)", "NEXTLINE"), "");
  EXPECT_EQ(ruleOn("result = compute(value)  # the result", "value"), "");
  EXPECT_EQ(ruleOn("    \"name\": \"errknow\",", "name"), "") << "a package.json key is not an ESLint rule";
  EXPECT_EQ(ruleOn("timeout = 30", "30"), "");
  EXPECT_FALSE(ruleAtCursor("# noqa", 100).has_value());
  EXPECT_FALSE(ruleAtCursor("", 0).has_value());
}
