// What a website route answers (the website's counterpart of the API's Reply): a status, a body
// and the few headers a page needs. send() is the one place that writes it, with the security
// headers every HTML answer carries (Content-Security-Policy allowing only this site's own
// stylesheet and script, no framing, nosniff, Referrer-Policy) and its caching.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace httplib {
struct Response;
}

namespace errknow::backend::web {

enum class Caching { Public, Private, Static };

struct HtmlReply {
  int status = 200;
  std::shared_ptr<const std::string> body;
  std::string contentType = "text/html; charset=utf-8";
  Caching caching = Caching::Public;  // Private: account pages and forms (no-store)
  std::vector<std::pair<std::string, std::string>> headers;  // Location, Set-Cookie, Retry-After
};

HtmlReply page(int status, std::string body, Caching caching = Caching::Public);
HtmlReply redirect(int status, const std::string& location);
void send(httplib::Response& res, const HtmlReply& reply);

}  // namespace errknow::backend::web
