// Reads the catalogue's YAML sources (catalogue/<category>/<slug>.yaml, categories.yaml,
// retired.yaml) into core records, reporting every structural problem with its file and line.
// Only the catalogue compiler reads YAML; everything at run time reads the compiled SQLite.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "errknow/core/Record.h"

namespace errknow::catalogue {

struct Problem {
  std::string file;  // path as given, relative to the catalogue directory's parent when possible
  int line = 0;      // 1-based, 0 when the whole file is at fault
  std::string message;
};

// Where a record's parts stand in its file (1-based lines; 0 when absent), for the checker's
// messages.
struct RecordLines {
  std::map<std::string, int> keys;   // top-level key -> line
  std::vector<int> examples;         // each example's line
  std::vector<int> patterns;         // each pattern's line
  int line(const std::string& key) const {
    auto it = keys.find(key);
    return it == keys.end() ? 0 : it->second;
  }
};

struct LoadedCatalogue {
  std::vector<core::Category> categories;
  std::vector<core::Record> records;
  std::vector<std::string> recordFiles;    // parallel to records
  std::vector<RecordLines> recordLines;    // parallel to records
  std::vector<std::string> retired;        // "category/slug" that may never be used again
  std::vector<Problem> problems;
};

LoadedCatalogue loadCatalogueDir(const std::string& dir);

std::string formatProblem(const Problem& p);

}  // namespace errknow::catalogue
