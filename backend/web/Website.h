// The website inside errknow-server: the public error pages (rendered once per record and kept),
// search through the same CatalogueStore::search as /api/v1/search, the analyze page (the API's
// analysis rendered as a page, AnalyzeRoutes.cpp), sitemap.xml and robots.txt,
// and the account pages (sign up, sign in, sign out, the account page with its keys) on the same
// AccountService as `errknow users|keys`. Website.cpp holds the public routes, AccountRoutes.cpp
// the account routes; pages are rendered by PublicPages/AccountPages and written by send().
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "Clock.h"
#include "ServerConfig.h"
#include "accounts/AccountService.h"
#include "accounts/QuotaLedger.h"
#include "errknow/core/Analyzer.h"
#include "errknow/store/CatalogueStore.h"
#include "routes/RenderedBodies.h"
#include "web/AnonymousLimit.h"
#include "web/HtmlReply.h"
#include "web/Sessions.h"
#include "web/SignInThrottle.h"

namespace httplib {
class Server;
struct Request;
struct Response;
}  // namespace httplib

namespace errknow::backend::web {

class Website {
 public:
  // `config.publicUrl` is read when pages are rendered (the server sets it once it listens).
  Website(const ServerConfig& config, store::CatalogueStore& catalogue, core::Analyzer& analyzer,
          accounts::AccountService& accounts, accounts::QuotaLedger& ledger, const Clock& clock);
  // Registers every page's route; `named(route)` tells the access log which route answered.
  void registerRoutes(httplib::Server& http, std::function<void(const char*)> named);
  // The 404 page, for the server's error handler (any unknown path outside the API).
  void notFound(const httplib::Request& req, httplib::Response& res);

 private:
  using Handler = HtmlReply (Website::*)(const httplib::Request&);
  HtmlReply home(const httplib::Request&);
  HtmlReply catalogueIndex(const httplib::Request&);
  HtmlReply category(const httplib::Request&);
  HtmlReply record(const httplib::Request&);
  HtmlReply search(const httplib::Request&);
  HtmlReply sitemap(const httplib::Request&);
  HtmlReply robots(const httplib::Request&);
  HtmlReply stylesheet(const httplib::Request&);
  HtmlReply script(const httplib::Request&);
  // AnalyzeRoutes.cpp
  HtmlReply analyzePage(const httplib::Request&);
  HtmlReply analyze(const httplib::Request&);
  // The request's address for the anonymous limit and the sign-in throttle (ClientAddress.h).
  std::string clientOf(const httplib::Request& req) const;
  // AccountRoutes.cpp
  HtmlReply signInPage(const httplib::Request&);
  HtmlReply signIn(const httplib::Request&);
  HtmlReply signUpPage(const httplib::Request&);
  HtmlReply signUp(const httplib::Request&);
  HtmlReply signOut(const httplib::Request&);
  HtmlReply accountPage(const httplib::Request&);
  HtmlReply createKey(const httplib::Request&);
  HtmlReply rotateKey(const httplib::Request&);
  HtmlReply revokeKey(const httplib::Request&);

  // The signed-in session of a request, and its id.
  struct SignedIn {
    std::string sessionId;
    accounts::WebSession session;
  };
  std::optional<SignedIn> signedIn(const httplib::Request& req);
  // For POSTs of signed-in forms: the session when the form's CSRF token is right; sets `refusal`.
  std::optional<SignedIn> signedInForm(const httplib::Request& req, const std::multimap<std::string, std::string>& form,
                                       HtmlReply& refusal);
  HtmlReply account(const SignedIn& who, const std::string& newKey, const std::string& notice, const std::string& error);
  HtmlReply credentialsPage(bool signUp, int status, const httplib::Request& req, const std::string& email,
                            const std::string& error);
  HtmlReply message(int status, const std::string& title, const std::string& text);
  // The 404 page for a path, with the search for its last segment's words.
  std::string notFoundPage(const std::string& path);
  std::int64_t now() const;
  const std::string& base() const { return config_.publicUrl; }

  const ServerConfig& config_;
  store::CatalogueStore& catalogue_;
  core::Analyzer& analyzer_;
  accounts::AccountService& accounts_;
  accounts::QuotaLedger& ledger_;
  const Clock& clock_;
  Sessions sessions_;
  SignInThrottle throttle_;
  AnonymousLimit anonymous_;
  RenderedBodies pages_;  // public pages, rendered once
};

// The fields of an application/x-www-form-urlencoded body (empty for any other content type).
std::multimap<std::string, std::string> parseForm(const httplib::Request& req);
std::string field(const std::multimap<std::string, std::string>& form, const std::string& name);
// Every Cookie header of the request, joined as one.
std::string cookieHeader(const httplib::Request& req);

}  // namespace errknow::backend::web
