// argon2id password hashing and verification with libsodium (crypto_pwhash_str, _verify).
#include "Passwords.h"

#include <sodium.h>

#include "AccountStore.h"

namespace errknow::accounts {
namespace {
void initSodium() {
  static const bool ok = sodium_init() >= 0;
  if (!ok) throw AccountError("libsodium could not be initialised");
}
}  // namespace

std::string passwordProblem(const std::string& password) {
  if (password.size() < kMinPasswordLength)
    return "The password must have at least " + std::to_string(kMinPasswordLength) + " characters.";
  if (password.size() > kMaxPasswordLength)
    return "The password must have at most " + std::to_string(kMaxPasswordLength) + " characters.";
  return "";
}

std::string hashPassword(const std::string& password) {
  initSodium();
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    throw AccountError("the password could not be hashed (out of memory)");
  return out;
}

bool verifyPassword(const std::string& stored, const std::string& password) {
  initSodium();
  return crypto_pwhash_str_verify(stored.c_str(), password.data(), password.size()) == 0;
}

void verifyDummyPassword(const std::string& password) {
  static const std::string dummy = hashPassword("errknow-no-such-user-password");
  verifyPassword(dummy, password);
}

}  // namespace errknow::accounts
