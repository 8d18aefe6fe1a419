// `errknow search`, `errknow show` and `errknow categories`: the catalogue from the terminal.
#include <iostream>

#include "Cli.h"
#include "errknow/core/Placeholders.h"
#include "errknow/wire/Json.h"

namespace errknow::cli {

int cmdSearch(const std::vector<std::string>& argv, Io& io) {
  static const char* help = "usage: errknow search [--limit N] [--json] [--catalogue FILE] QUERY...\n"
                            "Searches the catalogue: an exact code or alias first, then by text.\n";
  Args args(argv, {"--limit", "--catalogue"}, {"--json", "--help"});
  if (auto rc = handleUsage(args, io, "errknow search", help)) return *rc;
  std::string q;
  for (const auto& p : args.positional()) q += (q.empty() ? "" : " ") + p;
  if (q.find_first_not_of(" \t\n") == std::string::npos) {
    io.err << "errknow search: a QUERY is required\n" << help;
    return 2;
  }
  long limit = 10;
  if (args.has("--limit")) {
    const std::string v = args.value("--limit");
    char* end = nullptr;
    limit = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || *end != '\0' || limit < 1 || limit > 50) {
      io.err << "errknow search: --limit must be a whole number from 1 to 50\n";
      return 2;
    }
  }
  auto store = openCatalogue(args.value("--catalogue"));
  const auto found = store->searchWithTotal(q, static_cast<std::size_t>(limit));
  const auto& hits = found.hits;
  if (args.has("--json")) {
    io.out << wire::searchJson(q, found, wire::Urls{publicBaseUrl()}).dump(2, ' ', false, wire::Json::error_handler_t::replace) << "\n";
    return 0;
  }
  if (hits.empty()) io.out << "no results for \"" << q << "\"\n";
  for (const auto& h : hits)
    io.out << h.record->category << "/" << h.record->slug << "  " << h.record->code << "  " << h.record->title << "\n";
  return 0;
}

int cmdShow(const std::vector<std::string>& argv, Io& io) {
  static const char* help = "usage: errknow show [--json] [--catalogue FILE] CATEGORY SLUG-OR-CODE\n"
                            "Prints one catalogue record, found by its slug or its code.\n";
  Args args(argv, {"--catalogue"}, {"--json", "--help"});
  if (auto rc = handleUsage(args, io, "errknow show", help)) return *rc;
  if (args.positional().size() != 2) {
    io.err << "errknow show: expected CATEGORY and SLUG-OR-CODE\n" << help;
    return 2;
  }
  auto store = openCatalogue(args.value("--catalogue"));
  const auto& cat = store->catalogue();
  const std::string& category = args.positional()[0];
  if (!cat.category(category)) {
    io.err << "errknow show: no category '" << category << "' (see errknow categories)\n";
    return 1;
  }
  const core::Record* r = cat.find(category, args.positional()[1]);
  if (!r) {
    io.err << "errknow show: no record '" << args.positional()[1] << "' in " << category << "\n";
    return 1;
  }
  if (args.has("--json")) {
    io.out << wire::recordJson(*r, cat, wire::Urls{publicBaseUrl()}).dump(2) << "\n";
    return 0;
  }
  io.out << r->title << "  (" << r->category << "/" << r->code << ")\n" << r->meaning << "\n";
  if (!r->message.empty()) io.out << "message: " << r->message << "\n";
  io.out << "causes:\n";
  for (const auto& c : r->causes) io.out << "  - " << core::fillPlaceholders(c, {}) << "\n";
  io.out << "quick fix:\n";
  for (const auto& c : r->quick_fix) io.out << "  - " << core::fillPlaceholders(c, {}) << "\n";
  for (const auto& pf : r->platform_fixes) {
    io.out << "on " << pf.platform << ":\n";
    for (const auto& s : pf.steps) io.out << "  - " << core::fillPlaceholders(s, {}) << "\n";
  }
  io.out << "checks:\n";
  for (const auto& c : r->checks)
    io.out << "  - " << core::fillPlaceholders(c.step, {}) << " [" << core::effectName(c.effect)
           << "]: " << core::fillPlaceholders(c.check, {}) << "\n";
  io.out << publicBaseUrl() << "/errors/" << r->category << "/" << r->slug << "\n";
  return 0;
}

int cmdCategories(const std::vector<std::string>& argv, Io& io) {
  static const char* help = "usage: errknow categories [--json] [--catalogue FILE]\n";
  Args args(argv, {"--catalogue"}, {"--json", "--help"});
  if (!args.ok() || !args.positional().empty()) {
    io.err << "errknow categories: " << (args.ok() ? "takes no arguments" : args.error()) << "\n" << help;
    return 2;
  }
  if (args.has("--help")) {
    io.out << help;
    return 0;
  }
  auto store = openCatalogue(args.value("--catalogue"));
  if (args.has("--json")) {
    io.out << wire::categoriesJson(store->catalogue(), wire::Urls{publicBaseUrl()}).dump(2) << "\n";
    return 0;
  }
  for (const auto& c : store->catalogue().categories())
    io.out << c.id << "  " << store->catalogue().countIn(c.id) << "  " << c.name << "\n";
  return 0;
}

}  // namespace errknow::cli
