#include "search/time_manager.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "core/timer.h"

namespace hensoku::search {

namespace {

constexpr int64_t kMinThink = 5;  // ms: enough for depth 1 on any board

// How many more of our moves the main time should last: shogi games run to
// about 120 plies; late in a game fewer moves remain, but never plan on
// fewer than 20 (an increment or a byoyomi covers a longer game).
int64_t moves_to_go(int ply) { return std::clamp<int64_t>(40 - ply / 8, 20, 40); }

// What a byoyomi period keeps back: the overhead and a twentieth of the
// period (a busy machine schedules the engine late by more than a fixed
// few ms; a loss on time costs more than 5% of one move's time).
// On a busy machine (`lag`, see plan_time) half the period at most goes to
// the lag on top.
int64_t byoyomi_reserve(int64_t byoyomi, int64_t overhead, int64_t lag) {
  return overhead + byoyomi / 20 + std::min(lag, byoyomi / 2);
}

TimeBudget fixed_time(int64_t usable) {
  TimeBudget b;
  b.timed = b.spend_all = true;
  b.optimum = b.maximum = std::max(kMinThink, usable);
  return b;
}

// Main time with a byoyomi after it. Every move may use the byoyomi on top
// of its share of the main time (the byoyomi comes back each move once the
// main time is gone), and may use all that is left plus one period.
TimeBudget main_time_and_byoyomi(int64_t left, int64_t byoyomi, int64_t overhead, int64_t lag, int ply) {
  TimeBudget b;
  b.timed = true;
  const int64_t can_spend = std::max(kMinThink, left + byoyomi - byoyomi_reserve(byoyomi, overhead, lag));
  b.optimum = std::clamp(left / moves_to_go(ply) + byoyomi, kMinThink, can_spend);
  b.maximum = std::clamp(std::min(b.optimum * 5, left / 3 + byoyomi), b.optimum, can_spend);
  return b;
}

// Fischer (increment) and sudden death: the time left plus the increments
// of the moves to come, less a reserve per move, spread over those moves;
// no move takes more than a fifth of the clock as its target or more than
// four fifths as its deadline, so that a short clock keeps a buffer that the
// increments refill.
TimeBudget main_time_and_increment(int64_t left, int64_t increment, int64_t overhead, int64_t lag, int ply) {
  TimeBudget b;
  b.timed = true;
  const int64_t mtg = moves_to_go(ply);
  const int64_t pool = std::max<int64_t>(1, left + increment * (mtg - 1) - overhead * (mtg + 2));
  const int64_t floor = std::min(kMinThink, std::max<int64_t>(1, left / 2));
  b.maximum = std::max(floor, std::min(pool / mtg * 5, left * 4 / 5 - overhead - std::min(lag, left / 4)));
  b.optimum = std::clamp(std::min(pool / mtg, left / 5), floor, b.maximum);
  return b;
}

}  // namespace

TimeBudget plan_time(const SearchLimits& limits, Side us, int64_t overhead, int ply, int64_t lag) {
  if (limits.infinite) return {};  // until stop
  // Pondering plans as for the move itself: the budget applies from ponderhit.
  if (limits.movetime > 0) {
    const int64_t m = limits.movetime;
    return fixed_time(m - std::min(overhead, m / 5) - std::min(lag, m / 3));
  }
  const int64_t left = limits.time[index(us)];
  const int64_t increment = limits.increment[index(us)];
  const int64_t byoyomi = limits.byoyomi;
  if (left < 0 && byoyomi <= 0 && increment <= 0) return {};  // no clock given
  if (byoyomi > 0) {
    // In byoyomi the period is lost if not used: spend it (less the reserve).
    if (left <= 0) return fixed_time(byoyomi - byoyomi_reserve(byoyomi, overhead, lag));
    return main_time_and_byoyomi(left, byoyomi, overhead, lag, ply);
  }
  return main_time_and_increment(std::max<int64_t>(left, 0), increment, overhead, lag, ply);
}

void LagMeter::probe(int count) {
  for (int i = 0; i < count; ++i) {
    const int64_t before = now_ms();
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    longest_ = std::max(longest_, now_ms() - before - 2);
  }
  finish();
}

int64_t scaled_target(const TimeBudget& budget, const IterationFacts& f) {
  if (budget.spend_all) return budget.maximum;
  // A falling score (against the last iteration, and against our previous
  // move) means trouble the search is still finding: think longer. A rising
  // one, a little shorter. Mate-sized swings count as large ones only.
  double falling = 1.0;
  if (f.previous_score != IterationFacts::kNoScore) falling += 0.006 * std::clamp(f.previous_score - f.score, -40, 80);
  if (f.last_move_score != IterationFacts::kNoScore)
    falling += 0.004 * std::clamp(f.last_move_score - f.score, -50, 100);
  // A best move that keeps changing needs more time; one that held for many
  // iterations is unlikely to change with one more.
  const double instability = 1.0 + 1.2 * std::min(f.best_move_changes, 2.0);
  const double stability = std::max(0.5, 1.15 - 0.08 * f.stable_iterations);
  const double target = double(budget.optimum) * std::clamp(falling, 0.75, 1.6) * instability * stability;
  return std::clamp(int64_t(target), std::min<int64_t>(kMinThink, budget.maximum), budget.maximum);
}

bool stop_after_iteration(const TimeBudget& budget, const IterationFacts& facts) {
  if (!budget.timed || budget.spend_all) return false;
  // The next iteration usually takes longer than all before it together.
  return facts.elapsed >= scaled_target(budget, facts) * 55 / 100;
}

}  // namespace hensoku::search
