// The in-memory search index and its ranking (SearchIndex.h).
#include "SearchIndex.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <set>
#include <tuple>
#include <unordered_map>

#include "SearchVocabulary.h"
#include "SearchWords.h"
#include "errknow/core/Ecosystems.h"

namespace errknow::store::search {
namespace {

// How much a word counts in each part of a record. The title's error text, the message template
// and the code are what people type; the rest of the title explains; the meaning is prose.
constexpr float kCodeWeight = 1.0f;
constexpr float kCodePartWeight = 0.9f;
constexpr float kAliasWeight = 0.9f;
constexpr float kAliasPartWeight = 0.8f;
constexpr float kHeadWeight = 1.0f;
constexpr float kMessageWeight = 0.9f;
constexpr float kTitleRestWeight = 0.75f;
constexpr float kSlugWeight = 0.7f;
constexpr float kCategoryWeight = 0.5f;
constexpr float kMeaningWeight = 0.3f;

// How well a query word matches a term: the same word, the word's stem (plural or tense endings
// dropped), or the beginning of a longer term ("modulenotfound" of "modulenotfounderror").
constexpr double kPrefixQuality = 0.8;
constexpr double kStemQuality = 0.85;
constexpr double kStemPrefixQuality = 0.75;
// A prefix shared by more terms than this says too little to expand (con, err, ...).
constexpr std::size_t kMaxPrefixTerms = 48;
// A query word that is in no record (a typo, a value, a filler word like "some") still counts
// against the records' coverage: as this share of the mean weight of the query's known words
// while those are the most, so that one such word never sinks the words that do name the error.
constexpr double kUnknownWordShare = 0.5;
// Queries rewritten through the colloquial vocabulary rank just below the query as typed.
constexpr double kRewriteFactor = 0.97;
// Longer queries (pasted messages) are full of values no record holds: their floor follows the
// best score found, between these bounds.
constexpr std::size_t kShortQueryWords = 5;
constexpr double kLongQueryFloorShare = 0.7;
constexpr double kLongQueryMinFloor = 0.25;
// A query whose words run together spell a record's CamelCase code or alias ("key error", "null
// pointer exception") or its slug ("merge conflict") names that record.
constexpr double kNameBonus = 0.3;
// The query appears word for word in the record's title or message (or the record's error text
// whole in the query).
constexpr double kPhraseBonus = 0.15;
constexpr double kPrimaryBonus = 0.01;
// A linter's rule record ranks a little below an error record that the same words fit as well:
// words typed into a search box are more often an error than a rule ("undefined variable"); a
// rule is found first by its id, which is an exact hit.
constexpr double kRuleRecordFactor = 0.8;
// Text scores are scaled from [0, kMaxRaw] into [0, kMaxTextScore], below exact hits.
constexpr double kMaxRaw = 1.0 + kPhraseBonus + kNameBonus + kPrimaryBonus;
constexpr double kMaxTextScore = 0.94;
constexpr std::size_t kMaxQueryWords = 64;
constexpr std::size_t kMaxNameWords = 6;

std::string titleHead(const std::string& title) {
  const std::size_t colon = title.find(": ");
  return colon == std::string::npos ? title : title.substr(0, colon);
}

// A name written as one CamelCase word ("KeyError", "NullPointerException"), which people often
// type as separate words. Names with separators ("PERMISSION_DENIED") read as text already.
bool isCamelName(std::string_view name) {
  if (name.empty()) return false;
  bool lower = false, upper = false;
  for (const char ch : name) {
    const auto c = static_cast<unsigned char>(ch);
    if (!std::isalnum(c)) return false;
    lower = lower || std::islower(c);
    upper = upper || std::isupper(c);
  }
  return lower && upper;
}

bool startsWith(const std::string& s, const std::string& prefix) {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

SearchIndex::SearchIndex(const core::Catalogue& catalogue) : catalogue_(catalogue) {
  const auto& recs = catalogue.records();
  std::unordered_map<std::string, std::vector<Posting>> byTerm;
  std::vector<std::vector<std::string>> heads(recs.size());
  records_.resize(recs.size());
  std::unordered_map<std::string, float> best;
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const core::Record& r = recs[i];
    best.clear();  // this record's terms, by their best field
    auto put = [&](const std::string& t, float w) {
      if (t.empty()) return;
      float& b = best[t];
      b = std::max(b, w);
    };
    auto putText = [&](std::string_view text, float w) { forEachTerm(text, [&](const std::string& t) { put(t, w); }); };
    put(squeezed(r.code), kCodeWeight);
    for (const auto& t : identifierParts(r.code)) put(t, kCodePartWeight);
    for (const auto& a : r.aliases) {
      put(squeezed(a), kAliasWeight);
      for (const auto& t : identifierParts(a)) put(t, kAliasPartWeight);
    }
    const std::string head = titleHead(r.title);
    putText(head, kHeadWeight);
    putText(r.title, kTitleRestWeight);
    const std::string message = withoutPlaceholders(r.message);
    putText(message, kMessageWeight);
    putText(r.slug, kSlugWeight);
    putText(r.category, kCategoryWeight);
    if (const core::Category* c = catalogue.category(r.category)) putText(c->name, kCategoryWeight);
    putText(r.meaning, kMeaningWeight);
    for (const auto& [t, w] : best) byTerm[t].push_back({static_cast<std::uint32_t>(i), w});
    byName_[squeezed(r.slug)].push_back(static_cast<std::uint32_t>(i));
    // A code several records of a category share ("AttributeError") names the one that is
    // primary for it, not each of them.
    const core::Record* primary = catalogue.primaryFor(r.category, r.code);
    if (!primary || primary == &r) {
      if (isCamelName(r.code)) byName_[squeezed(r.code)].push_back(static_cast<std::uint32_t>(i));
      for (const auto& a : r.aliases)
        if (isCamelName(a)) byName_[squeezed(a)].push_back(static_cast<std::uint32_t>(i));
    }

    RecordText& rt = records_[i];
    rt.head = spaced(words(head));
    rt.title = spaced(words(r.title));
    rt.message = spaced(words(message));
    std::set<std::string> hw;
    for (const auto& t : words(head))
      if (t.size() >= 2) hw.insert(t);
    heads[i].assign(hw.begin(), hw.end());
  }
  terms_.reserve(byTerm.size());
  for (const auto& kv : byTerm) terms_.push_back(kv.first);
  std::sort(terms_.begin(), terms_.end());
  postings_.resize(terms_.size());
  idf_.resize(terms_.size());
  const double n = static_cast<double>(std::max<std::size_t>(recs.size(), 1));
  for (std::size_t t = 0; t < terms_.size(); ++t) {
    postings_[t] = std::move(byTerm[terms_[t]]);
    idf_[t] = std::log(1.0 + n / static_cast<double>(postings_[t].size()));
  }
  for (std::size_t i = 0; i < recs.size(); ++i) {
    for (const auto& w : heads[i]) {
      const auto it = std::lower_bound(terms_.begin(), terms_.end(), w);
      if (it != terms_.end() && *it == w) records_[i].headTerms.push_back(static_cast<std::uint32_t>(it - terms_.begin()));
    }
    std::sort(records_[i].headTerms.begin(), records_[i].headTerms.end());
  }
}

void SearchIndex::score(const std::vector<std::string>& ws, std::vector<double>& out) const {
  const std::size_t n = records_.size();
  out.assign(n, 0.0);
  std::vector<double> acc(n, 0.0);
  std::vector<double> best(n, 0.0);
  std::vector<std::uint32_t> touched, matchedTerms;
  std::vector<std::uint8_t> wordsHeld(n, 0);  // how many of the query's words each record holds
  std::set<std::string> seen;
  double totalWeight = 0;
  std::size_t knownWords = 0;
  std::size_t matchedWords = 0, unknownWords = 0;

  for (const auto& w : ws) {
    if (w.size() < 2 || !seen.insert(w).second) continue;
    std::vector<std::pair<std::uint32_t, double>> matches;  // term, quality
    bool exact = false;
    auto addTerm = [&](const std::string& t, double sameQuality, double prefixQuality) {
      auto it = std::lower_bound(terms_.begin(), terms_.end(), t);
      if (it != terms_.end() && *it == t) {
        matches.push_back({static_cast<std::uint32_t>(it - terms_.begin()), sameQuality});
        exact = exact || sameQuality == 1.0;
        ++it;
      }
      if (t.size() < 3) return;
      auto end = it;
      while (end != terms_.end() && startsWith(*end, t) && static_cast<std::size_t>(end - it) <= kMaxPrefixTerms) ++end;
      if (static_cast<std::size_t>(end - it) > kMaxPrefixTerms) return;
      for (; it != end; ++it) matches.push_back({static_cast<std::uint32_t>(it - terms_.begin()), prefixQuality});
    };
    addTerm(w, 1.0, kPrefixQuality);
    for (const std::string_view suffix : {"ing", "ed", "es", "s"}) {
      if (w.size() < suffix.size() + 4 || w.compare(w.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
      const std::string stem = w.substr(0, w.size() - suffix.size());
      addTerm(stem, kStemQuality, kStemPrefixQuality);
      break;
    }
    ++knownWords;
    if (matches.empty()) {
      ++unknownWords;
      continue;
    }
    // The word weighs what its own term weighs, or, matched only through stems and prefixes,
    // what the commonest of those terms weighs.
    double weight = 0;
    for (const auto& [t, q] : matches) {
      if (exact && q == 1.0) weight = idf_[t];
      else if (!exact) weight = weight == 0 ? idf_[t] : std::min(weight, idf_[t]);
    }
    totalWeight += weight;
    ++matchedWords;
    for (const auto& [t, q] : matches) {
      matchedTerms.push_back(t);
      for (const Posting& p : postings_[t]) {
        const double v = q * p.weight;
        if (v > best[p.record]) {
          if (best[p.record] == 0) touched.push_back(p.record);
          best[p.record] = v;
        }
      }
    }
    for (const std::uint32_t r : touched) {
      acc[r] += weight * std::min(best[r], 1.0);
      best[r] = 0;
      if (wordsHeld[r] < 255) ++wordsHeld[r];
    }
    touched.clear();
  }
  if (matchedWords == 0 || totalWeight <= 0) return;
  // While the known words are the most, an unknown one weighs half their mean; where unknown words
  // are as many or more, the text is not about an error the catalogue has, and each weighs the mean.
  const double share = unknownWords < matchedWords ? kUnknownWordShare : 1.0;
  totalWeight += static_cast<double>(unknownWords) * share * totalWeight / static_cast<double>(matchedWords);
  std::sort(matchedTerms.begin(), matchedTerms.end());
  const std::string phrase = ws.size() >= 2 ? spaced(ws) : std::string();
  for (std::size_t r = 0; r < n; ++r) {
    if (acc[r] <= 0) continue;
    const double coverage = acc[r] / totalWeight;
    const RecordText& rt = records_[r];
    double headCoverage = 0;
    if (!rt.headTerms.empty()) {
      std::size_t hit = 0;
      for (const std::uint32_t t : rt.headTerms) hit += std::binary_search(matchedTerms.begin(), matchedTerms.end(), t);
      headCoverage = static_cast<double>(hit) / static_cast<double>(rt.headTerms.size());
    }
    // The phrase tests, only where they can succeed: the query whole in the record's text needs
    // every query word held, the record's error text whole in the query every head word matched.
    bool whole = false;
    if (!phrase.empty() && wordsHeld[r] >= knownWords)
      whole = rt.head.find(phrase) != std::string::npos || rt.title.find(phrase) != std::string::npos ||
              rt.message.find(phrase) != std::string::npos;
    if (!whole && !phrase.empty() && rt.headTerms.size() >= 2 && headCoverage == 1.0)
      whole = phrase.find(rt.head) != std::string::npos;
    out[r] = coverage * (0.75 + 0.25 * headCoverage) + (whole ? kPhraseBonus : 0.0);
  }
}

core::SearchResults SearchIndex::search(std::string_view query, std::size_t limit) const {
  core::SearchResults res;
  std::string trimmed(query);
  const auto notSpace = [](unsigned char c) { return !std::isspace(c); };
  trimmed.erase(trimmed.begin(), std::find_if(trimmed.begin(), trimmed.end(), notSpace));
  trimmed.erase(std::find_if(trimmed.rbegin(), trimmed.rend(), notSpace).base(), trimmed.end());
  if (trimmed.empty()) return res;

  const auto& recs = catalogue_.records();
  std::vector<char> taken(recs.size(), 0);
  std::vector<core::SearchHit> exactHits;
  auto takeExact = [&](const core::Record* r, double score) {
    const auto i = static_cast<std::size_t>(r - recs.data());
    if (i >= recs.size() || taken[i]) return;
    taken[i] = 1;
    exactHits.push_back({r, score});
  };
  // A code is first the error's (rustc's E0308), then a linter rule's of the same spelling
  // (pylint's E0308); among records sharing it, the primary one first, and among those an HTTP
  // status's or an errno name's own record (the registries that define them), then a language's
  // (its exception, or its use of the errno), then a framework's or a service's use of it (HTTP's
  // 404 before S3's HeadObject 404, Linux's ENOSPC before Node's file-watcher limit, Python's
  // ModuleNotFoundError before Django's settings module). Numbers of other registries collide by
  // chance (Windows' 1062 and MySQL's): none of those is preferred.
  std::vector<const core::Record*> byCode = catalogue_.byCode(trimmed);
  auto base = [](const core::Record* r) {
    if (r->category == "http" || r->category == "linux") return 2;
    return core::isLanguageCategory(r->category) ? 1 : 0;
  };
  std::stable_sort(byCode.begin(), byCode.end(), [&](const core::Record* a, const core::Record* b) {
    return std::make_tuple(a->tool.empty(), a->primary, base(a)) > std::make_tuple(b->tool.empty(), b->primary, base(b));
  });
  for (const core::Record* r : byCode) takeExact(r, 1.0);
  for (const auto& c : catalogue_.categories())
    if (const core::Record* r = catalogue_.bySlug(c.id, trimmed)) takeExact(r, 0.95);

  const std::vector<std::string> ws = words(trimmed, kMaxQueryWords);
  std::vector<Scored> scored;
  if (!ws.empty()) {
    std::vector<double> best, one;
    score(ws, best);
    if (ws.size() >= 2 && ws.size() <= kMaxNameWords) {
      std::string name;
      for (const auto& w : ws) name += w;
      if (const auto it = byName_.find(name); it != byName_.end()) {
        std::set<std::uint32_t> named(it->second.begin(), it->second.end());  // a slug may equal a code
        for (const std::uint32_t r : named)
          if (best[r] > 0) best[r] += kNameBonus;
      }
    }
    for (const auto& rw : rewrites(ws)) {
      score(rw, one);
      for (std::size_t r = 0; r < best.size(); ++r) best[r] = std::max(best[r], one[r] * kRewriteFactor);
    }
    double top = 0;
    for (const double s : best) top = std::max(top, s);
    std::set<std::string> distinct(ws.begin(), ws.end());
    const double floor = distinct.size() <= kShortQueryWords
                             ? kFloor
                             : std::clamp(top * kLongQueryFloorShare, kLongQueryMinFloor, kFloor);
    for (std::size_t r = 0; r < best.size(); ++r) {
      if (taken[r] || best[r] < floor) continue;
      const double raw = std::min(best[r] + (recs[r].primary ? kPrimaryBonus : 0.0), kMaxRaw) *
                         (recs[r].tool.empty() ? 1.0 : kRuleRecordFactor);
      scored.push_back({static_cast<std::uint32_t>(r), kMaxTextScore * raw / kMaxRaw});
    }
  }
  std::sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) {
    return a.score != b.score ? a.score > b.score : a.record < b.record;
  });
  res.total = exactHits.size() + scored.size();
  for (const auto& h : exactHits) {
    if (res.hits.size() >= limit) break;
    res.hits.push_back(h);
  }
  for (const auto& s : scored) {
    if (res.hits.size() >= limit) break;
    res.hits.push_back({&recs[s.record], s.score});
  }
  return res;
}

}  // namespace errknow::store::search
