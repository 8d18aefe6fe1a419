// The ecosystems stage: markers scanned in one Vectorscan pass, plus what the signals already
// know (the command's tool, the language vote, codes of a known kind, the tools of diagnostics pasted
// as JSON), plus the language hint.
#include "errknow/core/Ecosystems.h"

#include <algorithm>
#include <mutex>

#include "EcosystemMarkers.h"
#include "SignalTriggers.h"
#include "errknow/core/PatternScanner.h"

#include <re2/re2.h>

namespace errknow::core {
namespace {

// The category that answers for an ecosystem that is not a category of its own.
std::string categoryOf(std::string_view ecosystem) {
  if (ecosystem == "rails") return "ruby";
  if (ecosystem == "laravel") return "php";
  if (ecosystem == "nextjs") return "react";
  if (ecosystem == "shell") return "linux";
  return std::string(ecosystem);
}

// Ecosystems that live inside another: evidence for the child is some evidence for the parent.
const char* parentOf(std::string_view ecosystem) {
  static const std::pair<const char*, const char*> table[] = {
      {"django", "python"},       {"flask", "python"},       {"fastapi", "python"},   {"pytorch", "python"},
      {"tensorflow", "python"},   {"react", "javascript"},   {"vue", "javascript"},   {"angular", "typescript"},
      {"nextjs", "react"},        {"webpack", "javascript"}, {"vite", "javascript"},  {"android", "java"},
      {"kotlin", "java"},         {"helm", "kubernetes"},    {"laravel", "php"},      {"rails", "ruby"},
      {"flutter", "dart"},        {"typescript", "javascript"}, {"gradle", "java"},     {"maven", "java"},
      {"powershell", "dotnet"}};
  for (const auto& [child, parent] : table)
    if (ecosystem == child) return parent;
  return nullptr;
}

// The category a canonical language hint points at.
std::string categoryForHint(std::string_view hint) {
  static const std::pair<const char*, const char*> table[] = {
      {"python", "python"}, {"javascript", "javascript"}, {"typescript", "typescript"}, {"java", "java"},
      {"kotlin", "kotlin"}, {"csharp", "dotnet"},         {"go", "go"},                 {"rust", "rust"},
      {"c", "c-cpp"},       {"cpp", "c-cpp"},             {"ruby", "ruby"},             {"php", "php"},
      {"shell", "linux"},   {"dockerfile", "docker"},     {"make", "build"},            {"cmake", "build"}};
  for (const auto& [lang, cat] : table)
    if (hint == lang) return cat;
  return {};
}

// Tools a pasted command line may start with, beyond those the signals map to a category.
std::string ecosystemForTool(const std::string& tool) {
  static const std::pair<const char*, const char*> table[] = {
      {"php", "php"},           {"composer", "php"},        {"artisan", "laravel"},     {"ruby", "ruby"},
      {"bundle", "ruby"},       {"gem", "ruby"},            {"rails", "rails"},         {"rake", "ruby"},
      {"terraform", "terraform"}, {"ansible", "ansible"},   {"ansible-playbook", "ansible"}, {"helm", "helm"},
      {"systemctl", "systemd"}, {"journalctl", "systemd"},  {"nginx", "nginx"},         {"apache2", "apache"},
      {"apachectl", "apache"},  {"httpd", "apache"},        {"redis-cli", "redis"},     {"redis-server", "redis"},
      {"mongo", "mongodb"},     {"mongosh", "mongodb"},     {"mongod", "mongodb"},      {"gradle", "gradle"},
      {"gradlew", "gradle"},    {"./gradlew", "gradle"},    {"mvn", "maven"},           {"mvnw", "maven"},
      {"kotlinc", "kotlin"},    {"swift", "swift"},         {"xcodebuild", "swift"},    {"flutter", "flutter"},
      {"dart", "dart"},         {"az", "azure"},            {"gcloud", "gcp"},          {"gsutil", "gcp"},
      {"pwsh", "powershell"},   {"nvidia-smi", "cuda"},     {"nvcc", "cuda"},           {"ng", "angular"},
      {"vite", "vite"},         {"webpack", "webpack"},     {"next", "nextjs"},         {"vue-cli-service", "vue"},
      {"django-admin", "django"}, {"flask", "flask"},       {"uvicorn", "fastapi"},     {"shellcheck", "shell"}};
  for (const auto& [t, e] : table)
    if (tool == t) return e;
  const std::string cat = categoryForTool(tool);
  return cat;
}

// The code a shaped marker names: the last run of capitals followed by digits in the match.
std::string codeIn(std::string_view match) {
  std::size_t end = match.size();
  while (end > 0) {
    std::size_t e = end;
    while (e > 0 && !(match[e - 1] >= '0' && match[e - 1] <= '9')) --e;
    std::size_t d = e;
    while (d > 0 && match[d - 1] >= '0' && match[d - 1] <= '9') --d;
    std::size_t a = d;
    while (a > 0 && match[a - 1] >= 'A' && match[a - 1] <= 'Z') --a;
    if (d < e && a < d) return std::string(match.substr(a, e - a));
    end = d;
    if (end == e) break;
  }
  return {};
}

}  // namespace

bool ecosystemWithin(std::string_view ecosystem, std::string_view ancestor) {
  for (int depth = 0; depth < 4 && !ecosystem.empty(); ++depth) {
    if (ecosystem == ancestor) return true;
    const char* parent = parentOf(ecosystem);
    if (!parent) return false;
    ecosystem = parent;
  }
  return false;
}

std::string categoryOfQualifiedName(std::string_view name) {
  // Package prefixes, each with the dot that ends it; Java's and Kotlin's reversed domains and
  // Python's top-level packages.
  static const std::pair<std::string_view, std::string_view> table[] = {
      {"org.gradle.", "gradle"},           {"com.android.build.", "android"},    {"com.android.tools.", "android"},
      {"org.apache.maven.", "maven"},      {"android.", "android"},             {"androidx.", "android"},
      {"kotlin.", "kotlin"},               {"kotlinx.", "kotlin"},              {"org.jetbrains.kotlin.", "kotlin"},
      {"org.elasticsearch.", "elasticsearch"}, {"co.elastic.", "elasticsearch"}, {"elasticsearch.", "elasticsearch"},
      {"elastic_transport.", "elasticsearch"}, {"com.mongodb.", "mongodb"},      {"org.mongodb.", "mongodb"},
      {"pymongo.", "mongodb"},             {"redis.clients.", "redis"},         {"io.lettuce.", "redis"},
      {"redis.exceptions.", "redis"},      {"io.grpc.", "grpc"},                {"grpc.", "grpc"},
      {"org.postgresql.", "postgresql"},   {"psycopg2.", "postgresql"},         {"psycopg.", "postgresql"},
      {"asyncpg.", "postgresql"},          {"com.mysql.", "mysql"},             {"pymysql.", "mysql"},
      {"mysql.connector.", "mysql"},       {"MySQLdb.", "mysql"},               {"org.sqlite.", "sqlite"},
      {"sqlite3.", "sqlite"},              {"django.", "django"},               {"werkzeug.", "flask"},
      {"flask.", "flask"},                 {"starlette.", "fastapi"},           {"fastapi.", "fastapi"},
      {"torch.", "pytorch"},               {"tensorflow.", "tensorflow"},       {"keras.", "tensorflow"},
      {"botocore.", "aws"},                {"boto3.", "aws"},                   {"com.amazonaws.", "aws"},
      {"software.amazon.awssdk.", "aws"},  {"google.api_core.", "gcp"},         {"google.auth.", "gcp"},
      {"google.cloud.", "gcp"},            {"com.google.cloud.", "gcp"},        {"azure.", "azure"},
      {"com.azure.", "azure"},             {"com.microsoft.azure.", "azure"},   {"kubernetes.client.", "kubernetes"},
      {"io.fabric8.kubernetes.", "kubernetes"}, {"docker.errors.", "docker"},   {"io.flutter.", "flutter"},
      {"requests.exceptions.", "http"},    {"urllib3.exceptions.", "http"},     {"ssl.", "tls"},
      {"javax.net.ssl.", "tls"},           {"git.exc.", "git"},                 {"paramiko.", "ssh"},
      {"com.jcraft.jsch.", "ssh"},         {"ansible.errors.", "ansible"},      {"pip._internal.", "pip"}};
  for (const auto& [prefix, category] : table)
    if (name.size() > prefix.size() && name.substr(0, prefix.size()) == prefix) return std::string(category);
  return {};
}

bool isLayerCategory(std::string_view category) {
  return category == "linux" || category == "http" || category == "tls" || category == "dns" ||
         category == "windows" || category == "grpc" || category == "curl" || category == "ssh" || category == "git";
}

bool isSystemCategory(std::string_view category) { return category == "linux"; }

const std::vector<std::string>& languageCategories() {
  static const std::vector<std::string> langs = {"python", "javascript", "typescript", "java", "kotlin",
                                                 "dotnet", "go",     "rust",       "c-cpp", "ruby",
                                                 "php",    "swift",  "dart"};
  return langs;
}

bool isBaseExceptionName(std::string_view name) {
  const std::size_t dot = name.rfind('.');
  const std::string_view simple = dot == std::string_view::npos ? name : name.substr(dot + 1);
  return simple == "Exception" || simple == "Error" || simple == "Throwable" || simple == "BaseException";
}

bool isLanguageCategory(std::string_view category) {
  const auto& langs = languageCategories();
  return std::find(langs.begin(), langs.end(), category) != langs.end();
}

bool EcosystemEvidence::excludesLanguage(std::string_view category) const {
  if (!isLanguageCategory(category) || categoryScore(category) >= kEcosystemEvidence || ranked.empty()) return false;
  const EcosystemScore& top = ranked.front();
  return top.score >= 3 && top.category != category && isLanguageCategory(top.category);
}

double EcosystemEvidence::categoryScore(std::string_view category) const {
  double best = 0;
  for (const auto& e : ranked)
    if (e.category == category) best = std::max(best, e.score);
  return best;
}

std::string EcosystemEvidence::topCategory() const { return ranked.empty() ? std::string() : ranked.front().category; }

std::string EcosystemEvidence::specificCategory(std::string_view except) const {
  const EcosystemScore* pick = nullptr;
  for (const auto& e : ranked)
    if (e.textScore >= kEcosystemEvidence && !isLayerCategory(e.category) && e.category != except) {
      pick = &e;
      break;
    }
  if (!pick)
    for (const auto& e : ranked)
      if (e.textScore >= kEcosystemEvidence && e.category != except) {
        pick = &e;
        break;
      }
  if (!pick) return {};
  // A framework inside the picked ecosystem (Angular in JavaScript) is the more specific answer.
  for (bool deeper = true; deeper;) {
    deeper = false;
    for (const auto& e : ranked)
      if (e.textScore >= kEcosystemEvidence && e.category != except && parentOf(e.id) && parentOf(e.id) == pick->id) {
        pick = &e;
        deeper = true;
        break;
      }
  }
  return pick->category;
}

struct EcosystemDetector::Impl {
  // RE2 for the markers that name a code or need confirming, run only when they fired.
  std::vector<std::unique_ptr<RE2>> codeRe;
  // The markers' own one-end Vectorscan pass, for detect() without fired markers; built on first use.
  mutable std::once_flag scannerOnce;
  mutable std::unique_ptr<PatternScanner> scanner;
  const PatternScanner& ownScanner() const {
    // All hints: their matches are taken unconfirmed, so Vectorscan must see them whole.
    std::call_once(scannerOnce, [this] { scanner = makePatternScanner(markerPatterns(), ScannerEngine::Vectorscan, {}, 0); });
    return *scanner;
  }
};

EcosystemDetector::EcosystemDetector() : impl_(std::make_unique<Impl>()) {
  for (const auto& m : markers::kMarkers) {
    if (m.codeCategory || m.notAfterExit) {
      RE2::Options o;
      o.set_log_errors(false);
      impl_->codeRe.push_back(std::make_unique<RE2>(std::string("(?m)") + m.regex, o));
    } else {
      impl_->codeRe.push_back(nullptr);
    }
  }
}

EcosystemDetector::~EcosystemDetector() = default;

std::vector<std::string> EcosystemDetector::markerPatterns() {
  std::vector<std::string> out;
  for (const auto& m : markers::kMarkers) out.emplace_back(m.regex);
  return out;
}

std::vector<std::string> EcosystemDetector::markerErrors() const {
  std::vector<std::string> out;
  for (const auto& e : impl_->ownScanner().errors())
    out.push_back(std::string(markers::kMarkers[e.id].ecosystem) + " marker " + std::to_string(e.id) + ": " + e.reason);
  return out;
}

EcosystemEvidence EcosystemDetector::detect(const NormalizedText& nt, const Signals& sig, std::string_view hint) const {
  return detect(nt, sig, hint, impl_->ownScanner().candidates(nt.text));
}

namespace {

// The evidence summed per ecosystem while detect() runs: a handful of entries, so a flat list
// (ids are short: no allocation) beats a map.
struct Tally {
  struct Entry {
    std::string id;
    double score = 0;
    double text = 0;  // the score before the hint
    double strongest = 0;  // the weight of its strongest single marker
    std::size_t firstAt = std::string::npos;
    void add(double weight) {
      score += weight;
      strongest = std::max(strongest, weight);
    }
  };
  std::vector<Entry> entries;
  Entry& at(std::string_view id) {
    for (auto& e : entries)
      if (e.id == id) return e;
    entries.push_back({std::string(id)});
    return entries.back();
  }
  double of(std::string_view id) const {
    for (const auto& e : entries)
      if (e.id == id) return e.score;
    return 0;
  }
};

}  // namespace

EcosystemEvidence EcosystemDetector::detect(const NormalizedText& nt, const Signals& sig, std::string_view hint,
                                            const std::vector<int>& firedMarkers) const {
  Tally tally;
  tally.entries.reserve(16);
  EcosystemEvidence out;
  std::vector<int> fired = firedMarkers;
  std::sort(fired.begin(), fired.end());
  fired.erase(std::unique(fired.begin(), fired.end()), fired.end());
  constexpr auto kMarkerCount = sizeof(markers::kMarkers) / sizeof(markers::kMarkers[0]);
  for (int id : fired) {
    if (id < 0 || static_cast<std::size_t>(id) >= kMarkerCount) continue;
    const markers::Marker& mk = markers::kMarkers[static_cast<std::size_t>(id)];
    const RE2* re = impl_->codeRe[static_cast<std::size_t>(id)].get();
    if (!re) {
      tally.at(mk.ecosystem).add(mk.weight);
      continue;
    }
    // A code marker is confirmed by RE2, which also says where the code is; a status shape only
    // where it is no process's exit status.
    re2::StringPiece m;
    std::size_t from = 0;
    bool found = false;
    while (from <= nt.text.size() && re->Match(nt.text, from, nt.text.size(), RE2::UNANCHORED, &m, 1)) {
      const std::size_t at = static_cast<std::size_t>(m.data() - nt.text.data());
      if (!mk.notAfterExit || !triggers::exitStatusAt(nt.text, at)) {
        found = true;
        break;
      }
      from = at + std::max<std::size_t>(m.size(), 1);
    }
    if (!found) continue;
    const std::size_t begin = static_cast<std::size_t>(m.data() - nt.text.data());
    auto& e = tally.at(mk.ecosystem);
    e.add(mk.weight);
    e.firstAt = std::min(e.firstAt, begin);
    if (!mk.codeCategory) continue;
    const std::string code = codeIn(std::string_view(m.data(), m.size()));
    const std::size_t li = nt.lineAt(begin);
    if (!code.empty()) out.codes.push_back({code, mk.codeCategory, nt.lines[li].number, li});
  }
  std::sort(out.codes.begin(), out.codes.end(), [](const ShapedCode& a, const ShapedCode& b) { return a.line < b.line; });
  // What the signals know: the command's tool, the language vote, codes of a known kind.
  if (!sig.tool.empty())
    if (const std::string e = ecosystemForTool(sig.tool); !e.empty()) tally.at(e).add(3);
  if (!sig.language.empty())
    if (const std::string c = categoryForLanguage(sig.language); !c.empty()) tally.at(c).add(2);
  std::vector<std::string_view> seen;
  for (const auto& t : sig.codes) {
    if (t.category.empty() || std::find(seen.begin(), seen.end(), t.category) != seen.end()) continue;
    seen.push_back(t.category);
    // A status number or an errno name is printed by programs of every ecosystem: weak evidence.
    tally.at(t.category).add(isLayerCategory(t.category) ? 1 : 2);
  }
  // A diagnostic pasted as JSON from a linter of a language (its "source"), as a code would be.
  for (const auto& d : sig.pastedDiagnostics) {
    if (d.category.empty() || std::find(seen.begin(), seen.end(), d.category) != seen.end()) continue;
    seen.push_back(d.category);
    tally.at(d.category).add(2);
  }
  // A child ecosystem is some evidence for its parent (a Django trace is Python).
  for (int round = 0; round < 2; ++round) {
    std::vector<const char*> lift;
    for (const auto& e : tally.entries)
      if (const char* parent = parentOf(e.id); parent && e.score >= kEcosystemEvidence && tally.of(parent) < kEcosystemEvidence)
        lift.push_back(parent);
    for (const char* parent : lift) {
      auto& p = tally.at(parent);
      p.score = std::max(p.score, kEcosystemEvidence);
    }
    if (lift.empty()) break;
  }
  // The hint decides what the text leaves open: it is evidence enough for a category the text is
  // silent about, and a small tie-breaker where the text already has evidence.
  for (auto& e : tally.entries) e.text = e.score;
  if (!hint.empty())
    if (const std::string c = categoryForHint(hint); !c.empty()) tally.at(c).score += kEcosystemEvidence;
  for (auto& e : tally.entries)
    if (e.score > 0) {
      std::string category = categoryOf(e.id);
      out.ranked.push_back({std::move(e.id), std::move(category), e.score,
                            e.firstAt == std::string::npos ? nt.text.size() : e.firstAt, e.text, e.strongest});
    }
  // Best evidence first; on a tie a language before a layer, then the one with a marker that decides
  // by itself (a Ruby frame over Python's exception name and its `Name: message` shape), then the one
  // the text shows first, then by id (the tally's order is the order evidence was found in).
  std::sort(out.ranked.begin(), out.ranked.end(), [](const EcosystemScore& a, const EcosystemScore& b) {
    if (a.score != b.score) return a.score > b.score;
    const bool la = isLayerCategory(a.category), lb = isLayerCategory(b.category);
    if (la != lb) return lb;
    if (a.strongest != b.strongest) return a.strongest > b.strongest;
    if (a.firstAt != b.firstAt) return a.firstAt < b.firstAt;
    return a.id < b.id;
  });
  return out;
}

}  // namespace errknow::core
