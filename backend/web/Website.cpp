// The website's public routes, their registration on cpp-httplib, and the 404 page.
#include "web/Website.h"

#include <httplib.h>

#include <algorithm>
#include <iostream>

#include "errknow/wire/Requests.h"
#include "http/RequestDeadline.h"
#include "web/AnalyzePage.h"
#include "web/Assets.h"
#include "web/PublicPages.h"

namespace errknow::backend::web {

Website::Website(const ServerConfig& config, store::CatalogueStore& catalogue, core::Analyzer& analyzer,
                 accounts::AccountService& accounts, accounts::QuotaLedger& ledger, const Clock& clock)
    : config_(config),
      catalogue_(catalogue),
      analyzer_(analyzer),
      accounts_(accounts),
      ledger_(ledger),
      clock_(clock),
      sessions_(accounts.store(), !config.tlsCert.empty() || config.publicUrl.rfind("https://", 0) == 0,
                config.sessionSeconds),
      throttle_(accounts.store(), config.signinFailuresPerEmail, config.signinFailuresPerAddress, config.signinWindowSeconds),
      anonymous_(config.webAnalysesPerDay) {}

std::int64_t Website::now() const {
  return std::chrono::duration_cast<std::chrono::seconds>(clock_.now().time_since_epoch()).count();
}

HtmlReply Website::message(int status, const std::string& title, const std::string& text) {
  return page(status, renderMessage(title, text, base()), Caching::Private);
}

void Website::registerRoutes(httplib::Server& h, std::function<void(const char*)> named) {
  struct Route {
    const char* method;
    const char* pattern;
    const char* name;
    Handler handler;
  };
  static const Route routes[] = {
      {"GET", "/", "/", &Website::home},
      {"GET", "/errors", "/errors", &Website::catalogueIndex},
      {"GET", R"(/errors/([^/]+))", "/errors/{category}", &Website::category},
      {"GET", R"(/errors/([^/]+)/([^/]+))", "/errors/{category}/{slug}", &Website::record},
      {"GET", "/search", "/search", &Website::search},
      {"GET", "/analyze", "/analyze", &Website::analyzePage},
      {"POST", "/analyze", "/analyze", &Website::analyze},
      {"GET", "/sitemap.xml", "/sitemap.xml", &Website::sitemap},
      {"GET", "/robots.txt", "/robots.txt", &Website::robots},
      {"GET", "/static/site.css", "/static/site.css", &Website::stylesheet},
      {"GET", "/static/site.js", "/static/site.js", &Website::script},
      {"GET", "/signin", "/signin", &Website::signInPage},
      {"POST", "/signin", "/signin", &Website::signIn},
      {"GET", "/signup", "/signup", &Website::signUpPage},
      {"POST", "/signup", "/signup", &Website::signUp},
      {"POST", "/signout", "/signout", &Website::signOut},
      {"GET", "/account", "/account", &Website::accountPage},
      {"POST", "/account/keys/create", "/account/keys/create", &Website::createKey},
      {"POST", "/account/keys/rotate", "/account/keys/rotate", &Website::rotateKey},
      {"POST", "/account/keys/revoke", "/account/keys/revoke", &Website::revokeKey},
  };
  for (const Route& r : routes) {
    auto handler = [this, named, r](const httplib::Request& req, httplib::Response& res) {
      RequestDeadline::handlerStarted();
      named(r.name);
      HtmlReply reply;
      try {
        reply = (this->*r.handler)(req);
      } catch (const accounts::AccountError& e) {
        std::cerr << "{\"level\":\"error\",\"msg\":\"accounts store: " << e.what() << "\"}\n";
        reply = message(503, "Try again shortly", "The accounts store is unavailable; try again in a moment.");
        reply.headers.emplace_back("Retry-After", "5");
      } catch (const std::exception& e) {
        std::cerr << "{\"level\":\"error\",\"msg\":\"unexpected: " << e.what() << "\"}\n";
        reply = message(500, "Something went wrong", "The server failed unexpectedly; the request id identifies it in the log.");
      }
      send(res, reply);
    };
    if (std::string(r.method) == "GET") h.Get(r.pattern, handler);
    else h.Post(r.pattern, handler);
  }
  // Browsers ask for a favicon on every site: nothing, and no 404 in the log each time.
  h.Get("/favicon.ico", [named](const httplib::Request&, httplib::Response& res) {
    named("/favicon.ico");
    HtmlReply none = page(204, "", Caching::Static);
    send(res, none);
  });
  // A page's address with a trailing slash is the page (its query kept): /errors/, /errors/http/x/.
  h.Get(R"((/(?:errors|analyze|search|account|signin|signup)(?:/[^/]+)*)/)", [named](const httplib::Request& req, httplib::Response& res) {
    named("trailing slash");
    const std::string query = req.target.find('?') == std::string::npos ? "" : req.target.substr(req.target.find('?'));
    send(res, redirect(301, std::string(req.matches[1]) + query));
  });
  h.Get("/login", [named](const httplib::Request&, httplib::Response& res) {
    named("/login");
    send(res, redirect(301, "/signin"));
  });
}

void Website::notFound(const httplib::Request& req, httplib::Response& res) {
  send(res, page(404, notFoundPage(req.path), Caching::Private));
}

std::string Website::notFoundPage(const std::string& path) {
  // The missing page's last segment, as words, is searched for: /errors/http/no-such-thng -> "no such thng".
  std::string words = path.substr(path.find_last_of('/') + 1);
  if (words.size() > 100) words.resize(100);
  for (char& ch : words)
    if (ch == '-' || ch == '_' || ch == '+' || ch == '.') ch = ' ';
  const bool blank = words.find_first_not_of(' ') == std::string::npos;
  auto found = blank ? core::SearchResults{} : catalogue_.searchWithTotal(words, 20);
  // Under /errors/{category}/, that category's pages come first.
  if (path.rfind("/errors/", 0) == 0) {
    const std::size_t end = path.find('/', 8);
    const std::string category = end == std::string::npos ? "" : path.substr(8, end - 8);
    std::stable_partition(found.hits.begin(), found.hits.end(),
                          [&](const core::SearchHit& h) { return h.record && h.record->category == category; });
  }
  if (found.hits.size() > 5) found.hits.resize(5);
  return renderNotFound(path, blank ? "" : words, found, base());
}

HtmlReply Website::home(const httplib::Request& req) {
  // The page is rendered once; its analyze form gets this request's CSRF token (hence no-store).
  const auto cached = pages_.get("home", [&] { return renderHome(catalogue_.catalogue(), base()); });
  const auto token = sessions_.formToken(cookieValue(cookieHeader(req), sessions_.formCookieName()));
  std::string body = *cached;
  const std::size_t slot = body.find(kFormTokenSlot);
  if (slot != std::string::npos) body.replace(slot, std::string_view(kFormTokenSlot).size(), token.token);
  HtmlReply r = page(200, std::move(body), Caching::Private);
  if (!token.setCookie.empty()) r.headers.emplace_back("Set-Cookie", token.setCookie);
  return r;
}

HtmlReply Website::catalogueIndex(const httplib::Request&) {
  HtmlReply r;
  r.body = pages_.get("errors", [&] { return renderCatalogueIndex(catalogue_.catalogue(), base()); });
  return r;
}

HtmlReply Website::category(const httplib::Request& req) {
  const std::string id = req.matches[1];
  const core::Category* c = catalogue_.catalogue().category(id);
  if (!c || catalogue_.catalogue().countIn(id) == 0) return page(404, notFoundPage(req.path), Caching::Private);
  // ?page=N (1 by default; anything but a page number is no page) and ?filter=words.
  const std::string p = req.has_param("page") ? req.get_param_value("page") : "1";
  const bool number = !p.empty() && p.size() <= 6 && p.find_first_not_of("0123456789") == std::string::npos;
  const std::size_t n = number ? std::stoul(p) : 0;
  std::string filter = req.has_param("filter") ? req.get_param_value("filter") : "";
  filter.erase(0, filter.find_first_not_of(" \t\r\n"));
  filter.erase(filter.find_last_not_of(" \t\r\n") + 1);
  if (filter.size() > 200) filter.resize(200);
  if (!filter.empty()) {
    auto filtered = renderCategory(catalogue_.catalogue(), *c, n, filter, base());
    if (!filtered) return page(404, notFoundPage(req.path), Caching::Private);
    return page(200, std::move(*filtered), Caching::Private);
  }
  // Only real pages are rendered and kept (a page number past the end is a 404, never a cache entry).
  const std::size_t pages = (catalogue_.catalogue().countIn(id) + kCategoryPageSize - 1) / kCategoryPageSize;
  if (n < 1 || n > pages) return page(404, notFoundPage(req.path), Caching::Private);
  HtmlReply r;
  r.body = pages_.get("category:" + id + ":" + std::to_string(n),
                      [&] { return renderCategory(catalogue_.catalogue(), *c, n, "", base()).value_or(std::string()); });
  return r;
}

HtmlReply Website::record(const httplib::Request& req) {
  const std::string category = req.matches[1], key = req.matches[2];
  const core::Catalogue& cat = catalogue_.catalogue();
  const core::Record* rec = cat.category(category) ? cat.find(category, key) : nullptr;
  if (!rec) return page(404, notFoundPage(req.path), Caching::Private);
  // A code or an alias (/errors/http/404): its record's page is the one address.
  if (rec->slug != key) return redirect(301, recordPath(*rec));
  HtmlReply r;
  r.body = pages_.get("record:" + rec->category + "/" + rec->slug, [&] { return renderRecord(cat, *rec, base()); });
  return r;
}

HtmlReply Website::search(const httplib::Request& req) {
  const std::string q = req.has_param("q") ? req.get_param_value("q") : "";
  const bool blank = q.find_first_not_of(" \t\r\n") == std::string::npos;
  if (q.size() > wire::kMaxErrorBytes)
    return page(422, renderSearch(q, {}, "The search text is too long (at most 64 KiB).", base()), Caching::Private);
  // The same search as GET /api/v1/search (docs/search.md), through core::Searcher.
  const auto found = blank ? core::SearchResults{} : catalogue_.searchWithTotal(q, 20);
  if (!looksPasted(q)) return page(200, renderSearch(blank ? "" : q, found, "", base()), blank ? Caching::Public : Caching::Private);
  // A pasted error: offer the analysis, through the analyze form's CSRF token.
  const auto token = sessions_.formToken(cookieValue(cookieHeader(req), sessions_.formCookieName()));
  HtmlReply r = page(200, renderSearch(q, found, "", base(), token.token), Caching::Private);
  if (!token.setCookie.empty()) r.headers.emplace_back("Set-Cookie", token.setCookie);
  return r;
}

HtmlReply Website::sitemap(const httplib::Request&) {
  HtmlReply r;
  r.body = pages_.get("sitemap", [&] { return renderSitemap(catalogue_.catalogue(), base()); });
  r.contentType = "application/xml; charset=utf-8";
  return r;
}

HtmlReply Website::robots(const httplib::Request&) {
  HtmlReply r;
  r.body = pages_.get("robots", [&] { return renderRobots(base()); });
  r.contentType = "text/plain; charset=utf-8";
  return r;
}

HtmlReply Website::stylesheet(const httplib::Request&) {
  HtmlReply r = page(200, kSiteCss, Caching::Static);
  r.contentType = "text/css; charset=utf-8";
  return r;
}

HtmlReply Website::script(const httplib::Request&) {
  HtmlReply r = page(200, kSiteJs, Caching::Static);
  r.contentType = "text/javascript; charset=utf-8";
  return r;
}

}  // namespace errknow::backend::web
