// The catalogue's data model: one Record per known error, grouped in Categories. These are plain
// values with no behaviour; the YAML loader (catalogue/compiler) and the SQLite store
// (shared/store) fill them, the analyzer and the front ends read them.
#pragma once

#include <string>
#include <vector>

namespace errknow::core {

enum class CheckEffect { ReadOnly, ChangesState, Destructive };

// "read-only", "changes-state", "destructive"; parse returns false on anything else.
const char* effectName(CheckEffect effect);
bool parseEffect(const std::string& text, CheckEffect& out);

struct Check {
  std::string step;
  std::string check;
  CheckEffect effect = CheckEffect::ReadOnly;
};

struct Example {
  std::string text;
  std::string language;  // empty when unknown
  std::string platform;  // empty when unknown
  std::string source;    // "captured" or "cited"
  std::string script;    // captured: the script and case that printed it
  std::string url;       // cited: where the exact text appears
  // An example of a rule record (`tool:`) is a diagnostic: `text` is its message, these its
  // `source` and `code` as the tool published them (DiagnosticTools.h).
  std::string diagnostic_source;
  std::string diagnostic_code;
};

struct Pattern {
  std::string regex;  // RE2 syntax, matched in multi-line mode against normalised text
  double weight = 0.5;
};

struct PlatformFix {
  std::string platform;  // lowercase platform id
  std::vector<std::string> steps;
};

struct RecordRef {
  std::string category;
  std::string slug;
};

struct Record {
  std::string category;
  std::string slug;
  std::string code;
  std::vector<std::string> aliases;
  // Aliases this record answers for where other records of its category share them (MySQL 1146
  // for SQLSTATE 42S02): what /errors/{category}/{alias} returns. Each is one of `aliases`.
  std::vector<std::string> primary_for;
  std::string title;
  std::string message;  // the literal text the tool prints, may be empty
  std::string meaning;
  std::string likely_area;
  bool primary = true;
  std::string depth = "full";  // "full", "indexed" or "generic" (the ecosystem's answer when no specific record fits)
  // What the error relays, when it is not the root: "failure" (it only reports that a command or
  // step failed: make's `Error 1`, npm's ELIFECYCLE), "exception" (an exception that carries the
  // error it wraps: RuntimeException, AggregateException), "aside" (an error that is mostly a
  // harmless aside when another one follows: git's destination path already exists, docker rm
  // given no container); empty for the others.
  std::string wraps;
  // A rule of a linter or language server (issue 31): the tool's id (DiagnosticTools.h). Such a
  // record is recognised by a diagnostic's source and code, so it needs no pattern.
  std::string tool;
  // How to silence the rule where it is intended: the comment or config line naming it
  // (`# noqa: E501`, `[tool.ruff.lint] ignore = ["E501"]`), one per entry.
  std::vector<std::string> suppress;
  std::vector<std::string> languages;
  std::vector<std::string> platforms;
  std::vector<std::string> causes;
  std::vector<std::string> quick_fix;
  std::vector<PlatformFix> platform_fixes;
  std::vector<Check> checks;
  std::vector<Example> examples;
  std::vector<RecordRef> related;
  std::vector<Pattern> patterns;
};

// Whether the record is its category's generic answer (depth: generic): it names the ecosystem,
// not the error.
inline bool isGeneric(const Record& r) { return r.depth == "generic"; }

struct Category {
  std::string id;
  std::string name;
  std::string description;
};

}  // namespace errknow::core
