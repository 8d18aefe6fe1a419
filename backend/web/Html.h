// HTML building blocks of the website: escaping (every text that comes from a record, a request or
// the store goes through escape()), record text with `code` spans, and the page layout every HTML
// page shares (head with title, description, canonical link, viewport; the site header, main
// landmark and footer). No framework, no external assets: /static/site.css and /static/site.js.
#pragma once

#include <string>
#include <string_view>

namespace errknow::backend::web {

// Escapes & < > " ' for text and for attribute values.
std::string escape(std::string_view text);
// Escaped text in which `backtick spans` become <code> elements.
std::string inlineText(std::string_view text);
// Percent-encodes a query value.
std::string urlEncode(std::string_view text);
// At most `max` bytes of text, cut at a space (and never inside a UTF-8 sequence), with "…".
std::string shorten(std::string_view text, std::size_t max);
// shorten(), and when the cut leaves a `code span` open, without its opening backtick: the result
// goes through inlineText() without a stray backtick.
std::string shortenSpans(std::string_view text, std::size_t max);

struct PageMeta {
  std::string title;        // without the site name
  std::string description;  // the meta description
  std::string path;         // the canonical path ("/errors/http/not-found")
  bool noindex = false;     // search results, account pages, errors
};

// The whole document: `main` is the content of <main>. `baseUrl` is the public base URL (no slash).
std::string layout(const PageMeta& meta, const std::string& main, const std::string& baseUrl);

}  // namespace errknow::backend::web
