// How the accounts store reads an email address, the same on every engine: compared in lower
// case, and accepted when it looks like an address (one @ with text on both sides, no spaces or
// control characters, at most 254 bytes). Deliverability is not checked.
#pragma once

#include <algorithm>
#include <cctype>
#include <string>

namespace errknow::accounts {

inline std::string normalizedEmail(std::string email) {
  std::transform(email.begin(), email.end(), email.begin(), [](unsigned char c) { return std::tolower(c); });
  return email;
}

inline bool plausibleEmail(const std::string& e) {
  const auto at = e.find('@');
  return at != std::string::npos && at > 0 && at + 1 < e.size() && e.find('@', at + 1) == std::string::npos &&
         e.size() <= 254 &&
         std::none_of(e.begin(), e.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)) || c < 0x20; });
}

}  // namespace errknow::accounts
