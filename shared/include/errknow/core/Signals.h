// Facts extracted from normalised input: HTTP statuses where the text means a status, platforms,
// the request line, the language, exception names, error codes, file locations and stack frames.
// Extraction never fails; text with none of these yields empty lists.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "errknow/core/Normalizer.h"

namespace errknow::core {

struct RequestSignal {
  std::string method;
  std::string path;
};

// A code-like token found in the input, with what kind of code it is and where.
struct CodeToken {
  std::string text;      // as it should be looked up: "E0308", "ECONNREFUSED", "ModuleNotFoundError"
  std::string kind;      // "http_status", "exception", "errno", "signal", "rustc", "tsc", "sqlstate",
                         // "mysql", "node_code", "npm", "curl", "sqlite", "openssl", "exit_status", "grpc",
                         // "rule" (a pasted diagnostic's rule id: see PastedDiagnostic)
  std::string category;  // the category this kind of code belongs to, empty when it could be several
  double weight = 0.5;   // how strongly finding this token points at the record with that code
  int line = 0;                // original line number
  std::size_t lineIndex = 0;   // index into the NormalizedText's lines (its text: NormalizedText::line)
  std::string tool;            // the linter whose rule this names (`clippy`), empty for an error's code
};

struct Location {
  std::string file;
  int line = 0;
  int column = 0;
};

struct Frame {
  std::string text;  // the frame line, trimmed
  std::string file;
  int line = 0;
  std::string function;
  bool userCode = false;  // false for runtime, standard library and third-party frames
};

// A diagnostic pasted as JSON whose "source" is a linter or language server errknow knows the rules
// of (PastedDiagnostics.h): the candidates stage resolves it as the language server does.
struct PastedDiagnostic {
  std::string source;
  std::string code;     // "code" (a number as its decimal text), or empty
  std::string message;  // "message", JSON escapes undone, or empty
  std::string href;     // a documentation link ("href", VS Code's "external"), or empty
  std::string category; // the category of the language the source's tool checks, when it is one errknow knows
  int line = 0;               // original line number of its code (else its source)
  std::size_t lineIndex = 0;  // index into the NormalizedText's lines
};

struct Signals {
  std::vector<std::string> httpStatus;  // unique, in order of appearance
  std::vector<std::string> platforms;   // platform ids, unique, in order of appearance
  std::optional<RequestSignal> request;
  std::string language;                 // detected language id (else the hint's), or empty
  std::vector<std::string> ecosystems;  // ecosystem ids the text gives evidence for, best first (Ecosystems.h)
  std::string command;                  // the `$ command` line, or empty
  std::string tool;                     // first word of the command (git, npm, curl, ...)
  std::vector<std::string> exceptions;  // exception class names, in order
  std::vector<CodeToken> codes;         // every code-like token, in order
  std::vector<Location> locations;
  std::vector<Frame> frames;
  std::vector<PastedDiagnostic> pastedDiagnostics;
};

Signals extractSignals(const NormalizedText& text);

// The built-in expressions that failed to compile (empty unless this file has a bug); a test
// asserts it is empty.
std::vector<std::string> signalPatternErrors();

// For the prefilter's tests: the source of every built-in expression (RE2 syntax, run with (?m)),
// and, for a text, which of them the prefilter lets RE2 run; an expression it holds back must not
// match the text.
std::vector<std::string> signalExpressionSources();
std::vector<bool> signalExpressionsThatMayMatch(std::string_view text);

// The category a language id points at ("python" -> "python", "c" -> "c-cpp"), or empty.
std::string categoryForLanguage(const std::string& language);
// The category a command's tool points at ("git" -> "git", "psql" -> "postgresql"), or empty.
std::string categoryForTool(const std::string& tool);

}  // namespace errknow::core
