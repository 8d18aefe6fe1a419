// Diagnostics from an analysis of the whole document. See Diagnostics.h.
#include "features/Diagnostics.h"

#include <algorithm>

namespace errknow::lsp {

Json diagnosticsFor(Knowledge& knowledge, const Document& doc, PositionEncoding encoding) {
  Json out = Json::array();
  const Json analysis = knowledge.analyze(doc.text, "");
  const Json findings = analysis.value("findings", Json::array());
  for (const auto& f : findings) {
    const Json& d = f.value("detected", Json::object());
    if (!isRecognised(f)) continue;
    int first = -1, last = -1;
    for (const auto& e : f.value("evidence", Json::array())) {
      const int l = e.value("line", 0);
      if (l <= 0) continue;
      first = first < 0 ? l : std::min(first, l);
      last = std::max(last, l);
    }
    if (first < 0) continue;
    const auto startLine = static_cast<std::size_t>(first - 1);
    auto endLine = static_cast<std::size_t>(last - 1);
    if (endLine > startLine + 20) endLine = startLine;
    if (startLine >= doc.lines.lineCount()) continue;
    endLine = std::min(endLine, doc.lines.lineCount() - 1);
    const std::string_view endText = doc.lines.line(doc.text, endLine);
    const double confidence = d.value("confidence", 0.0);
    Json diag = {{"range",
                  {{"start", {{"line", startLine}, {"character", 0}}},
                   {"end", {{"line", endLine}, {"character", unitsIn(endText, endText.size(), encoding)}}}}},
                 {"severity", confidence >= 0.5 ? 1 : 2},
                 {"code", d.value("code", "")},
                 {"source", "errknow"},
                 {"message", d.value("title", "") + (d.value("meaning", "").empty() ? "" : ": " + d.value("meaning", ""))},
                 {"data", {{"category", d.value("category", "")}, {"code", d.value("code", "")}, {"url", d.value("url", "")}}}};
    if (!d.value("url", "").empty()) diag["codeDescription"] = {{"href", d.value("url", "")}};
    out.push_back(std::move(diag));
  }
  return out;
}

}  // namespace errknow::lsp
