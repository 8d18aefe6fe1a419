// Reading one case of tests/data/dev.jsonl (real captured outputs) by id, for the AI tests.
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

namespace errknow::fixtures {

inline std::string devCaseText(const std::string& id) {
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_object() && j.value("id", "") == id) return j.value("text", "");
  }
  throw std::runtime_error("no case " + id + " in tests/data/dev.jsonl");
}

}  // namespace errknow::fixtures
