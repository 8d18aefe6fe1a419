// The dev set's texts (tests/data/dev.jsonl, real captured outputs) in file order, for the bench
// programs; each cut to `maxBytes` like the load script's bodies when a limit is given.
#pragma once

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

inline std::vector<std::string> readDevSetTexts(std::size_t maxBytes = std::string::npos) {
  std::vector<std::string> texts;
  std::ifstream in(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl");
  std::string line;
  while (std::getline(in, line)) texts.push_back(nlohmann::json::parse(line)["text"].get<std::string>().substr(0, maxBytes));
  return texts;
}
