#pragma once
// One engine move at a node budget, for the tools that play games in-process
// (datagen, SPSA).
#include <cstdint>
#include <string>

#include "search/engine.h"
#include "variants/game.h"

namespace hensoku::tune {

// The engine's move ("resign" when it has none) and, in `score`, its last
// reported score from the mover's view (mates as +-100000). Returns once the
// search has ended, so the score is read after the last report.
std::string engine_move(Engine& engine, const Game& game, uint64_t nodes, int& score);

}  // namespace hensoku::tune
