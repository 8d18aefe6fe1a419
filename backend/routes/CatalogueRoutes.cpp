// GET /api/v1/errors/{category}/{slug-or-code}, /api/v1/search, /api/v1/categories, and the 404
// for unknown paths under /api/v1. The server charges each answer to the daily quota once it is
// made (Server::finish): every answer to a valid key counts, a 404 or a 422 included.
#include <httplib.h>

#include "Server.h"
#include "errknow/core/Catalogue.h"
#include "errknow/wire/Requests.h"

namespace errknow::backend {
Reply errorRecordRoute(const httplib::Request& req, ApiCall&, Services& s) {
  // Category ids and slugs are lower case; they are matched in any case, as codes are.
  const std::string category = core::toLower(req.matches.size() > 1 ? std::string(req.matches[1]) : "");
  const std::string key = req.matches.size() > 2 ? std::string(req.matches[2]) : "";
  const auto& cat = s.catalogue.catalogue();
  if (!cat.category(category))
    return errorReply(404, "not_found", "There is no category '" + category + "'; GET /api/v1/categories lists them.");
  const core::Record* r = cat.find(category, key);
  if (!r) r = cat.bySlug(category, core::toLower(key));
  if (!r) return errorReply(404, "not_found", "There is no error '" + key + "' in the category '" + category + "'.");
  // Keyed by the record's own identity, not the request's spelling (a code, an alias or the slug).
  Reply reply;
  reply.rendered = s.rendered.get("record:" + r->category + "/" + r->slug,
                                  [&] { return wire::dump(wire::recordJson(*r, cat, s.urls)); });
  return reply;
}

Reply searchRoute(const httplib::Request& req, ApiCall&, Services& s) {
  std::vector<wire::FieldProblem> problems;
  std::string q;
  if (!req.has_param("q")) problems.push_back({"q", "is required"});
  else {
    q = req.get_param_value("q");
    if (q.find_first_not_of(" \t\r\n") == std::string::npos) problems.push_back({"q", "must not be blank"});
    else if (q.size() > wire::kMaxErrorBytes) problems.push_back({"q", "must be at most 65536 bytes"});
  }
  std::string limitProblem;
  const auto limit = wire::parseLimit(req.has_param("limit") ? std::optional<std::string>(req.get_param_value("limit"))
                                                             : std::nullopt,
                                      limitProblem);
  if (!limit) problems.push_back({"limit", limitProblem});
  if (!problems.empty()) return errorReply(422, "invalid_request", "The search parameters are invalid.", problems);
  const auto found = s.catalogue.searchWithTotal(q, static_cast<std::size_t>(*limit));
  return Reply{200, wire::searchJson(q, found, s.urls), {}, nullptr, {}};
}

Reply categoriesRoute(const httplib::Request&, ApiCall&, Services& s) {
  Reply reply;
  reply.rendered = s.rendered.get("categories", [&] { return wire::dump(wire::categoriesJson(s.catalogue.catalogue(), s.urls)); });
  return reply;
}

Reply notFoundRoute(const httplib::Request& req, ApiCall&, Services&) {
  return errorReply(404, "not_found", "There is no API endpoint at " + req.path + ".");
}

}  // namespace errknow::backend
