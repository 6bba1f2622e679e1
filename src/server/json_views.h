#pragma once
// JSON shapes of the Game interface's types, as the API sends them
// (docs/web.md lists every field).
#include <nlohmann/json.hpp>

#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::server {

std::string side_name(Side side);          // "black" / "white"
Side parse_side(const std::string& name);  // throws ApiError(400) for anything else

nlohmann::json to_json(const BoardView& view);
nlohmann::json to_json(const MoveView& move);
nlohmann::json to_json(const Outcome& outcome);
nlohmann::json to_json(const OptionSpec& option);
nlohmann::json to_json(const VariantInfo& info);

// Reads an object of string (or bool/number) values into rule options; throws ApiError(400).
RuleOptions rule_options_from_json(const nlohmann::json& j);

}  // namespace hensoku::server
