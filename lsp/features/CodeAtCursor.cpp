// The error code under the cursor. See CodeAtCursor.h.
#include "features/CodeAtCursor.h"

#include <cctype>
#include <regex>

namespace errknow::lsp {
namespace {

bool tokenChar(char c) {
  const auto u = static_cast<unsigned char>(c);
  return std::isalnum(u) || c == '_' || c == '.' || c == '-' || c == '$';
}

bool allDigits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

std::string lowerCopy(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// A symbolic code, not a word: ECONNREFUSED, E0308, TS2322, ERR_X, NullPointerException, 42P01.
bool looksLikeCode(std::string_view s) {
  if (s.size() < 3) return false;
  int upper = 0, digits = 0, underscores = 0;
  for (char c : s) {
    upper += std::isupper(static_cast<unsigned char>(c)) ? 1 : 0;
    digits += std::isdigit(static_cast<unsigned char>(c)) ? 1 : 0;
    underscores += c == '_';
  }
  if (digits > 0 && (upper > 0 || std::islower(static_cast<unsigned char>(s[0])) == 0)) return true;  // E0308, TS2322, 42P01
  if (underscores > 0 && upper > 0) return true;                                                     // ERR_X, SQLITE_BUSY
  if (upper == static_cast<int>(s.size()) && s.size() >= 4) return true;                              // ECONNREFUSED, EPERM
  if (upper >= 2 && std::isupper(static_cast<unsigned char>(s[0]))) return true;                      // NullPointerException
  return false;
}

// What a line must say for a bare number on it to be read as a code (compiled once).
const std::regex& httpContext() {
  static const std::regex r(R"(http|status|response|code|error|fail|returned|\bres\b|\bgot\b|upstream|server)", std::regex::icase);
  return r;
}
const std::regex& mysqlContext() {
  static const std::regex r(R"(mysql|mariadb|ERROR \d{4} \(|errno|sql)", std::regex::icase);
  return r;
}
const std::regex& sqlstateContext() {
  static const std::regex r(R"(sqlstate|postgres|psql|\bpg\b|pq:|code)", std::regex::icase);
  return r;
}

bool lineSays(std::string_view line, const std::regex& context) {
  return std::regex_search(line.begin(), line.end(), context);
}

}  // namespace

std::vector<CodeAtCursor> codesAtCursor(std::string_view line, std::size_t at,
                                        const std::function<bool(const std::string&)>& isKnown) {
  std::vector<CodeAtCursor> out;
  if (at > line.size() || line.size() > 100000) return out;
  std::size_t b = at, e = at;
  while (b > 0 && tokenChar(line[b - 1])) --b;
  while (e < line.size() && tokenChar(line[e])) ++e;
  if (b == e) return out;
  std::string_view token = line.substr(b, e - b);
  // Trim punctuation that ends sentences or joins words.
  while (!token.empty() && (token.back() == '.' || token.back() == '-')) token.remove_suffix(1), --e;
  while (!token.empty() && (token.front() == '.' || token.front() == '-' || token.front() == '$')) token.remove_prefix(1), ++b;
  if (token.empty() || token.size() > 120) return out;

  auto add = [&](std::string code, std::string hint, std::size_t tb, std::size_t te) {
    for (const auto& c : out)
      if (lowerCopy(c.code) == lowerCopy(code)) return;
    out.push_back({std::move(code), std::move(hint), tb, te});
  };

  if (allDigits(token)) {
    const std::size_t n = token.size();
    const bool quoted = b > 0 && e < line.size() && (line[b - 1] == '\'' || line[b - 1] == '"') && line[e] == line[b - 1];
    const int value = n <= 6 ? std::stoi(std::string(token)) : -1;
    if (n == 3 && value >= 100 && value <= 599 &&
        lineSays(line, httpContext()))
      add(std::string(token), "http", b, e);
    if (n == 4 && value >= 1000 && value <= 4999 && lineSays(line, mysqlContext()))
      add(std::string(token), "mysql", b, e);
    if (n == 5 && (quoted || lineSays(line, sqlstateContext())))
      add(std::string(token), "postgresql", b, e);
    for (auto& c : out)
      if (!isKnown(c.code)) c.code.clear();
    std::erase_if(out, [](const CodeAtCursor& c) { return c.code.empty(); });
    return out;
  }

  // The whole token (java.lang.NullPointerException, ORA-00942), then its last dotted segment.
  const std::string whole(token);
  if (looksLikeCode(whole) && isKnown(whole)) add(whole, "", b, e);
  const auto dot = whole.rfind('.');
  if (dot != std::string::npos && dot + 1 < whole.size()) {
    const std::string last = whole.substr(dot + 1);
    const std::size_t lb = b + dot + 1;
    if (at >= lb || out.empty())
      if (looksLikeCode(last) && isKnown(last)) add(last, "", lb, e);
  }
  return out;
}

}  // namespace errknow::lsp
