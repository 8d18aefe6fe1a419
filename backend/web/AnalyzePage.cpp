// See AnalyzePage.h.
#include "web/AnalyzePage.h"

#include <set>
#include <sstream>

#include "errknow/core/Languages.h"
#include "errknow/core/Redact.h"
#include "web/Html.h"

namespace errknow::backend::web {
namespace {

std::string str(const wire::Json& j, const char* key) {
  auto it = j.find(key);
  return (it != j.end() && it->is_string()) ? it->get<std::string>() : std::string();
}

// A step from the answer: secrets redacted, Markdown code spans rendered.
std::string step(const std::string& text) { return inlineText(core::redactSecrets(text)); }

std::string list(const wire::Json& items) {
  if (!items.is_array() || items.empty()) return {};
  std::string out = "<ul>\n";
  for (const auto& i : items)
    if (i.is_string()) out += "<li>" + step(i.get<std::string>()) + "</li>\n";
  return out + "</ul>\n";
}

std::string checks(const wire::Json& items) {
  if (!items.is_array() || items.empty()) return {};
  std::string out = "<ol>\n";
  for (const auto& c : items) {
    if (!c.is_object()) continue;
    out += "<li><strong>" + step(str(c, "step")) + "</strong>: " + step(str(c, "check")) + "</li>\n";
  }
  return out + "</ol>\n";
}

// The record's link: its path on this site (the `url` of the answer is on the public base URL).
std::string link(const wire::Json& detected) {
  const std::string category = str(detected, "category"), slug = str(detected, "slug");
  if (category.empty() || slug.empty()) return inlineText(str(detected, "title"));
  return "<a href=\"/errors/" + escape(category) + "/" + escape(slug) + "\">" + inlineText(str(detected, "title")) + "</a>";
}

double confidenceOf(const wire::Json& detected) {
  auto it = detected.find("confidence");
  return (it != detected.end() && it->is_number()) ? it->get<double>() : 0.0;
}

bool unrecognised(const wire::Json& detected) {
  return str(detected, "category") == "general" && str(detected, "slug") == "unrecognized";
}

std::string heading(const wire::Json& detected) {
  const bool generic = detected.value("generic", false);
  std::string out = "<p class=\"confidence\">" +
                    escape(confidenceInWords(confidenceOf(detected), generic, unrecognised(detected))) + "</p>\n";
  out += "<h2>" + link(detected) + "</h2>\n<p>";
  if (!str(detected, "code").empty()) out += "<code>" + escape(str(detected, "code")) + "</code> \xC2\xB7 ";
  out += "<a class=\"category\" href=\"/errors/" + escape(str(detected, "category")) + "\">" + escape(str(detected, "category")) +
         "</a></p>\n";
  if (generic)
    out += "<p>errknow has no page for this exact error yet; this is what it knows of its kind, with your text's own "
           "values.</p>\n";
  if (!str(detected, "meaning").empty()) out += "<p>" + inlineText(str(detected, "meaning")) + "</p>\n";
  return out;
}

// One finding (or the answer's top level, which has the same members) as a section.
std::string finding(const wire::Json& f, bool first) {
  const wire::Json& detected = f["detected"];
  std::string out = "<section class=\"finding\">\n" + heading(detected);
  const std::string fixes = list(f.value("quick_fix", wire::Json::array()));
  if (!fixes.empty()) out += "<h3>Quick fix</h3>\n" + fixes;
  if (first) {
    const std::string causes = list(f.value("causes", wire::Json::array()));
    if (!causes.empty()) out += "<h3>Likely causes</h3>\n" + causes;
    const wire::Json platform = f.value("platform_fixes", wire::Json::object());
    if (platform.is_object() && !platform.empty()) {
      out += "<h3>On your platform</h3>\n<dl>\n";
      for (const auto& [name, steps] : platform.items()) out += "<dt>" + escape(name) + "</dt><dd>" + list(steps) + "</dd>\n";
      out += "</dl>\n";
    }
    const std::string c = checks(f.value("checks", wire::Json::array()));
    if (!c.empty()) out += "<h3>Checks</h3>\n" + c;
  }
  return out + "</section>\n";
}

// The pasted text (redacted) with the lines the answer's evidence names marked.
std::string pasted(const std::string& text, const std::set<long>& marked) {
  std::string out = "<pre class=\"pasted\"><code>";
  std::istringstream in(text);
  std::string line;
  long n = 0;
  while (std::getline(in, line) && n < 2000) {
    ++n;
    if (marked.count(n)) out += "<mark>" + escape(line) + "</mark>\n";
    else out += escape(line) + "\n";
  }
  return out + "</code></pre>\n";
}

void evidenceLines(const wire::Json& f, std::set<long>& lines) {
  const wire::Json ev = f.value("evidence", wire::Json::array());
  for (const auto& e : ev)
    if (e.is_object() && e.contains("line") && e["line"].is_number_integer()) lines.insert(e["line"].get<long>());
}

}  // namespace

std::string confidenceInWords(double confidence, bool generic, bool unrecognisedAnswer) {
  if (unrecognisedAnswer) return "Not recognised";
  if (generic) return "Recognised by its kind only";
  if (confidence >= 0.8) return "Likely";
  if (confidence >= 0.5) return "Possible";
  return "A guess";
}

std::string renderAnalyzeForm(const AnalyzeForm& form, const std::string& idPrefix) {
  std::string out = "<form action=\"/analyze\" method=\"post\" class=\"stack analyze\">\n"
                    "<input type=\"hidden\" name=\"csrf\" value=\"" + escape(form.token) + "\">\n"
                    "<label for=\"" + idPrefix + "error\">Paste an error, a log or a stack trace</label>\n"
                    "<textarea id=\"" + idPrefix + "error\" name=\"error\" rows=\"12\" spellcheck=\"false\" required>" +
                    escape(form.text) + "</textarea>\n<label for=\"" + idPrefix + "language\">Language (optional)</label>\n"
                    "<select id=\"" + idPrefix + "language\" name=\"language\"><option value=\"\">Any</option>";
  for (const std::string& id : core::languageIds())
    out += "<option" + std::string(id == form.language ? " selected" : "") + ">" + escape(id) + "</option>";
  out += "</select>\n<button type=\"submit\">Analyze</button>\n</form>\n";
  return out;
}

std::string renderAnalyzePage(const AnalyzeForm& form, const wire::Json* analysis, const std::string& baseUrl) {
  std::string m = "<h1>Analyze an error</h1>\n<p>The text is analysed on this server and never stored. Secrets "
                  "(tokens, passwords, keys) are masked in what this page shows.</p>\n";
  if (!form.problem.empty()) m += "<p class=\"error\" role=\"alert\">" + escape(form.problem) + "</p>\n";
  if (analysis && analysis->is_object()) {
    const wire::Json& a = *analysis;
    m += finding(a, true);
    std::set<long> lines;
    evidenceLines(a, lines);
    const wire::Json findings = a.value("findings", wire::Json::array());
    if (findings.size() > 1) {
      m += "<h2>Other errors in the text</h2>\n";
      for (std::size_t i = 1; i < findings.size(); ++i) {
        m += finding(findings[i], false);
        evidenceLines(findings[i], lines);
      }
    }
    const wire::Json alternatives = a.value("alternatives", wire::Json::array());
    if (!alternatives.empty()) {
      m += "<h2>It could also be</h2>\n<ul class=\"list\">\n";
      for (const auto& alt : alternatives)
        m += "<li>" + link(alt) + " <code>" + escape(str(alt, "code")) + "</code> (" +
             escape(confidenceInWords(confidenceOf(alt), alt.value("generic", false), unrecognised(alt))) + ")</li>\n";
      m += "</ul>\n";
    }
    m += "<h2>Your text</h2>\n<p>The lines the analysis rests on are marked.</p>\n" + pasted(form.text, lines);
    m += "<h2>Analyze another</h2>\n";
  }
  m += renderAnalyzeForm(form, "");
  return layout({"Analyze an error", "Paste an error, a log or a stack trace: errknow says what it is and how to fix it.",
                 "/analyze", analysis != nullptr},
                m, baseUrl);
}

}  // namespace errknow::backend::web
