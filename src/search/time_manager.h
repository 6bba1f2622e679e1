#pragma once
// How long to think: a soft target (start no new iteration after it) and a
// hard deadline (abort the search), from the USI clock fields. The margin
// covers the GUI's and the OS's lag so that the engine never flags.
#include <cstdint>

#include "core/side.h"
#include "search/engine.h"

namespace hensoku::search {

struct TimeBudget {
  bool timed = false;     // false: only depth/nodes/mate/stop end the search
  int64_t optimum = 0;    // ms after the start
  int64_t maximum = 0;    // ms after the start
};

// `overhead` is the per-move safety margin in ms (option MoveOverhead).
TimeBudget plan_time(const SearchLimits& limits, Side us, int64_t overhead);

}  // namespace hensoku::search
