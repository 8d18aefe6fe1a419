// Where the language server's answers come from. Features ask this interface and get the API's
// JSON shapes (the wire layer's analysis and record objects), whether the answer was computed
// here from the embedded catalogue or fetched from errknow-server in remote mode; features then
// convert those shapes to LSP's. Implementations are thread-safe.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "errknow/rpc/Message.h"

namespace errknow::lsp {

using Json = rpc::Json;

class Knowledge {
 public:
  virtual ~Knowledge() = default;
  // POST /api/v1/analyze's answer (without ai) for this text.
  virtual Json analyze(const std::string& text, const std::string& language) = 0;
  // The same with `ai: true`: the answer carries `ai`, the deep analysis (the builtin one offline,
  // the backend's provider in remote mode) or {"error": ...} when the provider failed.
  virtual Json deepAnalysis(const std::string& text, const std::string& language) = 0;
  // The records whose code or alias is `code` (any category), as GET /api/v1/errors answers them,
  // the one of `preferredCategory` first when there is one.
  virtual std::vector<Json> recordsForCode(const std::string& code, const std::string& preferredCategory) = 0;
  // Whether `code` is any record's code or alias (a cheap test, for hover on every word).
  virtual bool isKnownCode(const std::string& code) = 0;
  // A linter's or language server's diagnostic matched to its rule record by source and code
  // (core/DiagnosticTools.h); the record as GET /api/v1/errors answers it.
  struct Rule {
    bool toolKnown = false;  // the source is a tool whose rules the catalogue holds
    bool compiler = false;   // that tool is a compiler's front end (unknown codes are analysed as text)
    bool ruleGiven = false;  // the diagnostic names a rule id (in its code, message or link)
    std::string toolId;      // the tool's id (core/DiagnosticTools.h), when known
    // The rule's record; when it is another tool's (Ruff's reimplementation of a flake8 rule), its
    // `suppress` lines are the diagnostic's own tool's.
    std::optional<Json> record;
  };
  virtual Rule ruleFor(const std::string& source, const std::string& code, const std::string& message,
                       const std::string& href) = 0;
  // The rule record of a tool named in a suppression comment or config (`# noqa: E501` → flake8 or
  // ruff, whichever `toolIds` lists first that has the rule), or nullopt.
  virtual std::optional<Json> ruleById(const std::vector<std::string>& toolIds, const std::string& rule) = 0;
  // The base of the `url` fields this source builds itself (the pageBase setting); a source whose
  // URLs come from elsewhere ignores it.
  virtual void setPageBase(const std::string& /*base*/) {}
};

// Whether an analysis finding (or a whole analysis, whose top level is its first finding) is a
// real recognition worth showing: not the fallback, and not a full-text guess of low confidence.
inline bool isRecognised(const Json& finding) {
  const Json d = finding.value("detected", Json::object());
  if (d.value("category", "") == "general" || d.value("code", "") == "unrecognized") return false;
  // A generic answer that names only the ecosystem ("Python error") explains nothing in an editor;
  // one that carries the error's own code or exception name (CS0246, FrobnicateError) does.
  if (d.value("generic", false) && finding.value("evidence", Json::array()).size() == 1 &&
      finding["evidence"][0].value("kind", "") == "ecosystem")
    return false;
  const Json evidence = finding.value("evidence", Json::array());
  const bool onlySearch = std::all_of(evidence.begin(), evidence.end(),
                                      [](const Json& e) { return e.value("kind", "") == "search"; });
  return !onlySearch || d.value("confidence", 0.0) >= 0.5;
}

// The embedded catalogue (or a compiled catalogue file when `cataloguePath` is set) and the
// analyzer, offline. `pageBase` is the base of the `url` fields. Throws std::runtime_error when
// the catalogue cannot be opened.
std::unique_ptr<Knowledge> makeEmbeddedKnowledge(const std::string& cataloguePath, const std::string& pageBase);

}  // namespace errknow::lsp
