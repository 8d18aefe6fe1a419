// What a record page says about an example and a related record, in a reader's words (the
// program that printed an example, its language and platform; how a related record relates).
#pragma once

#include <string>

#include "errknow/core/Record.h"

namespace errknow::backend::web {

// "macOS", "Linux", "Google Cloud": a platform id as people write it.
std::string platformName(const std::string& id);
// "C++", "Python", "SQL": a language id as people write it (the id itself when unknown).
std::string languageName(const std::string& id);

struct ExampleLabel {
  std::string tool;      // the program that printed it ("Python 3.11", "Pyright"); empty when unknown
  std::string language;  // "Python"; empty when the example names none
  std::string platform;  // "Linux (Debian 12)" for every captured example that names no platform
};
// The program that printed an example: a rule record's tool, else the program its capture script
// runs (empty for a cited example and for scripts that run several programs).
std::string exampleTool(const core::Record& record, const core::Example& example);
ExampleLabel exampleLabel(const core::Record& record, const core::Example& example);

// A few words on how `other` (listed under `record`'s related errors) relates to it: the general
// case, the same code with another cause, the failure underneath in a layer category, the linter
// rule that checks for it, another error of the same area.
std::string relationNote(const core::Record& record, const core::Record& other, const std::string& otherCategoryName);

}  // namespace errknow::backend::web
