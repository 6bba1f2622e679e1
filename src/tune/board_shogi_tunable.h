#pragma once
// The shogi family's Game-path evaluation (search/board_params.h: the
// evaluation mergeshogi plays) for the tuner.
#include <string>

#include "tune/tunable.h"

namespace hensoku::tune {

// The shogi-family variants the engine plays through the Game path.
bool board_shogi_tunable_variant(const std::string& variant);
const TunableEval& board_shogi_tunable();

}  // namespace hensoku::tune
