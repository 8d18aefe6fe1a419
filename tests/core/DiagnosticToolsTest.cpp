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
  std::vector<Category> cats = {{"python", "Python", "d"}, {"linux", "Linux", "d"}, {"go", "Go", "d"}, {"docker", "Docker", "d"},
                                {"rust", "Rust", "d"},     {"javascript", "JS", "d"}};
  std::vector<Record> recs = {
      rule("python", "pylint-w0611", "W0611", "pylint", {"unused-import"}),
      rule("python", "pylint-e0401", "E0401", "pylint", {"import-error"}),
      rule("python", "flake8-e501", "E501", "flake8"),
      rule("python", "ruff-e501", "E501", "ruff"),
      rule("python", "pyright-missing-imports", "reportMissingImports", "pyright"),
      rule("python", "flake8-f401", "F401", "flake8"),
      rule("python", "pylint-c0415", "C0415", "pylint", {"import-outside-toplevel"}),
      rule("linux", "shellcheck-sc2086", "SC2086", "shellcheck", {"2086"}),
      rule("javascript", "eslint-no-unused-vars", "no-unused-vars", "eslint"),
      rule("go", "gopls-nonewvars", "nonewvars", "gopls"),
      rule("docker", "dockerfile-utils-0", "0", "dockerfile-utils", {"CASING_INSTRUCTION"}),
      rule("go", "missing-method", "GO_MISSING_FIELD_OR_METHOD", "", {"MissingFieldOrMethod"}),
      rule("rust", "clippy-needless-return", "clippy::needless_return", "clippy", {"needless_return"}),
  };
  Record e0401 = rule("rust", "e0401", "E0401", "");
  e0401.patterns = {{"error\\[E0401\\]", 0.9}};
  recs.push_back(e0401);
  recs[2].primary = true;
  recs[3].primary = false;
  recs[4].message = "Import \"{module}\" could not be resolved";
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
  // A one-digit code (the Dockerfile language server's first codes).
  EXPECT_EQ(matched(c, {"dockerfile-utils", "0", "Instructions should be written in uppercase letters", ""}),
            "docker/dockerfile-utils-0");
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

TEST(DiagnosticTools, WithNoRuleNamedAtAllTheToolsTemplateTheMessageFitsAnswers) {
  const Catalogue c = catalogue();
  const RuleMatch m = matchRule(c, {"Pylance", "", "Import \"yaml\" could not be resolved", ""});
  ASSERT_NE(m.record, nullptr);
  EXPECT_EQ(m.record->slug, "pyright-missing-imports");
  EXPECT_FALSE(m.ruleGiven);
  ASSERT_NE(placeholderValue(m.values, "module"), nullptr);
  EXPECT_EQ(*placeholderValue(m.values, "module"), "yaml");
  // Only that tool's templates: another tool's diagnostic with the same words names no rule.
  EXPECT_EQ(matched(c, {"mypy", "", "Import \"yaml\" could not be resolved", ""}), "tool:mypy");
  EXPECT_EQ(matched(c, {"Pylance", "", "\"x\" is not defined", ""}), "tool:pyright");
}

TEST(DiagnosticTools, TheMessageFillsTheRecordsPlaceholdersThroughItsTemplate) {
  const Catalogue c = catalogue();
  const RuleMatch m = matchRule(c, {"Pyright", "reportMissingImports", "Import \"requests_oauth\" could not be resolved", ""});
  ASSERT_NE(m.record, nullptr);
  ASSERT_NE(placeholderValue(m.values, "module"), nullptr);
  EXPECT_EQ(*placeholderValue(m.values, "module"), "requests_oauth");
  // A message the template does not fit gives no values, and the record still answers.
  const RuleMatch other = matchRule(c, {"Pyright", "reportMissingImports", "Something else entirely", ""});
  EXPECT_NE(other.record, nullptr);
  EXPECT_TRUE(other.values.empty());
}

TEST(DiagnosticTools, RuffsReimplementedRulesAreAnsweredByTheOriginalToolsRecord) {
  const Catalogue c = catalogue();
  // Ruff has no F401 record of its own: pyflakes' (flake8's) record answers, silenced the Ruff way.
  const RuleMatch f401 = matchRule(c, {"Ruff", "F401", "`os` imported but unused", ""});
  ASSERT_NE(f401.record, nullptr);
  EXPECT_EQ(f401.record->slug, "flake8-f401");
  EXPECT_EQ(f401.tool->id, "ruff");
  ASSERT_EQ(f401.suppress.size(), 2u);
  EXPECT_EQ(f401.suppress[0], "# noqa: F401");
  EXPECT_NE(f401.suppress[1].find("ignore = [\"F401\"]"), std::string::npos);
  // PLC0415 is pylint's C0415.
  EXPECT_EQ(matched(c, {"Ruff", "PLC0415", "`import` should be at the top-level of a file", ""}), "python/pylint-c0415");
  // Ruff's own record wins where there is one, and keeps its own suppress lines.
  const RuleMatch e501 = matchRule(c, {"Ruff", "E501", "Line too long (99 > 88)", ""});
  EXPECT_EQ(e501.record->slug, "ruff-e501");
  EXPECT_TRUE(e501.suppress.empty());
  // Only Ruff borrows, and only codes of the borrowed shapes.
  EXPECT_EQ(matched(c, {"pylint", "F401", "x", ""}), "tool:pylint");
  EXPECT_EQ(matched(c, {"Ruff", "PLX0415", "x", ""}), "tool:ruff");
  EXPECT_EQ(upstreamRule("ruff", "PLW0602"), (std::pair<std::string_view, std::string>{"pylint", "W0602"}));
  EXPECT_EQ(upstreamRule("ruff", "C901"), (std::pair<std::string_view, std::string>{"flake8", "C901"}));
  EXPECT_TRUE(upstreamRule("ruff", "B006").first.empty());
  EXPECT_TRUE(upstreamRule("flake8", "F401").first.empty());
  EXPECT_EQ(upstreamRule("clang-tidy", "clang-diagnostic-unused-variable"),
            (std::pair<std::string_view, std::string>{"clang", "-Wunused-variable"}));
  EXPECT_TRUE(upstreamRule("clang-tidy", "clang-diagnostic-").first.empty());
  EXPECT_EQ(upstreamRule("gopls", "printf"), (std::pair<std::string_view, std::string>{"go-vet", "printf"}));
}

TEST(DiagnosticTools, RuffsBorrowedRulesAreFoundByRuffsNamesAndSilencedByCode) {
  const Catalogue c = catalogue();
  // Ruff's name for F401 is `unused-import`, which is also pylint's W0611 alias: a Ruff
  // diagnostic is still pyflakes' rule, and `# noqa` takes the code, never the name.
  for (const Diagnostic& d : {Diagnostic{"Ruff", "unused-import", "`os` imported but unused", ""},
                              Diagnostic{"ruff", "", "`os` imported but unused [unused-import]", ""}}) {
    const RuleMatch m = matchRule(c, d);
    ASSERT_NE(m.record, nullptr) << d.code << d.message;
    EXPECT_EQ(m.record->slug, "flake8-f401");
    EXPECT_EQ(m.rule, "F401");
    ASSERT_FALSE(m.suppress.empty());
    EXPECT_EQ(m.suppress[0], "# noqa: F401");
  }
  // A borrowed rule's name whose record the catalogue lacks is Ruff's unknown rule, not a guess.
  EXPECT_EQ(matched(c, {"Ruff", "too-many-branches", "Too many branches (13 > 12)", ""}), "tool:ruff");
  EXPECT_EQ(matched(c, {"Ruff", "no-such-rule-name", "x", ""}), "tool:ruff");
}

TEST(DiagnosticTools, AnalyzerNamesAsSourceAndCompilerCodesAreFound) {
  const Catalogue c = catalogue();
  // gopls publishes an analyzer's finding with the analyzer as its source and no code.
  EXPECT_EQ(matched(c, {"nonewvars", "", "no new variables on left side of :=", ""}), "go/gopls-nonewvars");
  // The Go type checker's codes are aliases of catalogue/go's ordinary records.
  EXPECT_EQ(matched(c, {"compiler", "MissingFieldOrMethod", "x.Foo undefined", ""}), "go/missing-method");
  // rustc's error codes, from rust-analyzer or `cargo check`, are catalogue/rust's ordinary records.
  EXPECT_EQ(matched(c, {"rust-analyzer", "E0401", "can't use generic parameters from outer item", ""}), "rust/e0401");
  EXPECT_EQ(matched(c, {"rustc", "E0401", "can't use generic parameters from outer item", ""}), "rust/e0401");
  ASSERT_NE(diagnosticToolForSource("rust-analyzer"), nullptr);
  EXPECT_TRUE(diagnosticToolForSource("rust-analyzer")->compiler);  // an unknown code is read as text
  // The Clippy lints rust-analyzer runs itself come under its source with their bare names.
  EXPECT_EQ(matched(c, {"rust-analyzer", "needless_return", "unneeded `return` statement", ""}), "rust/clippy-needless-return");
  EXPECT_EQ(matched(c, {"clippy", "clippy::needless_return", "unneeded `return` statement", ""}), "rust/clippy-needless-return");
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

TEST(DiagnosticTools, ACatchAllRuleAnswersWithTheVariantItsMessageNamesElseItsPrimaryRecord) {
  std::vector<Category> cats = {{"python", "Python", "d"}};
  Record primary = rule("python", "mypy-misc", "misc", "mypy", {"[misc]"});
  Record notCallable = rule("python", "mypy-misc-not-callable", "misc", "mypy");
  notCallable.primary = false;
  notCallable.message = "\"{type}\" not callable";
  Record unpack = rule("python", "mypy-misc-unpack-count", "misc", "mypy");
  unpack.primary = false;
  unpack.message = "Too many values to unpack ({value})";
  unpack.patterns = {{"Need more than \\d+ values? to unpack \\(\\d+ expected\\)", 0.9}};
  // The variants come first in the catalogue: the primary must not win by order, nor they by it.
  const Catalogue c(cats, {notCallable, unpack, primary});
  EXPECT_EQ(matched(c, {"Mypy", "misc", "\"None\" not callable", ""}), "python/mypy-misc-not-callable");
  EXPECT_EQ(matched(c, {"mypy", "misc", "Too many values to unpack (2 expected, 3 provided)", ""}),
            "python/mypy-misc-unpack-count");
  // A second wording of a variant is found by the variant's pattern.
  EXPECT_EQ(matched(c, {"mypy", "misc", "Need more than 2 values to unpack (3 expected)", ""}),
            "python/mypy-misc-unpack-count");
  // A template must match the whole message, not a part of it.
  EXPECT_EQ(matched(c, {"mypy", "misc", "Cannot assign to final name \"X\" not callable here", ""}), "python/mypy-misc");
  EXPECT_EQ(matched(c, {"mypy", "misc", "Cannot assign to final name \"RETRIES\"", ""}), "python/mypy-misc");
  // A bare rule id (hover on `# type: ignore[misc]`) names the primary record.
  const Record* r = ruleRecord(c, "mypy", "misc");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->slug, "mypy-misc");
}
