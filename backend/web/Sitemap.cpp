// sitemap.xml (the home page, the index, every category and every record, under the public base
// URL) and robots.txt (everything but the account pages and the API, and where the sitemap is).
#include "web/Html.h"
#include "web/PublicPages.h"

namespace errknow::backend::web {

std::string renderSitemap(const core::Catalogue& catalogue, const std::string& baseUrl) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  out.reserve(catalogue.records().size() * 90);
  const auto url = [&](const std::string& path) { out += "<url><loc>" + escape(baseUrl + path) + "</loc></url>\n"; };
  url("/");
  url("/errors");
  for (const auto& c : catalogue.categories())
    if (catalogue.countIn(c.id) > 0) url("/errors/" + c.id);
  for (const auto& r : catalogue.records()) url(recordPath(r));
  return out + "</urlset>\n";
}

std::string renderRobots(const std::string& baseUrl) {
  return "User-agent: *\nDisallow: /account\nDisallow: /signin\nDisallow: /signup\nDisallow: /search\nDisallow: /api/\n"
         "Allow: /\n\nSitemap: " + baseUrl + "/sitemap.xml\n";
}

}  // namespace errknow::backend::web
