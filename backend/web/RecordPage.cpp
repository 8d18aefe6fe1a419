// The page of one record, /errors/{category}/{slug}: every section the record holds, in the order
// a reader needs them (what it means, the literal message, causes, the quick fix, fixes per
// platform, checks marked by their effect, real examples, related records).
#include "web/Html.h"
#include "errknow/core/Placeholders.h"
#include "web/PublicPages.h"
#include "web/RecordLabels.h"

namespace errknow::backend::web {
namespace {

// A block of literal text with a copy button (added by site.js).
std::string copyable(const std::string& text, const std::string& label, const std::string& language = "") {
  return "<div class=\"copyable\"><pre data-copy=\"" + escape(label) + "\"><code" +
         (language.empty() ? "" : " class=\"language-" + escape(language) + "\"") + ">" + escape(text) +
         "</code></pre></div>\n";
}

std::string items(const std::vector<std::string>& lines, const char* tag) {
  std::string out = std::string("<") + tag + ">\n";
  for (const auto& l : lines) out += "<li>" + inlineText(core::fillPlaceholders(l, {})) + "</li>\n";
  return out + "</" + tag + ">\n";
}

const char* effectLabel(core::CheckEffect e) {
  switch (e) {
    case core::CheckEffect::ChangesState: return "changes state";
    case core::CheckEffect::Destructive: return "destructive";
    default: return "read-only";
  }
}

}  // namespace

std::string recordPath(const core::Record& r) { return "/errors/" + r.category + "/" + r.slug; }

std::string renderRecord(const core::Catalogue& catalogue, const core::Record& r, const std::string& baseUrl) {
  const core::Category* cat = catalogue.category(r.category);
  const std::string catName = cat ? cat->name : r.category;
  std::string m;
  m.reserve(8192);
  m += "<nav class=\"crumbs\" aria-label=\"Breadcrumb\"><a href=\"/errors\">Errors</a> \xE2\x80\xBA <a href=\"/errors/" +
       escape(r.category) + "\">" + escape(catName) + "</a> \xE2\x80\xBA " + escape(r.code) + "</nav>\n";
  m += "<article>\n<h1>" + escape(r.title) + "</h1>\n<p class=\"meta\">Code <code>" + escape(r.code) + "</code>";
  if (!r.aliases.empty()) {
    m += " \xC2\xB7 also known as ";
    for (std::size_t i = 0; i < r.aliases.size(); ++i) m += (i ? ", " : "") + std::string("<code>") + escape(r.aliases[i]) + "</code>";
  }
  if (!r.likely_area.empty()) m += " \xC2\xB7 likely area: " + escape(r.likely_area);
  m += "</p>\n";

  m += "<section aria-labelledby=\"meaning\"><h2 id=\"meaning\">What it means</h2>\n<p>" + inlineText(r.meaning) + "</p>\n";
  if (!r.message.empty()) m += "<h3 id=\"message\">The message</h3>\n" + copyable(r.message, "Copy the message");
  m += "</section>\n";
  if (!r.causes.empty())
    m += "<section aria-labelledby=\"causes\"><h2 id=\"causes\">Likely causes</h2>\n" + items(r.causes, "ul") + "</section>\n";
  if (!r.quick_fix.empty())
    m += "<section aria-labelledby=\"fix\"><h2 id=\"fix\">Quick fix</h2>\n" + items(r.quick_fix, "ol") + "</section>\n";
  if (!r.platform_fixes.empty()) {
    m += "<section aria-labelledby=\"platforms\"><h2 id=\"platforms\">Fixes by platform</h2>\n";
    for (const auto& pf : r.platform_fixes) {
      m += "<h3 id=\"platform-" + escape(pf.platform) + "\">" + escape(platformName(pf.platform)) + "</h3>\n";
      m += items(pf.steps, "ol");
    }
    m += "</section>\n";
  }
  if (!r.checks.empty()) {
    m += "<section aria-labelledby=\"checks\"><h2 id=\"checks\">Checks</h2>\n<ol class=\"checks\">\n";
    for (const auto& c : r.checks) {
      const std::string effect = core::effectName(c.effect);
      m += "<li><strong>" + inlineText(core::fillPlaceholders(c.step, {})) + "</strong><span class=\"effect effect-" +
           escape(effect) + "\" data-effect=\"" + escape(effect) + "\">" + effectLabel(c.effect) + "</span><p>" +
           inlineText(core::fillPlaceholders(c.check, {})) +
           "</p></li>\n";
    }
    m += "</ol>\n</section>\n";
  }
  if (!r.examples.empty()) {
    m += "<section aria-labelledby=\"examples\"><h2 id=\"examples\">Real examples</h2>\n";
    for (const auto& e : r.examples) {
      m += "<figure>\n" + copyable(e.text, "Copy the example", e.language) + "<figcaption>";
      // Who printed it, in which language, where: never the name of our capture script.
      const ExampleLabel label = exampleLabel(r, e);
      std::string caption;
      if (!label.tool.empty()) caption += "Printed by " + escape(label.tool);
      const bool toolSaysIt = !label.language.empty() && label.tool.rfind(label.language, 0) == 0;  // "Python 3.11"
      if (!label.language.empty() && !toolSaysIt)
        caption += caption.empty() ? escape(label.language) : " (" + escape(label.language) + ")";
      if (!label.platform.empty()) caption += (caption.empty() ? "On " : " on ") + escape(label.platform);
      if (e.source != "captured" && !e.url.empty())
        caption += (caption.empty() ? "" : "; ") + std::string("cited from <a rel=\"nofollow noopener\" href=\"") +
                   escape(e.url) + "\">" + escape(shorten(e.url, 80)) + "</a>";
      m += caption + "</figcaption>\n</figure>\n";
    }
    m += "</section>\n";
  }
  if (!r.related.empty()) {
    m += "<section aria-labelledby=\"related\"><h2 id=\"related\">Related errors</h2>\n<ul>\n";
    for (const auto& ref : r.related) {
      const core::Record* other = catalogue.bySlug(ref.category, ref.slug);
      if (!other) continue;
      const core::Category* oc = catalogue.category(other->category);
      m += "<li><a href=\"" + escape(recordPath(*other)) + "\">" + escape(other->title) + "</a> <code>" +
           escape(other->code) + "</code><span class=\"relation\">: " +
           escape(relationNote(r, *other, oc ? oc->name : other->category)) + "</span></li>\n";
    }
    m += "</ul>\n</section>\n";
  }
  m += "<section aria-labelledby=\"api\"><h2 id=\"api\">In the API</h2>\n<p>This record as JSON: <code>GET /api/v1/errors/" +
       escape(r.category) + "/" + escape(r.slug) + "</code>, with your API key.</p>\n</section>\n</article>\n";
  return layout({r.title + " (" + catName + ")", shorten(r.meaning, 155), recordPath(r), false}, m, baseUrl);
}

}  // namespace errknow::backend::web
