// The catalogue database: schema, writer, loader and the analyzer's full-text search.
#include "errknow/store/CatalogueStore.h"
#include "errknow/store/SqliteStatement.h"

#include "SearchIndex.h"

#include <sqlite3.h>
#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <map>
#include <set>

namespace errknow::store {
namespace {

// The compiled patterns are large (megabytes for thousands of records) and compress about 7:1:
// stored as an 8-byte little-endian length, then zlib data.
std::string deflateBlob(const std::string& raw) {
  uLongf size = compressBound(static_cast<uLong>(raw.size()));
  std::string out(8 + size, '\0');
  for (int i = 0; i < 8; ++i) out[static_cast<std::size_t>(i)] = static_cast<char>((raw.size() >> (8 * i)) & 0xFF);
  if (compress2(reinterpret_cast<Bytef*>(&out[8]), &size, reinterpret_cast<const Bytef*>(raw.data()),
                static_cast<uLong>(raw.size()), 9) != Z_OK)
    throw StoreError("catalogue database: cannot compress the compiled patterns");
  out.resize(8 + size);
  return out;
}

std::string inflateBlob(std::string_view packed) {
  if (packed.size() < 8) return {};
  std::uint64_t n = 0;
  for (int i = 7; i >= 0; --i) n = (n << 8) | static_cast<unsigned char>(packed[static_cast<std::size_t>(i)]);
  if (n > (512u << 20)) return {};
  std::string out(n, '\0');
  uLongf size = static_cast<uLongf>(n);
  if (uncompress(reinterpret_cast<Bytef*>(out.data()), &size, reinterpret_cast<const Bytef*>(packed.data() + 8),
                 static_cast<uLong>(packed.size() - 8)) != Z_OK || size != n)
    return {};
  return out;
}


const char* kSchema = R"SQL(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE categories(ord INTEGER NOT NULL, id TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL);
CREATE TABLE records(
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, slug TEXT NOT NULL, code TEXT NOT NULL,
  title TEXT NOT NULL, message TEXT NOT NULL, meaning TEXT NOT NULL, likely_area TEXT NOT NULL,
  is_primary INTEGER NOT NULL, depth TEXT NOT NULL, UNIQUE(category, slug));
-- Every list of plain strings, by kind: alias, primary_for, wraps, tool, suppress, language, platform, cause,
-- quick_fix, related.
CREATE TABLE record_strings(record_id INTEGER NOT NULL, kind TEXT NOT NULL, ord INTEGER NOT NULL, value TEXT NOT NULL);
CREATE TABLE platform_fixes(record_id INTEGER NOT NULL, ord INTEGER NOT NULL, platform TEXT NOT NULL,
  step_ord INTEGER NOT NULL, step TEXT NOT NULL);
CREATE TABLE checks(record_id INTEGER NOT NULL, ord INTEGER NOT NULL, step TEXT NOT NULL, check_text TEXT NOT NULL,
  effect TEXT NOT NULL);
CREATE TABLE examples(record_id INTEGER NOT NULL, ord INTEGER NOT NULL, text TEXT NOT NULL, language TEXT NOT NULL,
  platform TEXT NOT NULL, source TEXT NOT NULL, script TEXT NOT NULL, url TEXT NOT NULL,
  diagnostic_source TEXT NOT NULL, diagnostic_code TEXT NOT NULL);
CREATE TABLE patterns(record_id INTEGER NOT NULL, ord INTEGER NOT NULL, regex TEXT NOT NULL, weight REAL NOT NULL);
CREATE INDEX record_strings_by_record ON record_strings(record_id, kind, ord);
CREATE TABLE blobs(name TEXT PRIMARY KEY, data BLOB NOT NULL);
CREATE VIRTUAL TABLE records_fts USING fts5(code, aliases, title, message, meaning, body, content = '', tokenize = 'unicode61');
)SQL";

// The catalogue's SQL helpers: the shared wrapper, failing with StoreError.
class Stmt : public SqliteStatement<StoreError> {
 public:
  Stmt(sqlite3* db, const char* sql) : SqliteStatement<StoreError>(db, sql, "catalogue database") {}
};

void exec(sqlite3* db, const char* sql) { sqliteExec<StoreError>(db, sql, "catalogue database"); }

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const auto& s : v) {
    if (!out.empty()) out += sep;
    out += s;
  }
  return out;
}

// The distinct words of a query, lower-cased, in order: runs of letters, digits, '_' and non-ASCII
// bytes, 3 characters or more.
std::vector<std::string> queryWords(std::string_view q) {
  std::vector<std::string> words;
  std::set<std::string> seen;
  std::string cur;
  auto flush = [&] {
    if (cur.size() >= 3 && seen.insert(cur).second) words.push_back(cur);
    cur.clear();
  };
  for (char c : q) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '_' || u >= 0x80) cur.push_back(static_cast<char>(std::tolower(u)));
    else flush();
  }
  flush();
  return words;
}

// An FTS5 OR-query of quoted tokens ("a" OR "b"), so that no character of user input is read as
// FTS5 syntax: the first 12 of `words` that are not in `skip`, or "" when fewer than `minKept`.
std::string orQuery(const std::vector<std::string>& words, const std::unordered_set<std::string>& skip,
                    std::size_t minKept) {
  std::string out;
  std::size_t kept = 0;
  for (const auto& w : words) {
    if (kept == 12) break;
    if (skip.count(w)) continue;
    if (!out.empty()) out += " OR ";
    out += '"' + w + '"';
    ++kept;
  }
  return kept >= minKept ? out : std::string();
}

// search()'s query: the words that are not common, or the common ones when nothing else is left.
std::string searchQuery(const std::vector<std::string>& words, const std::unordered_set<std::string>& common) {
  std::string fq = orQuery(words, common, 1);
  return fq.empty() ? orQuery(words, {}, 1) : fq;
}

}  // namespace

void writeCatalogue(const core::Catalogue& catalogue, const std::string& path, const std::string& compiledPatterns) {
  std::error_code ec;
  std::filesystem::remove(path, ec);
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
    std::string msg = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    throw StoreError("cannot create " + path + ": " + msg);
  }
  try {
    exec(db, "PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; BEGIN;");
    exec(db, kSchema);
    Stmt meta(db, "INSERT INTO meta(key, value) VALUES(?, ?)");
    meta.bind(1, std::string("schema_version")).bind(2, std::to_string(kCatalogueSchemaVersion)).run();
    meta.bind(1, std::string("record_count")).bind(2, std::to_string(catalogue.records().size())).run();

    Stmt cat(db, "INSERT INTO categories(ord, id, name, description) VALUES(?, ?, ?, ?)");
    long long ord = 0;
    for (const auto& c : catalogue.categories()) cat.bind(1, ord++).bind(2, c.id).bind(3, c.name).bind(4, c.description).run();

    Stmt rec(db, "INSERT INTO records(id, category, slug, code, title, message, meaning, likely_area, is_primary, depth) "
                 "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    Stmt str(db, "INSERT INTO record_strings(record_id, kind, ord, value) VALUES(?, ?, ?, ?)");
    Stmt pf(db, "INSERT INTO platform_fixes(record_id, ord, platform, step_ord, step) VALUES(?, ?, ?, ?, ?)");
    Stmt chk(db, "INSERT INTO checks(record_id, ord, step, check_text, effect) VALUES(?, ?, ?, ?, ?)");
    Stmt ex(db, "INSERT INTO examples(record_id, ord, text, language, platform, source, script, url, diagnostic_source, "
                "diagnostic_code) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    Stmt pat(db, "INSERT INTO patterns(record_id, ord, regex, weight) VALUES(?, ?, ?, ?)");
    Stmt fts(db, "INSERT INTO records_fts(rowid, code, aliases, title, message, meaning, body) VALUES(?, ?, ?, ?, ?, ?, ?)");
    long long id = 0;
    for (const auto& r : catalogue.records()) {
      ++id;
      rec.bind(1, id).bind(2, r.category).bind(3, r.slug).bind(4, r.code).bind(5, r.title).bind(6, r.message);
      rec.bind(7, r.meaning).bind(8, r.likely_area).bind(9, static_cast<long long>(r.primary)).bind(10, r.depth).run();
      auto strings = [&](const char* kind, const std::vector<std::string>& v) {
        long long i = 0;
        for (const auto& s : v) str.bind(1, id).bind(2, std::string(kind)).bind(3, i++).bind(4, s).run();
      };
      strings("alias", r.aliases);
      strings("primary_for", r.primary_for);
      if (!r.wraps.empty()) strings("wraps", {r.wraps});
      if (!r.tool.empty()) strings("tool", {r.tool});
      strings("suppress", r.suppress);
      strings("language", r.languages);
      strings("platform", r.platforms);
      strings("cause", r.causes);
      strings("quick_fix", r.quick_fix);
      std::vector<std::string> related;
      for (const auto& ref : r.related) related.push_back(ref.category + "/" + ref.slug);
      strings("related", related);
      long long i = 0;
      for (const auto& f : r.platform_fixes) {
        long long k = 0;
        for (const auto& s : f.steps) pf.bind(1, id).bind(2, i).bind(3, f.platform).bind(4, k++).bind(5, s).run();
        ++i;
      }
      i = 0;
      for (const auto& c : r.checks)
        chk.bind(1, id).bind(2, i++).bind(3, c.step).bind(4, c.check).bind(5, std::string(core::effectName(c.effect))).run();
      i = 0;
      std::string body = join(r.causes, " ") + " " + join(r.quick_fix, " ");
      for (const auto& e : r.examples) {
        ex.bind(1, id).bind(2, i++).bind(3, e.text).bind(4, e.language).bind(5, e.platform).bind(6, e.source);
        ex.bind(7, e.script).bind(8, e.url).bind(9, e.diagnostic_source).bind(10, e.diagnostic_code).run();
        body += " " + e.text.substr(0, 2000);
      }
      i = 0;
      for (const auto& p : r.patterns) pat.bind(1, id).bind(2, i++).bind(3, p.regex).bind(4, p.weight).run();
      fts.bind(1, id).bind(2, r.code).bind(3, join(r.aliases, " ")).bind(4, r.title).bind(5, r.message);
      fts.bind(6, r.meaning).bind(7, body).run();
    }
    if (!compiledPatterns.empty()) {
      const std::string packed = deflateBlob(compiledPatterns);
      sqlite3_stmt* b = nullptr;
      sqlite3_prepare_v2(db, "INSERT INTO blobs(name, data) VALUES('patterns.z', ?)", -1, &b, nullptr);
      sqlite3_bind_blob(b, 1, packed.data(), static_cast<int>(packed.size()), SQLITE_TRANSIENT);
      const int rc = sqlite3_step(b);
      sqlite3_finalize(b);
      if (rc != SQLITE_DONE) throw StoreError("catalogue database: cannot store the compiled patterns");
    }
    exec(db, "COMMIT; INSERT INTO records_fts(records_fts) VALUES('optimize'); VACUUM;");
  } catch (...) {
    sqlite3_close(db);
    std::filesystem::remove(path, ec);
    throw;
  }
  sqlite3_close(db);
}

CatalogueStore::CatalogueStore(sqlite3* db) : db_(db) {}

core::AnalyzerOptions analyzerOptions(const CatalogueStore& store, core::AnalyzerOptions base) {
  if (base.engine == core::ScannerEngine::Vectorscan) base.precompiledScanner = store.compiledPatterns();
  return base;
}

CatalogueStore::~CatalogueStore() {
  sqlite3_finalize(searchStmt_);
  sqlite3_close(db_);
}

std::unique_ptr<CatalogueStore> CatalogueStore::openFile(const std::string& path) {
  if (!std::filesystem::is_regular_file(path)) throw StoreError("no catalogue database at " + path);
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    std::string msg = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close(db);
    throw StoreError("cannot open catalogue " + path + ": " + msg);
  }
  std::unique_ptr<CatalogueStore> s(new CatalogueStore(db));
  s->load();
  return s;
}

std::unique_ptr<CatalogueStore> CatalogueStore::openBytes(const void* data, std::size_t size) {
  if (!data || size == 0) throw StoreError("no catalogue was embedded in this binary");
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(":memory:", &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    sqlite3_close(db);
    throw StoreError("cannot open an in-memory database");
  }
  auto* copy = static_cast<unsigned char*>(sqlite3_malloc64(size));
  if (!copy) {
    sqlite3_close(db);
    throw StoreError("out of memory loading the catalogue");
  }
  std::memcpy(copy, data, size);
  const int rc = sqlite3_deserialize(db, "main", copy, static_cast<sqlite3_int64>(size), static_cast<sqlite3_int64>(size),
                                     SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY);
  if (rc != SQLITE_OK) {
    sqlite3_close(db);
    throw StoreError("the embedded catalogue is not a database");
  }
  std::unique_ptr<CatalogueStore> s(new CatalogueStore(db));
  s->load();
  return s;
}

void CatalogueStore::load() {
  int version = 0;
  try {
    Stmt v(db_, "SELECT value FROM meta WHERE key = 'schema_version'");
    if (v.step()) version = std::stoi(v.text(0));
  } catch (const StoreError&) {
    throw StoreError("not an errknow catalogue database");
  } catch (const std::exception&) {
    throw StoreError("the catalogue's schema version is unreadable");
  }
  if (version != kCatalogueSchemaVersion)
    throw StoreError("catalogue schema version " + std::to_string(version) + ", this build reads version " +
                     std::to_string(kCatalogueSchemaVersion) + ": rebuild it with `errknow catalogue build`");

  std::vector<core::Category> cats;
  {
    Stmt q(db_, "SELECT id, name, description FROM categories ORDER BY ord");
    while (q.step()) cats.push_back({q.text(0), q.text(1), q.text(2)});
  }
  std::vector<core::Record> recs;
  std::map<long long, std::size_t> index;
  {
    Stmt q(db_, "SELECT id, category, slug, code, title, message, meaning, likely_area, is_primary, depth FROM records ORDER BY id");
    while (q.step()) {
      core::Record r;
      r.category = q.text(1);
      r.slug = q.text(2);
      r.code = q.text(3);
      r.title = q.text(4);
      r.message = q.text(5);
      r.meaning = q.text(6);
      r.likely_area = q.text(7);
      r.primary = q.integer(8) != 0;
      r.depth = q.text(9);
      index[q.integer(0)] = recs.size();
      recs.push_back(std::move(r));
    }
  }
  auto at = [&](long long id) -> core::Record& { return recs.at(index.at(id)); };
  {
    Stmt q(db_, "SELECT record_id, kind, value FROM record_strings ORDER BY record_id, kind, ord");
    while (q.step()) {
      core::Record& r = at(q.integer(0));
      const std::string kind = q.text(1);
      std::string v = q.text(2);
      if (kind == "alias") r.aliases.push_back(std::move(v));
      else if (kind == "primary_for") r.primary_for.push_back(std::move(v));
      else if (kind == "wraps") r.wraps = std::move(v);
      else if (kind == "tool") r.tool = std::move(v);
      else if (kind == "suppress") r.suppress.push_back(std::move(v));
      else if (kind == "language") r.languages.push_back(std::move(v));
      else if (kind == "platform") r.platforms.push_back(std::move(v));
      else if (kind == "cause") r.causes.push_back(std::move(v));
      else if (kind == "quick_fix") r.quick_fix.push_back(std::move(v));
      else if (kind == "related") {
        const std::size_t slash = v.find('/');
        if (slash != std::string::npos) r.related.push_back({v.substr(0, slash), v.substr(slash + 1)});
      }
    }
  }
  {
    Stmt q(db_, "SELECT record_id, ord, platform, step FROM platform_fixes ORDER BY record_id, ord, step_ord");
    while (q.step()) {
      core::Record& r = at(q.integer(0));
      const auto ord = static_cast<std::size_t>(q.integer(1));
      if (r.platform_fixes.size() <= ord) r.platform_fixes.resize(ord + 1);
      r.platform_fixes[ord].platform = q.text(2);
      r.platform_fixes[ord].steps.push_back(q.text(3));
    }
  }
  {
    Stmt q(db_, "SELECT record_id, step, check_text, effect FROM checks ORDER BY record_id, ord");
    while (q.step()) {
      core::Check c{q.text(1), q.text(2), core::CheckEffect::ReadOnly};
      core::parseEffect(q.text(3), c.effect);
      at(q.integer(0)).checks.push_back(std::move(c));
    }
  }
  {
    Stmt q(db_, "SELECT record_id, text, language, platform, source, script, url, diagnostic_source, diagnostic_code "
                "FROM examples ORDER BY record_id, ord");
    while (q.step())
      at(q.integer(0)).examples.push_back(
          {q.text(1), q.text(2), q.text(3), q.text(4), q.text(5), q.text(6), q.text(7), q.text(8)});
  }
  {
    Stmt q(db_, "SELECT record_id, regex, weight FROM patterns ORDER BY record_id, ord");
    while (q.step()) at(q.integer(0)).patterns.push_back({q.text(1), q.real(2)});
  }
  catalogue_ = core::Catalogue(std::move(cats), std::move(recs));
  for (std::size_t i = 0; i < catalogue_.records().size(); ++i) {
    const long long row = static_cast<long long>(i) + 1;
    auto [it, added] = categoryRows_.try_emplace(catalogue_.records()[i].category, row, row);
    if (!added) {
      it->second.first = std::min(it->second.first, row);
      it->second.second = std::max(it->second.second, row);
    }
  }
  // The words too common to help a full-text query (see commonTerms_); none when the vocabulary
  // cannot be read, which only makes queries slower.
  if (sqlite3_exec(db_, "CREATE VIRTUAL TABLE IF NOT EXISTS temp.errknow_vocab USING fts5vocab(main, 'records_fts', 'row')",
                   nullptr, nullptr, nullptr) == SQLITE_OK) {
    sqlite3_stmt* v = nullptr;
    const auto records = static_cast<sqlite3_int64>(catalogue_.records().size());
    if (sqlite3_prepare_v2(db_, "SELECT term, doc FROM temp.errknow_vocab WHERE doc > ?", -1, &v, nullptr) == SQLITE_OK) {
      sqlite3_bind_int64(v, 1, records / 20);
      while (sqlite3_step(v) == SQLITE_ROW) {
        const std::string term = reinterpret_cast<const char*>(sqlite3_column_text(v, 0));
        if (sqlite3_column_int64(v, 1) > records / 5) commonTerms_.insert(term);
        frequentTerms_.insert(term);
      }
    }
    sqlite3_finalize(v);
  }
  {
    sqlite3_stmt* b = nullptr;
    if (sqlite3_prepare_v2(db_, "SELECT data FROM blobs WHERE name = 'patterns.z'", -1, &b, nullptr) == SQLITE_OK &&
        sqlite3_step(b) == SQLITE_ROW) {
      const auto* p = static_cast<const char*>(sqlite3_column_blob(b, 0));
      // A blob that does not inflate is ignored: the analyzer then compiles the patterns itself.
      if (p) compiledPatterns_ = inflateBlob(std::string_view(p, static_cast<std::size_t>(sqlite3_column_bytes(b, 0))));
    }
    sqlite3_finalize(b);
  }
}

const search::SearchIndex& CatalogueStore::index() const {
  std::call_once(indexOnce_, [this] { index_ = std::make_unique<search::SearchIndex>(catalogue_); });
  return *index_;
}

core::SearchResults CatalogueStore::searchWithTotal(std::string_view query, std::size_t limit) const {
  return index().search(query, limit);
}

std::vector<core::SearchHit> CatalogueStore::searchText(std::string_view text, std::size_t limit,
                                                       std::string_view category) const {
  std::vector<core::SearchHit> out;
  const std::string trimmed = exactHits(text, limit, out);
  if (!category.empty())
    out.erase(std::remove_if(out.begin(), out.end(), [&](const core::SearchHit& h) { return h.record->category != category; }),
              out.end());
  if (trimmed.empty()) return out;
  const std::vector<std::string> words = queryWords(trimmed);
  std::string fq = orQuery(words, frequentTerms_, 2);
  if (fq.empty()) fq = searchQuery(words, commonTerms_);
  fullText(fq, limit, out, category);
  return out;
}

std::string CatalogueStore::exactHits(std::string_view query, std::size_t limit, std::vector<core::SearchHit>& out) const {
  std::string trimmed(query);
  while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.back()))) trimmed.pop_back();
  while (!trimmed.empty() && std::isspace(static_cast<unsigned char>(trimmed.front()))) trimmed.erase(trimmed.begin());
  if (trimmed.empty() || limit == 0) return {};
  auto push = [&](const core::Record* r, double score) {
    if (out.size() >= limit) return;
    for (const auto& h : out)
      if (h.record == r) return;
    out.push_back({r, score});
  };
  for (const core::Record* r : catalogue_.byCode(trimmed)) push(r, 1.0);
  for (const auto& c : catalogue_.categories())
    if (const core::Record* r = catalogue_.bySlug(c.id, trimmed)) push(r, 0.95);
  return trimmed;
}

void CatalogueStore::fullText(const std::string& fq, std::size_t limit, std::vector<core::SearchHit>& out,
                              std::string_view category) const {
  if (fq.empty() || out.size() >= limit) return;
  std::pair<long long, long long> rows{1, static_cast<long long>(catalogue_.records().size())};
  if (!category.empty()) {
    const auto it = categoryRows_.find(std::string(category));
    if (it == categoryRows_.end()) return;
    rows = it->second;
  }
  std::set<const core::Record*> seen;
  for (const auto& h : out) seen.insert(h.record);
  std::lock_guard<std::mutex> lock(mutex_);
  // The rowid range keeps FTS5 to one category's rows: BM25 is computed for those alone.
  if (!searchStmt_ &&
      sqlite3_prepare_v2(db_,
                         "SELECT rowid, bm25(records_fts, 10.0, 8.0, 5.0, 6.0, 2.0, 1.0) AS rank FROM records_fts "
                         "WHERE records_fts MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rank LIMIT ?",
                         -1, &searchStmt_, nullptr) != SQLITE_OK) {
    sqlite3_finalize(searchStmt_);
    searchStmt_ = nullptr;
    return;
  }
  sqlite3_stmt* q = searchStmt_;
  sqlite3_bind_text(q, 1, fq.data(), static_cast<int>(fq.size()), SQLITE_TRANSIENT);
  sqlite3_bind_int64(q, 2, rows.first);
  sqlite3_bind_int64(q, 3, rows.second);
  sqlite3_bind_int64(q, 4, static_cast<sqlite3_int64>(limit + seen.size()));
  // A query that SQLite refuses (step fails) yields no full-text hits; exact hits still stand.
  while (out.size() < limit && sqlite3_step(q) == SQLITE_ROW) {
    const long long rowid = sqlite3_column_int64(q, 0);
    const double bm = -sqlite3_column_double(q, 1);  // bm25 is negative, more negative is better
    const auto idx = static_cast<std::size_t>(rowid - 1);
    if (idx >= catalogue_.records().size()) continue;
    const core::Record* r = &catalogue_.records()[idx];
    if (!category.empty() && r->category != category) continue;
    if (seen.insert(r).second) out.push_back({r, std::clamp(bm / (bm + 10.0), 0.0, 0.9)});
  }
  sqlite3_reset(q);
  sqlite3_clear_bindings(q);
}

}  // namespace errknow::store
