#include "search/time_manager.h"

#include <algorithm>

namespace hensoku::search {

namespace {
constexpr int64_t kMinThink = 10;   // ms: always look at least at depth 1
constexpr int64_t kMovesToGo = 30;  // sudden death: spread the main time over this many moves
}  // namespace

TimeBudget plan_time(const SearchLimits& limits, Side us, int64_t overhead) {
  TimeBudget b;
  if (limits.infinite || limits.ponder) {
    // Pondering is re-planned at ponderhit; infinite waits for stop.
    if (!limits.ponder) return b;
  }
  if (limits.movetime > 0) {
    b.timed = true;
    // At most a fifth of a short movetime goes to the margin: "movetime 100"
    // less a 100 ms margin would leave nothing to think with.
    b.maximum = b.optimum = std::max(kMinThink, limits.movetime - std::min(overhead, limits.movetime / 5));
    return b;
  }
  int64_t left = limits.time[index(us)];
  int64_t inc = limits.increment[index(us)];
  int64_t byo = limits.byoyomi;
  if (left < 0 && byo <= 0 && inc <= 0) return b;  // no clock given
  left = std::max<int64_t>(left, 0);
  b.timed = true;
  // What may be spent on this move without losing: the main time and the
  // byoyomi (both count for this move), less the margin.
  int64_t can_spend = std::max(kMinThink, left + byo - overhead);
  int64_t target = left / kMovesToGo + inc * 3 / 4 + byo;
  // The margin guards the hard limit; the target itself is not cut by it, or
  // a fast clock (2 s + 0.1 s) would leave almost nothing per move.
  b.optimum = std::clamp(target, kMinThink, can_spend);
  // Up to five times the target when an iteration is unfinished, never more
  // than a third of the main time beyond the byoyomi.
  b.maximum = std::clamp(std::min(b.optimum * 5, left / 3 + byo - overhead), b.optimum, can_spend);
  if (byo > 0 && left == 0) b.optimum = b.maximum;  // in byoyomi: use the period, it is lost anyway
  return b;
}

}  // namespace hensoku::search
