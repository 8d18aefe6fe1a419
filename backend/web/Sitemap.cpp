// sitemap.xml (the home page, the analyze page, the index, every category page and every record, under the public base
// URL) and robots.txt (everything but the account pages and the API, and where the sitemap is).
#include "web/Html.h"
#include "web/PublicPages.h"

namespace errknow::backend::web {

std::string renderSitemap(const core::Catalogue& catalogue, const std::string& baseUrl) {
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n";
  out.reserve(catalogue.records().size() * 90);
  const auto url = [&](const std::string& path) { out += "<url><loc>" + escape(baseUrl + path) + "</loc></url>\n"; };
  url("/");
  url("/analyze");
  url("/errors");
  for (const auto& c : catalogue.categories()) {
    const std::size_t n = catalogue.countIn(c.id);
    if (n == 0) continue;
    url("/errors/" + c.id);
    for (std::size_t page = 2; (page - 1) * kCategoryPageSize < n; ++page) url("/errors/" + c.id + "?page=" + std::to_string(page));
  }
  for (const auto& r : catalogue.records()) url(recordPath(r));
  return out + "</urlset>\n";
}

std::string renderRobots(const std::string& baseUrl) {
  return "User-agent: *\nDisallow: /account\nDisallow: /signin\nDisallow: /signup\nDisallow: /search\nDisallow: /api/\n"
         "Allow: /\n\nSitemap: " + baseUrl + "/sitemap.xml\n";
}

}  // namespace errknow::backend::web
