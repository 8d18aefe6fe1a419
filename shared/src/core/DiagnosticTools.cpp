// The tools whose rules the catalogue holds, and matching a diagnostic to its rule record. See
// DiagnosticTools.h.
#include "errknow/core/DiagnosticTools.h"

#include <algorithm>
#include <cctype>

#include "MessageTemplates.h"

namespace errknow::core {
namespace {

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && toLower(a) == toLower(b);
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool isRuleChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '/' || c == '@' || c == ':' ||
         c == '.';
}

// A word that can be a rule id: no spaces, a letter or digit in it, at least two characters or
// one digit (the Dockerfile language server's codes run from 0).
bool ruleShaped(std::string_view s) {
  if (s.empty() || s.size() > 100) return false;
  if (s.size() == 1 && !std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  return std::all_of(s.begin(), s.end(), isRuleChar) &&
         std::any_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; });
}

void addCandidate(std::vector<std::string>& out, std::string_view s) {
  s = trim(s);
  while (!s.empty() && (s.back() == ':' || s.back() == '.' || s.back() == ',')) s.remove_suffix(1);
  if (!ruleShaped(s)) return;
  if (std::find(out.begin(), out.end(), s) == out.end()) out.emplace_back(s);
}

// The rule ids a diagnostic may carry, most trusted first.
std::vector<std::string> ruleCandidates(const DiagnosticTool* tool, const Diagnostic& d) {
  std::vector<std::string> out;
  const std::string_view code = trim(d.code);
  if (!code.empty()) {
    addCandidate(out, code);
    // pylint's `W0611:unused-import`, clippy's `clippy::needless_return` stays whole as well.
    std::size_t from = 0;
    while (from <= code.size()) {
      const std::size_t colon = code.find(':', from);
      addCandidate(out, code.substr(from, colon == std::string_view::npos ? std::string_view::npos : colon - from));
      if (colon == std::string_view::npos) break;
      from = colon + 1;
    }
    if (tool && tool->id == "shellcheck" && std::all_of(code.begin(), code.end(), ::isdigit)) addCandidate(out, "SC" + std::string(code));
    return out;
  }
  const std::string_view msg = trim(d.message);
  // A leading rule id: "E501 line too long", "SC2086: Double quote ...", "[E0401] Unable to import".
  {
    std::string_view head = msg;
    if (!head.empty() && head.front() == '[') head.remove_prefix(1);
    std::size_t end = 0;
    while (end < head.size() && isRuleChar(head[end]) && head[end] != ':') ++end;
    const std::string_view word = head.substr(0, end);
    if (std::any_of(word.begin(), word.end(), ::isdigit) || word.find('-') != std::string_view::npos) addCandidate(out, word);
  }
  // A trailing one: "... [no-unused-vars]", "... (reportMissingImports)", "... [attr-defined]".
  if (!msg.empty() && (msg.back() == ']' || msg.back() == ')')) {
    const char open = msg.back() == ']' ? '[' : '(';
    const std::size_t at = msg.rfind(open);
    if (at != std::string_view::npos) {
      const std::string_view inner = msg.substr(at + 1, msg.size() - at - 2);
      addCandidate(out, inner);
      const std::size_t colon = inner.find(':');
      if (colon != std::string_view::npos) {
        addCandidate(out, inner.substr(0, colon));
        addCandidate(out, inner.substr(colon + 1));
      }
    }
  }
  // The documentation link: ".../configuration.md#reportMissingImports", ".../rules/no-console".
  if (!d.href.empty()) {
    std::string_view h = d.href;
    const std::size_t hash = h.find('#');
    if (hash != std::string_view::npos) {
      addCandidate(out, h.substr(hash + 1));
      h = h.substr(0, hash);
    }
    while (!h.empty() && h.back() == '/') h.remove_suffix(1);
    std::string_view last = h.substr(h.rfind('/') == std::string_view::npos ? 0 : h.rfind('/') + 1);
    for (const std::string_view ext : {".html", ".md"})
      if (last.size() > ext.size() && last.substr(last.size() - ext.size()) == ext) last.remove_suffix(ext.size());
    addCandidate(out, last);
  }
  return out;
}

bool hasRule(const Record& r, std::string_view rule, bool ignoreCase) {
  auto same = [&](const std::string& s) { return ignoreCase ? equalsIgnoreCase(s, rule) : s == rule; };
  return same(r.code) || std::any_of(r.aliases.begin(), r.aliases.end(), same);
}

}  // namespace

const std::vector<DiagnosticTool>& diagnosticTools() {
  static const std::vector<DiagnosticTool> tools = {
      {"pyright", "Pyright", "python", {"pyright", "pylance", "basedpyright"}},
      {"mypy", "mypy", "python", {"mypy"}},
      {"pylint", "Pylint", "python", {"pylint"}},
      {"flake8", "Flake8", "python", {"flake8", "pycodestyle", "pyflakes"}},
      {"ruff", "Ruff", "python", {"ruff", "ruff-lsp"}, false, false,
       {"# noqa: {rule}", "ignore = [\"{rule}\"] under [tool.ruff.lint] in pyproject.toml"}},
      {"eslint", "ESLint", "javascript", {"eslint", "eslint_d"}},
      {"shellcheck", "ShellCheck", "linux", {"shellcheck"}},
      {"clang", "Clang", "c-cpp", {"clang"}, true},
      {"clang-tidy", "clang-tidy", "c-cpp", {"clang-tidy"}, false, false,
       {"// NOLINTNEXTLINE({rule})", "Checks: '-{rule}' in .clang-tidy"}},
      {"cppcheck", "Cppcheck", "c-cpp", {"cppcheck"}},
      {"go-compiler", "the Go type checker", "go", {"compiler"}, true},
      {"go-vet", "go vet", "go", {"go vet", "govet", "vet"}, false, true},
      {"gopls", "gopls", "go", {"gopls"}, false, true, {"\"analyses\": {\"{rule}\": false} in gopls' settings"}},
      {"staticcheck", "Staticcheck", "go", {"staticcheck"}, false, true},
      {"clippy", "Clippy", "rust", {"clippy"}},
      // rust-analyzer's own diagnostics (`unresolved-module`, `inactive-code`, ...) and the rustc
      // errors it reports itself (`E0004`); rustc's through `cargo check` come with source rustc.
      {"rust-analyzer", "rust-analyzer", "rust", {"rust-analyzer"}, true},
      {"rustc", "rustc", "rust", {"rustc"}, true},
      {"hadolint", "hadolint", "docker", {"hadolint"}},
      {"dockerfile-utils", "the Dockerfile language server", "docker", {"dockerfile-utils", "dockerfile-langserver"}},
  };
  return tools;
}

const DiagnosticTool* diagnosticToolById(std::string_view id) {
  for (const auto& t : diagnosticTools())
    if (t.id == id) return &t;
  return nullptr;
}

const DiagnosticTool* diagnosticToolForSource(std::string_view source) {
  source = trim(source);
  if (source.empty()) return nullptr;
  for (const auto& t : diagnosticTools())
    for (std::string_view s : t.sources)
      if (equalsIgnoreCase(s, source)) return &t;
  return nullptr;
}

const Record* ruleRecord(const Catalogue& catalogue, std::string_view toolId, std::string_view rule) {
  const DiagnosticTool* tool = diagnosticToolById(toolId);
  // A compiler's codes are carried by the ordinary records of its category too (the Go type
  // checker's names are aliases of catalogue/go's records).
  auto owns = [&](const Record& r) {
    return r.tool == toolId || (tool && tool->compiler && r.tool.empty() && r.category == tool->category);
  };
  const std::vector<const Record*> hits = catalogue.byCode(rule);  // case-insensitive
  for (const bool ignoreCase : {false, true})
    for (const Record* r : hits)
      if (owns(*r) && hasRule(*r, rule, ignoreCase)) return r;
  return nullptr;
}

std::pair<std::string_view, std::string> upstreamRule(std::string_view toolId, std::string_view rule) {
  // clang-tidy reports the compiler's warnings as checks: `clang-diagnostic-unused-variable`.
  constexpr std::string_view kClangDiagnostic = "clang-diagnostic-";
  if (toolId == "clang-tidy" && rule.size() > kClangDiagnostic.size() && rule.substr(0, kClangDiagnostic.size()) == kClangDiagnostic)
    return {"clang", "-W" + std::string(rule.substr(kClangDiagnostic.size()))};
  // gopls runs go vet's analyzers under their own names.
  if (toolId == "gopls") return {"go-vet", std::string(rule)};
  // rust-analyzer reports the Clippy lints it runs itself by their bare names: `needless_return`.
  if (toolId == "rust-analyzer" && !rule.empty() &&
      std::all_of(rule.begin(), rule.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }))
    return {"clippy", "clippy::" + std::string(rule)};
  if (toolId != "ruff" || rule.size() < 4) return {};
  auto digits = [](std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  // PLC0415, PLE1136, PLR1732, PLW0602: pylint's message ids behind "PL".
  if (rule.size() == 7 && rule.substr(0, 2) == "PL" && std::string_view("CERW").find(rule[2]) != std::string_view::npos &&
      digits(rule.substr(3)))
    return {"pylint", std::string(rule.substr(2))};
  if ((rule[0] == 'E' || rule[0] == 'W' || rule[0] == 'F') && rule.size() == 4 && digits(rule.substr(1)))
    return {"flake8", std::string(rule)};
  if (rule == "C901") return {"flake8", std::string(rule)};
  return {};
}

namespace {
std::vector<std::string> suppressLines(const DiagnosticTool& tool, std::string_view rule) {
  std::vector<std::string> out;
  for (std::string_view form : tool.suppressForms) {
    std::string line(form);
    for (std::size_t at = line.find("{rule}"); at != std::string::npos; at = line.find("{rule}", at + rule.size()))
      line.replace(at, 6, rule);
    out.push_back(std::move(line));
  }
  return out;
}

// The record of the diagnostic's rule, without the values of its message.
RuleMatch matchRuleOnly(const Catalogue& catalogue, const Diagnostic& diagnostic) {
  RuleMatch out;
  out.tool = diagnosticToolForSource(diagnostic.source);
  if (!out.tool) {
    // gopls publishes an analyzer's finding with the analyzer's name as its source and no code.
    const std::string_view source = trim(diagnostic.source);
    if (source.empty() || !trim(diagnostic.code).empty()) return out;
    for (const auto& t : diagnosticTools())
      if (t.ruleAsSource)
        if (const Record* r = ruleRecord(catalogue, t.id, source)) {
          out.tool = &t;
          out.record = r;
          out.rule = std::string(source);
          out.ruleGiven = true;
          return out;
        }
    return out;
  }
  const std::vector<std::string> candidates = ruleCandidates(out.tool, diagnostic);
  out.ruleGiven = !candidates.empty();
  for (const std::string& rule : candidates)
    if (const Record* r = ruleRecord(catalogue, out.tool->id, rule)) {
      out.record = r;
      out.rule = rule;
      return out;
    }
  for (const std::string& rule : candidates) {
    const auto [upstreamTool, upstreamCode] = upstreamRule(out.tool->id, rule);
    if (upstreamTool.empty()) continue;
    if (const Record* r = ruleRecord(catalogue, upstreamTool, upstreamCode)) {
      out.record = r;
      out.rule = rule;
      out.suppress = suppressLines(*out.tool, rule);
      return out;
    }
  }
  return out;
}
}  // namespace

RuleMatch matchRule(const Catalogue& catalogue, const Diagnostic& diagnostic) {
  RuleMatch m = matchRuleOnly(catalogue, diagnostic);
  if (m.record && !m.record->message.empty())
    MessageTemplates::captureOnce(m.record->message, diagnostic.message, m.values);
  return m;
}

}  // namespace errknow::core
