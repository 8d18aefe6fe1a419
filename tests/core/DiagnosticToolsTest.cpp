// Matching an editor's diagnostic to a linter's rule record by source and code (DiagnosticTools.h),
// with the spellings the editor integrations use, and keeping rule records out of the analysis of
// pasted text.
#include <gtest/gtest.h>

#include "errknow/core/Analyzer.h"
#include "errknow/core/DiagnosticTools.h"

using namespace errknow::core;

namespace {

Record rule(const std::string& category, const std::string& slug, const std::string& code, const std::string& tool,
            std::vector<std::string> aliases = {}) {
  Record r;
  r.category = category;
  r.slug = slug;
  r.code = code;
  r.tool = tool;
  r.aliases = std::move(aliases);
  r.title = slug;
  r.meaning = "m";
  r.depth = "indexed";
  return r;
}

Catalogue catalogue() {
  std::vector<Category> cats = {{"python", "Python", "d"}, {"linux", "Linux", "d"}, {"go", "Go", "d"},
                                {"rust", "Rust", "d"},     {"javascript", "JS", "d"}};
  std::vector<Record> recs = {
      rule("python", "pylint-w0611", "W0611", "pylint", {"unused-import"}),
      rule("python", "pylint-e0401", "E0401", "pylint", {"import-error"}),
      rule("python", "flake8-e501", "E501", "flake8"),
      rule("python", "ruff-e501", "E501", "ruff"),
      rule("python", "pyright-missing-imports", "reportMissingImports", "pyright"),
      rule("linux", "shellcheck-sc2086", "SC2086", "shellcheck", {"2086"}),
      rule("javascript", "eslint-no-unused-vars", "no-unused-vars", "eslint"),
      rule("go", "gopls-nonewvars", "nonewvars", "gopls"),
      rule("go", "missing-method", "GO_MISSING_FIELD_OR_METHOD", "", {"MissingFieldOrMethod"}),
  };
  Record e0401 = rule("rust", "e0401", "E0401", "");
  e0401.patterns = {{"error\\[E0401\\]", 0.9}};
  recs.push_back(e0401);
  recs[2].primary = true;
  recs[3].primary = false;
  return Catalogue(cats, recs);
}

std::string matched(const Catalogue& c, const Diagnostic& d) {
  const RuleMatch m = matchRule(c, d);
  return m.record ? m.record->category + "/" + m.record->slug : (m.tool ? "tool:" + std::string(m.tool->id) : "none");
}

}  // namespace

TEST(DiagnosticTools, SourceAndCodeFindTheRuleInEverySpellingEditorsUse) {
  const Catalogue c = catalogue();
  EXPECT_EQ(matched(c, {"Pylint", "W0611:unused-import", "Unused import os", ""}), "python/pylint-w0611");
  EXPECT_EQ(matched(c, {"pylint", "unused-import", "Unused import os", ""}), "python/pylint-w0611");
  EXPECT_EQ(matched(c, {"shellcheck", "SC2086", "Double quote to prevent globbing", ""}), "linux/shellcheck-sc2086");
  EXPECT_EQ(matched(c, {"shellcheck", "2086", "Double quote to prevent globbing", ""}), "linux/shellcheck-sc2086");
  // The same code of two tools: the source decides.
  EXPECT_EQ(matched(c, {"Ruff", "E501", "Line too long (99 > 88)", ""}), "python/ruff-e501");
  EXPECT_EQ(matched(c, {"flake8", "E501", "line too long (99 > 79 characters)", ""}), "python/flake8-e501");
  EXPECT_EQ(matched(c, {"pycodestyle", "E501", "line too long", ""}), "python/flake8-e501");
}

TEST(DiagnosticTools, WithoutACodeTheRuleIsReadFromTheMessageOrTheDocumentationLink) {
  const Catalogue c = catalogue();
  EXPECT_EQ(matched(c, {"flake8", "", "E501 line too long (99 > 79 characters)", ""}), "python/flake8-e501");
  EXPECT_EQ(matched(c, {"eslint", "", "'x' is assigned a value but never used. [no-unused-vars]", ""}),
            "javascript/eslint-no-unused-vars");
  EXPECT_EQ(matched(c, {"pylint", "", "Unable to import 'numpy' (E0401:import-error)", ""}), "python/pylint-e0401");
  EXPECT_EQ(matched(c, {"Pyright", "", "Import \"x\" could not be resolved",
                        "https://github.com/microsoft/pyright/blob/main/docs/configuration.md#reportMissingImports"}),
            "python/pyright-missing-imports");
  EXPECT_EQ(matched(c, {"eslint", "", "Unexpected console statement.", "https://eslint.org/docs/latest/rules/no-unused-vars"}),
            "javascript/eslint-no-unused-vars");
}

TEST(DiagnosticTools, AnalyzerNamesAsSourceAndCompilerCodesAreFound) {
  const Catalogue c = catalogue();
  // gopls publishes an analyzer's finding with the analyzer as its source and no code.
  EXPECT_EQ(matched(c, {"nonewvars", "", "no new variables on left side of :=", ""}), "go/gopls-nonewvars");
  // The Go type checker's codes are aliases of catalogue/go's ordinary records.
  EXPECT_EQ(matched(c, {"compiler", "MissingFieldOrMethod", "x.Foo undefined", ""}), "go/missing-method");
}

TEST(DiagnosticTools, AKnownToolsUnknownRuleAndAnUnknownSourceAreToldApart) {
  const Catalogue c = catalogue();
  const RuleMatch unknownRule = matchRule(c, {"shellcheck", "SC9999", "Something new", ""});
  ASSERT_NE(unknownRule.tool, nullptr);
  EXPECT_EQ(unknownRule.tool->id, "shellcheck");
  EXPECT_EQ(unknownRule.record, nullptr);
  // Another tool's rule with the same spelling is never taken: E0401 is pylint's, not flake8's.
  EXPECT_EQ(matched(c, {"flake8", "E0401", "x", ""}), "tool:flake8");
  EXPECT_EQ(matched(c, {"my-linter", "W0611", "x", ""}), "none");
  EXPECT_EQ(matched(c, {"", "W0611", "x", ""}), "none");
  EXPECT_TRUE(diagnosticToolForSource("ESLint") != nullptr);
  EXPECT_EQ(diagnosticToolForSource("  Pyright "), diagnosticToolById("pyright"));
}

TEST(DiagnosticTools, ARulesCodeIsNotMatchedAsACodeShapedWordOfPastedText) {
  const Catalogue c = catalogue();
  Analyzer analyzer(c);
  // The pylint rule E0401 shares its spelling with rustc's E0401; a pasted rustc error is rustc's.
  const Analysis a = analyzer.analyze("error[E0401]: can't use generic parameters from outer item", "");
  ASSERT_FALSE(a.findings.empty());
  ASSERT_NE(a.findings.front().detected.record, nullptr);
  EXPECT_EQ(a.findings.front().detected.record->slug, "e0401");
  for (const auto& f : a.findings)
    for (const auto& alt : f.alternatives) EXPECT_TRUE(alt.record == nullptr || alt.record->tool.empty()) << alt.record->slug;
}
