// The catalogue's proof. See Checker.h for the list of rules; catalogue/README.md explains them
// to record authors.
#include "errknow/catalogue/Checker.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "errknow/core/Analyzer.h"
#include "errknow/core/Catalogue.h"
#include "errknow/core/DiagnosticTools.h"
#include "errknow/core/PatternScanner.h"
#include "StepRules.h"

namespace errknow::catalogue {
namespace {

// Masks what differs between records that say the same thing about different codes: quoted
// names, numbers and code-like tokens; lowercases and folds spaces.
std::string mask(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\'' || c == '"' || c == '`') {
      const std::size_t end = s.find(c, i + 1);
      if (end != std::string::npos && end - i < 80) {
        out += 'Q';
        i = end;
        continue;
      }
    }
    if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i + 1 < s.size() && std::isalnum(static_cast<unsigned char>(s[i + 1]))) ++i;
      out += 'N';
      continue;
    }
    if (std::isupper(static_cast<unsigned char>(c))) {  // a code-like token: two or more capitals/digits/_
      std::size_t j = i;
      while (j < s.size() && (std::isupper(static_cast<unsigned char>(s[j])) || std::isdigit(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      if (j - i >= 3) {
        out += 'C';
        i = j - 1;
        continue;
      }
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  while (!out.empty() && (out.back() == ' ' || out.back() == '.')) out.pop_back();
  return out;
}

std::set<std::string> words(const std::string& s) {
  static const std::set<std::string> stop = {"a", "an", "the", "is", "was", "of", "to", "in", "on", "for", "and", "or",
                                             "not", "be", "it", "this", "that", "with", "by", "as", "at", "error"};
  std::set<std::string> out;
  std::string cur;
  for (char c : s + " ") {
    if (std::isalnum(static_cast<unsigned char>(c))) cur += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else {
      if (!cur.empty() && !stop.count(cur)) out.insert(cur);
      cur.clear();
    }
  }
  return out;
}

// The title of a rule record with its literal message and its final parenthesised part (the tool
// and the rule id) cut out: what it says beyond the text the editor already shows.
std::string titleBeyondMessage(const core::Record& r) {
  std::string title = r.title, lower;
  std::string message = r.message.substr(0, r.message.find('\n'));
  while (!message.empty() && (message.back() == '.' || message.back() == ' ')) message.pop_back();
  for (char c : title) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  std::string needle;
  for (char c : message) needle += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!needle.empty())
    for (std::size_t at = lower.find(needle); at != std::string::npos; at = lower.find(needle)) {
      title.erase(at, needle.size());
      lower.erase(at, needle.size());
    }
  // The trailing "(Tool rule-id)" group, with any groups nested in it.
  while (!title.empty() && title.back() == ' ') title.pop_back();
  if (!title.empty() && title.back() == ')') {
    int depth = 0;
    for (std::size_t k = title.size(); k-- > 0;) {
      if (title[k] == ')') ++depth;
      else if (title[k] == '(' && --depth == 0) {
        title.erase(k);
        break;
      }
    }
  }
  return title;
}

// An alias that several records of a category share (SQLSTATE 42S02 for six MySQL errors) must
// name the one that /errors/{category}/{alias} answers: exactly one record lists it in
// `primary_for`, unless all of them have one code, whose primary record then answers. An alias
// that is some record's own code needs nothing: that record answers.
template <typename Add>
void checkSharedAliases(const std::vector<core::Record>& recs,
                        const std::map<std::string, std::vector<std::size_t>>& byCode, Add add) {
  std::map<std::string, std::vector<std::size_t>> byAlias;  // "category/lower(alias)"
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const auto& r = recs[i];
    for (const auto& a : r.aliases) {
      auto& v = byAlias[r.category + "/" + core::toLower(a)];
      if (std::find(v.begin(), v.end(), i) == v.end()) v.push_back(i);
    }
    for (const auto& p : r.primary_for) {
      const bool isAlias = std::any_of(r.aliases.begin(), r.aliases.end(),
                                       [&](const std::string& a) { return core::toLower(a) == core::toLower(p); });
      if (!isAlias) add(i, "primary_for '" + p + "' is not one of the record's aliases");
    }
  }
  for (const auto& [alias, idx] : byAlias) {
    if (idx.size() < 2 || byCode.count(alias)) continue;
    std::vector<std::size_t> declared;
    std::set<std::string> codes;
    std::string names;
    for (std::size_t i : idx) {
      codes.insert(core::toLower(recs[i].code));
      names += " " + recs[i].slug;
      const std::string bare = alias.substr(alias.find('/') + 1);
      for (const auto& p : recs[i].primary_for)
        if (core::toLower(p) == bare) declared.push_back(i);
    }
    if (declared.size() > 1)
      add(declared.front(), "alias " + alias + " has more than one primary_for record:" + names);
    else if (declared.empty() && codes.size() > 1)
      add(idx.front(), "alias " + alias + " is shared by records of different codes (" + names.substr(1) +
                           "): list it in primary_for of the one people meet most");
  }
  for (std::size_t i = 0; i < recs.size(); ++i)
    for (const auto& p : recs[i].primary_for) {
      const auto it = byAlias.find(recs[i].category + "/" + core::toLower(p));
      if (it != byAlias.end() && it->second.size() < 2)
        add(i, "primary_for '" + p + "': no other record of the category has this alias");
    }
}

}  // namespace

std::vector<Problem> checkCatalogue(const LoadedCatalogue& loaded, CheckSummary* summary) {
  std::vector<Problem> problems = loaded.problems;
  const auto& recs = loaded.records;
  auto fileOf = [&](std::size_t i) { return loaded.recordFiles[i]; };
  auto lines = [&](std::size_t i) -> const RecordLines& {
    static const RecordLines none;
    return i < loaded.recordLines.size() ? loaded.recordLines[i] : none;
  };
  auto add = [&](std::size_t i, const std::string& msg, int line = 0) { problems.push_back({fileOf(i), line, msg}); };
  auto at = [&](std::size_t i, const std::string& key) { return lines(i).line(key); };
  auto nth = [](const std::vector<int>& v, std::size_t k) { return k < v.size() ? v[k] : 0; };

  std::set<std::string> retired(loaded.retired.begin(), loaded.retired.end());
  std::map<std::string, std::size_t> slugs;
  std::map<std::string, std::vector<std::size_t>> byCode;  // "category/lower(code)"
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const auto& r = recs[i];
    const std::string key = r.category + "/" + r.slug;
    if (!slugs.emplace(key, i).second) add(i, "duplicate slug " + key);
    if (retired.count(key)) add(i, "slug " + key + " is retired and may never be used again (retired.yaml)");
    byCode[r.category + "/" + core::toLower(r.code)].push_back(i);
  }
  for (const auto& [code, idx] : byCode) {
    std::size_t primaries = 0;
    for (std::size_t i : idx) primaries += recs[i].primary ? 1 : 0;
    if (primaries > 1) {
      std::string names;
      for (std::size_t i : idx)
        if (recs[i].primary) names += " " + recs[i].slug;
      add(idx.front(), "two or more primary records for code " + code + ":" + names + " (mark variants primary: false)");
    }
    if (primaries == 0) add(idx.front(), "no primary record for code " + code + " (one record must be primary: true)");
  }
  checkSharedAliases(recs, byCode, add);

  {  // Exactly one generic record per category: the ecosystem's answer when nothing specific fits.
    std::map<std::string, std::vector<std::size_t>> generics;
    for (std::size_t i = 0; i < recs.size(); ++i)
      if (core::isGeneric(recs[i])) generics[recs[i].category].push_back(i);
    for (const auto& c : loaded.categories) {
      const auto it = generics.find(c.id);
      if (it == generics.end()) problems.push_back({"categories.yaml", 0, "category " + c.id + " has no generic record (depth: generic)"});
      else if (it->second.size() > 1) add(it->second[1], "a second generic record in category " + c.id + " (there is one per category)");
    }
  }

  for (std::size_t i = 0; i < recs.size(); ++i) {
    const auto& r = recs[i];
    const bool general = r.category == "general";
    const bool full = r.depth == "full";
    const bool generic = core::isGeneric(r);
    const std::size_t minCauses = full ? 2 : 1, minFixes = full ? 2 : 1, minChecks = full ? 2 : 1;
    if (r.causes.size() < minCauses)
      add(i, "needs at least " + std::to_string(minCauses) + " causes (" + r.depth + ")", at(i, "causes"));
    if (r.quick_fix.size() < minFixes)
      add(i, "needs at least " + std::to_string(minFixes) + " quick_fix steps (" + r.depth + ")", at(i, "quick_fix"));
    if (r.checks.size() < minChecks)
      add(i, "needs at least " + std::to_string(minChecks) + " checks (" + r.depth + ")", at(i, "checks"));
    // A full error record shows the error as people meet it more than once (other values, another
    // release's wording); a rule's diagnostic is one tool's fixed text, so one example proves it.
    const std::size_t minExamples = !full || general ? 0 : r.tool.empty() ? 2 : 1;
    if (r.examples.size() < minExamples)
      add(i, "needs at least " + std::to_string(minExamples) + " real example" + (minExamples > 1 ? "s" : "") + " (full)");
    if (r.patterns.empty() && !general && !generic && r.tool.empty()) add(i, "needs at least 1 pattern");
    // A rule of a linter: how to silence it where it is intended, each line naming the rule.
    if (!r.tool.empty() && r.suppress.empty()) add(i, "a rule record (tool) needs at least 1 suppress line", at(i, "tool"));
    if (r.tool.empty() && !r.suppress.empty()) add(i, "'suppress' is for rule records (tool:) only", at(i, "suppress"));
    for (const auto& line : r.suppress) {
      const bool names = line.find(r.code) != std::string::npos ||
                         std::any_of(r.aliases.begin(), r.aliases.end(), [&](const std::string& a) { return line.find(a) != std::string::npos; });
      if (!names) add(i, "a suppress line must name the rule (its code or an alias): " + line, at(i, "suppress"));
    }
    for (std::size_t k = 0; k < r.examples.size(); ++k)
      if (r.tool.empty() && !r.examples[k].diagnostic_source.empty())
        add(i, "diagnostic_source is for examples of rule records (tool:) only", nth(lines(i).examples, k));
    if (generic && !r.primary) add(i, "a generic record is its category's primary answer (primary: true)");
    for (const auto& p : stepProblems(r)) add(i, p);
    for (const auto& c : r.checks)
      if (c.step.empty() || c.check.empty()) add(i, "a check has an empty step or check");
    for (const auto& ref : r.related) {
      const std::string key = ref.category + "/" + ref.slug;
      if (retired.count(key)) add(i, "related link " + key + " points at a retired slug", at(i, "related"));
      else if (!slugs.count(key)) add(i, "related link " + key + " does not resolve", at(i, "related"));
      else if (key == r.category + "/" + r.slug) add(i, "related link points at the record itself", at(i, "related"));
    }
    for (std::size_t k = 0; k < r.patterns.size(); ++k) {
      std::string err;
      if (!core::checkPattern(r.patterns[k].regex, err))
        add(i, "pattern " + std::to_string(k + 1) + " does not compile: " + err, nth(lines(i).patterns, k));
    }
    // A draft from an importer (catalogue/importers) whose prose was never written.
    {
      bool unwritten = r.meaning == "TODO" || r.likely_area == "TODO";
      for (const auto& s : r.causes) unwritten = unwritten || s == "TODO";
      for (const auto& s : r.quick_fix) unwritten = unwritten || s == "TODO";
      for (const auto& c : r.checks) unwritten = unwritten || c.step == "TODO" || c.check == "TODO";
      if (unwritten) add(i, "unwritten prose: an importer's draft still says TODO (write it, then move it here)");
    }
    // A meaning that only restates the title.
    const auto mw = words(r.meaning), tw = words(r.title);
    if (!mw.empty() && std::includes(tw.begin(), tw.end(), mw.begin(), mw.end()))
      add(i, "filler: the meaning only restates the title", at(i, "meaning"));
    if (r.meaning.size() < 25) add(i, "filler: the meaning is too short to explain anything", at(i, "meaning"));
    // A linter's rule whose title only repeats the literal message explains nothing the editor
    // does not already show: the title names the concept in words of its own too.
    if (!r.tool.empty() && !r.message.empty() && r.message.find('{') == std::string::npos &&
        words(titleBeyondMessage(r)).size() < 2)
      add(i, "filler: the title only repeats the rule's message; name what it means in other words", at(i, "title"));
  }

  // Masked duplicates across records: the same meaning, cause or fix once names are masked.
  {
    std::map<std::string, std::vector<std::size_t>> meanings, repeated;
    for (std::size_t i = 0; i < recs.size(); ++i) {
      meanings[mask(recs[i].meaning)].push_back(i);
      std::set<std::string> own;
      for (const auto& s : recs[i].causes) own.insert(mask(s));
      for (const auto& s : recs[i].quick_fix) own.insert(mask(s));
      for (const auto& s : own) repeated[s].push_back(i);
    }
    for (const auto& [m, idx] : meanings)
      if (idx.size() > 1)
        for (std::size_t i : idx) add(i, "filler: the same meaning as " + recs[idx[i == idx.front() ? 1 : 0]].category + "/" + recs[idx[i == idx.front() ? 1 : 0]].slug + " once names are masked");
    for (const auto& [m, idx] : repeated)
      if (idx.size() > 2 && m.size() > 0)
        for (std::size_t i : idx)
          add(i, "filler: a cause or fix repeated in " + std::to_string(idx.size()) + " records: \"" + m.substr(0, 80) + "\"");
  }

  // The proof: every example is detected first as its own record.
  std::vector<core::Category> cats = loaded.categories;
  core::Catalogue catalogue(cats, recs);
  core::Analyzer analyzer(catalogue);
  for (const auto& e : analyzer.patternErrors()) problems.push_back({"catalogue", 0, "pattern: " + e});
  std::size_t examples = 0, proved = 0;
  for (std::size_t i = 0; i < recs.size(); ++i) {
    const core::Record& r = catalogue.records()[i];
    for (std::size_t k = 0; k < r.examples.size(); ++k) {
      ++examples;
      const core::Example& e = r.examples[k];
      if (!e.diagnostic_source.empty()) {  // a diagnostic: its source and code lead to this record
        const core::RuleMatch m = core::matchRule(
            catalogue, {e.diagnostic_source, e.diagnostic_code.empty() ? r.code : e.diagnostic_code, e.text, ""});
        if (m.record == &r) ++proved;
        else
          add(i,
              "example " + std::to_string(k + 1) + " (source " + e.diagnostic_source + ") is matched to " +
                  (m.record ? m.record->category + "/" + m.record->slug : std::string(m.tool ? "no rule" : "no known tool")) +
                  ", not to this record",
              nth(lines(i).examples, k));
        continue;
      }
      const auto a = analyzer.analyze(r.examples[k].text, r.examples[k].language);
      const core::Record* got = a.findings.empty() ? nullptr : a.findings.front().detected.record;
      if (got == &r) {
        ++proved;
        continue;
      }
      add(i,
          "example " + std::to_string(k + 1) + " is detected as " +
              (got ? got->category + "/" + got->slug : std::string("nothing")) + ", not as this record",
          nth(lines(i).examples, k));
    }
  }
  if (summary) {
    summary->records = recs.size();
    summary->examples = examples;
    summary->examplesProved = proved;
  }
  std::stable_sort(problems.begin(), problems.end(), [](const Problem& a, const Problem& b) {
    if (a.file != b.file) return a.file < b.file;
    return a.line < b.line;
  });
  return problems;
}

}  // namespace errknow::catalogue
