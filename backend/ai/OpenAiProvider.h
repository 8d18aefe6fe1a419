// The `openai` AI provider: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI,
// Ollama, llama.cpp's server, vLLM) through libcurl. It sends the detected record and its findings,
// the signals, the builtin analysis as a starting point, and the input with secrets redacted
// (core::redactSecrets), asks for a JSON object of the `ai` shape (`response_format`), and checks
// the answer: a wrong shape, invalid JSON, an answer over 1 MiB, an HTTP error or a timeout is a
// failure (the route answers `ai: {"error": ...}` and does not charge the AI quota). One retry on a
// 5xx or a dropped connection; none after a timeout. Thread-safe: one curl handle per call.
#pragma once

#include <string>

#include "ai/AiProvider.h"

namespace errknow::backend {

struct OpenAiSettings {
  std::string baseUrl;  // ".../v1" (then "/chat/completions" is added) or a full chat-completions URL
  std::string model;
  std::string apiKey;   // sent as "Authorization: Bearer" (and "api-key" for Azure hosts); may be empty
  long timeoutMs = 30000;         // the whole exchange, per attempt
  long connectTimeoutMs = 5000;
  std::size_t maxAnswerBytes = 1u << 20;
  std::size_t maxInputBytes = 32u * 1024;  // of the (redacted) input sent
};

class OpenAiProvider final : public AiProvider {
 public:
  explicit OpenAiProvider(OpenAiSettings settings);
  AiResult analyze(const std::string& input, const core::Analysis& analysis) override;

  // The chat-completions URL the settings lead to.
  const std::string& endpoint() const { return endpoint_; }

 private:
  OpenAiSettings settings_;
  std::string endpoint_;
};

}  // namespace errknow::backend
