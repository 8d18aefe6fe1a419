// Escaping and the shared page layout.
#include "web/Html.h"

#include <algorithm>

namespace errknow::backend::web {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size() + text.size() / 8);
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string inlineText(std::string_view text) {
  std::string out;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t open = text.find('`', pos);
    const std::size_t close = open == std::string_view::npos ? open : text.find('`', open + 1);
    if (close == std::string_view::npos) {
      out += escape(text.substr(pos));
      break;
    }
    out += escape(text.substr(pos, open - pos));
    out += "<code>" + escape(text.substr(open + 1, close - open - 1)) + "</code>";
    pos = close + 1;
  }
  return out;
}

std::string urlEncode(std::string_view text) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.' ||
        c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string shorten(std::string_view text, std::size_t max) {
  if (text.size() <= max) return std::string(text);
  std::size_t cut = text.rfind(' ', max);
  if (cut == std::string_view::npos || cut < max / 2) cut = max;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return std::string(text.substr(0, cut)) + "\xE2\x80\xA6";
}

std::string layout(const PageMeta& meta, const std::string& main, const std::string& baseUrl) {
  std::string out;
  out.reserve(main.size() + 1600);
  out += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>";
  out += escape(meta.title) + " \xC2\xB7 errknow</title>\n<meta name=\"description\" content=\"" +
         escape(meta.description) + "\">\n<link rel=\"canonical\" href=\"" + escape(baseUrl + meta.path) + "\">\n";
  if (meta.noindex) out += "<meta name=\"robots\" content=\"noindex\">\n";
  out += "<link rel=\"stylesheet\" href=\"/static/site.css\">\n<script src=\"/static/site.js\" defer></script>\n"
         "</head>\n<body>\n<a class=\"skip\" href=\"#main\">Skip to the content</a>\n"
         "<header class=\"site\">\n<nav aria-label=\"Site\"><a class=\"brand\" href=\"/\">errknow</a>"
         "<a href=\"/errors\">Errors</a><a href=\"/search\">Search</a><a href=\"/account\">Account</a></nav>\n"
         "<form class=\"site-search\" role=\"search\" action=\"/search\" method=\"get\">"
         "<label for=\"site-q\" class=\"vh\">Search the errors</label>"
         "<input id=\"site-q\" name=\"q\" type=\"search\" placeholder=\"Search errors\">"
         "<button type=\"submit\">Search</button></form>\n</header>\n<main id=\"main\">\n";
  out += main;
  out += "</main>\n<footer class=\"site\"><p>errknow explains error messages: on this site, through the "
         "<a href=\"/openapi.json\">API</a>, in your editor and on the command line.</p></footer>\n</body>\n</html>\n";
  return out;
}

std::string shortenSpans(std::string_view text, std::size_t max) {
  std::string out = shorten(text, max);
  if (std::count(out.begin(), out.end(), '`') % 2 == 1) out.erase(out.rfind('`'), 1);
  return out;
}

}  // namespace errknow::backend::web
