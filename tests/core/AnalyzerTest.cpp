// The analyzer against a small hand-made catalogue: ranking, variants, findings, fallbacks,
// alternatives and confidence, and hostile input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "errknow/core/Analyzer.h"
#include "errknow/core/Languages.h"
#include "support/TestCatalogue.h"

using namespace errknow::core;

class AnalyzerTest : public ::testing::Test {
 protected:
  Catalogue catalogue = errknow::fixtures::smallCatalogue();
  Analyzer analyzer{catalogue};
  std::string top(const std::string& text, const std::string& lang = "") {
    const auto a = analyzer.analyze(text, lang);
    return a.findings.front().detected.record->category + "/" + a.findings.front().detected.record->slug;
  }
};

struct TopCase {
  const char* name;
  const char* text;
  const char* expected;
};
inline void PrintTo(const TopCase& c, std::ostream* os) { *os << c.name; }

class AnalyzerTopCases : public AnalyzerTest, public ::testing::WithParamInterface<TopCase> {};
TEST_P(AnalyzerTopCases, DetectsTheRightRecord) { EXPECT_EQ(top(GetParam().text), GetParam().expected); }
INSTANTIATE_TEST_SUITE_P(
    Table, AnalyzerTopCases,
    ::testing::Values(
        TopCase{"pattern", "ModuleNotFoundError: No module named 'yaml'", "python/module-not-found"},
        TopCase{"variant_beats_primary", "TypeError: 'NoneType' object is not subscriptable", "python/none-not-subscriptable"},
        TopCase{"primary_for_other_message", "  File \"x.py\", line 1, in <module>\nTypeError: unsupported operand", "python/type-error"},
        TopCase{"code_alone", "something raised ModuleNotFoundError", "python/module-not-found"},
        TopCase{"http_status_line", "HTTP/1.1 404 Not Found", "http/not-found"},
        TopCase{"specific_beats_generic", "psql: error: connection to server at \"db\" (10.0.0.5), port 5432 failed: Connection refused", "postgresql/connection-refused"},
        TopCase{"context_picks_category", "Error: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)", "javascript/econnrefused"},
        TopCase{"deepest_caused_by", "Exception in thread \"main\" java.lang.RuntimeException: wrap\n\tat A.main(A.java:3)\nCaused by: java.lang.NullPointerException: x\n\tat A.f(A.java:9)", "java/null-pointer"},
        TopCase{"nothing", "all good here, nothing failed", "general/unrecognized"}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST_F(AnalyzerTest, UnknownExceptionFallsBackToTheGenericEntryWithItsName) {
  const auto a = analyzer.analyze("Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\nFrobnicateError: nope");
  EXPECT_EQ(a.findings.front().detected.record->slug, "exception");
  EXPECT_EQ(a.findings.front().detected.code, "FrobnicateError");
  EXPECT_LT(a.findings.front().detected.confidence, 0.5);
}

TEST_F(AnalyzerTest, SplitsALogIntoFindingsRootCauseFirst) {
  const auto a = analyzer.analyze(
      "2026-11-22 10:00:01 INFO worker started\n"
      "ModuleNotFoundError: No module named 'yaml'\n"
      "2026-11-22 10:00:05 INFO retrying\n\n\n\n"
      "psql: error: connection to server at \"db\" (10.0.0.5), port 5432 failed: Connection refused\n"
      "ModuleNotFoundError: No module named 'yaml'\n");
  ASSERT_EQ(a.findings.size(), 2u);  // the repeated error is folded into the first finding
  EXPECT_EQ(a.findings[0].detected.record->slug, "module-not-found");
  EXPECT_EQ(a.findings[1].detected.record->slug, "connection-refused");
  EXPECT_EQ(a.findings[0].detected.evidence.front().line, 2);
  EXPECT_EQ(a.findings[0].detected.evidence.front().kind, "pattern");
}

TEST_F(AnalyzerTest, AlternativesNeverRepeatTheDetectedRecordAndAreAtMostFive) {
  const auto a = analyzer.analyze("TypeError: 'NoneType' object is not subscriptable");
  const auto& f = a.findings.front();
  EXPECT_LE(f.alternatives.size(), 5u);
  for (const auto& alt : f.alternatives) EXPECT_NE(alt.record, f.detected.record);
  ASSERT_FALSE(f.alternatives.empty());
  EXPECT_EQ(f.alternatives.front().record->slug, "type-error");
}

TEST_F(AnalyzerTest, ConfidenceIsInRangeAndHigherForStrongEvidence) {
  const double strong = analyzer.analyze("ModuleNotFoundError: No module named 'x'").findings.front().detected.confidence;
  const double weak = analyzer.analyze("it said connection refused").findings.front().detected.confidence;
  EXPECT_GT(strong, weak);
  EXPECT_LE(strong, 1.0);
  EXPECT_GE(weak, 0.0);
}

TEST_F(AnalyzerTest, PlatformFixesPutPlatformsFoundFirst) {
  Record r = errknow::fixtures::makeRecord("http", "x", "1", {});
  r.platform_fixes = {{"linux", {"a"}}, {"nginx", {"b"}}, {"windows", {"c"}}};
  const auto ordered = orderPlatformFixes(r, {"windows", "nginx"});
  ASSERT_EQ(ordered.size(), 3u);
  EXPECT_EQ(ordered[0].platform, "windows");
  EXPECT_EQ(ordered[1].platform, "nginx");
  EXPECT_EQ(ordered[2].platform, "linux");
}

TEST_F(AnalyzerTest, SurvivesHostileInput) {
  std::mt19937 rng(42);
  std::vector<std::string> inputs = {"", std::string(3, '\0'), "\xff\xfe\xfd", std::string(1 << 20, 'a'),
                                     std::string(200000, '('), std::string(100000, '\n'),
                                     "Error" + std::string(50000, ' ') + "x"};
  std::string noise(300000, ' ');
  for (char& c : noise) c = static_cast<char>(rng() % 256);
  inputs.push_back(noise);
  for (const auto& in : inputs) {
    const auto a = analyzer.analyze(in);
    ASSERT_FALSE(a.findings.empty());
    EXPECT_NE(a.findings.front().detected.record, nullptr);
  }
}

TEST(Languages, AcceptsEditorIdsCaseInsensitively) {
  EXPECT_EQ(canonicalLanguage("JavaScriptReact"), "javascript");
  EXPECT_EQ(canonicalLanguage("C++"), "cpp");
  EXPECT_EQ(canonicalLanguage("shellscript"), "shell");
  EXPECT_EQ(canonicalLanguage("golang"), "go");
  EXPECT_EQ(canonicalLanguage("plaintext"), "plaintext");
  EXPECT_FALSE(canonicalLanguage("klingon").has_value());
  EXPECT_NE(describeLanguages().find("typescript (ts"), std::string::npos);
}

TEST_F(AnalyzerTest, AdjacentDistinctErrorsAreSeparateFindings) {
  const auto a = analyzer.analyze(
      "ModuleNotFoundError: No module named 'yaml'\n"
      "2026-11-22 10:00:05 INFO retrying\n"
      "psql: error: connection to server at \"db\" (10.0.0.5), port 5432 failed: Connection refused\n");
  ASSERT_EQ(a.findings.size(), 2u);
  EXPECT_EQ(a.findings[0].detected.record->slug, "module-not-found");
  EXPECT_EQ(a.findings[1].detected.record->slug, "connection-refused");
}

// Within one category, a variant's template that holds the primary's match and says more is the
// answer, however many of the primary's broader patterns matched the same span (each adds a little).
TEST(AnalyzerRanking, AVariantTemplateHoldingThePrimarysMatchComesFirst) {
  using errknow::fixtures::makeRecord;
  std::vector<Record> recs;
  recs.push_back(makeRecord("aws", "access-denied", "AccessDenied",
                            {{"An error occurred \\(AccessDenied\\)", 0.95},
                             {"\\(AccessDenied\\) when calling the \\w+ operation", 0.95},
                             {"operation: User: \\S+ is not authorized to perform", 0.95}}));
  recs.push_back(makeRecord("aws", "sts-assume-role-not-authorized", "AccessDenied",
                            {{"An error occurred \\(AccessDenied\\) when calling the AssumeRole operation: User: \\S+ "
                              "is not authorized to perform: sts:AssumeRole",
                              0.96}},
                            false));
  recs.push_back(makeRecord("general", "unrecognized", "unrecognized", {}));
  const Catalogue catalogue({{"aws", "AWS", "d"}, {"general", "General", "d"}}, std::move(recs));
  const Analyzer analyzer(catalogue);
  const auto a = analyzer.analyze(
      "An error occurred (AccessDenied) when calling the AssumeRole operation: User: arn:aws:iam::1:user/bob "
      "is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::1:role/deploy");
  EXPECT_EQ(a.findings.front().detected.record->slug, "sts-assume-role-not-authorized");
  // The primary still answers the same code elsewhere.
  const auto b = analyzer.analyze("An error occurred (AccessDenied) when calling the GetObject operation: Access Denied");
  EXPECT_EQ(b.findings.front().detected.record->slug, "access-denied");
}

// A Python exception the program caught while raising another ("During handling of the above
// exception, ...") comes after the one raised while handling it; a direct cause ("raise ... from")
// stays first, as the root.
TEST_F(AnalyzerTest, AHandledPythonExceptionComesAfterTheOneRaisedWhileHandlingIt) {
  const std::string first =
      "Traceback (most recent call last):\n  File \"a.py\", line 3, in <module>\n    import yaml\n"
      "ModuleNotFoundError: No module named 'yaml'\n\n";
  const std::string second =
      "\n\nTraceback (most recent call last):\n  File \"a.py\", line 5, in <module>\n    cfg[0]\n"
      "TypeError: 'NoneType' object is not subscriptable\n";
  const auto handled = analyzer.analyze(first + "During handling of the above exception, another exception occurred:" + second);
  ASSERT_EQ(handled.findings.size(), 2u);
  EXPECT_EQ(handled.findings[0].detected.record->slug, "none-not-subscriptable");
  EXPECT_EQ(handled.findings[1].detected.record->slug, "module-not-found");
  const auto caused = analyzer.analyze(first + "The above exception was the direct cause of the following exception:" + second);
  ASSERT_EQ(caused.findings.size(), 2u);
  EXPECT_EQ(caused.findings[0].detected.record->slug, "module-not-found");
}

TEST_F(AnalyzerTest, FuzzRegressionsStayFixed) {
  for (const auto& entry : std::filesystem::directory_iterator(ERRKNOW_SOURCE_DIR "/tests/data/fuzz-regressions")) {
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    const auto a = analyzer.analyze(text);
    ASSERT_FALSE(a.findings.empty()) << entry.path();
  }
}

// A wrapper exception (curl's exit 35 and the TLS library's text on its line) yields to the error
// it carries where the catalogue knows that error, and not to an ecosystem's generic record that
// only recognises the carried text's shape.
TEST(AnalyzerRanking, AWrapperYieldsToTheCarriedErrorOnlyWhereThatErrorIsKnown) {
  using errknow::fixtures::makeRecord;
  std::vector<Record> recs;
  recs.push_back(makeRecord("curl", "ssl-connect-error", "35", {{"curl: \\(35\\) .+", 0.97}}));
  recs.back().wraps = "exception";
  recs.push_back(makeRecord("tls", "unrecognized-name-alert", "112", {{"tlsv1 unrecognized name", 0.95}}));
  recs.push_back(makeRecord("windows", "windows-error", "WINDOWS_ERROR", {{"\\bSEC_E_[A-Z_]+ \\(0x[0-9a-f]{8}\\)", 0.9}}));
  recs.back().depth = "generic";
  recs.push_back(makeRecord("general", "unrecognized", "unrecognized", {}));
  const Catalogue catalogue({{"curl", "curl", "d"}, {"tls", "TLS", "d"}, {"windows", "Windows", "d"}, {"general", "General", "d"}},
                            std::move(recs));
  const Analyzer analyzer(catalogue);
  const auto known = analyzer.analyze("curl: (35) OpenSSL/3.0.19: error:0A000458:SSL routines::tlsv1 unrecognized name");
  EXPECT_EQ(known.findings.front().detected.record->slug, "unrecognized-name-alert");
  const auto generic = analyzer.analyze(
      "curl: (35) schannel: next InitializeSecurityContext failed: SEC_E_NO_CREDENTIALS (0x8009030e) - No credentials are "
      "available in the security package");
  EXPECT_EQ(generic.findings.front().detected.record->slug, "ssl-connect-error");
}

// One language's template that holds another language's match and more names a case of that
// error: Python's missing Python.h in a C compiler's output, over the compiler's missing header,
// whatever bonuses the C record draws from the detected language.
TEST(AnalyzerRanking, ALanguagesTemplateHoldingAnotherLanguagesMatchComesFirst) {
  using errknow::fixtures::makeRecord;
  std::vector<Record> recs;
  recs.push_back(makeRecord("c-cpp", "include-file-not-found", "GCC_NO_SUCH_FILE_INCLUDE",
                            {{"fatal error: \\S+: No such file or directory", 0.96},
                             {"fatal error: \\S+: No such file or directory\\s+compilation terminated", 0.9}}));
  recs.back().languages = {"c", "cpp"};
  recs.push_back(makeRecord("python", "python-h-missing", "PYTHON_H_MISSING",
                            {{"fatal error: Python\\.h: No such file or directory", 0.97},
                             {"\\S+\\.c:\\d+:\\d+: fatal error: Python\\.h: No such file or directory", 0.97}}));
  recs.push_back(makeRecord("general", "unrecognized", "unrecognized", {}));
  const Catalogue catalogue({{"c-cpp", "C/C++", "d"}, {"python", "Python", "d"}, {"general", "General", "d"}},
                            std::move(recs));
  const Analyzer analyzer(catalogue);
  const auto a = analyzer.analyze(
      "gcc -pthread -fPIC -I/usr/include/python3.11 -c src/fast.c -o build/temp.linux-x86_64-3.11/src/fast.o\n"
      "src/fast.c:9:10: fatal error: Python.h: No such file or directory\n"
      "    9 | #include <Python.h>\n"
      "compilation terminated.\n");
  EXPECT_EQ(a.findings.front().detected.record->slug, "python-h-missing");
  const auto b = analyzer.analyze("src/fast.c:3:10: fatal error: zlib.h: No such file or directory\ncompilation terminated.\n");
  EXPECT_EQ(b.findings.front().detected.record->slug, "include-file-not-found");
}

// Another layer's template that holds the shell's match and more (git's own line for a missing git-lfs
// around the shell's `command not found`) comes first, whatever bonuses the shell's record draws
// from the detected language; the shell's record still answers a command it does not name.
TEST(AnalyzerRanking, ALayersTemplateHoldingTheShellsMatchComesFirst) {
  using errknow::fixtures::makeRecord;
  std::vector<Record> recs;
  recs.push_back(makeRecord("linux", "command-not-found", "127", {{": command not found", 0.9}}));
  recs.back().languages = {"shell"};
  recs.push_back(makeRecord("git", "lfs-not-installed", "GIT_LFS_NOT_INSTALLED",
                            {{"git-lfs filter-process: (?:\\d+: )?git-lfs: (?:command )?not found", 0.96}}));
  recs.push_back(makeRecord("general", "unrecognized", "unrecognized", {}));
  const Catalogue catalogue({{"linux", "Linux", "d"}, {"git", "Git", "d"}, {"general", "General", "d"}}, std::move(recs));
  const Analyzer analyzer(catalogue);
  const auto a = analyzer.analyze("git-lfs filter-process: git-lfs: command not found\nfatal: the remote end hung up unexpectedly\n");
  EXPECT_EQ(a.findings.front().detected.record->slug, "lfs-not-installed");
  const auto b = analyzer.analyze("bash: cmake: command not found\n");
  EXPECT_EQ(b.findings.front().detected.record->slug, "command-not-found");
}

// An HTTP status inside another layer's wording of the refusal (git's `unable to access '...': The
// requested URL returned error: 403`) only carries it: the wording that says who refused is the
// answer. A template of that layer that stops before the status says nothing about it.
TEST(AnalyzerRanking, ALayersWordingAroundAnHttpStatusComesBeforeTheBareStatus) {
  using errknow::fixtures::makeRecord;
  std::vector<Record> recs;
  recs.push_back(makeRecord("http", "forbidden", "403", {{"(?:HTTP Error|returned error:) 403\\b", 0.88}}));
  recs.push_back(makeRecord("git", "permission-to-repository-denied", "GIT_PERMISSION_TO_REPOSITORY_DENIED",
                            {{"unable to access '[^'\\n]+': The requested URL returned error: 403", 0.92}}));
  recs.push_back(makeRecord("git", "unable-to-access-remote-url", "GIT_UNABLE_TO_ACCESS",
                            {{"fatal: unable to access '[^'\\n]+': ", 0.93}}));
  recs.push_back(makeRecord("general", "unrecognized", "unrecognized", {}));
  const Catalogue catalogue({{"http", "HTTP", "d"}, {"git", "git", "d"}, {"general", "General", "d"}}, std::move(recs));
  const Analyzer analyzer(catalogue);
  const auto a = analyzer.analyze(
      "fatal: unable to access 'https://gitlab.example.com/team/app.git/': The requested URL returned error: 403\n");
  EXPECT_EQ(a.findings.front().detected.record->slug, "permission-to-repository-denied");
  const auto b = analyzer.analyze("urllib.error.HTTPError: HTTP Error 403: Forbidden\n");
  EXPECT_EQ(b.findings.front().detected.record->slug, "forbidden");
}
