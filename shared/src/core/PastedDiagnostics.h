// Diagnostics pasted as JSON (VS Code's Problems panel "Copy", an LSP publishDiagnostics message,
// a linter's JSON report): their "source" names a linter or language server errknow knows the rules
// of, and their "code" (a string, a number, or VS Code's {"value": ...} object) is the rule.
#pragma once

#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"

namespace errknow::core {

// Adds a code token of the tool (its rule id, the tool's category, `tool` set) for each such
// diagnostic in the text, as Candidates answers a linter's `clippy::NAME`.
void addPastedDiagnosticCodes(const NormalizedText& nt, Signals& s);

}  // namespace errknow::core
