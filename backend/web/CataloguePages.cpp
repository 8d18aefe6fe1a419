// The home page, the catalogue's index and category pages, search results, the 404 page and the
// short status pages (403, 429, 503).
#include <algorithm>
#include <optional>
#include <string_view>
#include <vector>

#include "web/AnalyzePage.h"
#include "web/Html.h"
#include "web/PublicPages.h"

namespace errknow::backend::web {

std::string renderHome(const core::Catalogue& catalogue, const std::string& baseUrl) {
  std::string m;
  m += "<h1>Explanations for error messages</h1>\n<p>Paste the error you have: errknow says what it is, why it happens, "
       "how to fix it with your own values, and what to check.</p>\n" +
       renderAnalyzeForm(AnalyzeForm{kFormTokenSlot, "", "", ""}, "home-");
  m += "<h2>Browse and search</h2>\n<p>errknow recognises " + std::to_string(catalogue.records().size()) +
       " errors in " + std::to_string(catalogue.categories().size()) +
       " categories, from HTTP statuses and database codes to compiler messages and stack traces, and says what each "
       "means, what usually causes it and how to fix it. Every error has a page here; "
       "<a href=\"/errors\">browse them</a> or search:</p>\n"
       "<form role=\"search\" action=\"/search\" method=\"get\" class=\"stack\"><label for=\"home-q\">Error message or code</label>"
       "<input id=\"home-q\" name=\"q\" type=\"search\" placeholder=\"e.g. ECONNREFUSED\"><button type=\"submit\">Search</button></form>\n";
  m += "<h2>The API</h2>\n<p>Send the text of an error and get the explanation as JSON. Make an API key on your "
       "<a href=\"/account\">account page</a> (<a href=\"/signup\">sign up</a> first), then:</p>\n"
       "<div class=\"copyable\"><pre data-copy=\"Copy the command\"><code>curl -s " + escape(baseUrl) +
       "/api/v1/analyze \\\n  -H \"Authorization: Bearer $ERRKNOW_API_KEY\" -H 'Content-Type: application/json' \\\n"
       "  -d '{\"error\": \"psql: error: connection to server on socket failed: No such file or directory\"}'"
       "</code></pre></div>\n<p>Every answer links to the error's page here. The whole API is described in "
       "<a href=\"/openapi.json\">the OpenAPI document</a>.</p>\n";
  m += "<h2>In your editor</h2>\n<p>The errknow language server explains the errors in your editor's diagnostics and "
       "terminal: the VS Code extension and the Neovim plugin start <code>errknow-lsp</code>, which works offline with "
       "the same catalogue.</p>\n";
  m += "<h2>On the command line</h2>\n<div class=\"copyable\"><pre data-copy=\"Copy the command\"><code>make 2&gt;&amp;1 | errknow analyze\n"
       "errknow search 'permission denied'\nerrknow show http 404</code></pre></div>\n"
       "<p><code>errknow mcp</code> also serves the catalogue to AI assistants over the Model Context Protocol.</p>\n";
  return layout({"Explanations for error messages", "errknow explains error messages: what they mean, their causes and "
                 "fixes, for people, editors and the command line.", "/", false}, m, baseUrl);
}

std::string renderCatalogueIndex(const core::Catalogue& catalogue, const std::string& baseUrl) {
  std::string m = "<h1>Errors by category</h1>\n<ul class=\"list\">\n";
  for (const auto& c : catalogue.categories()) {
    const std::size_t n = catalogue.countIn(c.id);
    if (n == 0) continue;
    m += "<li><a href=\"/errors/" + escape(c.id) + "\">" + escape(c.name) + "</a> (" + std::to_string(n) + ")<p>" +
         inlineText(c.description) + "</p></li>\n";
  }
  m += "</ul>\n";
  return layout({"Errors by category", "Every error errknow knows, by category.", "/errors", false}, m, baseUrl);
}

bool codeOrder(std::string_view a, std::string_view b) {
  std::size_t i = 0, j = 0;
  auto digit = [](char c) { return c >= '0' && c <= '9'; };
  auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
  while (i < a.size() && j < b.size()) {
    if (digit(a[i]) && digit(b[j])) {
      std::size_t ei = i, ej = j;
      while (ei < a.size() && digit(a[ei])) ++ei;
      while (ej < b.size() && digit(b[ej])) ++ej;
      // By value: skip leading zeros, then the longer run is larger, then digit by digit.
      std::size_t zi = i, zj = j;
      while (zi + 1 < ei && a[zi] == '0') ++zi;
      while (zj + 1 < ej && b[zj] == '0') ++zj;
      if (ei - zi != ej - zj) return ei - zi < ej - zj;
      const int c = a.substr(zi, ei - zi).compare(b.substr(zj, ej - zj));
      if (c != 0) return c < 0;
      i = ei;
      j = ej;
      continue;
    }
    if (lower(a[i]) != lower(b[j])) return lower(a[i]) < lower(b[j]);
    ++i;
    ++j;
  }
  return a.size() - i < b.size() - j;
}

namespace {

bool containsIgnoringCase(std::string_view text, std::string_view needle) {
  auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; };
  return std::search(text.begin(), text.end(), needle.begin(), needle.end(),
                     [&](char x, char y) { return lower(x) == lower(y); }) != text.end();
}

// The records of a category in code order (then by title), those matching `filter` when given.
std::vector<const core::Record*> listed(const core::Catalogue& catalogue, const std::string& category,
                                        const std::string& filter) {
  std::vector<const core::Record*> out;
  for (const auto& r : catalogue.records()) {
    if (r.category != category) continue;
    if (!filter.empty() && !containsIgnoringCase(r.code, filter) && !containsIgnoringCase(r.title, filter) &&
        std::none_of(r.aliases.begin(), r.aliases.end(), [&](const std::string& a) { return containsIgnoringCase(a, filter); }))
      continue;
    out.push_back(&r);
  }
  std::stable_sort(out.begin(), out.end(), [](const core::Record* x, const core::Record* y) {
    if (codeOrder(x->code, y->code)) return true;
    if (codeOrder(y->code, x->code)) return false;
    return x->title < y->title;
  });
  return out;
}

std::string pagePath(const std::string& category, std::size_t page) {
  return "/errors/" + category + (page > 1 ? "?page=" + std::to_string(page) : "");
}

}  // namespace

std::optional<std::string> renderCategory(const core::Catalogue& catalogue, const core::Category& c, std::size_t page,
                                          const std::string& filter, const std::string& baseUrl) {
  const std::vector<const core::Record*> records = listed(catalogue, c.id, filter);
  const std::size_t pages = std::max<std::size_t>(1, (records.size() + kCategoryPageSize - 1) / kCategoryPageSize);
  if (page < 1 || page > pages) return std::nullopt;
  const std::size_t first = (page - 1) * kCategoryPageSize, last = std::min(records.size(), first + kCategoryPageSize);
  std::string m = "<nav class=\"crumbs\" aria-label=\"Breadcrumb\"><a href=\"/errors\">Errors</a> \xE2\x80\xBA " +
                  escape(c.name) + "</nav>\n<h1>" + escape(c.name) + " errors</h1>\n<p>" + inlineText(c.description) + "</p>\n";
  m += "<form role=\"search\" action=\"/errors/" + escape(c.id) + "\" method=\"get\" class=\"stack\"><label for=\"filter\">"
       "Filter by code or words</label><input id=\"filter\" name=\"filter\" type=\"search\" value=\"" + escape(filter) +
       "\"><button type=\"submit\">Filter</button></form>\n";
  if (records.empty()) {
    m += "<p>No " + escape(c.name) + " error matches. <a href=\"/errors/" + escape(c.id) + "\">Show them all</a> or <a href=\"/search?q=" +
         urlEncode(filter) + "\">search every category</a>.</p>\n";
  } else {
    m += "<p>" + std::to_string(records.size()) + (records.size() == 1 ? " error" : " errors") + ", by code" +
         (pages > 1 ? "; " + std::to_string(first + 1) + "\xE2\x80\x93" + std::to_string(last) + " on this page" : "") + ".</p>\n";
    m += "<ul class=\"list\">\n";
    for (std::size_t i = first; i < last; ++i) {
      const core::Record& r = *records[i];
      m += "<li><a href=\"" + escape(recordPath(r)) + "\">" + inlineText(r.title) + "</a> <code>" + escape(r.code) + "</code></li>\n";
    }
    m += "</ul>\n";
  }
  if (pages > 1) {
    m += "<nav class=\"pager\" aria-label=\"Pages\">";
    for (std::size_t p = 1; p <= pages; ++p)
      m += p == page ? "<span aria-current=\"page\">" + std::to_string(p) + "</span> "
                     : "<a href=\"" + escape(pagePath(c.id, p)) + "\">" + std::to_string(p) + "</a> ";
    m += "</nav>\n";
  }
  const std::string title = c.name + " errors" + (page > 1 ? " (page " + std::to_string(page) + ")" : "");
  return layout({title, shorten(c.name + " errors explained: " + c.description, 155), pagePath(c.id, page), !filter.empty()}, m,
                baseUrl);
}

bool looksPasted(const std::string& query) {
  const std::size_t first = query.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return false;
  const std::size_t last = query.find_last_not_of(" \t\r\n");
  if (query.substr(first, last - first + 1).find('\n') != std::string::npos) return true;
  return query.size() > 100 && (query.find(": ") != std::string::npos || query.find(".py\"") != std::string::npos);
}

std::string renderSearch(const std::string& query, const core::SearchResults& found, const std::string& problem,
                         const std::string& baseUrl, const std::string& analyzeToken) {
  const auto& hits = found.hits;
  const std::size_t total = std::max(found.total, hits.size());
  std::string m = "<h1>Search the errors</h1>\n<form role=\"search\" action=\"/search\" method=\"get\" class=\"stack\">"
                  "<label for=\"q\">Error message, code or words</label><input id=\"q\" name=\"q\" type=\"search\" value=\"" +
                  escape(shorten(query, 2000)) + "\"><button type=\"submit\">Search</button></form>\n";
  if (!analyzeToken.empty()) {
    // The whole paste goes to the analysis in one click (POST, so it leaves the URL behind).
    m += "<form action=\"/analyze\" method=\"post\" class=\"notice\"><input type=\"hidden\" name=\"csrf\" value=\"" +
         escape(analyzeToken) + "\"><textarea name=\"error\" hidden>" + escape(query) +
         "</textarea><p>This looks like a pasted error. Search finds pages by words; the analysis reads the whole text, "
         "finds the error in it and fills the steps with its values.</p><button type=\"submit\">Analyze it instead</button></form>\n";
  }
  if (!problem.empty()) {
    m += "<p class=\"error\" role=\"alert\">" + escape(problem) + "</p>\n";
  } else if (!query.empty()) {
    m += "<h2>" + std::to_string(total) + (total == 1 ? " match" : " matches") + "</h2>\n";
    if (total > hits.size()) m += "<p>The best " + std::to_string(hits.size()) + " are shown.</p>\n";
    if (hits.empty()) m += "<p>Nothing matches. Try fewer or other words, or <a href=\"/errors\">browse the categories</a>.</p>\n";
    m += "<ul class=\"list\">\n";
    for (const auto& h : hits) {
      if (!h.record) continue;
      m += "<li><a href=\"" + escape(recordPath(*h.record)) + "\">" + inlineText(h.record->title) + "</a> <code>" +
           escape(h.record->code) + "</code> <a class=\"category\" href=\"/errors/" + escape(h.record->category) + "\">" +
           escape(h.record->category) + "</a><p>" + inlineText(shortenSpans(h.record->meaning, 200)) + "</p></li>\n";
    }
    m += "</ul>\n";
  }
  const std::string title = query.empty() ? "Search" : "Search: " + shorten(query, 60);
  return layout({title, "Search errknow's explanations of error messages.", "/search", !query.empty()}, m, baseUrl);
}

std::string renderNotFound(const std::string& path, const std::string& query, const core::SearchResults& found,
                           const std::string& baseUrl) {
  std::string m = "<h1>Page not found</h1>\n<p>There is no page at <code>" + escape(shorten(path, 200)) +
                  "</code>. Search for the error, or <a href=\"/errors\">browse the categories</a>.</p>\n"
                  "<form role=\"search\" action=\"/search\" method=\"get\" class=\"stack\"><label for=\"q\">Error message or code</label>"
                  "<input id=\"q\" name=\"q\" type=\"search\" value=\"" + escape(query) +
                  "\"><button type=\"submit\">Search</button></form>\n";
  if (!found.hits.empty()) {
    m += "<h2>Pages for \u201C" + escape(query) + "\u201D</h2>\n<ul class=\"list\">\n";
    for (const auto& h : found.hits) {
      if (!h.record) continue;
      m += "<li><a href=\"" + escape(recordPath(*h.record)) + "\">" + inlineText(h.record->title) + "</a> <code>" +
           escape(h.record->code) + "</code> <a class=\"category\" href=\"/errors/" + escape(h.record->category) + "\">" +
           escape(h.record->category) + "</a></li>\n";
    }
    m += "</ul>\n";
  }
  return layout({"Page not found", "There is no page at this address.", "/", true}, m, baseUrl);
}

std::string renderMessage(const std::string& title, const std::string& message, const std::string& baseUrl) {
  return layout({title, message, "/", true},
                "<h1>" + escape(title) + "</h1>\n<p role=\"alert\">" + escape(message) + "</p>\n<p><a href=\"/\">Home</a></p>\n",
                baseUrl);
}

}  // namespace errknow::backend::web
