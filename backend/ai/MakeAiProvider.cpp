// Choosing the AI provider from the settings (validated by loadServerConfig).
#include "ai/MakeAiProvider.h"

#include "ai/BuiltinAiProvider.h"
#include "ai/OpenAiProvider.h"

namespace errknow::backend {

std::unique_ptr<AiProvider> makeAiProvider(const ServerConfig& config) {
  if (config.aiProvider == "openai") {
    OpenAiSettings s;
    s.baseUrl = config.aiBaseUrl;
    s.model = config.aiModel;
    s.apiKey = config.aiApiKey;
    s.timeoutMs = static_cast<long>(config.aiTimeoutSeconds) * 1000;
    return std::make_unique<OpenAiProvider>(std::move(s));
  }
  if (config.aiProvider == "none") return std::make_unique<UnavailableAiProvider>();
  return std::make_unique<BuiltinAiProvider>();
}

}  // namespace errknow::backend
