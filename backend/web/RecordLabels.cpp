// What a record page says about an example and a related record, in a reader's words: the program
// that printed an example, its language and platform (never the name of the script that captured
// it), and in a few words how a related record relates to this one.
#include "web/RecordLabels.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "errknow/core/DiagnosticTools.h"
#include "errknow/core/Ecosystems.h"

namespace errknow::backend::web {
namespace {

// The program each capture script runs (its header names the Debian packages and versions), for
// scripts that run one. Scripts that run several (tls.sh: openssl, curl, Python and Node) are
// absent: their examples are labelled by their language.
constexpr std::pair<std::string_view, std::string_view> kScriptTools[] = {
    {"angular.sh", "Angular compiler 20"},
    {"ansible.sh", "ansible-playbook"},
    {"apache.sh", "Apache httpd"},
    {"aws.sh", "boto3 1.26 (botocore 1.29)"},
    {"clang-rules.sh", "Clang 14"},
    {"clippy-rules.sh", "Clippy 1.63"},
    {"cppcheck-rules.sh", "Cppcheck"},
    {"csharp.sh", "Mono's C# compiler (mcs)"},
    {"curl.sh", "curl"},
    {"django.sh", "Django"},
    {"docker.sh", "Docker CLI 28"},
    {"dockerfile-rules.sh", "Dockerfile language server"},
    {"dotnet.sh", "Mono .NET runtime"},
    {"eslint-rules.sh", "ESLint"},
    {"fastapi.sh", "FastAPI"},
    {"flask.sh", "Flask"},
    {"gcp.sh", "Google Cloud CLI (gcloud)"},
    {"git.sh", "Git"},
    {"go.sh", "Go 1.19"},
    {"gradle.sh", "Gradle 4.4"},
    {"java.sh", "OpenJDK 17"},
    {"javac.sh", "javac (OpenJDK 17)"},
    {"javascript.sh", "Node.js 20"},
    {"kotlin.sh", "Kotlin 1.3"},
    {"kubernetes.sh", "kubectl"},
    {"maven.sh", "Apache Maven"},
    {"nginx.sh", "nginx"},
    {"node-errors.sh", "Node.js 20"},
    {"npm.sh", "npm"},
    {"php.sh", "PHP 8.2"},
    {"pip.sh", "pip"},
    {"postgresql.sh", "PostgreSQL 15"},
    {"python-messages.sh", "Python 3.11"},
    {"python.sh", "Python 3.11"},
    {"react.sh", "React 18"},
    {"redis.sh", "Redis"},
    {"ruby.sh", "Ruby 3.1"},
    {"rust-explain.sh", "rustc"},
    {"rust.sh", "rustc and cargo"},
    {"shellcheck-regs.sh", "ShellCheck"},
    {"shellcheck-rules.sh", "ShellCheck"},
    {"shellcheck.sh", "ShellCheck"},
    {"ssh.sh", "OpenSSH"},
    {"systemd.sh", "systemd"},
    {"terraform.sh", "Terraform"},
    {"typescript-eslint-rules.sh", "typescript-eslint"},
    {"typescript.sh", "TypeScript 5 (tsc)"},
    {"vite.sh", "Vite 7"},
    {"vue.sh", "Vue 3"},
    {"webpack.sh", "webpack 5"},
};

// Scripts that run several programs name the program in the case: its first or last word
// (`nginx-502-refused`, `404-wget`, `s_client-local-issuer`); an empty word is the script's default.
struct CaseTool {
  std::string_view script, word, tool;
};
constexpr CaseTool kCaseTools[] = {
    {"http.sh", "nginx", "nginx"},       {"http.sh", "wget", "wget"},          {"http.sh", "", "curl"},
    {"tls.sh", "s_client", "OpenSSL"},   {"tls.sh", "server", "OpenSSL"},      {"tls.sh", "verify", "OpenSSL"},
    {"tls.sh", "curl", "curl"},          {"tls.sh", "python", "Python 3.11"},  {"tls.sh", "node", "Node.js 20"},
    {"tls.sh", "go", "Go 1.19"},         {"tls.sh", "java", "Java 17"},        {"tls.sh", "git", "git (GnuTLS)"},
    {"tls.sh", "s_server", "OpenSSL"},   {"grpc.sh", "protoc", "protoc 3.21"},
    {"dns.sh", "dig", "dig"},            {"dns.sh", "nslookup", "nslookup"},   {"dns.sh", "host", "host"},
    {"dns.sh", "go", "Go 1.19's own resolver"},
    {"build.sh", "configure", "an Autoconf configure script"}, {"build.sh", "meson", "Meson"},
    {"build.sh", "ninja", "Ninja"},      {"build.sh", "pkg", "pkg-config"},    {"build.sh", "cmake", "CMake"},
    {"build.sh", "make", "GNU make"},
    {"helm.sh", "v4", "Helm 4.1"},       {"helm.sh", "", "Helm 3.17"},
};

constexpr std::pair<std::string_view, std::string_view> kLanguageNames[] = {
    {"c", "C"},         {"cpp", "C++"},          {"csharp", "C#"},       {"javascript", "JavaScript"},
    {"typescript", "TypeScript"}, {"python", "Python"}, {"java", "Java"}, {"kotlin", "Kotlin"},
    {"go", "Go"},       {"rust", "Rust"},        {"ruby", "Ruby"},       {"php", "PHP"},
    {"shell", "shell"}, {"sql", "SQL"},          {"cmake", "CMake"},     {"make", "make"},
    {"ninja", "Ninja"}, {"meson", "Meson"},      {"dockerfile", "Dockerfile"}, {"swift", "Swift"},
    {"dart", "Dart"},   {"yaml", "YAML"},        {"json", "JSON"},       {"html", "HTML"},
};

std::string scriptFile(const std::string& script) {
  std::string s = script.substr(0, script.find(' '));
  const auto slash = s.rfind('/');
  return slash == std::string::npos ? s : s.substr(slash + 1);
}

// The program a case of a several-program script runs, from its first or last word; the script's
// default only for an example that names no language (a Python case of http.sh is Python's).
std::string_view caseTool(std::string_view file, const core::Example& example) {
  const std::string& script = example.script;
  const auto space = script.find(' ');
  const std::string_view name = space == std::string::npos ? std::string_view() : std::string_view(script).substr(space + 1);
  const std::string_view first = name.substr(0, name.find('-'));
  const auto dash = name.rfind('-');
  const std::string_view last = dash == std::string_view::npos ? name : name.substr(dash + 1);
  for (const CaseTool& c : kCaseTools)
    if (c.script == file && !c.word.empty() && (c.word == first || c.word == last)) return c.tool;
  if (!example.language.empty()) return {};
  for (const CaseTool& c : kCaseTools)
    if (c.script == file && c.word.empty()) return c.tool;
  return {};
}

template <std::size_t N>
std::string_view lookup(const std::pair<std::string_view, std::string_view> (&table)[N], std::string_view key) {
  for (const auto& [k, v] : table)
    if (k == key) return v;
  return {};
}

// A likely_area (catalogue/README.md's vocabulary) as words in a sentence; empty for "unknown".
std::string areaWords(const std::string& area) {
  if (area.empty() || area == "unknown") return {};
  if (area == "dns" || area == "tls") return area == "dns" ? "DNS" : "TLS";
  if (area == "types") return "type";
  if (area == "permissions") return "permission";
  if (area == "resource-limits") return "resource limit";
  std::string words = area;
  std::replace(words.begin(), words.end(), '-', ' ');
  return words;
}

bool sharesCode(const core::Record& a, const core::Record& b) {
  if (a.code.empty() || b.code.empty()) return false;
  auto named = [](const core::Record& r, const std::string& code) {
    return r.code == code || std::find(r.aliases.begin(), r.aliases.end(), code) != r.aliases.end();
  };
  return named(b, a.code) || named(a, b.code);
}

}  // namespace

std::string platformName(const std::string& id) {
  if (id == "macos") return "macOS";
  if (id == "ios") return "iOS";
  if (id == "wsl") return "WSL";
  if (id == "aws") return "AWS";
  if (id == "gcp") return "Google Cloud";
  if (id == "node") return "Node.js";
  if (id == "nginx" || id == "systemd" || id == "npm") return id;  // spelt in lower case by their makers
  if (id.empty()) return id;
  std::string name = id;
  name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
  return name;
}

std::string languageName(const std::string& id) {
  const std::string_view name = lookup(kLanguageNames, id);
  return name.empty() ? id : std::string(name);
}

std::string exampleTool(const core::Record& record, const core::Example& example) {
  if (!record.tool.empty()) {
    if (const core::DiagnosticTool* t = core::diagnosticToolById(record.tool)) return std::string(t->name);
  }
  if (example.source != "captured") return {};
  const std::string file = scriptFile(example.script);
  const std::string_view tool = lookup(kScriptTools, file);
  return std::string(tool.empty() ? caseTool(file, example) : tool);
}

ExampleLabel exampleLabel(const core::Record& record, const core::Example& example) {
  ExampleLabel out;
  out.tool = exampleTool(record, example);
  if (!example.language.empty()) out.language = languageName(example.language);
  // Every captured example was printed on the project's Debian 12 machine.
  if (!example.platform.empty()) out.platform = platformName(example.platform);
  else if (example.source == "captured") out.platform = "Linux (Debian 12)";
  return out;
}

std::string relationNote(const core::Record& record, const core::Record& other, const std::string& otherCategoryName) {
  if (core::isGeneric(other)) return "the general case, when no more specific " + otherCategoryName + " error fits";
  if (core::isGeneric(record)) return "one specific case of it";
  if (!other.tool.empty() && other.tool != record.tool) {
    const core::DiagnosticTool* t = core::diagnosticToolById(other.tool);
    return "the rule of " + std::string(t ? t->name : other.tool) + " that checks for it";
  }
  if (sharesCode(record, other)) return "the same code, another cause";
  if (other.category != record.category) {
    if (core::isLayerCategory(other.category) && !core::isLayerCategory(record.category)) return "the failure underneath, as " + otherCategoryName + " reports it";
    return "the related error in " + otherCategoryName;
  }
  const std::string area = areaWords(other.likely_area), own = areaWords(record.likely_area);
  if (!area.empty() && area == own) return "another " + area + " error";
  if (!area.empty() && !own.empty()) return "a " + area + " error rather than a " + own + " one";
  return "another " + otherCategoryName + " error";
}

}  // namespace errknow::backend::web
