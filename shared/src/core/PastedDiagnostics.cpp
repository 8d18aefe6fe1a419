// Diagnostics pasted as JSON, read field by field. See PastedDiagnostics.h.
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

// Every match of `rx` in `text`: where it starts, and its second group's text (or its third's when
// the second did not take part).
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

// A JSON string's common escapes undone (\" \\ \/ \n \t); others are kept as written.
std::string unescaped(std::string_view v) {
  std::string out;
  out.reserve(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (v[i] != '\\' || i + 1 == v.size()) {
      out += v[i];
      continue;
    }
    const char n = v[++i];
    if (n == 'n') out += '\n';
    else if (n == 't') out += '\t';
    else if (n == '"' || n == '\\' || n == '/') out += n;
    else out += '\\', out += n;
  }
  return out;
}

// The field of `list` nearest to `at` within [from, to), or null.
const Field* nearest(const std::vector<Field>& list, std::size_t at, std::size_t from, std::size_t to) {
  const Field* best = nullptr;
  std::size_t bestDistance = std::string::npos;
  for (const Field& f : list) {
    if (f.at < from || f.at >= to) continue;
    const std::size_t d = f.at > at ? f.at - at : at - f.at;
    if (d < bestDistance) best = &f, bestDistance = d;
  }
  return best;
}

}  // namespace

void addPastedDiagnostics(const NormalizedText& nt, Signals& s) {
  const std::string_view text = nt.text;
  if (text.find("\"source\"") == std::string_view::npos) return;  // the common case costs one search
  static const RE2 sourceRx(R"re(("source"\s*:\s*)"([^"\\\n]{1,60})")re");
  static const RE2 codeRx(R"re(("(?:code|value)"\s*:\s*)(?:"([^"\\\n]{1,120})"|(\d{1,6})\b))re");
  // Unbounded (a counted repeat of an alternation would outgrow RE2's DFA); a line bounds it.
  static const RE2 messageRx(R"re(("message"\s*:\s*)"((?:[^"\\\n]|\\.)+)")re");
  static const RE2 hrefRx(R"re(("(?:href|external)"\s*:\s*)"(https?://[^"\\\s]{1,300})")re");
  const std::vector<Field> sources = fields(sourceRx, text);
  if (sources.empty()) return;
  const std::vector<Field> codes = fields(codeRx, text);
  const std::vector<Field> messages = fields(messageRx, text);
  const std::vector<Field> hrefs = fields(hrefRx, text);
  // A diagnostic's fields lie between its neighbours' sources: each of its fields is the one
  // nearest to its source within that span (VS Code writes the code first, LSP messages either way).
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const DiagnosticTool* tool = diagnosticToolForSource(sources[i].value);
    // A compiler's diagnostics are errors the catalogue knows by their text; an unknown source is
    // analysed as text too, unless it names a rule itself (gopls's analyzers), which matchRule tells.
    if (tool && tool->compiler) continue;
    const std::size_t from = i == 0 ? 0 : sources[i - 1].at;
    const std::size_t to = i + 1 < sources.size() ? sources[i + 1].at : text.size();
    const Field* code = nearest(codes, sources[i].at, from, to);
    const Field* message = nearest(messages, sources[i].at, from, to);
    const Field* href = nearest(hrefs, sources[i].at, from, to);
    if (!tool && (code || !message)) continue;  // a JSON "source" of something else (a file, a bundle)
    PastedDiagnostic d;
    d.source = sources[i].value;
    if (code) d.code = code->value;
    if (message) d.message = unescaped(message->value);
    if (href) d.href = href->value;
    if (tool) d.category = std::string(tool->category);
    const std::size_t li = nt.lineAt(code ? code->at : sources[i].at);
    d.line = nt.lines[li].number;
    d.lineIndex = li;
    // The rule id is shown among the text's codes (the API's signals.error_codes) as kind "rule";
    // the candidates stage answers it through the diagnostic, not as a code token.
    if (tool && code) s.codes.push_back({code->value, "rule", std::string(tool->category), 0.95, d.line, li, std::string(tool->id)});
    s.pastedDiagnostics.push_back(std::move(d));
  }
}

}  // namespace errknow::core
