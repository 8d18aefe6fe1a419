// The catalogue compiler refuses what catalogue/README.md says it refuses, with file and line,
// and the project's own catalogue passes the whole check.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "errknow/catalogue/Checker.h"
#include "errknow/catalogue/Loader.h"

namespace fs = std::filesystem;
using namespace errknow::catalogue;

namespace {

const char* kCategories = "- id: python\n  name: Python\n  description: d\n- id: http\n  name: HTTP\n  description: d\n";

// A valid full record; tests replace parts of it.
std::string goodRecord(const std::string& code = "KeyError", const std::string& example = "KeyError: 'x'",
                       const std::string& pattern = "KeyError: '[^']*'") {
  return "code: " + code + "\ntitle: A dictionary key is missing for " + code +
         "\nmeaning: The mapping was indexed with a key it does not hold, about " + code +
         ".\nlikely_area: runtime\ncauses:\n  - first cause for " + code + "\n  - second cause for " + code +
         "\nquick_fix:\n  - first fix for " + code + "\n  - second fix for " + code +
         "\nchecks:\n  - step: Look\n    check: Print the keys\n    effect: read-only\n  - step: Again\n    check: Print "
         "again\n    effect: read-only\nexamples:\n  - text: \"" + example +
         "\"\n    source: captured\n    script: catalogue/capture/python.sh key\n  - text: \"" + example +
         "\"\n    source: captured\n    script: catalogue/capture/python.sh key-again\npatterns:\n  - regex: \"" + pattern +
         "\"\n    weight: 0.9\n";
}

class CatalogueDir {
 public:
  CatalogueDir() {
    root = fs::temp_directory_path() / ("errknow-cat-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(root);
    fs::create_directories(root / "catalogue" / "python");
    fs::create_directories(root / "catalogue" / "http");
    write("categories.yaml", kCategories);
    write("python/python-error.yaml", genericRecord("PYTHON_ERROR", "Python"));
    write("http/http-error.yaml", genericRecord("HTTP_ERROR", "HTTP"));
  }
  // Each category's generic record (depth: generic): no pattern or example needed.
  static std::string genericRecord(const std::string& code, const std::string& what) {
    return "code: " + code + "\ntitle: " + what + " error of a kind the catalogue does not name\nmeaning: Any " + what +
           " failure that no specific record explains yet, read from its own message line.\nlikely_area: unknown\n"
           "depth: generic\ncauses:\n  - A " + what + " cause\nquick_fix:\n  - Read the first " + what +
           " line that says error, at `{file}`:{line}.\nchecks:\n  - step: Find it\n    check: Look at " + what +
           "'s output\n    effect: read-only\n";
  }
  ~CatalogueDir() { fs::remove_all(root); }
  void write(const std::string& rel, const std::string& text) { std::ofstream(root / "catalogue" / rel) << text; }
  std::vector<Problem> check() { return checkCatalogue(loadCatalogueDir((root / "catalogue").string())); }
  fs::path root;
  static inline int counter = 0;
};

bool mentions(const std::vector<Problem>& ps, const std::string& file, const std::string& text, int line = -1) {
  for (const auto& p : ps)
    if (p.file.find(file) != std::string::npos && p.message.find(text) != std::string::npos && (line < 0 || p.line == line))
      return true;
  return false;
}

std::string dump(const std::vector<Problem>& ps) {
  std::string s;
  for (const auto& p : ps) s += formatProblem(p) + "\n";
  return s;
}

}  // namespace

TEST(CatalogueCheck, EveryCategoryNeedsExactlyOneGenericRecord) {
  CatalogueDir d;
  d.write("python/key-error.yaml", goodRecord());
  fs::remove(d.root / "catalogue" / "http" / "http-error.yaml");
  d.write("python/other-error.yaml", CatalogueDir::genericRecord("PYTHON_OTHER", "Other"));
  const auto ps = d.check();
  EXPECT_TRUE(mentions(ps, "categories.yaml", "category http has no generic record")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "python/", "a second generic record in category python")) << dump(ps);
}

TEST(CatalogueCheck, AStepWithAnUnknownPlaceholderIsRefused) {
  CatalogueDir d;
  std::string r = goodRecord();
  r.replace(r.find("first fix for KeyError"), 22, "run `kill {processid}`");
  d.write("python/key-error.yaml", r);
  EXPECT_TRUE(mentions(d.check(), "python/key-error.yaml", "unknown placeholder {processid}"));
}

TEST(CatalogueCheck, AGoodRecordPasses) {
  CatalogueDir d;
  d.write("python/key-error.yaml", goodRecord());
  const auto ps = d.check();
  EXPECT_TRUE(ps.empty()) << dump(ps);
}

// A linter's rule (tool:): no pattern needed; its diagnostic example is proved by source and code.
std::string ruleRecord(const std::string& code, const std::string& alias, const std::string& suppress,
                       const std::string& exampleCode = "") {
  return "code: " + code + "\naliases: [" + alias + "]\ntool: pylint\ntitle: Module imported but never used (" + code +
         ")\nmeaning: An import statement binds a name that nothing in the module reads, rule " + alias +
         ".\nlikely_area: syntax\ndepth: indexed\ncauses:\n  - The code that used it was removed, " + code +
         "\nquick_fix:\n  - Delete the import, " + code + "\nchecks:\n  - step: Search\n    check: Search for the name, " +
         code + "\n    effect: read-only\nsuppress:\n  - \"" + suppress + "\"\nexamples:\n  - text: Unused import os\n"
         "    diagnostic_source: Pylint\n" + (exampleCode.empty() ? "" : "    diagnostic_code: " + exampleCode + "\n") +
         "    source: captured\n    script: catalogue/capture/pylint.sh w0611\n";
}

TEST(CatalogueCheck, ARuleRecordNeedsNoPatternAndIsProvedBySourceAndCode) {
  CatalogueDir d;
  d.write("python/pylint-w0611.yaml", ruleRecord("W0611", "unused-import", "# pylint: disable=unused-import", "W0611:unused-import"));
  d.write("python/pylint-w0612.yaml", ruleRecord("W0612", "unused-variable", "# pylint: disable=W0612"));
  const auto ps = d.check();
  EXPECT_TRUE(ps.empty()) << dump(ps);
}

TEST(CatalogueCheck, RuleRecordsAreRefusedWithoutTheirToolSuppressLinesOrMatchingExample) {
  CatalogueDir d;
  std::string unknownTool = ruleRecord("W0611", "unused-import", "# pylint: disable=W0611");
  unknownTool.replace(unknownTool.find("tool: pylint"), 12, "tool: pylinter");
  d.write("python/unknown-tool.yaml", unknownTool);
  d.write("python/not-named.yaml", ruleRecord("W0612", "unused-variable", "# pylint: disable=all"));
  d.write("python/other-rule.yaml", ruleRecord("W0613", "unused-argument", "# pylint: disable=W0613", "W0612"));
  std::string noSuppress = ruleRecord("W0614", "unused-wildcard-import", "x");
  noSuppress.erase(noSuppress.find("suppress:"), std::string("suppress:\n  - \"x\"\n").size());
  d.write("python/no-suppress.yaml", noSuppress);
  d.write("python/key-error.yaml", goodRecord() + "suppress:\n  - \"# noqa: KeyError\"\n");
  const auto ps = d.check();
  EXPECT_TRUE(mentions(ps, "unknown-tool.yaml", "tool 'pylinter' is not a known linter", 3)) << dump(ps);
  EXPECT_TRUE(mentions(ps, "not-named.yaml", "a suppress line must name the rule")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "other-rule.yaml", "is matched to python/not-named, not to this record")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "no-suppress.yaml", "needs at least 1 suppress line")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "key-error.yaml", "'suppress' is for rule records")) << dump(ps);
}

TEST(CatalogueCheck, ARuleRecordsTitleMustSayMoreThanItsLiteralMessage) {
  CatalogueDir d;
  // The editor already shows "Unused import os"; a title that is that text and the rule id
  // explains nothing, one that says what the rule is about does.
  std::string echo = ruleRecord("W0611", "unused-import", "# pylint: disable=W0611");
  echo.replace(echo.find("title: "), echo.find('\n', echo.find("title: ")) - echo.find("title: "),
               "title: Unused import os. (Pylint W0611 unused-import)");
  d.write("python/echo.yaml", echo + "message: Unused import os\n");
  std::string said = ruleRecord("W0612", "unused-variable", "# pylint: disable=W0612");
  d.write("python/said.yaml", said + "message: Unused import os\n");
  const auto ps = d.check();
  EXPECT_TRUE(mentions(ps, "python/echo.yaml", "the title only repeats the rule's message", 4)) << dump(ps);
  EXPECT_FALSE(mentions(ps, "python/said.yaml", "the title only repeats")) << dump(ps);
}

struct BadCase {
  const char* name;
  std::string yaml;
  std::string problem;
  int line;
};
inline void PrintTo(const BadCase& c, std::ostream* os) { *os << c.name; }

class CatalogueRefuses : public ::testing::TestWithParam<BadCase> {};
TEST_P(CatalogueRefuses, WithFileAndLine) {
  CatalogueDir d;
  d.write("python/key-error.yaml", GetParam().yaml);
  const auto ps = d.check();
  EXPECT_TRUE(mentions(ps, "python/key-error.yaml", GetParam().problem, GetParam().line)) << dump(ps);
}
INSTANTIATE_TEST_SUITE_P(
    Table, CatalogueRefuses,
    ::testing::Values(
        BadCase{"unknown_key", goodRecord() + "colour: blue\n", "unknown key 'colour'", 28},
        BadCase{"missing_key", "title: t\nmeaning: m\nlikely_area: runtime\n", "missing key 'code'", 1},
        BadCase{"bad_area", "code: X\ntitle: t\nmeaning: a meaning long enough to be read.\nlikely_area: vibes\n", "not in the vocabulary", 4},
        BadCase{"pattern_does_not_compile", goodRecord("KeyError", "KeyError: 'x'", "KeyError: ('"), "does not compile", -1},
        BadCase{"example_not_detected", goodRecord("KeyError", "something else entirely", "KeyError: '[^']*'"),
                "example 1 is detected as nothing", 19},
        BadCase{"unresolved_related", goodRecord() + "related: [python/nope]\n", "related link python/nope does not resolve", 28},
        BadCase{"bad_effect", "code: X\ntitle: t\nmeaning: a meaning long enough to be read.\nlikely_area: runtime\nchecks:\n  - step: s\n    check: c\n    effect: sometimes\n", "effect must be", 8},
        BadCase{"yaml_syntax", "code: [unclosed\n", "YAML", -1},
        BadCase{"too_few_causes", "code: X\ntitle: t\nmeaning: The thing fails because of a reason worth explaining.\nlikely_area: runtime\ncauses: [one]\nquick_fix: [a, b]\n", "needs at least 2 causes", -1},
        BadCase{"meaning_restates_title", "code: X\ntitle: Key is missing from the dictionary\nmeaning: The key is missing from the dictionary.\nlikely_area: runtime\n", "restates the title", -1},
        BadCase{"unwritten_draft", "code: X\ntitle: t\nmeaning: TODO\nlikely_area: runtime\ndepth: indexed\ncauses: [TODO]\nquick_fix: [TODO]\nchecks:\n  - step: TODO\n    check: TODO\n    effect: read-only\npatterns:\n  - regex: 'x'\n    weight: 0.5\n", "unwritten prose", -1},
        BadCase{"empty_platform_fix", goodRecord() + "platform_fixes:\n  linux: []\n", "has no steps", -1},
        // A full error record needs two real examples (a rule record, one: its tool's fixed text).
        BadCase{"one_example_for_a_full_record",
                goodRecord().substr(0, goodRecord().find("  - text: \"KeyError: 'x'\"\n    source: captured\n    script: "
                                                         "catalogue/capture/python.sh key-again")) +
                    "patterns:\n  - regex: \"KeyError: '[^']*'\"\n    weight: 0.9\n",
                "needs at least 2 real examples (full)", -1},
        BadCase{"bad_wraps", goodRecord() + "wraps: everything\n", "'wraps' must be failure, exception or aside", 28},
        BadCase{"cited_without_url", "code: X\ntitle: t\nmeaning: m is a long enough meaning to pass.\nlikely_area: runtime\nexamples:\n  - text: x\n    source: cited\n", "needs 'url'", 6}),
    [](const auto& tpi) { return std::string(tpi.param.name); });

TEST(CatalogueCheck, RefusesTwoPrimariesDuplicateMeaningsAndRetiredSlugs) {
  CatalogueDir d;
  d.write("python/key-error.yaml", goodRecord());
  d.write("python/key-error-two.yaml", goodRecord("KeyError", "KeyError: 'y'", "KeyError: 'y'"));
  d.write("retired.yaml", "- python/key-error-two\n");
  const auto ps = d.check();
  EXPECT_TRUE(mentions(ps, "key-error", "two or more primary records")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "key-error-two", "is retired")) << dump(ps);
  EXPECT_TRUE(mentions(ps, "key-error", "the same meaning as")) << dump(ps);
}

TEST(CatalogueCheck, ASharedAliasNeedsExactlyOnePrimaryRecord) {
  // Two records of different codes share the alias 42S02.
  auto withAlias = [](const std::string& code, const std::string& extra) {
    std::string r = goodRecord(code, code + ": 'x'", code + ": '[^']*'");
    return r.replace(r.find("\ntitle:"), 0, "\naliases: ['42S02']" + extra);
  };
  {
    CatalogueDir d;
    d.write("python/one.yaml", withAlias("OneError", ""));
    d.write("python/two.yaml", withAlias("TwoError", ""));
    EXPECT_TRUE(mentions(d.check(), "python/", "alias python/42s02 is shared by records of different codes")) << dump(d.check());
  }
  {
    CatalogueDir d;
    d.write("python/one.yaml", withAlias("OneError", "\nprimary_for: ['42S02']"));
    d.write("python/two.yaml", withAlias("TwoError", ""));
    const auto ps = d.check();
    EXPECT_FALSE(mentions(ps, "python/", "42s02")) << dump(ps);
  }
  {
    CatalogueDir d;
    d.write("python/one.yaml", withAlias("OneError", "\nprimary_for: ['42S02']"));
    d.write("python/two.yaml", withAlias("TwoError", "\nprimary_for: ['42s02']"));
    EXPECT_TRUE(mentions(d.check(), "python/", "more than one primary_for record")) << dump(d.check());
  }
  {
    CatalogueDir d;
    d.write("python/one.yaml", withAlias("OneError", "\nprimary_for: ['HY000']"));
    EXPECT_TRUE(mentions(d.check(), "python/one.yaml", "is not one of the record's aliases")) << dump(d.check());
  }
}

TEST(CatalogueCheck, RefusesAFolderThatIsNotACategory) {
  CatalogueDir d;
  fs::create_directories(d.root / "catalogue" / "cobol");
  d.write("cobol/abend.yaml", goodRecord());
  EXPECT_TRUE(mentions(d.check(), "cobol/abend.yaml", "not a category"));
}

TEST(CatalogueCheck, TheProjectCatalogueProvesItself) {
  const auto loaded = loadCatalogueDir(ERRKNOW_SOURCE_DIR "/catalogue");
  CheckSummary summary;
  const auto ps = checkCatalogue(loaded, &summary);
  EXPECT_TRUE(ps.empty()) << ps.size() << " problems:\n" << dump(ps);
  EXPECT_GE(summary.records, 150u);
  EXPECT_EQ(summary.examples, summary.examplesProved);
}
