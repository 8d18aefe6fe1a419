// Website sign-in state: session ids (32 random bytes; the store keeps only their SHA-256), the
// cookies that carry them (HttpOnly, SameSite=Lax, Secure and the __Host- prefix under TLS), and the
// CSRF tokens of every form: bound to the session for signed-in forms, a signed double-submit
// cookie (HMAC with a secret shared through the accounts store) for the sign-in and sign-up forms.
#pragma once

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>

#include "accounts/AccountStore.h"

namespace errknow::backend::web {

// The value of cookie `name` in a Cookie header ("" when absent).
std::string cookieValue(const std::string& cookieHeader, const std::string& name);

class Sessions {
 public:
  // `secure`: cookies get Secure and the __Host- prefix (served over TLS, or behind an https URL).
  Sessions(accounts::AccountStore& store, bool secure, std::int64_t lifetimeSeconds)
      : store_(store), secure_(secure), lifetime_(lifetimeSeconds) {}

  std::string sessionCookieName() const { return secure_ ? "__Host-ek_session" : "ek_session"; }
  std::string formCookieName() const { return secure_ ? "__Host-ek_form" : "ek_form"; }

  // Starts a session for the user; returns its id (the cookie's value, never stored).
  std::string start(std::int64_t userId, std::int64_t now);
  std::optional<accounts::WebSession> find(const std::string& sessionId, std::int64_t now);
  void end(const std::string& sessionId);
  // The Set-Cookie value that carries / removes the session.
  std::string sessionCookie(const std::string& sessionId) const;
  std::string clearSessionCookie() const;

  // The CSRF token of a signed-in session's forms: derived from the session id (one-way).
  static std::string sessionToken(const std::string& sessionId);
  static bool validSessionToken(const std::string& sessionId, const std::string& token);

  // Sign-in/sign-up forms: the token for the form and, when the request's cookie does not already
  // carry a valid one, the Set-Cookie value to send with it.
  struct FormToken {
    std::string token;
    std::string setCookie;  // empty when the request's cookie is reused
  };
  FormToken formToken(const std::string& formCookie);
  bool validFormToken(const std::string& formCookie, const std::string& token);
  std::string clearFormCookie() const;

 private:
  std::string sign(const std::string& token);
  accounts::AccountStore& store_;
  bool secure_;
  std::int64_t lifetime_;
  std::mutex secretMutex_;
  std::string secret_;  // fetched from the store on first use
};

}  // namespace errknow::backend::web
