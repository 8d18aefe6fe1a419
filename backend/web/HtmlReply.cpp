// Writing a website answer with its security and caching headers (see HtmlReply.h).
#include "web/HtmlReply.h"

#include <httplib.h>

namespace errknow::backend::web {

HtmlReply page(int status, std::string body, Caching caching) {
  HtmlReply r;
  r.status = status;
  r.body = std::make_shared<const std::string>(std::move(body));
  r.caching = caching;
  return r;
}

HtmlReply redirect(int status, const std::string& location) {
  HtmlReply r = page(status, "", Caching::Private);
  r.headers.emplace_back("Location", location);
  return r;
}

void send(httplib::Response& res, const HtmlReply& reply) {
  res.status = reply.status;
  res.set_header("Content-Security-Policy",
                 "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; "
                 "base-uri 'none'; frame-ancestors 'none'");
  res.set_header("X-Content-Type-Options", "nosniff");
  res.set_header("X-Frame-Options", "DENY");
  res.set_header("Referrer-Policy", "same-origin");
  switch (reply.caching) {
    case Caching::Public: res.set_header("Cache-Control", "public, max-age=300"); break;
    case Caching::Static: res.set_header("Cache-Control", "public, max-age=86400"); break;
    case Caching::Private: res.set_header("Cache-Control", "no-store"); break;
  }
  for (const auto& [name, value] : reply.headers) res.set_header(name, value);
  if (reply.body && !reply.body->empty()) res.set_content(*reply.body, reply.contentType);
}

}  // namespace errknow::backend::web
