// Diagnostics pasted as JSON (VS Code's Problems "Copy", an LSP message) are known by their source
// and code, as the language server knows them, over the whole embedded catalogue.
#include <gtest/gtest.h>

#include "EmbeddedAnalyzer.h"

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
