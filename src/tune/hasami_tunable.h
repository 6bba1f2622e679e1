#pragma once
#include "tune/tunable.h"

namespace hensoku::tune {

// The hasami family's evaluation (hasami/engine/hasami_params.h) for the tuner.
const TunableEval& hasami_tunable();

}  // namespace hensoku::tune
