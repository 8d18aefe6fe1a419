// The placeholders of the catalogue's steps: `{port}`, `{module}`, `{branch}`, ... name the parts of
// a cause, fix or check that come from the user's own text. One vocabulary of names for every
// record (catalogue/README.md lists them and `errknow catalogue check` refuses any other); the
// analysis fills each one it can from the input (Filling.cpp) and one it cannot is shown as
// `<port>`. `\{` writes a literal brace. Plain functions over strings, no state.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace errknow::core {

// Values found in the input, by placeholder name; the first value of a name wins.
using PlaceholderValues = std::vector<std::pair<std::string, std::string>>;

// Every name of the vocabulary, sorted.
const std::vector<std::string>& placeholderNames();
bool isPlaceholderName(std::string_view name);

struct PlaceholderUse {
  std::string name;
  std::size_t begin = 0;  // offset of '{'
  std::size_t end = 0;    // one past '}'
};
// Every `{name}` in text (name: a lower-case letter, then lower-case letters, digits or '_'), not
// escaped by a backslash, whether or not the name is in the vocabulary.
std::vector<PlaceholderUse> findPlaceholders(std::string_view text);

// Whether text holds a placeholder or an escaped brace, i.e. whether fillPlaceholders can change it.
bool hasPlaceholders(std::string_view text);

// The text with each vocabulary placeholder replaced by its value, or by `<name>` when values has
// none, and `\{` by `{`. Anything else is left as it is.
std::string fillPlaceholders(std::string_view text, const PlaceholderValues& values);

// The value of a name in values, or nullptr.
const std::string* placeholderValue(const PlaceholderValues& values, std::string_view name);

}  // namespace errknow::core
