#pragma once
// Who plays a side: a person at the board, or the engine at a strength.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "search/engine.h"

namespace hensoku::server {

struct PlayerSpec {
  bool engine = false;
  int level = 0;            // engine strength 1..kMaxLevel (0 for a human)
  int64_t movetime_ms = 0;  // engine time per move before clocks and the cap apply
  int depth = 0;            // engine depth limit, 0 = none
  std::string name;         // as records name the player; "" = "Human" / "Hensoku (level n)"
};

constexpr int kMaxEngineLevel = 6;

// {"type":"human"} or {"type":"engine","level":1..6} or {"type":"engine","movetime_ms":n,"depth":d},
// each with an optional "name" (1..100 bytes, no control characters);
// throws ApiError(400). cap_ms bounds the engine's time per move.
PlayerSpec player_from_json(const nlohmann::json& j, int64_t cap_ms);
nlohmann::json to_json(const PlayerSpec& p);

// Makes an engine for a variant (create_engine in src/search, or a test's own).
using EngineFactory = std::function<std::unique_ptr<Engine>(const std::string& variant)>;

// The search's create_engine when this build has src/search, else an empty factory.
EngineFactory default_engine_factory();
// A fresh engine for the variant's family, set to one thread and hash_mb of
// hash where it has those options. Throws ApiError(400) when there is no engine.
std::unique_ptr<Engine> make_engine(const EngineFactory& factory, const std::string& variant, int hash_mb);

// The search report as the API sends it.
nlohmann::json to_json(const SearchInfo& info);

}  // namespace hensoku::server
