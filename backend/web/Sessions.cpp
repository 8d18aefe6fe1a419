// Sessions, cookies and CSRF tokens (see Sessions.h), with libsodium's random source and BLAKE2b.
#include "web/Sessions.h"

#include <sodium.h>

#include "accounts/Keys.h"

namespace errknow::backend::web {
namespace {

std::string blake2b(const std::string& message, const std::string& key) {
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(message.data()), message.size(),
                     key.empty() ? nullptr : reinterpret_cast<const unsigned char*>(key.data()), key.size());
  return accounts::toHex(out, sizeof out);
}

bool hexOfLength(const std::string& s, std::size_t n) {
  return s.size() == n && s.find_first_not_of("0123456789abcdef") == std::string::npos;
}

}  // namespace

std::string cookieValue(const std::string& header, const std::string& name) {
  std::size_t pos = 0;
  while (pos < header.size()) {
    std::size_t end = header.find(';', pos);
    if (end == std::string::npos) end = header.size();
    std::size_t start = header.find_first_not_of(' ', pos);
    if (start < end) {
      const std::size_t eq = header.find('=', start);
      if (eq < end && header.compare(start, eq - start, name) == 0 && eq - start == name.size())
        return header.substr(eq + 1, end - eq - 1);
    }
    pos = end + 1;
  }
  return "";
}

std::string Sessions::start(std::int64_t userId, std::int64_t now) {
  const std::string id = accounts::randomHex(32);
  store_.addSession(accounts::hashKey(id), userId, now + lifetime_);
  return id;
}

std::optional<accounts::WebSession> Sessions::find(const std::string& sessionId, std::int64_t now) {
  if (!hexOfLength(sessionId, 64)) return std::nullopt;
  return store_.findSession(accounts::hashKey(sessionId), now);
}

void Sessions::end(const std::string& sessionId) {
  if (hexOfLength(sessionId, 64)) store_.deleteSession(accounts::hashKey(sessionId));
}

std::string Sessions::sessionCookie(const std::string& sessionId) const {
  return sessionCookieName() + "=" + sessionId + "; Path=/; Max-Age=" + std::to_string(lifetime_) + "; HttpOnly; SameSite=Lax" +
         (secure_ ? "; Secure" : "");
}

std::string Sessions::clearSessionCookie() const {
  return sessionCookieName() + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + std::string(secure_ ? "; Secure" : "");
}

std::string Sessions::sessionToken(const std::string& sessionId) { return blake2b("errknow-csrf:" + sessionId, ""); }

bool Sessions::validSessionToken(const std::string& sessionId, const std::string& token) {
  return hexOfLength(sessionId, 64) && accounts::equalConstantTime(sessionToken(sessionId), token);
}

std::string Sessions::sign(const std::string& token) {
  std::string secret;
  {
    std::lock_guard<std::mutex> lock(secretMutex_);
    if (secret_.empty()) secret_ = store_.sharedSecret("web-form-csrf", accounts::randomHex(32));
    secret = secret_;
  }
  return blake2b(token, secret.substr(0, crypto_generichash_KEYBYTES_MAX));
}

Sessions::FormToken Sessions::formToken(const std::string& formCookie) {
  const auto dot = formCookie.find('.');
  if (dot != std::string::npos) {
    const std::string token = formCookie.substr(0, dot);
    if (validFormToken(formCookie, token)) return {token, ""};
  }
  const std::string token = accounts::randomHex(16);
  return {token, formCookieName() + "=" + token + "." + sign(token) + "; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax" +
                     (secure_ ? "; Secure" : "")};
}

bool Sessions::validFormToken(const std::string& formCookie, const std::string& token) {
  const auto dot = formCookie.find('.');
  if (dot == std::string::npos || !hexOfLength(token, 32)) return false;
  const std::string cookieToken = formCookie.substr(0, dot), signature = formCookie.substr(dot + 1);
  return accounts::equalConstantTime(cookieToken, token) && accounts::equalConstantTime(sign(cookieToken), signature);
}

std::string Sessions::clearFormCookie() const {
  return formCookieName() + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + std::string(secure_ ? "; Secure" : "");
}

}  // namespace errknow::backend::web
