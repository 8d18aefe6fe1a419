// Evidence rules for re-ranking causes. Each rule is general (what the input shows → which kind of
// cause it supports), never tied to a particular record.
#include "CauseRanking.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
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

// The quantities a text states: a measuring word followed by a number ("length 3", "port=5432",
// "size: 10"), lower-cased. Words of the vocabulary only, so that prose numbers (versions, years,
// line numbers) are not read as claims; the words for how big a thing is (length, len, size,
// capacity, cap) are one quantity, so "(length 1)" and "with capacity 3" disagree.
std::multimap<std::string, std::string> statedQuantities(std::string_view text) {
  static const std::map<std::string, std::string, std::less<>> measures = {
      {"length", "size"}, {"len", "size"},       {"size", "size"},       {"capacity", "size"}, {"cap", "size"},
      {"index", "index"}, {"idx", "index"},      {"port", "port"},       {"offset", "offset"}, {"count", "count"},
      {"status", "status"}, {"signal", "signal"}, {"errno", "errno"},    {"pid", "pid"},       {"uid", "uid"},
      {"gid", "gid"},     {"limit", "limit"},    {"attempt", "attempt"}, {"attempts", "attempt"}, {"retries", "retries"}};
  std::multimap<std::string, std::string> out;
  std::string previous;  // the word before, empty after a number
  std::size_t previousEnd = 0, i = 0;
  while (i < text.size() && out.size() < 200) {
    const std::size_t gapStart = i;
    while (i < text.size() && !std::isalnum(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t j = i;
    while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '.')) ++j;
    std::string word = lower(text.substr(i, j - i));
    while (!word.empty() && word.back() == '.') word.pop_back();
    // Only spaces, "=", ":", "(" or "[" between the word and its number.
    const bool close = gapStart == previousEnd &&
                       text.substr(gapStart, i - gapStart).find_first_not_of(" =:([") == std::string_view::npos;
    const bool number = !word.empty() && std::isdigit(static_cast<unsigned char>(word[0])) &&
                        word.find_first_not_of("0123456789.") == std::string::npos;
    if (const auto m = measures.find(previous); number && close && m != measures.end()) out.emplace(m->second, word);
    previous = number ? std::string() : word;
    previousEnd = j;
    i = j;
  }
  return out;
}

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Whether the text names an absent value as a word: None, NoneType, null, nil, undefined (not
// inside a path or a name: "/dev/null", "nullable", "is_nil").
bool namesAbsentValue(std::string_view text) {
  for (std::string_view w : {"None", "NoneType", "null", "nil", "undefined"})
    for (auto at = text.find(w); at != std::string_view::npos; at = text.find(w, at + 1)) {
      const char before = at == 0 ? ' ' : text[at - 1];
      const bool starts = before == ' ' || before == '(' || before == '`' || before == '\'' || before == '"';
      if (starts && (at + w.size() == text.size() || !isWordChar(text[at + w.size()]))) return true;
    }
  return false;
}

// Whether the text quotes a value ('int', "id"), as error lines do when they name what they got.
bool quotesAValue(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((text[i] != '\'' && text[i] != '"') || (i > 0 && isWordChar(text[i - 1]))) continue;  // not "doesn't"
    const auto close = text.find(text[i], i + 1);
    if (close == std::string_view::npos) break;
    if (close > i + 1 && close - i < 80) return true;
    i = close;
  }
  return false;
}

}  // namespace

bool blamesAnAbsentValueTheInputLacks(std::string_view cause, std::string_view inputText) {
  inputText = inputText.substr(0, 64 * 1024);
  return namesAbsentValue(cause.substr(0, 16 * 1024)) && !namesAbsentValue(inputText) && quotesAValue(inputText);
}

bool contradictsInput(std::string_view text, std::string_view inputText, int port) {
  const auto claimed = statedQuantities(text.substr(0, 16 * 1024));
  if (claimed.empty()) return false;
  auto observed = statedQuantities(inputText.substr(0, 64 * 1024));
  if (port > 0) observed.emplace("port", std::to_string(port));
  for (auto it = claimed.begin(); it != claimed.end(); it = claimed.upper_bound(it->first)) {
    const auto [from, to] = observed.equal_range(it->first);
    if (from == to) continue;  // the input says nothing about this quantity
    bool agrees = false;
    for (auto c = claimed.equal_range(it->first).first; c != claimed.upper_bound(it->first) && !agrees; ++c)
      for (auto o = from; o != to && !agrees; ++o) agrees = c->second == o->second;
    if (!agrees) return true;
  }
  return false;
}

std::vector<RankedCause> rankCauses(const std::vector<std::string>& causes, const InputFacts& facts,
                                    std::string_view errorText, const std::vector<std::string>& platforms) {
  const std::string text = lower(errorText.substr(0, 64 * 1024));
  std::vector<RankedCause> out;
  for (std::size_t k = 0; k < causes.size(); ++k) {
    RankedCause c{causes[k], 0.05 * static_cast<double>(causes.size() - k), {}};
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
    c.contradicted = contradictsInput(c.text, errorText, facts.port) || blamesAnAbsentValueTheInputLacks(c.text, errorText);
    if (c.contradicted) {
      c.score -= 10;
      c.because.clear();
    }
    out.push_back(std::move(c));
  }
  std::stable_sort(out.begin(), out.end(), [](const RankedCause& a, const RankedCause& b) { return a.score > b.score; });
  return out;
}

}  // namespace errknow::ai
