// Code actions on diagnostics and selections. See CodeActions.h.
#include "features/CodeActions.h"

#include <cctype>

#include "features/Hover.h"
#include "features/MeaningSummary.h"
#include "protocol/Markdown.h"

namespace errknow::lsp {
namespace {

// What one diagnostic or selection was recognised as: the API's detected object plus details.
struct Recognised {
  Json head;     // code, title, category, url, meaning
  Json details;  // causes, quick_fix, platform_fixes, checks
  std::string text;
};

std::optional<Recognised> fromAnalysis(Knowledge& k, const std::string& text, const std::string& language) {
  const Json a = k.analyze(text, language);
  if (!isRecognised(a)) return std::nullopt;
  return Recognised{a.value("detected", Json::object()), a, text};
}

// clangd publishes clang's diagnostics with the first letter capitalised and without the
// "error:" or "warning:" that the compiler prints ("Unknown type name 'x'"); the catalogue knows
// them in the compiler's own form: "error: unknown type name 'x'", "warning: ... [-Wflag]".
std::string clangCompilerLine(const Json& diag, const std::string& code) {
  std::string message = diag.value("message", "");
  if (message.size() > 1 && std::isupper(static_cast<unsigned char>(message[0])) &&
      std::islower(static_cast<unsigned char>(message[1])))
    message[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(message[0])));
  const bool error = diag.contains("severity") && diag["severity"].is_number_integer() && diag["severity"].get<int>() == 1;
  std::string line = (error ? "error: " : "warning: ") + message;
  if (code.rfind("-W", 0) == 0) line += " [" + code + "]";
  return line;
}

std::optional<Recognised> recognise(Knowledge& k, const Json& diag, const std::string& language) {
  const Json data = diag.value("data", Json::object());
  if (diag.value("source", "") == "errknow" && data.is_object() && data.contains("code")) {
    const auto records = k.recordsForCode(data.value("code", ""), data.value("category", ""));
    if (!records.empty()) return Recognised{records.front(), records.front(), diag.value("message", "")};
  }
  std::string text = diag.value("message", "");
  // A linter's or language server's diagnostic: its rule, by source and code. A linter's rule the
  // catalogue lacks gets no action: its message analysed as an error text would only find another
  // tool's record. A diagnostic that names no rule at all is its tool's rule whose message template its
  // message fits (core::matchRule), else analysed as text.
  if (const std::string source = diag.value("source", ""); !source.empty()) {
    std::string code;
    if (diag.contains("code") && diag["code"].is_string()) code = diag["code"].get<std::string>();
    else if (diag.contains("code") && diag["code"].is_number_integer()) code = diag["code"].dump();
    std::string href;
    if (const Json cd = diag.value("codeDescription", Json::object()); cd.is_object()) href = cd.value("href", "");
    const Knowledge::Rule rule = k.ruleFor(source, code, text, href);
    if (rule.record) return Recognised{*rule.record, *rule.record, text};
    if (rule.toolKnown && rule.ruleGiven && !rule.compiler) return std::nullopt;
    if (rule.toolId == "clang") return fromAnalysis(k, clangCompilerLine(diag, code), language);
  }
  if (diag.contains("code") && (diag["code"].is_string() || diag["code"].is_number_integer())) {
    const std::string code = diag["code"].is_string() ? diag["code"].get<std::string>() : diag["code"].dump();
    std::string source = diag.value("source", "");
    // "ts" 2322 -> "error TS2322: message", the form the catalogue's tsc patterns know.
    if ((source == "ts" || source == "typescript") && diag["code"].is_number_integer())
      text = "error TS" + code + ": " + text;
    else if (source == "rustc" || source == "rust-analyzer")
      text = "error[" + code + "]: " + text;
    else if (text.find(code) == std::string::npos)
      text = code + ": " + text;
  }
  if (text.empty()) return std::nullopt;
  return fromAnalysis(k, text, language);
}

std::string languageOf(const Document* doc) {
  if (!doc) return "";
  const std::string& id = doc->languageId;
  if (id == "typescriptreact") return "typescript";
  if (id == "javascriptreact") return "javascript";
  if (id == "cpp" || id == "c") return "c-cpp";
  if (id == "log" || id == "plaintext") return "";
  return id;
}

Json actionsFor(const Recognised& r, const Json& diagnostics, const CodeActionOptions& options) {
  Json out = Json::array();
  MarkdownOptions md;
  md.platformFixes = true;
  md.maxCauses = 5;
  md.maxSteps = 5;
  md.maxChecks = 5;
  const std::string title = r.head.value("title", r.head.value("code", ""));
  const Json ref = {{"category", r.head.value("category", "")},
                    {"code", r.head.value("code", "")},
                    {"title", title},
                    {"url", r.head.value("url", "")},
                    {"summary", meaningSummary(r.head.value("meaning", ""))},
                    {"markdown", r.details.contains("detected") ? findingMarkdown(r.details, md)
                                                                : recordMarkdown(r.details, md)}};
  Json explain = {{"title", "Explain: " + title},
                  {"kind", "quickfix"},
                  {"command", {{"title", "Explain: " + title}, {"command", "errknow.explain"}, {"arguments", Json::array({ref})}}}};
  if (!diagnostics.empty()) explain["diagnostics"] = diagnostics;
  out.push_back(std::move(explain));
  if (!ref["url"].get<std::string>().empty())
    out.push_back({{"title", "Open the page: " + title},
                   {"kind", "quickfix"},
                   {"command", {{"title", "Open the page"}, {"command", "errknow.openPage"}, {"arguments", Json::array({ref["url"]})}}}});
  if (options.aiActions)
    out.push_back({{"title", "Deep analysis (AI): " + title},
                   {"kind", "quickfix"},
                   {"command", {{"title", "Deep analysis"}, {"command", "errknow.deepAnalysis"}, {"arguments", Json::array({r.text})}}}});
  return out;
}

}  // namespace

Json codeActions(Knowledge& knowledge, const Document* doc, const Json& params, PositionEncoding encoding,
                 const CodeActionOptions& options) {
  Json out = Json::array();
  const std::string language = languageOf(doc);
  const Json context = params.value("context", Json::object());
  const Json diagnostics = context.is_object() ? context.value("diagnostics", Json::array()) : Json::array();
  std::vector<std::string> seen;
  if (diagnostics.is_array())
    for (const auto& diag : diagnostics) {
      if (!diag.is_object()) continue;
      auto r = recognise(knowledge, diag, language);
      if (!r) continue;
      const std::string key = r->head.value("category", "") + "/" + r->head.value("code", "");
      if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
      seen.push_back(key);
      for (auto& a : actionsFor(*r, Json::array({diag}), options)) out.push_back(std::move(a));
    }
  // A selection: the selected text itself.
  if (out.empty() && doc && params.contains("range") && params["range"].is_object()) {
    const Json& range = params["range"];
    auto pos = [](const Json& p) {
      return Position{p.is_object() ? p.value("line", 0) : 0, p.is_object() ? p.value("character", 0) : 0};
    };
    const std::size_t a = doc->lines.offsetOf(doc->text, pos(range.value("start", Json::object())), encoding);
    const std::size_t b = doc->lines.offsetOf(doc->text, pos(range.value("end", Json::object())), encoding);
    if (b > a + 2) {
      if (auto r = fromAnalysis(knowledge, doc->text.substr(a, std::min<std::size_t>(b - a, 1u << 20)), language))
        for (auto& x : actionsFor(*r, Json::array(), options)) out.push_back(std::move(x));
    }
  }
  return out;
}

}  // namespace errknow::lsp
