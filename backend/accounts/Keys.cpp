// Key generation and hashing with libsodium (randombytes_uniform, crypto_hash_sha256, sodium_memcmp).
#include "Keys.h"

#include <sodium.h>

#include <stdexcept>

namespace errknow::accounts {
namespace {
void initSodium() {
  static const bool ok = sodium_init() >= 0;
  if (!ok) throw std::runtime_error("libsodium could not be initialised");
}
bool isBase62(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
}  // namespace

std::string generateKey() {
  initSodium();
  static const char alphabet[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  std::string key = "ek_";
  for (int i = 0; i < 40; ++i) key.push_back(alphabet[randombytes_uniform(62)]);
  return key;
}

std::string hashKey(std::string_view key) {
  initSodium();
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  return toHex(digest, sizeof digest);
}

std::string toHex(const unsigned char* bytes, std::size_t n) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(hex[bytes[i] >> 4]);
    out.push_back(hex[bytes[i] & 15]);
  }
  return out;
}

std::string randomHex(std::size_t bytes) {
  initSodium();
  std::string raw(bytes, '\0');
  randombytes_buf(raw.data(), bytes);
  return toHex(reinterpret_cast<const unsigned char*>(raw.data()), bytes);
}

bool wellFormedKey(std::string_view key) {
  if (key.size() < 3 + 32 || key.size() > 3 + 128 || key.substr(0, 3) != "ek_") return false;
  for (char c : key.substr(3))
    if (!isBase62(c)) return false;
  return true;
}

std::string keyPrefix(std::string_view key) { return std::string(key.substr(0, 10)); }

bool equalConstantTime(std::string_view a, std::string_view b) {
  initSodium();
  if (a.size() != b.size()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace errknow::accounts
