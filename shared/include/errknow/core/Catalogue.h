// The in-memory catalogue: categories and records with the look-ups every front end needs
// (by category and slug, by code or alias). Immutable after construction and so safe to share
// between threads.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "errknow/core/Record.h"

namespace errknow::core {

class Catalogue {
 public:
  Catalogue() = default;
  Catalogue(std::vector<Category> categories, std::vector<Record> records);

  const std::vector<Category>& categories() const { return categories_; }
  const std::vector<Record>& records() const { return records_; }
  const Category* category(std::string_view id) const;
  std::size_t countIn(std::string_view category) const;

  // The record with this slug in the category, or else the primary record whose code or alias
  // equals key (case-insensitive). nullptr when neither exists.
  const Record* find(std::string_view category, std::string_view slugOrCode) const;
  const Record* bySlug(std::string_view category, std::string_view slug) const;
  // Every record, in any category, whose code or an alias equals key (case-insensitive),
  // primaries first.
  std::vector<const Record*> byCode(std::string_view key) const;
  // The primary record for a code within one category (nullptr when none).
  const Record* primaryFor(std::string_view category, std::string_view code) const;

 private:
  std::vector<Category> categories_;
  std::vector<Record> records_;
  std::map<std::string, std::size_t, std::less<>> bySlug_;             // "cat/slug"
  std::unordered_map<std::string, std::vector<std::size_t>> byCode_;  // lower(code or alias)
};

std::string toLower(std::string_view text);

}  // namespace errknow::core
