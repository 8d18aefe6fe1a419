// Reading the Authorization header: the Bearer scheme as RFC 9110 defines it (the scheme's name in
// any case, one or more spaces before the credentials), and Basic, which errknow does not accept.
#pragma once

#include <string>
#include <string_view>

namespace errknow::backend {

// The credentials of a Bearer header ("bearer  KEY" gives "KEY"); empty for any other scheme.
std::string bearerKey(std::string_view authorization);
// Whether the header uses the Basic scheme (answered with a message that says to use Bearer).
bool isBasicAuth(std::string_view authorization);

}  // namespace errknow::backend
