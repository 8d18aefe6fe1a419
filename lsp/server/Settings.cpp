// Reading the language server's settings. See Settings.h.
#include "server/Settings.h"

#include <fnmatch.h>

namespace errknow::lsp {
namespace {
using Json = rpc::Json;

void str(const Json& j, const char* key, std::string& into, std::vector<std::string>& problems) {
  if (!j.contains(key)) return;
  if (j[key].is_string()) into = j[key].get<std::string>();
  else problems.push_back(std::string("setting ") + key + " must be a string");
}

void strings(const Json& j, const char* key, std::vector<std::string>& into, std::vector<std::string>& problems) {
  if (!j.contains(key)) return;
  const Json& v = j[key];
  if (!v.is_array() || !std::all_of(v.begin(), v.end(), [](const Json& x) { return x.is_string(); })) {
    problems.push_back(std::string("setting ") + key + " must be a list of strings");
    return;
  }
  into.clear();
  for (const auto& x : v) into.push_back(x.get<std::string>());
}
}  // namespace

std::vector<std::string> Settings::apply(const Json& in) {
  std::vector<std::string> problems;
  if (!in.is_object()) return problems;
  const Json& j = in.contains("errknow") && in["errknow"].is_object() ? in["errknow"] : in;
  str(j, "mode", mode, problems);
  if (mode != "embedded" && mode != "remote") {
    problems.push_back("setting mode must be \"embedded\" or \"remote\"; using embedded");
    mode = "embedded";
  }
  str(j, "backendUrl", backendUrl, problems);
  str(j, "apiKey", apiKey, problems);
  str(j, "pageBase", pageBase, problems);
  strings(j, "diagnosticLanguages", diagnosticLanguages, problems);
  strings(j, "diagnosticPatterns", diagnosticPatterns, problems);
  if (j.contains("aiActions")) {
    if (j["aiActions"].is_boolean()) aiActions = j["aiActions"].get<bool>();
    else problems.push_back("setting aiActions must be true or false");
  }
  return problems;
}

bool Settings::wantsDiagnostics(const std::string& uri, const std::string& languageId) const {
  if (std::find(diagnosticLanguages.begin(), diagnosticLanguages.end(), languageId) != diagnosticLanguages.end())
    return true;
  const auto slash = uri.rfind('/');
  const std::string name = slash == std::string::npos ? uri : uri.substr(slash + 1);
  for (const auto& p : diagnosticPatterns)
    if (fnmatch(p.c_str(), name.c_str(), 0) == 0) return true;
  return false;
}

}  // namespace errknow::lsp
