// The `ai` object's JSON both ways, and its Markdown for people; see AiJson.h.
#include "errknow/ai/AiJson.h"

#include <cmath>

namespace errknow::ai {
namespace {

constexpr std::size_t kMaxText = 8 * 1024;  // per string of an answer from elsewhere
constexpr std::size_t kMaxSteps = 20;
constexpr std::size_t kMaxEvidence = 50;

bool readString(const wire::Json& j, const char* key, bool required, std::string& out, std::string& problem) {
  if (!j.contains(key)) {
    if (required) problem = std::string("`") + key + "` is missing";
    return !required;
  }
  const auto& v = j[key];
  if (!v.is_string()) {
    problem = std::string("`") + key + "` must be a string";
    return false;
  }
  out = v.get<std::string>();
  if (required && out.find_first_not_of(" \t\r\n") == std::string::npos) {
    problem = std::string("`") + key + "` is empty";
    return false;
  }
  if (out.size() > kMaxText) {
    problem = std::string("`") + key + "` is longer than " + std::to_string(kMaxText) + " bytes";
    return false;
  }
  return true;
}

}  // namespace

wire::Json deepAnalysisJson(const DeepAnalysis& a) {
  wire::Json evidence = wire::Json::array();
  for (const EvidenceLine& e : a.evidence) evidence.push_back({{"line", e.line}, {"text", e.text}});
  return {{"provider", a.provider},     {"model", a.model},   {"summary", a.summary},
          {"root_cause", a.rootCause},  {"steps", a.steps},   {"evidence", std::move(evidence)},
          {"confidence", a.confidence}};
}

std::optional<DeepAnalysis> parseDeepAnalysis(const wire::Json& j, std::string& problem) {
  if (!j.is_object()) {
    problem = "the answer is not a JSON object";
    return std::nullopt;
  }
  DeepAnalysis a;
  a.provider.clear();
  a.model.clear();
  if (!readString(j, "provider", false, a.provider, problem) || !readString(j, "model", false, a.model, problem) ||
      !readString(j, "summary", true, a.summary, problem) || !readString(j, "root_cause", true, a.rootCause, problem))
    return std::nullopt;
  if (!j.contains("steps") || !j["steps"].is_array() || j["steps"].empty() || j["steps"].size() > kMaxSteps) {
    problem = "`steps` must be an array of 1 to " + std::to_string(kMaxSteps) + " strings";
    return std::nullopt;
  }
  for (const auto& s : j["steps"]) {
    if (!s.is_string() || s.get_ref<const std::string&>().empty() || s.get_ref<const std::string&>().size() > kMaxText) {
      problem = "every item of `steps` must be a non-empty string";
      return std::nullopt;
    }
    a.steps.push_back(s.get<std::string>());
  }
  if (!j.contains("evidence") || !j["evidence"].is_array() || j["evidence"].size() > kMaxEvidence) {
    problem = "`evidence` must be an array of at most " + std::to_string(kMaxEvidence) + " {line, text} objects";
    return std::nullopt;
  }
  for (const auto& e : j["evidence"]) {
    if (!e.is_object() || !e.contains("line") || !e["line"].is_number_integer() || e["line"].get<long long>() < 0 ||
        e["line"].get<long long>() > 100000000 || !e.contains("text") || !e["text"].is_string() ||
        e["text"].get_ref<const std::string&>().size() > kMaxText) {
      problem = "every item of `evidence` must be {line: integer >= 0, text: string}";
      return std::nullopt;
    }
    a.evidence.push_back({static_cast<int>(e["line"].get<long long>()), e["text"].get<std::string>()});
  }
  if (!j.contains("confidence") || !j["confidence"].is_number() || !std::isfinite(j["confidence"].get<double>()) ||
      j["confidence"].get<double>() < 0 || j["confidence"].get<double>() > 1) {
    problem = "`confidence` must be a number in [0, 1]";
    return std::nullopt;
  }
  a.confidence = j["confidence"].get<double>();
  return a;
}

std::string deepAnalysisMarkdown(const DeepAnalysis& a) {
  std::string out = "### Deep analysis (" + a.provider + (a.model.empty() ? "" : ", " + a.model) + ")\n\n";
  out += a.summary + "\n\n**Root cause:** " + a.rootCause + "\n\n**Steps:**\n\n";
  int n = 0;
  for (const std::string& s : a.steps) out += std::to_string(++n) + ". " + s + "\n";
  if (!a.evidence.empty()) {
    out += "\n**Evidence:**\n\n```\n";
    for (const EvidenceLine& e : a.evidence) out += (e.line > 0 ? std::to_string(e.line) + ": " : "") + e.text + "\n";
    out += "```\n";
  }
  char conf[16];
  std::snprintf(conf, sizeof conf, "%.2f", a.confidence);
  out += "\nConfidence: " + std::string(conf) + "\n";
  return out;
}

}  // namespace errknow::ai
