// Extraction of the input's specifics: one table of expressions per fact, first match wins (the
// first occurrence is usually the first failure). Every expression is RE2, so the cost is linear.
#include "InputFacts.h"

#include <re2/re2.h>

#include <algorithm>
#include <memory>

namespace errknow::ai {
namespace {

struct Rule {
  std::unique_ptr<RE2> re;
  const char* tag;  // ecosystem for modules, else unused
};

std::vector<Rule> rules(std::initializer_list<std::pair<const char*, const char*>> list) {
  std::vector<Rule> v;
  RE2::Options o;
  o.set_log_errors(false);
  for (const auto& [rx, tag] : list) v.push_back({std::make_unique<RE2>(rx, o), tag});
  return v;
}

const std::vector<Rule>& moduleRules() {
  static const auto v = rules({
      {R"x(No module named '([\w.]+)')x", "python"},
      {R"x(ModuleNotFoundError: No module named ([\w.]+))x", "python"},
      {R"x(ImportError: cannot import name '(\w+)')x", "python"},
      {R"x(Cannot find (?:module|package) '([^']+)')x", "node"},
      {R"x(Module not found: Error: Can't resolve '([^']+)')x", "node"},
      {R"x(Cannot find module '([^']+)' or its corresponding type declarations)x", "node"},
      {R"x(no required module provides package (\S+?);?(?:\s|$))x", "go"},
      {R"x(cannot find package "([^"]+)")x", "go"},
      {R"x(unresolved import `(\w+)`)x", "rust"},
      {R"x(can't find crate for `(\w+)`)x", "rust"},
      {R"x(package ([\w.]+) does not exist)x", "java"},
      {R"x(ClassNotFoundException: ([\w.$]+))x", "java"},
      {R"x(NoClassDefFoundError: ([\w/$.]+))x", "java"},
      {R"x(fatal error: ([\w./+-]+\.h(?:pp)?): No such file)x", "c"},
      {R"x(cannot load such file -- (\S+))x", "ruby"},
  });
  return v;
}

const std::vector<Rule>& endpointRules() {
  static const auto v = rules({
      {R"x(ECONNREFUSED\s+(\[?[\w.:-]*\]?):(\d{1,5})\b)x", "refused"},
      {R"x(connection to server at "([\w.:-]+)"(?: \([\d.:a-f]+\))?, port (\d{1,5}) failed: Connection refused)x", "refused"},
      {R"x(connect to host ([\w.:-]+) port (\d{1,5}): Connection refused)x", "refused"},
      {R"x(Connection refused[^\n]*?\b([\w.-]+):(\d{1,5})\b)x", "refused"},
      {R"x(\b([\w.-]+):(\d{1,5})\b[^\n]*?(?:Connection refused|connection refused|ECONNREFUSED))x", "refused"},
      {R"x(dial tcp (\[?[\w.:-]*\]?):(\d{1,5}): connect: connection refused)x", "refused"},
      {R"x(Connection to ([\w.-]+):(\d{1,5}) refused)x", "refused"},
      {R"x(Can't connect to (?:MySQL )?server on '([\w.-]+)(?::(\d{1,5}))?')x", "refused"},
      {R"x(Failed to connect to ([\w.-]+) port (\d{1,5}))x", "refused"},
      {R"x(Error 111 connecting to ([\w.-]+):(\d{1,5}))x", "refused"},
      {R"x((?:ETIMEDOUT|timed out|i/o timeout|Timeout)[^\n]*?\b((?:\d{1,3}\.){3}\d{1,3}|localhost|[\w-]+(?:\.[\w-]+)+):(\d{1,5})\b)x", "timeout"},
      {R"x(\b((?:\d{1,3}\.){3}\d{1,3}|localhost|[\w-]+(?:\.[\w-]+)+):(\d{1,5})\b[^\n]*?(?:ETIMEDOUT|timed out|i/o timeout))x", "timeout"},
  });
  return v;
}

const std::vector<Rule>& hostRules() {
  static const auto v = rules({
      {R"x(getaddrinfo (?:ENOTFOUND|EAI_AGAIN) ([\w.-]+))x", ""},
      {R"x(\b([A-Za-z][\w-]*(?:\.[\w-]+)*):\d{1,5}\b[^\n]*?(?:Name or service not known|Temporary failure in name resolution|nodename nor servname provided|No address associated with hostname))x", ""},
      {R"x(Could not resolve host: ([\w.-]+))x", ""},
      {R"x(Resolving ([\w.-]+)(?: \([\w.-]+\))?\.\.\. failed)x", ""},
      {R"x(lookup ([\w.-]+)(?: on [\d.:]+)?: no such host)x", ""},
      {R"x(could not translate host name "([\w.-]+)")x", ""},
      {R"x(Unknown (?:MySQL server )?host '([\w.-]+)')x", ""},
      {R"x(Failed to resolve '([\w.-]+)')x", ""},
      {R"x(Name or service not known[^\n]*?'?([\w-]+(?:\.[\w-]+)+)'?)x", ""},
      {R"x(\b(?:host|hostname)[:=] ?'?([\w-]+(?:\.[\w-]+)+)'?[^\n]*(?:Name or service not known|nodename nor servname))x", ""},
  });
  return v;
}

const std::vector<Rule>& tableRules() {
  static const auto v = rules({
      {R"x(relation "([\w.]+)" does not exist)x", ""},
      {R"x(Table '([\w.]+)' doesn't exist)x", ""},
      {R"x(no such table: ([\w.]+))x", ""},
      {R"x(Invalid object name '([\w.\[\]]+)')x", ""},
      {R"x(table or view does not exist[^\n]*?([\w.]+)?)x", ""},
      {R"x(Unknown table '([\w.]+)')x", ""},
  });
  return v;
}
const std::vector<Rule>& columnRules() {
  static const auto v = rules({
      {R"x(column "([\w.]+)" (?:of relation "\w+" )?does not exist)x", ""},
      {R"x(Unknown column '([\w.]+)')x", ""},
      {R"x(no such column: ([\w.]+))x", ""},
      {R"x(Invalid column name '(\w+)')x", ""},
  });
  return v;
}
const std::vector<Rule>& missingPathRules() {
  static const auto v = rules({
      {R"x(No such file or directory: '([^']+)')x", ""},
      {R"x(ENOENT: no such file or directory, \w+ '([^']+)')x", ""},
      {R"x(open ([^\s:]+): no such file or directory)x", ""},
      {R"x(on socket "([^"]+)" failed: No such file or directory)x", ""},
      {R"x(((?:~|\.{1,2})?/[^\s:'"]*|[\w.-]+/[^\s:'"]*|[\w-]+\.\w{1,8}): No such file or directory)x", ""},
      {R"x(FileNotFoundException: (\S+) \(No such file)x", ""},
      {R"x(Could not find file '([^']+)')x", ""},
  });
  return v;
}
const std::vector<Rule>& forbiddenPathRules() {
  static const auto v = rules({
      {R"x(Permission denied: '([^']+)')x", ""},
      {R"x(EACCES: permission denied, \w+ '([^']+)')x", ""},
      {R"x(open ([^\s:]+): permission denied)x", ""},
      {R"x(([/~][^\s:'"]+): Permission denied)x", ""},
      {R"x(Access to the path '([^']+)' is denied)x", ""},
  });
  return v;
}
const std::vector<Rule>& envRules() {
  static const auto v = rules({
      {R"x(KeyError: '([A-Z][A-Z0-9_]{2,})')x", ""},
      {R"x(environment variable "?'?([A-Z][A-Z0-9_]{2,})'?"? (?:is )?(?:not set|missing|undefined|required))x", ""},
      {R"x((?:missing|required|undefined|not set)[^\n]*?environment variable:? "?'?([A-Z][A-Z0-9_]{2,}))x", ""},
  });
  return v;
}
const std::vector<Rule>& inUseRules() {
  static const auto v = rules({
      {R"x(EADDRINUSE: address already in use (\S+))x", ""},
      {R"x(bind: address already in use[^\n]*?(\S+:\d+)?)x", ""},
      {R"x(listen tcp (\S+): bind: address already in use)x", ""},
      {R"x(Address already in use[^\n]*?port (\d+))x", ""},
      {R"x(port (\d+) is already (?:in use|allocated))x", ""},
  });
  return v;
}

const RE2& authHeaderRx() {
  static const RE2 re(R"((?i)\bauthorization\b\s*[:=]|\bBearer\s+\S)");
  return re;
}
const RE2& bearerRx() {
  static const RE2 re(R"(\bBearer\s+\S)");
  return re;
}
const RE2& expiredRx() {
  static const RE2 re(R"((?i)\b(?:token|jwt|signature|session|credentials?)\b[^\n]{0,40}\bexpired\b|\bexpired\b[^\n]{0,40}\b(?:token|jwt)\b|ExpiredSignature|TokenExpired|\bexp\b[^\n]{0,20}claim)");
  return re;
}

// The first match of any rule, capturing group 1 (and group 2 into `second` when given).
std::optional<Fact> firstMatch(const core::NormalizedText& text, const std::vector<Rule>& list, const char** tag = nullptr,
                               std::string* second = nullptr) {
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 4000) continue;
    const re2::StringPiece piece(line.data(), line.size());
    for (const Rule& r : list) {
      std::string a, b;
      const bool hit = r.re->NumberOfCapturingGroups() >= 2 ? RE2::PartialMatch(piece, *r.re, &a, &b)
                                                             : RE2::PartialMatch(piece, *r.re, &a);
      if (!hit) continue;
      if (a.empty() && (!second || b.empty())) continue;
      if (tag) *tag = r.tag;
      if (second) *second = b;
      return Fact{a, i, text.lines[i].number};
    }
  }
  return std::nullopt;
}

bool isLocal(const std::string& host) {
  return host.empty() || host == "localhost" || host.rfind("127.", 0) == 0 || host == "::1" || host == "[::1]" ||
         host == "0.0.0.0" || host == "::";
}

}  // namespace

std::string serviceForPort(int port) {
  switch (port) {
    case 5432: return "PostgreSQL";
    case 3306: return "MySQL/MariaDB";
    case 6379: return "Redis";
    case 27017: return "MongoDB";
    case 9200: return "Elasticsearch";
    case 5672: return "RabbitMQ";
    case 9092: return "Kafka";
    case 11211: return "Memcached";
    case 2181: return "ZooKeeper";
    case 1433: return "SQL Server";
    case 1521: return "Oracle Database";
    case 9042: return "Cassandra";
    case 2375: case 2376: return "the Docker daemon";
    case 6443: return "the Kubernetes API server";
    case 8500: return "Consul";
    case 4222: return "NATS";
    case 2379: return "etcd";
    case 8200: return "Vault";
    case 25: case 587: return "an SMTP server";
    case 22: return "SSH";
    default: return "";
  }
}

InputFacts findInputFacts(const core::NormalizedText& text) {
  InputFacts f;
  const char* tag = "";
  if ((f.missingModule = firstMatch(text, moduleRules(), &tag))) f.moduleEcosystem = tag;
  std::string port;
  f.endpoint = firstMatch(text, endpointRules(), &tag, &port);
  // A timeout while reading an answer is a slow peer, not an unreachable one (nginx's "upstream
  // timed out (110: Connection timed out) while reading response header").
  if (f.endpoint && std::string(tag) == "timeout") {
    const std::string_view line = text.line(f.endpoint->lineIndex);
    for (std::string_view slow : {"while reading", "Read timed out", "ReadTimeout", "read timeout", "reading response"})
      if (line.find(slow) != std::string_view::npos) f.endpoint.reset();
  }
  if (f.endpoint) {
    f.host = f.endpoint->value;
    if (f.host.size() > 2 && f.host.front() == '[' && f.host.back() == ']') f.host = f.host.substr(1, f.host.size() - 2);
    f.port = port.empty() || port.size() > 5 ? 0 : std::stoi(port);
    if (f.port > 65535) f.port = 0;
    f.service = serviceForPort(f.port);
    f.localHost = isLocal(f.host);
    f.connectionRefused = std::string(tag) == "refused";
    f.timedOut = std::string(tag) == "timeout";
    f.endpoint->value = (f.host.empty() ? std::string("localhost") : f.host) + (f.port ? ":" + std::to_string(f.port) : "");
  }
  f.unresolvedHost = firstMatch(text, hostRules());
  f.table = firstMatch(text, tableRules());
  f.column = firstMatch(text, columnRules());
  f.missingPath = firstMatch(text, missingPathRules());
  f.forbiddenPath = firstMatch(text, forbiddenPathRules());
  f.envVar = firstMatch(text, envRules());
  f.addressInUse = firstMatch(text, inUseRules());
  // The `$ command` line (curl -H 'Authorization: ...') is kept apart from the lines.
  if (!text.command.empty()) {
    const re2::StringPiece piece(text.command.data(), std::min<std::size_t>(text.command.size(), 4000));
    if (RE2::PartialMatch(piece, authHeaderRx())) f.authHeader = Fact{"$ " + text.command, 0, text.commandLine};
    f.bearer = RE2::PartialMatch(piece, bearerRx());
  }
  for (std::size_t i = 0; i < text.lines.size(); ++i) {
    const std::string_view line = text.line(i);
    if (line.size() > 4000) continue;
    const re2::StringPiece piece(line.data(), line.size());
    if (!f.authHeader && RE2::PartialMatch(piece, authHeaderRx())) f.authHeader = Fact{std::string(line), i, text.lines[i].number};
    if (!f.bearer && RE2::PartialMatch(piece, bearerRx())) f.bearer = true;
    if (!f.tokenExpired && RE2::PartialMatch(piece, expiredRx())) f.tokenExpired = true;
  }
  return f;
}

}  // namespace errknow::ai
