// The rules for a record's steps (causes, quick fixes, platform fixes, checks): placeholders come
// from the vocabulary, and no step carries a value that belongs to the user (an email, an IP
// address, or, inside a command, a port, host or path seen in the record's own examples).
#pragma once

#include <string>
#include <vector>

#include "errknow/core/Record.h"

namespace errknow::catalogue {

// Every step of the record, in order: causes, quick_fix, platform_fixes, checks (step and check).
std::vector<std::string> recordSteps(const core::Record& r);

// The problems with the record's steps, one sentence each (empty when it follows the rules).
std::vector<std::string> stepProblems(const core::Record& r);

}  // namespace errknow::catalogue
