// The `ai` object of the API in JSON, both ways: what the server sends (deepAnalysisJson) and the
// checked reading of an answer from elsewhere (a model's reply, the backend's answer to a remote
// client), which refuses any other shape with a sentence saying what was wrong.
#pragma once

#include <optional>
#include <string>

#include "errknow/ai/DeepAnalysis.h"
#include "errknow/wire/Json.h"

namespace errknow::ai {

// {provider, model, summary, root_cause, steps, evidence: [{line, text}], confidence}
wire::Json deepAnalysisJson(const DeepAnalysis& analysis);

// Reads an `ai` object. Required: summary and root_cause (non-empty strings), steps (1..20 strings),
// evidence (0..50 objects {line: integer >= 0, text: string}), confidence (number in [0, 1]);
// provider and model are optional strings. On a wrong shape returns nullopt and sets `problem`.
std::optional<DeepAnalysis> parseDeepAnalysis(const wire::Json& json, std::string& problem);

// The deep analysis as Markdown for people (the CLI and the language server show it).
std::string deepAnalysisMarkdown(const DeepAnalysis& analysis);

}  // namespace errknow::ai
