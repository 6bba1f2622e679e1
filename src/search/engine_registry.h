#pragma once
// The engines of the families built in: each family registers one factory
// in its registration function (src/<family>/engine/registration.cpp);
// create_engine (engine.cpp) asks the registry for the variant's family.
#include <functional>
#include <memory>
#include <string>
#include <unordered_map>

#include "search/engine.h"

namespace hensoku::search {

// Makes the engine that plays `variant` (a variant of the factory's family).
using EngineFactory = std::function<std::unique_ptr<Engine>(const std::string& variant)>;

class EngineRegistry {
 public:
  void add(const std::string& family, EngineFactory create) { factories_[family] = std::move(create); }
  const EngineFactory* find(const std::string& family) const {
    auto it = factories_.find(family);
    return it == factories_.end() ? nullptr : &it->second;
  }

 private:
  std::unordered_map<std::string, EngineFactory> factories_;
};

// Calls the registration of every family built in: the list is written by
// CMake from the enabled families (family_engines.cpp.in).
void register_family_engines(EngineRegistry& registry);

}  // namespace hensoku::search
