// Diagnostics pasted as JSON (VS Code's Problems panel "Copy", an LSP publishDiagnostics message,
// a linter's JSON report): their "source" names a linter or language server errknow knows the rules
// of, and their "code" (a string, a number, or VS Code's {"value": ...} object) is the rule.
#pragma once

#include "errknow/core/Normalizer.h"
#include "errknow/core/Signals.h"

namespace errknow::core {

// Adds to `s.pastedDiagnostics` each such diagnostic in the text: its source, and the code, message
// and documentation link nearest to that source among its own fields. The candidates stage resolves
// each with core::matchRule (DiagnosticTools.h), as the language server resolves an editor's.
void addPastedDiagnostics(const NormalizedText& nt, Signals& s);

}  // namespace errknow::core
