// The analyze page's routes: GET /analyze (the form) and POST /analyze (CSRF-checked like every
// form; without a sign-in limited per client address a day, a signed-in user's analyses counted
// against their plan as API calls are). The pasted text is never stored, logged or cached: the
// answer is no-store, the access log has the route and status only.
#include <httplib.h>

#include "errknow/core/Languages.h"
#include "errknow/core/Redact.h"
#include "errknow/wire/Requests.h"
#include "web/AnalyzePage.h"
#include "web/ClientAddress.h"
#include "web/Website.h"

namespace errknow::backend::web {
namespace {

std::string inHoursAndMinutes(long seconds) {
  const long minutes = (seconds + 59) / 60;
  if (minutes < 60) return std::to_string(minutes) + (minutes == 1 ? " minute" : " minutes");
  return std::to_string(minutes / 60) + " h " + std::to_string(minutes % 60) + " min";
}

}  // namespace

std::string Website::clientOf(const httplib::Request& req) const {
  std::string forwarded;
  for (std::size_t i = 0, n = req.get_header_value_count("X-Forwarded-For"); i < n; ++i)
    forwarded += (forwarded.empty() ? "" : ",") + req.get_header_value("X-Forwarded-For", i);
  return clientAddress(req.remote_addr, forwarded, config_.trustedProxies);
}

HtmlReply Website::analyzePage(const httplib::Request& req) {
  const auto token = sessions_.formToken(cookieValue(cookieHeader(req), sessions_.formCookieName()));
  HtmlReply r = page(200, renderAnalyzePage(AnalyzeForm{token.token, "", "", ""}, nullptr, base()), Caching::Private);
  if (!token.setCookie.empty()) r.headers.emplace_back("Set-Cookie", token.setCookie);
  return r;
}

HtmlReply Website::analyze(const httplib::Request& req) {
  const auto form = parseForm(req);
  const std::string cookie = cookieValue(cookieHeader(req), sessions_.formCookieName());
  if (!sessions_.validFormToken(cookie, field(form, "csrf")))
    return message(403, "The form was refused", "The form's security token is missing or wrong. Reload the page and try again.");
  const std::string text = field(form, "error");
  AnalyzeForm shown{sessions_.formToken(cookie).token, core::redactSecrets(text.substr(0, wire::kMaxErrorBytes)), "", ""};
  // An empty language field means no language; anything else must be a language errknow knows.
  const std::string languageField = field(form, "language");
  if (!languageField.empty()) {
    const auto language = core::canonicalLanguage(languageField);
    if (!language) {
      shown.problem = "Unknown language \"" + languageField.substr(0, 40) + "\": choose one from the list, or Any.";
      return page(422, renderAnalyzePage(shown, nullptr, base()), Caching::Private);
    }
    shown.language = *language;
  }
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    shown.problem = "Paste an error, a log or a stack trace first.";
    return page(422, renderAnalyzePage(shown, nullptr, base()), Caching::Private);
  }
  if (text.size() > wire::kMaxErrorBytes) {
    shown.problem = "The text is too long: at most 64 KiB. Paste the part around the error.";
    return page(413, renderAnalyzePage(shown, nullptr, base()), Caching::Private);
  }

  const std::string day = clock_.utcDay();
  const long reset = clock_.secondsUntilReset();
  auto refused = [&](const std::string& why) {
    HtmlReply r = message(429, "Daily limit reached", why + " It resets at 00:00 UTC, in " + inHoursAndMinutes(reset) + ".");
    r.headers.emplace_back("Retry-After", std::to_string(reset));
    return r;
  };
  if (const auto who = signedIn(req)) {
    const accounts::Plan& plan = accounts_.planOf(who->session.user);
    if (!ledger_.take(who->session.user.id, day, plan.callsPerDay))
      return refused("Your plan's " + std::to_string(plan.callsPerDay) + " analyses a day (API calls included) are used up.");
  } else if (!anonymous_.take(clientOf(req), day)) {
    return refused("Without signing in, one address may make " + std::to_string(anonymous_.perDay()) +
                   " analyses a day; sign in (or sign up) for your plan's limit.");
  }

  const core::Analysis analysis = analyzer_.analyze(text, shown.language);
  const wire::Json answer = wire::Json::parse(wire::analysisText(analysis, wire::Urls{base()}, nullptr));
  return page(200, renderAnalyzePage(shown, &answer, base()), Caching::Private);
}

}  // namespace errknow::backend::web
