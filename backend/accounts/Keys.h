// API keys: generation from the OS's cryptographic source, hashing, well-formedness, constant-
// time comparison. A key is "ek_" followed by 40 base62 characters; only its SHA-256 (hex) is kept.
#pragma once

#include <string>
#include <string_view>

namespace errknow::accounts {

std::string generateKey();                        // "ek_" + 40 random base62 characters
std::string hashKey(std::string_view key);        // lowercase hex SHA-256
bool wellFormedKey(std::string_view key);         // "ek_" + 32..128 base62 characters, nothing else
std::string keyPrefix(std::string_view key);      // the first 10 characters
bool equalConstantTime(std::string_view a, std::string_view b);
std::string toHex(const unsigned char* bytes, std::size_t n);  // lowercase
std::string randomHex(std::size_t bytes);                     // from the OS's cryptographic source

}  // namespace errknow::accounts
