// YAML to core::Record, strictly: unknown keys, wrong types and missing fields are problems.
#include "errknow/catalogue/Loader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "errknow/core/Catalogue.h"
#include "errknow/core/DiagnosticTools.h"
#include "errknow/core/Normalizer.h"

namespace fs = std::filesystem;

namespace errknow::catalogue {
namespace {

int lineOf(const YAML::Node& n) { return n.Mark().line >= 0 ? n.Mark().line + 1 : 0; }

class RecordReader {
 public:
  RecordReader(std::string file, std::vector<Problem>& problems) : file_(std::move(file)), problems_(problems) {}

  void problem(const YAML::Node& n, const std::string& msg) { problems_.push_back({file_, n ? lineOf(n) : 0, msg}); }

  bool scalar(const YAML::Node& n, const std::string& key, std::string& out) {
    if (!n.IsScalar()) {
      problem(n, "'" + key + "' must be a string");
      return false;
    }
    out = n.Scalar();
    return true;
  }

  void stringList(const YAML::Node& n, const std::string& key, std::vector<std::string>& out) {
    if (n.IsNull()) return;
    if (!n.IsSequence()) {
      problem(n, "'" + key + "' must be a list of strings");
      return;
    }
    for (const auto& item : n) {
      std::string s;
      if (scalar(item, key + " item", s)) {
        if (s.find_first_not_of(" \t\n") == std::string::npos) problem(item, "'" + key + "' has an empty item");
        else out.push_back(s);
      }
    }
  }

  void keys(const YAML::Node& map, const std::set<std::string>& allowed, const std::string& where) {
    for (const auto& kv : map) {
      const std::string k = kv.first.IsScalar() ? kv.first.Scalar() : "?";
      if (!allowed.count(k)) problem(kv.first, "unknown key '" + k + "' in " + where);
    }
  }

  const std::string& file() const { return file_; }

 private:
  std::string file_;
  std::vector<Problem>& problems_;
};

void readRecord(const YAML::Node& root, RecordReader& rd, core::Record& r, RecordLines& lines) {
  static const std::set<std::string> allowed = {
      "code", "aliases", "primary_for", "title", "message", "meaning", "likely_area", "primary", "depth", "wraps", "tool", "suppress",
      "languages", "platforms", "causes", "quick_fix", "platform_fixes", "checks", "examples", "related", "patterns"};
  static const std::set<std::string> areas = {
      "authentication", "authorization", "network", "dns", "tls", "database", "query", "configuration",
      "dependency", "syntax", "types", "runtime", "memory", "filesystem", "permissions", "resource-limits",
      "concurrency", "client-request", "server", "build", "data", "version-control", "process", "timeout",
      "unknown"};
  if (!root.IsMap()) {
    rd.problem(root, "a record must be a mapping of keys to values");
    return;
  }
  rd.keys(root, allowed, "a record");
  for (const auto& kv : root)
    if (kv.first.IsScalar()) lines.keys[kv.first.Scalar()] = lineOf(kv.first);
  auto required = [&](const char* key, std::string& out) {
    const YAML::Node n = root[key];
    if (!n) rd.problem(root, std::string("missing key '") + key + "'");
    else rd.scalar(n, key, out);
  };
  required("code", r.code);
  required("title", r.title);
  required("meaning", r.meaning);
  required("likely_area", r.likely_area);
  if (!r.likely_area.empty() && !areas.count(r.likely_area))
    rd.problem(root["likely_area"], "likely_area '" + r.likely_area + "' is not in the vocabulary (catalogue/README.md)");
  if (root["message"]) rd.scalar(root["message"], "message", r.message);
  r.message = core::foldTypographicQuotes(r.message);  // its template is matched against folded input
  if (root["aliases"]) rd.stringList(root["aliases"], "aliases", r.aliases);
  if (root["primary_for"]) rd.stringList(root["primary_for"], "primary_for", r.primary_for);
  if (root["languages"]) rd.stringList(root["languages"], "languages", r.languages);
  if (root["platforms"]) rd.stringList(root["platforms"], "platforms", r.platforms);
  if (root["causes"]) rd.stringList(root["causes"], "causes", r.causes);
  if (root["quick_fix"]) rd.stringList(root["quick_fix"], "quick_fix", r.quick_fix);
  if (const YAML::Node p = root["primary"]) {
    std::string s;
    if (rd.scalar(p, "primary", s)) {
      if (s == "true") r.primary = true;
      else if (s == "false") r.primary = false;
      else rd.problem(p, "'primary' must be true or false");
    }
  }
  if (const YAML::Node d = root["depth"]) {
    if (rd.scalar(d, "depth", r.depth) && r.depth != "full" && r.depth != "indexed" && r.depth != "generic")
      rd.problem(d, "'depth' must be full, indexed or generic");
  }
  if (const YAML::Node w = root["wraps"]) {
    if (rd.scalar(w, "wraps", r.wraps) && r.wraps != "failure" && r.wraps != "exception" && r.wraps != "aside")
      rd.problem(w, "'wraps' must be failure, exception or aside");
  }
  if (const YAML::Node t = root["tool"]) {
    if (rd.scalar(t, "tool", r.tool) && !core::diagnosticToolById(r.tool))
      rd.problem(t, "tool '" + r.tool + "' is not a known linter or language server (core/DiagnosticTools.cpp)");
  }
  if (root["suppress"]) rd.stringList(root["suppress"], "suppress", r.suppress);
  if (const YAML::Node pf = root["platform_fixes"]; pf && !pf.IsNull()) {
    if (!pf.IsMap()) rd.problem(pf, "'platform_fixes' must map platform ids to lists of steps");
    else
      for (const auto& kv : pf) {
        core::PlatformFix f;
        if (!rd.scalar(kv.first, "platform id", f.platform)) continue;
        rd.stringList(kv.second, "platform_fixes." + f.platform, f.steps);
        if (f.steps.empty()) rd.problem(kv.first, "platform fix '" + f.platform + "' has no steps");
        r.platform_fixes.push_back(std::move(f));
      }
  }
  if (const YAML::Node cs = root["checks"]; cs && !cs.IsNull()) {
    if (!cs.IsSequence()) rd.problem(cs, "'checks' must be a list of {step, check, effect}");
    else
      for (const auto& c : cs) {
        if (!c.IsMap()) {
          rd.problem(c, "a check must be a mapping {step, check, effect}");
          continue;
        }
        rd.keys(c, {"step", "check", "effect"}, "a check");
        core::Check ck;
        std::string effect;
        if (!c["step"] || !c["check"] || !c["effect"]) rd.problem(c, "a check needs step, check and effect");
        if (c["step"]) rd.scalar(c["step"], "step", ck.step);
        if (c["check"]) rd.scalar(c["check"], "check", ck.check);
        if (c["effect"] && rd.scalar(c["effect"], "effect", effect) && !core::parseEffect(effect, ck.effect))
          rd.problem(c["effect"], "effect must be read-only, changes-state or destructive");
        r.checks.push_back(std::move(ck));
      }
  }
  if (const YAML::Node es = root["examples"]; es && !es.IsNull()) {
    if (!es.IsSequence()) rd.problem(es, "'examples' must be a list");
    else
      for (const auto& e : es) {
        if (!e.IsMap()) {
          rd.problem(e, "an example must be a mapping with text and source");
          continue;
        }
        rd.keys(e, {"text", "language", "platform", "source", "script", "url", "diagnostic_source", "diagnostic_code"},
                "an example");
        lines.examples.push_back(lineOf(e));
        core::Example ex;
        if (!e["text"]) rd.problem(e, "an example needs 'text'");
        else rd.scalar(e["text"], "text", ex.text);
        if (e["language"]) rd.scalar(e["language"], "language", ex.language);
        if (e["platform"]) rd.scalar(e["platform"], "platform", ex.platform);
        if (e["script"]) rd.scalar(e["script"], "script", ex.script);
        if (e["url"]) rd.scalar(e["url"], "url", ex.url);
        if (e["diagnostic_source"]) rd.scalar(e["diagnostic_source"], "diagnostic_source", ex.diagnostic_source);
        if (e["diagnostic_code"]) rd.scalar(e["diagnostic_code"], "diagnostic_code", ex.diagnostic_code);
        if (!e["source"]) rd.problem(e, "an example needs 'source' (captured or cited)");
        else if (rd.scalar(e["source"], "source", ex.source)) {
          if (ex.source == "captured" && ex.script.empty())
            rd.problem(e, "a captured example needs 'script': the capture script and case that printed it");
          else if (ex.source == "cited" && ex.url.rfind("https://", 0) != 0 && ex.url.rfind("http://", 0) != 0)
            rd.problem(e, "a cited example needs 'url': the public address where this exact text appears");
          else if (ex.source != "captured" && ex.source != "cited")
            rd.problem(e["source"], "source must be captured or cited");
        }
        r.examples.push_back(std::move(ex));
      }
  }
  if (const YAML::Node rel = root["related"]; rel && !rel.IsNull()) {
    std::vector<std::string> refs;
    rd.stringList(rel, "related", refs);
    for (const auto& s : refs) {
      const std::size_t slash = s.find('/');
      if (slash == std::string::npos || slash == 0 || slash + 1 == s.size())
        rd.problem(rel, "related item '" + s + "' must be category/slug");
      else
        r.related.push_back({s.substr(0, slash), s.substr(slash + 1)});
    }
  }
  if (const YAML::Node ps = root["patterns"]; ps && !ps.IsNull()) {
    if (!ps.IsSequence()) rd.problem(ps, "'patterns' must be a list of {regex, weight}");
    else
      for (const auto& p : ps) {
        if (!p.IsMap() || !p["regex"]) {
          rd.problem(p, "a pattern must be a mapping {regex, weight}");
          continue;
        }
        rd.keys(p, {"regex", "weight"}, "a pattern");
        lines.patterns.push_back(lineOf(p));
        core::Pattern pat;
        rd.scalar(p["regex"], "regex", pat.regex);
        pat.regex = core::foldTypographicQuotes(pat.regex);  // matched against input folded alike
        if (p["weight"]) {
          try {
            pat.weight = p["weight"].as<double>();
          } catch (const YAML::Exception&) {
            rd.problem(p["weight"], "weight must be a number");
          }
          if (pat.weight <= 0 || pat.weight > 1) rd.problem(p["weight"], "weight must be in (0, 1]");
        }
        r.patterns.push_back(std::move(pat));
      }
  }
}

bool validId(const std::string& s) {
  if (s.empty() || s.front() == '-' || s.back() == '-') return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

}  // namespace

std::string formatProblem(const Problem& p) {
  std::string out = p.file;
  if (p.line > 0) out += ":" + std::to_string(p.line);
  return out + ": " + p.message;
}

LoadedCatalogue loadCatalogueDir(const std::string& dirArg) {
  LoadedCatalogue out;
  const fs::path dir(dirArg);
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    out.problems.push_back({dirArg, 0, "not a directory"});
    return out;
  }
  const fs::path base = dir.has_parent_path() ? dir.parent_path() : fs::path(".");
  auto rel = [&](const fs::path& p) {
    std::error_code e;
    fs::path r = fs::relative(p, base, e);
    return (e || r.empty()) ? p.string() : r.string();
  };

  const fs::path catsFile = dir / "categories.yaml";
  try {
    const YAML::Node cats = YAML::LoadFile(catsFile.string());
    if (!cats.IsSequence()) out.problems.push_back({rel(catsFile), 0, "must be a list of {id, name, description}"});
    else
      for (const auto& c : cats) {
        RecordReader rd(rel(catsFile), out.problems);
        if (!c.IsMap()) {
          rd.problem(c, "a category must be a mapping {id, name, description}");
          continue;
        }
        rd.keys(c, {"id", "name", "description"}, "a category");
        core::Category cat;
        if (!c["id"] || !c["name"] || !c["description"]) rd.problem(c, "a category needs id, name and description");
        if (c["id"]) rd.scalar(c["id"], "id", cat.id);
        if (c["name"]) rd.scalar(c["name"], "name", cat.name);
        if (c["description"]) rd.scalar(c["description"], "description", cat.description);
        if (!validId(cat.id)) rd.problem(c, "category id '" + cat.id + "' must be lowercase letters, digits and dashes");
        out.categories.push_back(std::move(cat));
      }
  } catch (const YAML::Exception& e) {
    out.problems.push_back({rel(catsFile), e.mark.line >= 0 ? e.mark.line + 1 : 0, e.what()});
  }

  const fs::path retiredFile = dir / "retired.yaml";
  if (fs::exists(retiredFile, ec)) {
    try {
      const YAML::Node ret = YAML::LoadFile(retiredFile.string());
      RecordReader rd(rel(retiredFile), out.problems);
      if (!ret.IsNull()) rd.stringList(ret, "retired", out.retired);
    } catch (const YAML::Exception& e) {
      out.problems.push_back({rel(retiredFile), e.mark.line >= 0 ? e.mark.line + 1 : 0, e.what()});
    }
  }

  std::set<std::string> categoryIds;
  for (const auto& c : out.categories) categoryIds.insert(c.id);

  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    if (!entry.is_directory()) continue;
    const std::string cat = entry.path().filename().string();
    if (cat == "compiler" || cat == "capture" || cat == "importers" || cat.front() == '.') continue;
    for (const auto& f : fs::directory_iterator(entry.path(), ec))
      if (f.is_regular_file() && f.path().extension() == ".yaml") files.push_back(f.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    const std::string cat = f.parent_path().filename().string();
    const std::string slug = f.stem().string();
    RecordReader rd(rel(f), out.problems);
    if (!categoryIds.count(cat)) {
      out.problems.push_back({rel(f), 0, "folder '" + cat + "' is not a category in categories.yaml"});
      continue;
    }
    if (!validId(slug)) {
      out.problems.push_back({rel(f), 0, "slug '" + slug + "' must be lowercase kebab-case"});
      continue;
    }
    core::Record r;
    RecordLines lines;
    r.category = cat;
    r.slug = slug;
    const std::size_t before = out.problems.size();
    try {
      const YAML::Node root = YAML::LoadFile(f.string());
      readRecord(root, rd, r, lines);
    } catch (const YAML::Exception& e) {
      out.problems.push_back({rel(f), e.mark.line >= 0 ? e.mark.line + 1 : 0, std::string("YAML: ") + e.msg});
      continue;
    }
    if (out.problems.size() != before) continue;  // a record with problems is left out (and reported)
    out.records.push_back(std::move(r));
    out.recordFiles.push_back(rel(f));
    out.recordLines.push_back(std::move(lines));
  }
  return out;
}

}  // namespace errknow::catalogue
