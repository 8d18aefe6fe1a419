// The records' message templates as expressions: `No module named '{module}'` becomes an RE2 with
// a named capture for each vocabulary placeholder, so that the user's text fills the record's
// steps. Compiled once per catalogue, only for templates that name a vocabulary placeholder.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "errknow/core/Catalogue.h"
#include "errknow/core/Placeholders.h"

namespace re2 {
class RE2;
}

namespace errknow::core {

class MessageTemplates {
 public:
  explicit MessageTemplates(const Catalogue& catalogue);
  ~MessageTemplates();
  // Adds to values the parts of the record's template that match text (first value wins).
  void capture(const Record& record, const std::string& text, PlaceholderValues& values) const;
  // The vocabulary names the record's steps use (causes, fixes, platform fixes, checks), found
  // once at start.
  const std::vector<std::string>& stepNames(const Record& record) const;
  // The expression for a template (empty when it names no vocabulary placeholder), for tests.
  static std::string expressionFor(const std::string& message);

 private:
  const Catalogue& catalogue_;
  std::vector<std::unique_ptr<re2::RE2>> byRecord_;  // index of the record in the catalogue; null when none
  std::vector<std::string> needles_;  // by the same index: the template's longest literal part
  std::vector<std::vector<std::string>> stepNames_;  // by the same index
};

}  // namespace errknow::core
