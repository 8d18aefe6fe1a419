// Frame recognition, one expression per trace format, tried only on lines that can hold a frame.
// Which frames are library code is core::isLibraryFrame's call (LibraryCode.h), as for the signals,
// widened by isLibraryCode's markers below.
#include "TraceFrames.h"

#include "errknow/core/LibraryCode.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <memory>

namespace errknow::ai {
namespace {

struct Format {
  const char* language;
  int file, line, function;  // capture groups, 0 = absent
  std::unique_ptr<RE2> re;
};

const std::vector<Format>& formats() {
  static const auto list = [] {
    std::vector<Format> v;
    auto add = [&](const char* lang, int f, int l, int fn, const char* rx) {
      RE2::Options o;
      o.set_log_errors(false);
      v.push_back({lang, f, l, fn, std::make_unique<RE2>(rx, o)});
    };
    add("python", 1, 2, 3, R"x(^\s*File "([^"]+)", line (\d+)(?:, in (.+?))?\s*$)x");
    add("java", 2, 3, 1, R"(^\s*at ([\w$.<>/-]+)\(([\w$.-]+\.(?:java|kt|kts|scala|groovy|clj)):(\d+)\))");
    add("java", 0, 0, 1, R"(^\s*at ([\w$.<>/-]+)\((?:Native Method|Unknown Source)\))");
    add("javascript", 2, 3, 1, R"(^\s*at (?:async )?(.+?) \((.+?):(\d+):\d+\)\s*$)");
    add("javascript", 1, 2, 0, R"(^\s*at (?:async )?((?:file://)?[^\s()]+):(\d+):\d+\s*$)");
    add("dotnet", 2, 3, 1, R"(^\s*at ([\w.`<>\[\],+|]+\(.*?\)) in (.+):line (\d+)\s*$)");
    add("dotnet", 0, 0, 1, R"(^\s*at ([\w.`<>\[\],+|]+\([^)]*\))\s*$)");
    add("rust", 1, 2, 0, R"(^\s*at (\S+\.rs):(\d+)(?::\d+)?\s*$)");
    add("rust", 1, 2, 0, R"(panicked at (?:'.*', )?(\S+\.rs):(\d+):\d+)");
    add("cpp", 2, 3, 1, R"(^\s*#\d+ 0x[0-9a-fA-F]+ in (.+?) (\S+?):(\d+)(?::\d+)?\s*$)");
    add("cpp", 3, 4, 2, R"(^#\d+\s+(0x[0-9a-fA-F]+ in )?(\S+) \(.*\) at (\S+?):(\d+)\s*$)");
    add("cpp", 2, 3, 1, R"(^(?:==\d+==)?\s+(?:at|by) 0x[0-9A-Fa-f]+: (.+?) \(([^\s()]+?):(\d+)\)\s*$)");
    add("ruby", 1, 2, 3, R"(^\s*(?:from )?(\S+\.rb):(\d+):in [`']([^']+)')");
    add("php", 1, 2, 0, R"(^#\d+ (\S+\.php)\((\d+)\): )");  // the call made there, not the enclosing function
    return v;
  }();
  return list;
}

// PHP's own error line ends with where it was raised: "PHP Fatal error:  Uncaught Error: ... in
// /app/User.php:57" or "Parse error: ... in /app/a.php on line 3" (the last " in" of the line).
const RE2& phpErrorLocation() {
  static const RE2 re(
      R"((?:^|[\s\]])(?:PHP )?(?:Fatal error|Parse error|Warning|Notice|Deprecated|Catchable fatal error|)"
      R"(Recoverable fatal error|Strict Standards):\s.*\bin (\S+\.php)(?::(\d+)| on line (\d+)))");
  return re;
}

// Go prints the function on one line and "\t/path/file.go:LINE +0xNN" on the next.
const RE2& goFileLine() {
  static const RE2 re(R"(^\s+(\S+\.go):(\d+)(?: \+0x[0-9a-f]+)?\s*$)");
  return re;
}

bool mayHoldFrame(std::string_view l) {
  for (std::string_view k : {"File \"", "at ", ".go:", "#", ".rs", ".rb:", "by 0x", ".php"})
    if (l.find(k) != std::string_view::npos) return true;
  return false;
}

bool contains(std::string_view s, std::string_view part) { return s.find(part) != std::string_view::npos; }
bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// Go's function line without its arguments: "pkg.(*T).Get" for "pkg.(*T).Get(0x0, {0x5c, 0x3})".
std::string_view withoutGoArguments(std::string_view fn) {
  if (fn.empty() || fn.back() != ')') return fn;
  int depth = 0;
  for (std::size_t i = fn.size(); i-- > 0;) {
    if (fn[i] == ')') ++depth;
    else if (fn[i] == '(' && --depth == 0) return fn.substr(0, i);
  }
  return fn;
}

// Go's standard packages (the first element of an import path without a dot).
bool isGoStandardFunction(std::string_view function) {
  const auto slash = function.find('/');
  const std::string_view root = function.substr(0, std::min(slash, function.find('.')));
  static constexpr std::array roots = {"archive", "bufio",   "bytes",   "cmp",     "compress", "container", "context",
                                       "crypto",  "database", "debug",  "embed",   "encoding", "errors",    "expvar",
                                       "flag",    "fmt",     "hash",    "html",    "image",    "internal",  "io",
                                       "iter",    "log",     "maps",    "math",    "mime",     "net",       "os",
                                       "path",    "reflect", "regexp",  "runtime", "slices",   "sort",      "strconv",
                                       "strings", "sync",    "syscall", "testing", "text",     "time",      "unicode",
                                       "unique",  "unsafe"};
  for (const char* r : roots)
    if (root == r) return true;
  return false;
}

// A Go module cache directory under -trimpath: "github.com/lib/pq@v1.10.9/conn.go".
bool hasModuleVersion(std::string_view file) {
  for (auto at = file.find("@v"); at != std::string_view::npos; at = file.find("@v", at + 2))
    if (at + 2 < file.size() && file[at + 2] >= '0' && file[at + 2] <= '9' && file.find('/', at) != std::string_view::npos)
      return true;
  return false;
}

// The path with "dir/../" taken out, as clang prints system headers
// ("/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/vector" is /usr/include/c++/12/vector).
std::string withoutDotDot(std::string_view file) {
  if (file.find("/../") == std::string_view::npos) return std::string(file);
  std::vector<std::string_view> parts;
  std::size_t from = 0;
  while (from <= file.size()) {
    const std::size_t slash = std::min(file.find('/', from), file.size());
    const std::string_view part = file.substr(from, slash - from);
    if (part == ".." && !parts.empty() && parts.back() != ".." && !parts.back().empty()) parts.pop_back();
    else parts.push_back(part);
    from = slash + 1;
  }
  std::string out;
  for (std::size_t k = 0; k < parts.size(); ++k) out += (k ? "/" : "") + std::string(parts[k]);
  return out;
}

int toInt(const std::string& s) {
  int v = 0;
  for (char c : s) {
    if (c < '0' || c > '9' || v > 100000000) break;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

bool isLibraryCode(std::string_view language, std::string_view file, std::string_view function) {
  // core's `internal/` marker is Node's runtime ("internal/modules/cjs/loader.js"); in any other
  // language's path an `internal/` directory is the project's own (Go's internal packages).
  std::string probe = withoutDotDot(file);
  if (language != "javascript")
    for (auto at = probe.find("internal/"); at != std::string::npos; at = probe.find("internal/", at + 10))
      probe.replace(at, 9, "internal_/");
  if (core::isLibraryFrame(probe, function)) return true;
  static constexpr std::array fileMarkers = {
      "\\vendor\\", "/include/c++/", "GOROOT/", "$GOROOT", "/sdk/go1.", "Program Files/Go/src/", "Program Files\\Go\\src\\", "/lib/ruby/", "\\Lib\\",
      "\\.cargo\\registry\\", "/.rustup/", "/.m2/repository/", "/.gradle/caches/", "/.nuget/packages/",
      ".yarn/cache/", ".yarn/__virtual__/", "/.pnpm-store/", "https://deno.land/", "https://esm.sh/", "/usr/local/include/",
      "/Library/Developer/", "/Applications/Xcode", ".sdk/usr/include/", "/opt/homebrew/", "/usr/local/Cellar/",
      "Windows Kits", "Microsoft Visual Studio", "/mingw64/", "/mingw32/", "/msys64/"};
  for (const char* m : fileMarkers)
    if (probe.find(m) != std::string::npos) return true;
  if (startsWith(file, "vendor/") || startsWith(file, "vendor\\")) return true;
  if (language == "go" || (language.empty() && file.size() > 3 && file.substr(file.size() - 3) == ".go"))
    return hasModuleVersion(file) || isGoStandardFunction(function);
  return false;
}

std::vector<TraceFrame> findFrames(const core::NormalizedText& text) {
  std::vector<TraceFrame> out;
  std::string a, b;
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 2000 || !mayHoldFrame(line)) continue;
    const re2::StringPiece piece(line.data(), line.size());
    std::string c;
    if (RE2::PartialMatch(piece, phpErrorLocation(), &a, &b, &c)) {
      TraceFrame f{"php", a, toInt(b.empty() ? c : b), {}, false, i, text.lines[i].number};
      f.userCode = !isLibraryCode(f.language, f.file, "");
      out.push_back(std::move(f));
      continue;
    }
    if (RE2::PartialMatch(piece, goFileLine(), &a, &b)) {
      TraceFrame f{"go", a, toInt(b), {}, false, i, text.lines[i].number};
      if (i > 0) {
        std::string_view fn = text.line(i - 1);
        while (!fn.empty() && (fn.front() == ' ' || fn.front() == '\t')) fn.remove_prefix(1);
        if (startsWith(fn, "created by ")) fn.remove_prefix(11);
        fn = withoutGoArguments(fn.substr(0, fn.find(" in goroutine")));
        f.function = std::string(fn);
      }
      f.userCode = !isLibraryCode(f.language, f.file, f.function);
      out.push_back(std::move(f));
      continue;
    }
    for (const Format& fmt : formats()) {
      std::array<re2::StringPiece, 5> groups;
      const int wanted = std::min(static_cast<int>(groups.size()), fmt.re->NumberOfCapturingGroups() + 1);
      if (!fmt.re->Match(piece, 0, piece.size(), RE2::UNANCHORED, groups.data(), wanted)) continue;
      auto group = [&](int g) { return std::string(groups[static_cast<std::size_t>(g)].data(), groups[static_cast<std::size_t>(g)].size()); };
      TraceFrame f;
      f.language = fmt.language;
      if (fmt.file) f.file = group(fmt.file);
      if (fmt.line) f.line = toInt(group(fmt.line));
      if (fmt.function) f.function = group(fmt.function);
      if (startsWith(f.file, "file://")) f.file.erase(0, 7);
      // JVM 9+ prefixes the module: "java.base/java.net.Socket.connect", "app//com.acme.Main.main".
      if (f.language == "java")
        if (const auto slash = f.function.rfind('/'); slash != std::string::npos) f.function.erase(0, slash + 1);
      // Rust backtraces name the function on the line before "at file:line".
      if (f.language == "rust" && f.function.empty() && i > 0 && contains(line, " at ")) {
        std::string_view fn = text.line(i - 1);
        const auto colon = fn.find(": ");
        if (colon != std::string_view::npos) f.function = std::string(fn.substr(colon + 2));
      }
      f.userCode = !isLibraryCode(f.language, f.file, f.function) && !(f.file.empty() && f.language != "dotnet");
      f.lineIndex = i;
      f.inputLine = text.lines[i].number;
      out.push_back(std::move(f));
      break;
    }
  }
  return out;
}

}  // namespace errknow::ai
