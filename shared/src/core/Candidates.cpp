// The candidates stage: every record the text points at (its patterns in one scan, the codes the
// signals found), the generic answers (an exception or a code the catalogue does not know by
// name), and full-text search when nothing else fired.
#include <algorithm>
#include <set>
#include <tuple>
#include <unordered_map>

#include "AnalysisStages.h"
#include "SignalTriggers.h"
#include "errknow/core/DiagnosticTools.h"

namespace errknow::core::stages {

std::string_view utf8Prefix(std::string_view s, std::size_t maxBytes) {
  if (s.size() <= maxBytes) return s;
  std::size_t n = maxBytes;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80) --n;
  return s.substr(0, n);
}

bool startsWithCausedBy(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
  return text.substr(i, 10) == "Caused by:";
}

bool startsAtStatusWord(std::string_view text, std::size_t at) {
  const std::string_view rest = text.substr(at, 6);
  return triggers::caselessEquals(rest, "status") || triggers::caselessEquals(rest.substr(0, 4), "code");
}

namespace {
// The rule id as the pasted diagnostic spells it, a view into the diagnostic's own fields (the
// evidence outlives the match).
std::string_view ruleAsWritten(const PastedDiagnostic& pd, const std::string& rule) {
  for (const std::string* field : {&pd.code, &pd.message, &pd.href, &pd.source})
    if (const std::size_t at = field->find(rule); !rule.empty() && at != std::string::npos)
      return std::string_view(*field).substr(at, rule.size());
  return pd.code.empty() ? std::string_view(pd.source) : std::string_view(pd.code);
}
}  // namespace

std::vector<Work> collectCandidates(const Context& ctx, const std::vector<PatternMatch>& matches,
                                    const std::vector<PatternOwner>& owners) {
  const NormalizedText& nt = ctx.text;
  std::unordered_map<const Record*, Work> work;
  auto add = [&](const Record* r, double w, int line, SeenEvidence ev) {
    auto& wk = work[r];
    wk.record = r;
    wk.hits.push_back({w, line, ev});
  };

  // Patterns, all in one scan.
  for (const auto& m : matches) {
    if (m.id < 0 || static_cast<std::size_t>(m.id) >= owners.size()) continue;
    if (m.begin > m.end || m.end > nt.text.size()) continue;  // a scanner's fault must not become ours
    const PatternOwner& o = owners[static_cast<std::size_t>(m.id)];
    // A match that starts at the `status` or `code` of a process's `exit status` / `exited with
    // code` reads an exit status as something else (cargo's `(exit status: 101)` is no HTTP 101);
    // the signals' HTTP shapes skip it the same way. Exit-status records match from `exit`.
    if (startsAtStatusWord(nt.text, m.begin) && triggers::exitStatusAt(nt.text, m.begin)) continue;
    const std::size_t li = nt.lineAt(m.begin);
    const std::string_view matched = utf8Prefix(std::string_view(nt.text).substr(m.begin, m.end - m.begin), 200);
    add(o.record, o.weight, nt.lines[li].number, {"pattern", matched, nt.lines[li].number, nt.line(li)});
  }

  // Codes found in the text.
  std::set<std::tuple<const Record*, std::string_view, int>> seenCode;  // record, code text, line
  for (const auto& tok : ctx.signals.codes) {
    if (tok.kind == "rule") continue;  // a pasted diagnostic's rule: answered below, through matchRule
    for (const Record* r : ctx.catalogue.byCode(tok.text)) {
      // A linter's rule is found by its patterns, by a diagnostic's source and code
      // (DiagnosticTools.h), or by a code the text says is that linter's (`clippy::NAME`), never
      // by a code-shaped word: pylint's E0401 is not rustc's.
      if (r->tool != tok.tool) continue;
      if (!tok.category.empty() && r->category != tok.category) continue;
      // A SQLSTATE printed by MySQL's client belongs to mysql; others keep their category.
      if (tok.kind == "sqlstate" && tok.category.empty() && r->category != "postgresql" && r->category != "mysql")
        continue;
      if (tok.kind == "exit_status" && !isSystemCategory(r->category)) continue;
      // An all-capitals word found in running text (ERROR, EOF) names a code only when it is
      // spelled exactly like one: "ERROR" is not JavaScript's Error.
      if (tok.kind == "errno" && r->code != tok.text &&
          std::find(r->aliases.begin(), r->aliases.end(), tok.text) == r->aliases.end())
        continue;
      // A language's base class (`Error:`, `Exception:`) names that language's record, not a
      // record of a tool whose own code is the same word (a pod's `Error` state, Helm's `Error:`).
      if (tok.kind == "exception" && isBaseExceptionName(tok.text) && !isLanguageCategory(r->category)) continue;
      if (isGeneric(*r) && tok.kind != "exception") continue;  // a generic record answers through addGenericCandidates
      // An exception's name is shared by the records of its many messages (86 TypeErrors, 57
      // ValueErrors): the name alone points at its primary record; another one of them needs its
      // own message among the patterns' matches first (patterns are collected above).
      if (tok.kind == "exception" && !r->primary && !work.count(r)) continue;
      // Nor is a language's exception of that name one where the text plainly comes from another
      // language (Python's TimeoutError beside a Node.js trace's DOMException [TimeoutError]).
      if (tok.kind == "exception" && !work.count(r) && ctx.ecosystems.excludesLanguage(r->category)) continue;
      if (!seenCode.insert({r, tok.text, tok.line}).second) continue;
      const double w = r->primary ? tok.weight : tok.weight * 0.9;
      add(r, w, tok.line, {"code", tok.text, tok.line, nt.line(tok.lineIndex)});
    }
  }

  // Diagnostics pasted as JSON: their tool's rule, found as the language server finds an editor's
  // (the rule in the code, the message or the link; a rule the tool took from another tool).
  for (const auto& pd : ctx.signals.pastedDiagnostics) {
    const RuleMatch m = matchRule(ctx.catalogue, {pd.source, pd.code, pd.message, pd.href});
    if (!m.record) continue;
    add(m.record, 0.95, pd.line, {"code", ruleAsWritten(pd, m.rule), pd.line, nt.line(pd.lineIndex)});
  }

  std::vector<Work> out;
  out.reserve(work.size());
  for (auto& [r, wk] : work) {
    std::sort(wk.hits.begin(), wk.hits.end(), [](const Hit& a, const Hit& b) {
      if (a.weight != b.weight) return a.weight > b.weight;
      return a.line < b.line;
    });
    wk.line = wk.hits.front().line;
    wk.code = r->code;
    out.push_back(std::move(wk));
  }
  return out;
}

namespace {

const Record* genericFor(const Context& ctx, std::string_view category) {
  auto it = ctx.generics.find(std::string(category));
  return it == ctx.generics.end() ? nullptr : it->second;
}

bool covered(const std::vector<Work>& cands, const Record* r) {
  return std::any_of(cands.begin(), cands.end(), [&](const Work& w) { return w.record == r; });
}

}  // namespace

void addGenericCandidates(const Context& ctx, std::vector<Work>& cands) {
  const NormalizedText& nt = ctx.text;
  // An exception the catalogue does not know by name: the language's generic entry, reporting the
  // name found as its code.
  {
    const CodeToken* unknown = nullptr;
    for (const auto& t : ctx.signals.codes) {
      if (t.kind != "exception" || t.weight < 0.6) continue;
      const std::size_t dot = t.text.rfind('.');
      const std::string simple = dot == std::string::npos ? t.text : t.text.substr(dot + 1);
      if (ctx.catalogue.byCode(t.text).empty() && ctx.catalogue.byCode(simple).empty()) unknown = &t;  // the last one
    }
    // The ecosystem whose package the exception lives in (Gradle's TaskExecutionException);
    // else the most specific ecosystem (a Django app's exception is Django's), unless the
    // exception comes from a language trace that ecosystem is not part of (a Python error in a
    // docker log).
    const Record* generic = nullptr;
    if (unknown)
      if (const std::string owner = categoryOfQualifiedName(unknown->text); !owner.empty()) generic = genericFor(ctx, owner);
    if (!generic) {
      const std::string langCat = categoryForLanguage(ctx.signals.language);
      std::string cat = ctx.ecosystems.specificCategory();
      if (cat.empty() || isLayerCategory(cat) || (!langCat.empty() && !ecosystemWithin(cat, langCat))) cat = langCat;
      if (cat.empty()) cat = categoryForLanguage(ctx.hint);  // the hint decides what the text leaves open
      generic = cat.empty() ? nullptr : genericFor(ctx, cat);
    }
    if (generic && unknown && !covered(cands, generic)) {
      const std::size_t dot = unknown->text.rfind('.');
      Work wk{generic, {}, 0.45, unknown->line, dot == std::string::npos ? unknown->text : unknown->text.substr(dot + 1)};
      wk.hits.push_back({0.45, unknown->line, {"code", unknown->text, unknown->line, nt.line(unknown->lineIndex)}});
      cands.push_back(std::move(wk));
    }
  }
  // A code in a known shape that no record of its category has (`CS9999`, `TS9999`, a SQLSTATE):
  // the category's generic record, with that code, so that the answer names the error's own code.
  auto shaped = [&](const std::string& code, const std::string& category, int line, std::size_t lineIndex) {
    if (category.empty()) return;
    const auto known = ctx.catalogue.byCode(code);
    if (std::any_of(known.begin(), known.end(), [&](const Record* r) { return r->category == category; })) return;
    // The code's shape alone is not enough (a klog line starts with E0418): the category needs
    // evidence besides the code.
    if (ctx.ecosystems.categoryScore(category) < 3) return;
    const Record* generic = genericFor(ctx, category);
    if (!generic || covered(cands, generic)) return;
    Work wk{generic, {}, 0.5, line, code};
    wk.hits.push_back({0.5, line, {"code", code, line, nt.line(lineIndex)}});
    cands.push_back(std::move(wk));
  };
  for (const auto& t : ctx.signals.codes) {
    if (t.kind == "exception" || t.kind == "exit_status" || t.kind == "errno") continue;
    std::string category = t.category;
    // Kinds several ecosystems share: a SQLSTATE is PostgreSQL's or MySQL's, whichever the text
    // shows more of; a Node `ERR_*` code is JavaScript's.
    if (category.empty() && t.kind == "sqlstate")
      category = ctx.ecosystems.categoryScore("mysql") > ctx.ecosystems.categoryScore("postgresql") ? "mysql" : "postgresql";
    if (category.empty() && t.kind == "node_code" && t.text.rfind("ERR_", 0) == 0) category = "javascript";
    shaped(t.text, category, t.line, t.lineIndex);
  }
  for (const auto& c : ctx.ecosystems.codes) shaped(c.code, c.category, c.line, c.lineIndex);
}

bool addSearchCandidates(const Context& ctx, const Searcher* searcher, std::string& query, std::vector<Work>& cands) {
  const NormalizedText& nt = ctx.text;
  if (!searcher || nt.text.empty()) return false;
  // Only hits of the ecosystem the text shows can answer (Ranking's grounding): search no other.
  const std::string category = searchCategory(ctx);
  if (category.empty()) return false;
  // Query with the lines that look most like an error.
  for (std::size_t i = 0; i < nt.lines.size() && query.size() < 400; ++i) {
    const std::string l = toLower(nt.line(i));
    if (l.find("error") != std::string::npos || l.find("fail") != std::string::npos ||
        l.find("fatal") != std::string::npos || l.find("denied") != std::string::npos ||
        l.find("refused") != std::string::npos || l.find("not found") != std::string::npos ||
        l.find("cannot") != std::string::npos || l.find("unable") != std::string::npos ||
        l.find("invalid") != std::string::npos || l.find("exception") != std::string::npos) {
      query += utf8Prefix(nt.line(i), 200);
      query += ' ';
    }
  }
  if (query.empty()) query = std::string(utf8Prefix(nt.text, 300));
  bool any = false;
  for (const auto& h : searcher->searchText(query, 6, category)) {
    if (isGeneric(*h.record)) continue;
    Work wk{h.record, {}, 0.15 + 0.3 * h.score, 0, h.record->code};
    wk.hits.push_back({wk.score, 0, {"search", utf8Prefix(query, 120), 0, ""}});
    cands.push_back(std::move(wk));
    any = true;
  }
  return any;
}

void addEcosystemGeneric(const Context& ctx, std::vector<Work>& cands, std::string_view except) {
  const std::string category = ctx.ecosystems.specificCategory(except);
  const Record* generic = category.empty() ? nullptr : genericFor(ctx, category);
  if (!generic || covered(cands, generic)) return;
  Work wk{generic, {}, 0.3, 0, generic->code};
  wk.hits.push_back({0.3, 0, {"ecosystem", generic->category, 0, ""}});
  cands.push_back(std::move(wk));
}

}  // namespace errknow::core::stages
