// The account pages' renderers: sign in, sign up, and the account page (plan, today's usage
// against its limits, the reset time, the keys by prefix, and a new key shown once).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "accounts/AccountStore.h"

namespace errknow::backend::web {

struct CredentialsForm {
  std::string csrf;
  std::string email;  // kept after a failed attempt
  std::string error;  // shown above the form
  bool signupOpen = true;
};

std::string renderSignIn(const CredentialsForm& form, const std::string& baseUrl);
std::string renderSignUp(const CredentialsForm& form, const std::string& baseUrl);

struct AccountView {
  std::string csrf;
  std::string email;
  std::string plan;
  std::int64_t callsUsed = 0, callsLimit = 0, aiUsed = 0, aiLimit = 0;
  long secondsUntilReset = 0;
  std::vector<accounts::KeyInfo> keys;
  std::string newKey;  // shown once, right after "Create key" or "Rotate key"
  std::string notice;  // e.g. "Revoked ek_abc1234."
  std::string error;
};

std::string renderAccount(const AccountView& view, const std::string& baseUrl);

}  // namespace errknow::backend::web
