// Choosing the root-cause frame among a trace's frames; see RootFrame.h.
#include "RootFrame.h"

#include <re2/re2.h>

namespace errknow::ai {
namespace {

const RE2& compilerError() {
  static const RE2 re(
      R"(^((?:[A-Za-z]:)?[\w./\\+-]+\.[A-Za-z]{1,5}):(\d+)(?::\d+)?:\s*(?:fatal )?error\b|)"
      R"(^((?:[A-Za-z]:)?[\w./\\+-]+\.[A-Za-z]{1,5})\((\d+),\d+\): error\b|)"
      R"(^\s*--> ([\w./\\+-]+\.rs):(\d+):\d+)");
  return re;
}

// Where a compiler says the user's code led into a header: "main.cpp:7:17:   required from here",
// clang's "main.cpp:7:5: note: in instantiation of ... requested here", "In file included from
// main.cpp:1:" and its "                 from main.cpp:1:" continuation lines.
const RE2& instantiationPoint() {
  static const RE2 re(
      R"(^((?:[A-Za-z]:)?[\w./\\+-]+\.[\w+]{1,5}):(\d+):\d+:\s+(?:required from|required by|instantiated from)|)"
      R"(^((?:[A-Za-z]:)?[\w./\\+-]+\.[\w+]{1,5}):(\d+):\d+: note: .*\brequested here)");
  return re;
}
const RE2& inclusionPoint() {
  static const RE2 re(R"(^(?:In file included from|\s+from) ((?:[A-Za-z]:)?[\w./\\+-]+\.[\w+]{1,5}):(\d+)[:,]?\s*$)");
  return re;
}

TraceFrame locationAt(const core::NormalizedText& text, std::size_t i, const std::string& file, const std::string& line) {
  TraceFrame f;
  f.file = file;
  f.line = line.size() < 9 ? std::stoi(line) : 0;
  f.userCode = true;
  f.lineIndex = i;
  f.inputLine = text.lines[i].number;
  return f;
}

// The user's location that led to an error in a header on line `at`: the innermost instantiation
// point in user code (the lines since the previous error, then clang's notes after it), else the
// user's file that included the header.
std::optional<TraceFrame> userPathTo(const core::NormalizedText& text, std::size_t from, std::size_t at) {
  std::optional<TraceFrame> included;
  auto scan = [&](std::size_t i) -> std::optional<TraceFrame> {
    const std::string_view line = text.line(i);
    if (line.size() > 2000) return std::nullopt;
    const re2::StringPiece piece(line.data(), line.size());
    std::string f1, l1, f2, l2;
    if (RE2::PartialMatch(piece, instantiationPoint(), &f1, &l1, &f2, &l2)) {
      const std::string& file = f1.empty() ? f2 : f1;
      if (!isLibraryCode("", file, "")) return locationAt(text, i, file, f1.empty() ? l2 : l1);
    } else if (!included && RE2::PartialMatch(piece, inclusionPoint(), &f1, &l1) && !isLibraryCode("", f1, "")) {
      included = locationAt(text, i, f1, l1);
    }
    return std::nullopt;
  };
  for (std::size_t i = from; i < at; ++i)
    if (auto f = scan(i)) return f;
  for (std::size_t i = at + 1; i < text.lines.size() && i < at + 60; ++i) {
    const std::string_view line = text.line(i);
    if (line.find(" error") != std::string_view::npos && line.find("note:") == std::string_view::npos) break;
    if (auto f = scan(i)) return f;
  }
  return included;
}

std::optional<RootLocation> compilerLocation(const core::NormalizedText& text) {
  std::size_t previousError = 0;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 2000) continue;
    std::string f1, l1, f2, l2, f3, l3;
    if (!RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), compilerError(), &f1, &l1, &f2, &l2, &f3, &l3))
      continue;
    const std::string& file = !f1.empty() ? f1 : !f2.empty() ? f2 : f3;
    const std::string& ln = !l1.empty() ? l1 : !l2.empty() ? l2 : l3;
    RootLocation root;
    root.fromTrace = false;
    root.errorLine = i;
    if (isLibraryCode("", file, "")) {
      // An error inside a library or system header: blame the user's line that led there.
      auto user = userPathTo(text, previousError, i);
      previousError = i + 1;
      if (!user) continue;
      root.frame = *user;
      root.errorInLibrary = true;
    } else {
      root.frame = locationAt(text, i, file, ln);
    }
    root.frame.language = f3.empty() ? "" : "rust";
    return root;
  }
  return std::nullopt;
}

// The package (namespace) of a JVM or .NET frame's function: "com.acme.shop" for
// "com.acme.shop.OrderService.place(...)", empty for a class in the default package ("Main.main").
std::string packageOf(const std::string& function) {
  std::vector<std::size_t> dots;
  for (std::size_t i = 0; i < function.size() && function[i] != '('; ++i)
    if (function[i] == '.') dots.push_back(i);
  if (dots.size() < 2) return "";
  return function.substr(0, dots[dots.size() - 2]);
}

// The first two parts of a package: "com.acme" for "com.acme.shop", "Shop" for "Shop".
std::string packageRoot(const std::string& package) {
  const auto first = package.find('.');
  if (first == std::string::npos) return package;
  const auto second = package.find('.', first + 1);
  return second == std::string::npos ? package : package.substr(0, second);
}

bool inPackage(const std::string& package, const std::string& root) {
  if (root.empty()) return package.empty();
  return package == root || package.rfind(root + ".", 0) == 0;
}

bool isMain(const std::string& function) {
  const std::string name = function.substr(0, function.find('('));
  const auto dot = name.rfind('.');
  const std::string method = dot == std::string::npos ? name : name.substr(dot + 1);
  return method == "main" || method == "Main";
}

// JVM and .NET frames name no file that tells a library from the application, and the marker lists
// cannot know every vendor (org.postgresql, com.zaxxer, ...). The application's entry point is the
// outermost frame, not known to be a library's, of the outermost exception's own trace (a JVM
// "Caused by:" trace is a cause's tail and may end inside a library, as a driver's socket code; .NET
// prints the outer exception's frames last), a `main` method first. Frames from another package
// root than the entry's are taken as libraries.
std::vector<TraceFrame> withApplicationPackage(std::vector<TraceFrame> frames, const ExceptionChain& chain) {
  // Whether frame f sits in the trace of a "Caused by:" (the nearest error above it is a cause).
  auto inCauseTrace = [&](const TraceFrame& f) {
    const RaisedError* owner = nullptr;
    for (const RaisedError& e : chain.errors)
      if (e.lineIndex < f.lineIndex) owner = &e;
    return owner && owner->isCause;
  };
  for (const char* language : {"java", "dotnet"}) {
    const bool jvm = std::string(language) == "java";
    const TraceFrame* entry = nullptr;
    const TraceFrame* mainEntry = nullptr;
    for (int pass = 0; pass < 2 && !entry; ++pass)  // pass 1: every frame, when no outer trace has one
      for (const TraceFrame& f : frames) {
        if (f.language != language || !f.userCode || (pass == 0 && jvm && inCauseTrace(f))) continue;
        entry = &f;
        if (isMain(f.function)) mainEntry = &f;
      }
    if (mainEntry) entry = mainEntry;
    if (!entry) continue;
    const std::string root = packageRoot(packageOf(entry->function));
    for (TraceFrame& f : frames)
      if (f.language == language && f.userCode && !inPackage(packageOf(f.function), root)) f.userCode = false;
  }
  return frames;
}

}  // namespace

std::optional<RootLocation> findRootLocation(const core::NormalizedText& text, const std::vector<TraceFrame>& allFrames,
                                             const ExceptionChain& chain) {
  const std::vector<TraceFrame> frames = withApplicationPackage(allFrames, chain);
  if (frames.empty()) return compilerLocation(text);
  const TraceFrame* pick = nullptr;
  if (chain.root >= 0) {
    const auto& errors = chain.errors;
    const auto root = static_cast<std::size_t>(chain.root);
    const std::size_t at = errors[root].lineIndex;
    if (chain.pythonStyle) {
      // The frames between the previous error and this one; the innermost user frame is the last.
      const std::size_t from = root > 0 ? errors[root - 1].lineIndex : 0;
      for (const TraceFrame& f : frames)
        if (f.lineIndex >= from && f.lineIndex < at && f.userCode) pick = &f;
    } else {
      // The first cause's own frames, then (JVM "... 40 common frames omitted") those of the error
      // it caused, and so on outwards: the user frame nearest to the first cause.
      for (std::size_t k = root + 1; k-- > 0 && !pick;) {
        const std::size_t from = errors[k].lineIndex;
        const std::size_t to = k + 1 < errors.size() ? errors[k + 1].lineIndex : text.lines.size();
        for (const TraceFrame& f : frames)
          if (f.lineIndex >= from && f.lineIndex < to && f.userCode) {
            pick = &f;
            break;
          }
      }
    }
  }
  // No user frame in the first cause's own trace ("... 12 more" hides the shared frames): the
  // innermost user frame anywhere, which is where the user's code called into the failing library.
  if (!pick) {
    for (const TraceFrame& f : frames) {
      if (!f.userCode) continue;
      pick = &f;
      if (f.language != "python") break;  // Python: keep the last (innermost) one
    }
  }
  if (!pick) return std::nullopt;
  RootLocation root;
  root.frame = *pick;  // a copy: `frames` is local
  return root;
}

}  // namespace errknow::ai
