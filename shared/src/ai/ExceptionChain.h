// The errors raised in an input (exception lines, Go and Rust panics) and how they are chained:
// Java's "Caused by:", Python's "During handling of the above exception" and "The above exception
// was the direct cause", Node's "[cause]:" and "cause:", .NET's inner exceptions (" ---> "). The root is the first cause: the deepest
// "Caused by:" or Node cause, the first Python traceback of a chain, else the first error raised.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "errknow/core/Normalizer.h"

namespace errknow::ai {

struct RaisedError {
  std::string name;     // "NullPointerException", "psycopg2.OperationalError", "panic"
  std::string message;  // the rest of the line, may be empty
  std::size_t lineIndex = 0;
  int inputLine = 0;
  bool isCause = false;  // introduced by "Caused by:", "[cause]:", "cause:" or " ---> "
};

struct ExceptionChain {
  std::vector<RaisedError> errors;  // input order
  int root = -1;                    // index of the first cause in `errors`, -1 when none
  bool chained = false;             // the input says one error led to another
  bool pythonStyle = false;         // the root's frames come before it (Python tracebacks)
};

ExceptionChain findExceptionChain(const core::NormalizedText& text);

}  // namespace errknow::ai
