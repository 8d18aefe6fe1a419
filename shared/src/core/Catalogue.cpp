// Look-up tables of the in-memory catalogue.
#include "errknow/core/Catalogue.h"

#include <algorithm>
#include <cctype>

namespace errknow::core {

const char* effectName(CheckEffect effect) {
  switch (effect) {
    case CheckEffect::ReadOnly: return "read-only";
    case CheckEffect::ChangesState: return "changes-state";
    case CheckEffect::Destructive: return "destructive";
  }
  return "read-only";
}

bool parseEffect(const std::string& text, CheckEffect& out) {
  if (text == "read-only") out = CheckEffect::ReadOnly;
  else if (text == "changes-state") out = CheckEffect::ChangesState;
  else if (text == "destructive") out = CheckEffect::Destructive;
  else return false;
  return true;
}

std::string toLower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

namespace {
bool declaresPrimaryFor(const Record& r, const std::string& lowerKey) {
  return std::any_of(r.primary_for.begin(), r.primary_for.end(),
                     [&](const std::string& p) { return toLower(p) == lowerKey; });
}
}  // namespace

Catalogue::Catalogue(std::vector<Category> categories, std::vector<Record> records)
    : categories_(std::move(categories)), records_(std::move(records)) {
  for (std::size_t i = 0; i < records_.size(); ++i) {
    const Record& r = records_[i];
    bySlug_.emplace(r.category + "/" + r.slug, i);
    auto add = [&](const std::string& key) {
      if (key.empty()) return;
      auto& v = byCode_[toLower(key)];
      if (std::find(v.begin(), v.end(), i) == v.end()) v.push_back(i);
    };
    add(r.code);
    for (const auto& a : r.aliases) add(a);
  }
  for (auto& entry : byCode_) {
    const std::string& key = entry.first;  // a plain name: clang 14 cannot capture structured bindings
    auto& v = entry.second;
    std::stable_sort(v.begin(), v.end(), [&](std::size_t a, std::size_t b) {
      const bool ca = toLower(records_[a].code) == key, cb = toLower(records_[b].code) == key;
      if (ca != cb) return ca;  // a record whose own code is the key before one that aliases it
      // an error's record before a linter rule's of the same spelling (rustc's E0308, pylint's)
      if (records_[a].tool.empty() != records_[b].tool.empty()) return records_[a].tool.empty();
      const bool fa = declaresPrimaryFor(records_[a], key), fb = declaresPrimaryFor(records_[b], key);
      if (fa != fb) return fa;  // then the one the catalogue names for a shared alias
      return records_[a].primary && !records_[b].primary;
    });
  }
}

const Category* Catalogue::category(std::string_view id) const {
  for (const auto& c : categories_)
    if (c.id == id) return &c;
  return nullptr;
}

std::size_t Catalogue::countIn(std::string_view category) const {
  return static_cast<std::size_t>(std::count_if(records_.begin(), records_.end(),
                                                [&](const Record& r) { return r.category == category; }));
}

const Record* Catalogue::bySlug(std::string_view category, std::string_view slug) const {
  std::string key(category);
  key += '/';
  key += slug;
  auto it = bySlug_.find(key);
  return it == bySlug_.end() ? nullptr : &records_[it->second];
}

const Record* Catalogue::primaryFor(std::string_view category, std::string_view code) const {
  auto it = byCode_.find(toLower(code));
  if (it == byCode_.end()) return nullptr;
  // In the order the constructor sorted: the record whose own code it is, the one named
  // primary_for a shared alias, then primary records.
  const Record* fallback = nullptr;
  for (std::size_t i : it->second) {
    const Record& r = records_[i];
    if (r.category != category) continue;
    if (toLower(r.code) == it->first || declaresPrimaryFor(r, it->first)) return &r;
    if (r.primary && !fallback) fallback = &r;
  }
  if (fallback) return fallback;
  for (std::size_t i : it->second)
    if (records_[i].category == category) return &records_[i];
  return nullptr;
}

const Record* Catalogue::find(std::string_view category, std::string_view slugOrCode) const {
  if (const Record* r = bySlug(category, slugOrCode)) return r;
  return primaryFor(category, slugOrCode);
}

std::vector<const Record*> Catalogue::byCode(std::string_view key) const {
  std::vector<const Record*> out;
  auto it = byCode_.find(toLower(key));
  if (it == byCode_.end()) return out;
  for (std::size_t i : it->second) out.push_back(&records_[i]);
  return out;
}

}  // namespace errknow::core
