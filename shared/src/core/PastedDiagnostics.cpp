// Rules named by diagnostics pasted as JSON. See PastedDiagnostics.h.
#include "PastedDiagnostics.h"

#include <re2/re2.h>

#include <string>
#include <vector>

#include "errknow/core/DiagnosticTools.h"

namespace errknow::core {
namespace {

struct Field {
  std::size_t at;
  std::string value;
};

// Every match of `rx` in `text`: where its first group starts, and its second group's text (or its
// third's when the second did not take part).
std::vector<Field> fields(const RE2& rx, std::string_view text) {
  std::vector<Field> out;
  re2::StringPiece rest(text.data(), text.size());
  re2::StringPiece whole, a, b;
  const bool two = rx.NumberOfCapturingGroups() == 3;
  while (two ? RE2::FindAndConsume(&rest, rx, &whole, &a, &b) : RE2::FindAndConsume(&rest, rx, &whole, &a)) {
    const std::size_t at = static_cast<std::size_t>(whole.data() - text.data());
    const re2::StringPiece& v = a.empty() ? b : a;
    out.push_back({at, std::string(v.data(), v.size())});
  }
  return out;
}

}  // namespace

void addPastedDiagnosticCodes(const NormalizedText& nt, Signals& s) {
  const std::string_view text = nt.text;
  if (text.find("\"source\"") == std::string_view::npos) return;  // the common case costs one search
  static const RE2 sourceRx(R"re(("source"\s*:\s*)"([^"\\\n]{1,60})")re");
  static const RE2 codeRx(R"re(("(?:code|value)"\s*:\s*)(?:"([^"\\\n]{1,120})"|(\d{1,6})\b))re");
  const std::vector<Field> sources = fields(sourceRx, text);
  if (sources.empty()) return;
  const std::vector<Field> codes = fields(codeRx, text);
  // A diagnostic's fields lie between its neighbours' sources: its code is the one nearest to its
  // source within that span (VS Code writes the code first, LSP messages either way).
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const DiagnosticTool* tool = diagnosticToolForSource(sources[i].value);
    if (!tool || tool->compiler) continue;
    const std::size_t from = i == 0 ? 0 : sources[i - 1].at;
    const std::size_t to = i + 1 < sources.size() ? sources[i + 1].at : text.size();
    const Field* best = nullptr;
    std::size_t bestDistance = std::string::npos;
    for (const Field& c : codes) {
      if (c.at < from || c.at >= to) continue;
      const std::size_t d = c.at > sources[i].at ? c.at - sources[i].at : sources[i].at - c.at;
      if (d < bestDistance) best = &c, bestDistance = d;
    }
    if (!best) continue;
    const std::size_t li = nt.lineAt(best->at);
    s.codes.push_back({best->value, "rule", std::string(tool->category), 0.95, nt.lines[li].number, li, std::string(tool->id)});
  }
}

}  // namespace errknow::core
