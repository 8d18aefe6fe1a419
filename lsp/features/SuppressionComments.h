// Rule ids where developers write them without their explanation: suppression comments
// (`# noqa: E501`, `// eslint-disable-next-line no-unused-vars`, `# shellcheck disable=SC2086`,
// `// NOLINT(bugprone-use-after-move)`, `#[allow(clippy::needless_return)]`, `//nolint:errcheck`)
// and linter configs (`"no-console": "off"` in an ESLint config, `ignore = ["E501"]` under
// `[tool.ruff]`), and a Clippy lint's path anywhere (`cargo clippy -- -W clippy::pedantic`). Finds the rule id under the cursor and the tools it may belong to, most likely
// first; the hover then asks the catalogue for that tool's rule.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::lsp {

struct RuleAtCursor {
  std::string rule;                  // as written: "E501", "no-unused-vars", "clippy::needless_return"
  std::vector<std::string> toolIds;  // core/DiagnosticTools.h ids, most likely first
  std::size_t begin = 0, end = 0;    // byte range of the rule id in the line
};

// `byteOffset` is the cursor's byte offset in `line`.
std::optional<RuleAtCursor> ruleAtCursor(std::string_view line, std::size_t byteOffset);

}  // namespace errknow::lsp
