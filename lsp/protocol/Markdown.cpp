// Records and findings as Markdown. See Markdown.h.
#include "protocol/Markdown.h"

namespace errknow::lsp {
namespace {
using Json = rpc::Json;

std::string str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

// Markdown-significant characters in catalogue text that is meant literally (titles, steps keep
// their `code spans`, so only characters that would start a heading, list or HTML are escaped).
std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<' || c == '>' || c == '*' || c == '_' || c == '[' || c == ']' || c == '#') out += '\\';
    out += c;
  }
  return out;
}

void list(std::string& md, const char* heading, const Json& items, std::size_t max, bool numbered) {
  if (!items.is_array() || items.empty() || max == 0) return;
  md += "\n**" + std::string(heading) + "**\n\n";
  std::size_t i = 0;
  for (const auto& item : items) {
    if (i == max) break;
    if (!item.is_string()) continue;
    md += numbered ? std::to_string(i + 1) + ". " : "- ";
    md += item.get<std::string>() + "\n";
    ++i;
  }
}

std::string body(const Json& head, const Json& details, const MarkdownOptions& o) {
  std::string md = "### " + escape(str(head, "title")) + "\n\n";
  const std::string code = str(head, "code"), category = str(head, "category");
  if (!code.empty()) md += "`" + code + "`" + (category.empty() ? "" : " · " + category) + "\n\n";
  const std::string meaning = str(head, "meaning");
  if (!meaning.empty()) md += meaning + "\n";
  list(md, "Likely causes", details.value("causes", Json::array()), o.maxCauses, true);
  list(md, "Quick fix", details.value("quick_fix", Json::array()), o.maxSteps, true);
  if (o.platformFixes && details.contains("platform_fixes") && details["platform_fixes"].is_object())
    for (const auto& [platform, steps] : details["platform_fixes"].items())
      list(md, ("On " + platform).c_str(), steps, o.maxSteps, true);
  const Json checks = details.value("checks", Json::array());
  if (checks.is_array() && !checks.empty() && o.maxChecks > 0) {
    md += "\n**Checks**\n\n";
    std::size_t i = 0;
    for (const auto& c : checks) {
      if (i++ == o.maxChecks) break;
      md += "- " + escape(str(c, "step")) + ": " + str(c, "check") + "\n";
    }
  }
  // A linter's rule: how to silence it where it is intended, as lines to copy.
  const Json suppress = details.value("suppress", Json::array());
  if (suppress.is_array() && !suppress.empty()) {
    md += "\n**When it is intended, silence it**\n\n";
    for (const auto& line : suppress)
      if (line.is_string()) md += "- `" + line.get<std::string>() + "`\n";
  }
  const std::string url = str(head, "url");
  if (!url.empty()) md += "\n[Open the errknow page](" + url + ")\n";
  return md;
}
}  // namespace

std::string recordMarkdown(const Json& record, const MarkdownOptions& o) { return body(record, record, o); }

std::string findingMarkdown(const Json& finding, const MarkdownOptions& o) {
  return body(finding.value("detected", Json::object()), finding, o);
}

}  // namespace errknow::lsp
