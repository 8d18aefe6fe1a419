// `errknow search`, `errknow show` and `errknow categories`: the catalogue from the terminal.
#include <iostream>

#include "Cli.h"
#include "Style.h"
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
  // As the report names a record: its title, then category/code, then where it lives.
  const Style s{io.colour};
  if (hits.empty()) io.out << "no results for \"" << q << "\"\n";
  else io.out << s.dim() << found.total << " match" << (found.total == 1 ? "" : "es") << s.reset() << "\n";
  for (const auto& h : hits)
    io.out << s.bold() << h.record->title << s.reset() << "  " << s.cyan() << h.record->category << "/" << h.record->code
           << s.reset() << s.dim() << "  " << h.record->category << "/" << h.record->slug << s.reset() << "\n";
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
  // The headings and colours of the analyze report, with the record's placeholders as <name>.
  const Style s{io.colour};
  std::ostream& out = io.out;
  out << s.red() << s.bold() << r->title << s.reset() << "  " << s.cyan() << r->category << "/" << r->code << s.reset()
      << "\n";
  out << "  " << r->meaning << "\n";
  if (!r->message.empty()) out << s.dim() << "  message: " << r->message << s.reset() << "\n";
  out << s.dim() << "  area: " << r->likely_area << s.reset() << "\n";
  auto unfilled = [](const std::vector<std::string>& steps) {
    std::vector<std::string> v;
    for (const auto& step : steps) v.push_back(core::fillPlaceholders(step, {}));
    return v;
  };
  printSection(out, s, "Likely causes", unfilled(r->causes), true);
  printSection(out, s, "Quick fix", unfilled(r->quick_fix), true);
  for (const auto& pf : r->platform_fixes) {
    out << "  " << s.bold() << "On " << pf.platform << s.reset() << "\n";
    for (const auto& step : pf.steps) out << "    - " << core::fillPlaceholders(step, {}) << "\n";
  }
  if (!r->checks.empty()) {
    out << "  " << s.bold() << "Checks" << s.reset() << "\n";
    for (const auto& c : r->checks)
      out << "    - " << s.yellow() << core::fillPlaceholders(c.step, {}) << s.reset() << s.dim() << " ["
          << core::effectName(c.effect) << "]" << s.reset() << ": " << core::fillPlaceholders(c.check, {}) << "\n";
  }
  out << "  " << s.green() << publicBaseUrl() << "/errors/" << r->category << "/" << r->slug << s.reset() << "\n";
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
