// A quick parse of the usual request body, a JSON object whose members are all strings, booleans
// or null ({"error": "...", "language": "python"}), into the same value the general parser makes.
// Anything else (nested values, numbers, \u escapes of surrogates, a doubt of any kind) is left to
// the general parser: the quick path never decides that a body is invalid.
#pragma once

#include <optional>
#include <string_view>

#include "errknow/wire/Json.h"

namespace errknow::wire {

// The object, or nullopt when `text` is not such an object. `text` must be valid UTF-8.
std::optional<Json> parseFlatObject(std::string_view text);

}  // namespace errknow::wire
