#pragma once
#include "tune/tunable.h"

namespace hensoku::tune {

// The shogi family's evaluation (shogi/engine/shogi_params.h) for the
// tuner: every variant of the family.
const TunableEval& shogi_tunable();

}  // namespace hensoku::tune
