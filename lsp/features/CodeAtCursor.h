// Finding the error code under the cursor in any text: source code (`res.status(429)`), logs
// (`HTTP/1.1 503`, `ECONNREFUSED`), compiler output (`error[E0308]`, `TS2322`). Symbolic codes
// count when the catalogue knows them and they do not look like an ordinary word; bare numbers
// only where the line says they are a status or an error number, so dates, ports and counts
// never get a hover.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::lsp {

struct CodeAtCursor {
  std::string code;          // as the catalogue spells it in a look-up (case-insensitive there)
  std::string categoryHint;  // "http", "mysql", "postgresql" for numbers; empty otherwise
  std::size_t begin = 0, end = 0;  // byte range of the token in the line
};

// `byteOffset` is the cursor's byte offset in `line`; `isKnown` asks the catalogue.
std::vector<CodeAtCursor> codesAtCursor(std::string_view line, std::size_t byteOffset,
                                        const std::function<bool(const std::string&)>& isKnown);

}  // namespace errknow::lsp
