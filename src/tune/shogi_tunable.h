#pragma once
#include "tune/tunable.h"

namespace hensoku::tune {

// The shogi family's fast-path evaluation (search/shogi_params.h) for the
// tuner: the variants the native shogi paths play.
const TunableEval& shogi_tunable();
// Whether the native shogi paths play `variant` (and so read its table).
bool shogi_tunable_variant(const std::string& variant);

}  // namespace hensoku::tune
