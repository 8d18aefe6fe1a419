// Choosing the root-cause frame among a trace's frames; see RootFrame.h.
#include "RootFrame.h"

#include "errknow/core/LibraryCode.h"

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

std::optional<TraceFrame> compilerLocation(const core::NormalizedText& text) {
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 2000) continue;
    std::string f1, l1, f2, l2, f3, l3;
    if (!RE2::PartialMatch(re2::StringPiece(line.data(), line.size()), compilerError(), &f1, &l1, &f2, &l2, &f3, &l3))
      continue;
    TraceFrame f;
    f.file = !f1.empty() ? f1 : !f2.empty() ? f2 : f3;
    const std::string& ln = !l1.empty() ? l1 : !l2.empty() ? l2 : l3;
    f.line = ln.size() < 9 ? std::stoi(ln) : 0;
    f.userCode = !core::isLibraryFrame(f.file, "");
    if (!f.userCode) continue;
    f.language = f3.empty() ? "" : "rust";
    f.lineIndex = i;
    f.inputLine = text.lines[i].number;
    return f;
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

// JVM and .NET frames name no file that tells a library from the application, and the marker lists
// cannot know every vendor (org.postgresql, com.zaxxer, ...). The outermost frame not known to be a
// library's is the application's entry (main, a controller, a test); frames from another package
// root than it are taken as libraries.
std::vector<TraceFrame> withApplicationPackage(std::vector<TraceFrame> frames) {
  for (const char* language : {"java", "dotnet"}) {
    const TraceFrame* entry = nullptr;
    for (const TraceFrame& f : frames)
      if (f.language == language && f.userCode) entry = &f;
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
  const std::vector<TraceFrame> frames = withApplicationPackage(allFrames);
  if (frames.empty()) {
    if (auto f = compilerLocation(text)) return RootLocation{*f, false};
    return std::nullopt;
  }
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
  return RootLocation{*pick, true};  // a copy: `frames` is local
}

}  // namespace errknow::ai
