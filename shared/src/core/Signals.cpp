// Signal extraction: a fixed table of RE2 expressions run over the normalised text. Each table is
// small and compiled once; every expression is linear-time (RE2), so hostile input cannot blow up.
#include "errknow/core/Signals.h"

#include "errknow/core/LibraryCode.h"
#include "errknow/core/PatternScanner.h"

#include <re2/re2.h>

#include <algorithm>
#include <array>
#include <memory>
#include <set>

namespace errknow::core {
namespace {

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

// Every expression of this file with its source, so that one pass can tell which of them can
// match a text before RE2 runs the few that can (see Prefilter below).
std::vector<std::string>& registry() {
  static std::vector<std::string> all;
  return all;
}

std::unique_ptr<SignalRe> compile(const char* p) {
  RE2::Options o;
  o.set_log_errors(false);
  auto re = std::make_unique<SignalRe>(std::string("(?m)") + p, o, static_cast<int>(registry().size()));
  if (!re->ok()) compileErrors().push_back(std::string(p) + ": " + re->error());
  registry().emplace_back(p);
  return re;
}

// A match and its groups; no expression of this file has more than kMaxGroups groups.
constexpr int kMaxGroups = 5;
using Groups = std::array<re2::StringPiece, kMaxGroups + 1>;

template <typename Fn>
void forEachMatch(const RE2& re, const std::string& text, int groups, Fn fn) {
  re2::StringPiece input(text);
  Groups sub{};
  groups = std::min(groups, kMaxGroups);
  std::size_t pos = 0;
  int guard = 0;
  while (pos <= text.size() && guard++ < 10000) {
    if (!re.Match(input, pos, text.size(), RE2::UNANCHORED, sub.data(), groups + 1)) break;
    const std::size_t start = static_cast<std::size_t>(sub[0].data() - text.data());
    fn(sub, start);
    const std::size_t end = start + sub[0].size();
    pos = end > pos ? end : pos + 1;
    // Stay on a UTF-8 boundary after an empty match.
    while (pos < text.size() && (static_cast<unsigned char>(text[pos]) & 0xC0) == 0x80) ++pos;
  }
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
    const std::string sources[] = {
        R"(\bHTTP/\d(?:\.\d)?\s+([1-5]\d\d)\b)",
        R"("(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|CONNECT|TRACE) [^"\n]*"\s+([1-5]\d\d)\s)",
        R"((?i)status(?:[ _-]?code)?\s*(?:[:=]|of|is|was)?\s*\(?\s*([1-5]\d\d)\b)",
        R"((?i)\bHTTP(?:\s+error)?\s*:?\s+([1-5]\d\d)\b)",
        R"((?i)\breturned error:?\s*([1-5]\d\d)\b)",
        R"((?i)\b([45]\d\d) (?:Client|Server) Error\b)",
        R"((?i)\b(?:responded|answered|received|returned|response)\s+(?:with\s+)?(?:an?\s+)?(?:status\s+)?([1-5]\d\d)\b)",
        // The last: extracted by forEachStatusWithReason, in two steps (the prefilter still uses it whole).
        std::string(R"((?i)\b([1-5]\d\d)[ -](?:)") + kReasonPhrases + R"()\b)",
    };
    for (const auto& p : sources) v.push_back(compile(p.c_str()));
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
    auto add = [&](const char* id, const char* p) { v.push_back({id, compile(p)}); };
    add("nginx", R"((?i)\bnginx\b)");
    add("apache", R"((?i)\b(?:apache2?|httpd)\b)");
    add("docker", R"((?i)\bdocker\b|\bDockerfile\b|\bcontainerd\b|docker\.sock)");
    add("kubernetes", R"((?i)\bkubectl\b|\bkubernetes\b|\bk8s\b|\bkubelet\b|CrashLoopBackOff|ImagePullBackOff)");
    add("aws", R"((?i)amazonaws\.com|\baws\b|\bs3://|arn:aws:)");
    add("windows", R"([A-Za-z]:\\[^\s\\]|\bPowerShell\b|\bcmd\.exe\b|\bWinError\b|\bWindows\b|\.exe\b)");
    add("macos", R"(/Users/|\bmacOS\b|\bDarwin\b|/opt/homebrew|\bHomebrew\b|\.dylib\b)");
    add("linux", R"(/home/|/usr/(?:lib|bin|sbin|local|share|include)/|/etc/|/var/(?:log|lib|run)|\bLinux\b|\bDebian\b|\bUbuntu\b|\bsystemd\b|\bjournalctl\b|\bapt(?:-get)?\b)");
    add("node", R"(node:internal|\bNode\.js\b|\bnode_modules\b)");
    add("django", R"((?i)\bdjango\b)");
    add("flask", R"((?i)\bflask\b|\bwerkzeug\b)");
    add("spring", R"(org\.springframework)");
    add("systemd", R"(\bsystemd\b|\bsystemctl\b)");
    add("wsl", R"(\bWSL2?\b|microsoft-standard)");
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
    auto add = [&](const char* id, int votes, const char* p) { v.push_back({id, votes, compile(p)}); };
    add("python", 5, R"(Traceback \(most recent call last\))");
    add("python", 3, R"(File "[^"\n]+\.py", line \d+)");
    add("python", 1, R"(\.py:\d+|\bpython3?\b)");
    add("typescript", 5, R"(\berror TS\d{3,5}\b)");
    add("typescript", 2, R"(\.tsx?[:(]\d+)");
    add("javascript", 3, R"(^\s+at .*(?:node:internal|\.[cm]?js:\d+:\d+))");
    add("javascript", 2, R"(\bnode:\w+|\bnode_modules\b|\bUncaught \w+Error\b)");
    add("java", 5, R"(Exception in thread "|^\s+at [\w$.<>]+\([\w$]+\.java:\d+\)|\.java:\d+: error:)");
    add("java", 2, R"(\bjava\.(?:lang|util|io|net|time)\.|\bjavac\b|\bmvn\b|\bgradle\b)");
    add("go", 5, R"(goroutine \d+ \[|\.go:\d+(?::\d+)?:?\s)");
    add("go", 2, R"(^go: |\bgo (?:build|run|test|mod)\b)");
    add("rust", 5, R"(error\[E\d{4}\]|-->\s+\S+\.rs:\d+|panicked at)");
    add("rust", 2, R"(\.rs:\d+|\bcargo\b|\brustc\b)");
    add("cpp", 4, R"(\.(?:cc|cpp|cxx|hpp|hh):\d+:\d+:|\bg\+\+|\bclang\+\+|\bstd::|terminate called after throwing)");
    add("c", 4, R"(\.[ch]:\d+:\d+:)");
    add("c", 1, R"(\bgcc\b|\bcollect2\b|undefined reference to)");
    add("csharp", 5, R"(\bSystem\.\w+Exception\b|\.cs:line \d+|\bdotnet\b)");
    add("sql", 3, R"(\bSQLSTATE\b|^ERROR \d{4} \(|\bpsql\b|\bsqlite3\b|\bmysql\b|\bmariadb\b|^ERROR:\s+(?:relation|column|syntax|duplicate|permission|function|null value|insert|update|database|role))");
    add("shell", 2, R"(^(?:ba|z|da)?sh: |^bash: line \d+:|command not found$)");
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
};
const std::vector<CodeRx>& codeRx() {
  static const auto list = [] {
    std::vector<CodeRx> v;
    auto add = [&](const char* kind, const char* cat, double w, int group, const char* p) {
      v.push_back({kind, cat, w, group, compile(p)});
    };
    add("rustc", "rust", 0.9, 1, R"(\berror\[(E\d{4})\])");
    add("rustc", "rust", 0.45, 1, R"(\b(E0\d{3})\b)");
    add("tsc", "typescript", 0.9, 1, R"(\berror (TS\d{3,5})\b)");
    add("tsc", "typescript", 0.5, 1, R"(\b(TS\d{4,5})\b)");
    add("mysql", "mysql", 0.92, 1, R"(\bERROR (\d{4}) \([0-9A-Z]{5}\))");
    add("mysql", "mysql", 0.85, 1, R"((?i)\b(?:Error Code|MySQL error|mysqli?_?\w* error|errno)\s*[:=]?\s*(\d{4})\b)");
    add("mysql", "mysql", 0.8, 1, R"(\b(ER_[A-Z0-9_]{3,})\b)");
    add("sqlstate", "", 0.85, 1, R"(\bSQLSTATE\s*[\[=:]?\s*([0-9A-Z]{5})\b)");
    add("sqlstate", "postgresql", 0.85, 1, R"(\b(?:ERROR|FATAL|PANIC):\s+([0-9A-Z]{5}):)");
    add("node_code", "", 0.85, 1, R"(\b(ERR_[A-Z0-9_]{3,})\b)");
    add("node_code", "", 0.8, 1, R"(\bcode:\s*'([A-Z0-9][A-Z0-9_]{2,})')");
    add("node_code", "", 0.8, 1, R"x("code"\s*:\s*"([A-Z0-9][A-Z0-9_]{2,})")x");
    add("npm", "npm", 0.9, 1, R"(\bnpm (?:ERR!|error) code (\S+))");
    add("curl", "curl", 0.92, 1, R"(\bcurl: \((\d{1,2})\))");
    add("curl", "curl", 0.85, 1, R"(\b(CURLE_[A-Z_]+)\b)");
    add("sqlite", "sqlite", 0.85, 1, R"(\b(SQLITE_[A-Z_]+)\b)");
    add("openssl", "tls", 0.85, 1, R"(\b(X509_V_ERR_[A-Z_]+)\b)");
    add("openssl", "tls", 0.8, 1, R"(\[SSL: ([A-Z_]+)\])");
    add("signal", "linux", 0.6, 1, R"(\b(SIG(?:SEGV|ABRT|KILL|BUS|FPE|TERM|PIPE|INT|HUP|QUIT|ILL|TRAP|USR1|USR2|ALRM|CHLD|XCPU|XFSZ|SYS))\b)");
    add("errno", "", 0.55, 1, R"(\b(E(?:[A-Z][A-Z0-9]{2,}|AI_[A-Z]+))\b)");
    add("windows", "windows", 0.85, 1, R"(\b(ERROR_[A-Z_]{3,})\b)");
    add("windows", "windows", 0.8, 1, R"(\b(0x8[0-9A-Fa-f]{7})\b)");
    // gRPC status names and Kubernetes reasons: a loose shape here, the exact names in kKnownNames
    // (a long alternation costs Vectorscan a tenth of a second to compile).
    add("grpc", "grpc", 0.8, 1, R"(\b(?:code\s*=\s*|StatusCode\.|status:\s*)([A-Z][A-Za-z_]+)\b)");
    add("exit_status", "", 0.45, 1, R"((?i)\bexit(?:ed)? (?:status|code|with code)\s*:?\s*(\d{1,3})\b)");
    add("kubernetes", "kubernetes", 0.8, 1, R"(\b([A-Z][A-Za-z]+(?:BackOff|Pull|Killed|Error|Name|Evicted|Scheduling|Mount|Unschedulable|Creating|Exceeded|NotReady))\b)");
    add("oracle", "", 0.9, 1, R"(\b(ORA-\d{5})\b)");
    return v;
  }();
  return list;
}

const SignalRe& exceptionLineRx() {
  static const auto re = compile(
      R"(^[ \t]*(?:Caused by:\s+|Exception in thread "[^"\n]*"\s+|Uncaught\s+|\[?(?:ERROR|FATAL|Error)\]?:?\s+|raise\s+|Unhandled exception\.\s+)?((?:[a-z_][a-zA-Z0-9_]*\.)*(?:[A-Z][A-Za-z0-9_]*)?(?:Error|Exception|Exit|Interrupt|Iteration|Warning|Fault|Failure|Disconnected|Timeout|Throwable))\b(?::|\s*$|\s+\[|\s+\())");
  return *re;
}
// A qualified class name that starts a line and is followed by ": message", whatever its suffix
// (psycopg2.errors.UndefinedTable: ..., http.client.RemoteDisconnected: ...).
const SignalRe& qualifiedLineExceptionRx() {
  static const auto re = compile(R"(^[ \t]*(?:Caused by:\s+)?((?:[a-z_][a-zA-Z0-9_]*\.)+([A-Z][A-Za-z0-9_]+)):\s)");
  return *re;
}
// An exception class named in running text ("raised ModuleNotFoundError while ...").
const SignalRe& inlineExceptionRx() {
  static const auto re = compile(R"(\b([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)*(?:Error|Exception))\b)");
  return *re;
}
const SignalRe& qualifiedExceptionRx() {
  static const auto re = compile(
      R"(\b((?:java|javax|jdk|kotlin|org|com|io|android|System|Microsoft)\.(?:[\w$]+\.)*([A-Z]\w*(?:Exception|Error)))\b)");
  return *re;
}

bool knownName(const std::string& name) {
  static const std::set<std::string> names = {
      "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND", "ALREADY_EXISTS",
      "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE", "UNIMPLEMENTED",
      "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED", "Canceled", "Unknown", "InvalidArgument",
      "DeadlineExceeded", "NotFound", "AlreadyExists", "PermissionDenied", "ResourceExhausted", "FailedPrecondition",
      "Aborted", "OutOfRange", "Unimplemented", "Internal", "Unavailable", "DataLoss", "Unauthenticated",
      "CrashLoopBackOff", "ImagePullBackOff", "ErrImagePull", "OOMKilled", "CreateContainerConfigError",
      "InvalidImageName", "ContainerCreating", "Evicted", "FailedScheduling", "FailedMount", "BackOff", "Unschedulable",
      "ErrImageNeverPull", "RunContainerError", "CreateContainerError", "DeadlineExceeded", "NodeNotReady"};
  return names.count(name) > 0;
}

// --- request, locations, frames ------------------------------------------------------------
const SignalRe& requestRx() {
  static const auto re = compile(
      R"(\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+((?:https?://[^\s"']+)|/[^\s"'?]*(?:\?[^\s"']*)?))");
  return *re;
}

struct FrameRx {
  int file, line, func;
  std::unique_ptr<SignalRe> re;
};
const std::vector<FrameRx>& frameRx() {
  static const auto list = [] {
    std::vector<FrameRx> v;
    auto add = [&](int f, int l, int fn, const char* p) { v.push_back({f, l, fn, compile(p)}); };
    add(1, 2, 3, R"x(^\s*File "([^"\n]+)", line (\d+), in (\S+))x");                       // Python
    add(2, 3, 1, R"(^\s*at ([\w$.<>/]+)\(([\w$]+\.(?:java|kt|scala)):(\d+)\))");          // JVM
    add(2, 3, 1, R"(^\s*at (?:async )?(\S+) \(((?:file://)?[^():\n]+|node:[\w/]+):(\d+):\d+\))");  // JS named
    add(1, 2, 0, R"(^\s*at ((?:file://)?/[^():\s]+|node:[\w/]+):(\d+):\d+\s*$)");          // JS anonymous
    add(1, 2, 0, R"(^\s+(/[^\s:]+\.go):(\d+)(?:\s|$))");                                    // Go
    add(2, 3, 1, R"(^\s*at (\S+) in (.+):line (\d+))");                                     // .NET
    add(1, 2, 0, R"(^\s+at (\S+\.rs):(\d+):\d+)");                                         // Rust backtrace
    add(2, 3, 1, R"(^\s*#\d+ 0x[0-9a-f]+ in (\S+) (\S+?):(\d+))");                         // sanitizers, gdb
    return v;
  }();
  return list;
}

const SignalRe& locationRx() {
  static const auto re = compile(
      R"((?:^|[\s(\['"])((?:[A-Za-z]:)?[\w./\\-]*\.(?:c|cc|cpp|cxx|h|hpp|hh|rs|go|ts|tsx|js|mjs|cjs|jsx|py|java|kt|cs|rb|php|swift|sql|ya?ml|toml|json)):(\d+)(?::(\d+))?)");
  return *re;
}
const SignalRe& tscLocationRx() {
  static const auto re = compile(R"((^|\s)(\S+\.tsx?)\((\d+),(\d+)\))");
  return *re;
}
const SignalRe& rustLocationRx() {
  static const auto re = compile(R"(-->\s+(\S+\.rs):(\d+):(\d+))");
  return *re;
}

// Which of this file's expressions can match a text, found in one pass of an RE2::Set over them.
// Not Vectorscan: in one multi-pattern database, Vectorscan 5.4.9 (Debian 12) missed the
// exception-line expression on 4 of the dev set's inputs that RE2 matches; the set agrees with
// RE2 by construction, and on these 80 expressions it is also twice as fast (1.4 against 3.1 us
// per dev-set input).
class Prefilter {
 public:
  Prefilter() {
    // Build every table first, so that the registry is complete.
    httpStatusRx(); platformRx(); languageRx(); codeRx(); exceptionLineRx(); qualifiedLineExceptionRx();
    inlineExceptionRx(); qualifiedExceptionRx(); requestRx(); frameRx(); locationRx(); tscLocationRx();
    rustLocationRx();
    scanner_ = makePatternScanner(registry(), ScannerEngine::Re2Set);
  }
  // The set of expressions that may match `text`.
  std::vector<bool> run(std::string_view text) const {
    std::vector<bool> fired(registry().size(), false);
    for (int id : scanner_->candidates(text)) fired[static_cast<std::size_t>(id)] = true;
    return fired;
  }

 private:
  std::unique_ptr<PatternScanner> scanner_;
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
  const std::vector<bool> firedSet = pre.run(text);
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
  const std::vector<bool> commandFired = nt.command.empty() ? std::vector<bool>() : pre.run(nt.command);
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
  auto baseWeight = [](const std::string& name, double w) {
    const std::size_t dot = name.rfind('.');
    const std::string simple = dot == std::string::npos ? name : name.substr(dot + 1);
    return (simple == "Exception" || simple == "Error" || simple == "Throwable" || simple == "BaseException") ? 0.4 : w;
  };
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
    const bool namesOnly = std::string_view(c.kind) == "grpc" || std::string_view(c.kind) == "kubernetes";
    forEachMatch(*c.re, text, c.group, [&](const Groups& m, std::size_t start) {
      if (namesOnly && !knownName(str(m[static_cast<std::size_t>(c.group)]))) return;
      const std::size_t li = nt.lineAt(start);
      s.codes.push_back({str(m[static_cast<std::size_t>(c.group)]), c.kind, c.category, c.weight,
                         nt.lines[li].number, li});
    });
  }

  for (const auto& f : frameRx()) {
    if (!fired(*f.re)) continue;
    forEachMatch(*f.re, text, 3, [&](const Groups& m, std::size_t start) {
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
