// Answers that never change while the server runs (a record, the category list) serialised once
// and kept: the catalogue is immutable, so the JSON text of a record is the same for every caller.
// Building and dumping a record's JSON was most of a lookup's cost.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace errknow::backend {

class RenderedBodies {
 public:
  using Body = std::shared_ptr<const std::string>;
  // The body kept under `key`, made by `render` the first time.
  Body get(const std::string& key, const std::function<std::string()>& render) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      auto it = bodies_.find(key);
      if (it != bodies_.end()) return it->second;
    }
    Body body = std::make_shared<const std::string>(render());  // outside the lock: two may race, both right
    std::lock_guard<std::mutex> lock(mutex_);
    return bodies_.emplace(key, std::move(body)).first->second;
  }

 private:
  std::mutex mutex_;
  std::unordered_map<std::string, Body> bodies_;
};

}  // namespace errknow::backend
