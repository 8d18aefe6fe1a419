// Diagnostics pasted as JSON (VS Code's Problems "Copy", an LSP message) are known by their source
// and code, as the language server knows them, over the whole embedded catalogue.
#include <gtest/gtest.h>

#include "EmbeddedAnalyzer.h"
#include "errknow/core/Placeholders.h"

using namespace errknow;

namespace {
std::string where(const core::Analysis& a) {
  const core::Record& r = *a.findings.front().detected.record;
  return r.category + "/" + r.slug;
}
}  // namespace

TEST(PastedDiagnostics, VsCodesProblemsCopyIsKnownByItsSourceAndCodeObject) {
  const auto a = testsupport::embeddedAnalyzer().analyze(R"([{
	"resource": "/c:/Users/me/proj/app.py",
	"owner": "_generated_diagnostic_collection_name_#0",
	"code": {
		"value": "reportMissingImports",
		"target": {
			"$mid": 1,
			"external": "https://github.com/microsoft/pyright/blob/main/docs/configuration.md#reportMissingImports"
		}
	},
	"severity": 4,
	"message": "Import \"requests\" could not be resolved",
	"source": "Pylance",
	"startLineNumber": 1,
	"startColumn": 8,
	"endLineNumber": 1,
	"endColumn": 16
}])");
  EXPECT_EQ(where(a), "python/pyright-report-missing-imports");
  EXPECT_GE(a.findings.front().detected.confidence, 0.5);
}

TEST(PastedDiagnostics, AnLspMessagesDiagnosticIsKnownByItsSourceAndCode) {
  const auto a = testsupport::embeddedAnalyzer().analyze(
      R"({"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///src/app.js",)"
      R"("diagnostics":[{"range":{"start":{"line":2,"character":6},"end":{"line":2,"character":11}},"severity":2,)"
      R"("code":"no-unused-vars","source":"eslint","message":"'count' is assigned a value but never used."}]}})");
  EXPECT_EQ(where(a), "javascript/eslint-no-unused-vars");
}

TEST(PastedDiagnostics, ARuleTheToolDoesNotHaveAndAnotherJsonSourceNameNoRule) {
  for (const char* t : {R"({"source": "eslint", "code": "no-such-rule-at-all", "message": "something"})",
                        R"({"name": "app", "source": "src/index.ts", "code": "E0308"})"}) {
    const auto a = testsupport::embeddedAnalyzer().analyze(t);
    EXPECT_TRUE(a.findings.front().detected.record->tool.empty()) << t << " -> " << where(a);
  }
}

// Found as the language server finds an editor's diagnostic (core::matchRule), not by a code token
// alone: the rule another tool defined, the variant the message picks, the rule in the message.
TEST(PastedDiagnostics, ARuleRuffTookFromFlake8IsAnsweredByFlake8sRecordWhenRuffHasNone) {
  const auto a = testsupport::embeddedAnalyzer().analyze(
      R"({"source": "Ruff", "code": "E101", "message": "Indentation contains mixed spaces and tabs"})");
  EXPECT_EQ(where(a), "python/flake8-e101-indentation-mixed-spaces-tabs");
}

TEST(PastedDiagnostics, TheMessagePicksTheRulesVariantAndFillsItsPlaceholders) {
  const auto a = testsupport::embeddedAnalyzer().analyze(
      R"({"source": "mypy", "code": "attr-defined", "severity": 8, "message": "Module \"os\" has no attribute \"getcwdx\""})");
  EXPECT_EQ(where(a), "python/mypy-attr-defined-module-has-no-attribute");
  const std::string* module = core::placeholderValue(a.findings.front().values, "module");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*module, "os");
}

TEST(PastedDiagnostics, ARuleNamedOnlyInTheMessageIsFoundAsNoneLsWritesIt) {
  const auto a = testsupport::embeddedAnalyzer().analyze(
      R"j({"source": "pylint", "severity": 2, "message": "Unused import sys (unused-import)"})j");
  EXPECT_EQ(where(a), "python/pylint-w0611-unused-import");
  bool shown = false;  // no code field: nothing among signals.codes, the rule still answers
  for (const auto& c : a.signals.codes) shown = shown || c.kind == "rule";
  EXPECT_FALSE(shown);
}

// Part of a Problems-panel "Copy" without its "code" (cut off, or an integration that drops it):
// the tool's rule whose message template the unescaped message fits.
TEST(PastedDiagnostics, WithoutACodeTheToolsRuleIsTheOneWhoseTemplateTheMessageFits) {
  const auto a = testsupport::embeddedAnalyzer().analyze(
      "\t\"message\": \"Import \\\"numpy.linalg\\\" could not be resolved\",\n\t\"source\": \"Pylance\",\n"
      "\t\"startLineNumber\": 3,\n\t\"startColumn\": 8");
  EXPECT_EQ(where(a), "python/pyright-report-missing-imports");
  const std::string* module = core::placeholderValue(a.findings.front().values, "module");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*module, "numpy.linalg");
  // A message none of the tool's templates fits names no rule: nothing from the rule records.
  const auto b = testsupport::embeddedAnalyzer().analyze(R"({"source": "Pylance", "message": "Something else entirely happened"})");
  EXPECT_TRUE(b.findings.front().detected.record->tool.empty()) << where(b);
}
