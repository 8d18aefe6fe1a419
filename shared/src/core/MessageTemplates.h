// The records' message templates as expressions: `No module named '{module}'` becomes an RE2 with
// a named capture for each vocabulary placeholder, so that the user's text fills the record's
// steps. Each is compiled on its first use (an analyzer starts without compiling thousands), only
// for templates that name a vocabulary placeholder.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
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
  // capture() for one template outside any catalogue, compiled for this call (a linter's rule
  // record against the one diagnostic an editor asks about).
  static void captureOnce(const std::string& messageTemplate, const std::string& text, PlaceholderValues& values);
  // Whether a message is the template's first line with values in its placeholders, as a whole
  // (case and a final full stop aside): a catch-all rule's variant is told apart by its message.
  static bool matchesWhole(const std::string& messageTemplate, std::string_view text);
  // The longest literal part of the template's first line (between its placeholders): a text
  // without it cannot match, so an expression need not run on it.
  static std::string_view longestLiteral(std::string_view messageTemplate);

 private:
  // A record's template expression, compiled on first use.
  struct Compiled {
    std::once_flag once;
    std::unique_ptr<re2::RE2> re;  // null when the template names no placeholder or does not compile
  };
  const re2::RE2* expression(std::size_t slot) const;

  const Catalogue& catalogue_;
  std::unique_ptr<Compiled[]> byRecord_;  // index of the record in the catalogue
  std::vector<bool> hasTemplate_;  // by the same index: the template names a vocabulary placeholder
  std::vector<std::string> needles_;  // by the same index: the template's longest literal part
  std::vector<std::vector<std::string>> stepNames_;  // by the same index
};

}  // namespace errknow::core
