// Hover on error codes. See Hover.h.
#include "features/Hover.h"

#include "features/CodeAtCursor.h"
#include "features/SuppressionComments.h"
#include "protocol/Markdown.h"

namespace errknow::lsp {

std::string categoryForLanguage(const std::string& id) {
  if (id == "javascript" || id == "javascriptreact" || id == "typescript" || id == "typescriptreact") return "javascript";
  if (id == "python") return "python";
  if (id == "java" || id == "kotlin" || id == "scala") return "java";
  if (id == "rust") return "rust";
  if (id == "go") return "go";
  if (id == "c" || id == "cpp") return "c-cpp";
  if (id == "csharp" || id == "fsharp") return "dotnet";
  if (id == "sql") return "postgresql";
  if (id == "shellscript") return "linux";
  return "";
}

Json hover(Knowledge& knowledge, const Document& doc, Position at, PositionEncoding encoding) {
  if (at.line < 0 || static_cast<std::size_t>(at.line) >= doc.lines.lineCount()) return nullptr;
  const std::string_view line = doc.lines.line(doc.text, static_cast<std::size_t>(at.line));
  const std::size_t offset = byteOffsetIn(line, at.character, encoding);
  auto range = [&](std::size_t begin, std::size_t end) {
    return Json{{"start", {{"line", at.line}, {"character", unitsIn(line, begin, encoding)}}},
                {"end", {{"line", at.line}, {"character", unitsIn(line, end, encoding)}}}};
  };
  // A rule id in a suppression comment or a linter's config: that tool's rule.
  if (const auto rule = ruleAtCursor(line, offset))
    if (const auto record = knowledge.ruleById(rule->toolIds, rule->rule))
      return Json{{"contents", {{"kind", "markdown"}, {"value", recordMarkdown(*record)}}},
                  {"range", range(rule->begin, rule->end)}};
  const auto codes = codesAtCursor(line, offset, [&](const std::string& c) { return knowledge.isKnownCode(c); });
  for (const auto& c : codes) {
    const std::string preferred = c.categoryHint.empty() ? categoryForLanguage(doc.languageId) : c.categoryHint;
    const auto records = knowledge.recordsForCode(c.code, preferred);
    if (records.empty()) continue;
    // A number only hovers as the category its context named.
    if (!c.categoryHint.empty() && records.front().value("category", "") != c.categoryHint) continue;
    std::string md = recordMarkdown(records.front());
    if (records.size() > 1) {
      md += "\n*Also:*";
      for (std::size_t i = 1; i < records.size() && i < 5; ++i)
        md += " [" + records[i].value("category", "") + "](" + records[i].value("url", "") + ")";
      md += "\n";
    }
    return Json{{"contents", {{"kind", "markdown"}, {"value", md}}}, {"range", range(c.begin, c.end)}};
  }
  return nullptr;
}

}  // namespace errknow::lsp
