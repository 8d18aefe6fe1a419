// Sign-in throttling: failed sign-ins are counted per email and per client address in fixed
// windows, in the accounts store (so every instance on the store sees them). Once a subject has
// had its limit of failures in the window, sign-ins for it are refused (429, Retry-After) until
// the window ends, before any password is checked.
#pragma once

#include <cstdint>
#include <string>

#include "accounts/AccountStore.h"

namespace errknow::backend::web {

class SignInThrottle {
 public:
  SignInThrottle(accounts::AccountStore& store, std::int64_t perEmail, std::int64_t perAddress, std::int64_t windowSeconds)
      : store_(store), perEmail_(perEmail), perAddress_(perAddress), window_(windowSeconds) {}

  // Seconds until a sign-in for (email, address) is allowed again; 0 when it is allowed now.
  std::int64_t retryAfter(const std::string& email, const std::string& address, std::int64_t now);
  // Counts a failure for both; returns retryAfter() after it.
  std::int64_t failed(const std::string& email, const std::string& address, std::int64_t now);
  // A successful sign-in clears the email's failures (not the address's).
  void succeeded(const std::string& email);

 private:
  std::int64_t wait(const accounts::SignInFailures& f, std::int64_t limit, std::int64_t now) const;
  accounts::AccountStore& store_;
  std::int64_t perEmail_, perAddress_, window_;
};

}  // namespace errknow::backend::web
