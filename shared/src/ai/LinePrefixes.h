// Container log prefixes taken off before the builtin analysis reads an input: `docker compose
// logs` ("web-1  | ") and `kubectl logs --prefix` ("[pod/api-7d9/api] "). Only when most lines
// carry one, so that ordinary text with a "|" is left alone. Line numbers are kept.
#pragma once

#include "errknow/core/Normalizer.h"

namespace errknow::ai {

// `text` without those prefixes, or `text` itself when it has none.
core::NormalizedText withoutContainerPrefixes(const core::NormalizedText& text);

}  // namespace errknow::ai
