// An accounts store for one test, on either engine: a SQLite file in a temporary directory, or a
// schema of its own in the test process's PostgreSQL cluster. The directory is there on both
// engines for the files a test needs beside the store (quota journals). So that one test suite
// runs once per engine: INSTANTIATE_TEST_SUITE_P(Engines, Suite, ::testing::ValuesIn(kStoreEngines)).
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include "support/PostgresCluster.h"

namespace errknow::testing {

inline const std::vector<std::string> kStoreEngines = {"sqlite", "postgresql"};

struct TestStore {
  std::filesystem::path dir;
  std::string location;

  explicit TestStore(const std::string& engine) {
    static std::atomic<int> counter{0};
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = "t" + std::to_string(::getpid()) + "_" + std::to_string(counter++) + "_" +
                       (info ? std::string(info->name()) : std::string("store"));
    for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(static_cast<unsigned char>(c))) : '_';
    name = name.substr(0, 60);
    dir = std::filesystem::temp_directory_path() / ("errknow-store-" + name);
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    location = engine == "postgresql" ? PostgresCluster::shared().url(name) : (dir / "store.db").string();
  }
  ~TestStore() {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

// The engine's name as a test name suffix.
inline std::string engineName(const ::testing::TestParamInfo<std::string>& p) { return p.param; }

}  // namespace errknow::testing
