// The account routes: sign up, sign in (throttled), sign out, the account page and its key
// actions. Every POST checks its CSRF token first (403 without a valid one); passwords and keys
// are never logged (the access log has the route and status only) and never kept in a page
// that can be cached.
#include <httplib.h>

#include <cctype>

#include "accounts/Keys.h"
#include "web/AccountPages.h"
#include "web/PublicPages.h"
#include "web/Website.h"

namespace errknow::backend::web {
namespace {
constexpr std::size_t kMaxActiveKeys = 10;
}  // namespace

std::string cookieHeader(const httplib::Request& req) {
  std::string all;
  for (std::size_t i = 0, n = req.get_header_value_count("Cookie"); i < n; ++i)
    all += (all.empty() ? "" : "; ") + req.get_header_value("Cookie", i);
  return all;
}

std::multimap<std::string, std::string> parseForm(const httplib::Request& req) {
  std::multimap<std::string, std::string> form;
  if (req.get_header_value("Content-Type").rfind("application/x-www-form-urlencoded", 0) == 0)
    httplib::detail::parse_query_text(req.body, form);
  return form;
}

std::string field(const std::multimap<std::string, std::string>& form, const std::string& name) {
  auto it = form.find(name);
  return it == form.end() ? "" : it->second;
}

std::optional<Website::SignedIn> Website::signedIn(const httplib::Request& req) {
  const std::string id = cookieValue(cookieHeader(req), sessions_.sessionCookieName());
  if (id.empty()) return std::nullopt;
  auto s = sessions_.find(id, now());
  if (!s) return std::nullopt;
  return SignedIn{id, *s};
}

std::optional<Website::SignedIn> Website::signedInForm(const httplib::Request& req,
                                                       const std::multimap<std::string, std::string>& form,
                                                       HtmlReply& refusal) {
  auto who = signedIn(req);
  if (!who) {
    refusal = redirect(303, "/signin");
    return std::nullopt;
  }
  if (!Sessions::validSessionToken(who->sessionId, field(form, "csrf"))) {
    refusal = message(403, "The form was refused", "The form's security token is missing or wrong. Reload the page and try again.");
    return std::nullopt;
  }
  return who;
}

HtmlReply Website::credentialsPage(bool signUp, int status, const httplib::Request& req, const std::string& email,
                                   const std::string& error) {
  const auto token = sessions_.formToken(cookieValue(cookieHeader(req), sessions_.formCookieName()));
  CredentialsForm form{token.token, email, error, config_.signup == "open"};
  HtmlReply r = page(status, signUp ? renderSignUp(form, base()) : renderSignIn(form, base()), Caching::Private);
  if (!token.setCookie.empty()) r.headers.emplace_back("Set-Cookie", token.setCookie);
  return r;
}

HtmlReply Website::signInPage(const httplib::Request& req) {
  if (signedIn(req)) return redirect(303, "/account");
  return credentialsPage(false, 200, req, "", "");
}

HtmlReply Website::signIn(const httplib::Request& req) {
  const auto form = parseForm(req);
  if (!sessions_.validFormToken(cookieValue(cookieHeader(req), sessions_.formCookieName()), field(form, "csrf")))
    return message(403, "The form was refused", "The form's security token is missing or wrong. Reload the page and try again.");
  const std::string email = field(form, "email"), password = field(form, "password");
  const std::int64_t t = now();
  auto tooMany = [&](std::int64_t wait) {
    HtmlReply r = message(429, "Too many sign-in attempts",
                          "Too many failed sign-ins for this account or from this address. Try again in " +
                              std::to_string((wait + 59) / 60) + " minute" + (wait > 60 ? "s" : "") + ".");
    r.headers.emplace_back("Retry-After", std::to_string(wait));
    return r;
  };
  if (const auto wait = throttle_.retryAfter(email, clientOf(req), t); wait > 0) return tooMany(wait);
  const auto user = accounts_.checkPassword(email, password);
  if (!user) {
    if (const auto wait = throttle_.failed(email, clientOf(req), t); wait > 0) return tooMany(wait);
    return credentialsPage(false, 401, req, email, "The email or the password is wrong.");
  }
  throttle_.succeeded(email);
  accounts_.store().pruneSignInState(t);
  HtmlReply r = redirect(303, "/account");
  r.headers.emplace_back("Set-Cookie", sessions_.sessionCookie(sessions_.start(user->id, t)));
  r.headers.emplace_back("Set-Cookie", sessions_.clearFormCookie());
  return r;
}

HtmlReply Website::signUpPage(const httplib::Request& req) {
  if (config_.signup != "open")
    return message(403, "Sign-up is by invitation", "Accounts on this server are made by its operator; ask them for one.");
  if (signedIn(req)) return redirect(303, "/account");
  return credentialsPage(true, 200, req, "", "");
}

HtmlReply Website::signUp(const httplib::Request& req) {
  const auto form = parseForm(req);
  if (!sessions_.validFormToken(cookieValue(cookieHeader(req), sessions_.formCookieName()), field(form, "csrf")))
    return message(403, "The form was refused", "The form's security token is missing or wrong. Reload the page and try again.");
  if (config_.signup != "open")
    return message(403, "Sign-up is by invitation", "Accounts on this server are made by its operator; ask them for one.");
  const std::string email = field(form, "email");
  accounts::User user;
  try {
    user = accounts_.signUp(email, field(form, "password"));
  } catch (const accounts::AccountError& e) {
    // A refused email or password (the store's own failures are AccountErrors too, but they are
    // not about the form: they fail again on userCount and become a 503 there).
    accounts_.store().userCount();
    std::string text = e.what();
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (text.back() != '.') text += ".";
    return credentialsPage(true, 400, req, email, text);
  }
  const std::int64_t t = now();
  accounts_.store().pruneSignInState(t);
  HtmlReply r = redirect(303, "/account");
  r.headers.emplace_back("Set-Cookie", sessions_.sessionCookie(sessions_.start(user.id, t)));
  r.headers.emplace_back("Set-Cookie", sessions_.clearFormCookie());
  return r;
}

HtmlReply Website::signOut(const httplib::Request& req) {
  const auto form = parseForm(req);
  HtmlReply refusal;
  auto who = signedInForm(req, form, refusal);
  if (!who) {
    if (refusal.status == 303) refusal.headers = {{"Location", "/"}, {"Set-Cookie", sessions_.clearSessionCookie()}};
    return refusal;
  }
  sessions_.end(who->sessionId);
  HtmlReply r = redirect(303, "/");
  r.headers.emplace_back("Set-Cookie", sessions_.clearSessionCookie());
  return r;
}

HtmlReply Website::account(const SignedIn& who, const std::string& newKey, const std::string& notice, const std::string& error) {
  const accounts::User& u = who.session.user;
  const accounts::Plan& plan = accounts_.planOf(u);
  const std::string day = clock_.utcDay();
  AccountView v;
  v.csrf = Sessions::sessionToken(who.sessionId);
  v.email = u.email;
  v.plan = plan.name;
  // The same counters as the API's quota: QuotaLedger::used leaves out the calls this process
  // leased but has not handed out, exactly as X-RateLimit-Remaining does.
  v.callsUsed = ledger_.used(u.id, day);
  v.callsLimit = plan.callsPerDay;
  v.aiUsed = accounts_.store().used(u.id, day, accounts::Counter::Ai);
  v.aiLimit = plan.aiPerDay;
  v.secondsUntilReset = clock_.secondsUntilReset();
  v.keys = accounts_.store().listKeys(u.id);
  v.newKey = newKey;
  v.notice = notice;
  v.error = error;
  return page(200, renderAccount(v, base()), Caching::Private);
}

HtmlReply Website::accountPage(const httplib::Request& req) {
  auto who = signedIn(req);
  if (!who) return redirect(303, "/signin");
  return account(*who, "", "", "");
}

HtmlReply Website::createKey(const httplib::Request& req) {
  HtmlReply refusal;
  auto who = signedInForm(req, parseForm(req), refusal);
  if (!who) return refusal;
  std::size_t active = 0;
  for (const auto& k : accounts_.store().listKeys(who->session.user.id)) active += k.revoked ? 0 : 1;
  if (active >= kMaxActiveKeys)
    return account(*who, "", "", "You have " + std::to_string(active) + " active keys, the most allowed: revoke one first.");
  const auto k = accounts_.createKey(who->session.user.email);
  return account(*who, k.key, "Made the key " + k.info.prefix + "\xE2\x80\xA6", "");
}

HtmlReply Website::rotateKey(const httplib::Request& req) {
  HtmlReply refusal;
  auto who = signedInForm(req, parseForm(req), refusal);
  if (!who) return refusal;
  const auto k = accounts_.rotateKey(who->session.user.email);
  return account(*who, k.key, "Revoked your previous keys and made " + k.info.prefix + "\xE2\x80\xA6", "");
}

HtmlReply Website::revokeKey(const httplib::Request& req) {
  const auto form = parseForm(req);
  HtmlReply refusal;
  auto who = signedInForm(req, form, refusal);
  if (!who) return refusal;
  const std::string prefix = field(form, "prefix");
  if (prefix.size() != 10 || prefix.rfind("ek_", 0) != 0)
    return account(*who, "", "", "Choose the key to revoke.");
  const int n = accounts_.revokeKeys(who->session.user.email, prefix);
  return account(*who, "", n > 0 ? "Revoked the key " + prefix + "\xE2\x80\xA6" : "", n > 0 ? "" : "That key is not active.");
}

}  // namespace errknow::backend::web
