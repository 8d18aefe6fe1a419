// Signal extraction: a fixed table of RE2 expressions run over the normalised text. Each table is
// small and compiled once; every expression is linear-time (RE2), so hostile input cannot blow up.
// Beside each expression stand its triggers (SignalTriggers.h): what every match of it contains,
// so that one cheap pass over the text tells which few expressions RE2 needs to run.
#include "errknow/core/Signals.h"

#include "errknow/core/Ecosystems.h"
#include "errknow/core/LibraryCode.h"

#include "MatchIteration.h"
#include "PastedDiagnostics.h"
#include "ErrnoNames.h"
#include "SignalTriggers.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <set>

namespace errknow::core {
namespace {

using namespace triggers;
using matching::Groups;
using matching::forEachLineMatch;
using matching::forEachMatch;

// One of this file's expressions, with its number in the registry (its member of the prefilter).
struct SignalRe : RE2 {
  SignalRe(const std::string& pattern, const RE2::Options& options, int registryId)
      : RE2(pattern, options), id(registryId) {}
  const int id;
};

struct Rx {
  const char* pattern;
  std::unique_ptr<SignalRe> re;
};

std::vector<std::string>& compileErrors() {
  static std::vector<std::string> errors;
  return errors;
}

// Every expression of this file with its source, and beside it the triggers that tell which of
// them can match a text before RE2 runs the few that can (SignalTriggers.h).
std::vector<std::string>& registry() {
  static std::vector<std::string> all;
  return all;
}
TriggerTable& triggerTable() {
  static TriggerTable table;
  return table;
}

std::unique_ptr<SignalRe> compile(const char* p, std::vector<Trigger> triggers) {
  RE2::Options o;
  o.set_log_errors(false);
  auto re = std::make_unique<SignalRe>(std::string("(?m)") + p, o, static_cast<int>(registry().size()));
  if (!re->ok()) compileErrors().push_back(std::string(p) + ": " + re->error());
  registry().emplace_back(p);
  triggerTable().add(std::move(triggers));
  return re;
}

// --- checks for triggers: what must surround a literal wherever the expression can match ----
bool wordStart(std::string_view t, std::size_t at, std::size_t) { return at == 0 || !isWordChar(t[at - 1]); }
bool wholeWord(std::string_view t, std::size_t at, std::size_t len) {
  return wordStart(t, at, len) && (at + len == t.size() || !isWordChar(t[at + len]));
}
bool digitAfter(std::string_view t, std::size_t at, std::size_t len) { return at + len < t.size() && isDigit(t[at + len]); }
bool lineStart(std::string_view t, std::size_t at, std::size_t) { return at == 0 || t[at - 1] == '\n'; }
bool lineStartDigitAfter(std::string_view t, std::size_t at, std::size_t len) {
  return lineStart(t, at, len) && digitAfter(t, at, len);
}
// Only spaces between the line's start and the literal (where "^\s*" or "^[ \t]*" can reach).
bool indentedLineStart(std::string_view t, std::size_t at, std::size_t) {
  while (at > 0 && (t[at - 1] == ' ' || t[at - 1] == '\t' || t[at - 1] == '\r' || t[at - 1] == '\f')) --at;
  return at == 0 || t[at - 1] == '\n';
}
std::string_view restOfLine(std::string_view t, std::size_t from) {
  const std::size_t end = t.find('\n', from);
  return t.substr(from, end == std::string_view::npos ? std::string_view::npos : end - from);
}
// The word "at" and a space opening a line (a frame of a stack trace).
bool frameAtWord(std::string_view t, std::size_t b, std::size_t e) {
  return e - b == 2 && t[b] == 'a' && t[b + 1] == 't' && e < t.size() && t[e] == ' ' && indentedLineStart(t, b, 2);
}
// ... followed on its line by "name (" (a JavaScript frame with a function name).
bool frameWithParenWord(std::string_view t, std::size_t b, std::size_t e) {
  return frameAtWord(t, b, e) && restOfLine(t, e).find(" (") != std::string_view::npos;
}
// ... followed on its line by ".rs:" (a Rust backtrace frame).
bool frameWithRustFileWord(std::string_view t, std::size_t b, std::size_t e) {
  return frameAtWord(t, b, e) && restOfLine(t, e).find(".rs:") != std::string_view::npos;
}
// ... followed by a path or a node: module (an anonymous JavaScript frame).
bool frameWithPathWord(std::string_view t, std::size_t b, std::size_t e) {
  if (!frameAtWord(t, b, e)) return false;
  const std::string_view rest = t.substr(e + 1);
  return rest.substr(0, 1) == "/" || rest.substr(0, 7) == "file://" || rest.substr(0, 5) == "node:";
}
// An exception name ending here: a run of [\w.] after a space or the text's start, then ":" or a
// space or the end (the shape of exceptionLineRx's name and what may follow it).
bool exceptionNameEnd(std::string_view t, std::size_t at, std::size_t len) {
  const std::size_t end = at + len;
  if (end < t.size() && t[end] != ':' && !isSpace(t[end])) return false;
  while (at > 0 && (isWordChar(t[at - 1]) || t[at - 1] == '.')) --at;
  return at == 0 || isSpace(t[at - 1]);
}
// ".Name: " where Name has two or more word characters, the first a capital.
bool qualifiedNameWord(std::string_view t, std::size_t b, std::size_t e) {
  return e - b >= 2 && isUpper(t[b]) && b > 0 && t[b - 1] == '.' && e + 1 < t.size() && t[e] == ':' &&
         isSpace(t[e + 1]);
}
// A source file's extension right before ":<digit>" (the literal).
bool sourceExtensionBefore(std::string_view t, std::size_t at, std::size_t) {
  static const std::string_view exts[] = {"c",  "cc",  "cpp", "cxx", "h",    "hpp", "hh",   "rs",    "go",
                                          "ts", "tsx", "js",  "mjs", "cjs",  "jsx", "py",   "java",  "kt",
                                          "cs", "rb",  "php", "swift", "sql", "yml", "yaml", "toml", "json"};
  std::size_t b = at;
  while (b > 0 && at - b < 6 && isLower(t[b - 1])) --b;
  if (b == 0 || t[b - 1] != '.') return false;
  const std::string_view ext = t.substr(b, at - b);
  if (std::find(std::begin(exts), std::end(exts), ext) == std::end(exts)) return false;
  // The path before it starts at a line start or after one of [\s(\['"], perhaps with a drive.
  auto isPathChar = [](char c) { return isWordChar(c) || c == '.' || c == '/' || c == '\\' || c == '-'; };
  auto isLead = [](char c) { return isSpace(c) || c == '(' || c == '[' || c == '\'' || c == '"'; };
  std::size_t r = b - 1;
  while (r > 0 && isPathChar(t[r - 1])) --r;
  if (r == 0 || isLead(t[r - 1])) return true;
  return t[r - 1] == ':' && r >= 2 && isLetter(t[r - 2]) && (r == 2 || isLead(t[r - 3]));
}
bool statusDigitsAt(std::string_view t, std::size_t i) {
  return i + 3 <= t.size() && t[i] >= '1' && t[i] <= '5' && isDigit(t[i + 1]) && isDigit(t[i + 2]);
}
// "status", perhaps "code", ":" "=" "of" "is" or "was", "(", with spaces between, then a status.
bool statusNumberAfterStatus(std::string_view t, std::size_t at, std::size_t len) {
  std::size_t starts[2] = {at + len, at + len};
  std::size_t j = at + len;
  if (j < t.size() && (t[j] == ' ' || t[j] == '_' || t[j] == '-')) ++j;
  if (caselessEquals(t.substr(j, 4), "code")) starts[1] = j + 4;
  for (std::size_t start : starts) {
    const std::size_t k = skipSpaces(t, start);
    for (std::string_view word : {"", ":", "=", "of", "is", "was"}) {
      if (!caselessEquals(t.substr(k, word.size()), word)) continue;
      std::size_t m = skipSpaces(t, k + word.size());
      if (m < t.size() && t[m] == '(') m = skipSpaces(t, m + 1);
      if (statusDigitsAt(t, m)) return true;
    }
  }
  return false;
}
// "responded" and the like: spaces, then "with", "a" or "an", "status" (each optional and followed
// by spaces), then a status.
bool statusNumberAfterVerb(std::string_view t, std::size_t at, std::size_t len) {
  std::size_t i = skipSpaces(t, at + len);
  if (i == at + len) return false;
  auto optionalWord = [&](std::string_view w) {
    if (i + w.size() < t.size() && caselessEquals(t.substr(i, w.size()), w) && isSpace(t[i + w.size()])) {
      i = skipSpaces(t, i + w.size());
      return true;
    }
    return false;
  };
  optionalWord("with");
  if (!optionalWord("an")) optionalWord("a");
  optionalWord("status");
  return statusDigitsAt(t, i);
}
// Spaces, ":" or "=", spaces, then four digits (a MySQL error number).
bool fourDigitsAfter(std::string_view t, std::size_t at, std::size_t len) {
  std::size_t i = skipSpaces(t, at + len);
  if (i < t.size() && (t[i] == ':' || t[i] == '=')) i = skipSpaces(t, i + 1);
  return i + 4 <= t.size() && isDigit(t[i]) && isDigit(t[i + 1]) && isDigit(t[i + 2]) && isDigit(t[i + 3]);
}
// A Go frame's path: "/" after a space, then no space or ":" up to ".go:".
bool goPathBefore(std::string_view t, std::size_t at, std::size_t) {
  std::size_t r = at;
  while (r > 0 && !isSpace(t[r - 1]) && t[r - 1] != ':') --r;
  return r > 0 && r < at && t[r] == '/' && isSpace(t[r - 1]);
}
// "sh: " opening a line, or after "ba", "z" or "da" opening one (a shell's error prefix).
bool shellPrefixBefore(std::string_view t, std::size_t at, std::size_t len) {
  if (lineStart(t, at, len)) return true;
  if (at >= 1 && t[at - 1] == 'z' && lineStart(t, at - 1, len)) return true;
  return at >= 2 && (t.substr(at - 2, 2) == "ba" || t.substr(at - 2, 2) == "da") && lineStart(t, at - 2, len);
}
bool lineEndAfter(std::string_view t, std::size_t at, std::size_t len) {
  return at + len == t.size() || t[at + len] == '\n';
}
// A method word followed by spaces and then "/" or "h" (a path or an http URL).
bool requestTargetAfter(std::string_view t, std::size_t at, std::size_t len) {
  std::size_t i = at + len;
  if (!wordStart(t, at, len) || i >= t.size() || !isSpace(t[i])) return false;
  while (i < t.size() && isSpace(t[i])) ++i;
  return i < t.size() && (t[i] == '/' || t[i] == 'h');
}
// "HTTP" as a word followed by a space, or by ":" and a space.
bool httpThenSpace(std::string_view t, std::size_t at, std::size_t len) {
  const std::size_t e = at + len;
  if (!wordStart(t, at, len) || e >= t.size()) return false;
  return isSpace(t[e]) || (t[e] == ':' && e + 1 < t.size() && isSpace(t[e + 1]));
}
// "ERROR:" and the like followed by spaces and a five-character SQLSTATE and ":".
bool sqlstateAfter(std::string_view t, std::size_t at, std::size_t len) {
  std::size_t i = at + len;
  if (i >= t.size() || !isSpace(t[i])) return false;
  while (i < t.size() && isSpace(t[i])) ++i;
  if (t.size() - i < 6) return false;
  for (std::size_t k = i; k < i + 5; ++k)
    if (!isDigit(t[k]) && !isUpper(t[k])) return false;
  return t[i + 5] == ':';
}
// The word "code", then optional spaces and "=".
bool codeThenEqualsWord(std::string_view t, std::size_t b, std::size_t e) {
  if (t.substr(b, e - b) != "code") return false;
  while (e < t.size() && isSpace(t[e])) ++e;
  return e < t.size() && t[e] == '=';
}

// --- word triggers: the word is what the expression matches, or holds all of its match -------
bool allOf(std::string_view w, bool (*pred)(char)) { return std::all_of(w.begin(), w.end(), pred); }
bool isUpperOrDigit(char c) { return isUpper(c) || isDigit(c); }
bool isAlnum(char c) { return isLetter(c) || isDigit(c); }
bool isHex(char c) { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool endsWith(std::string_view w, std::string_view suffix) {
  return w.size() >= suffix.size() && w.substr(w.size() - suffix.size()) == suffix;
}
bool rustCodeWord(std::string_view t, std::size_t b, std::size_t e) {  // E0308
  const std::string_view w = t.substr(b, e - b);
  return w.size() == 5 && w.substr(0, 2) == "E0" && allOf(w.substr(2), isDigit);
}
bool tscCodeWord(std::string_view t, std::size_t b, std::size_t e) {  // TS2304
  const std::string_view w = t.substr(b, e - b);
  return (w.size() == 6 || w.size() == 7) && w.substr(0, 2) == "TS" && allOf(w.substr(2), isDigit);
}
bool errnoWord(std::string_view t, std::size_t b, std::size_t e) {  // ECONNREFUSED, EAI_AGAIN
  const std::string_view w = t.substr(b, e - b);
  if (w.size() < 4 || w[0] != 'E') return false;
  if (isUpper(w[1]) && allOf(w.substr(2), isUpperOrDigit)) return true;
  return w.size() >= 5 && w.substr(0, 4) == "EAI_" && allOf(w.substr(4), isUpper);
}
bool hresultWord(std::string_view t, std::size_t b, std::size_t e) {  // 0x80070005
  const std::string_view w = t.substr(b, e - b);
  return w.size() == 10 && w.substr(0, 3) == "0x8" && allOf(w.substr(3), isHex);
}
// Three digits, then " " or "-" and a letter (where a reason phrase may start).
bool statusBeforePhraseWord(std::string_view t, std::size_t b, std::size_t e) {
  if (e - b != 3 || t[b] < '1' || t[b] > '5' || !isDigit(t[b + 1]) || !isDigit(t[b + 2])) return false;
  if (e + 1 >= t.size() || (t[e] != ' ' && t[e] != '-')) return false;
  return isLetter(t[e + 1]) || static_cast<unsigned char>(t[e + 1]) >= 0x80;
}
bool inlineExceptionWord(std::string_view t, std::size_t b, std::size_t e) {  // ModuleNotFoundError
  const std::string_view w = t.substr(b, e - b);
  if (w.size() < 7 || (!endsWith(w, "Error") && !endsWith(w, "Exception")) || (!isLower(w[1]) && !isDigit(w[1])))
    return false;
  return isUpper(w[0]) && allOf(w, isAlnum) && (w.size() >= 11 || endsWith(w, "Error"));
}
// The Kubernetes reasons the code expression finds, as whole words.
// Not `DeadlineExceeded`: gRPC's status (BuildKit's `failed to solve: DeadlineExceeded`) and Go's
// context error print it too; a Job's event line is found by its record's own patterns.
constexpr std::string_view kKubernetesReasons[] = {
    "CrashLoopBackOff", "ImagePullBackOff", "ErrImagePull", "ErrImageNeverPull", "OOMKilled", "CreateContainerConfigError",
    "CreateContainerError", "RunContainerError", "InvalidImageName", "ContainerCreating", "FailedScheduling",
    "FailedMount", "NodeNotReady"};  // nine letters or more
bool kubernetesReasonWord(std::string_view t, std::size_t b, std::size_t e) {
  return e - b >= 9 && std::find(std::begin(kKubernetesReasons), std::end(kKubernetesReasons), t.substr(b, e - b)) !=
         std::end(kKubernetesReasons);
}
std::string kubernetesReasonExpression() {
  std::string alternatives;
  for (std::string_view r : kKubernetesReasons) alternatives += (alternatives.empty() ? "" : "|") + std::string(r);
  return R"(\b()" + alternatives + R"()\b)";
}

std::string str(const re2::StringPiece& p) { return std::string(p.data(), p.size()); }

void pushUnique(std::vector<std::string>& v, const std::string& s) {
  if (!s.empty() && std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
}

// --- HTTP statuses: only where the text says it is a status --------------------------------
// The reason phrases that follow a status code ("404 Not Found").
const char* const kReasonPhrases =
    "Continue|Switching Protocols|OK|Created|Accepted|No Content|Partial Content|Moved Permanently|Found|"
    "See Other|Not Modified|Temporary Redirect|Permanent Redirect|Bad Request|Unauthori[sz]ed|Payment Required|"
    "Forbidden|Not Found|Method Not Allowed|Not Acceptable|Proxy Authentication Required|Request Time-?out|"
    "Conflict|Gone|Length Required|Precondition Failed|Payload Too Large|Request Entity Too Large|"
    "Content Too Large|URI Too Long|Request-URI Too Large|Unsupported Media Type|Range Not Satisfiable|"
    "Requested Range Not Satisfiable|Expectation Failed|I'm a teapot|Misdirected Request|"
    "Unprocessable (?:Entity|Content)|Locked|Failed Dependency|Too Early|Upgrade Required|"
    "Precondition Required|Too Many Requests|Request Header Fields Too Large|Unavailable For Legal Reasons|"
    "Client Closed Request|Internal Server Error|Not Implemented|Bad Gateway|"
    "Service (?:Temporarily )?Unavailable|Gateway Time-?out|HTTP Version Not Supported|"
    "Variant Also Negotiates|Insufficient Storage|Loop Detected|Not Extended|"
    "Network Authentication Required|Web Server Is Down|Web Server Returned an Unknown Error|"
    "Connection Timed Out|Origin Is Unreachable|A Timeout Occurred|SSL Handshake Failed|Invalid SSL Certificate";

const std::vector<std::unique_ptr<SignalRe>>& httpStatusRx() {
  static const auto rxs = [] {
    std::vector<std::unique_ptr<SignalRe>> v;
    auto add = [&](const std::string& p, std::vector<Trigger> t) { v.push_back(compile(p.c_str(), std::move(t))); };
    add(R"(\bHTTP/\d(?:\.\d)?\s+([1-5]\d\d)\b)", {lit("HTTP/")});
    add(R"("(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|CONNECT|TRACE) [^"\n]*"\s+([1-5]\d\d)\s)",
        {lit("\"GET "), lit("\"POST "), lit("\"PUT "), lit("\"PATCH "), lit("\"DELETE "), lit("\"HEAD "),
         lit("\"OPTIONS "), lit("\"CONNECT "), lit("\"TRACE ")});
    add(R"((?i)status(?:[ _-]?code)?\s*(?:[:=]|of|is|was)?\s*\(?\s*([1-5]\d\d)\b)", {caseless("status", statusNumberAfterStatus)});
    add(R"((?i)\bHTTP(?:\s+error)?\s*:?\s+([1-5]\d\d)\b)", {caseless("http", httpThenSpace)});
    add(R"((?i)\breturned error:?\s*([1-5]\d\d)\b)", {caseless("returned error")});
    add(R"((?i)\b([45]\d\d) (?:Client|Server) Error\b)", {caseless("client error"), caseless("server error")});
    add(R"((?i)\b(?:responded|answered|received|returned|response)\s+(?:with\s+)?(?:an?\s+)?(?:status\s+)?([1-5]\d\d)\b)",
        {caseless("responded", statusNumberAfterVerb), caseless("answered", statusNumberAfterVerb),
         caseless("received", statusNumberAfterVerb), caseless("returned", statusNumberAfterVerb),
         caseless("response", statusNumberAfterVerb)});
    // The last: extracted by forEachStatusWithReason, in two steps (the prefilter's tests use it whole).
    add(std::string(R"((?i)\b([1-5]\d\d)[ -](?:)") + kReasonPhrases + R"()\b)", {word("12345", statusBeforePhraseWord)});
    return v;
  }();
  return rxs;
}

// The matches of httpStatusRx's last expression, "<code>[ -]<reason phrase>", found in two steps:
// the code and its separator, then a phrase anchored right after them. Both find the same matches
// (a match can only start at a code, and no code starts inside another's four characters), but one
// unanchored automaton over the long case-insensitive alternation cost about 30 us a call.
template <typename Fn>
void forEachStatusWithReason(const std::string& text, Fn fn) {
  static const auto both = [] {
    RE2::Options o;
    o.set_log_errors(false);
    return std::make_pair(std::make_unique<RE2>(R"(\b([1-5]\d\d)[ -])", o),
                          std::make_unique<RE2>(std::string("(?i)(?:") + kReasonPhrases + R"()\b)", o));
  }();
  const RE2& code = *both.first;
  const RE2& phrase = *both.second;
  Groups m{};
  std::size_t pos = 0;
  while (pos < text.size() && code.Match(text, pos, text.size(), RE2::UNANCHORED, m.data(), 2)) {
    const std::size_t start = static_cast<std::size_t>(m[0].data() - text.data());
    const std::size_t after = start + m[0].size();
    re2::StringPiece p;
    if (phrase.Match(text, after, text.size(), RE2::ANCHOR_START, &p, 1)) {
      fn(m, start);
      pos = after + p.size();
    } else {
      pos = after;
    }
  }
}

// --- platforms -----------------------------------------------------------------------------
struct PlatformRx {
  const char* id;
  std::unique_ptr<SignalRe> re;
};
const std::vector<PlatformRx>& platformRx() {
  static const auto list = [] {
    std::vector<PlatformRx> v;
    auto add = [&](const char* id, const char* p, std::vector<Trigger> t) { v.push_back({id, compile(p, std::move(t))}); };
    add("nginx", R"((?i)\bnginx\b)", {caseless("nginx")});
    add("apache", R"((?i)\b(?:apache2?|httpd)\b)", {caseless("apache"), caseless("httpd")});
    add("docker", R"((?i)\bdocker\b|\bDockerfile\b|\bcontainerd\b|docker\.sock)", {caseless("docker"), caseless("containerd")});
    add("kubernetes", R"((?i)\bkubectl\b|\bkubernetes\b|\bk8s\b|\bkubelet\b|CrashLoopBackOff|ImagePullBackOff)",
        {caseless("kube"), caseless("k8s"), caseless("crashloopbackoff"), caseless("imagepullbackoff")});
    add("aws", R"((?i)amazonaws\.com|\baws\b|\bs3://|arn:aws:)",
        {caseless("amazonaws.com"), caseless("aws", wholeWord), caseless("s3://"), caseless("arn:aws:")});
    add("windows", R"([A-Za-z]:\\[^\s\\]|\bPowerShell\b|\bcmd\.exe\b|\bWinError\b|\bWindows\b|\.exe\b)",
        {lit(":\\"), lit("PowerShell"), lit("cmd.exe"), lit("WinError"), lit("Windows"), lit(".exe")});
    add("macos", R"(/Users/|\bmacOS\b|\bDarwin\b|/opt/homebrew|\bHomebrew\b|\.dylib\b)",
        {lit("/Users/"), lit("macOS"), lit("Darwin"), lit("/opt/homebrew"), lit("Homebrew"), lit(".dylib")});
    add("linux", R"(/home/|/usr/(?:lib|bin|sbin|local|share|include)/|/etc/|/var/(?:log|lib|run)|\bLinux\b|\bDebian\b|\bUbuntu\b|\bsystemd\b|\bjournalctl\b|\bapt(?:-get)?\b)",
        {lit("/home/"), lit("/usr/"), lit("/etc/"), lit("/var/"), lit("Linux"), lit("Debian"), lit("Ubuntu"),
         lit("systemd"), lit("journalctl"), lit("apt", wholeWord)});
    add("node", R"(node:internal|\bNode\.js\b|\bnode_modules\b)", {lit("node:internal"), lit("Node.js"), lit("node_modules")});
    add("django", R"((?i)\bdjango\b)", {caseless("django")});
    add("flask", R"((?i)\bflask\b|\bwerkzeug\b)", {caseless("flask"), caseless("werkzeug")});
    add("spring", R"(org\.springframework)", {lit("org.springframework")});
    add("systemd", R"(\bsystemd\b|\bsystemctl\b)", {lit("systemd"), lit("systemctl")});
    add("wsl", R"(\bWSL2?\b|microsoft-standard)", {lit("WSL"), lit("microsoft-standard")});
    return v;
  }();
  return list;
}

// --- language ------------------------------------------------------------------------------
struct LanguageRx {
  const char* id;
  int votes;
  std::unique_ptr<SignalRe> re;
};
const std::vector<LanguageRx>& languageRx() {
  static const auto list = [] {
    std::vector<LanguageRx> v;
    auto add = [&](const char* id, int votes, const char* p, std::vector<Trigger> t) {
      v.push_back({id, votes, compile(p, std::move(t))});
    };
    add("python", 5, R"(Traceback \(most recent call last\))", {lit("Traceback (most recent call last)")});
    add("python", 3, R"(File "[^"\n]+\.py", line \d+)", {lit(".py\", line ")});
    add("python", 1, R"(\.py:\d+|\bpython3?\b)", {lit(".py:"), lit("python")});
    add("typescript", 5, R"(\berror TS\d{3,5}\b)", {lit("error TS")});
    add("typescript", 2, R"(\.tsx?[:(]\d+)", {lit(".ts:"), lit(".ts("), lit(".tsx:"), lit(".tsx(")});
    add("javascript", 3, R"(^\s+at .*(?:node:internal|\.[cm]?js:\d+:\d+))", {lit("node:internal"), lit("js:", digitAfter)});
    add("javascript", 2, R"(\bnode:\w+|\bnode_modules\b|\bUncaught \w+Error\b)",
        {lit("node:"), lit("node_modules"), lit("Uncaught ")});
    add("java", 5, R"(Exception in thread "|^\s+at [\w$.<>]+\([\w$]+\.java:\d+\)|\.java:\d+: error:)",
        {lit("Exception in thread \""), lit(".java:")});
    add("java", 2, R"(\bjava\.(?:lang|util|io|net|time)\.|\bjavac\b|\bmvn\b|\bgradle\b)",
        {lit("java."), lit("javac"), lit("mvn"), lit("gradle")});
    add("go", 5, R"(goroutine \d+ \[|\.go:\d+(?::\d+)?:?\s)", {lit("goroutine "), lit(".go:")});
    add("go", 2, R"(^go: |\bgo (?:build|run|test|mod)\b)",
        {lit("go: ", lineStart), lit("go build"), lit("go run"), lit("go test"), lit("go mod")});
    add("rust", 5, R"(error\[E\d{4}\]|-->\s+\S+\.rs:\d+|panicked at)", {lit("error[E"), lit("-->"), lit("panicked at")});
    add("rust", 2, R"(\.rs:\d+|\bcargo\b|\brustc\b)", {lit(".rs:"), lit("cargo"), lit("rustc")});
    add("cpp", 4, R"(\.(?:cc|cpp|cxx|hpp|hh):\d+:\d+:|\bg\+\+|\bclang\+\+|\bstd::|terminate called after throwing)",
        {lit(".cc:"), lit(".cpp:"), lit(".cxx:"), lit(".hpp:"), lit(".hh:"), lit("g++"), lit("std::"),
         lit("terminate called after throwing")});
    add("c", 4, R"(\.[ch]:\d+:\d+:)", {lit(".c:", digitAfter), lit(".h:", digitAfter)});
    add("c", 1, R"(\bgcc\b|\bcollect2\b|undefined reference to)", {lit("gcc"), lit("collect2"), lit("undefined reference to")});
    add("csharp", 5, R"x(\bSystem\.\w+Exception\b|\.cs:line \d+|\bdotnet(?:[\s:/'"]|\.exe\b|-(?:ef|sdk|runtime|host|format|trace|dump|counters|script|tool)\b))x", {lit("System."), lit(".cs:line "), lit("dotnet")});
    add("sql", 3, R"(\bSQLSTATE\b|^ERROR \d{4} \(|\bpsql\b|\bsqlite3\b|\bmysql\b|\bmariadb\b|^ERROR:\s+(?:relation|column|syntax|duplicate|permission|function|null value|insert|update|database|role))",
        {lit("SQLSTATE"), lit("ERROR ", lineStartDigitAfter), lit("psql"), lit("sqlite3"), lit("mysql"), lit("mariadb"),
         lit("ERROR:", lineStart)});
    add("shell", 2, R"(^(?:ba|z|da)?sh: |^bash: line \d+:|command not found$)", {lit("sh: ", shellPrefixBefore), lit("command not found", lineEndAfter)});
    return v;
  }();
  return list;
}

// --- code-like tokens ----------------------------------------------------------------------
struct CodeRx {
  const char* kind;
  const char* category;  // empty when several categories use this kind of code
  double weight;
  int group;  // which capture group is the code
  std::unique_ptr<SignalRe> re;
  const char* tool = "";  // the linter whose rules these codes name (only its records answer them)
};
const std::vector<CodeRx>& codeRx() {
  static const auto list = [] {
    std::vector<CodeRx> v;
    auto add = [&](const char* kind, const char* cat, double w, int group, const char* p, std::vector<Trigger> t) {
      v.push_back({kind, cat, w, group, compile(p, std::move(t))});
    };
    auto addRule = [&](const char* tool, const char* cat, double w, int group, const char* p, std::vector<Trigger> t) {
      v.push_back({tool, cat, w, group, compile(p, std::move(t)), tool});
    };
    add("rustc", "rust", 0.9, 1, R"(\berror\[(E\d{4})\])",
        {lit("error[E")});
    add("rustc", "rust", 0.45, 1, R"(\b(E0\d{3})\b)",
        {word("E", rustCodeWord)});
    add("tsc", "typescript", 0.9, 1, R"(\berror (TS\d{3,5})\b)",
        {lit("error TS")});
    add("tsc", "typescript", 0.5, 1, R"(\b(TS\d{4,5})\b)",
        {word("T", tscCodeWord)});
    add("mysql", "mysql", 0.92, 1, R"(\bERROR (\d{4}) \([0-9A-Z]{5}\))",
        {lit("ERROR ", digitAfter)});
    add("mysql", "mysql", 0.85, 1, R"((?i)\b(?:Error Code|MySQL error|mysqli?_?\w* error|errno)\s*[:=]?\s*(\d{4})\b)",
        {caseless("error code", fourDigitsAfter), caseless("mysql"), caseless("errno", fourDigitsAfter)});
    add("mysql", "mysql", 0.8, 1, R"(\b(ER_[A-Z0-9_]{3,})\b)",
        {lit("ER_")});
    add("sqlstate", "", 0.85, 1, R"(\bSQLSTATE\s*[\[=:]?\s*([0-9A-Z]{5})\b)",
        {lit("SQLSTATE")});
    add("sqlstate", "postgresql", 0.85, 1, R"(\b(?:ERROR|FATAL|PANIC):\s+([0-9A-Z]{5}):)",
        {lit("ERROR:", sqlstateAfter), lit("FATAL:", sqlstateAfter), lit("PANIC:", sqlstateAfter)});
    add("node_code", "", 0.85, 1, R"(\b(ERR_[A-Z0-9_]{3,})\b)",
        {lit("ERR_")});
    add("node_code", "", 0.8, 1, R"(\bcode:\s*'([A-Z0-9][A-Z0-9_]{2,})')",
        {lit("code:")});
    add("node_code", "", 0.8, 1, R"x("code"\s*:\s*"([A-Z0-9][A-Z0-9_]{2,})")x",
        {lit("\"code\"")});
    add("npm", "npm", 0.9, 1, R"(\bnpm (?:ERR!|error) code (\S+))",
        {lit("npm ERR!"), lit("npm error")});
    add("curl", "curl", 0.92, 1, R"(\bcurl: \((\d{1,2})\))",
        {lit("curl: (")});
    add("curl", "curl", 0.85, 1, R"(\b(CURLE_[A-Z_]+)\b)",
        {lit("CURLE_")});
    add("sqlite", "sqlite", 0.85, 1, R"(\b(SQLITE_[A-Z_]+)\b)",
        {lit("SQLITE_")});
    add("openssl", "tls", 0.85, 1, R"(\b(X509_V_ERR_[A-Z_]+)\b)",
        {lit("X509_V_ERR_")});
    add("openssl", "tls", 0.8, 1, R"(\[SSL: ([A-Z_]+)\])",
        {lit("[SSL: ")});
    add("signal", "linux", 0.6, 1, R"(\b(SIG(?:SEGV|ABRT|KILL|BUS|FPE|TERM|PIPE|INT|HUP|QUIT|ILL|TRAP|USR1|USR2|ALRM|CHLD|XCPU|XFSZ|SYS))\b)",
        {lit("SIG")});
    add("errno", "", 0.55, 1, R"(\b(E(?:[A-Z][A-Z0-9]{2,}|AI_[A-Z]+))\b)",
        {word("E", errnoWord)});
    add("windows", "windows", 0.85, 1, R"(\b(ERROR_[A-Z_]{3,})\b)",
        {lit("ERROR_")});
    add("windows", "windows", 0.8, 1, R"(\b(0x8[0-9A-Fa-f]{7})\b)",
        {word("0", hresultWord)});
    // gRPC status names: a loose shape here, the exact names in knownName. Kubernetes reasons: the
    // words of kKubernetesReasons (the names of knownName that an earlier loose shape could reach).
    add("grpc", "grpc", 0.8, 1, R"(\b(?:code\s*=\s*|StatusCode\.|status:\s*)([A-Z][A-Za-z_]+)\b)",
        {word("c", codeThenEqualsWord), lit("StatusCode."), lit("status:")});
    add("exit_status", "", 0.45, 1, R"((?i)\bexit(?:ed)? (?:status|code|with code)\s*:?\s*(\d{1,3})\b)",
        {caseless("exit status"), caseless("exit code"), caseless("exit with code"), caseless("exited status"), caseless("exited code"), caseless("exited with code")});
    add("kubernetes", "kubernetes", 0.8, 1, kubernetesReasonExpression().c_str(),
        {word(kCapitals, kubernetesReasonWord)});
    add("oracle", "", 0.9, 1, R"(\b(ORA-\d{5})\b)",
        {lit("ORA-")});
    // Clippy names its lint in every warning it prints: `#[warn(clippy::NAME)]` in the note and
    // `index.html#NAME` in the help link. The name is the lint record's code or alias.
    addRule("clippy", "rust", 0.9, 1, R"(\b(clippy::[a-z][a-z0-9_]*(?:-[a-z0-9_]+)*))",
        {lit("clippy::")});
    addRule("clippy", "rust", 0.85, 1, R"(rust-clippy/[\w.-]+/index\.html#([a-z][a-z0-9_]+))",
        {lit("rust-clippy/")});
    return v;
  }();
  return list;
}

const SignalRe& exceptionLineRx() {
  static const auto re = compile(
      R"(^[ \t]*(?:Caused by:\s+|Exception in thread "[^"\n]*"\s+|Uncaught\s+|\[?(?:ERROR|FATAL|Error)\]?:?\s+|raise\s+|Unhandled exception\.\s+)?((?:[a-z_][a-zA-Z0-9_]*\.)*(?:[A-Z][A-Za-z0-9_]*)?(?:Error|Exception|Exit|Interrupt|Iteration|Warning|Fault|Failure|Disconnected|Timeout|Throwable))\b(?::|\s*$|\s+\[|\s+\())",
      {lit("Error", exceptionNameEnd), lit("Exception", exceptionNameEnd), lit("Exit", exceptionNameEnd),
       lit("Interrupt", exceptionNameEnd), lit("Iteration", exceptionNameEnd), lit("Warning", exceptionNameEnd),
       lit("Fault", exceptionNameEnd), lit("Failure", exceptionNameEnd), lit("Disconnected", exceptionNameEnd),
       lit("Timeout", exceptionNameEnd), lit("Throwable", exceptionNameEnd)});
  return *re;
}
// A qualified class name that starts a line and is followed by ": message", whatever its suffix
// (psycopg2.errors.UndefinedTable: ..., http.client.RemoteDisconnected: ...).
const SignalRe& qualifiedLineExceptionRx() {
  static const auto re = compile(R"(^[ \t]*(?:Caused by:\s+)?((?:[a-z_][a-zA-Z0-9_]*\.)+([A-Z][A-Za-z0-9_]+)):\s)",
                                 {word(kCapitals, qualifiedNameWord)});
  return *re;
}
// An exception class named in running text ("raised ModuleNotFoundError while ...").
const SignalRe& inlineExceptionRx() {
  static const auto re = compile(R"(\b([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)*(?:Error|Exception))\b)", {word(kCapitals, inlineExceptionWord)});
  return *re;
}
const SignalRe& qualifiedExceptionRx() {
  static const auto re = compile(
      R"(\b((?:java|javax|jdk|kotlin|org|com|io|android|System|Microsoft)\.(?:[\w$]+\.)*([A-Z]\w*(?:Exception|Error)))\b)",
      {lit("java.", wordStart), lit("javax.", wordStart), lit("jdk.", wordStart), lit("kotlin.", wordStart),
       lit("org.", wordStart), lit("com.", wordStart), lit("io.", wordStart), lit("android.", wordStart),
       lit("System.", wordStart), lit("Microsoft.", wordStart)});
  return *re;
}

bool knownName(const std::string& name) {
  // gRPC's status names in both spellings, the Kubernetes reasons, and three shorter reasons that
  // the gRPC shape can reach ("status: Evicted").
  static const std::set<std::string> names = [] {
    std::set<std::string> n = {
        "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND", "ALREADY_EXISTS",
        "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE", "UNIMPLEMENTED",
        "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED", "Canceled", "Unknown", "InvalidArgument",
        "DeadlineExceeded", "NotFound", "AlreadyExists", "PermissionDenied", "ResourceExhausted", "FailedPrecondition",
        "Aborted", "OutOfRange", "Unimplemented", "Internal", "Unavailable", "DataLoss", "Unauthenticated",
        "Evicted", "BackOff", "Unschedulable"};
    for (std::string_view r : kKubernetesReasons) n.emplace(r);
    return n;
  }();
  return names.count(name) > 0;
}

// --- request, locations, frames ------------------------------------------------------------
const SignalRe& requestRx() {
  static const auto re = compile(
      R"(\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+((?:https?://[^\s"']+)|/[^\s"'?]*(?:\?[^\s"']*)?))",
      {lit("GET", requestTargetAfter), lit("POST", requestTargetAfter), lit("PUT", requestTargetAfter),
       lit("PATCH", requestTargetAfter), lit("DELETE", requestTargetAfter), lit("HEAD", requestTargetAfter),
       lit("OPTIONS", requestTargetAfter)});
  return *re;
}

struct FrameRx {
  int file, line, func;
  const char* opening;  // what follows the spaces at the expression's start (forEachLineMatch)
  bool needsSpace;      // whether it starts with ^\s+ rather than ^\s*
  std::unique_ptr<SignalRe> re;
};
const std::vector<FrameRx>& frameRx() {
  static const auto list = [] {
    std::vector<FrameRx> v;
    // The opening and needsSpace say what each expression starts with: ^\s* or ^\s+, then that.
    auto add = [&](int f, int l, int fn, const char* opening, bool needsSpace, const char* p, std::vector<Trigger> t) {
      const std::string_view src(p), lead = needsSpace ? R"(^\s+)" : R"(^\s*)";
      std::size_t k = lead.size();
      while (k < src.size() && src[k] == '(') ++k;  // a group may open before the opening
      if (src.substr(0, lead.size()) != lead || src.substr(k).substr(0, std::strlen(opening)) != opening)
        compileErrors().push_back(std::string(p) + ": does not start with " + std::string(lead) + opening);
      v.push_back({f, l, fn, opening, needsSpace, compile(p, std::move(t))});
    };
    add(1, 2, 3, "File \"", false, R"x(^\s*File "([^"\n]+)", line (\d+), in (\S+))x",
        {lit("File \"", indentedLineStart)});  // Python
    add(2, 3, 1, "at ", false, R"(^\s*at ([\w$.<>/]+)\(([\w$]+\.(?:java|kt|scala)):(\d+)\))",
        {lit(".java:"), lit(".kt:"), lit(".scala:")});  // JVM
    add(2, 3, 1, "at ", false, R"(^\s*at (?:async )?(\S+) \(((?:file://)?[^():\n]+|node:[\w/]+):(\d+):\d+\))",
        {word("a", frameWithParenWord)});  // JS named
    add(1, 2, 0, "at ", false, R"(^\s*at ((?:file://)?/[^():\s]+|node:[\w/]+):(\d+):\d+\s*$)",
        {word("a", frameWithPathWord)});  // JS anonymous
    add(1, 2, 0, "/", true, R"(^\s+(/[^\s:]+\.go):(\d+)(?:\s|$))", {lit(".go:", goPathBefore)});  // Go
    add(2, 3, 1, "at ", false, R"(^\s*at (\S+) in (.+):line (\d+))", {lit(":line ")});  // .NET
    add(1, 2, 0, "at ", true, R"(^\s+at (\S+\.rs):(\d+):\d+)", {word("a", frameWithRustFileWord)});  // Rust backtrace
    add(2, 3, 1, "#", false, R"(^\s*#\d+ 0x[0-9a-f]+ in (\S+) (\S+?):(\d+))", {lit(" 0x")});  // sanitizers, gdb
    return v;
  }();
  return list;
}

const SignalRe& locationRx() {
  static const auto re = compile(
      R"((?:^|[\s(\['"])((?:[A-Za-z]:)?[\w./\\-]*\.(?:c|cc|cpp|cxx|h|hpp|hh|rs|go|ts|tsx|js|mjs|cjs|jsx|py|java|kt|cs|rb|php|swift|sql|ya?ml|toml|json)):(\d+)(?::(\d+))?)",
      {lit(":0", sourceExtensionBefore), lit(":1", sourceExtensionBefore), lit(":2", sourceExtensionBefore),
       lit(":3", sourceExtensionBefore), lit(":4", sourceExtensionBefore), lit(":5", sourceExtensionBefore),
       lit(":6", sourceExtensionBefore), lit(":7", sourceExtensionBefore), lit(":8", sourceExtensionBefore),
       lit(":9", sourceExtensionBefore)});
  return *re;
}
const SignalRe& tscLocationRx() {
  static const auto re = compile(R"((^|\s)(\S+\.tsx?)\((\d+),(\d+)\))", {lit(".ts("), lit(".tsx(")});
  return *re;
}
const SignalRe& rustLocationRx() {
  static const auto re = compile(R"(-->\s+(\S+\.rs):(\d+):(\d+))", {lit("-->")});
  return *re;
}

// Which of this file's expressions can match a text: their triggers, in one pass over it
// (SignalTriggers.h). It replaced an RE2::Set of the same expressions, which agreed with RE2 by
// construction but cost a third of the server's signal time in cache misses; the triggers are
// held to RE2 by SignalPrefilterTest, on the dev set, every catalogue file and mutated texts.
class Prefilter {
 public:
  Prefilter() {
    // Build every table first, so that the registry and the triggers are complete.
    httpStatusRx(); platformRx(); languageRx(); codeRx(); exceptionLineRx(); qualifiedLineExceptionRx();
    inlineExceptionRx(); qualifiedExceptionRx(); requestRx(); frameRx(); locationRx(); tscLocationRx();
    rustLocationRx();
    triggerTable().compile();
  }
  // One flag per expression: whether it may match `text`.
  std::vector<unsigned char> run(std::string_view text) const { return triggerTable().fired(text); }
};

const Prefilter& prefilter() {
  static const Prefilter p;
  return p;
}

int toInt(const re2::StringPiece& p) {
  int v = 0;
  for (char c : p) {
    if (c < '0' || c > '9' || v > 100000000) break;
    v = v * 10 + (c - '0');
  }
  return v;
}

}  // namespace

std::vector<std::string> signalPatternErrors() {
  extractSignals(normalize("x"));  // compiles every table
  return compileErrors();
}

std::vector<std::string> signalExpressionSources() {
  prefilter();  // compiles every table
  return registry();
}

std::vector<bool> signalExpressionsThatMayMatch(std::string_view text) {
  const auto fired = prefilter().run(text);
  return std::vector<bool>(fired.begin(), fired.end());
}

std::string categoryForLanguage(const std::string& language) {
  static const std::pair<const char*, const char*> table[] = {
      {"python", "python"}, {"javascript", "javascript"}, {"typescript", "typescript"}, {"java", "java"},
      {"kotlin", "java"},   {"csharp", "dotnet"},         {"go", "go"},                 {"rust", "rust"},
      {"c", "c-cpp"},       {"cpp", "c-cpp"},             {"shell", "linux"},           {"dockerfile", "docker"},
      {"make", "build"},    {"cmake", "build"}};
  for (const auto& [lang, cat] : table)
    if (language == lang) return cat;
  return {};
}

std::string categoryForTool(const std::string& tool) {
  static const std::pair<const char*, const char*> table[] = {
      {"git", "git"},        {"npm", "npm"},         {"npx", "javascript"},    {"node", "javascript"},
      {"yarn", "npm"},       {"pnpm", "npm"},        {"pip", "pip"},           {"pip3", "pip"},
      {"python", "python"},  {"python3", "python"},  {"curl", "curl"},         {"wget", "http"},
      {"psql", "postgresql"}, {"pg_dump", "postgresql"}, {"createdb", "postgresql"},
      {"mysql", "mysql"},    {"mariadb", "mysql"},   {"mysqldump", "mysql"},   {"sqlite3", "sqlite"},
      {"ssh", "ssh"},        {"scp", "ssh"},         {"sftp", "ssh"},          {"ssh-keygen", "ssh"},
      {"ssh-add", "ssh"},    {"docker", "docker"},   {"kubectl", "kubernetes"}, {"helm", "kubernetes"},
      {"tsc", "typescript"}, {"cargo", "rust"},      {"rustc", "rust"},        {"go", "go"},
      {"javac", "java"},     {"java", "java"},       {"mvn", "java"},          {"gradle", "java"},
      {"gcc", "c-cpp"},      {"g++", "c-cpp"},       {"cc", "c-cpp"},          {"c++", "c-cpp"},
      {"clang", "c-cpp"},    {"clang++", "c-cpp"},   {"make", "build"},        {"cmake", "build"},
      {"ninja", "build"},    {"openssl", "tls"},     {"dig", "dns"},           {"nslookup", "dns"},
      {"host", "dns"},       {"dotnet", "dotnet"},   {"aws", "aws"},           {"grpcurl", "grpc"}};
  for (const auto& [t, cat] : table)
    if (tool == t) return cat;
  return {};
}

Signals extractSignals(const NormalizedText& nt) {
  Signals s;
  const std::string& text = nt.text;
  const Prefilter& pre = prefilter();
  const std::vector<unsigned char> firedSet = pre.run(text);
  auto fired = [&](const SignalRe& re) { return firedSet[static_cast<std::size_t>(re.id)]; };
  s.command = nt.command;
  if (!s.command.empty()) {
    std::string_view c = s.command;
    // Skip environment assignments and sudo: "FOO=1 sudo -E npm install" -> npm.
    while (true) {
      const std::size_t sp = c.find(' ');
      std::string_view word = c.substr(0, sp);
      const bool skip = word == "sudo" || word == "env" || word == "time" || word == "exec" || word == "nohup" ||
                        (!word.empty() && word[0] == '-') ||  // options of sudo/env before the command
                        (word.find('=') != std::string_view::npos && word.find('/') == std::string_view::npos);
      if (!skip || sp == std::string_view::npos) {
        const std::size_t slash = word.rfind('/');
        s.tool = std::string(slash == std::string_view::npos ? word : word.substr(slash + 1));
        break;
      }
      c.remove_prefix(sp + 1);
    }
  }

  for (const auto& re : httpStatusRx()) {
    if (!fired(*re)) continue;
    auto onStatus = [&](const Groups& m, std::size_t start) {
      if (exitStatusAt(text, start)) return;  // `Exit status 100` is a process's, not HTTP's
      const std::string code = str(m[1]);
      pushUnique(s.httpStatus, code);
      const std::size_t li = nt.lineAt(start);
      s.codes.push_back({code, "http_status", "http", 0.55, nt.lines[li].number, li});
    };
    if (&re == &httpStatusRx().back()) forEachStatusWithReason(text, onStatus);
    else forEachMatch(*re, text, 1, onStatus);
  }
  // Keep the statuses in order of appearance, not in order of the expressions that found them.
  std::stable_sort(s.codes.begin(), s.codes.end(), [](const CodeToken& a, const CodeToken& b) { return a.line < b.line; });
  {
    std::vector<std::string> ordered;
    for (const auto& c : s.codes) pushUnique(ordered, c.text);
    s.httpStatus = ordered;
  }

  // Platforms in order of first appearance; the command names platforms too (kubectl, docker).
  // The command gets the same prefilter pass as the text, so RE2 runs only what may match it.
  const std::vector<unsigned char> commandFired = nt.command.empty() ? std::vector<unsigned char>() : pre.run(nt.command);
  std::vector<std::pair<std::size_t, std::string>> firstSeen;
  for (const auto& p : platformRx()) {
    re2::StringPiece m;
    const bool mayBeInCommand = !commandFired.empty() && commandFired[static_cast<std::size_t>(p.re->id)];
    if (fired(*p.re) && p.re->Match(text, 0, text.size(), RE2::UNANCHORED, &m, 1))
      firstSeen.emplace_back(static_cast<std::size_t>(m.data() - text.data()), p.id);
    else if (mayBeInCommand && RE2::PartialMatch(nt.command, *p.re))
      firstSeen.emplace_back(text.size(), p.id);
  }
  std::stable_sort(firstSeen.begin(), firstSeen.end());
  for (auto& [at, id] : firstSeen) s.platforms.push_back(id);

  {
    re2::StringPiece m[3];
    if (fired(requestRx()) && requestRx().Match(text, 0, text.size(), RE2::UNANCHORED, m, 3))
      s.request = RequestSignal{str(m[1]), str(m[2])};
  }

  {
    std::vector<std::pair<std::string, int>> votes;
    for (const auto& l : languageRx()) {
      if (!fired(*l.re) || !RE2::PartialMatch(text, *l.re)) continue;
      auto it = std::find_if(votes.begin(), votes.end(), [&](const auto& v) { return v.first == l.id; });
      if (it == votes.end()) votes.emplace_back(l.id, l.votes);
      else it->second += l.votes;
    }
    const std::string toolCat = categoryForTool(s.tool);
    for (auto& v : votes)
      if (!toolCat.empty() && categoryForLanguage(v.first) == toolCat) v.second += 3;
    std::stable_sort(votes.begin(), votes.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    if (!votes.empty() && votes.front().second >= 2) s.language = votes.front().first;
  }

  // The base classes (Exception, Error, ...) say little: they point at the generic entries, weakly.
  auto baseWeight = [](const std::string& name, double w) { return isBaseExceptionName(name) ? 0.4 : w; };
  if (fired(exceptionLineRx())) forEachMatch(exceptionLineRx(), text, 1, [&](const Groups& m, std::size_t start) {
    std::string name = str(m[1]);
    const std::size_t li = nt.lineAt(start);
    pushUnique(s.exceptions, name);
    const bool causedBy = nt.line(li).find("Caused by:") != std::string_view::npos;
    const double w = baseWeight(name, causedBy ? 0.66 : 0.62);
    s.codes.push_back({name, "exception", "", w, nt.lines[li].number, li});
    const std::size_t dot = name.rfind('.');
    if (dot != std::string::npos) {
      const std::string simple = name.substr(dot + 1);
      s.codes.push_back({simple, "exception", "", w, nt.lines[li].number, li});
    }
  });
  if (fired(qualifiedLineExceptionRx())) forEachMatch(qualifiedLineExceptionRx(), text, 2, [&](const Groups& m, std::size_t start) {
    const std::size_t li = nt.lineAt(start);
    pushUnique(s.exceptions, str(m[1]));
    s.codes.push_back({str(m[2]), "exception", "", 0.6, nt.lines[li].number, li});
  });
  if (fired(inlineExceptionRx())) forEachMatch(inlineExceptionRx(), text, 1, [&](const Groups& m, std::size_t start) {
    const std::size_t li = nt.lineAt(start);
    s.codes.push_back({str(m[1]), "exception", "", 0.45, nt.lines[li].number, li});
  });
  if (fired(qualifiedExceptionRx())) forEachMatch(qualifiedExceptionRx(), text, 2, [&](const Groups& m, std::size_t start) {
    const std::size_t li = nt.lineAt(start);
    pushUnique(s.exceptions, str(m[1]));
    s.codes.push_back({str(m[2]), "exception", "", 0.5, nt.lines[li].number, li});
  });

  for (const auto& c : codeRx()) {
    if (!fired(*c.re)) continue;
    // The Kubernetes expression lists its reasons itself; gRPC's loose shape needs the name check.
    const bool namesOnly = std::string_view(c.kind) == "grpc";
    forEachMatch(*c.re, text, c.group, [&](const Groups& m, std::size_t start) {
      if (namesOnly && !knownName(str(m[static_cast<std::size_t>(c.group)]))) return;
      // The errno shape also fits capitalised words (ERROR:, EXPOSE, ENTRYPOINT): names only.
      if (std::string_view(c.kind) == "errno" && !isErrnoName(str(m[static_cast<std::size_t>(c.group)]))) return;
      const std::size_t li = nt.lineAt(start);
      s.codes.push_back({str(m[static_cast<std::size_t>(c.group)]), c.kind, c.category, c.weight,
                         nt.lines[li].number, li, c.tool});
    });
  }

  addPastedDiagnostics(nt, s);

  for (const auto& f : frameRx()) {
    if (!fired(*f.re)) continue;
    forEachLineMatch(*f.re, text, f.opening, f.needsSpace, 3, [&](const Groups& m, std::size_t start) {
      Frame fr;
      const std::size_t li = nt.lineAt(start);
      std::string_view lt = nt.line(li);
      while (!lt.empty() && (lt.front() == ' ' || lt.front() == '\t')) lt.remove_prefix(1);
      fr.text = std::string(lt);
      fr.file = str(m[static_cast<std::size_t>(f.file)]);
      fr.line = toInt(m[static_cast<std::size_t>(f.line)]);
      if (f.func > 0) fr.function = str(m[static_cast<std::size_t>(f.func)]);
      fr.userCode = !isLibraryFrame(fr.file, fr.function);
      s.frames.push_back(std::move(fr));
    });
  }
  {
    std::set<std::string> seen;
    auto addLoc = [&](std::string file, int line, int col) {
      const std::string key = file + ":" + std::to_string(line) + ":" + std::to_string(col);
      if (s.locations.size() >= 50 || !seen.insert(key).second) return;
      s.locations.push_back({std::move(file), line, col});
    };
    if (fired(locationRx())) forEachMatch(locationRx(), text, 3, [&](const Groups& m, std::size_t) {
      addLoc(str(m[1]), toInt(m[2]), toInt(m[3]));
    });
    if (fired(tscLocationRx())) forEachMatch(tscLocationRx(), text, 4, [&](const Groups& m, std::size_t) {
      addLoc(str(m[2]), toInt(m[3]), toInt(m[4]));
    });
    if (fired(rustLocationRx())) forEachMatch(rustLocationRx(), text, 3, [&](const Groups& m, std::size_t) {
      addLoc(str(m[1]), toInt(m[2]), toInt(m[3]));
    });
    for (const auto& fr : s.frames)
      if (!fr.file.empty() && fr.line > 0) addLoc(fr.file, fr.line, 0);
  }
  return s;
}

}  // namespace errknow::core
