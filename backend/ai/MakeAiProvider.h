// The AI provider the settings name (ai_provider): builtin, openai or none.
#pragma once

#include <memory>

#include "ServerConfig.h"
#include "ai/AiProvider.h"

namespace errknow::backend {

std::unique_ptr<AiProvider> makeAiProvider(const ServerConfig& config);

}  // namespace errknow::backend
