// The ranking stage: a candidate's score from its hits (the best one, corroboration by another
// kind of evidence or by repeats) and from context (the command's tool, the detected language,
// the hint, platforms, a Java `Caused by:`); whether the text gives evidence for the candidate's
// ecosystem at all (an ungrounded candidate is never the answer); a framework's template before
// its language's on the same line; the wrapper-exception rule; the final order.
#include <algorithm>
#include <cstdlib>
#include <functional>
#include <set>

#include "AnalysisStages.h"

namespace errknow::core::stages {

std::string searchCategory(const Context& ctx) {
  std::string cat = ctx.ecosystems.specificCategory();
  return !cat.empty() && ctx.ecosystems.categoryScore(cat) >= 3 ? cat : std::string();
}

namespace {

constexpr double kStrongPattern = 0.8;  // a pattern this sure names an error by itself
constexpr double kLayerPattern = 0.6;   // an errno's or a status's own wording, printed by any program

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

// Whether the text gives evidence for the candidate's ecosystem. Its own category's evidence
// suffices; so does a strong pattern (the tool's own template), unless the text plainly comes from
// another ecosystem and a language's template matched by accident (a Swift type error read by a
// C++ pattern). Layer categories (errno, HTTP, TLS, DNS, ...) may answer in any ecosystem when
// their specific template matches. Search hits need their ecosystem's evidence.
bool grounded(const Context& ctx, const Work& w) {
  const std::string& cat = w.record->category;
  if (cat == "general") return true;
  // Full-text similarity alone never makes an answer: a search hit needs its ecosystem's own
  // evidence in the text, as the most specific ecosystem the text shows (not Vite's parent JavaScript).
  if (w.hits.front().evidence.kind == "search") return cat == searchCategory(ctx);
  const double own = ctx.ecosystems.categoryScore(cat);
  if (own >= kEcosystemEvidence) return true;
  const Hit& best = w.hits.front();
  if (best.evidence.kind != "pattern") return false;
  if (isLayerCategory(cat)) return best.weight >= kLayerPattern;
  if (best.weight < kStrongPattern) return false;
  // A language's template in a text that plainly comes from another language matched by accident;
  // a database's or a server's errors, though, appear inside any language's output.
  return !ctx.ecosystems.excludesLanguage(cat);
}

// Whether `outer`'s match, on the same line as `inner`'s, starts no later than it and reaches into
// it without being the same span or a prefix of it: a template that says more around another's.
// Where a match starts on its line: a pattern's match is a view into the same normalised text as
// its line, so its offset is exact (a repeated phrase is not mistaken for an earlier copy); other
// evidence is looked up.
std::size_t offsetOnLine(const SeenEvidence& e) {
  const char* line = e.text.data();
  const char* match = e.match.data();
  const std::less_equal<const char*> notAfter;  // total order, also for pointers into other buffers
  if (notAfter(line, match) && notAfter(match, line + e.text.size()))
    return static_cast<std::size_t>(match - line);
  return e.text.find(e.match);
}

bool reachesInto(const SeenEvidence& outer, const SeenEvidence& inner) {
  if (outer.match.empty() || inner.match.empty()) return false;
  const std::size_t o = offsetOnLine(outer);
  const std::size_t i = offsetOnLine(inner);
  if (o == std::string_view::npos || i == std::string_view::npos) return false;
  const std::size_t oEnd = o + outer.match.size();
  const std::size_t iEnd = i + inner.match.size();
  return o <= i && oEnd > i && (o < i || oEnd > iEnd);
}

// Whether `outer`'s match, on the same line as `inner`'s, holds all of it and more.
bool holdsMore(const SeenEvidence& outer, const SeenEvidence& inner) {
  if (outer.match.size() <= inner.match.size() || inner.match.empty()) return false;
  const std::size_t o = offsetOnLine(outer);
  const std::size_t i = offsetOnLine(inner);
  if (o == std::string_view::npos || i == std::string_view::npos) return false;
  return o <= i && o + outer.match.size() >= i + inner.match.size();
}

}  // namespace

void rankCandidates(const Context& ctx, std::vector<Work>& cands) {
  const Signals& sig = ctx.signals;
  const std::string hintCat = categoryForLanguage(ctx.hint);
  const std::string langCat = categoryForLanguage(sig.language);
  const std::string toolCat = categoryForTool(sig.tool);
  const std::string language = sig.language.empty() ? ctx.hint : sig.language;

  for (auto& wk : cands) {
    const Record* r = wk.record;
    double score = wk.hits.front().weight;
    // Corroboration: a pattern and a code agreeing, or the same error on several lines.
    const std::string_view firstKind = wk.hits.front().evidence.kind;
    const bool severalKinds =
        std::any_of(wk.hits.begin(), wk.hits.end(), [&](const Hit& h) { return h.evidence.kind != firstKind; });
    if (severalKinds) score += 0.08;
    if (wk.hits.size() > 1) score += 0.03 * static_cast<double>(std::min<std::size_t>(wk.hits.size() - 1, 3));
    if (!toolCat.empty() && r->category == toolCat) score += 0.12;
    if (!langCat.empty() && r->category == langCat) score += 0.08;
    if (!hintCat.empty() && r->category == hintCat) score += 0.05;
    if (!language.empty() && contains(r->languages, language)) score += 0.03;
    for (const auto& p : sig.platforms)
      if (contains(r->platforms, p)) {
        score += 0.02;
        break;
      }
    // A Java "Caused by:" is closer to the root than the exception that wraps it.
    if (startsWithCausedBy(wk.hits.front().evidence.text)) score += 0.02;
    // A generic answer made by addGenericCandidates or addEcosystemGeneric carries its own score.
    if (isGeneric(*r) && wk.score > 0) score = wk.score;
    wk.score = score;
    wk.grounded = grounded(ctx, wk);
  }

  // A wrapper exception (RuntimeException, IllegalStateException, ...) whose message names a more
  // specific error on the same line ("IllegalStateException: HTTP 404", "RuntimeException:
  // java.sql.SQLException: ...") is not the root cause: the error it carries is.

  // An HTTP status printed beside a service's own error code ("ThrottlingException: Rate
  // exceeded ... status code: 400") only carries it: the service's error is the answer.
  // So does another layer's template that starts before the status's words and reaches into them
  // (git's `unable to access '...': The requested URL returned error: 403`): it says who refused.
  for (auto& status : cands) {
    if (status.record->category != "http" || isGeneric(*status.record)) continue;
    for (auto& other : cands) {
      if (&other == &status || !other.grounded || isGeneric(*other.record) || isWrapperException(*other.record) ||
          other.hits.front().evidence.kind == "search" || other.record->category == "http")
        continue;
      const bool layer = isLayerCategory(other.record->category);
      const bool beside = std::any_of(other.hits.begin(), other.hits.end(), [&](const Hit& h) {
        return std::any_of(status.hits.begin(), status.hits.end(), [&](const Hit& s) {
          if (!layer) return std::abs(h.line - s.line) <= 1;
          return h.evidence.kind == "pattern" && s.evidence.kind == "pattern" && h.line == s.line &&
                 reachesInto(h.evidence, s.evidence);
        });
      });
      // Another layer's wording goes just above the status, a service's own error above both.
      if (beside && other.score <= status.score) other.score = status.score + (layer ? 0.005 : 0.01);
    }
  }
  // A framework's or tool's own template for a message its language also prints (Vite's
  // `process is not defined`, Vue's `[Vue warn]` with a JavaScript error inside) refines the
  // language's record: matched on the same line and at least as sure, it comes first, whatever
  // bonuses the language's record drew from the exception's name and the detected language. So
  // does, from a service's or tool's ecosystem (not a layer's or a language's), a template that
  // starts before the other's match on its line and reaches into it, or holds it and more (a client library's `[ioredis] ... connect ECONNREFUSED`
  // around Node's errno message): it names the same error where it happened. Within one category,
  // a variant's template that holds another record's best match and says more (AWS's `An error
  // occurred (AccessDenied) when calling the AssumeRole operation` around the bare code's) refines
  // it the same way, however many of the other's patterns matched the same span.
  // Records that only carry or relay another error refine nothing.
  for (auto& spec : cands) {
    if (!spec.grounded || isGeneric(*spec.record) || spec.hits.front().evidence.kind != "pattern" ||
        isWrapperException(*spec.record) || isRelayingFailure(*spec.record))
      continue;
    const std::string& category = spec.record->category;
    for (const auto& lang : cands) {
      if (&lang == &spec || isGeneric(*lang.record) || spec.score > lang.score) continue;
      const bool same = lang.record->category == category;
      const bool within = !same && ecosystemWithin(category, lang.record->category);
      // One language's template that holds another language's match and more names a case of
      // that error (Python's `src/x.c:9:10: fatal error: Python.h: No such file or directory`
      // around the C compiler's missing header).
      const bool languages = !same && isLanguageCategory(category) && isLanguageCategory(lang.record->category);
      // So does another layer's template that holds the operating system's or the shell's match
      // and more on its line (git's `git-lfs filter-process: git-lfs: command not found` around
      // the shell's `: command not found`, ssh's `connect to host h port 22: Connection refused`
      // around the errno text): the system's message is the part the tool's wording explains.
      const bool aroundSystem = !same && isSystemCategory(lang.record->category) && isLayerCategory(category);
      // Otherwise a layer's template (curl's `SSL certificate problem: ...`, a gRPC status) is printed by
      // many tools around another layer's message, and a language's (`TypeError: .+ is not a
      // function`, `OSError: [WinError 126] ...`) around any library's: neither says more about
      // where the error happened.
      if (!same && !within && !languages && !aroundSystem &&
          (isLayerCategory(category) || isLanguageCategory(category)))
        continue;
      const bool refined = std::any_of(spec.hits.begin(), spec.hits.end(), [&](const Hit& mine) {
        return mine.evidence.kind == "pattern" &&
               std::any_of(lang.hits.begin(), lang.hits.end(), [&](const Hit& h) {
                 if (h.evidence.kind != "pattern" || h.line != mine.line || h.weight > mine.weight) return false;
                 // Within a category, only around the other's best match (the one its score stands on).
                 if (same) return &h == &lang.hits.front() && holdsMore(mine.evidence, h.evidence);
                 if (languages || aroundSystem) return holdsMore(mine.evidence, h.evidence);
                 return within || reachesInto(mine.evidence, h.evidence);
               });
      });
      if (refined) spec.score = lang.score + 0.01;
    }
  }
  // A failure that only reports another one (torchrun's ChildFailedError, a CI step's exit code)
  // never outranks an error the text names by its own template: that error is why the step
  // failed. Findings order clusters this way; this is for the errors within the failure's lines,
  // which would otherwise be only its alternatives. They all move up by the same amount, so their
  // own order stays (a bare exception name shared by many records is no template and stays put).
  // An aside (`wraps: aside`: git's destination path already exists before its dubious ownership
  // refusal) gives way the same way.
  for (const auto& failure : cands) {
    if (!(isRelayingFailure(*failure.record) || isAside(*failure.record)) || !failure.grounded) continue;
    auto named = [&](const Work& other) {
      return &other != &failure && other.grounded && !reportsAnotherFailure(*other.record) && !isAside(*other.record) &&
             !isWrapperException(*other.record) && other.hits.front().evidence.kind == "pattern" &&
             other.score >= kFindingThreshold;
    };
    double lowest = failure.score + 1;
    for (const auto& other : cands)
      if (named(other)) lowest = std::min(lowest, other.score);
    if (lowest > failure.score) continue;
    const double lift = failure.score - lowest + 0.01;
    for (auto& other : cands)
      if (named(other)) other.score += lift;
  }
  for (auto& w : cands) {
    if (!isWrapperException(*w.record)) continue;
    const int line = w.hits.front().line;
    const int carried = carriedErrorLine(*w.record, line);
    for (auto& other : cands) {
      // The carried error outranks it only where the catalogue knows that error: an ecosystem's
      // generic record (a Windows status code by its shape) says less than the wrapper does.
      if (&other == &w || isWrapperException(*other.record) || isGeneric(*other.record) || other.score < 0.5) continue;
      // A variant of the same record (C++'s what() line matched by its own wrapper's variants).
      if (carried != line && other.record->category == w.record->category) continue;
      const bool sameLine = std::any_of(other.hits.begin(), other.hits.end(), [&](const Hit& h) {
        return h.line == carried && h.evidence.match != w.record->code;
      });
      if (sameLine && other.score <= w.score) other.score = w.score + 0.01;
    }
  }
}

void sortCandidates(std::vector<Work>& cands) {
  std::sort(cands.begin(), cands.end(), [](const Work& a, const Work& b) {
    if (a.grounded != b.grounded) return a.grounded;
    if (a.score != b.score) return a.score > b.score;
    if (a.record->primary != b.record->primary) return a.record->primary;
    if (a.line != b.line) return a.line < b.line;
    // Last, the record's identity: never the order of the hash map the candidates came from, so
    // that every build and run ranks equal candidates alike.
    if (a.record->category != b.record->category) return a.record->category < b.record->category;
    return a.record->slug < b.record->slug;
  });
}

}  // namespace errknow::core::stages
