// Removing secrets before text is sent to the backend. See Redact.h.
#include "errknow/core/Redact.h"

#include <re2/re2.h>

#include <memory>
#include <utility>
#include <vector>

namespace errknow::core {
namespace {

struct Rule {
  std::unique_ptr<RE2> re;
  std::string rewrite;
};

const std::vector<Rule>& rules() {
  static const std::vector<Rule> r = [] {
    std::vector<std::pair<const char*, const char*>> spec = {
        // PEM private keys, whole blocks.
        {R"((?s)-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?-----END [A-Z0-9 ]*PRIVATE KEY-----)", "[REDACTED PRIVATE KEY]"},
        // Authorization headers and bearer tokens.
        {R"((?i)(authorization\s*[:=]\s*(?:bearer|basic|token|digest)?\s*)[^\s"',]+)", "\\1[REDACTED]"},
        {R"((?i)\b(bearer\s+)[A-Za-z0-9._~+/=-]{8,})", "\\1[REDACTED]"},
        // user:password@ in URLs.
        {R"(([a-zA-Z][a-zA-Z0-9+.-]*://[^/\s:@]+:)[^@\s/]+@)", "\\1[REDACTED]@"},
        // JWTs.
        {R"(\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,})", "[REDACTED JWT]"},
        // AWS access key ids and secret keys.
        {R"(\b(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}\b)", "[REDACTED AWS KEY]"},
        {R"((?i)(aws_secret_access_key\s*[=:]\s*)\S+)", "\\1[REDACTED]"},
        // API keys with well-known prefixes.
        {R"(\b(?:ek_[A-Za-z0-9]{20,}|sk-[A-Za-z0-9_-]{20,}|ghp_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20,})\b)",
         "[REDACTED KEY]"},
        // password=..., secret: ..., api_key="..." and the like.
        {R"((?i)((?:password|passwd|pwd|secret|token|api[_-]?key)["']?\s*[=:]\s*)("[^"]*"|'[^']*'|[^\s,;&]+))",
         "\\1[REDACTED]"},
    };
    std::vector<Rule> out;
    for (const auto& [pattern, rewrite] : spec) {
      RE2::Options o;
      o.set_log_errors(false);
      o.set_max_mem(64 << 20);
      out.push_back(Rule{std::make_unique<RE2>(pattern, o), rewrite});
    }
    return out;
  }();
  return r;
}

}  // namespace

std::string redactSecrets(const std::string& text) {
  std::string out = text;
  for (const auto& rule : rules())
    if (rule.re->ok()) RE2::GlobalReplace(&out, *rule.re, rule.rewrite);
  return out;
}

}  // namespace errknow::core
