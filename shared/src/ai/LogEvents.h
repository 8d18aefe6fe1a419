// A log's failures in order: the lines that report an error (levels ERROR/FATAL/CRITICAL/SEVERE/
// PANIC, "error:", "failed", exceptions), with repeats folded (the same line with other numbers is
// one event), so that the analysis can name the first failure and what followed it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "errknow/core/Normalizer.h"

namespace errknow::ai {

struct LogEvent {
  std::size_t lineIndex = 0;
  int inputLine = 0;
  int repeats = 1;  // how many lines folded into this event
};

// Failures in input order, at most `limit` distinct ones; stack-frame lines are not events.
std::vector<LogEvent> findFailureEvents(const core::NormalizedText& text, std::size_t limit = 20);

}  // namespace errknow::ai
