// The stages of Analyzer::analyze, in the order it runs them, and the working values they pass
// along. Private to the analyzer: each stage is a plain function in a file of its own.
//   normalise (Normalizer.cpp) -> signals (Signals.cpp) -> ecosystems (Ecosystems.cpp)
//   -> candidates (Candidates.cpp) -> ranking (Ranking.cpp) -> findings (Findings.cpp)
//   -> filling (Filling.cpp), with confidence from Calibration.cpp.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "errknow/core/Analyzer.h"
#include "errknow/core/Ecosystems.h"
#include "MessageTemplates.h"

namespace errknow::core::stages {

// Evidence while ranking: views into the normalised text, the signals and the search query, which
// all outlive the ranking. Only the detected candidates' evidence is copied out.
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
  bool grounded = true;  // the text gives evidence for the record's ecosystem (Ranking.cpp)
};

// What every stage may read.
struct Context {
  const Catalogue& catalogue;
  const NormalizedText& text;
  const Signals& signals;
  const EcosystemEvidence& ecosystems;
  const std::unordered_map<std::string, const Record*>& generics;  // each category's generic record
  std::string hint;  // canonical language hint, or empty
};

// At most maxBytes of s, cut on a UTF-8 character boundary.
std::string_view utf8Prefix(std::string_view s, std::size_t maxBytes);
bool startsWithCausedBy(std::string_view text);
// Whether the text at `at` starts with the word "status" or "code" (any case).
bool startsAtStatusWord(std::string_view text, std::size_t at);

// Candidates.cpp: every record the text points at, with its hits. `matches`: the scan's matches
// of the catalogue's patterns (ids index `owners`).
std::vector<Work> collectCandidates(const Context& ctx, const std::vector<PatternMatch>& matches,
                                    const std::vector<PatternOwner>& owners);
// The generic answers: the language's generic entry for an exception it does not know by name,
// and each category's generic record for a code in its shape that no record has.
void addGenericCandidates(const Context& ctx, std::vector<Work>& cands);
// The generic answer for the text's ecosystem, when it has evidence enough: "a PHP error", "a Go
// compiler or runtime error". It wins only where no grounded candidate is stronger.
// `except`: a category to leave out.
void addEcosystemGeneric(const Context& ctx, std::vector<Work>& cands, std::string_view except = {});
// Full-text search, only when nothing else fired; the query it used is kept in `query`.
bool addSearchCandidates(const Context& ctx, const Searcher* searcher, std::string& query, std::vector<Work>& cands);

// Ranking.cpp: the one category a full-text hit may answer in (the most specific ecosystem the text
// shows, with evidence of 3 or more), or "" when search can ground nothing.
std::string searchCategory(const Context& ctx);
// Ranking.cpp: scores from hits and context, grounding in the text's ecosystems, the wrapper rule,
// and the final order.
void rankCandidates(const Context& ctx, std::vector<Work>& cands);
void sortCandidates(std::vector<Work>& cands);

// Findings.cpp: candidates clustered by where they sit, ordered root cause first.
// A second finding needs at least this score; an error this sure also comes before a failure
// that only reports it (Ranking.cpp).
constexpr double kFindingThreshold = 0.5;
struct Cluster {
  std::vector<std::size_t> members;  // indexes into the candidates, best first
  std::vector<int> lines;            // sorted
};
// Errors that only report that something else failed (records with `wraps: failure`, make's
// `Error N`, npm's ELIFECYCLE; a generic answer): the failing command's own error is the root.
bool reportsAnotherFailure(const Record& r);
// A record whose error only relays another failure (`wraps: failure`: torchrun's ChildFailedError,
// a CI step's exit code); unlike reportsAnotherFailure, generic records are not among them.
bool isRelayingFailure(const Record& r);
// An error that is mostly a harmless aside when the text names another one (`wraps: aside`: a
// clone whose destination already exists, a cleanup `docker rm` given no container): it gives way
// to that other error wherever it stands, like a relaying failure.
bool isAside(const Record& r);
// Exceptions that wrap the error they carry (records with `wraps: exception`: RuntimeException,
// AggregateException, C++'s uncaught exception whose what() names the error).
bool isWrapperException(const Record& r);
// The line a wrapper found on `line` prints the error it carries on: the same line (`Caused by:
// X`, `RuntimeException: X`), except C++'s uncaught exception, whose what() follows on the next.
int carriedErrorLine(const Record& wrapper, int line);
std::vector<Cluster> clusterFindings(const std::vector<Work>& cands, std::size_t maxFindings, bool fromSearch);
// The line ranges (original line numbers, inclusive) of Python tracebacks that the text shows were
// handled: each one that "During handling of the above exception, another exception occurred"
// follows, from its "Traceback (most recent call last):" to that line.
std::vector<std::pair<int, int>> handledPythonTracebacks(const NormalizedText& nt);
void orderFindings(const std::vector<Work>& cands, std::vector<Cluster>& clusters,
                   const std::vector<std::pair<int, int>>& handled = {});

// Calibration.cpp: the probability that an answer is right.
double calibrate(double score, double runnerUp, bool fromSearch, bool generic, bool grounded);

// Filling.cpp: the user's values for the detected record's placeholders.
PlaceholderValues fillValues(const Context& ctx, const Record& record, const Candidate& detected,
                             const MessageTemplates& templates);

}  // namespace errknow::core::stages
