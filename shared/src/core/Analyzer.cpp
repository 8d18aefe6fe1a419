// Ranking and splitting into findings. The steps of analyze() are, in order: normalise, extract
// signals, scan patterns, look up codes, add context, fall back to search, cluster candidates by
// where they sit in the input, order the clusters root cause first, calibrate confidence.
#include "errknow/core/Analyzer.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

#include "errknow/core/Languages.h"
#include "errknow/core/Normalizer.h"

namespace errknow::core {
namespace {

constexpr double kFindingThreshold = 0.5;  // a second finding needs at least this much evidence
constexpr int kClusterLines = 3;           // hits this close together describe one error
constexpr double kStrongPattern = 0.8;     // a pattern this sure names an error by itself

// Evidence while ranking: views into the normalised text, the signals and the search query, which
// all outlive the ranking. Only the detected candidates' evidence is copied out (toCandidate).
struct SeenEvidence {
  std::string_view kind;   // "pattern", "code" or "search"
  std::string_view match;  // the matched text (at most 200 bytes), the code, or the query
  int line;                // as Evidence::line
  std::string_view text;   // that input line
};

struct Hit {
  double weight;
  int line;  // original line number
  SeenEvidence evidence;
};

struct Work {
  const Record* record;
  std::vector<Hit> hits;
  double score = 0;
  int line = 0;
  std::string code;
};

// At most maxBytes of s, cut on a UTF-8 character boundary.
std::string_view utf8Prefix(std::string_view s, std::size_t maxBytes) {
  if (s.size() <= maxBytes) return s;
  std::size_t n = maxBytes;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  return s.substr(0, n);
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

bool startsWithCausedBy(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  return text.substr(i, 10) == "Caused by:";
}

// Maps the internal score to a probability of being right. Fitted on the dev set's shape: a
// strong, unopposed pattern is right nearly always; a lone code token or a search hit far less.
double calibrate(double score, double runnerUp, bool fromSearch) {
  if (fromSearch) return std::clamp(score * 0.6, 0.05, 0.4);
  const double margin = std::clamp((score - runnerUp) / 0.3, 0.0, 1.0);
  const double base = 1.0 / (1.0 + std::exp(-9.0 * (score - 0.62)));
  return std::clamp(base * (0.7 + 0.3 * margin), 0.02, 0.98);
}

}  // namespace

std::vector<PlatformFix> orderPlatformFixes(const Record& record, const std::vector<std::string>& platforms) {
  std::vector<PlatformFix> out;
  for (const auto& p : platforms)
    for (const auto& f : record.platform_fixes)
      if (f.platform == p) out.push_back(f);
  for (const auto& f : record.platform_fixes)
    if (!contains(platforms, f.platform)) out.push_back(f);
  return out;
}

Analyzer::Analyzer(const Catalogue& catalogue, const Searcher* searcher, AnalyzerOptions options)
    : catalogue_(catalogue), searcher_(searcher), options_(options) {
  std::vector<std::string> patterns;
  for (const auto& r : catalogue_.records())
    for (const auto& p : r.patterns) {
      patterns.push_back(p.regex);
      owners_.push_back({&r, p.weight});
    }
  scanner_ = makePatternScanner(patterns, options_.engine, options_.precompiledScanner);
  extractSignals(normalize("warm-up"));  // builds the signal tables now, not on the first request
  options_.precompiledScanner = {};  // the bytes belong to the caller; do not keep a view of them
  for (const auto& e : scanner_->errors()) {
    const Record& r = *owners_[static_cast<std::size_t>(e.id)].record;
    patternErrors_.push_back(r.category + "/" + r.slug + " pattern: " + e.reason);
  }
}

Analyzer::~Analyzer() = default;

Analysis Analyzer::analyze(std::string_view input, std::string_view languageHint) const {
  Analysis out;
  if (input.size() > options_.maxInputBytes) {
    input = input.substr(0, options_.maxInputBytes);
    out.notes.push_back("input longer than " + std::to_string(options_.maxInputBytes) + " bytes was cut");
  }
  const NormalizedText nt = normalize(input);
  out.notes.insert(out.notes.end(), nt.notes.begin(), nt.notes.end());
  out.signals = extractSignals(nt);
  const Signals& sig = out.signals;

  std::unordered_map<const Record*, Work> work;
  auto add = [&](const Record* r, double w, int line, SeenEvidence ev) {
    auto& wk = work[r];
    wk.record = r;
    wk.hits.push_back({w, line, ev});
  };

  // 1. Patterns, all in one scan.
  for (const auto& m : scanner_->scan(nt.text)) {
    if (m.begin > m.end || m.end > nt.text.size()) continue;  // a scanner's fault must not become ours
    const PatternOwner& o = owners_[static_cast<std::size_t>(m.id)];
    const std::size_t li = nt.lineAt(m.begin);
    const std::string_view matched = utf8Prefix(std::string_view(nt.text).substr(m.begin, m.end - m.begin), 200);
    add(o.record, o.weight, nt.lines[li].number, {"pattern", matched, nt.lines[li].number, nt.line(li)});
  }

  // 2. Codes found in the text.
  std::set<std::tuple<const Record*, std::string_view, int>> seenCode;  // record, code text, line
  for (const auto& tok : sig.codes) {
    for (const Record* r : catalogue_.byCode(tok.text)) {
      if (!tok.category.empty() && r->category != tok.category) {
        // A SQLSTATE printed by MySQL's client belongs to mysql; others keep their category.
        continue;
      }
      if (tok.kind == "sqlstate" && tok.category.empty() && r->category != "postgresql" && r->category != "mysql")
        continue;
      if (tok.kind == "exit_status" && r->category != "linux") continue;
      // An all-capitals word found in running text (ERROR, EOF) names a code only when it is
      // spelled exactly like one: "ERROR" is not JavaScript's Error.
      if (tok.kind == "errno" && r->code != tok.text &&
          std::find(r->aliases.begin(), r->aliases.end(), tok.text) == r->aliases.end())
        continue;
      if (!seenCode.insert({r, tok.text, tok.line}).second) continue;
      const double w = r->primary ? tok.weight : tok.weight * 0.9;
      add(r, w, tok.line, {"code", tok.text, tok.line, nt.line(tok.lineIndex)});
    }
  }

  // 3. Context: the language hint, the detected language and the command's tool.
  std::string hint;
  if (!languageHint.empty())
    if (auto c = canonicalLanguage(languageHint)) hint = *c;
  const std::string hintCat = categoryForLanguage(hint);
  const std::string langCat = categoryForLanguage(sig.language);
  const std::string toolCat = categoryForTool(sig.tool);
  const std::string language = sig.language.empty() ? hint : sig.language;

  std::vector<Work> cands;
  for (auto& [r, wk] : work) {
    std::sort(wk.hits.begin(), wk.hits.end(), [](const Hit& a, const Hit& b) {
      if (a.weight != b.weight) return a.weight > b.weight;
      return a.line < b.line;
    });
    double score = wk.hits.front().weight;
    // Corroboration: a pattern and a code agreeing, or the same error on several lines.
    const std::string_view firstKind = wk.hits.front().evidence.kind;
    const bool severalKinds = std::any_of(wk.hits.begin(), wk.hits.end(), [&](const Hit& h) { return h.evidence.kind != firstKind; });
    if (severalKinds) score += 0.08;
    if (wk.hits.size() > 1) score += 0.03 * std::min<std::size_t>(wk.hits.size() - 1, 3);
    if (!toolCat.empty() && r->category == toolCat) score += 0.12;
    if (!langCat.empty() && r->category == langCat) score += 0.08;
    if (!hintCat.empty() && r->category == hintCat) score += 0.05;
    if (!language.empty() && contains(r->languages, language)) score += 0.03;
    for (const auto& p : sig.platforms)
      if (contains(r->platforms, p)) { score += 0.02; break; }
    // A Java "Caused by:" is closer to the root than the exception that wraps it.
    if (startsWithCausedBy(wk.hits.front().evidence.text)) score += 0.02;
    wk.score = score;
    wk.line = wk.hits.front().line;
    wk.code = r->code;
    cands.push_back(std::move(wk));
  }

  // 3b. A wrapper exception (RuntimeException, IllegalStateException, ...) whose message names a
  // more specific error on the same line ("IllegalStateException: HTTP 404", "RuntimeException:
  // java.sql.SQLException: ...") is not the root cause: the error it carries is.
  {
    static const std::set<std::string> wrappers = {
        "Exception", "RuntimeException", "IllegalStateException", "Error", "RuntimeError", "ExecutionException",
        "CompletionException", "UncheckedIOException", "InvocationTargetException", "UndeclaredThrowableException",
        "AggregateException", "InvalidOperationException", "ServletException", "WebApplicationException"};
    for (auto& w : cands) {
      if (!wrappers.count(w.record->code)) continue;
      const int line = w.hits.front().line;
      for (auto& other : cands) {
        if (&other == &w || wrappers.count(other.record->code) || other.score < 0.5) continue;
        const bool sameLine = std::any_of(other.hits.begin(), other.hits.end(), [&](const Hit& h) {
          return h.line == line && h.evidence.match != w.record->code;
        });
        if (sameLine && other.score <= w.score) other.score = w.score + 0.01;
      }
    }
  }

  // 4. Generic entries for exceptions the catalogue does not know by name: the language's base
  // entry (code Exception or Error), reporting the name found as its code.
  {
    const std::string cat = !langCat.empty() ? langCat : hintCat;
    const Record* generic = nullptr;
    if (!cat.empty()) {
      generic = catalogue_.primaryFor(cat, "Exception");
      if (!generic) generic = catalogue_.primaryFor(cat, "Error");
    }
    bool covered = false;
    for (const auto& w : cands) covered = covered || w.record == generic;
    const CodeToken* unknown = nullptr;
    for (const auto& t : sig.codes) {
      if (t.kind != "exception" || t.weight < 0.6) continue;
      const std::size_t dot = t.text.rfind('.');
      const std::string simple = dot == std::string::npos ? t.text : t.text.substr(dot + 1);
      if (catalogue_.byCode(t.text).empty() && catalogue_.byCode(simple).empty()) unknown = &t;  // the last one
    }
    if (generic && !covered && unknown) {
      const std::size_t dot = unknown->text.rfind('.');
      Work wk{generic, {}, 0.45, unknown->line, dot == std::string::npos ? unknown->text : unknown->text.substr(dot + 1)};
      wk.hits.push_back({0.45, unknown->line, {"code", unknown->text, unknown->line, nt.line(unknown->lineIndex)}});
      cands.push_back(std::move(wk));
    }
  }

  // 5. Full-text search when nothing else fired.
  bool fromSearch = false;
  std::string query;  // outlives the ranking: search evidence views it
  if (cands.empty() && searcher_ && !nt.text.empty()) {
    // Query with the lines that look most like an error.
    for (std::size_t i = 0; i < nt.lines.size() && query.size() < 400; ++i) {
      const std::string l = toLower(nt.line(i));
      if (l.find("error") != std::string::npos || l.find("fail") != std::string::npos ||
          l.find("fatal") != std::string::npos || l.find("denied") != std::string::npos ||
          l.find("refused") != std::string::npos || l.find("not found") != std::string::npos ||
          l.find("cannot") != std::string::npos || l.find("unable") != std::string::npos ||
          l.find("invalid") != std::string::npos || l.find("exception") != std::string::npos) {
        query += utf8Prefix(nt.line(i), 200);
        query += ' ';
      }
    }
    if (query.empty()) query = std::string(utf8Prefix(nt.text, 300));
    for (const auto& h : searcher_->searchText(query, 6)) {
      Work wk{h.record, {}, 0.15 + 0.3 * h.score, 0, h.record->code};
      wk.hits.push_back({wk.score, 0, {"search", utf8Prefix(query, 120), 0, ""}});
      cands.push_back(std::move(wk));
      fromSearch = true;
    }
  }

  std::sort(cands.begin(), cands.end(), [](const Work& a, const Work& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.record->primary != b.record->primary) return a.record->primary;
    if (a.line != b.line) return a.line < b.line;
    // Last, the record's identity: never the order of the hash map the candidates came from, so
    // that every build and run ranks equal candidates alike.
    if (a.record->category != b.record->category) return a.record->category < b.record->category;
    return a.record->slug < b.record->slug;
  });

  // 6. Cluster: a candidate whose evidence sits on or near a stronger candidate's lines describes
  // the same error and becomes its alternative; one elsewhere with enough evidence is a finding.
  struct Cluster {
    std::vector<std::size_t> members;  // indexes into cands, best first
    std::set<int> lines;
  };
  std::vector<Cluster> clusters;
  for (std::size_t i = 0; i < cands.size(); ++i) {
    // Where a candidate sits: its strongest hit's line and its other hits close to that line
    // (a repeat of the same error further down must not pull other errors into its finding).
    std::set<int> lines;
    for (const auto& h : cands[i].hits)
      if (std::abs(h.line - cands[i].line) <= kClusterLines) lines.insert(h.line);
    // A strong pattern match on a line of its own is a distinct error even right next to another
    // one of another category (a traceback's last line, then a psql failure); weaker evidence, or
    // the same tool's lines about one operation (git's CONFLICT, then "could not apply"), nearby
    // is an alternative.
    const Hit& best = cands[i].hits.front();
    const bool strong = best.evidence.kind == "pattern" && best.weight >= kStrongPattern;
    Cluster* home = nullptr;
    for (auto& c : clusters) {
      for (int l : lines) {
        if (strong && cands[c.members.front()].record->category != cands[i].record->category) {
          if (c.lines.count(l)) { home = &c; break; }
          continue;
        }
        auto it = c.lines.lower_bound(l - kClusterLines);
        if (it != c.lines.end() && *it <= l + kClusterLines) { home = &c; break; }
      }
      if (home) break;
    }
    const bool sameCodeAsFinding = std::any_of(clusters.begin(), clusters.end(), [&](const Cluster& c) {
      return toLower(cands[c.members.front()].code) == toLower(cands[i].code) &&
             cands[c.members.front()].record->category == cands[i].record->category;
    });
    if (!home && (clusters.empty() || (cands[i].score >= kFindingThreshold && !sameCodeAsFinding &&
                                       clusters.size() < options_.maxFindings && !fromSearch))) {
      clusters.push_back({{i}, lines});
      continue;
    }
    if (!home) home = &clusters.front();
    home->members.push_back(i);
  }

  // 7. Order findings: among the strong ones, the root cause first (the deepest "Caused by:",
  // else the earliest in the input); weaker ones after, by score.
  if (!clusters.empty()) {
    double top = 0;
    for (const auto& c : clusters) top = std::max(top, cands[c.members.front()].score);
    auto strong = [&](const Cluster& c) {
      return cands[c.members.front()].score >= std::max(kFindingThreshold, top - 0.2);
    };
    std::stable_sort(clusters.begin(), clusters.end(), [&](const Cluster& a, const Cluster& b) {
      const bool sa = strong(a), sb = strong(b);
      if (sa != sb) return sa;
      const Work& wa = cands[a.members.front()];
      const Work& wb = cands[b.members.front()];
      if (!sa) return wa.score > wb.score;
      const bool ca = startsWithCausedBy(wa.hits.front().evidence.text);
      const bool cb = startsWithCausedBy(wb.hits.front().evidence.text);
      if (ca != cb) return ca;
      if (ca) return wa.line > wb.line;
      return wa.line < wb.line;
    });
  }

  // An alternative carries no evidence: no front end shows it, and copying it cost every answer
  // up to 25 copies of input lines.
  auto toCandidate = [&](const Work& w, double runnerUp, bool withEvidence) {
    Candidate c;
    c.record = w.record;
    c.code = w.code;
    c.score = w.score;
    c.line = w.line;
    c.confidence = calibrate(w.score, runnerUp, fromSearch);
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

  for (const auto& cl : clusters) {
    Finding f;
    const Work& best = cands[cl.members.front()];
    // The strongest competitor anywhere in the input that is not a separate finding.
    double runnerUp = 0;
    if (cl.members.size() > 1) runnerUp = cands[cl.members[1]].score;
    f.detected = toCandidate(best, runnerUp, true);
    std::set<const Record*> used{best.record};
    auto addAlt = [&](const Work& w) {
      if (f.alternatives.size() >= 5 || !used.insert(w.record).second) return;
      f.alternatives.push_back(toCandidate(w, best.score, false));
    };
    for (std::size_t k = 1; k < cl.members.size(); ++k) addAlt(cands[cl.members[k]]);
    for (const auto& w : cands) addAlt(w);
    f.platformFixes = orderPlatformFixes(*best.record, sig.platforms);
    out.findings.push_back(std::move(f));
  }

  if (out.findings.empty()) {
    Finding f;
    const Record* fallback = catalogue_.find("general", "unrecognized");
    if (fallback) {
      f.detected.record = fallback;
      f.detected.code = fallback->code;
      f.detected.confidence = 0.02;
      f.platformFixes = orderPlatformFixes(*fallback, sig.platforms);
      out.findings.push_back(std::move(f));
    } else {
      out.notes.push_back("the catalogue has no general/unrecognized record");
    }
  }
  return out;
}

}  // namespace errknow::core
