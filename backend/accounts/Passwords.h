// Website passwords: argon2id through libsodium's crypto_pwhash_str with the INTERACTIVE limits
// (64 MiB, 2 passes: about 50-100 ms of one core). MODERATE (256 MiB, ~0.7 s) would let a handful of
// concurrent sign-ins hold both cores of a small server and a quarter GiB each; sign-in throttling
// (backend/web/SignInThrottle) bounds guessing instead. Stored strings carry their own parameters,
// so the limits can be raised later without invalidating existing passwords.
#pragma once

#include <string>

namespace errknow::accounts {

constexpr std::size_t kMinPasswordLength = 10;
constexpr std::size_t kMaxPasswordLength = 1024;

// An empty string when the password is acceptable, else the reason for the user.
std::string passwordProblem(const std::string& password);
// The argon2id string to store. Throws AccountError when hashing fails (out of memory).
std::string hashPassword(const std::string& password);
// Whether `password` matches the stored string (constant time in the password).
bool verifyPassword(const std::string& stored, const std::string& password);
// Spends the time of one verification, for sign-ins of unknown emails (no timing difference).
void verifyDummyPassword(const std::string& password);

}  // namespace errknow::accounts
