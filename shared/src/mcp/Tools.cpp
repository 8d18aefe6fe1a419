// The MCP tools: schemas, argument checks (the API's own rules, through wire::parseAnalyzeRequest
// where it applies), the call, and a short text rendering beside the API's JSON. See Tools.h.
#include "Tools.h"

#include <sstream>

namespace errknow::mcp {
namespace {

const Json kStringArray = {{"type", "array"}, {"items", {{"type", "string"}}}};

Json detectedSchema() {
  return {{"type", "object"},
          {"required", {"code", "title", "category", "url", "meaning", "confidence"}},
          {"properties",
           {{"code", {{"type", "string"}}},
            {"title", {{"type", "string"}}},
            {"category", {{"type", "string"}}},
            {"slug", {{"type", "string"}}},
            {"url", {{"type", "string"}}},
            {"meaning", {{"type", "string"}}},
            {"confidence", {{"type", "number"}, {"minimum", 0}, {"maximum", 1}}},
            {"generic", {{"type", "boolean"}}}}}};
}

Json platformFixesSchema() { return {{"type", "object"}, {"additionalProperties", kStringArray}}; }

Json analysisSchema() {
  const Json checks = {{"type", "array"},
                       {"items", {{"type", "object"}, {"required", {"step", "check"}},
                                  {"properties", {{"step", {{"type", "string"}}}, {"check", {{"type", "string"}}}}}}}};
  const Json finding = {{"type", "object"},
                        {"required", {"detected", "likely_area", "causes", "quick_fix", "platform_fixes", "checks"}},
                        {"properties", {{"detected", detectedSchema()}, {"likely_area", {{"type", "string"}}},
                                        {"causes", kStringArray}, {"quick_fix", kStringArray},
                                        {"platform_fixes", platformFixesSchema()}, {"checks", checks},
                                        {"evidence", {{"type", "array"}, {"items", {{"type", "object"}}}}}}}};
  Json schema = finding;
  schema["required"] = {"detected", "likely_area", "causes", "quick_fix", "platform_fixes", "checks",
                        "alternatives", "signals", "findings"};
  schema["properties"]["alternatives"] = {
      {"type", "array"},
      {"maxItems", 5},
      {"items", {{"type", "object"}, {"required", {"category", "slug", "code", "title", "url", "confidence"}}}}};
  schema["properties"]["signals"] = {{"type", "object"},
                                     {"required", {"http_status", "platforms"}},
                                     {"properties", {{"http_status", kStringArray}, {"platforms", kStringArray}}}};
  schema["properties"]["findings"] = {{"type", "array"}, {"minItems", 1}, {"items", finding}};
  schema["properties"]["notes"] = kStringArray;
  schema["properties"]["ai"] = {{"type", "object"}};
  return schema;
}

Json recordSchema() {
  const Json ref = {{"type", "object"}, {"required", {"category", "slug", "code", "title", "url"}}};
  return {{"type", "object"},
          {"required", {"category", "slug", "code", "aliases", "title", "url", "meaning", "likely_area", "causes",
                        "quick_fix", "platform_fixes", "checks", "examples", "related"}},
          {"properties",
           {{"category", {{"type", "string"}}},
            {"slug", {{"type", "string"}}},
            {"code", {{"type", "string"}}},
            {"aliases", kStringArray},
            {"title", {{"type", "string"}}},
            {"url", {{"type", "string"}}},
            {"meaning", {{"type", "string"}}},
            {"likely_area", {{"type", "string"}}},
            {"causes", kStringArray},
            {"quick_fix", kStringArray},
            {"platform_fixes", platformFixesSchema()},
            {"checks", {{"type", "array"}, {"items", {{"type", "object"}, {"required", {"step", "check"}}}}}},
            {"examples", {{"type", "array"}, {"items", {{"type", "object"}, {"required", {"text"}}}}}},
            {"related", {{"type", "array"}, {"items", ref}}}}}};
}

Json searchSchema() {
  return {{"type", "object"},
          {"required", {"query", "total", "results"}},
          {"properties",
           {{"query", {{"type", "string"}}},
            {"total", {{"type", "integer"}, {"minimum", 0}}},
            {"results",
             {{"type", "array"},
              {"items", {{"type", "object"},
                         {"required", {"category", "slug", "code", "title", "meaning", "url", "score"}},
                         {"properties", {{"score", {{"type", "number"}}}, {"code", {{"type", "string"}}}}}}}}}}}};
}

Json categoriesSchema() {
  return {{"type", "object"},
          {"required", {"categories"}},
          {"properties",
           {{"categories",
             {{"type", "array"},
              {"items", {{"type", "object"},
                         {"required", {"id", "name", "description", "count", "url"}},
                         {"properties", {{"id", {{"type", "string"}}}, {"count", {{"type", "integer"}}}}}}}}}}}};
}

Json readOnly(const char* title) {
  return {{"title", title}, {"readOnlyHint", true}, {"destructiveHint", false}, {"idempotentHint", true},
          {"openWorldHint", false}};
}

Json makeTool(const char* name, const char* title, const char* description, Json input, Json output) {
  return {{"name", name}, {"title", title}, {"description", description}, {"inputSchema", std::move(input)},
          {"outputSchema", std::move(output)}, {"annotations", readOnly(title)}};
}

Json textContent(const std::string& text) { return Json::array({{{"type", "text"}, {"text", text}}}); }

Json toolError(const std::string& message) {
  return {{"content", textContent(message)}, {"isError", true}};
}

Json toolResult(Json structured, const std::string& text) {
  return {{"content", textContent(text)}, {"structuredContent", std::move(structured)}, {"isError", false}};
}

std::string list(const Json& items, const char* prefix) {
  std::string out;
  if (!items.is_array()) return out;
  for (const auto& i : items)
    if (i.is_string()) out += std::string(prefix) + i.get<std::string>() + "\n";
  return out;
}

std::string str(const Json& j, const char* key) {
  return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

std::string renderAnalysis(const Json& a) {
  std::ostringstream out;
  const Json findings = a.value("findings", Json::array());
  std::size_t n = 0;
  for (const auto& f : findings) {
    const Json d = f.value("detected", Json::object());
    out << (n ? "\n" : "") << str(d, "category") << "/" << str(d, "code") << ": " << str(d, "title")
        << " (confidence " << d.value("confidence", 0.0) << ")\n"
        << str(d, "meaning") << "\n";
    if (!str(f, "likely_area").empty()) out << "Likely area: " << str(f, "likely_area") << "\n";
    const std::string causes = list(f.value("causes", Json::array()), "- ");
    if (!causes.empty()) out << "Causes:\n" << causes;
    const std::string fixes = list(f.value("quick_fix", Json::array()), "- ");
    if (!fixes.empty()) out << "Quick fix:\n" << fixes;
    out << str(d, "url") << "\n";
    if (++n == 3) break;
  }
  if (a.contains("ai") && a["ai"].is_object()) {
    if (a["ai"].contains("error")) out << "\nAI: " << str(a["ai"], "error") << "\n";
    else if (!str(a["ai"], "summary").empty()) {
      out << "\nAI: " << str(a["ai"], "summary") << "\nRoot cause: " << str(a["ai"], "root_cause") << "\n";
      if (a["ai"].contains("steps") && a["ai"]["steps"].is_array())
        for (const auto& step : a["ai"]["steps"])
          if (step.is_string()) out << "- " << step.get<std::string>() << "\n";
    }
  }
  return out.str();
}

std::string renderRecord(const Json& r) {
  std::ostringstream out;
  out << str(r, "title") << " (" << str(r, "category") << "/" << str(r, "code") << ")\n" << str(r, "meaning") << "\n";
  if (!str(r, "likely_area").empty()) out << "Likely area: " << str(r, "likely_area") << "\n";
  out << "Causes:\n" << list(r.value("causes", Json::array()), "- ");
  out << "Quick fix:\n" << list(r.value("quick_fix", Json::array()), "- ");
  out << str(r, "url") << "\n";
  return out.str();
}

std::string renderSearch(const Json& s) {
  std::ostringstream out;
  const Json results = s.value("results", Json::array());
  if (results.empty()) out << "No results for \"" << str(s, "query") << "\".\n";
  for (const auto& h : results)
    out << str(h, "category") << "/" << str(h, "slug") << "  " << str(h, "code") << "  " << str(h, "title") << "\n";
  return out.str();
}

std::string renderCategories(const Json& c) {
  std::ostringstream out;
  for (const auto& x : c.value("categories", Json::array()))
    out << str(x, "id") << " (" << x.value("count", 0) << "): " << str(x, "name") << "\n";
  return out.str();
}

Json fromKnowledge(const KnowledgeResult& r, std::string (*render)(const Json&)) {
  if (!r.value) return toolError(r.problem.empty() ? "no answer" : r.problem);
  return toolResult(*r.value, render(*r.value));
}

std::string details(const std::vector<wire::FieldProblem>& problems) {
  std::string out;
  for (const auto& p : problems) out += (out.empty() ? " (" : "; ") + p.field + " " + p.problem;
  return out.empty() ? out : out + ")";
}

Json callAnalyze(Knowledge& k, const Json& args) {
  // The API's own validation: a body with the known fields only (extra ones are ignored there too).
  Json body = Json::object();
  for (const char* key : {"error", "language", "ai"})
    if (args.contains(key)) body[key] = args[key];
  const wire::Parsed parsed = wire::parseAnalyzeRequest(body.dump(-1, ' ', false, Json::error_handler_t::replace));
  if (!parsed.request) return toolError("Invalid arguments: " + parsed.message + details(parsed.details));
  return fromKnowledge(k.analyze(*parsed.request), renderAnalysis);
}

Json callExplain(Knowledge& k, const Json& args) {
  if (!args.contains("code") || !args["code"].is_string())
    return toolError("Invalid arguments: `code` is required and must be a string (a code, alias or slug).");
  const std::string c = args["code"].get<std::string>();
  if (c.find_first_not_of(" \t\r\n") == std::string::npos || c.size() > 256)
    return toolError("Invalid arguments: `code` must be a non-blank code, alias or slug of at most 256 bytes.");
  std::string category;
  if (args.contains("category") && !args["category"].is_null()) {
    if (!args["category"].is_string()) return toolError("Invalid arguments: `category` must be a string.");
    category = args["category"].get<std::string>();
  }
  return fromKnowledge(k.explain(c, category), renderRecord);
}

Json callSearch(Knowledge& k, const Json& args) {
  if (!args.contains("query") || !args["query"].is_string())
    return toolError("Invalid arguments: `query` is required and must be a string.");
  const std::string q = args["query"].get<std::string>();
  if (q.find_first_not_of(" \t\r\n") == std::string::npos) return toolError("Invalid arguments: `query` must not be blank.");
  if (q.size() > wire::kMaxErrorBytes) return toolError("Invalid arguments: `query` must be at most 65536 bytes.");
  int limit = 10;
  if (args.contains("limit") && !args["limit"].is_null()) {
    const Json& l = args["limit"];
    const bool whole = l.is_number_integer() || (l.is_number_float() && l.get<double>() == static_cast<long long>(l.get<double>()));
    const double v = l.is_number() ? l.get<double>() : 0;
    if (!whole || v < 1 || v > 50) return toolError("Invalid arguments: `limit` must be a whole number from 1 to 50.");
    limit = static_cast<int>(v);
  }
  return fromKnowledge(k.search(q, limit), renderSearch);
}

}  // namespace

const Json& toolDefinitions() {
  static const Json tools = [] {
    Json t = Json::array();
    t.push_back(makeTool(
        "analyze_error", "Analyze an error",
        "Explain an error message, log or stack trace: the known error it is (category, code, confidence), its "
        "likely area, causes, quick fix, platform-specific fixes and checks, with the evidence in the input. "
        "Paste the output as it is.",
        {{"type", "object"},
         {"properties",
          {{"error", {{"type", "string"}, {"description", "The error text, log or stack trace (at most 65536 bytes)."}}},
           {"language", {{"type", "string"}, {"description", "Optional language hint, e.g. python, javascript, go, rust, java, sql, shell."}}},
           {"ai", {{"type", "boolean"}, {"description", "Also ask for an AI deep analysis (only where the server has a provider)."}}}}},
         {"required", {"error"}}},
        analysisSchema()));
    t.push_back(makeTool(
        "explain_error", "Explain an error code",
        "The full catalogue record of one known error: meaning, causes, fixes per platform, checks, real examples "
        "and related errors. `code` is a code (404, ECONNREFUSED, E0308, TS2322), an alias or a slug.",
        {{"type", "object"},
         {"properties",
          {{"code", {{"type", "string"}, {"description", "A code, alias or slug."}}},
           {"category", {{"type", "string"}, {"description", "Optional category id (http, python, postgresql, ...; see list_categories)."}}}}},
         {"required", {"code"}}},
        recordSchema()));
    t.push_back(makeTool(
        "search_errors", "Search known errors",
        "Search the catalogue of known errors by code, alias or words; an exact code ranks first.",
        {{"type", "object"},
         {"properties",
          {{"query", {{"type", "string"}, {"description", "A code or words, or a pasted error message."}}},
           {"limit", {{"type", "integer"}, {"minimum", 1}, {"maximum", 50}, {"description", "At most this many results (default 10)."}}}}},
         {"required", {"query"}}},
        searchSchema()));
    t.push_back(makeTool("list_categories", "List error categories",
                         "The catalogue's categories (http, postgresql, python, ...) with how many known errors each holds.",
                         {{"type", "object"}, {"properties", Json::object()}}, categoriesSchema()));
    return t;
  }();
  return tools;
}

bool isTool(const std::string& name) {
  for (const auto& t : toolDefinitions())
    if (t["name"] == name) return true;
  return false;
}

Json callTool(Knowledge& knowledge, const std::string& name, const Json& arguments) {
  if (!arguments.is_object()) return toolError("Invalid arguments: `arguments` must be an object.");
  if (name == "analyze_error") return callAnalyze(knowledge, arguments);
  if (name == "explain_error") return callExplain(knowledge, arguments);
  if (name == "search_errors") return callSearch(knowledge, arguments);
  if (name == "list_categories") return fromKnowledge(knowledge.categories(), renderCategories);
  return toolError("Unknown tool: " + name);
}

}  // namespace errknow::mcp
