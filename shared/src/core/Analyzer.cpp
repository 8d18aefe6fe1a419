// The analysis as a sequence of named stages (AnalysisStages.h): normalise, signals, ecosystems,
// candidates, ranking, findings, filling; calibration gives each answer its confidence. A
// candidate from an ecosystem the text gives no evidence for is never the answer: then the
// ecosystem's generic record answers, or general/unrecognized.
#include "errknow/core/Analyzer.h"

#include <algorithm>
#include <set>

#include "AnalysisStages.h"
#include "MessageTemplates.h"
#include "errknow/core/Languages.h"
#include "errknow/core/Normalizer.h"

namespace errknow::core {
namespace {

// The language the text shows, else the one its top ecosystem implies, else the hint.
std::string languageOf(const Signals& sig, const EcosystemEvidence& eco, const std::string& hint) {
  if (!sig.language.empty()) return sig.language;
  static const std::pair<const char*, const char*> byCategory[] = {
      {"python", "python"}, {"javascript", "javascript"}, {"typescript", "typescript"}, {"java", "java"},
      {"kotlin", "kotlin"}, {"dotnet", "csharp"},         {"go", "go"},                 {"rust", "rust"},
      {"c-cpp", "cpp"},     {"ruby", "ruby"},             {"php", "php"},               {"react", "javascript"},
      {"vue", "javascript"}, {"angular", "typescript"},   {"django", "python"},         {"flask", "python"},
      {"fastapi", "python"}, {"pytorch", "python"},       {"tensorflow", "python"}};
  for (const auto& e : eco.ranked) {
    if (e.score < kEcosystemEvidence) break;
    for (const auto& [cat, lang] : byCategory)
      if (e.category == cat) return lang;
    if (!isLayerCategory(e.category)) break;
  }
  return hint;
}

}  // namespace

std::vector<PlatformFix> orderPlatformFixes(const Record& record, const std::vector<std::string>& platforms) {
  std::vector<PlatformFix> out;
  for (const auto& p : platforms)
    for (const auto& f : record.platform_fixes)
      if (f.platform == p) out.push_back(f);
  for (const auto& f : record.platform_fixes)
    if (std::find(platforms.begin(), platforms.end(), f.platform) == platforms.end()) out.push_back(f);
  return out;
}

Analyzer::Analyzer(const Catalogue& catalogue, const Searcher* searcher, AnalyzerOptions options)
    : catalogue_(catalogue), searcher_(searcher), options_(options) {
  std::vector<std::string> patterns;
  for (const auto& r : catalogue_.records()) {
    if (isGeneric(r)) generics_.emplace(r.category, &r);
    for (const auto& p : r.patterns) {
      patterns.push_back(p.regex);
      owners_.push_back({&r, p.weight});
    }
  }
  // The ecosystem markers ride in the same scan, after the catalogue's patterns, as hints.
  for (auto& m : EcosystemDetector::markerPatterns()) patterns.push_back(std::move(m));
  scanner_ = makePatternScanner(patterns, options_.engine, options_.precompiledScanner, owners_.size());
  templates_ = std::make_unique<MessageTemplates>(catalogue_);
  extractSignals(normalize("warm-up"));  // builds the signal tables now, not on the first request
  options_.precompiledScanner = {};  // the bytes belong to the caller; do not keep a view of them
  for (const auto& e : scanner_->errors()) {
    if (static_cast<std::size_t>(e.id) >= owners_.size()) {
      patternErrors_.push_back("ecosystem marker " + std::to_string(static_cast<std::size_t>(e.id) - owners_.size()) +
                               ": " + e.reason);
      continue;
    }
    const Record& r = *owners_[static_cast<std::size_t>(e.id)].record;
    patternErrors_.push_back(r.category + "/" + r.slug + " pattern: " + e.reason);
  }
}

Analyzer::~Analyzer() = default;

Analysis Analyzer::analyze(std::string_view input, std::string_view languageHint) const {
  using namespace stages;
  Analysis out;
  if (input.size() > options_.maxInputBytes) {
    input = input.substr(0, options_.maxInputBytes);
    out.notes.push_back("input longer than " + std::to_string(options_.maxInputBytes) + " bytes was cut");
  }
  // 1. Normalise, 2. signals, 3. ecosystems.
  const NormalizedText nt = normalize(input);
  out.notes.insert(out.notes.end(), nt.notes.begin(), nt.notes.end());
  out.signals = extractSignals(nt);
  std::string hint;
  if (!languageHint.empty())
    if (auto c = canonicalLanguage(languageHint)) hint = *c;
  // One scan for the catalogue's patterns and the ecosystem markers (the ids after owners_).
  std::vector<PatternMatch> matches = scanner_->scan(nt.text);
  std::vector<int> markers;
  const auto firstMarker = std::partition_point(matches.begin(), matches.end(), [&](const PatternMatch& m) {
    return static_cast<std::size_t>(m.id) < owners_.size();
  });
  for (auto it = firstMarker; it != matches.end(); ++it) markers.push_back(it->id - static_cast<int>(owners_.size()));
  matches.erase(firstMarker, matches.end());
  const EcosystemEvidence eco = ecosystems_.detect(nt, out.signals, hint, markers);
  for (const auto& e : eco.ranked)
    if (e.textScore >= kEcosystemEvidence) out.signals.ecosystems.push_back(e.id);
  const Context ctx{catalogue_, nt, out.signals, eco, generics_, hint};

  // 4. Candidates, 5. ranking.
  std::vector<Work> cands = collectCandidates(ctx, matches, owners_);
  addGenericCandidates(ctx, cands);
  rankCandidates(ctx, cands);
  const auto anyGrounded = [&] { return std::any_of(cands.begin(), cands.end(), [](const Work& w) { return w.grounded; }); };
  std::string query;  // outlives the ranking: search evidence views it
  if (!anyGrounded()) {
    // Nothing specific the text gives evidence for: full-text search (whose hits answer only in an
    // ecosystem the text shows), and the ecosystem's generic record.
    std::vector<Work> found;
    addSearchCandidates(ctx, searcher_, query, found);
    rankCandidates(ctx, found);
    for (auto& w : found) cands.push_back(std::move(w));
    addEcosystemGeneric(ctx, cands);
    rankCandidates(ctx, cands);
  }
  sortCandidates(cands);
  // A failure that only reports another one (make's `Error 1` after a Terraform error the catalogue
  // does not know): the other ecosystem's generic answer names the root.
  if (!cands.empty() && cands.front().grounded && reportsAnotherFailure(*cands.front().record) &&
      !isGeneric(*cands.front().record)) {
    addEcosystemGeneric(ctx, cands, cands.front().record->category);
    rankCandidates(ctx, cands);
    sortCandidates(cands);
  }
  const bool fromSearch = !cands.empty() && cands.front().grounded && cands.front().hits.front().evidence.kind == "search";
  out.signals.language = languageOf(out.signals, eco, hint);

  // 6. Findings: clusters by where the evidence sits, root cause first.
  std::vector<Cluster> clusters = clusterFindings(cands, options_.maxFindings, fromSearch);
  orderFindings(cands, clusters, handledPythonTracebacks(nt));

  // An alternative carries no evidence: no front end shows it, and copying it cost every answer
  // up to 25 copies of input lines.
  auto toCandidate = [&](const Work& w, double runnerUp, bool withEvidence) {
    Candidate c;
    c.record = w.record;
    c.code = w.code;
    c.score = w.score;
    c.line = w.line;
    const bool search = w.hits.front().evidence.kind == "search";
    c.confidence = calibrate(w.score, runnerUp, search, isGeneric(*w.record), w.grounded);
    if (withEvidence) {
      c.evidence.reserve(std::min<std::size_t>(w.hits.size(), 5));
      for (const auto& h : w.hits) {
        if (c.evidence.size() >= 5) break;
        const SeenEvidence& e = h.evidence;
        c.evidence.push_back({std::string(e.kind), std::string(e.match), e.line, std::string(e.text)});
      }
    }
    return c;
  };
  auto addAlternatives = [&](Finding& f, const std::vector<std::size_t>& first, const Record* detected, double best) {
    std::set<const Record*> used{detected};
    auto addAlt = [&](const Work& w) {
      if (f.alternatives.size() >= 5 || !used.insert(w.record).second) return;
      f.alternatives.push_back(toCandidate(w, best, false));
    };
    for (std::size_t k : first) addAlt(cands[k]);
    for (const auto& w : cands) addAlt(w);
  };

  for (const auto& cl : clusters) {
    Finding f;
    const Work& best = cands[cl.members.front()];
    const double runnerUp = cl.members.size() > 1 ? cands[cl.members[1]].score : 0;
    f.detected = toCandidate(best, runnerUp, true);
    addAlternatives(f, std::vector<std::size_t>(cl.members.begin() + 1, cl.members.end()), best.record, best.score);
    f.platformFixes = orderPlatformFixes(*best.record, out.signals.platforms);
    out.findings.push_back(std::move(f));
  }

  if (out.findings.empty()) {
    Finding f;
    const Record* fallback = catalogue_.find("general", "unrecognized");
    if (fallback) {
      f.detected.record = fallback;
      f.detected.code = fallback->code;
      f.detected.confidence = 0.02;
      addAlternatives(f, {}, fallback, 0);
      f.platformFixes = orderPlatformFixes(*fallback, out.signals.platforms);
      out.findings.push_back(std::move(f));
    } else {
      out.notes.push_back("the catalogue has no general/unrecognized record");
    }
  }

  // 7. Filling: the user's values for each finding's placeholders.
  for (auto& f : out.findings) f.values = fillValues(ctx, *f.detected.record, f.detected, *templates_);
  return out;
}

}  // namespace errknow::core
