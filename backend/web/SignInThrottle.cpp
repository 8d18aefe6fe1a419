// Failed sign-ins per email and per address, counted in the accounts store (see SignInThrottle.h).
#include "web/SignInThrottle.h"

#include "accounts/Emails.h"

#include <algorithm>

namespace errknow::backend::web {
namespace {
std::string emailSubject(const std::string& email) { return "email:" + accounts::normalizedEmail(email.substr(0, 254)); }
std::string addressSubject(const std::string& address) { return "addr:" + address.substr(0, 64); }
}  // namespace

std::int64_t SignInThrottle::wait(const accounts::SignInFailures& f, std::int64_t limit, std::int64_t now) const {
  if (f.failures < limit) return 0;
  return std::max<std::int64_t>(1, f.windowStart + window_ - now);
}

std::int64_t SignInThrottle::retryAfter(const std::string& email, const std::string& address, std::int64_t now) {
  return std::max(wait(store_.signInFailures(emailSubject(email), now, window_), perEmail_, now),
                  wait(store_.signInFailures(addressSubject(address), now, window_), perAddress_, now));
}

std::int64_t SignInThrottle::failed(const std::string& email, const std::string& address, std::int64_t now) {
  return std::max(wait(store_.noteSignInFailure(emailSubject(email), now, window_), perEmail_, now),
                  wait(store_.noteSignInFailure(addressSubject(address), now, window_), perAddress_, now));
}

void SignInThrottle::succeeded(const std::string& email) { store_.clearSignInFailures(emailSubject(email)); }

}  // namespace errknow::backend::web
