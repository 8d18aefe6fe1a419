// Whether a stack frame is library code (a runtime, a standard library, an installed package, a
// framework) rather than the user's own: one notion for the analyzer's signals (`user_code` in
// the API's frames) and for the deep analysis's choice of the frame to blame.
#pragma once

#include <string_view>

namespace errknow::core {

// True for the paths and function names of runtimes, standard libraries, package caches and
// frameworks. Either argument may be empty.
bool isLibraryFrame(std::string_view file, std::string_view function);

}  // namespace errknow::core
