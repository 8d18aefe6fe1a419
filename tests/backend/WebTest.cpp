// The website of errknow-server over real HTTP against the real binary: every public page, the
// code redirects, the 404 page, escaping (a fixture catalogue whose record holds <script>), the
// security headers, sitemap and robots, and the accounts: sign up, sign in, sign out, CSRF
// refusals, session expiry, sign-in throttling, invite-only sign-up with `errknow users password`,
// and keys made, rotated and revoked on the account page then accepted or refused by the API.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <regex>
#include <set>
#include <thread>

#include "errknow/store/CatalogueStore.h"
#include "web/ClientAddress.h"
#include "web/PublicPages.h"
#include "support/ServerProcess.h"
#include "support/TestCatalogue.h"

using namespace errknow;
using fixtures::httpCall;
using fixtures::HttpReply;
using fixtures::ServerProcess;
using Json = nlohmann::json;

namespace {

// One browser: a libcurl handle with its own cookie jar, no redirects followed. Every Set-Cookie
// line of the last answer is kept.
class Browser {
 public:
  explicit Browser(const ServerProcess& s) : s_(s), c_(curl_easy_init()) {
    curl_easy_setopt(c_, CURLOPT_COOKIEFILE, "");  // the in-memory cookie engine
    curl_easy_setopt(c_, CURLOPT_TIMEOUT, 30L);
    curl_easy_setopt(c_, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(c_, CURLOPT_SSL_VERIFYPEER, 0L);
    curl_easy_setopt(c_, CURLOPT_SSL_VERIFYHOST, 0L);
  }
  ~Browser() { curl_easy_cleanup(c_); }
  HttpReply get(const std::string& path, const std::vector<std::string>& headers = {}) { return call("GET", path, "", headers); }
  HttpReply post(const std::string& path, const std::vector<std::pair<std::string, std::string>>& fields,
                 const std::vector<std::string>& headers = {}) {
    std::string body;
    for (const auto& [k, v] : fields) {
      char* e = curl_easy_escape(c_, v.c_str(), static_cast<int>(v.size()));
      body += (body.empty() ? "" : "&") + k + "=" + e;
      curl_free(e);
    }
    std::vector<std::string> hs = headers;
    hs.push_back("Content-Type: application/x-www-form-urlencoded");
    return call("POST", path, body, hs);
  }
  // The value of a cookie in the jar ("" when absent).
  std::string cookie(const std::string& name) {
    curl_slist* list = nullptr;
    curl_easy_getinfo(c_, CURLINFO_COOKIELIST, &list);
    std::string value;
    for (curl_slist* l = list; l; l = l->next) {
      std::string line = l->data;
      std::vector<std::string> parts;
      std::size_t pos = 0, tab;
      while ((tab = line.find('\t', pos)) != std::string::npos) {
        parts.push_back(line.substr(pos, tab - pos));
        pos = tab + 1;
      }
      parts.push_back(line.substr(pos));
      if (parts.size() == 7 && parts[5] == name) value = parts[6];
    }
    curl_slist_free_all(list);
    return value;
  }
  std::vector<std::string> setCookies;

 private:
  static size_t onHeader(char* p, size_t s, size_t n, void* ud) {
    auto* self = static_cast<Browser*>(ud);
    std::string name, value;
    if (fixtures::parseHeaderLine(std::string(p, s * n), name, value)) {
      self->reply_.headers[name] = value;
      if (name == "set-cookie") self->setCookies.push_back(value);
    }
    return s * n;
  }
  HttpReply call(const std::string& method, const std::string& path, const std::string& body,
                 const std::vector<std::string>& headers) {
    reply_ = HttpReply{};
    setCookies.clear();
    curl_slist* hs = nullptr;
    for (const auto& h : headers) hs = curl_slist_append(hs, h.c_str());
    const std::string url = s_.url(path);
    curl_easy_setopt(c_, CURLOPT_URL, url.c_str());
    curl_easy_setopt(c_, CURLOPT_CUSTOMREQUEST, method.c_str());
    curl_easy_setopt(c_, CURLOPT_HTTPHEADER, hs);
    if (method == "POST") {
      curl_easy_setopt(c_, CURLOPT_POSTFIELDS, body.c_str());
      curl_easy_setopt(c_, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
    } else {
      curl_easy_setopt(c_, CURLOPT_HTTPGET, 1L);
    }
    curl_easy_setopt(c_, CURLOPT_WRITEFUNCTION, fixtures::curlWriteBody);
    curl_easy_setopt(c_, CURLOPT_WRITEDATA, &reply_.body);
    curl_easy_setopt(c_, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(c_, CURLOPT_HEADERDATA, this);
    if (curl_easy_perform(c_) == CURLE_OK) curl_easy_getinfo(c_, CURLINFO_RESPONSE_CODE, &reply_.status);
    curl_slist_free_all(hs);
    return reply_;
  }
  const ServerProcess& s_;
  CURL* c_;
  HttpReply reply_;
};

std::string csrfOf(const std::string& html) {
  std::smatch m;
  return std::regex_search(html, m, std::regex(R"re(name="csrf" value="([0-9a-f]+)")re")) ? std::string(m[1]) : "";
}

std::string newKeyOf(const std::string& html) {
  std::smatch m;
  return std::regex_search(html, m, std::regex(R"(<code id="new-key">(ek_[A-Za-z0-9]+)</code>)")) ? std::string(m[1]) : "";
}

int usedCalls(const std::string& html) {
  std::smatch m;
  return std::regex_search(html, m, std::regex(R"(<span id="calls-used">([0-9,]+)</span>)"))
             ? std::stoi(std::regex_replace(std::string(m[1]), std::regex(","), ""))
             : -1;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const std::string kPassword = "correct horse battery staple";

// Signs up through the form; the answer of the POST.
HttpReply signUp(Browser& b, const std::string& email, const std::string& password = kPassword) {
  const auto form = b.get("/signup");
  return b.post("/signup", {{"csrf", csrfOf(form.body)}, {"email", email}, {"password", password}});
}

HttpReply signIn(Browser& b, const std::string& email, const std::string& password = kPassword) {
  const auto form = b.get("/signin");
  return b.post("/signin", {{"csrf", csrfOf(form.body)}, {"email", email}, {"password", password}});
}

HttpReply analyzeWith(const ServerProcess& s, const std::string& key) {
  return httpCall("POST", s.url("/api/v1/analyze"), R"({"error": "HTTP/1.1 503 Service Unavailable"})",
                  {"Authorization: Bearer " + key, "Content-Type: application/json"});
}

// A catalogue whose records hold markup, to prove every field is escaped, and every section.
std::string writeHostileCatalogue(const std::filesystem::path& dir) {
  auto cat = fixtures::smallCatalogue();
  std::vector<core::Record> recs = cat.records();
  core::Record& r = recs[0];  // python/module-not-found, alias ImportError
  r.title = "<script>alert('title')</script> & more";
  r.meaning = "Means <b>bold</b> and `<code-span>` \"quoted\".";
  r.message = "<script>alert(\"message\")</script>";
  r.causes = {"<img src=x onerror=alert(1)>"};
  r.quick_fix = {"Run `pip install <pkg>`"};
  r.platform_fixes = {{"linux", {"apt install python3-<x>"}}, {"windows", {"py -m pip install x"}}};
  r.checks = {{"Look", "read <it>", core::CheckEffect::ReadOnly},
              {"Change", "pip install", core::CheckEffect::ChangesState},
              {"Wipe", "rm -rf venv", core::CheckEffect::Destructive}};
  r.examples = {{"Traceback </pre><script>alert(2)</script>", "python", "linux", "captured", "cap.sh <x>", "", "", ""},
                {"ModuleNotFoundError: No module named 'x'", "python", "", "cited", "", "https://example.org/a?b=<c>", "", ""}};
  r.related = {{"python", "type-error"}};
  const std::string path = (dir / "hostile.db").string();
  store::writeCatalogue(core::Catalogue(cat.categories(), recs), path);
  return path;
}

}  // namespace

// ---------------------------------------------------------------- public pages, real catalogue

class WebPublicTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    server = new ServerProcess();
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static inline ServerProcess* server = nullptr;
};

TEST_F(WebPublicTest, HomePageHasTheHeadAPageNeedsAndSaysHowToUseErrknow) {
  const auto r = httpCall("GET", server->url("/"));
  ASSERT_EQ(r.status, 200);
  EXPECT_EQ(r.header("content-type"), "text/html; charset=utf-8");
  for (const char* part : {"<!doctype html>", "<html lang=\"en\">", "<title>", "<meta name=\"description\" content=\"",
                           "<meta name=\"viewport\"", "<link rel=\"canonical\" href=\"http://127.0.0.1:", "<main id=\"main\">",
                           "<header", "<footer", "/api/v1/analyze", "errknow-lsp", "errknow analyze", "/account"})
    EXPECT_TRUE(contains(r.body, part)) << part;
  EXPECT_FALSE(contains(r.body, "http://cdn")) << "no external assets";
  EXPECT_FALSE(contains(r.body, "https://")) << "no external assets";
}

TEST_F(WebPublicTest, HtmlAnswersCarryTheSecurityHeaders) {
  for (const char* path : {"/", "/errors", "/errors/http/not-found", "/search?q=x", "/signin", "/nope"}) {
    const auto r = httpCall("GET", server->url(path));
    const std::string csp = r.header("content-security-policy");
    EXPECT_TRUE(contains(csp, "default-src 'none'")) << path;
    EXPECT_TRUE(contains(csp, "script-src 'self'")) << path;
    EXPECT_TRUE(contains(csp, "frame-ancestors 'none'")) << path;
    EXPECT_FALSE(contains(csp, "unsafe-inline")) << path;
    EXPECT_EQ(r.header("x-content-type-options"), "nosniff") << path;
    EXPECT_EQ(r.header("referrer-policy"), "same-origin") << path;
  }
  const auto css = httpCall("GET", server->url("/static/site.css"));
  EXPECT_EQ(css.status, 200);
  EXPECT_EQ(css.header("content-type"), "text/css; charset=utf-8");
  EXPECT_TRUE(contains(css.header("cache-control"), "max-age=86400"));
  const auto js = httpCall("GET", server->url("/static/site.js"));
  EXPECT_EQ(js.status, 200);
  EXPECT_TRUE(contains(js.body, "data-copy"));
}

TEST_F(WebPublicTest, CatalogueIndexAndCategoryPagesLinkToTheRecords) {
  const auto index = httpCall("GET", server->url("/errors"));
  ASSERT_EQ(index.status, 200);
  EXPECT_TRUE(contains(index.body, "href=\"/errors/http\""));
  EXPECT_TRUE(contains(index.body, "href=\"/errors/postgresql\""));
  const auto http = httpCall("GET", server->url("/errors/http"));
  ASSERT_EQ(http.status, 200);
  EXPECT_TRUE(contains(http.body, "href=\"/errors/http/not-found\""));
  EXPECT_TRUE(contains(http.body, "<link rel=\"canonical\" href=\"" + server->url("/errors/http") + "\">"));
}

// The codes of a category page's list, in page order (each item: link, then <code>CODE</code>).
std::vector<std::string> listedCodes(const std::string& body) {
  std::vector<std::string> codes;
  static const std::regex item(R"(<li><a href="/errors/[^"]+">[^\n]*?</a> <code>([^<]*)</code></li>)");
  for (std::sregex_iterator it(body.begin(), body.end(), item), end; it != end; ++it) codes.push_back((*it)[1]);
  return codes;
}

TEST(WebLists, CodesSortAsPeopleReadThem) {
  EXPECT_TRUE(backend::web::codeOrder("202", "400"));
  EXPECT_TRUE(backend::web::codeOrder("404", "1045"));
  EXPECT_TRUE(backend::web::codeOrder("TS2304", "TS18046"));
  EXPECT_TRUE(backend::web::codeOrder("e0308", "E0499"));
  EXPECT_TRUE(backend::web::codeOrder("SC1000", "SC2086"));
  EXPECT_TRUE(backend::web::codeOrder("42P01", "42P07"));
  EXPECT_FALSE(backend::web::codeOrder("E0308", "e0308"));
  EXPECT_FALSE(backend::web::codeOrder("1045", "404"));
  EXPECT_TRUE(backend::web::codeOrder("ECONN", "ECONNREFUSED"));
}

TEST_F(WebPublicTest, CategoryPagesListByCodeInPagesWithAFilter) {
  const auto http = httpCall("GET", server->url("/errors/http"));
  ASSERT_EQ(http.status, 200);
  const std::vector<std::string> codes = listedCodes(http.body);
  ASSERT_GT(codes.size(), 30u);
  std::vector<int> statuses;
  for (const auto& c : codes)
    if (std::regex_match(c, std::regex("[1-5][0-9][0-9]"))) statuses.push_back(std::stoi(c));
  ASSERT_GT(statuses.size(), 30u);
  EXPECT_TRUE(std::is_sorted(statuses.begin(), statuses.end())) << http.body.substr(0, 3000);
  // The biggest category comes in pages, each small, linked from one another.
  const auto ts = httpCall("GET", server->url("/errors/typescript"));
  ASSERT_EQ(ts.status, 200);
  EXPECT_LT(ts.body.size(), 100000u);
  EXPECT_EQ(listedCodes(ts.body).size(), backend::web::kCategoryPageSize);
  EXPECT_TRUE(contains(ts.body, "href=\"/errors/typescript?page=2\""));
  const auto second = httpCall("GET", server->url("/errors/typescript?page=2"));
  ASSERT_EQ(second.status, 200);
  EXPECT_TRUE(contains(second.body, "<link rel=\"canonical\" href=\"" + server->url("/errors/typescript?page=2") + "\">"));
  const auto firstCodes = listedCodes(ts.body), secondCodes = listedCodes(second.body);
  ASSERT_FALSE(secondCodes.empty());
  EXPECT_TRUE(backend::web::codeOrder(firstCodes.back(), secondCodes.front()) || firstCodes.back() == secondCodes.front());
  for (const char* bad : {"/errors/typescript?page=0", "/errors/typescript?page=99", "/errors/typescript?page=x",
                          "/errors/http?page=2"})
    EXPECT_EQ(httpCall("GET", server->url(bad)).status, 404) << bad;
  // The filter box keeps to the category: a code, or words of the titles.
  const auto filtered = httpCall("GET", server->url("/errors/typescript?filter=TS2322"));
  ASSERT_EQ(filtered.status, 200);
  EXPECT_TRUE(contains(filtered.body, "value=\"TS2322\""));
  EXPECT_TRUE(contains(filtered.body, "<code>TS2322</code>"));
  EXPECT_LT(listedCodes(filtered.body).size(), 10u);
  const auto none = httpCall("GET", server->url("/errors/http?filter=zzzqqq"));
  EXPECT_EQ(none.status, 200);
  EXPECT_TRUE(listedCodes(none.body).empty());
  EXPECT_TRUE(contains(none.body, "href=\"/search?q=zzzqqq\""));
}

TEST_F(WebPublicTest, SearchResultsRenderTheRecordsMarkdown) {
  const auto page = httpCall("GET", server->url("/search?q=NoneType"));
  ASSERT_EQ(page.status, 200);
  const std::string list = page.body.substr(page.body.find("<ul class=\"list\">"));
  EXPECT_EQ(list.find('`'), std::string::npos) << list.substr(0, 2000);
  EXPECT_TRUE(contains(list, "<code>"));
}

const std::string kPastedLog =
    "Traceback (most recent call last):\n  File \"/srv/shop/app.py\", line 3, in <module>\n    from flask import Flask\n"
    "ModuleNotFoundError: No module named 'flask'\n2026-11-28 10:00:05 INFO retrying with password=hunter2hunter2\n"
    "psql: error: connection to server at \"db\" (10.0.0.5), port 5433 failed: Connection refused\n";

// Posts `text` through the analyze form as a browser does: the form's page first, then its fields.
HttpReply analyzeThroughTheForm(Browser& b, const std::string& text, const std::string& language = "",
                                const std::vector<std::string>& headers = {}) {
  const auto form = b.get("/analyze", headers);
  return b.post("/analyze", {{"csrf", csrfOf(form.body)}, {"error", text}, {"language", language}}, headers);
}

TEST_F(WebPublicTest, TheAnalyzePageRendersTheAnalysisWithTheUsersValues) {
  Browser b(*server);
  const auto home = b.get("/");
  ASSERT_EQ(home.status, 200);
  EXPECT_TRUE(contains(home.body, "<form action=\"/analyze\" method=\"post\""));
  EXPECT_TRUE(contains(home.body, "<textarea id=\"home-error\" name=\"error\""));
  EXPECT_FALSE(csrfOf(home.body).empty());
  EXPECT_EQ(home.header("cache-control"), "no-store");
  const auto r = analyzeThroughTheForm(b, kPastedLog);
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.header("cache-control"), "no-store");
  const std::string page = r.body;
  EXPECT_TRUE(contains(page, "<p class=\"confidence\">Likely</p>"));
  EXPECT_TRUE(contains(page, "href=\"/errors/python/module-not-found\""));
  EXPECT_TRUE(contains(page, "pip install flask")) << "the steps name the user's module";
  EXPECT_TRUE(contains(page, "Other errors in the text"));
  EXPECT_TRUE(std::regex_search(page, std::regex("href=\"/errors/postgresql/[a-z0-9-]+\"")));
  EXPECT_TRUE(contains(page, "5433")) << "the second finding's steps use the user's port";
  EXPECT_TRUE(contains(page, "<mark>ModuleNotFoundError: No module named &#39;flask&#39;</mark>") ||
              contains(page, "<mark>ModuleNotFoundError: No module named &#x27;flask&#x27;</mark>"))
      << page.substr(page.find("<pre class=\"pasted\">"), 600);
  EXPECT_FALSE(contains(page, "hunter2hunter2")) << "secrets are masked in everything shown";
  EXPECT_TRUE(contains(page, "<option selected>") == false);
  // The language field steers; an empty one is no language, an unknown one is refused.
  const auto js = analyzeThroughTheForm(b, "TypeError: foo is undefined", "javascript");
  EXPECT_EQ(js.status, 200);
  EXPECT_TRUE(contains(js.body, "href=\"/errors/javascript/")) << js.body.substr(0, 3000);
  EXPECT_TRUE(contains(js.body, "<option selected>javascript</option>"));
  EXPECT_EQ(analyzeThroughTheForm(b, "TypeError: foo is undefined", "cobol-85").status, 422);
  EXPECT_EQ(analyzeThroughTheForm(b, "  \n ").status, 422);
  EXPECT_EQ(analyzeThroughTheForm(b, "hello world").status, 200);
}

TEST_F(WebPublicTest, ASearchForAPastedErrorOffersTheAnalysis) {
  Browser b(*server);
  const auto words = b.get("/search?q=connection%20refused");
  EXPECT_FALSE(contains(words.body, "Analyze it instead"));
  char* q = curl_easy_escape(nullptr, kPastedLog.c_str(), static_cast<int>(kPastedLog.size()));
  const auto pasted = b.get(std::string("/search?q=") + q);
  curl_free(q);
  ASSERT_EQ(pasted.status, 200);
  EXPECT_TRUE(contains(pasted.body, "Analyze it instead"));
  // One click: the form carries the paste and the token, and the analysis answers.
  const std::string token = csrfOf(pasted.body);
  ASSERT_FALSE(token.empty());
  const auto r = b.post("/analyze", {{"csrf", token}, {"error", kPastedLog}});
  EXPECT_EQ(r.status, 200);
  EXPECT_TRUE(contains(r.body, "href=\"/errors/python/module-not-found\""));
}

TEST_F(WebPublicTest, TheAnalyzeFormRefusesAPostWithoutItsToken) {
  Browser b(*server);
  b.get("/analyze");
  EXPECT_EQ(b.post("/analyze", {{"error", kPastedLog}}).status, 403);
  EXPECT_EQ(b.post("/analyze", {{"csrf", std::string(32, 'a')}, {"error", kPastedLog}}).status, 403);
  Browser other(*server);  // another browser's token, without its cookie
  const auto form = b.get("/analyze");
  EXPECT_EQ(other.post("/analyze", {{"csrf", csrfOf(form.body)}, {"error", kPastedLog}}).status, 403);
  EXPECT_EQ(httpCall("GET", server->url("/analyze?error=x")).status, 200);  // the form, never an analysis in a URL
}

TEST(WebAnalyzeLimit, AnonymousAnalysesAreLimitedPerClientAddress) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  ServerProcess direct(R"({"web_analyses_per_day": 2})");
  Browser b(direct);
  EXPECT_EQ(analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432").status, 200);
  EXPECT_EQ(analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432").status, 200);
  const auto third = analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432");
  EXPECT_EQ(third.status, 429);
  EXPECT_TRUE(contains(third.body, "00:00 UTC"));
  EXPECT_GT(std::stol(third.header("retry-after")), 0);
  // A client cannot pick the address it is counted under: X-Forwarded-For from an untrusted peer is ignored.
  Browser spoof(direct);
  EXPECT_EQ(analyzeThroughTheForm(spoof, "Error: connect ECONNREFUSED", "", {"X-Forwarded-For: 203.0.113.7"}).status, 429);

  // Behind a trusted proxy, each forwarded client has its own count.
  ServerProcess proxied(R"({"web_analyses_per_day": 1, "trusted_proxies": ["127.0.0.1"]})");
  Browser p(proxied);
  EXPECT_EQ(analyzeThroughTheForm(p, "Error: connect ECONNREFUSED", "", {"X-Forwarded-For: 203.0.113.7"}).status, 200);
  EXPECT_EQ(analyzeThroughTheForm(p, "Error: connect ECONNREFUSED", "", {"X-Forwarded-For: 203.0.113.7"}).status, 429);
  EXPECT_EQ(analyzeThroughTheForm(p, "Error: connect ECONNREFUSED", "", {"X-Forwarded-For: 198.51.100.1, 203.0.113.8"}).status, 200);
}

TEST(WebAnalyzeLimit, TheClientAddressComesFromTrustedProxiesOnly) {
  using backend::web::clientAddress;
  const std::vector<std::string> proxies = {"127.0.0.1", "10.0.0.2"};
  EXPECT_EQ(clientAddress("192.0.2.1", "203.0.113.7", proxies), "192.0.2.1");
  EXPECT_EQ(clientAddress("127.0.0.1", "203.0.113.7", proxies), "203.0.113.7");
  EXPECT_EQ(clientAddress("::ffff:127.0.0.1", "203.0.113.7", proxies), "203.0.113.7");
  // The client may send its own X-Forwarded-For: only the hops the trusted proxies added count.
  EXPECT_EQ(clientAddress("127.0.0.1", "1.2.3.4, 203.0.113.7, 10.0.0.2", proxies), "203.0.113.7");
  EXPECT_EQ(clientAddress("127.0.0.1", "", proxies), "127.0.0.1");
  EXPECT_EQ(clientAddress("127.0.0.1", "10.0.0.2", proxies), "127.0.0.1");
}

TEST_F(WebPublicTest, ATrailingSlashRedirectsAndA404SearchesForTheMissingPage) {
  auto r = httpCall("GET", server->url("/errors/http/not-found/"));
  EXPECT_EQ(r.status, 301);
  EXPECT_EQ(r.header("location"), "/errors/http/not-found");
  EXPECT_EQ(httpCall("GET", server->url("/errors/typescript/?page=2")).header("location"), "/errors/typescript?page=2");
  EXPECT_EQ(httpCall("GET", server->url("/analyze/")).header("location"), "/analyze");
  EXPECT_EQ(httpCall("GET", server->url("/errors/")).header("location"), "/errors");
  EXPECT_NE(httpCall("GET", server->url("/api/v1/errors/")).status, 301);  // the API keeps its own addresses
  const auto missing = httpCall("GET", server->url("/errors/python/module-not-found-anywhere"));
  EXPECT_EQ(missing.status, 404);
  EXPECT_TRUE(contains(missing.body, "value=\"module not found anywhere\""));
  // The category of the missing address comes first among the pages offered.
  const std::size_t list = missing.body.find("<ul class=\"list\">");
  ASSERT_NE(list, std::string::npos) << missing.body;
  EXPECT_EQ(missing.body.find("<li><a href=\"/errors/python/module-not-found", list), list + 18) << missing.body.substr(list, 600);
  const auto sitemap = httpCall("GET", server->url("/sitemap.xml"));
  EXPECT_TRUE(contains(sitemap.body, server->url("/analyze") + "</loc>"));
  EXPECT_TRUE(contains(sitemap.body, server->url("/errors/typescript?page=2") + "</loc>"));
}

TEST_F(WebPublicTest, TheAnalyzeUrlIsARealPageWithEverySection) {
  const auto a = analyzeWith(*server, server->devKey());
  ASSERT_EQ(a.status, 200);
  const std::string url = Json::parse(a.body)["detected"]["url"];
  const auto r = httpCall("GET", url);
  ASSERT_EQ(r.status, 200);
  for (const char* part : {"<h1>", "What it means", "Likely causes", "Quick fix", "Checks", "data-effect=\"read-only\"",
                           "<pre data-copy=", "<code>503</code>", "Related errors"})
    EXPECT_TRUE(contains(r.body, part)) << part;
  EXPECT_TRUE(contains(r.body, "<link rel=\"canonical\" href=\"" + url + "\">"));
  EXPECT_LT(r.body.size(), 30000u);
}

TEST_F(WebPublicTest, CodeAndAliasUrlsRedirectToTheSlugPage) {
  auto r = httpCall("GET", server->url("/errors/http/404"));
  EXPECT_EQ(r.status, 301);
  EXPECT_EQ(r.header("location"), "/errors/http/not-found");
  r = httpCall("GET", server->url("/errors/postgresql/42p01"));
  EXPECT_EQ(r.status, 301);
  EXPECT_EQ(r.header("location").rfind("/errors/postgresql/", 0), 0u);
  EXPECT_EQ(httpCall("GET", server->url(r.header("location"))).status, 200);
  EXPECT_EQ(httpCall("GET", server->url("/errors/")).header("location"), "/errors");
}

TEST_F(WebPublicTest, UnknownPagesGetTheHtml404PageAndTheApiKeepsItsJson404) {
  for (const char* path : {"/nope", "/errors/nope", "/errors/nope/nothing", "/errors/http/no-such-thing", "/errors/http/x/y",
                           "/static/other.css"}) {
    const auto r = httpCall("GET", server->url(path));
    EXPECT_EQ(r.status, 404) << path;
    EXPECT_EQ(r.header("content-type"), "text/html; charset=utf-8") << path;
    EXPECT_TRUE(contains(r.body, "<h1>Page not found</h1>")) << path;
    EXPECT_TRUE(contains(r.body, "noindex")) << path;
  }
  const auto hostile = httpCall("GET", server->url("/%3Cscript%3Ealert(1)%3C/script%3E"));
  EXPECT_EQ(hostile.status, 404);
  EXPECT_FALSE(contains(hostile.body, "<script>alert(1)"));
  const auto api = httpCall("GET", server->url("/api/v1/nothing"), "", {"Authorization: Bearer " + server->devKey()});
  EXPECT_EQ(api.status, 404);
  EXPECT_EQ(api.header("content-type"), "application/json; charset=utf-8");
}

TEST_F(WebPublicTest, SearchPageShowsTheSameHitsAsTheApiSearch) {
  const auto api = httpCall("GET", server->url("/api/v1/search?q=connection%20refused&limit=20"), "",
                            {"Authorization: Bearer " + server->devKey()});
  ASSERT_EQ(api.status, 200);
  const Json hits = Json::parse(api.body)["results"];
  const std::size_t total = Json::parse(api.body)["total"];
  ASSERT_FALSE(hits.empty()) << api.body;
  const auto page = httpCall("GET", server->url("/search?q=connection%20refused"));
  ASSERT_EQ(page.status, 200);
  for (const auto& h : hits) {
    const std::string url = h["url"];
    const std::string path = url.substr(url.find("/errors/"));
    EXPECT_TRUE(contains(page.body, "href=\"" + path + "\"")) << path;
  }
  EXPECT_TRUE(contains(page.body, std::to_string(total) + (total == 1 ? " match" : " matches")));
  for (const auto& h : hits) EXPECT_TRUE(contains(page.body, "href=\"/errors/" + h["category"].get<std::string>() + "\""));
  EXPECT_TRUE(contains(page.body, "value=\"connection refused\""));
  const auto blank = httpCall("GET", server->url("/search"));
  EXPECT_EQ(blank.status, 200);
  EXPECT_TRUE(contains(blank.body, "<label for=\"q\">"));
  // A long query is searched; a request line past the server's limit is refused, not a crash.
  EXPECT_EQ(httpCall("GET", server->url("/search?q=" + std::string(6000, 'a'))).status, 200);
  EXPECT_EQ(httpCall("GET", server->url("/search?q=" + std::string(70000, 'a'))).status, 414);
}

TEST_F(WebPublicTest, SitemapListsEveryRecordAndRobotsPointsAtIt) {
  const auto sm = httpCall("GET", server->url("/sitemap.xml"));
  ASSERT_EQ(sm.status, 200);
  EXPECT_EQ(sm.header("content-type"), "application/xml; charset=utf-8");
  EXPECT_TRUE(contains(sm.body, "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"));
  EXPECT_TRUE(contains(sm.body, "<loc>" + server->url("/errors/http/not-found") + "</loc>"));
  const auto cats = httpCall("GET", server->url("/api/v1/categories"), "", {"Authorization: Bearer " + server->devKey()});
  std::size_t records = 0;
  for (const auto& c : Json::parse(cats.body)["categories"]) records += c["count"].get<std::size_t>();
  std::size_t locs = 0;
  for (std::size_t p = sm.body.find("<loc>"); p != std::string::npos; p = sm.body.find("<loc>", p + 1)) ++locs;
  EXPECT_GE(locs, records + 2);
  const auto robots = httpCall("GET", server->url("/robots.txt"));
  EXPECT_EQ(robots.status, 200);
  EXPECT_TRUE(contains(robots.body, "Sitemap: " + server->url("/sitemap.xml")));
  EXPECT_TRUE(contains(robots.body, "Disallow: /account"));
}

// Every record's page, found through the sitemap: 200, under 30 KB, and the server's time for it
// (the access log's latency) well under 2 ms at the median.
TEST_F(WebPublicTest, EveryErrorPageIsUnder30KB) {
  const auto sm = httpCall("GET", server->url("/sitemap.xml"));
  const std::regex loc(R"(<loc>[^<]*(/errors/[^/<]+/[^/<]+)</loc>)");
  std::size_t pages = 0, largest = 0;
  std::string largestPath;
  for (auto it = std::sregex_iterator(sm.body.begin(), sm.body.end(), loc); it != std::sregex_iterator(); ++it) {
    const std::string path = (*it)[1];
    const auto r = httpCall("GET", server->url(path));
    ASSERT_EQ(r.status, 200) << path;
    if (r.body.size() > largest) largest = r.body.size(), largestPath = path;
    ++pages;
  }
  EXPECT_GT(pages, 100u);
  EXPECT_LT(largest, 30000u) << largestPath;
  // The server's own time for each page (rendered on this first request, kept afterwards), from
  // the access log.
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  std::vector<double> ms;
  const std::string log = server->stderrText();
  const std::regex line(R"re("route":"/errors/\{category\}/\{slug\}","status":200,"latency_ms":([0-9.e-]+))re");
  for (auto it = std::sregex_iterator(log.begin(), log.end(), line); it != std::sregex_iterator(); ++it)
    ms.push_back(std::stod((*it)[1]));
  ASSERT_GE(ms.size(), pages);
  std::sort(ms.begin(), ms.end());
  const double median = ms[ms.size() / 2], p99 = ms[ms.size() * 99 / 100];
  EXPECT_LT(median, 2.0);
  std::cout << "[ web ] " << pages << " error pages, the largest " << largest << " bytes (" << largestPath
            << "); server time per page: median " << median << " ms, p99 " << p99 << " ms, max " << ms.back() << " ms\n";
}

// ---------------------------------------------------------------- escaping, fixture catalogue

TEST(WebEscaping, ARecordHoldingMarkupShowsAsTextInEverySection) {
  const auto dir = std::filesystem::temp_directory_path() / ("errknow-web-esc-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string db = writeHostileCatalogue(dir);
  {
    ServerProcess s("", dir / "srv", {"--catalogue", db});
    const auto r = httpCall("GET", s.url("/errors/python/module-not-found"));
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_FALSE(contains(r.body, "<script>alert"));
    EXPECT_FALSE(contains(r.body, "<img src=x"));
    EXPECT_FALSE(contains(r.body, "<b>bold"));
    EXPECT_FALSE(contains(r.body, "</pre><script>"));
    for (const char* part : {"&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; more",
                             "&lt;script&gt;alert(&quot;message&quot;)&lt;/script&gt;", "&lt;img src=x onerror=alert(1)&gt;",
                             "<code>&lt;code-span&gt;</code>", "<code>pip install &lt;pkg&gt;</code>",
                             "Fixes by platform", "<h3 id=\"platform-linux\">Linux</h3>", "<h3 id=\"platform-windows\">Windows</h3>",
                             "data-effect=\"read-only\"", "data-effect=\"changes-state\"", "data-effect=\"destructive\"",
                             "Traceback &lt;/pre&gt;&lt;script&gt;alert(2)&lt;/script&gt;", "<figcaption>Python on Linux</figcaption>",
                             "href=\"https://example.org/a?b=&lt;c&gt;\"", "href=\"/errors/python/type-error\"",
                             "<code>ImportError</code>", "<title>&lt;script&gt;"})
      EXPECT_TRUE(contains(r.body, part)) << part;
    EXPECT_FALSE(contains(r.body, "cap.sh")) << "an example is labelled by who printed it, not by our script";
    // The alias redirects to the slug's page; the search page escapes what it shows, too.
    const auto alias = httpCall("GET", s.url("/errors/python/importerror"));
    EXPECT_EQ(alias.status, 301);
    EXPECT_EQ(alias.header("location"), "/errors/python/module-not-found");
    const auto search = httpCall("GET", s.url("/search?q=%3Cscript%3Ealert(%22q%22)%3C/script%3E"));
    EXPECT_EQ(search.status, 200);
    EXPECT_FALSE(contains(search.body, "<script>alert"));
    EXPECT_TRUE(contains(search.body, "&lt;script&gt;alert(&quot;q&quot;)"));
    const auto sm = httpCall("GET", s.url("/sitemap.xml"));
    EXPECT_TRUE(contains(sm.body, "/errors/python/module-not-found</loc>"));
  }
  std::filesystem::remove_all(dir);
}

// ---------------------------------------------------------------- accounts

class WebAccountsTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    server = new ServerProcess(R"({"plans": {"developer": {"calls_per_day": 5, "ai_per_day": 2}}})");
  }
  static void TearDownTestSuite() {
    delete server;
    server = nullptr;
  }
  static inline ServerProcess* server = nullptr;
};

TEST_F(WebAccountsTest, AccountPageNeedsASignIn) {
  const auto r = httpCall("GET", server->url("/account"));
  EXPECT_EQ(r.status, 303);
  EXPECT_EQ(r.header("location"), "/signin");
  EXPECT_EQ(httpCall("GET", server->url("/login")).header("location"), "/signin");
}

TEST_F(WebAccountsTest, SignUpSignsInWithASafeSessionCookie) {
  Browser b(*server);
  const auto form = b.get("/signup");
  ASSERT_EQ(form.status, 200);
  EXPECT_TRUE(contains(form.body, "type=\"password\""));
  EXPECT_TRUE(contains(form.body, "<label for=\"email\">"));
  EXPECT_EQ(form.header("cache-control"), "no-store");
  const auto r = b.post("/signup", {{"csrf", csrfOf(form.body)}, {"email", "Signup@Example.org"}, {"password", kPassword}});
  ASSERT_EQ(r.status, 303) << r.body;
  EXPECT_EQ(r.header("location"), "/account");
  std::string session;
  for (const auto& c : b.setCookies)
    if (c.rfind("ek_session=", 0) == 0) session = c;
  ASSERT_FALSE(session.empty());
  EXPECT_TRUE(std::regex_search(session, std::regex("^ek_session=[0-9a-f]{64};")));
  for (const char* attr : {"HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="}) EXPECT_TRUE(contains(session, attr)) << attr;
  EXPECT_FALSE(contains(session, "Secure")) << "plain HTTP";
  const auto account = b.get("/account");
  ASSERT_EQ(account.status, 200);
  EXPECT_TRUE(contains(account.body, "signup@example.org"));
  EXPECT_TRUE(contains(account.body, "<dd id=\"plan\">developer</dd>"));
  EXPECT_TRUE(contains(account.body, "of 5 used"));
  EXPECT_TRUE(contains(account.body, "of 2 used"));
  EXPECT_TRUE(contains(account.body, "at 00:00 UTC, in "));
  EXPECT_EQ(account.header("cache-control"), "no-store");
  // The same email again, a short password, a bad address: the form again, with the reason.
  Browser other(*server);
  EXPECT_EQ(signUp(other, "signup@example.org").status, 400);
  const auto shortPw = signUp(other, "short@example.org", "short");
  EXPECT_EQ(shortPw.status, 400);
  EXPECT_TRUE(contains(shortPw.body, "at least 10 characters"));
  EXPECT_EQ(signUp(other, "not-an-address").status, 400);
  EXPECT_EQ(other.get("/account").status, 303);
}

TEST_F(WebAccountsTest, SignInChecksThePasswordAndSignOutEndsTheSession) {
  Browser a(*server);
  ASSERT_EQ(signUp(a, "inout@example.org").status, 303);
  Browser b(*server);
  const auto wrong = signIn(b, "inout@example.org", "wrong password!");
  EXPECT_EQ(wrong.status, 401);
  EXPECT_TRUE(contains(wrong.body, "The email or the password is wrong."));
  EXPECT_TRUE(contains(wrong.body, "value=\"inout@example.org\""));
  EXPECT_EQ(signIn(b, "nobody@example.org").status, 401);
  const auto right = signIn(b, "INOUT@example.org");
  ASSERT_EQ(right.status, 303);
  EXPECT_EQ(right.header("location"), "/account");
  const auto account = b.get("/account");
  ASSERT_EQ(account.status, 200);
  const std::string session = b.cookie("ek_session");
  ASSERT_EQ(session.size(), 64u);
  // Signed in: the sign-in page sends to the account page.
  EXPECT_EQ(b.get("/signin").status, 303);
  const auto out = b.post("/signout", {{"csrf", csrfOf(account.body)}});
  EXPECT_EQ(out.status, 303);
  EXPECT_EQ(out.header("location"), "/");
  EXPECT_EQ(b.get("/account").status, 303);
  // The old cookie, replayed, is dead on the server too.
  EXPECT_EQ(httpCall("GET", server->url("/account"), "", {"Cookie: ek_session=" + session}).status, 303);
  // The other browser's session is untouched.
  EXPECT_EQ(a.get("/account").status, 200);
}

TEST_F(WebAccountsTest, ASignedInUsersAnalysesCountAgainstTheirPlan) {
  Browser b(*server);
  ASSERT_EQ(signUp(b, "analyst@example.org").status, 303);
  EXPECT_EQ(usedCalls(b.get("/account").body), 0);
  EXPECT_EQ(analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432").status, 200);
  EXPECT_EQ(analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432").status, 200);
  EXPECT_EQ(usedCalls(b.get("/account").body), 2);
  for (int i = 0; i < 3; ++i) analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432");
  const auto over = analyzeThroughTheForm(b, "Error: connect ECONNREFUSED 127.0.0.1:5432");  // the plan allows 5 a day
  EXPECT_EQ(over.status, 429);
  EXPECT_TRUE(contains(over.body, "plan"));
}

TEST_F(WebAccountsTest, PostsWithoutAValidCsrfTokenAreRefused) {
  Browser b(*server);
  // Sign-up and sign-in forms: the token must match the signed form cookie.
  const auto form = b.get("/signin");
  const std::string token = csrfOf(form.body);
  ASSERT_EQ(token.size(), 32u);
  EXPECT_EQ(b.post("/signin", {{"email", "x@example.org"}, {"password", kPassword}}).status, 403);
  EXPECT_EQ(b.post("/signin", {{"csrf", std::string(32, 'a')}, {"email", "x@example.org"}, {"password", kPassword}}).status, 403);
  Browser noCookie(*server);
  EXPECT_EQ(noCookie.post("/signin", {{"csrf", token}, {"email", "x@example.org"}, {"password", kPassword}}).status, 403);
  // A forged cookie with the right shape but no valid signature.
  EXPECT_EQ(httpCall("POST", server->url("/signup"), "csrf=" + token + "&email=f%40example.org&password=abcdefghijkl",
                     {"Content-Type: application/x-www-form-urlencoded", "Cookie: ek_form=" + token + "." + std::string(64, '0')})
                .status,
            403);
  EXPECT_EQ(b.post("/signup", {{"email", "csrf@example.org"}, {"password", kPassword}}).status, 403);
  // Signed-in forms: the token is bound to the session.
  ASSERT_EQ(signUp(b, "csrf@example.org").status, 303);
  Browser c(*server);
  ASSERT_EQ(signUp(c, "csrf2@example.org").status, 303);
  const std::string otherToken = csrfOf(c.get("/account").body);
  for (const char* path : {"/account/keys/create", "/account/keys/rotate", "/account/keys/revoke", "/signout"}) {
    EXPECT_EQ(b.post(path, {}).status, 403) << path;
    EXPECT_EQ(b.post(path, {{"csrf", otherToken}, {"prefix", "ek_0000000"}}).status, 403) << path;
  }
  EXPECT_TRUE(b.get("/account").body.find("You have no API key yet.") != std::string::npos);
  // Without a session, key actions send to the sign-in page.
  Browser anon(*server);
  EXPECT_EQ(anon.post("/account/keys/create", {{"csrf", otherToken}}).status, 303);
}

TEST_F(WebAccountsTest, KeysMadeOnTheAccountPageWorkOnTheApiAndUsageShowsThere) {
  Browser b(*server);
  ASSERT_EQ(signUp(b, "keys@example.org").status, 303);
  auto account = b.get("/account");
  const auto made = b.post("/account/keys/create", {{"csrf", csrfOf(account.body)}});
  ASSERT_EQ(made.status, 200);
  EXPECT_EQ(made.header("cache-control"), "no-store");
  const std::string key = newKeyOf(made.body);
  ASSERT_FALSE(key.empty()) << made.body;
  EXPECT_TRUE(contains(made.body, "data-copy=\"Copy the API key\""));
  // Shown once: the account page afterwards has the prefix only.
  account = b.get("/account");
  EXPECT_FALSE(contains(account.body, key));
  EXPECT_TRUE(contains(account.body, key.substr(0, 10)));
  EXPECT_EQ(usedCalls(account.body), 0);
  // The API takes it; the page's count and the API's X-RateLimit-Remaining agree.
  for (int i = 1; i <= 2; ++i) {
    const auto a = analyzeWith(*server, key);
    ASSERT_EQ(a.status, 200) << a.body;
    EXPECT_EQ(a.header("x-ratelimit-remaining"), std::to_string(5 - i));
    EXPECT_EQ(usedCalls(b.get("/account").body), i);
  }
  // Rotate: the old key stops, the new one works.
  const auto rotated = b.post("/account/keys/rotate", {{"csrf", csrfOf(account.body)}});
  ASSERT_EQ(rotated.status, 200);
  const std::string key2 = newKeyOf(rotated.body);
  ASSERT_FALSE(key2.empty());
  EXPECT_NE(key2, key);
  EXPECT_EQ(analyzeWith(*server, key).status, 401);
  EXPECT_EQ(analyzeWith(*server, key2).status, 200);
  EXPECT_EQ(usedCalls(b.get("/account").body), 3);
  // Revoke: the key stops.
  const auto revoked = b.post("/account/keys/revoke", {{"csrf", csrfOf(account.body)}, {"prefix", key2.substr(0, 10)}});
  ASSERT_EQ(revoked.status, 200);
  EXPECT_TRUE(contains(revoked.body, "Revoked the key " + key2.substr(0, 10)));
  EXPECT_EQ(analyzeWith(*server, key2).status, 401);
  EXPECT_FALSE(contains(b.get("/account").body, "Rotate key")) << "no active key left to rotate";
  // Neither the keys nor the password reached the log (written out every few ms: wait for the line).
  std::string log = server->stderrText();
  for (int i = 0; i < 100 && !contains(log, "\"route\":\"/account/keys/create\""); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    log = server->stderrText();
  }
  EXPECT_FALSE(contains(log, key));
  EXPECT_FALSE(contains(log, key2));
  EXPECT_FALSE(contains(log, "horse"));
  EXPECT_TRUE(contains(log, "\"route\":\"/account/keys/create\""));
}

TEST(WebSessions, ASessionEndsAtItsExpiry) {
  ServerProcess s(R"({"session_seconds": 3})");
  Browser b(s);
  const auto r = signUp(b, "expiry@example.org");
  ASSERT_EQ(r.status, 303);
  bool maxAge3 = false;
  for (const auto& c : b.setCookies) maxAge3 = maxAge3 || (c.rfind("ek_session=", 0) == 0 && contains(c, "Max-Age=3;"));
  EXPECT_TRUE(maxAge3);
  const std::string session = b.cookie("ek_session");
  EXPECT_EQ(httpCall("GET", s.url("/account"), "", {"Cookie: ek_session=" + session}).status, 200);
  std::this_thread::sleep_for(std::chrono::milliseconds(4100));
  // Sent again after its expiry (a client that ignores Max-Age): the server refuses it.
  const auto late = httpCall("GET", s.url("/account"), "", {"Cookie: ek_session=" + session});
  EXPECT_EQ(late.status, 303);
  EXPECT_EQ(late.header("location"), "/signin");
}

TEST(WebThrottle, FailedSignInsAreLimitedPerEmailAndPerAddress) {
  ServerProcess s(R"({"signin_failures_per_email": 3, "signin_failures_per_address": 6, "signin_window_seconds": 600})");
  Browser b(s);
  ASSERT_EQ(signUp(b, "victim@example.org").status, 303);
  Browser attacker(s);
  EXPECT_EQ(signIn(attacker, "victim@example.org", "guess number 1").status, 401);
  EXPECT_EQ(signIn(attacker, "victim@example.org", "guess number 2").status, 401);
  const auto third = signIn(attacker, "Victim@example.org", "guess number 3");
  EXPECT_EQ(third.status, 429);
  // Now even the right password waits: refused before it is checked, with Retry-After.
  const auto right = signIn(attacker, "victim@example.org");
  EXPECT_EQ(right.status, 429);
  const int retry = std::atoi(right.header("retry-after").c_str());
  EXPECT_GT(retry, 500);
  EXPECT_LE(retry, 600);
  EXPECT_TRUE(contains(right.body, "Too many sign-in attempts"));
  // Per address: other emails from the same client are cut off once it has 6 failures.
  EXPECT_EQ(signIn(attacker, "a1@example.org").status, 401);
  EXPECT_EQ(signIn(attacker, "a2@example.org").status, 401);
  EXPECT_EQ(signIn(attacker, "a3@example.org").status, 429);
  EXPECT_EQ(signIn(attacker, "a4@example.org").status, 429);
  // Across a restart (the counts live in the accounts store).
  s.stop(SIGTERM);
  s.start();
  Browser again(s);
  EXPECT_EQ(signIn(again, "victim@example.org").status, 429);
}

TEST(WebInviteOnly, SignUpIsClosedAndTheOperatorSetsThePassword) {
  ServerProcess s(R"({"signup": "invite"})");
  Browser b(s);
  const auto page = b.get("/signup");
  EXPECT_EQ(page.status, 403);
  EXPECT_TRUE(contains(page.body, "Sign-up is by invitation"));
  const auto signin = b.get("/signin");
  EXPECT_FALSE(contains(signin.body, "href=\"/signup\""));
  EXPECT_EQ(b.post("/signup", {{"csrf", csrfOf(signin.body)}, {"email", "new@example.org"}, {"password", kPassword}}).status, 403);
  // The operator adds the user and sets a password through the CLI (read from stdin).
  const std::string cli = std::string(ERRKNOW_BIN) + " users ";
  ASSERT_EQ(std::system((cli + "add invited@example.org --store " + s.store() + " >/dev/null").c_str()), 0);
  EXPECT_EQ(signIn(b, "invited@example.org").status, 401) << "no password yet";
  ASSERT_EQ(std::system(("printf 'short\\n' | " + cli + "password invited@example.org --store " + s.store() + " 2>/dev/null").c_str()) != 0,
            true);
  ASSERT_EQ(std::system(("printf '%s\\n' '" + kPassword + "' | " + cli + "password invited@example.org --store " + s.store() +
                         " >/dev/null")
                            .c_str()),
            0);
  EXPECT_EQ(signIn(b, "invited@example.org").status, 303);
  EXPECT_EQ(b.get("/account").status, 200);
  // A new password ends the user's sessions.
  ASSERT_EQ(std::system(("printf 'another password\\n' | " + cli + "password invited@example.org --store " + s.store() +
                         " >/dev/null")
                            .c_str()),
            0);
  EXPECT_EQ(b.get("/account").status, 303);
}

TEST(WebTls, CookiesAreSecureUnderTls) {
  const auto dir = std::filesystem::temp_directory_path() / ("errknow-web-tls-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::string cert, pkey;
  ASSERT_TRUE(fixtures::makeSelfSignedCert(dir, cert, pkey)) << "openssl could not make a certificate";
  {
    ServerProcess s("", dir / "srv", {"--tls-cert", cert, "--tls-key", pkey});
    Browser b(s);
    const auto form = b.get("/signup");
    ASSERT_EQ(form.status, 200);
    ASSERT_FALSE(b.setCookies.empty());
    EXPECT_EQ(b.setCookies[0].rfind("__Host-ek_form=", 0), 0u);
    EXPECT_TRUE(contains(b.setCookies[0], "; Secure"));
    const auto r = b.post("/signup", {{"csrf", csrfOf(form.body)}, {"email", "tls@example.org"}, {"password", kPassword}});
    ASSERT_EQ(r.status, 303);
    bool secureSession = false;
    for (const auto& c : b.setCookies)
      secureSession = secureSession || (c.rfind("__Host-ek_session=", 0) == 0 && contains(c, "; Secure") && contains(c, "HttpOnly"));
    EXPECT_TRUE(secureSession);
  }
  std::filesystem::remove_all(dir);
}
