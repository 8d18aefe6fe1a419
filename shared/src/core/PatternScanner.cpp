// The two PatternScanner engines. Vectorscan is compiled in prefilter mode, so a pattern that it
// cannot represent exactly still filters; RE2 then confirms every candidate and finds where it
// matched. Patterns that Vectorscan refuses altogether are run by a small RE2::Set beside it.
#include "errknow/core/PatternScanner.h"

#include <hs/hs.h>
#include <re2/re2.h>
#include <re2/set.h>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <mutex>

namespace errknow::core {
namespace {

RE2::Options re2Options() {
  RE2::Options o;
  o.set_log_errors(false);
  o.set_max_mem(64 << 20);
  return o;
}

std::string withMultiline(const std::string& p) { return "(?m)" + p; }

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
    std::vector<int> hits;
    set_.Match(re2::StringPiece(text.data(), text.size()), &hits);
    std::sort(hits.begin(), hits.end());
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
    std::vector<int> hits;
    set_.Match(re2::StringPiece(text.data(), text.size()), &hits);
    for (int h : hits) out.push_back(setToId_[static_cast<std::size_t>(h)]);
    return out;
  }
  const std::vector<PatternError>& errors() const override { return errors_; }
  std::string serialize() const override { return {}; }

 private:
  std::vector<PatternError> errors_;
  Confirmer confirmer_;
  RE2::Set set_;
  std::vector<int> setToId_;
  bool compiled_ = false;
};

class VectorscanScanner final : public PatternScanner {
 public:
  VectorscanScanner(const std::vector<std::string>& patterns, std::string_view compiled)
      : confirmer_(patterns, errors_), fingerprint_(fingerprint(patterns)) {
    if (!compiled.empty() && load(patterns, compiled)) return;
    compile(patterns);
  }

  std::string serialize() const override {
    // Layout: magic, fingerprint of the patterns, the exact flags, the fallback ids, the database.
    if (!db_) return {};
    char* bytes = nullptr;
    size_t length = 0;
    if (hs_serialize_database(db_, &bytes, &length) != HS_SUCCESS) return {};
    std::string out = kMagic;
    putU64(out, fingerprint_);
    putU64(out, exact_.size());
    for (bool e : exact_) out.push_back(e ? '\1' : '\0');
    putU64(out, fallbackIds_.size());
    for (int id : fallbackIds_) putU64(out, static_cast<std::uint64_t>(id));
    putU64(out, length);
    out.append(bytes, length);
    std::free(bytes);
    return out;
  }

 private:
  static constexpr const char* kMagic = "errknow-vectorscan-2";

  static std::uint64_t fingerprint(const std::vector<std::string>& patterns) {
    std::uint64_t h = 1469598103934665603ull;  // FNV-1a over the patterns and their separators
    for (const auto& p : patterns) {
      for (unsigned char c : p) h = (h ^ c) * 1099511628211ull;
      h = (h ^ 0xFFu) * 1099511628211ull;
    }
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
    std::uint64_t fp = 0, n = 0, nfb = 0, len = 0;
    if (!getU64(in, fp) || fp != fingerprint_ || !getU64(in, n) || n != patterns.size() || in.size() < n) return false;
    std::vector<bool> exact(n);
    for (std::size_t i = 0; i < n; ++i) exact[i] = in[i] != '\0';
    in.remove_prefix(n);
    if (!getU64(in, nfb) || nfb > patterns.size()) return false;
    std::vector<int> fallback;
    for (std::uint64_t i = 0; i < nfb; ++i) {
      std::uint64_t id = 0;
      if (!getU64(in, id) || id >= patterns.size()) return false;
      fallback.push_back(static_cast<int>(id));
    }
    if (!getU64(in, len) || len != in.size()) return false;
    hs_database_t* db = nullptr;
    if (hs_deserialize_database(in.data(), in.size(), &db) != HS_SUCCESS) return false;
    hs_scratch_t* scratch = nullptr;
    // A database built for another CPU is refused here or by the first scan.
    auto noop = [](unsigned, unsigned long long, unsigned long long, unsigned, void*) -> int { return 0; };
    if (hs_alloc_scratch(db, &scratch) != HS_SUCCESS || hs_scan(db, "", 0, 0, scratch, noop, nullptr) != HS_SUCCESS) {
      if (scratch) hs_free_scratch(scratch);
      hs_free_database(db);
      return false;
    }
    db_ = db;
    prototype_ = scratch;
    exact_ = std::move(exact);
    fallbackIds_ = std::move(fallback);
    if (!fallbackIds_.empty()) {
      std::vector<std::string> fb;
      for (int id : fallbackIds_) fb.push_back(patterns[static_cast<std::size_t>(id)]);
      fallback_ = std::make_unique<Re2SetScanner>(fb);
    }
    return true;
  }

  void compile(const std::vector<std::string>& patterns) {
    // Each pattern is compiled exactly when Vectorscan supports it (then the match end it reports
    // lets RE2 confirm in a small window), in prefilter mode when it only approximates it, and is
    // left to an RE2::Set when it cannot represent it at all.
    // UTF-8 mode, as in RE2: a class like [‘'] is one character, not three bytes. Callers must pass
    // valid UTF-8 (the analyzer's normalisation guarantees it).
    constexpr unsigned kBase = HS_FLAG_MULTILINE | HS_FLAG_SINGLEMATCH | HS_FLAG_ALLOWEMPTY | HS_FLAG_UTF8;
    std::vector<int> ids;
    std::vector<unsigned> flags;
    for (std::size_t i = 0; i < patterns.size(); ++i) {
      const int id = static_cast<int>(i);
      if (!confirmer_.ok(id)) continue;
      hs_expr_info_t* info = nullptr;
      hs_compile_error_t* err = nullptr;
      unsigned f = kBase;
      if (hs_expression_info(patterns[i].c_str(), f, &info, &err) != HS_SUCCESS) {
        if (err) hs_free_compile_error(err);
        err = nullptr;
        f = kBase | HS_FLAG_PREFILTER;
        if (hs_expression_info(patterns[i].c_str(), f, &info, &err) != HS_SUCCESS) {
          if (err) hs_free_compile_error(err);
          fallbackIds_.push_back(id);
          continue;
        }
      }
      std::free(info);
      ids.push_back(id);
      flags.push_back(f);
    }
    exact_.assign(patterns.size(), false);
    // Compile; when one expression is still refused, move it to the RE2 fallback and try again.
    while (!ids.empty()) {
      std::vector<const char*> exprs;
      std::vector<unsigned> hsIds;
      for (int id : ids) {
        exprs.push_back(patterns[static_cast<std::size_t>(id)].c_str());
        hsIds.push_back(static_cast<unsigned>(id));
      }
      hs_compile_error_t* err = nullptr;
      hs_database_t* db = nullptr;
      const hs_error_t rc = hs_compile_multi(exprs.data(), flags.data(), hsIds.data(),
                                             static_cast<unsigned>(exprs.size()), HS_MODE_BLOCK, nullptr, &db, &err);
      if (rc == HS_SUCCESS) {
        db_ = db;
        for (std::size_t k = 0; k < ids.size(); ++k)
          exact_[static_cast<std::size_t>(ids[k])] = (flags[k] & HS_FLAG_PREFILTER) == 0;
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
    if (!fallbackIds_.empty()) {
      std::vector<std::string> fb;
      for (int id : fallbackIds_) fb.push_back(patterns[static_cast<std::size_t>(id)]);
      fallback_ = std::make_unique<Re2SetScanner>(fb);
    }
    if (db_ && hs_alloc_scratch(db_, &prototype_) != HS_SUCCESS) prototype_ = nullptr;
  }

 public:
  ~VectorscanScanner() override {
    std::lock_guard<std::mutex> lock(poolMutex_);
    for (hs_scratch_t* s : pool_) hs_free_scratch(s);
    if (prototype_) hs_free_scratch(prototype_);
    if (db_) hs_free_database(db_);
  }
  std::vector<PatternMatch> scan(std::string_view text) const override {
    std::vector<PatternMatch> out;
    for (const auto& [id, end] : hits(text)) {
      PatternMatch m;
      const bool exact = exact_[static_cast<std::size_t>(id)];
      if (confirmer_.confirm(id, text, m, exact ? end : std::string_view::npos)) out.push_back(m);
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
    // Vectorscan takes at most 4 GiB at once; inputs are far smaller (the analyzer cuts at 16 MiB).
    hs_scan(db_, text.data(), static_cast<unsigned>(std::min<std::size_t>(text.size(), 0xFFFFFFFFu)), 0, scratch,
            onMatch, &found);
    release(scratch);
    std::sort(found.begin(), found.end());
    found.erase(std::unique(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first == b.first; }),
                found.end());
    return found;
  }

  std::uint64_t fingerprint_ = 0;
  std::vector<bool> exact_;  // by pattern id: compiled exactly (not in prefilter mode)
  std::vector<int> fallbackIds_;
  std::unique_ptr<Re2SetScanner> fallback_;
};

}  // namespace

std::unique_ptr<PatternScanner> makePatternScanner(const std::vector<std::string>& patterns, ScannerEngine engine,
                                                   std::string_view compiled) {
  if (engine == ScannerEngine::Re2Set) return std::make_unique<Re2SetScanner>(patterns);
  return std::make_unique<VectorscanScanner>(patterns, compiled);
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
