// Sign-in, sign-up and account pages. Every form carries its CSRF token in a hidden field.
#include "web/AccountPages.h"

#include <algorithm>

#include "web/Html.h"

namespace errknow::backend::web {
namespace {

std::string hiddenCsrf(const std::string& token) {
  return "<input type=\"hidden\" name=\"csrf\" value=\"" + escape(token) + "\">";
}

std::string credentialsForm(const CredentialsForm& f, const char* action, const char* button, const char* passwordAutocomplete) {
  std::string m;
  if (!f.error.empty()) m += "<p class=\"error\" role=\"alert\">" + escape(f.error) + "</p>\n";
  m += std::string("<form class=\"stack\" method=\"post\" action=\"") + action + "\">" + hiddenCsrf(f.csrf) +
       "\n<label for=\"email\">Email</label><input id=\"email\" name=\"email\" type=\"email\" autocomplete=\"username\" "
       "required maxlength=\"254\" value=\"" + escape(f.email) + "\">\n<label for=\"password\">Password</label>"
       "<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"" + passwordAutocomplete +
       "\" required minlength=\"" + (std::string(passwordAutocomplete) == "new-password" ? "10" : "1") +
       "\" maxlength=\"1024\">\n<button type=\"submit\">" + button + "</button>\n</form>\n";
  return m;
}

std::string count(std::int64_t n) {
  std::string s = std::to_string(n), out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (i > 0 && (s.size() - i) % 3 == 0) out += ',';
    out += s[i];
  }
  return out;
}

std::string usageRow(const char* label, const char* id, std::int64_t used, std::int64_t limit) {
  const std::int64_t shown = std::min(used, limit);
  return std::string("<dt id=\"") + id + "-label\">" + label + "</dt><dd><span id=\"" + id + "\">" + count(shown) +
         "</span> of " + count(limit) + " used (" + count(std::max<std::int64_t>(0, limit - used)) +
         " left)<br><progress aria-labelledby=\"" + id + "-label\" max=\"" + std::to_string(std::max<std::int64_t>(limit, 1)) +
         "\" value=\"" + std::to_string(shown) + "\"></progress></dd>\n";
}

}  // namespace

std::string renderSignIn(const CredentialsForm& form, const std::string& baseUrl) {
  std::string m = "<h1>Sign in</h1>\n" + credentialsForm(form, "/signin", "Sign in", "current-password");
  m += form.signupOpen ? "<p>No account yet? <a href=\"/signup\">Sign up</a>.</p>\n"
                       : "<p>Accounts on this server are by invitation: ask its operator.</p>\n";
  return layout({"Sign in", "Sign in to errknow to manage your API key.", "/signin", true}, m, baseUrl);
}

std::string renderSignUp(const CredentialsForm& form, const std::string& baseUrl) {
  std::string m = "<h1>Sign up</h1>\n<p>An account gives you an API key for errknow's API, with a daily quota.</p>\n" +
                  credentialsForm(form, "/signup", "Create the account", "new-password") +
                  "<p>The password needs at least 10 characters. Already have an account? <a href=\"/signin\">Sign in</a>.</p>\n";
  return layout({"Sign up", "Make an errknow account and get an API key.", "/signup", true}, m, baseUrl);
}

std::string renderAccount(const AccountView& v, const std::string& baseUrl) {
  std::string m = "<h1>Your account</h1>\n<p>Signed in as <strong id=\"email\">" + escape(v.email) +
                  "</strong>.</p>\n<form method=\"post\" action=\"/signout\">" + hiddenCsrf(v.csrf) +
                  "<button type=\"submit\" class=\"secondary\">Sign out</button></form>\n";
  if (!v.error.empty()) m += "<p class=\"error\" role=\"alert\">" + escape(v.error) + "</p>\n";
  if (!v.notice.empty()) m += "<p class=\"notice\" role=\"status\">" + escape(v.notice) + "</p>\n";
  if (!v.newKey.empty()) {
    m += "<section class=\"newkey\" aria-labelledby=\"newkey-h\"><h2 id=\"newkey-h\">Your new API key</h2>\n"
         "<p>Copy it now: this is the only time it is shown. Only a hash of it is kept.</p>\n"
         "<div class=\"copyable\"><pre data-copy=\"Copy the API key\"><code id=\"new-key\">" + escape(v.newKey) +
         "</code></pre></div>\n</section>\n";
  }
  const long hours = v.secondsUntilReset / 3600, minutes = (v.secondsUntilReset % 3600) / 60;
  m += "<section aria-labelledby=\"usage-h\"><h2 id=\"usage-h\">Usage today</h2>\n<dl class=\"usage\">\n<dt>Plan</dt><dd id=\"plan\">" +
       escape(v.plan) + "</dd>\n" + usageRow("API calls", "calls-used", v.callsUsed, v.callsLimit) +
       usageRow("AI analyses", "ai-used", v.aiUsed, v.aiLimit) +
       "<dt>Resets</dt><dd id=\"reset\">at 00:00 UTC, in " + std::to_string(hours) + " h " + std::to_string(minutes) +
       " min</dd>\n</dl>\n</section>\n";

  m += "<section aria-labelledby=\"keys-h\"><h2 id=\"keys-h\">API keys</h2>\n";
  bool anyActive = false;
  for (const auto& k : v.keys) anyActive = anyActive || !k.revoked;
  if (v.keys.empty()) {
    m += "<p>You have no API key yet.</p>\n";
  } else {
    m += "<table>\n<thead><tr><th scope=\"col\">Key</th><th scope=\"col\">Created</th><th scope=\"col\">Status</th>"
         "<th scope=\"col\"><span class=\"vh\">Action</span></th></tr></thead>\n<tbody>\n";
    for (const auto& k : v.keys) {
      m += "<tr><td><code class=\"key-prefix\">" + escape(k.prefix) + "\xE2\x80\xA6</code></td><td>" + escape(k.createdAt) +
           "</td><td>" + (k.revoked ? "revoked" : "active") + "</td><td>";
      if (!k.revoked)
        m += "<form class=\"inline\" method=\"post\" action=\"/account/keys/revoke\">" + hiddenCsrf(v.csrf) +
             "<input type=\"hidden\" name=\"prefix\" value=\"" + escape(k.prefix) +
             "\"><button type=\"submit\" class=\"danger\" aria-label=\"Revoke the key " + escape(k.prefix) +
             "\">Revoke</button></form>";
      m += "</td></tr>\n";
    }
    m += "</tbody>\n</table>\n";
  }
  m += "<div class=\"actions\"><form method=\"post\" action=\"/account/keys/create\">" + hiddenCsrf(v.csrf) +
       "<button type=\"submit\">Create key</button></form>\n";
  if (anyActive)
    m += "<form method=\"post\" action=\"/account/keys/rotate\">" + hiddenCsrf(v.csrf) +
         "<button type=\"submit\" class=\"secondary\">Rotate key</button></form>\n";
  m += "</div>\n";
  // Each action is explained only where it is offered.
  if (anyActive) m += "<p class=\"meta\">Rotate revokes every active key and makes a new one.</p>\n";
  m += "</section>\n";
  m += "<section aria-labelledby=\"use-h\"><h2 id=\"use-h\">Using your key</h2>\n<div class=\"copyable\"><pre data-copy=\"Copy the command\"><code>"
       "curl -s " + escape(baseUrl) + "/api/v1/analyze \\\n  -H \"Authorization: Bearer $ERRKNOW_API_KEY\" "
       "-H 'Content-Type: application/json' \\\n  -d '{\"error\": \"HTTP/1.1 503 Service Unavailable\"}'</code></pre></div>\n</section>\n";
  return layout({"Your account", "Your errknow plan, usage and API keys.", "/account", true}, m, baseUrl);
}

}  // namespace errknow::backend::web
