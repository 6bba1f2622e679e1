#include "server/players.h"

#include <algorithm>

#include "server/api_error.h"

namespace hensoku::server {

using nlohmann::json;

namespace {

// Strength levels: a depth limit for the weakest, then more time per move.
struct Level {
  int depth;
  int64_t movetime_ms;
};
constexpr Level kLevels[kMaxEngineLevel] = {{1, 100}, {2, 250}, {4, 500}, {0, 1000}, {0, 3000}, {0, 10000}};

int64_t int_field(const json& j, const char* key, int64_t lo, int64_t hi) {
  const json& v = j[key];
  if (!v.is_number_integer() || v.get<int64_t>() < lo || v.get<int64_t>() > hi)
    throw ApiError(
        400, std::string("player ") + key + " must be an integer in " + std::to_string(lo) + ".." + std::to_string(hi));
  return v.get<int64_t>();
}

}  // namespace

PlayerSpec player_from_json(const json& j, int64_t cap_ms) {
  if (j.is_string()) return player_from_json(json{{"type", j}}, cap_ms);
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
    throw ApiError(400, "a player is {\"type\":\"human\"} or {\"type\":\"engine\",\"level\":1..6}");
  std::string type = j["type"].get<std::string>();
  PlayerSpec p;
  if (type == "human") return p;
  if (type != "engine") throw ApiError(400, "player type must be \"human\" or \"engine\", not '" + type + "'");
  p.engine = true;
  p.level = j.contains("level") ? int(int_field(j, "level", 1, kMaxEngineLevel)) : 3;
  p.depth = kLevels[p.level - 1].depth;
  p.movetime_ms = kLevels[p.level - 1].movetime_ms;
  if (j.contains("movetime_ms")) {
    p.movetime_ms = int_field(j, "movetime_ms", 10, cap_ms);
    p.depth = 0;
  }
  if (j.contains("depth")) p.depth = int(int_field(j, "depth", 0, 64));
  p.movetime_ms = std::min(p.movetime_ms, cap_ms);
  return p;
}

json to_json(const PlayerSpec& p) {
  if (!p.engine) return {{"type", "human"}};
  return {{"type", "engine"}, {"level", p.level}, {"movetime_ms", p.movetime_ms}, {"depth", p.depth}};
}

json to_json(const SearchInfo& info) {
  return {{"depth", info.depth},    {"seldepth", info.seldepth}, {"score", info.score},     {"is_mate", info.is_mate},
          {"nodes", info.nodes},    {"nps", info.nps},           {"time_ms", info.time_ms}, {"pv", info.pv},
          {"multipv", info.multipv}};
}

EngineFactory default_engine_factory() {
#ifdef HENSOKU_HAS_SEARCH
  return [](const std::string& variant) { return create_engine(variant); };
#else
  return {};
#endif
}

std::unique_ptr<Engine> make_engine(const EngineFactory& factory, const std::string& variant, int hash_mb) {
  if (!factory)
    throw ApiError(400, "this build of hensoku has no engine (src/search is not built): human players only");
  std::unique_ptr<Engine> engine;
  try {
    engine = factory(variant);
  } catch (const InputError& e) {
    throw ApiError(400, e.what());
  }
  for (const auto& o : engine->options()) {
    if (o.name == "Threads") engine->set_option("Threads", "1");
    if (o.name == "USI_Hash" || o.name == "Hash")
      engine->set_option(o.name,
                         std::to_string(std::clamp(hash_mb, o.min > 0 ? o.min : 1, o.max > 0 ? o.max : hash_mb)));
  }
  engine->new_game();
  return engine;
}

}  // namespace hensoku::server
