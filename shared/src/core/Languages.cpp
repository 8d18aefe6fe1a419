// The language hint vocabulary of POST /analyze and the editors.
#include "errknow/core/Languages.h"

#include "errknow/core/Catalogue.h"

namespace errknow::core {
namespace {

struct Lang {
  const char* id;
  std::vector<const char*> aliases;
};

const std::vector<Lang>& table() {
  static const std::vector<Lang> t = {
      {"python", {"py", "python3"}},
      {"javascript", {"js", "node", "nodejs", "javascriptreact", "jsx"}},
      {"typescript", {"ts", "typescriptreact", "tsx"}},
      {"java", {}},
      {"kotlin", {"kt"}},
      {"csharp", {"c#", "cs", "dotnet"}},
      {"go", {"golang"}},
      {"rust", {"rs"}},
      {"c", {}},
      {"cpp", {"c++", "cxx", "cc"}},
      {"ruby", {"rb"}},
      {"php", {}},
      {"sql", {"postgresql", "postgres", "mysql", "sqlite", "plsql", "pgsql"}},
      {"shell", {"sh", "bash", "zsh", "shellscript", "fish", "powershell", "ps1"}},
      {"dockerfile", {"docker"}},
      {"yaml", {"yml"}},
      {"json", {"jsonc"}},
      {"toml", {}},
      {"make", {"makefile"}},
      {"cmake", {}},
      {"log", {}},
      {"plaintext", {"text", "txt", "plain"}},
  };
  return t;
}

}  // namespace

std::optional<std::string> canonicalLanguage(std::string_view name) {
  std::string n = toLower(name);
  while (!n.empty() && (n.back() == ' ' || n.back() == '\t')) n.pop_back();
  while (!n.empty() && (n.front() == ' ' || n.front() == '\t')) n.erase(n.begin());
  for (const auto& l : table()) {
    if (n == l.id) return std::string(l.id);
    for (const char* a : l.aliases)
      if (n == a) return std::string(l.id);
  }
  return std::nullopt;
}

const std::vector<std::string>& languageIds() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> v;
    for (const auto& l : table()) v.emplace_back(l.id);
    return v;
  }();
  return ids;
}

std::string describeLanguages() {
  std::string out;
  for (const auto& l : table()) {
    if (!out.empty()) out += ", ";
    out += l.id;
    if (!l.aliases.empty()) {
      out += " (";
      for (std::size_t i = 0; i < l.aliases.size(); ++i) out += (i ? ", " : "") + std::string(l.aliases[i]);
      out += ")";
    }
  }
  return out;
}

}  // namespace errknow::core
