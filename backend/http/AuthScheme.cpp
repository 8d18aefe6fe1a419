// The Authorization header's scheme and credentials. See AuthScheme.h.
#include "AuthScheme.h"

#include <cctype>

namespace errknow::backend {
namespace {

// Whether the header is `scheme` (any case) and one or more spaces; then `credentials` is the rest.
bool credentialsAfter(std::string_view header, std::string_view scheme, std::string_view& credentials) {
  if (header.size() <= scheme.size()) return false;
  for (std::size_t i = 0; i < scheme.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(header[i])) != scheme[i]) return false;
  std::size_t at = scheme.size();
  if (header[at] != ' ') return false;
  while (at < header.size() && header[at] == ' ') ++at;
  credentials = header.substr(at);
  return true;
}

}  // namespace

std::string bearerKey(std::string_view authorization) {
  std::string_view credentials;
  if (!credentialsAfter(authorization, "bearer", credentials)) return {};
  return std::string(credentials);
}

bool isBasicAuth(std::string_view authorization) {
  std::string_view credentials;
  return credentialsAfter(authorization, "basic", credentials);
}

}  // namespace errknow::backend
