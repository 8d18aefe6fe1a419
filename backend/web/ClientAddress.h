// The address of the client behind a request: the peer's address, or, when the peer is one of the
// configured trusted proxies (nginx in front of errknow-server), the last address in
// X-Forwarded-For that is not itself a trusted proxy. A header from any other peer is ignored, so
// a client cannot choose the address its limits are counted under.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace errknow::backend::web {

// `forwardedFor`: every X-Forwarded-For header of the request, in order (joined with commas).
std::string clientAddress(const std::string& peer, std::string_view forwardedFor, const std::vector<std::string>& trustedProxies);

}  // namespace errknow::backend::web
