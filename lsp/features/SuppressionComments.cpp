// Rule ids in suppression comments and linter configs. See SuppressionComments.h.
#include "features/SuppressionComments.h"

#include <cctype>

namespace errknow::lsp {
namespace {

// A comment or config form that lists rule ids after it, and whose rules they are.
struct Marker {
  std::string_view text;
  std::vector<std::string> tools;
};

const std::vector<Marker>& markers() {
  static const std::vector<Marker> m = {
      {"noqa", {"flake8", "ruff"}},                      // # noqa: E501, # ruff: noqa: F401
      {"type: ignore[", {"mypy"}},                       // # type: ignore[attr-defined]
      {"pyright: ignore[", {"pyright"}},                 // # pyright: ignore[reportMissingImports]
      {"pyright: basic", {"pyright"}},                   // # pyright: basic, reportX=false
      {"pyright: strict", {"pyright"}},
      {"pylint: disable", {"pylint"}},                   // # pylint: disable=import-error
      {"pylint:disable", {"pylint"}},
      {"pylint: enable", {"pylint"}},
      {"eslint-disable", {"eslint"}},                    // // eslint-disable-next-line no-console
      {"eslint-enable", {"eslint"}},
      {"shellcheck disable=", {"shellcheck"}},           // # shellcheck disable=SC2086
      {"shellcheck enable=", {"shellcheck"}},
      {"NOLINT", {"clang-tidy"}},                        // // NOLINT(bugprone-use-after-move)
      {"cppcheck-suppress", {"cppcheck"}},               // // cppcheck-suppress uninitvar
      {"#[allow(", {"clippy"}},                          // #[allow(clippy::needless_return)]
      {"#![allow(", {"clippy"}},
      {"#[warn(", {"clippy"}},
      {"#![warn(", {"clippy"}},
      {"#[deny(", {"clippy"}},
      {"#![deny(", {"clippy"}},
      {"#[expect(", {"clippy"}},
      {"nolint:", {"go-vet", "staticcheck", "gopls"}},  // //nolint:errcheck,govet
      {"lint:ignore", {"staticcheck"}},                  // //lint:ignore SA1019 reason
      {"lint:file-ignore", {"staticcheck"}},
      {"hadolint ignore=", {"hadolint"}},                // # hadolint ignore=DL3008
  };
  return m;
}

// Config keys that list rule ids (pyproject.toml, ruff.toml, setup.cfg, .flake8, .pylintrc, mypy.ini).
const std::vector<std::string_view>& configKeys() {
  static const std::vector<std::string_view> k = {"ignore", "extend-ignore", "select", "extend-select", "per-file-ignores",
                                                  "extend-per-file-ignores", "unfixable", "fixable", "disable", "enable",
                                                  "disable_error_code", "enable_error_code"};
  return k;
}

bool isRuleChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '/' || c == '@' || c == ':';
}

// The rule-shaped word around `at` that starts at or after `from`.
std::optional<std::pair<std::size_t, std::size_t>> wordAt(std::string_view line, std::size_t at, std::size_t from) {
  if (at >= line.size() || !isRuleChar(line[at])) {
    if (at == 0 || at > line.size() || !isRuleChar(line[at - 1])) return std::nullopt;
    --at;  // the cursor right after the word
  }
  std::size_t b = at, e = at;
  while (b > from && isRuleChar(line[b - 1])) --b;
  while (e < line.size() && isRuleChar(line[e])) ++e;
  if (b < from) return std::nullopt;
  // Keep clippy's `clippy::name` whole, but not a separator at either end (`noqa:E501`).
  while (b < e && line[b] == ':') ++b;
  while (e > b && line[e - 1] == ':') --e;
  if (e - b < 2) return std::nullopt;
  return std::make_pair(b, e);
}

std::optional<RuleAtCursor> inComment(std::string_view line, std::size_t at) {
  const Marker* best = nullptr;
  std::size_t bestAt = 0;
  for (const auto& m : markers()) {
    std::size_t p = line.find(m.text);
    while (p != std::string_view::npos && p + m.text.size() <= at) {
      if (!best || p >= bestAt) best = &m, bestAt = p;
      p = line.find(m.text, p + 1);
    }
  }
  if (!best) return std::nullopt;
  const std::size_t from = bestAt + best->text.size();
  auto w = wordAt(line, at, from);
  if (!w) return std::nullopt;
  std::string rule(line.substr(w->first, w->second - w->first));
  // `# noqa: E501` has the separator glued on in `noqa:E501`; `nolint:errcheck` the same.
  if (rule.rfind("noqa", 0) == 0 || rule.rfind("nolint", 0) == 0) return std::nullopt;
  // Comment keywords that are not rule ids.
  for (std::string_view kw : {"next-line", "line", "NEXTLINE", "BEGIN", "END"})
    if (rule == kw) return std::nullopt;
  return RuleAtCursor{rule, best->tools, w->first, w->second};
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  return s;
}

// `ignore = ["E501", "F401"]`, `extend-ignore = E203, W503`, `disable = import-error`.
std::optional<RuleAtCursor> inConfigList(std::string_view line, std::size_t at) {
  const std::size_t eq = line.find('=');
  if (eq == std::string_view::npos || at <= eq) return std::nullopt;
  std::string_view key = trimmed(line.substr(0, eq));
  while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.remove_suffix(1);
  bool listed = false;
  for (std::string_view k : configKeys()) listed = listed || key == k;
  if (!listed) return std::nullopt;
  auto w = wordAt(line, at, eq + 1);
  if (!w) return std::nullopt;
  return RuleAtCursor{std::string(line.substr(w->first, w->second - w->first)), {"ruff", "flake8", "pylint", "mypy"},
                      w->first, w->second};
}

// An ESLint config's rule entry: `"no-console": "off"`, `'@typescript-eslint/no-explicit-any': ['error']`.
std::optional<RuleAtCursor> inEslintRules(std::string_view line, std::size_t at) {
  const std::string_view t = trimmed(line);
  const std::size_t start = line.size() - t.size();
  if (t.empty() || (t.front() != '"' && t.front() != '\'')) return std::nullopt;
  const char q = t.front();
  const std::size_t close = line.find(q, start + 1);
  if (close == std::string_view::npos || at <= start || at > close) return std::nullopt;
  std::string_view rest = trimmed(line.substr(close + 1));
  if (rest.empty() || rest.front() != ':') return std::nullopt;
  rest = trimmed(rest.substr(1));
  if (!rest.empty() && rest.front() == '[') rest = trimmed(rest.substr(1));
  bool severity = !rest.empty() && (rest.front() == '0' || rest.front() == '1' || rest.front() == '2');
  for (std::string_view s : {"off", "warn", "error"})
    severity = severity || (rest.size() > s.size() && (rest.front() == '"' || rest.front() == '\'') && rest.substr(1, s.size()) == s);
  if (!severity) return std::nullopt;
  const std::string rule(line.substr(start + 1, close - start - 1));
  if (rule.size() < 2) return std::nullopt;
  return RuleAtCursor{rule, {"eslint"}, start + 1, close};
}

// A Clippy lint by its path wherever it is written: `cargo clippy -- -W clippy::pedantic`,
// `RUSTFLAGS="-D clippy::all"`, `rustflags = ["-A", "clippy::too_many_arguments"]`. The
// `clippy::` prefix names the tool on its own.
std::optional<RuleAtCursor> clippyPath(std::string_view line, std::size_t at) {
  auto w = wordAt(line, at, 0);
  if (!w) return std::nullopt;
  const std::string_view word = line.substr(w->first, w->second - w->first);
  constexpr std::string_view kPrefix = "clippy::";
  if (word.size() <= kPrefix.size() || word.substr(0, kPrefix.size()) != kPrefix) return std::nullopt;
  return RuleAtCursor{std::string(word), {"clippy"}, w->first, w->second};
}

}  // namespace

std::optional<RuleAtCursor> ruleAtCursor(std::string_view line, std::size_t byteOffset) {
  if (byteOffset > line.size()) return std::nullopt;
  if (auto r = inComment(line, byteOffset)) return r;
  if (auto r = inEslintRules(line, byteOffset)) return r;
  if (auto r = inConfigList(line, byteOffset)) return r;
  return clippyPath(line, byteOffset);
}

}  // namespace errknow::lsp
