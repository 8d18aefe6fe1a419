// Placeholder vocabulary and example values in steps. See StepRules.h and catalogue/README.md
// ("Placeholders").
#include "StepRules.h"

#include <re2/re2.h>

#include <set>

#include "errknow/core/Placeholders.h"

namespace errknow::catalogue {
namespace {

// Values a user's own text would hold, as the record's examples show them.
struct ExampleValues {
  std::set<std::string> ports, hosts, paths;
};

// Hosts no user's text varies: documentation names, and the fixed endpoints of public registries
// and cloud services that a tool always talks to (a step may name www.googleapis.com or
// registry.npmjs.org; the user's own server is never one of them).
bool wellKnownHost(const std::string& h) {
  if (h == "localhost" || h == "example.com" || h == "example.org") return true;
  static const char* services[] = {"googleapis.com", "github.com",  "githubusercontent.com", "npmjs.org",
                                   "yarnpkg.com",    "pypi.org",    "pythonhosted.org",      "docker.io",
                                   "docker.com",     "maven.org",   "gradle.org",            "nuget.org",
                                   "rubygems.org",   "packagist.org", "crates.io",           "golang.org",
                                   "microsoftonline.com", "k8s.io"};
  for (const char* d : services) {
    const std::string suffix = d;
    if (h == suffix || (h.size() > suffix.size() && h.compare(h.size() - suffix.size(), suffix.size(), suffix) == 0 &&
                        h[h.size() - suffix.size() - 1] == '.'))
      return true;
  }
  return false;
}

bool wellKnownPath(const std::string& p) {
  static const char* prefixes[] = {"/etc/", "/usr/", "/proc/", "/sys/", "/dev/", "/bin/", "/sbin/", "/lib/", "/lib64/",
                                   "/var/log/", "/var/run/", "/run/", "/opt/homebrew/"};
  for (const char* pre : prefixes)
    if (p.rfind(pre, 0) == 0) return true;
  return false;
}

ExampleValues exampleValues(const core::Record& r) {
  static const RE2 port(R"((?:\b(?:localhost|\d+\.\d+\.\d+\.\d+|[A-Za-z][\w-]*(?:\.[\w-]+)+)|\]):(\d{2,5})\b|\bport[ =](\d{2,5})\b)");
  static const RE2 host(R"((?:://|@|\bhost |\bat "|\bto |[Hh]ost: ?)((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}|[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)\b)");
  static const RE2 path(R"((?:^|[\s'"(=])(/(?:[\w.@-]+/)+[\w.@-]+))");
  ExampleValues v;
  for (const auto& e : r.examples) {
    re2::StringPiece in(e.text);
    std::string m;
    std::string m2;
    while (RE2::FindAndConsume(&in, port, &m, &m2)) {
      const std::string& p = m.empty() ? m2 : m;
      if (p != "80" && p != "443") v.ports.insert(p);
    }
    in = e.text;
    while (RE2::FindAndConsume(&in, host, &m))
      if (!wellKnownHost(m)) v.hosts.insert(m);
    in = e.text;
    while (RE2::FindAndConsume(&in, path, &m))
      if (!wellKnownPath(m)) v.paths.insert(m);
  }
  return v;
}

// The commands of a step: the text between backticks.
std::vector<std::string> commands(const std::string& step) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (true) {
    const std::size_t a = step.find('`', at);
    if (a == std::string::npos) break;
    const std::size_t b = step.find('`', a + 1);
    if (b == std::string::npos) break;
    out.push_back(step.substr(a + 1, b - a - 1));
    at = b + 1;
  }
  return out;
}

bool containsToken(const std::string& text, const std::string& token, bool digits) {
  std::size_t at = 0;
  while ((at = text.find(token, at)) != std::string::npos) {
    const std::size_t end = at + token.size();
    auto boundary = [&](std::size_t i) {
      if (i >= text.size()) return true;
      const char c = text[i];
      return digits ? !(c >= '0' && c <= '9') && c != '.' : !(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_');
    };
    const bool before = at == 0 || boundary(at - 1);
    if (before && boundary(end)) return true;
    at = end;
  }
  return false;
}

}  // namespace

std::vector<std::string> recordSteps(const core::Record& r) {
  std::vector<std::string> out(r.causes.begin(), r.causes.end());
  out.insert(out.end(), r.quick_fix.begin(), r.quick_fix.end());
  for (const auto& f : r.platform_fixes) out.insert(out.end(), f.steps.begin(), f.steps.end());
  for (const auto& c : r.checks) {
    out.push_back(c.step);
    out.push_back(c.check);
  }
  return out;
}

std::vector<std::string> stepProblems(const core::Record& r) {
  static const RE2 email(R"(\b([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})\b)");
  static const RE2 ipv4(R"((?:^|[^\w.])((?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})(?:[^\w.]|$))");
  static const RE2 commandPort(
      R"((?:\b(?:localhost|\d+\.\d+\.\d+\.\d+|[A-Za-z][\w-]*(?:\.[\w-]+)+|db|app|php|proxy|redis|postgres|mysql|web|api|backend)|://[^/\s:@]+|\]|\}):(\d{2,5})\b|(?:\bport[ =]|(?:^|\s)-p ?|--port[ =]|\bPORT=|\bsport = :|\s-i :|\bfindstr :?|/dev/tcp/\S+/)(\d{2,5})\b|\bgrep :(\d{2,5})\b)");
  std::vector<std::string> out;
  std::set<std::string> said;
  auto add = [&](const std::string& s) {
    if (said.insert(s).second) out.push_back(s);
  };
  const ExampleValues ex = exampleValues(r);
  for (const auto& step : recordSteps(r)) {
    for (const auto& u : core::findPlaceholders(step))
      if (!core::isPlaceholderName(u.name))
        add("unknown placeholder {" + u.name + "} in a step (see the vocabulary in catalogue/README.md; write \\{ for a literal brace)");
    re2::StringPiece in(step);
    std::string m;
    while (RE2::FindAndConsume(&in, email, &m))
      if (m.rfind("git@", 0) != 0) add("a literal email address in a step (" + m + "): write a placeholder such as {email} or {user}");
    in = step;
    while (RE2::FindAndConsume(&in, ipv4, &m))
      if (m != "127.0.0.1" && m != "0.0.0.0" && m != "255.255.255.255")
        add("a literal IP address in a step (" + m + "): write {address} or {host}");
    for (const auto& cmd : commands(step)) {
      // A port in a command is the user's own value (their server may listen on 5433), whatever
      // the examples show; only the schemes' own 80 and 443 stay.
      re2::StringPiece c(cmd);
      std::string p1, p2, p3;
      while (RE2::FindAndConsume(&c, commandPort, &p1, &p2, &p3)) {
        const std::string& p = !p1.empty() ? p1 : !p2.empty() ? p2 : p3;
        if (p != "80" && p != "443") add("a port number inside a command (`" + cmd + "`): write {port}");
      }
      for (const auto& p : ex.ports)
        if (containsToken(cmd, p, true)) add("the example's port " + p + " inside a command (`" + cmd + "`): write {port}");
      for (const auto& h : ex.hosts)
        if (containsToken(cmd, h, false)) add("the example's host " + h + " inside a command (`" + cmd + "`): write {host}");
      for (const auto& p : ex.paths)
        if (cmd.find(p) != std::string::npos) add("the example's path " + p + " inside a command (`" + cmd + "`): write {path} or {file}");
    }
  }
  return out;
}

}  // namespace errknow::catalogue
