// The placeholder vocabulary and the substitution of values into a record's steps.
#include "errknow/core/Placeholders.h"

#include <algorithm>

namespace errknow::core {
namespace {

bool isLowerAlpha(char c) { return c >= 'a' && c <= 'z'; }
bool isNameChar(char c) { return isLowerAlpha(c) || (c >= '0' && c <= '9') || c == '_'; }

}  // namespace

const std::vector<std::string>& placeholderNames() {
  // What a step may name. Keep catalogue/README.md's table in step with this list.
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v = {
        "account",   "address",   "argument",  "branch",     "bucket",    "certificate", "chart",     "class",
        "cluster",   "code",      "column",    "command",    "commit",    "constraint",  "container", "context",
        "crate",     "database",  "dependency", "deployment", "device",   "directory",   "domain",    "email",
        "extension", "field",     "file",      "function",   "gem",       "group",       "header",    "host",
        "image",     "index",     "instance",  "interpreter", "job",      "key",         "library",   "line",
        "method",    "module",    "name",      "namespace",  "node",      "operation",   "origin",    "package",
        "path",      "pid",       "plugin",    "pod",        "port",      "process",     "profile",   "program",
        "project",   "property",  "protocol",  "query",      "queue",     "region",      "registry",  "release",
        "remote",    "repository", "resource", "role",       "rule",      "schema",      "secret",    "service",
        "setting",   "signal",    "status",    "step",       "subscription", "symbol",   "table",     "tag",
        "target",    "task",      "tenant",    "topic",      "type",      "unit",        "url",       "user",
        "value",     "variable",  "version",   "volume",     "workflow",  "zone"};
    std::sort(v.begin(), v.end());
    return v;
  }();
  return names;
}

bool isPlaceholderName(std::string_view name) {
  const auto& v = placeholderNames();
  return std::binary_search(v.begin(), v.end(), name, [](std::string_view a, std::string_view b) { return a < b; });
}

std::vector<PlaceholderUse> findPlaceholders(std::string_view text) {
  std::vector<PlaceholderUse> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '{') {
      ++i;
      continue;
    }
    if (text[i] != '{' || i + 1 >= text.size() || !isLowerAlpha(text[i + 1])) continue;
    std::size_t j = i + 1;
    while (j < text.size() && isNameChar(text[j])) ++j;
    if (j < text.size() && text[j] == '}') {
      out.push_back({std::string(text.substr(i + 1, j - i - 1)), i, j + 1});
      i = j;
    }
  }
  return out;
}

bool hasPlaceholders(std::string_view text) {
  return text.find('{') != std::string_view::npos && (text.find("\\{") != std::string_view::npos || !findPlaceholders(text).empty());
}

const std::string* placeholderValue(const PlaceholderValues& values, std::string_view name) {
  for (const auto& [k, v] : values)
    if (k == name) return &v;
  return nullptr;
}

std::string fillPlaceholders(std::string_view text, const PlaceholderValues& values) {
  if (text.find('{') == std::string_view::npos) return std::string(text);
  std::string out;
  out.reserve(text.size() + 16);
  std::size_t at = 0;
  for (const auto& u : findPlaceholders(text)) {
    // Escaped braces before this placeholder.
    std::string_view before = text.substr(at, u.begin - at);
    for (std::size_t k = 0; k < before.size(); ++k) {
      if (before[k] == '\\' && k + 1 < before.size() && before[k + 1] == '{') continue;
      out += before[k];
    }
    if (!isPlaceholderName(u.name)) {
      out.append(text.substr(u.begin, u.end - u.begin));
    } else if (const std::string* v = placeholderValue(values, u.name)) {
      out += *v;
    } else {
      out += '<';
      out += u.name;
      out += '>';
    }
    at = u.end;
  }
  std::string_view rest = text.substr(at);
  for (std::size_t k = 0; k < rest.size(); ++k) {
    if (rest[k] == '\\' && k + 1 < rest.size() && rest[k + 1] == '{') continue;
    out += rest[k];
  }
  return out;
}

}  // namespace errknow::core
