// The website's analyze page (/analyze, and the box on the home page): the form, and the analysis
// of a pasted error rendered as a page from the API's own answer (wire::analysisText, so the
// page and POST /api/v1/analyze never differ): the detected error with its confidence in words,
// the steps filled with the user's values, the other findings of a log, the alternatives, and the
// pasted text with the evidence lines marked. Every shown text has its secrets redacted first.
#pragma once

#include <string>

#include "errknow/wire/Json.h"

namespace errknow::backend::web {

struct AnalyzeForm {
  std::string token;     // the form's CSRF token
  std::string text;      // the text area's content (already redacted)
  std::string language;  // canonical language id, or empty
  std::string problem;   // shown above the form when not empty (a refused or empty post)
};

// Stands for the form's token in the cached home page; Website::home puts the request's token there.
inline constexpr const char* kFormTokenSlot = "\x01token\x01";

// The form alone (the home page's main box and the top of /analyze).
std::string renderAnalyzeForm(const AnalyzeForm& form, const std::string& idPrefix);
// The whole /analyze page; `analysis` is the API's answer for `form.text`, or null for the blank form.
std::string renderAnalyzePage(const AnalyzeForm& form, const wire::Json* analysis, const std::string& baseUrl);
// "likely", "possible", "a guess" or "not recognised", from an answer's confidence and flags.
std::string confidenceInWords(double confidence, bool generic, bool unrecognised);

}  // namespace errknow::backend::web
