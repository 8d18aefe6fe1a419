// The findings stage: candidates clustered by where their evidence sits in the input (near a
// stronger candidate's lines: its alternative; elsewhere with enough evidence: a finding of its
// own), then the findings ordered root cause first. A failure that only reports another one (make's
// `Error N`, npm's ELIFECYCLE, a generic answer) never comes before the error that caused it.
#include <algorithm>
#include <cmath>
#include <set>

#include "AnalysisStages.h"

namespace errknow::core::stages {
namespace {

constexpr int kClusterLines = 3;           // hits this close together describe one error
constexpr double kStrongPattern = 0.8;     // a pattern this sure names an error by itself

bool near(const std::vector<int>& lines, int l, int distance) {
  auto it = std::lower_bound(lines.begin(), lines.end(), l - distance);
  return it != lines.end() && *it <= l + distance;
}

}  // namespace

bool isWrapperException(const Record& r) { return r.wraps == "exception"; }

int carriedErrorLine(const Record& wrapper, int line) { return wrapper.code == "CPP_UNCAUGHT_EXCEPTION" ? line + 1 : line; }

bool isRelayingFailure(const Record& r) { return r.wraps == "failure"; }

bool isAside(const Record& r) { return r.wraps == "aside"; }

bool reportsAnotherFailure(const Record& r) { return isGeneric(r) || isRelayingFailure(r); }

std::vector<Cluster> clusterFindings(const std::vector<Work>& cands, std::size_t maxFindings, bool fromSearch) {
  std::vector<Cluster> clusters;
  for (std::size_t i = 0; i < cands.size(); ++i) {
    // Where a candidate sits: its strongest hit's line and its other hits close to that line (a
    // repeat of the same error further down must not pull other errors into its finding).
    std::set<int> lineSet;
    for (const auto& h : cands[i].hits)
      if (std::abs(h.line - cands[i].line) <= kClusterLines) lineSet.insert(h.line);
    const std::vector<int> lines(lineSet.begin(), lineSet.end());
    // A strong pattern match on a line of its own is a distinct error even right next to another one
    // of another category (a traceback's last line, then a psql failure); weaker evidence, or the
    // same tool's lines about one operation (git's CONFLICT, then "could not apply"), nearby is an
    // alternative.
    const Hit& best = cands[i].hits.front();
    const bool strong = best.evidence.kind == "pattern" && best.weight >= kStrongPattern;
    Cluster* home = nullptr;
    for (auto& c : clusters) {
      for (int l : lines) {
        if (strong && cands[c.members.front()].record->category != cands[i].record->category) {
          if (std::binary_search(c.lines.begin(), c.lines.end(), l)) {
            home = &c;
            break;
          }
          continue;
        }
        if (near(c.lines, l, kClusterLines)) {
          home = &c;
          break;
        }
      }
      if (home) break;
    }
    const bool sameCodeAsFinding = std::any_of(clusters.begin(), clusters.end(), [&](const Cluster& c) {
      return toLower(cands[c.members.front()].code) == toLower(cands[i].code) &&
             cands[c.members.front()].record->category == cands[i].record->category;
    });
    const bool canLead = cands[i].grounded;
    if (!home && canLead &&
        (clusters.empty() || (cands[i].score >= kFindingThreshold && !sameCodeAsFinding &&
                              clusters.size() < maxFindings && !fromSearch))) {
      clusters.push_back({{i}, lines});
      continue;
    }
    if (!home) {
      if (clusters.empty()) continue;  // an ungrounded candidate with nothing to join: the caller decides
      home = &clusters.front();
    }
    home->members.push_back(i);
  }
  return clusters;
}

std::vector<std::pair<int, int>> handledPythonTracebacks(const NormalizedText& nt) {
  std::vector<std::pair<int, int>> out;
  constexpr std::string_view kHandling = "During handling of the above exception, another exception occurred";
  if (nt.text.find(kHandling) == std::string::npos) return out;  // most texts: one search, no line walk
  int start = 0;  // the last traceback header's line, 0 when none is open
  for (std::size_t i = 0; i < nt.lines.size(); ++i) {
    const std::string_view line = nt.line(i);
    if (line.find("Traceback (most recent call last):") != std::string_view::npos) {
      start = nt.lines[i].number;
    } else if (start > 0 && line.find(kHandling) != std::string_view::npos) {
      out.push_back({start, nt.lines[i].number});
      start = 0;
    }
  }
  return out;
}

void orderFindings(const std::vector<Work>& cands, std::vector<Cluster>& clusters,
                   const std::vector<std::pair<int, int>>& handled) {
  if (clusters.empty()) return;
  double top = 0;
  for (const auto& c : clusters) top = std::max(top, cands[c.members.front()].score);
  auto strong = [&](const Cluster& c) { return cands[c.members.front()].score >= std::max(kFindingThreshold, top - 0.2); };
  // Among the strong ones, the root cause first (the deepest "Caused by:", else the earliest in
  // the input), a failure that reports another one after them; weaker ones after, by score.
  // A Python exception that the program caught and turned into another one ("During handling of
  // the above exception, ..."; a framework's lookup KeyError under its ImproperlyConfigured) comes
  // after the exceptions raised while handling it, which say what went wrong, unless they only
  // repeat it.
  // A wrapper exception sits just after the error it carries (C++'s uncaught exception before the
  // what() line that names a PostgreSQL error): its place in the order is that error's line.
  std::vector<double> place(clusters.size());
  for (std::size_t i = 0; i < clusters.size(); ++i) {
    const Work& w = cands[clusters[i].members.front()];
    place[i] = w.line;
    if (!isWrapperException(*w.record)) continue;
    const int to = carriedErrorLine(*w.record, w.line);
    for (std::size_t k = 0; k < clusters.size(); ++k) {
      const Work& o = cands[clusters[k].members.front()];
      if (k != i && !isWrapperException(*o.record) && o.line >= w.line && o.line <= to && o.score >= w.score)
        place[i] = std::max(place[i], o.line + 0.5);
    }
  }
  // Handled, and not carried on by what was raised while handling it (urllib's `URLError: <urlopen
  // error [Errno 113] No route to host>` repeats the OSError it caught: that one stays the root).
  std::vector<char> demoted(clusters.size(), 0);
  for (std::size_t i = 0; i < clusters.size(); ++i) {
    const Work& w = cands[clusters[i].members.front()];
    const auto range = std::find_if(handled.begin(), handled.end(),
                                    [&](const auto& r) { return w.line >= r.first && w.line <= r.second; });
    if (range == handled.end()) continue;
    const std::string_view match = w.hits.front().evidence.match;
    const bool carried = std::any_of(clusters.begin(), clusters.end(), [&](const Cluster& c) {
      const Work& later = cands[c.members.front()];
      return later.line > range->second &&
             std::any_of(later.hits.begin(), later.hits.end(),
                         [&](const Hit& h) { return !match.empty() && h.evidence.text.find(match) != std::string_view::npos; });
    });
    demoted[i] = !carried;
  }
  std::vector<std::size_t> order(clusters.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto tier = [&](const Cluster& c) {
    const Work& w = cands[c.members.front()];
    const bool reports = reportsAnotherFailure(*w.record) || isAside(*w.record);
    if (!reports && strong(c)) return 0;
    return reports ? 1 : 2;
  };
  std::stable_sort(order.begin(), order.end(), [&](std::size_t ia, std::size_t ib) {
    const Cluster& a = clusters[ia];
    const Cluster& b = clusters[ib];
    const int ta = tier(a), tb = tier(b);
    if (ta != tb) return ta < tb;
    const Work& wa = cands[a.members.front()];
    const Work& wb = cands[b.members.front()];
    if (ta == 2) return wa.score > wb.score;
    if (ta == 1) return wa.line < wb.line;
    if (demoted[ia] != demoted[ib]) return demoted[ib] != 0;
    const bool ca = startsWithCausedBy(wa.hits.front().evidence.text);
    const bool cb = startsWithCausedBy(wb.hits.front().evidence.text);
    if (ca != cb) return ca;
    if (ca) return wa.line > wb.line;
    return place[ia] < place[ib];
  });
  std::vector<Cluster> sorted;
  sorted.reserve(clusters.size());
  for (std::size_t i : order) sorted.push_back(std::move(clusters[i]));
  clusters = std::move(sorted);
}

}  // namespace errknow::core::stages
