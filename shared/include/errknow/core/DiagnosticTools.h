// The linters and language servers whose rules the catalogue holds (issue 31), and how an editor's
// diagnostic is matched to a rule record: by the diagnostic's `source` (which tool published it)
// and its `code` (the rule id), never by searching its message. A record with `tool:` is a rule
// record (catalogue/README.md, "Rules of linters and language servers").
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "errknow/core/Catalogue.h"
#include "errknow/core/Placeholders.h"

namespace errknow::core {

struct DiagnosticTool {
  std::string_view id;        // as records name it: `tool: ruff`
  std::string_view name;      // as people write it: "Ruff"
  std::string_view category;  // the category of the language it checks (its records live there)
  // The `source` strings editors put on its diagnostics (compared case-insensitively): the tool's
  // own language server, nvim-lint, none-ls and the VS Code extensions.
  std::vector<std::string_view> sources;
  // A compiler's front end (clang, the Go type checker, rustc through rust-analyzer): its errors
  // are compiler errors the catalogue knows by their text, so a code that is not among its rules
  // is analysed as text. A linter's unknown code gets no answer (never a guess from other records).
  bool compiler = false;
  // Its diagnostics may carry the rule id as their `source` and no code (gopls's analyzers).
  bool ruleAsSource = false;
  // How to silence one of its rules, `{rule}` standing for the rule id; given for a tool whose
  // rules may be answered by another tool's record (below), whose own lines would not apply.
  std::vector<std::string_view> suppressForms = {};
};

// Every tool errknow knows rules of, in a fixed order.
const std::vector<DiagnosticTool>& diagnosticTools();
const DiagnosticTool* diagnosticToolById(std::string_view id);
// The tool whose diagnostics carry this `source`, or nullptr.
const DiagnosticTool* diagnosticToolForSource(std::string_view source);

// A diagnostic as an editor has it.
struct Diagnostic {
  std::string source;
  std::string code;  // a number is given as its decimal text
  std::string message;
  std::string href;  // codeDescription.href, when given
};

struct RuleMatch {
  const DiagnosticTool* tool = nullptr;  // the tool the diagnostic came from, when known
  const Record* record = nullptr;        // the rule's record, when the catalogue has it
  std::string rule;                      // the rule id that matched (as the diagnostic spells it)
  bool ruleGiven = false;                // the diagnostic names some rule id (in code, message or link)
  // When `record` is another tool's (the rule is a reimplementation, below): how to silence it in
  // the diagnostic's own tool. Empty otherwise: the record's own `suppress` lines apply.
  std::vector<std::string> suppress;
  // The user's values in the diagnostic's message, read through the record's `message` template
  // (`Import "{module}" could not be resolved`), to fill the record's steps.
  PlaceholderValues values;
};

// The rule another tool defined that this tool's rule reimplements or relays under a code derived
// from it: Ruff's `F401`, `E501`, `W605` and `C901` are pyflakes', pycodestyle's and mccabe's
// (flake8), its `PLC0415` is pylint's `C0415`; clang-tidy's `clang-diagnostic-unused-variable` is
// clang's `-Wunused-variable`; gopls's `printf` is go vet's analyzer. Returns the other tool's id
// and rule, or an empty id.
std::pair<std::string_view, std::string> upstreamRule(std::string_view toolId, std::string_view rule);

// The rule record for a diagnostic: its tool from `source` (or the rule named as the source), the
// rule id from `code` (each ':'-separated part: pylint's `W0611:unused-import`), else from the
// message (a leading `E501` or a trailing `[rule]`/`(rule)`, as nvim-lint and none-ls write it),
// else from the last segment of the documentation link; a rule the tool reimplements from another
// is answered by that tool's record when it has none of its own. A diagnostic of a known tool that
// names no rule at all is answered by the tool's record whose message template its whole message
// fits (`Import "requests" could not be resolved` from Pylance without a code), else by nothing. `tool` is null when the source is not a
// known tool; `record` null when no rule matched; `ruleGiven` false when the diagnostic names no
// rule id at all (then its message is all there is to go on).
RuleMatch matchRule(const Catalogue& catalogue, const Diagnostic& diagnostic);

// The rule record of one tool whose code or an alias is `rule` (exact, then case-insensitive).
// Where several share the rule, the variant whose message template matches `message` as a whole,
// else the rule's primary record.
const Record* ruleRecord(const Catalogue& catalogue, std::string_view toolId, std::string_view rule,
                         std::string_view message = {});

}  // namespace errknow::core
