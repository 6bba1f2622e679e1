#pragma once
// How long to think, for every clock a GUI sends (docs/search.md, "Time"):
//
// - `movetime M` and byoyomi with no main time left: the time is lost if not
//   used, so the search runs to M (or the period) less a reserve for lag.
// - main time with byoyomi, Fischer (increment) and sudden death: a target
//   (`optimum`) from the time left spread over the moves still to come, and
//   a hard deadline (`maximum`) the clock can always pay for. Between
//   iterations the target is scaled by how settled the search is (best move
//   stable for several iterations: less; best move changing or score
//   falling: more), as strong engines do.
//
// The reserve is MoveOverhead: the lag between the GUI's clock and ours
// (pipes, scheduling; with a network, its round trip).
#include <algorithm>
#include <cstdint>

#include "core/side.h"
#include "search/engine.h"

namespace hensoku::search {

struct TimeBudget {
  bool timed = false;      // false: only depth/nodes/mate/stop end the search
  bool spend_all = false;  // movetime or byoyomi only: search until `maximum`
  int64_t optimum = 0;     // ms after the start: the target for a normal move
  int64_t maximum = 0;     // ms after the start: the search is aborted here
};

// `overhead` is the per-move reserve in ms (option MoveOverhead); `ply` the
// number of moves played in the game so far (the later, the fewer to come);
// `lag` how late this process has lately been scheduled (ms, 0 on a quiet
// machine; see LagMeter), kept back on top of the overhead.
TimeBudget plan_time(const SearchLimits& limits, Side us, int64_t overhead, int ply = 0, int64_t lag = 0);

// How late a busy machine runs the engine. The main thread reads the clock
// every 64 nodes, a fraction of a millisecond apart when it runs; a longer
// gap is time it waited for a core. At isready (outside any clock) a few
// short sleeps measure the same thing for waking up. The estimate is the
// longest of the recent waits, decaying by an eighth per search, so that a
// quiet machine soon costs nothing again. An answer meets such a wait
// twice (the engine noticing its deadline, the GUI waking to read it), so
// twice the estimate is kept back.
class LagMeter {
 public:
  void start(int64_t now) { last_ = now; }
  void tick(int64_t now) {
    longest_ = std::max(longest_, now - last_);
    last_ = now;
  }
  // After a search, or a probe: folds its longest wait into the estimate.
  void finish() {
    estimate_ = std::max(longest_, estimate_ * 7 / 8);
    longest_ = 0;
  }
  // Sleeps `count` times 2 ms and notes how late each wake-up was (0-1 ms
  // on a quiet machine, tens of ms on a busy one): about 16 ms in all.
  void probe(int count = 8);
  // Waits below kNoticed are the checks' own spacing and timer noise.
  int64_t lag() const { return estimate_ >= kNoticed ? 2 * estimate_ : 0; }

 private:
  static constexpr int64_t kNoticed = 5;
  int64_t last_ = 0, longest_ = 0, estimate_ = 0;
};

// What the main thread knows at the end of an iteration.
struct IterationFacts {
  static constexpr int kNoScore = -1000000;
  int64_t elapsed = 0;
  int score = 0;                   // this iteration's best score
  int previous_score = kNoScore;   // the previous iteration's
  int last_move_score = kNoScore;  // the previous search in this game (our previous move)
  double best_move_changes = 0;    // decaying count of changes of the best root move
  int stable_iterations = 0;       // iterations in a row that kept the best move
};

// The time this move deserves now: the target scaled by the search's
// stability, never beyond the hard deadline.
int64_t scaled_target(const TimeBudget& budget, const IterationFacts& facts);

// True when no further iteration should start: it would most likely not
// finish within the scaled target.
bool stop_after_iteration(const TimeBudget& budget, const IterationFacts& facts);

}  // namespace hensoku::search
