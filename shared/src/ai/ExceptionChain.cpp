// Finding raised errors and the first cause of a chain. A name counts as an error's when it ends in
// Error, Exception, Exit, Interrupt, Fault, Failure or Panic (Python, JVM, .NET, JavaScript class
// names), or the line is a Go `panic:` / `fatal error:`, a Rust "panicked at", or PHP's own error line
// ("PHP Fatal error:  Uncaught Error: message in /app/User.php:57": the class and the message, without
// the location, which TraceFrames reads as the innermost frame).
#include "ExceptionChain.h"

#include <re2/re2.h>

#include <array>

namespace errknow::ai {
namespace {

const RE2& errorLine() {
  static const RE2 re(
      R"(^\s*(Caused by: |\[cause\]: |cause: |---> |Exception in thread "[^"]*" |Uncaught |Unhandled exception\. |Unhandled Exception: )?)"
      R"(((?:[A-Za-z_$][\w$]*\.)*[A-Z][\w$]*)(?: \[[\w-]+\])?(?::\s*(.*?))?\s*$)");
  return re;
}
// Ruby: "app/models/user.rb:12:in `find': Couldn't find User (ActiveRecord::RecordNotFound)".
const RE2& rubyError() {
  static const RE2 re(R"(^\S+:\d+:in [`'][^']*': (.*) \(([A-Z][\w:]*)\)\s*$)");
  return re;
}
const RE2& phpError() {
  static const RE2 re(
      R"((?:^|[\s\]])(PHP )?(Fatal error|Parse error|Warning|Notice|Deprecated|Catchable fatal error|)"
      R"(Recoverable fatal error):\s+(?:Uncaught ((?:[A-Za-z_]\w*\\)*[A-Z]\w*)(?::\s*| in ))?(.*?))"
      R"(( in \S+\.php(?::\d+| on line \d+))?\s*$)");
  return re;
}
const RE2& goPanic() {
  static const RE2 re(R"(^(panic|fatal error): (.*?)\s*$)");
  return re;
}
const RE2& rustPanic() {
  static const RE2 re(R"(^thread '[^']*'(?: \(\d+\))? panicked at (.*?)\s*$)");
  return re;
}

const RE2& pythonExceptionLine() {
  static const RE2 re(R"(^((?:[A-Za-z_]\w*\.)*[A-Z]\w*)(?::\s*(.*?))?\s*$)");
  return re;
}

bool endsWith(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool looksLikeErrorName(const std::string& qualified) {
  const auto dot = qualified.rfind('.');
  const std::string name = dot == std::string::npos ? qualified : qualified.substr(dot + 1);
  static constexpr std::array suffixes = {"Error", "Exception", "Exit", "Interrupt", "Fault", "Failure", "Panic",
                                          "Warning", "Abort", "Timeout"};
  for (const char* s : suffixes)
    if (endsWith(name, s)) return true;
  return false;
}

}  // namespace

ExceptionChain findExceptionChain(const core::NormalizedText& text) {
  ExceptionChain chain;
  bool pythonChain = false, sawTraceback = false, previousIndented = false;
  std::string prefix, name, message, level, location;
  for (std::size_t i = 0; i < text.lines.size() && chain.errors.size() < 200; ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 4000) continue;
    const re2::StringPiece piece(line.data(), line.size());
    if (line.find("Traceback (most recent call last)") != std::string_view::npos) sawTraceback = true;
    if (line.find("During handling of the above exception") != std::string_view::npos ||
        line.find("The above exception was the direct cause") != std::string_view::npos) {
      pythonChain = chain.chained = true;
      continue;
    }
    RaisedError e;
    e.lineIndex = i;
    e.inputLine = text.lines[i].number;
    if (RE2::PartialMatch(piece, phpError(), &prefix, &level, &name, &message, &location) &&
        (!prefix.empty() || !location.empty())) {
      e.name = name.empty() ? "PHP " + level : name;
      e.message = message;
    } else if (RE2::FullMatch(piece, goPanic(), &name, &message)) {
      e.name = name;
      e.message = message;
    } else if (RE2::FullMatch(piece, rubyError(), &message, &name)) {
      e.name = name;
      e.message = message;
    } else if (RE2::FullMatch(piece, rustPanic(), &message)) {
      e.name = "panic";
      e.message = message;
      // Rust 1.73+: "panicked at src/main.rs:5:38:" and the message on the next line.
      if (!message.empty() && message.back() == ':' && i + 1 < text.lines.size())
        e.message = message + " " + std::string(text.line(i + 1).substr(0, 2000));
    } else if (RE2::FullMatch(piece, errorLine(), &prefix, &name, &message) && looksLikeErrorName(name)) {
      e.name = name;
      e.message = message;
      e.isCause = prefix == "Caused by: " || prefix == "[cause]: " || prefix == "cause: " || prefix == "---> ";
      if (e.isCause) chain.chained = true;
    } else if (sawTraceback && previousIndented && RE2::FullMatch(piece, pythonExceptionLine(), &name, &message)) {
      // After a Python traceback's frames, the unindented "module.Name: message" line is the
      // exception whatever its name (psycopg2.errors.UndefinedTable, http.client.RemoteDisconnected).
      e.name = name;
      e.message = message;
    } else {
      previousIndented = !line.empty() && (line.front() == ' ' || line.front() == '\t');
      continue;
    }
    previousIndented = false;
    // The same error printed twice in a row (a log line then its trace) is one event.
    if (!chain.errors.empty() && chain.errors.back().name == e.name && chain.errors.back().message == e.message) continue;
    chain.errors.push_back(std::move(e));
  }
  if (chain.errors.empty()) return chain;
  chain.pythonStyle = sawTraceback;
  if (pythonChain) {
    chain.root = 0;  // Python prints the first cause first
    return chain;
  }
  int lastCause = -1;
  for (std::size_t k = 0; k < chain.errors.size(); ++k)
    if (chain.errors[k].isCause) lastCause = static_cast<int>(k);
  chain.root = lastCause >= 0 ? lastCause : 0;
  return chain;
}

}  // namespace errknow::ai
