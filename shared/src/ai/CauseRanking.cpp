// Evidence rules for re-ranking causes. Each rule is general (what the input shows → which kind of
// cause it supports), never tied to a particular record.
#include "CauseRanking.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <set>

namespace errknow::ai {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool mentionsAny(const std::string& lowered, const std::vector<const char*>& words) {
  for (const char* w : words)
    if (lowered.find(w) != std::string::npos) return true;
  return false;
}

struct Rule {
  std::function<bool(const InputFacts&, const std::vector<std::string>& platforms)> applies;
  std::vector<const char*> words;
  double delta;
  const char* because;
};

const std::vector<Rule>& evidenceRules() {
  static const std::vector<Rule> rules = {
      // A token was sent: it is wrong or expired rather than absent.
      {[](const InputFacts& f, auto&) { return f.bearer || f.authHeader.has_value(); },
       {"expired", "invalid", "wrong", "revoked", "rotated", "malformed", "signature", "audience", "scope"}, 0.6,
       "the request did send an Authorization header"},
      {[](const InputFacts& f, auto&) { return f.bearer || f.authHeader.has_value(); },
       {"missing", "not sent", "no token", "without a token", "forgot", "omitted", "absent"}, -0.4, ""},
      {[](const InputFacts& f, auto&) { return f.tokenExpired; }, {"expired", "expiry", "lifetime", "refresh"}, 0.8,
       "the input says the token expired"},
      // A refused connection on this machine: the service is not running or listens elsewhere.
      {[](const InputFacts& f, auto&) { return f.connectionRefused && f.localHost; },
       {"not running", "not started", "stopped", "down", "crashed", "isn't running", "is not listening", "not listening"},
       0.7, "the connection to this machine was refused, so nothing listens on that port"},
      {[](const InputFacts& f, auto&) { return f.connectionRefused && !f.localHost; },
       {"firewall", "wrong host", "host", "bind", "listen_addresses", "bound to", "security group", "network"}, 0.5,
       "the connection to another host was refused"},
      {[](const InputFacts& f, auto&) { return f.connectionRefused && f.port > 0; }, {"port"}, 0.2,
       "the input names the port"},
      {[](const InputFacts& f, auto&) { return f.timedOut; },
       {"firewall", "unreachable", "slow", "overloaded", "network", "timeout", "security group"}, 0.4,
       "the connection timed out rather than being refused"},
      {[](const InputFacts& f, auto&) { return f.unresolvedHost.has_value(); },
       {"typo", "misspel", "dns", "resolv", "hostname", "host name", "/etc/hosts", "service name"}, 0.5,
       "the host name did not resolve"},
      {[](const InputFacts& f, auto&) { return f.missingModule.has_value(); },
       {"not installed", "virtual environment", "virtualenv", "venv", "install", "dependency", "requirements",
        "package.json", "go.mod", "cargo.toml"},
       0.4, "the input names the missing module"},
      {[](const InputFacts& f, auto&) { return f.table.has_value(); },
       {"migration", "migrate", "schema", "wrong database", "search_path", "created", "typo"}, 0.4,
       "the input names the missing table"},
      {[](const InputFacts& f, auto&) { return f.forbiddenPath.has_value(); },
       {"permission", "owner", "chmod", "chown", "user", "root", "read-only"}, 0.3, "the input names the path refused"},
      {[](const InputFacts& f, auto&) { return f.missingPath.has_value(); },
       {"path", "working directory", "relative", "typo", "not created", "missing"}, 0.3,
       "the input names the missing path"},
      {[](const InputFacts& f, auto&) { return f.envVar.has_value(); },
       {"environment", "env", "variable", ".env", "not set", "export"}, 0.5,
       "the input names the environment variable"},
      {[](const InputFacts&, const std::vector<std::string>& p) {
         return std::find(p.begin(), p.end(), "docker") != p.end();
       },
       {"docker", "container", "compose"}, 0.3, "the input comes from Docker"},
      {[](const InputFacts&, const std::vector<std::string>& p) {
         return std::find(p.begin(), p.end(), "kubernetes") != p.end();
       },
       {"kubernetes", "pod", "service", "cluster"}, 0.3, "the input comes from Kubernetes"},
  };
  return rules;
}

// Words of 5+ letters of a cause that also appear in the input's error lines.
double sharedWordScore(const std::string& cause, const std::string& errorText) {
  static const std::set<std::string> common = {"which", "there", "their", "about", "because", "could", "would", "should",
                                               "error", "errors", "value", "other", "where", "after", "before", "using",
                                               "given", "cannot", "failed", "while"};
  double score = 0;
  std::size_t i = 0;
  std::set<std::string> seen;
  while (i < cause.size()) {
    while (i < cause.size() && !std::isalnum(static_cast<unsigned char>(cause[i]))) ++i;
    std::size_t j = i;
    while (j < cause.size() && (std::isalnum(static_cast<unsigned char>(cause[j])) || cause[j] == '_')) ++j;
    const std::string word = cause.substr(i, j - i);
    i = j;
    if (word.size() < 5 || common.count(word) || !seen.insert(word).second) continue;
    if (errorText.find(word) != std::string::npos) score += 0.08;
  }
  return std::min(score, 0.32);
}

}  // namespace

std::vector<RankedCause> rankCauses(const core::Record& record, const InputFacts& facts, std::string_view errorText,
                                    const std::vector<std::string>& platforms) {
  const std::string text = lower(errorText.substr(0, 64 * 1024));
  std::vector<RankedCause> out;
  for (std::size_t k = 0; k < record.causes.size(); ++k) {
    RankedCause c{record.causes[k], 0.05 * static_cast<double>(record.causes.size() - k), {}};
    const std::string cause = lower(c.text);
    double best = 0;
    for (const Rule& r : evidenceRules()) {
      if (!mentionsAny(cause, r.words) || !r.applies(facts, platforms)) continue;
      c.score += r.delta;
      if (r.delta > best && r.delta >= 0.5 && *r.because) {  // weak rules move causes but say nothing
        best = r.delta;
        c.because = r.because;
      }
    }
    if (!facts.service.empty() && cause.find(lower(facts.service.substr(0, facts.service.find('/')))) != std::string::npos) {
      c.score += 0.5;
      if (best < 0.5) c.because = "the refused port is " + facts.service + "'s";
    }
    c.score += sharedWordScore(cause, text);
    out.push_back(std::move(c));
  }
  std::stable_sort(out.begin(), out.end(), [](const RankedCause& a, const RankedCause& b) { return a.score > b.score; });
  return out;
}

}  // namespace errknow::ai
