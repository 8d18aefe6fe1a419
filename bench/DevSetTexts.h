// The dev set's texts (tests/data/dev.jsonl, real captured outputs) in file order, for the bench
// programs; each cut to `maxBytes` like the load script's bodies when a limit is given. Also the
// wild dev set's (real pastes, ../shared/eval/wild-dev.jsonl beside the checkout), when it is there.
#pragma once

#include <nlohmann/json.hpp>

#include <fstream>
#include <string>
#include <vector>

inline std::vector<std::string> readJsonlTexts(const std::string& path, std::size_t maxBytes = std::string::npos) {
  std::vector<std::string> texts;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) texts.push_back(nlohmann::json::parse(line)["text"].get<std::string>().substr(0, maxBytes));
  return texts;
}

inline std::vector<std::string> readDevSetTexts(std::size_t maxBytes = std::string::npos) {
  return readJsonlTexts(ERRKNOW_SOURCE_DIR "/tests/data/dev.jsonl", maxBytes);
}

// Empty when the shared directory is not beside the checkout.
inline std::vector<std::string> readWildDevTexts() {
  return readJsonlTexts(ERRKNOW_SOURCE_DIR "/../shared/eval/wild-dev.jsonl");
}
