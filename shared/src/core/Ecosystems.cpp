// The ecosystems stage: markers scanned in one Vectorscan pass, plus what the signals already
// know (the command's tool, the language vote, codes of a known kind), plus the language hint.
#include "errknow/core/Ecosystems.h"

#include <algorithm>
#include <map>

#include "EcosystemMarkers.h"
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
      {"flutter", "dart"},        {"typescript", "javascript"}};
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

bool isLayerCategory(std::string_view category) {
  return category == "linux" || category == "http" || category == "tls" || category == "dns" ||
         category == "windows" || category == "grpc" || category == "curl" || category == "ssh" || category == "git";
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
  // Which markers fire, from Vectorscan's one-end pass (no start tracking: a marker's place in
  // the text does not matter, only whether it is there).
  std::unique_ptr<PatternScanner> scanner;
  // RE2 for the markers that name a code, run only when they fired, to read the code.
  std::vector<std::unique_ptr<RE2>> codeRe;
};

EcosystemDetector::EcosystemDetector() : impl_(std::make_unique<Impl>()) {
  std::vector<std::string> patterns;
  for (const auto& m : markers::kMarkers) {
    patterns.emplace_back(m.regex);
    if (m.codeCategory) {
      RE2::Options o;
      o.set_log_errors(false);
      impl_->codeRe.push_back(std::make_unique<RE2>(std::string("(?m)") + m.regex, o));
    } else {
      impl_->codeRe.push_back(nullptr);
    }
  }
  impl_->scanner = makePatternScanner(patterns);
}

EcosystemDetector::~EcosystemDetector() = default;

std::vector<std::string> EcosystemDetector::markerErrors() const {
  std::vector<std::string> out;
  for (const auto& e : impl_->scanner->errors())
    out.push_back(std::string(markers::kMarkers[e.id].ecosystem) + " marker " + std::to_string(e.id) + ": " + e.reason);
  return out;
}

EcosystemEvidence EcosystemDetector::detect(const NormalizedText& nt, const Signals& sig, std::string_view hint) const {
  std::map<std::string, double, std::less<>> score;
  std::map<std::string, std::size_t, std::less<>> first;  // where each ecosystem's first code marker sits
  EcosystemEvidence out;
  std::vector<int> fired = impl_->scanner->candidates(nt.text);
  std::sort(fired.begin(), fired.end());
  fired.erase(std::unique(fired.begin(), fired.end()), fired.end());
  for (int id : fired) {
    const markers::Marker& mk = markers::kMarkers[static_cast<std::size_t>(id)];
    const RE2* re = impl_->codeRe[static_cast<std::size_t>(id)].get();
    if (!re) {
      score[mk.ecosystem] += mk.weight;
      continue;
    }
    // A code marker is confirmed by RE2, which also says where the code is.
    re2::StringPiece m;
    if (!re->Match(nt.text, 0, nt.text.size(), RE2::UNANCHORED, &m, 1)) continue;
    score[mk.ecosystem] += mk.weight;
    const std::size_t begin = static_cast<std::size_t>(m.data() - nt.text.data());
    first.emplace(mk.ecosystem, begin);
    const std::string code = codeIn(std::string_view(m.data(), m.size()));
    const std::size_t li = nt.lineAt(begin);
    if (!code.empty()) out.codes.push_back({code, mk.codeCategory, nt.lines[li].number, li});
  }
  std::sort(out.codes.begin(), out.codes.end(), [](const ShapedCode& a, const ShapedCode& b) { return a.line < b.line; });
  // What the signals know: the command's tool, the language vote, codes of a known kind.
  if (!sig.tool.empty())
    if (const std::string e = ecosystemForTool(sig.tool); !e.empty()) score[e] += 3;
  if (!sig.language.empty())
    if (const std::string c = categoryForLanguage(sig.language); !c.empty()) score[c] += 2;
  std::vector<std::string> seen;
  for (const auto& t : sig.codes) {
    if (t.category.empty() || std::find(seen.begin(), seen.end(), t.category) != seen.end()) continue;
    seen.push_back(t.category);
    // A status number or an errno name is printed by programs of every ecosystem: weak evidence.
    score[t.category] += isLayerCategory(t.category) ? 1 : 2;
  }
  // A child ecosystem is some evidence for its parent (a Django trace is Python).
  for (int round = 0; round < 2; ++round) {
    std::vector<std::pair<std::string, double>> add;
    for (const auto& [id, s] : score)
      if (const char* parent = parentOf(id); parent && s >= kEcosystemEvidence && score[parent] < kEcosystemEvidence)
        add.emplace_back(parent, 1.0);
    for (const auto& [id, s] : add) score[id] = std::max(score[id], kEcosystemEvidence);
    if (add.empty()) break;
  }
  // The hint decides what the text leaves open: it is evidence enough for a category the text is
  // silent about, and a small tie-breaker where the text already has evidence.
  const std::map<std::string, double, std::less<>> textScore = score;
  if (!hint.empty())
    if (const std::string c = categoryForHint(hint); !c.empty()) score[c] += kEcosystemEvidence;
  for (const auto& [id, s] : score)
    if (s > 0) {
      const auto f = first.find(id);
      const auto t = textScore.find(id);
      out.ranked.push_back({id, categoryOf(id), s, f == first.end() ? nt.text.size() : f->second,
                            t == textScore.end() ? 0.0 : t->second});
    }
  // Best evidence first; on a tie a language before a layer, then the one the text shows first.
  std::stable_sort(out.ranked.begin(), out.ranked.end(), [](const EcosystemScore& a, const EcosystemScore& b) {
    if (a.score != b.score) return a.score > b.score;
    const bool la = isLayerCategory(a.category), lb = isLayerCategory(b.category);
    if (la != lb) return lb;
    return a.firstAt < b.firstAt;
  });
  return out;
}

}  // namespace errknow::core
