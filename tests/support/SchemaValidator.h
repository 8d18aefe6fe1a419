// A small JSON Schema checker for the subset backend/openapi.json uses (type, required,
// properties, additionalProperties, items, enum, minimum/maximum, minItems/maxItems, minLength,
// $ref into #/components/...), so that tests can hold real responses against the document.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace errknow::fixtures {

class SchemaValidator {
 public:
  explicit SchemaValidator(nlohmann::json doc) : doc_(std::move(doc)) {}

  // Problems found, as "path: what"; empty when the value fits.
  std::vector<std::string> validate(const nlohmann::json& value, const nlohmann::json& schema) const {
    std::vector<std::string> out;
    check(value, schema, "$", out);
    return out;
  }
  const nlohmann::json& resolve(const std::string& ref) const {
    const nlohmann::json* node = &doc_;
    std::string path = ref.substr(2);  // "#/"
    std::size_t start = 0;
    while (start <= path.size()) {
      const std::size_t slash = path.find('/', start);
      node = &(*node)[path.substr(start, slash == std::string::npos ? std::string::npos : slash - start)];
      if (slash == std::string::npos) break;
      start = slash + 1;
    }
    return *node;
  }

 private:
  static bool isType(const nlohmann::json& v, const std::string& t) {
    if (t == "object") return v.is_object();
    if (t == "array") return v.is_array();
    if (t == "string") return v.is_string();
    if (t == "integer") return v.is_number_integer();
    if (t == "number") return v.is_number();
    if (t == "boolean") return v.is_boolean();
    if (t == "null") return v.is_null();
    return false;
  }
  void check(const nlohmann::json& v, const nlohmann::json& s, const std::string& at, std::vector<std::string>& out) const {
    if (s.contains("$ref")) return check(v, resolve(s["$ref"].get<std::string>()), at, out);
    if (s.contains("type") && !isType(v, s["type"].get<std::string>())) {
      out.push_back(at + ": expected " + s["type"].get<std::string>() + ", got " + v.type_name());
      return;
    }
    if (s.contains("enum") && std::find(s["enum"].begin(), s["enum"].end(), v) == s["enum"].end())
      out.push_back(at + ": " + v.dump() + " is not one of the allowed values");
    if (v.is_number()) {
      if (s.contains("minimum") && v.get<double>() < s["minimum"].get<double>()) out.push_back(at + ": below minimum");
      if (s.contains("maximum") && v.get<double>() > s["maximum"].get<double>()) out.push_back(at + ": above maximum");
    }
    if (v.is_string() && s.contains("minLength") && v.get<std::string>().size() < s["minLength"].get<std::size_t>())
      out.push_back(at + ": too short");
    if (v.is_array()) {
      if (s.contains("maxItems") && v.size() > s["maxItems"].get<std::size_t>()) out.push_back(at + ": too many items");
      if (s.contains("minItems") && v.size() < s["minItems"].get<std::size_t>()) out.push_back(at + ": too few items");
      if (s.contains("items"))
        for (std::size_t i = 0; i < v.size(); ++i) check(v[i], s["items"], at + "[" + std::to_string(i) + "]", out);
    }
    if (v.is_object()) {
      if (s.contains("required"))
        for (const auto& r : s["required"])
          if (!v.contains(r.get<std::string>())) out.push_back(at + ": missing " + r.get<std::string>());
      for (const auto& [k, sub] : v.items()) {
        if (s.contains("properties") && s["properties"].contains(k)) check(sub, s["properties"][k], at + "." + k, out);
        else if (s.contains("additionalProperties") && s["additionalProperties"].is_object())
          check(sub, s["additionalProperties"], at + "." + k, out);
      }
    }
  }
  nlohmann::json doc_;
};

}  // namespace errknow::fixtures
