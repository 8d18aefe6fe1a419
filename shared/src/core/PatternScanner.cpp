// The two PatternScanner engines. Vectorscan keeps two databases of the same patterns. A pattern
// whose matches all have one length (most of the catalogue's: a message with fixed words) needs
// neither: its first match ends where Vectorscan reports its first end, and starts that length
// before. For the others, the main database reports where the leftmost match starts
// (start-of-match tracking) and every place a match from there ends, so the leftmost-longest match
// needs no second engine; patterns it cannot track that way (lazy quantifiers, where RE2's
// leftmost-first match is shorter) are confirmed by RE2 in a window before their reported end.
// The second database reports one end per pattern (prefilter mode where Vectorscan only
// approximates a pattern): it serves candidates(), and scan() on texts over 4 KB (where start
// tracking costs more than it saves) or whose reports exceed a budget (one long line matched by
// many patterns ending in ".+" reports at every byte), where RE2 then confirms each candidate.
// Patterns that Vectorscan refuses altogether are run by a small RE2::Set beside it. Vectorscan
// compiles each pattern without its word boundaries (vectorscanForm), so a match it reports
// is believed only once RE2 agrees: a fixed-width one by an anchored check of its span. A class
// that excludes one character also excludes NUL in that form (a Vectorscan 5.4.9 bug otherwise
// loses long quoted values).
#include "errknow/core/PatternScanner.h"

#include <hs/hs.h>
#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <utility>

namespace errknow::core {
namespace {

RE2::Options re2Options() {
  RE2::Options o;
  o.set_log_errors(false);
  o.set_max_mem(64 << 20);
  return o;
}

std::string withMultiline(const std::string& p) { return "(?m)" + p; }

// UTF-8 mode, as in RE2: a class like [‘'] is one character, not three bytes. Callers must pass
// valid UTF-8 (the analyzer's normalisation guarantees it).
constexpr unsigned kOneEndFlags = HS_FLAG_MULTILINE | HS_FLAG_SINGLEMATCH | HS_FLAG_ALLOWEMPTY | HS_FLAG_UTF8;
constexpr unsigned kTrackedFlags = HS_FLAG_MULTILINE | HS_FLAG_ALLOWEMPTY | HS_FLAG_UTF8 | HS_FLAG_SOM_LEFTMOST;
constexpr std::uint32_t kVariableWidth = 0xFFFFFFFFu;

// A pattern whose leftmost-longest match can differ from RE2's leftmost-first one (a lazy
// quantifier prefers the shorter match) is confirmed by RE2 instead of by start tracking.
bool hasLazyQuantifier(const std::string& p) {
  for (std::size_t i = 1; i < p.size(); ++i) {
    if (p[i] != '?') continue;
    const char prev = p[i - 1];
    std::size_t backslashes = 0;  // an escaped quantifier character (\*?) is a literal
    for (std::size_t k = i - 1; k > 0 && p[k - 1] == '\\'; --k) ++backslashes;
    if ((prev == '*' || prev == '+' || prev == '?' || prev == '}') && backslashes % 2 == 0) return true;
  }
  return false;
}

// The form Vectorscan compiles, written in one walk over the pattern (escapes and classes tracked
// once):
// - with `dropBoundaries`, without its word boundaries (`\b`), which cost Vectorscan far more than
//   their worth (about a fifth of the catalogue's scan) while RE2 checks them for free. The form
//   matches wherever the pattern does (a superset), so every match it reports is checked by RE2
//   against the pattern itself before it is believed (scan()); `relaxed` says a boundary was dropped.
// - each class excluding one character, `[^C]`, also excludes NUL. Vectorscan 5.4.9 (Debian 12's)
//   misses the match of `C[^C]+C`, a run between two of the character its class excludes
//   (`"[^"]+"`, `'[^']+'`, `/[^/]+/`), once the run is longer than about 64 bytes: a long quoted
//   path or module name went unseen (PatternScannerTest's AQuotedValueOfAnyLengthMatches). A class
//   excluding one more character is compiled otherwise and matches; the analyzer's texts hold no
//   NUL (normalize drops them), so this changes no match.
// - without a short head that ends in a literal character a run of a class follows (`'[^']+' is
//   imported`, `"[A-Z]+ \S+ HTTP`, `:\d+: Missing`, `\w\([^)\n]*\): Failed`; headBeforeRun): in
//   the full catalogue's database Vectorscan 5.4.9 lost such matches when they started 64 bytes or
//   more into the text (a Dart error after a long .pub-cache path; ScannerAgreementTest's
//   AMatchIsFoundWhereverItStartsInTheText). Without its head the form matches a superset, each
//   match ending where the pattern's does; RE2 finds the pattern's match from there (`relaxed`).
struct VectorscanForm {
  std::string text;
  bool relaxed = false;
};

// Where a single negated class that starts at `i` (`[^` one atom `]`) ends, at its `]`; npos when
// the class is not one: the atom is an escaped character (not a class escape such as \s) or one
// UTF-8 character.
std::size_t singleNegationEnd(const std::string& p, std::size_t i) {
  if (!(i + 2 < p.size() && p[i + 1] == '^' && p[i + 2] != ']')) return std::string::npos;
  std::size_t j = i + 2;
  if (p[j] == '\\') {
    const char e = j + 1 < p.size() ? p[j + 1] : 'd';
    if (std::string("dDsSwWpPxQEC").find(e) != std::string::npos) return std::string::npos;
    j += 2;
  } else {
    j += 1;
    while (j < p.size() && (static_cast<unsigned char>(p[j]) & 0xC0) == 0x80) ++j;
  }
  return j < p.size() && p[j] == ']' ? j : std::string::npos;
}

// The length of one atom of a pattern's head at `i`: a literal character, an escape (`\(`, `\w`), or
// an optional group `(?:...)?`; 0 for anything else (a class, a repetition, an alternation, an
// anchor, a capturing group).
std::size_t headAtom(const std::string& p, std::size_t i) {
  if (i >= p.size()) return 0;
  const char c = p[i];
  if (c == '\\') return i + 1 < p.size() && p[i + 1] != 'A' && p[i + 1] != 'z' ? 2 : 0;
  if (c == '(' && p.compare(i, 3, "(?:") == 0) {
    int depth = 0;
    for (std::size_t j = i; j < p.size(); ++j) {
      if (p[j] == '\\') {
        ++j;
        continue;
      }
      if (p[j] == '[') return 0;  // keep it simple: no classes inside
      if (p[j] == '(') ++depth;
      if (p[j] == ')' && --depth == 0) return j + 1 < p.size() && p[j + 1] == '?' ? j + 2 - i : 0;
    }
    return 0;
  }
  if (std::string("[](){}.^$|?*+").find(c) != std::string::npos || static_cast<unsigned char>(c) >= 0x80) return 0;
  return 1;
}

// Whether a run of a class starts at `i`: a class or a class escape (\d \s \w ...), maybe inside
// a named or non-capturing group that opens there.
bool classRunAt(const std::string& p, std::size_t i) {
  if (p.compare(i, 4, "(?P<") == 0) {
    i = p.find('>', i);
    if (i == std::string::npos) return false;
    ++i;
  } else if (p.compare(i, 3, "(?:") == 0) {
    i += 3;
  }
  if (i < p.size() && p[i] == '[') return true;
  return i + 1 < p.size() && p[i] == '\\' && std::string("dDsSwW").find(p[i + 1]) != std::string::npos;
}

// How many bytes of a pattern's start are a short head (at most three atoms: characters, escapes,
// an optional group) that ends in a literal character a run of a class follows (`'[^']+'`,
// `"[A-Z]+ `, `:\d+:`, `\w\([^)\n]*\)`, `(?:incomplete )?"[^"\n]*"`); 0 when the pattern does
// not start so.
std::size_t headBeforeRun(const std::string& p) {
  std::size_t at = 0;
  for (int atoms = 0; atoms < 3; ++atoms) {
    const std::size_t n = headAtom(p, at);
    if (n == 0) return 0;
    const bool literal = !(p[at] == '(' || (p[at] == '\\' && std::isalnum(static_cast<unsigned char>(p[at + 1]))));
    at += n;
    if (literal && classRunAt(p, at)) return at;
  }
  return 0;
}

VectorscanForm vectorscanForm(const std::string& p, bool dropBoundaries) {
  VectorscanForm form;
  std::string& out = form.text;
  out.reserve(p.size() + 8);
  bool inClass = false;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const char c = p[i];
    if (c == '\\' && i + 1 < p.size()) {
      if (p[i + 1] == 'b' && !inClass && dropBoundaries) {
        form.relaxed = true;
        ++i;
        continue;
      }
      out += c;
      out += p[++i];
      continue;
    }
    if (c == '[' && !inClass) {
      if (const std::size_t j = singleNegationEnd(p, i); j != std::string::npos) {
        out += p.substr(i, j - i);
        out += "\\x00]";
        i = j;
        continue;
      }
      inClass = true;
    } else if (c == ']' && inClass && !out.empty() && out.back() != '[' &&
               !(out.size() >= 2 && out.substr(out.size() - 2) == "[^")) {
      inClass = false;
    }
    out += c;
  }
  if (dropBoundaries)
    if (const std::size_t n = headBeforeRun(p); n > 0) {
      out.erase(0, n);
      form.relaxed = true;
    }
  return form;
}

// Whether Vectorscan accepts the pattern with these flags; with `width`, the length of every match
// when they all have one (else kVariableWidth).
bool vectorscanAccepts(const std::string& pattern, unsigned flags, std::uint32_t* width = nullptr) {
  hs_expr_info_t* info = nullptr;
  hs_compile_error_t* err = nullptr;
  if (hs_expression_info(pattern.c_str(), flags, &info, &err) != HS_SUCCESS) {
    if (err) hs_free_compile_error(err);
    return false;
  }
  if (width)
    *width = info->min_width == info->max_width && info->max_width <= 0xFFFFFFu ? info->max_width : kVariableWidth;
  std::free(info);
  return true;
}

// Whether the start-tracking database tracks a pattern, given how the one-end database holds it:
// exactly (not in prefilter mode), with matches of differing lengths (a fixed width needs no
// tracking), no lazy quantifier, and Vectorscan able to track it.
bool tracksStart(const std::string& pattern, bool exact, std::uint32_t width) {
  return exact && width == kVariableWidth && !hasLazyQuantifier(pattern) && vectorscanAccepts(pattern, kTrackedFlags);
}

// The RE2 objects for confirmation; shared by both engines.
class Confirmer {
 public:
  explicit Confirmer(const std::vector<std::string>& patterns, std::vector<PatternError>& errors) {
    res_.reserve(patterns.size());
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      auto re = std::make_unique<RE2>(withMultiline(patterns[i]), re2Options());
      if (!re->ok()) {
        errors.push_back({static_cast<int>(i), re->error()});
        re.reset();
      }
      res_.push_back(std::move(re));
    }
  }
  bool ok(int id) const { return res_[static_cast<std::size_t>(id)] != nullptr; }
  // Finds the first match. With `endHint` (where an exact engine saw a match end), RE2 first
  // searches a window of a few lines before it, which is far cheaper than the whole text.
  bool confirm(int id, std::string_view text, PatternMatch& out, std::size_t endHint = std::string_view::npos) const {
    const RE2* re = res_[static_cast<std::size_t>(id)].get();
    if (!re) return false;
    re2::StringPiece m;
    const re2::StringPiece all(text.data(), text.size());
    bool found = false;
    if (endHint != std::string_view::npos && endHint <= text.size()) {
      std::size_t begin = endHint;
      for (int lines = 0; begin > 0 && lines < 4; --begin)
        if (text[begin - 1] == '\n') ++lines;
      std::size_t end = text.find('\n', endHint);
      if (end == std::string_view::npos) end = text.size();
      // The window starts on a line boundary, so anchors behave as in the whole text; a pattern
      // whose match spans more lines than the window is searched again over the whole text.
      found = re->Match(all, begin, end, RE2::UNANCHORED, &m, 1);
    }
    if (!found && !re->Match(all, 0, text.size(), RE2::UNANCHORED, &m, 1)) return false;
    out.id = id;
    out.begin = static_cast<std::size_t>(m.data() - text.data());
    out.end = out.begin + m.size();
    return true;
  }
  // Whether text[begin, end) is itself a match of the pattern, read in the whole text's context
  // (anchors, word boundaries): one anchored pass over the span, far cheaper than a search.
  bool spans(int id, std::string_view text, std::size_t begin, std::size_t end) const {
    const RE2* re = res_[static_cast<std::size_t>(id)].get();
    if (!re || begin > end || end > text.size()) return false;
    return re->Match(re2::StringPiece(text.data(), text.size()), begin, end, RE2::ANCHOR_BOTH, nullptr, 0);
  }
  std::size_t size() const { return res_.size(); }

 private:
  std::vector<std::unique_ptr<RE2>> res_;
};

class Re2SetScanner final : public PatternScanner {
 public:
  explicit Re2SetScanner(const std::vector<std::string>& patterns)
      : confirmer_(patterns, errors_), set_(re2Options(), RE2::UNANCHORED) {
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      if (!confirmer_.ok(static_cast<int>(i))) continue;
      std::string err;
      const int idx = set_.Add(withMultiline(patterns[i]), &err);
      if (idx >= 0) setToId_.push_back(static_cast<int>(i));
    }
    compiled_ = set_.Compile();
    if (!compiled_)  // out of memory: no pattern of the set can match
      for (int id : setToId_) errors_.push_back({id, "the RE2::Set could not be compiled (out of memory)"});
  }
  std::vector<PatternMatch> scan(std::string_view text) const override {
    std::vector<PatternMatch> out;
    if (!compiled_) return out;
    const std::vector<int> hits = setHits(text);
    for (int h : hits) {
      PatternMatch m;
      if (confirmer_.confirm(setToId_[static_cast<std::size_t>(h)], text, m)) out.push_back(m);
    }
    std::sort(out.begin(), out.end(), [](const PatternMatch& a, const PatternMatch& b) { return a.id < b.id; });
    return out;
  }
  std::vector<int> candidates(std::string_view text) const override {
    std::vector<int> out;
    if (!compiled_) return out;
    for (int h : setHits(text)) out.push_back(setToId_[static_cast<std::size_t>(h)]);
    return out;
  }
  const std::vector<PatternError>& errors() const override { return errors_; }
  std::string serialize() const override { return {}; }

 private:
  // The set's members that may match, in order; all of them when the set's automaton ran out of
  // memory on this text (then RE2 decides each one).
  std::vector<int> setHits(std::string_view text) const {
    std::vector<int> hits;
    RE2::Set::ErrorInfo error{};
    if (!set_.Match(re2::StringPiece(text.data(), text.size()), &hits, &error) && error.kind != RE2::Set::kNoError) {
      hits.clear();
      for (std::size_t i = 0; i < setToId_.size(); ++i) hits.push_back(static_cast<int>(i));
    }
    std::sort(hits.begin(), hits.end());
    return hits;
  }

  std::vector<PatternError> errors_;
  Confirmer confirmer_;
  RE2::Set set_;
  std::vector<int> setToId_;
  bool compiled_ = false;
};

// Every scan of a text by Vectorscan goes through here. Vectorscan 5.4.9 can answer differently
// for one text at different addresses modulo 64: it lost every match of a pattern, or reported
// its second match as the first, at some offsets and not at others
// (ScannerAgreementTest.OneAnswerWhereverTheTextLies), so the same request got a different
// analysis from one call to the next. So Vectorscan always reads a copy that starts on a 64-byte
// boundary: one text, one answer, whatever buffer it came in. (Which answer is still up to
// Vectorscan; RE2 checks every match it reports, but cannot see one it loses.)
hs_error_t scanAligned(const hs_database_t* db, std::string_view text, hs_scratch_t* scratch,
                       match_event_handler onMatch, void* context) {
  constexpr std::size_t kAlignment = 64;
  constexpr std::size_t kReusedMax = 64 * 1024;  // texts up to this reuse one buffer per thread
  const char* data = text.data();
  std::vector<char> own;  // a longer text's copy, freed after the scan
  if (reinterpret_cast<std::uintptr_t>(data) % kAlignment != 0) {
    thread_local std::vector<char> reused;
    std::vector<char>& storage = text.size() <= kReusedMax ? reused : own;
    storage.resize(text.size() + kAlignment);
    const auto at = reinterpret_cast<std::uintptr_t>(storage.data());
    char* start = storage.data() + (kAlignment - at % kAlignment) % kAlignment;
    if (!text.empty()) std::memcpy(start, text.data(), text.size());
    data = start;
  }
  // Vectorscan takes at most 4 GiB at once; inputs are far smaller (the analyzer cuts at 16 MiB).
  const auto length = static_cast<unsigned>(std::min<std::size_t>(text.size(), 0xFFFFFFFFu));
  return hs_scan(db, data, length, 0, scratch, onMatch, context);
}

class VectorscanScanner final : public PatternScanner {
 public:
  VectorscanScanner(const std::vector<std::string>& patterns, std::string_view compiled, std::size_t hintsFrom)
      : confirmer_(patterns, errors_),
        hintsFrom_(std::min(hintsFrom, patterns.size())),
        fingerprint_(fingerprint(patterns, hintsFrom_)) {
    // Hints are reported unconfirmed, so they keep their boundaries. The forms are needed only to
    // compile; a pattern is relaxed when its form lost a boundary (the NUL a single negated class
    // also excludes changes no match).
    std::vector<std::string> forms;
    forms.reserve(patterns.size());
    relaxed_.assign(patterns.size(), false);
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      VectorscanForm form = vectorscanForm(patterns[i], i < hintsFrom_);
      relaxed_[i] = form.relaxed;
      forms.push_back(std::move(form.text));
    }
    if (!compiled.empty() && load(patterns, compiled)) return;
    compile(patterns, forms);
  }

  std::string serialize() const override {
    // Layout: magic, fingerprint of the patterns, the exact flags, the fixed widths, the fallback
    // ids, the one-end database; then the start-tracked flags and the start-tracking database
    // (length 0 when there is none).
    if (!db_) return {};
    std::string out = kMagic;
    putU64(out, fingerprint_);
    putU64(out, exact_.size());
    for (bool e : exact_) out.push_back(e ? '\1' : '\0');
    for (std::uint32_t w : fixedWidth_) putU64(out, w);
    putU64(out, fallbackIds_.size());
    for (int id : fallbackIds_) putU64(out, static_cast<std::uint64_t>(id));
    if (!putDatabase(out, db_)) return {};
    for (bool t : tracked_) out.push_back(t ? '\1' : '\0');
    if (!somDb_) putU64(out, 0);
    else if (!putDatabase(out, somDb_)) return {};
    return out;
  }

 private:
  static constexpr const char* kMagic = "errknow-vectorscan-6";  // 6: single negated classes exclude NUL
  // Reports a start-tracked scan may make before scan() gives up on it for the one-end database:
  // a few per byte is what many long matches on one line cost; real logs make far fewer.
  static constexpr std::size_t kReportBudgetBase = 65536;
  // Start tracking costs Vectorscan about twice as much per byte and saves RE2 a fixed cost per
  // matching pattern: it pays on a pasted error (most are under 2 KB), not on a long log
  // (bench/AnalyzeBench.cpp: 0.5 KB 106 -> 96 us; 8 KB 203 -> 230 us; the dev set 43 -> 36 us).
  static constexpr std::size_t kTrackedMaxBytes = 4096;

  static bool putDatabase(std::string& out, const hs_database_t* db) {
    char* bytes = nullptr;
    size_t length = 0;
    if (hs_serialize_database(db, &bytes, &length) != HS_SUCCESS) return false;
    putU64(out, length);
    out.append(bytes, length);
    std::free(bytes);
    return true;
  }
  // Reads a putDatabase() result; nullptr when it does not fit this CPU or is damaged.
  static hs_database_t* getDatabase(std::string_view& in) {
    std::uint64_t len = 0;
    if (!getU64(in, len) || len > in.size()) return nullptr;
    hs_database_t* db = nullptr;
    if (hs_deserialize_database(in.data(), static_cast<size_t>(len), &db) != HS_SUCCESS) return nullptr;
    in.remove_prefix(static_cast<std::size_t>(len));
    return db;
  }
  // FNV-1a over the patterns, their separators and where the hints begin (they compile otherwise).
  static std::uint64_t fingerprint(const std::vector<std::string>& patterns, std::size_t hintsFrom) {
    std::uint64_t h = 1469598103934665603ull;
    for (const auto& p : patterns) {
      for (unsigned char c : p) h = (h ^ c) * 1099511628211ull;
      h = (h ^ 0xFFu) * 1099511628211ull;
    }
    for (int i = 0; i < 8; ++i) h = (h ^ ((hintsFrom >> (8 * i)) & 0xFFu)) * 1099511628211ull;
    return h;
  }
  static void putU64(std::string& out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
  }
  static bool getU64(std::string_view& in, std::uint64_t& v) {
    if (in.size() < 8) return false;
    v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(static_cast<unsigned char>(in[static_cast<std::size_t>(i)])) << (8 * i);
    in.remove_prefix(8);
    return true;
  }

  // Restores a serialize() result; false (and nothing changed) when it does not fit.
  bool load(const std::vector<std::string>& patterns, std::string_view in) {
    const std::string_view magic(kMagic);
    if (in.substr(0, magic.size()) != magic) return false;
    in.remove_prefix(magic.size());
    std::uint64_t fp = 0, n = 0, nfb = 0;
    if (!getU64(in, fp) || fp != fingerprint_ || !getU64(in, n) || n != patterns.size() || in.size() < n) return false;
    std::vector<bool> exact(n);
    for (std::size_t i = 0; i < n; ++i) exact[i] = in[i] != '\0';
    in.remove_prefix(n);
    std::vector<std::uint32_t> widths(n);
    for (std::size_t i = 0; i < n; ++i) {
      std::uint64_t w = 0;
      if (!getU64(in, w) || (w > 0xFFFFFFu && w != kVariableWidth) || (w != kVariableWidth && !exact[i])) return false;
      widths[i] = static_cast<std::uint32_t>(w);
    }
    if (!getU64(in, nfb) || nfb > patterns.size()) return false;
    std::vector<int> fallback;
    for (std::uint64_t i = 0; i < nfb; ++i) {
      std::uint64_t id = 0;
      if (!getU64(in, id) || id >= patterns.size()) return false;
      fallback.push_back(static_cast<int>(id));
    }
    hs_database_t* db = getDatabase(in);
    if (!db) return false;
    hs_database_t* somDb = nullptr;
    std::vector<bool> tracked(n);
    bool ok = in.size() >= n;
    if (ok) {
      for (std::size_t i = 0; i < n; ++i) tracked[i] = in[i] != '\0';
      in.remove_prefix(n);
      std::uint64_t somLen = 0;
      std::string_view peek = in;
      ok = getU64(peek, somLen);
      if (ok && somLen == 0) in = peek;
      else if (ok) ok = (somDb = getDatabase(in)) != nullptr;
      ok = ok && in.empty();
    }
    hs_scratch_t* scratch = nullptr;
    // A database built for another CPU is refused here or by the first scan.
    auto noop = [](unsigned, unsigned long long, unsigned long long, unsigned, void*) -> int { return 0; };
    ok = ok && hs_alloc_scratch(db, &scratch) == HS_SUCCESS && hs_scan(db, "", 0, 0, scratch, noop, nullptr) == HS_SUCCESS;
    ok = ok && (!somDb || (hs_alloc_scratch(somDb, &scratch) == HS_SUCCESS &&
                           hs_scan(somDb, "", 0, 0, scratch, noop, nullptr) == HS_SUCCESS));
    if (!ok) {
      if (scratch) hs_free_scratch(scratch);
      hs_free_database(db);
      if (somDb) hs_free_database(somDb);
      return false;
    }
    db_ = db;
    somDb_ = somDb;
    prototype_ = scratch;
    exact_ = std::move(exact);
    fixedWidth_ = std::move(widths);
    tracked_ = std::move(tracked);
    fallbackIds_ = std::move(fallback);
    makeFallback(patterns);
    return true;
  }

  // The RE2::Set for the patterns Vectorscan cannot represent at all (fallbackIds_), if any.
  void makeFallback(const std::vector<std::string>& patterns) {
    if (fallbackIds_.empty()) return;
    std::vector<std::string> fb;
    for (int id : fallbackIds_) fb.push_back(patterns[static_cast<std::size_t>(id)]);
    fallback_ = std::make_unique<Re2SetScanner>(fb);
  }

  // `forms`: what Vectorscan compiles for each pattern (vectorscanForm).
  void compile(const std::vector<std::string>& patterns, const std::vector<std::string>& forms) {
    // Each pattern is compiled exactly when Vectorscan supports it (then the match end it reports
    // lets RE2 confirm in a small window), in prefilter mode when it only approximates it, and is
    // left to an RE2::Set when it cannot represent it at all.
    std::vector<int> ids;
    std::vector<unsigned> flags;
    std::vector<std::uint32_t> widths(patterns.size(), kVariableWidth);  // of the exact ones
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      const int id = static_cast<int>(i);
      if (!confirmer_.ok(id)) continue;
      unsigned f = kOneEndFlags;
      if (!vectorscanAccepts(forms[i], f, &widths[i])) {
        f = kOneEndFlags | HS_FLAG_PREFILTER;
        if (!vectorscanAccepts(forms[i], f)) {
          fallbackIds_.push_back(id);
          continue;
        }
      }
      ids.push_back(id);
      flags.push_back(f);
    }
    exact_.assign(patterns.size(), false);
    fixedWidth_.assign(patterns.size(), kVariableWidth);
    // Compile; when one expression is still refused, move it to the RE2 fallback and try again.
    while (!ids.empty()) {
      std::vector<const char*> exprs;
      std::vector<unsigned> hsIds;
      for (int id : ids) {
        exprs.push_back(forms[static_cast<std::size_t>(id)].c_str());
        hsIds.push_back(static_cast<unsigned>(id));
      }
      hs_compile_error_t* err = nullptr;
      hs_database_t* db = nullptr;
      const hs_error_t rc = hs_compile_multi(exprs.data(), flags.data(), hsIds.data(),
                                             static_cast<unsigned>(exprs.size()), HS_MODE_BLOCK, nullptr, &db, &err);
      if (rc == HS_SUCCESS) {
        db_ = db;
        for (std::size_t k = 0; k < ids.size(); ++k) {
          const auto id = static_cast<std::size_t>(ids[k]);
          exact_[id] = (flags[k] & HS_FLAG_PREFILTER) == 0;
          if (exact_[id]) fixedWidth_[id] = widths[id];
        }
        break;
      }
      const int bad = err ? err->expression : -1;
      if (err) hs_free_compile_error(err);
      if (bad < 0 || static_cast<std::size_t>(bad) >= ids.size()) {  // not one pattern's fault: all to RE2
        fallbackIds_.insert(fallbackIds_.end(), ids.begin(), ids.end());
        ids.clear();
        break;
      }
      fallbackIds_.push_back(ids[static_cast<std::size_t>(bad)]);
      ids.erase(ids.begin() + bad);
      flags.erase(flags.begin() + bad);
    }
    makeFallback(patterns);
    tracked_.assign(patterns.size(), false);
    if (db_) compileTracked(forms, ids, flags);
    if (db_ && hs_alloc_scratch(db_, &prototype_) != HS_SUCCESS) prototype_ = nullptr;
    if (prototype_ && somDb_ && hs_alloc_scratch(somDb_, &prototype_) != HS_SUCCESS) {
      hs_free_database(somDb_);  // no scratch for it: scan() keeps to the one-end database
      somDb_ = nullptr;
    }
  }

  // The start-tracking database: every pattern of the one-end database (`ids`, `flags`), the exact
  // ones without lazy quantifiers with start-of-match tracking and every match end, the others as
  // there. A pattern that Vectorscan cannot track is left as it is there; when the database cannot
  // be built at all, scan() keeps to the one-end database.
  void compileTracked(const std::vector<std::string>& forms, const std::vector<int>& ids,
                      std::vector<unsigned> flags) {
    std::vector<bool> tracked(forms.size(), false);
    for (std::size_t k = 0; k < ids.size(); ++k) {
      const auto id = static_cast<std::size_t>(ids[k]);
      if (id >= hintsFrom_ || !tracksStart(forms[id], exact_[id], fixedWidth_[id])) continue;
      flags[k] = kTrackedFlags;
      tracked[id] = true;
    }
    std::vector<const char*> exprs;
    std::vector<unsigned> hsIds;
    for (int id : ids) {
      exprs.push_back(forms[static_cast<std::size_t>(id)].c_str());
      hsIds.push_back(static_cast<unsigned>(id));
    }
    for (int attempt = 0; attempt < 8; ++attempt) {
      hs_compile_error_t* err = nullptr;
      hs_database_t* db = nullptr;
      if (hs_compile_multi(exprs.data(), flags.data(), hsIds.data(), static_cast<unsigned>(exprs.size()), HS_MODE_BLOCK,
                           nullptr, &db, &err) == HS_SUCCESS) {
        somDb_ = db;
        tracked_ = std::move(tracked);
        return;
      }
      const int bad = err ? err->expression : -1;
      if (err) hs_free_compile_error(err);
      // Only a tracked pattern can fail here (the others compiled as they are): untrack it.
      if (bad < 0 || static_cast<std::size_t>(bad) >= ids.size() || !tracked[static_cast<std::size_t>(ids[static_cast<std::size_t>(bad)])])
        return;
      flags[static_cast<std::size_t>(bad)] = kOneEndFlags;
      tracked[static_cast<std::size_t>(ids[static_cast<std::size_t>(bad)])] = false;
    }
  }

 public:
  ~VectorscanScanner() override {
    std::lock_guard<std::mutex> lock(poolMutex_);
    for (hs_scratch_t* s : pool_) hs_free_scratch(s);
    if (prototype_) hs_free_scratch(prototype_);
    if (db_) hs_free_database(db_);
    if (somDb_) hs_free_database(somDb_);
  }
  std::vector<PatternMatch> scan(std::string_view text) const override {
    std::vector<PatternMatch> out;
    // RE2 finds the match of a pattern Vectorscan saw end at `end` (exactly, unless in prefilter mode).
    auto confirm = [&](std::size_t id, std::size_t end) {
      PatternMatch m;
      if (confirmer_.confirm(static_cast<int>(id), text, m, exact_[id] ? end : std::string_view::npos)) out.push_back(m);
    };
    // A fixed-width pattern's first match ends at its first reported end (exact mode, one report);
    // a hint is reported where it ended, unconfirmed.
    // A pattern whose boundaries Vectorscan did not see is believed once RE2 agrees on the span.
    auto fixed = [&](std::size_t id, std::size_t end) {
      const std::uint32_t w = fixedWidth_[id];
      if (end > text.size()) return false;
      if (w != kVariableWidth && end >= w) {
        if (relaxed_[id] && !confirmer_.spans(static_cast<int>(id), text, end - w, end)) return false;
        out.push_back({static_cast<int>(id), end - w, end});
      } else if (id >= hintsFrom_) {
        out.push_back({static_cast<int>(id), end, end});
      } else {
        return false;
      }
      return true;
    };
    std::vector<Tracked> found;
    if (trackedHits(text, found)) {
      for (const Tracked& t : found) {
        if (fixed(t.id, static_cast<std::size_t>(t.to))) continue;  // never tracked (compileTracked)
        const auto from = static_cast<std::size_t>(t.from), to = static_cast<std::size_t>(t.to);
        // A tracked start is checked before it is believed: Vectorscan 5.4.9 can report a start it
        // did not find in this text (0, or one left from the text scanned before; see
        // ScannerAgreementTest). Its end is right, so RE2 then finds the match from there.
        if (tracked_[t.id] && confirmer_.spans(static_cast<int>(t.id), text, from, to))
          out.push_back({static_cast<int>(t.id), from, to});
        else
          confirm(t.id, to);
      }
    } else {
      for (const auto& [id, end] : hits(text))
        if (!fixed(static_cast<std::size_t>(id), end)) confirm(static_cast<std::size_t>(id), end);
    }
    if (fallback_) {
      for (PatternMatch m : fallback_->scan(text)) {
        m.id = fallbackIds_[static_cast<std::size_t>(m.id)];
        out.push_back(m);
      }
    }
    std::sort(out.begin(), out.end(), [](const PatternMatch& a, const PatternMatch& b) { return a.id < b.id; });
    return out;
  }
  std::vector<int> candidates(std::string_view text) const override {
    std::vector<int> out;
    for (const auto& h : hits(text)) out.push_back(h.first);
    if (fallback_)
      for (int id : fallback_->candidates(text)) out.push_back(fallbackIds_[static_cast<std::size_t>(id)]);
    return out;
  }
  const std::vector<PatternError>& errors() const override { return errors_; }

 private:
  hs_scratch_t* acquire() const {
    {
      std::lock_guard<std::mutex> lock(poolMutex_);
      if (!pool_.empty()) {
        hs_scratch_t* s = pool_.back();
        pool_.pop_back();
        return s;
      }
    }
    hs_scratch_t* s = nullptr;
    hs_clone_scratch(prototype_, &s);
    return s;
  }
  void release(hs_scratch_t* s) const {
    std::lock_guard<std::mutex> lock(poolMutex_);
    pool_.push_back(s);
  }

  std::vector<PatternError> errors_;
  Confirmer confirmer_;
  hs_database_t* db_ = nullptr;
  hs_scratch_t* prototype_ = nullptr;
  mutable std::mutex poolMutex_;
  mutable std::vector<hs_scratch_t*> pool_;
  // Every pattern Vectorscan reported, once, with the end offset of its first match.
  std::vector<std::pair<int, std::size_t>> hits(std::string_view text) const {
    std::vector<std::pair<int, std::size_t>> found;
    if (!db_ || !prototype_) return found;
    hs_scratch_t* scratch = acquire();
    if (!scratch) return found;
    auto onMatch = [](unsigned id, unsigned long long, unsigned long long to, unsigned, void* ctx) -> int {
      static_cast<std::vector<std::pair<int, std::size_t>>*>(ctx)->emplace_back(static_cast<int>(id),
                                                                                static_cast<std::size_t>(to));
      return 0;
    };
    scanAligned(db_, text, scratch, onMatch, &found);
    release(scratch);
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
                found.end());
    return found;
  }

  // A pattern's match as the start-tracking database reports it: for a tracked pattern the
  // leftmost start and the furthest end from there; for the others their first end.
  struct Tracked {
    std::size_t id;
    unsigned long long from, to;
  };
  // Scans with the start-tracking database; false when there is none or the reports went over
  // the budget (then `found` is to be ignored).
  bool trackedHits(std::string_view text, std::vector<Tracked>& found) const {
    if (!somDb_ || !prototype_) return false;
    if (text.size() > kTrackedMaxBytes) return false;
    hs_scratch_t* scratch = acquire();
    if (!scratch) return false;
    // Pattern id -> 1 + its index in `found` (0: not reported yet). Kept per thread and cleared
    // after each scan, so that a report costs an array access instead of a hash map's node.
    thread_local std::vector<std::uint32_t> at;
    if (at.size() < tracked_.size()) at.resize(tracked_.size(), 0);
    struct State {
      const std::vector<bool>* tracked;
      std::vector<Tracked>* found;
      std::uint32_t* at;
      std::size_t budget;
    } st{&tracked_, &found, at.data(), kReportBudgetBase + text.size()};
    auto onMatch = [](unsigned id, unsigned long long from, unsigned long long to, unsigned, void* ctx) -> int {
      auto& s = *static_cast<State*>(ctx);
      if (s.budget-- == 0) return 1;  // too many reports: stop, scan() takes the other way
      if (s.at[id] == 0) {
        s.found->push_back({id, from, to});
        s.at[id] = static_cast<std::uint32_t>(s.found->size());
        return 0;
      }
      Tracked& t = (*s.found)[s.at[id] - 1];
      if (!(*s.tracked)[id]) return 0;  // an untracked pattern reports once (single match)
      if (from < t.from) t = {id, from, to};
      else if (from == t.from && to > t.to) t.to = to;
      return 0;
    };
    const hs_error_t rc = scanAligned(somDb_, text, scratch, onMatch, &st);
    release(scratch);
    for (const Tracked& t : found) at[t.id] = 0;
    if (rc != HS_SUCCESS) return false;
    std::sort(found.begin(), found.end(), [](const Tracked& a, const Tracked& b) { return a.id < b.id; });
    return true;
  }

  std::size_t hintsFrom_;  // patterns from here on are hints (makePatternScanner)
  std::vector<bool> relaxed_;       // by pattern id: its form differs from the pattern
  std::uint64_t fingerprint_ = 0;
  hs_database_t* somDb_ = nullptr;  // start tracking (see the top of this file); may be null
  std::vector<bool> tracked_;        // by pattern id: its start is tracked in somDb_
  std::vector<bool> exact_;  // by pattern id: compiled exactly (not in prefilter mode)
  std::vector<std::uint32_t> fixedWidth_;  // by pattern id: the length of every match, or kVariableWidth
  std::vector<int> fallbackIds_;
  std::unique_ptr<Re2SetScanner> fallback_;
};

}  // namespace

std::unique_ptr<PatternScanner> makePatternScanner(const std::vector<std::string>& patterns, ScannerEngine engine,
                                                   std::string_view compiled, std::size_t hintsFrom) {
  if (engine == ScannerEngine::Re2Set) return std::make_unique<Re2SetScanner>(patterns);
  return std::make_unique<VectorscanScanner>(patterns, compiled, hintsFrom);
}

VectorscanFlags vectorscanFlags() { return {kOneEndFlags, kTrackedFlags}; }

bool vectorscanTracksStart(const std::string& pattern) {
  std::uint32_t width = kVariableWidth;
  const bool exact = vectorscanAccepts(pattern, kOneEndFlags, &width);
  return tracksStart(pattern, exact, width);
}

bool checkPattern(const std::string& pattern, std::string& error) {
  RE2 re(withMultiline(pattern), re2Options());
  if (!re.ok()) {
    error = re.error();
    return false;
  }
  return true;
}

}  // namespace errknow::core
