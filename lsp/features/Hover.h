// Hover: the catalogue's record for the error code under the cursor, or for the rule id under it
// in a suppression comment or linter config (SuppressionComments.h), as Markdown. Null (no hover)
// when the cursor is on neither.
#pragma once

#include "features/Knowledge.h"
#include "server/Documents.h"

namespace errknow::lsp {

// The preferred category for a document's language id (javascript for typescript files' ERR_*,
// python for .py, ...), used when a code exists in several categories.
std::string categoryForLanguage(const std::string& languageId);

Json hover(Knowledge& knowledge, const Document& doc, Position at, PositionEncoding encoding);

}  // namespace errknow::lsp
