// The accepted values of the `language` hint: canonical ids and the aliases editors send
// (VS Code and Neovim language ids), matched case-insensitively.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace errknow::core {

// The canonical id for a name or alias ("js" -> "javascript", "C++" -> "cpp"), or nullopt.
std::optional<std::string> canonicalLanguage(std::string_view name);
// Every canonical id, in documentation order.
const std::vector<std::string>& languageIds();
// "python, javascript (js, node, ...), ..." for error messages and docs.
std::string describeLanguages();

}  // namespace errknow::core
