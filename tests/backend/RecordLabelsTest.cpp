// How record pages label examples and related records (backend/web/RecordLabels.cpp): who printed an
// example, never our capture script; how a related record relates. Over small records and, for the
// labels, every captured example of the embedded catalogue.
#include <gtest/gtest.h>

#include "errknow/store/CatalogueStore.h"
#include "web/RecordLabels.h"

namespace errknow::backend::web {
namespace {

core::Record record(std::string category, std::string code, std::string area = "runtime") {
  core::Record r;
  r.category = std::move(category);
  r.slug = "x";
  r.code = std::move(code);
  r.likely_area = std::move(area);
  r.depth = "full";
  return r;
}

core::Example captured(std::string script, std::string language, std::string platform = "") {
  core::Example e;
  e.text = "boom";
  e.language = std::move(language);
  e.platform = std::move(platform);
  e.source = "captured";
  e.script = std::move(script);
  return e;
}

TEST(ExampleLabel, NamesTheProgramThatPrintedItNotTheScript) {
  const core::Record py = record("python", "ModuleNotFoundError");
  const ExampleLabel l = exampleLabel(py, captured("catalogue/capture/python.sh module-not-found", "python"));
  EXPECT_EQ(l.tool, "Python 3.11");
  EXPECT_EQ(l.language, "Python");
  EXPECT_EQ(l.platform, "Linux (Debian 12)");
  // A script that runs several programs: the case names the program, else the language says what
  // printed it; a platform the example names wins over the capture machine's.
  const ExampleLabel dns = exampleLabel(record("dns", "NXDOMAIN"), captured("catalogue/capture/dns.sh python-nxdomain", "python", "macos"));
  EXPECT_EQ(dns.tool, "");
  EXPECT_EQ(dns.language, "Python");
  EXPECT_EQ(dns.platform, "macOS");
  EXPECT_EQ(exampleTool(record("tls", "X509"), captured("catalogue/capture/tls.sh node-self-signed", "javascript")), "Node.js 20");
  EXPECT_EQ(exampleTool(record("http", "502"), captured("catalogue/capture/http.sh nginx-502-refused", "")), "nginx");
  EXPECT_EQ(exampleTool(record("http", "404"), captured("catalogue/capture/http.sh 404-wget", "shell")), "wget");
  EXPECT_EQ(exampleTool(record("http", "404"), captured("catalogue/capture/http.sh 404", "")), "curl");
  EXPECT_EQ(exampleTool(record("http", "404"), captured("catalogue/capture/http.sh 404-requests", "python")), "");
  // A rule record's example was printed by its tool, whatever script captured it.
  core::Record rule = record("python", "reportMissingImports");
  rule.tool = "pyright";
  EXPECT_EQ(exampleLabel(rule, captured("catalogue/capture/python-linters.sh missing-imports", "python")).tool, "Pyright");
  // A cited example: no program is claimed, no capture machine either.
  core::Example cited;
  cited.source = "cited";
  cited.url = "https://example.org/issue/1";
  cited.language = "cpp";
  const ExampleLabel c = exampleLabel(record("c-cpp", "E"), cited);
  EXPECT_EQ(c.tool, "");
  EXPECT_EQ(c.language, "C++");
  EXPECT_EQ(c.platform, "");
}

TEST(ExampleLabel, EveryCapturedExampleOfTheCatalogueSaysWhatPrintedIt) {
  const auto store = store::openEmbeddedCatalogue();
  std::size_t examples = 0;
  for (const auto& r : store->catalogue().records())
    for (const auto& e : r.examples) {
      if (e.source != "captured") continue;
      ++examples;
      const ExampleLabel l = exampleLabel(r, e);
      EXPECT_TRUE(!l.tool.empty() || !l.language.empty())
          << r.category << "/" << r.slug << ": " << e.script << " (add the script's program to RecordLabels.cpp)";
      EXPECT_EQ(l.tool.find(".sh"), std::string::npos) << l.tool;
    }
  EXPECT_GT(examples, 3000u);
}

TEST(RelationNote, SaysHowTheRelatedRecordRelates) {
  const core::Record attr = record("python", "AttributeError");
  core::Record generic = record("python", "Exception");
  generic.depth = "generic";
  EXPECT_EQ(relationNote(attr, generic, "Python"), "the general case, when no more specific Python error fits");
  EXPECT_EQ(relationNote(generic, attr, "Python"), "one specific case of it");
  core::Record sameCode = record("python", "AttributeError");
  EXPECT_EQ(relationNote(attr, sameCode, "Python"), "the same code, another cause");
  core::Record alias = record("python", "NoneTypeAttr");
  alias.aliases = {"AttributeError"};
  EXPECT_EQ(relationNote(attr, alias, "Python"), "the same code, another cause");
  EXPECT_EQ(relationNote(record("python", "ConnectionRefusedError", "network"), record("linux", "ECONNREFUSED", "network"), "Linux"),
            "the failure underneath, as Linux reports it");
  EXPECT_EQ(relationNote(attr, record("pip", "E1", "packaging"), "pip"), "the related error in pip");
  EXPECT_EQ(relationNote(attr, record("python", "TypeError"), "Python"), "another runtime error");
  EXPECT_EQ(relationNote(attr, record("python", "SyntaxError", "syntax"), "Python"), "a syntax error rather than a runtime one");
  EXPECT_EQ(relationNote(attr, record("python", "PermissionError", "permissions"), "Python"),
            "a permission error rather than a runtime one");
  core::Record rule = record("python", "reportAttributeAccessIssue");
  rule.tool = "pyright";
  EXPECT_EQ(relationNote(attr, rule, "Python"), "the rule of Pyright that checks for it");
}

}  // namespace
}  // namespace errknow::backend::web
