// Diagnostics for log-like documents and terminal output: one per finding of the analysis, on the
// lines its evidence came from, with the record's code, page and meaning. The fallback finding
// (nothing recognised) gives no diagnostic.
#pragma once

#include "features/Knowledge.h"
#include "server/Documents.h"

namespace errknow::lsp {

// The LSP Diagnostic objects for a document's text.
Json diagnosticsFor(Knowledge& knowledge, const Document& doc, PositionEncoding encoding);

}  // namespace errknow::lsp
