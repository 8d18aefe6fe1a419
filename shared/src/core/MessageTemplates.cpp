// Message templates compiled into expressions with named captures. See MessageTemplates.h.
#include "MessageTemplates.h"

#include <re2/re2.h>

#include <algorithm>

namespace errknow::core {

namespace {
// What a template's placeholders become in its expression.
enum class Values {
  Captured,  // a vocabulary placeholder is a named capture shaped by the character after it
  Matched,   // every placeholder, of the vocabulary or not, is any text (no captures)
};

// The expression for one line of a template.
std::string expressionOf(const std::string& line, Values values) {
  const auto uses = findPlaceholders(line);
  std::string rx;
  std::vector<std::string> seen;
  std::size_t at = 0;
  for (const auto& u : uses) {
    rx += RE2::QuoteMeta(line.substr(at, u.begin - at));
    at = u.end;
    switch (values) {
      case Values::Matched:
        rx += "(?:.+?)";
        continue;
      case Values::Captured:
        break;
    }
    const char next = u.end < line.size() ? line[u.end] : '\0';
    std::string body;
    if (next == '\'' || next == '"' || next == ')' || next == ']' || next == '`')
      body = std::string("[^\\n") + (next == ']' ? "\\]" : std::string(1, next)) + "]+";
    else if (next == '\0')
      body = "\\S+";
    else
      body = ".+?";
    const bool capture = isPlaceholderName(u.name) && std::find(seen.begin(), seen.end(), u.name) == seen.end();
    if (capture) seen.push_back(u.name);
    rx += capture ? "(?P<" + u.name + ">" + body + ")" : "(?:" + body + ")";
  }
  rx += RE2::QuoteMeta(line.substr(at));
  return rx;
}
}  // namespace

std::string MessageTemplates::expressionFor(const std::string& message) {
  // The first line of the template: most pastes hold it whole, later lines vary.
  const std::string first = message.substr(0, message.find('\n'));
  const auto uses = findPlaceholders(first);
  const bool named = std::any_of(uses.begin(), uses.end(), [](const auto& u) { return isPlaceholderName(u.name); });
  return named ? expressionOf(first, Values::Captured) : std::string();
}

std::string_view MessageTemplates::longestLiteral(std::string_view messageTemplate) {
  const std::string_view first = messageTemplate.substr(0, messageTemplate.find('\n'));
  std::string_view literal;
  std::size_t at = 0;
  for (const auto& u : findPlaceholders(first)) {
    if (u.begin - at > literal.size()) literal = first.substr(at, u.begin - at);
    at = u.end;
  }
  if (first.size() - at > literal.size()) literal = first.substr(at);
  return literal;
}

bool MessageTemplates::matchesWhole(const std::string& messageTemplate, std::string_view text) {
  auto firstLine = [](std::string_view s) {
    s = s.substr(0, s.find('\n'));
    while (!s.empty() && (s.back() == ' ' || s.back() == '.' || s.back() == '\r')) s.remove_suffix(1);
    return s;
  };
  const std::string first(firstLine(messageTemplate));
  text = firstLine(text);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  RE2::Options options;
  options.set_log_errors(false);
  options.set_max_mem(1 << 20);
  options.set_case_sensitive(false);
  const RE2 re(expressionOf(first, Values::Matched), options);
  return re.ok() && RE2::FullMatch(re2::StringPiece(text.data(), text.size()), re);
}

MessageTemplates::MessageTemplates(const Catalogue& catalogue) : catalogue_(catalogue) {
  const std::size_t n = catalogue.records().size();
  byRecord_ = std::make_unique<Compiled[]>(n);
  hasTemplate_.assign(n, false);
  needles_.resize(n);
  stepNames_.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Record& r = catalogue.records()[i];
    auto& names = stepNames_[i];
    auto want = [&](const std::string& s) {
      for (const auto& u : findPlaceholders(s))
        if (isPlaceholderName(u.name) && std::find(names.begin(), names.end(), u.name) == names.end()) names.push_back(u.name);
    };
    for (const auto& s : r.causes) want(s);
    for (const auto& s : r.quick_fix) want(s);
    for (const auto& f : r.platform_fixes)
      for (const auto& s : f.steps) want(s);
    for (const auto& c : r.checks) {
      want(c.step);
      want(c.check);
    }
    // Whether the template names a vocabulary placeholder on its first line; if so, its longest
    // literal part: a text without it cannot match, so RE2 need not run.
    const std::string& message = r.message;
    const std::string first = message.substr(0, message.find('\n'));
    const auto uses = findPlaceholders(first);
    hasTemplate_[i] = std::any_of(uses.begin(), uses.end(), [](const auto& u) { return isPlaceholderName(u.name); });
    if (!hasTemplate_[i]) continue;
    needles_[i] = std::string(longestLiteral(first));
    if (needles_[i].find('\\') != std::string::npos) needles_[i].clear();  // an escape: not literal as written
  }
}

const RE2* MessageTemplates::expression(std::size_t slot) const {
  Compiled& c = byRecord_[slot];
  std::call_once(c.once, [&] {
    const std::string rx = expressionFor(catalogue_.records()[slot].message);
    if (rx.empty()) return;
    RE2::Options o;
    o.set_log_errors(false);
    o.set_max_mem(1 << 20);
    auto re = std::make_unique<RE2>(rx, o);
    if (re->ok()) c.re = std::move(re);
  });
  return c.re.get();
}

MessageTemplates::~MessageTemplates() = default;

const std::vector<std::string>& MessageTemplates::stepNames(const Record& record) const {
  static const std::vector<std::string> none;
  const auto& recs = catalogue_.records();
  if (recs.empty() || &record < recs.data() || &record >= recs.data() + recs.size()) return none;
  return stepNames_[static_cast<std::size_t>(&record - recs.data())];
}

namespace {
// Adds the named groups of re's first match in text to values (first value of a name wins).
void captureWith(const RE2& re, const std::string& text, PlaceholderValues& values) {
  const int n = re.NumberOfCapturingGroups();
  std::vector<re2::StringPiece> groups(static_cast<std::size_t>(n) + 1);
  if (!re.Match(text, 0, text.size(), RE2::UNANCHORED, groups.data(), n + 1)) return;
  for (const auto& [name, index] : re.NamedCapturingGroups()) {
    const re2::StringPiece& g = groups[static_cast<std::size_t>(index)];
    if (g.empty() || g.size() > 200 || placeholderValue(values, name)) continue;
    values.emplace_back(name, std::string(g.data(), g.size()));
  }
}
}  // namespace

void MessageTemplates::capture(const Record& record, const std::string& text, PlaceholderValues& values) const {
  const auto& recs = catalogue_.records();
  if (recs.empty() || &record < recs.data() || &record >= recs.data() + recs.size()) return;
  const std::size_t slot = static_cast<std::size_t>(&record - recs.data());
  if (!hasTemplate_[slot]) return;
  if (!needles_[slot].empty() && text.find(needles_[slot]) == std::string::npos) return;
  if (const RE2* re = expression(slot)) captureWith(*re, text, values);
}

void MessageTemplates::captureOnce(const std::string& messageTemplate, const std::string& text,
                                   PlaceholderValues& values) {
  const std::string expr = expressionFor(messageTemplate);
  if (expr.empty()) return;
  RE2::Options options;
  options.set_log_errors(false);
  options.set_max_mem(1 << 20);
  const RE2 re(expr, options);
  if (re.ok()) captureWith(re, text, values);
}

}  // namespace errknow::core
