// The time manager's plans for every clock a GUI sends (time_manager.h):
// how much of each budget it means to use, and that its hard deadline is
// always one the clock can pay for.
#include <gtest/gtest.h>

#include "search/engine_options.h"
#include "search/time_manager.h"

using namespace hensoku;
using namespace hensoku::search;

namespace {

constexpr int64_t kOverhead = 10;  // the MoveOverhead default

SearchLimits byoyomi_limits(int64_t left, int64_t byoyomi) {
  SearchLimits l;
  l.time[0] = l.time[1] = left;
  l.byoyomi = byoyomi;
  return l;
}

SearchLimits fischer_limits(int64_t left, int64_t increment) {
  SearchLimits l;
  l.time[0] = l.time[1] = left;
  l.increment[0] = l.increment[1] = increment;
  return l;
}

}  // namespace

TEST(TimeManager, MoveOverheadDefaultIsTenMilliseconds) {
  EXPECT_EQ(EngineSettings{}.move_overhead, 10);
  for (const auto& spec : engine_option_specs()) {
    if (spec.name != "MoveOverhead") continue;
    EXPECT_EQ(spec.default_value, "10");
  }
}

TEST(TimeManager, ByoyomiAloneSpendsAtLeastFourFifthsOfThePeriod) {
  for (int64_t byoyomi : {100, 500, 1000, 5000, 30000}) {
    TimeBudget b = plan_time(byoyomi_limits(0, byoyomi), Side::Black, kOverhead);
    EXPECT_TRUE(b.timed && b.spend_all) << byoyomi;
    EXPECT_GE(b.maximum, byoyomi * 8 / 10) << byoyomi;
    EXPECT_LE(b.maximum, byoyomi - kOverhead) << byoyomi;
    EXPECT_EQ(b.optimum, b.maximum) << byoyomi;
  }
}

TEST(TimeManager, MovetimeSpendsNearlyAll) {
  SearchLimits l;
  l.movetime = 100;
  EXPECT_EQ(plan_time(l, Side::Black, kOverhead).maximum, 90);
  l.movetime = 1000;
  TimeBudget b = plan_time(l, Side::Black, kOverhead);
  EXPECT_EQ(b.maximum, 990);
  EXPECT_TRUE(b.spend_all);
}

TEST(TimeManager, MainTimeThenByoyomiTargetsMoreThanThePeriod) {
  TimeBudget b = plan_time(byoyomi_limits(60000, 1000), Side::White, kOverhead);
  EXPECT_FALSE(b.spend_all);
  EXPECT_GT(b.optimum, 1000);        // a share of the main time on top of the period
  EXPECT_LT(b.optimum, 60000 / 10);  // but only a share
  EXPECT_LE(b.maximum, 60000 + 1000 - kOverhead);
  EXPECT_GE(b.maximum, b.optimum);
  // The last of the main time: the period and what is left, less the reserve.
  b = plan_time(byoyomi_limits(200, 1000), Side::White, kOverhead);
  EXPECT_LE(b.maximum, 200 + 1000 - kOverhead);
  EXPECT_GE(b.optimum, 1000 * 8 / 10);
}

TEST(TimeManager, FischerSpreadsTheClockAndKeepsABuffer) {
  TimeBudget b = plan_time(fischer_limits(2000, 100), Side::Black, kOverhead);
  EXPECT_FALSE(b.spend_all);
  EXPECT_GE(b.optimum, 100);  // at least about the increment
  EXPECT_LE(b.optimum, 2000 / 5);
  EXPECT_LE(b.maximum, 2000 * 4 / 5 - kOverhead);
  // Ten times the clock: about ten times more per move at the start.
  TimeBudget longer = plan_time(fischer_limits(20000, 100), Side::Black, kOverhead);
  EXPECT_GT(longer.optimum, 2 * b.optimum);
  // Late and short of time: the increment carries the moves, the clock keeps a buffer.
  b = plan_time(fischer_limits(300, 100), Side::Black, kOverhead, 150);
  EXPECT_LE(b.maximum, 300 * 4 / 5 - kOverhead);
  EXPECT_GE(b.optimum, 5);
}

TEST(TimeManager, SuddenDeathLastsManyMoves) {
  SearchLimits l;
  l.time[0] = 60000;
  TimeBudget b = plan_time(l, Side::Black, kOverhead);
  EXPECT_LE(b.optimum, 60000 / 20);
  EXPECT_GE(b.optimum, 60000 / 50);
}

// Whatever the clock, the hard deadline leaves the reserve (when there is
// more than the reserve to spend) and the target is within it.
TEST(TimeManager, DeadlineNeverExceedsWhatTheClockAllows) {
  for (int64_t left : {0, 1, 20, 99, 500, 3000, 60000, 600000})
    for (int64_t extra : {0, 100, 1000, 10000})
      for (bool byoyomi : {false, true})
        for (int64_t overhead : {0, 10, 100})
          for (int ply : {0, 60, 300})
            for (int64_t lag : {0, 30, 1000}) {
              SearchLimits l = byoyomi ? byoyomi_limits(left, extra) : fischer_limits(left, extra);
              TimeBudget b = plan_time(l, Side::Black, overhead, ply, lag);
              if (!b.timed) continue;  // no clock at all
              const int64_t allowed = left + (byoyomi ? extra : 0);
              SCOPED_TRACE(testing::Message() << "left " << left << " extra " << extra << " byoyomi " << byoyomi
                                              << " overhead " << overhead << " ply " << ply << " lag " << lag);
              EXPECT_LE(b.optimum, b.maximum);
              EXPECT_GE(b.optimum, 1);
              if (allowed > overhead + 10)
                EXPECT_LE(b.maximum, allowed - overhead);
              else
                EXPECT_LE(b.maximum, std::max<int64_t>(allowed, 5));
            }
}

TEST(TimeManager, StableSearchStopsEarlierThanUnstableOne) {
  TimeBudget b = plan_time(fischer_limits(10000, 100), Side::Black, kOverhead);
  IterationFacts stable;
  stable.score = 30;
  stable.previous_score = 30;
  stable.stable_iterations = 8;
  IterationFacts unstable = stable;
  unstable.stable_iterations = 0;
  unstable.best_move_changes = 1.5;
  IterationFacts falling = stable;
  falling.stable_iterations = 2;
  falling.previous_score = 120;  // the score fell by 90 cp in one iteration
  IterationFacts steady = falling;
  steady.previous_score = 30;
  EXPECT_LT(scaled_target(b, stable), b.optimum);
  EXPECT_GT(scaled_target(b, unstable), 2 * b.optimum);
  EXPECT_GT(scaled_target(b, falling), scaled_target(b, steady));
  IterationFacts extreme = unstable;
  extreme.best_move_changes = 100;
  extreme.previous_score = 100000;
  EXPECT_LE(scaled_target(b, extreme), b.maximum);

  // Stop before an iteration that would most likely overrun the target.
  stable.elapsed = 0;
  EXPECT_FALSE(stop_after_iteration(b, stable));
  stable.elapsed = scaled_target(b, stable);
  EXPECT_TRUE(stop_after_iteration(b, stable));
  unstable.elapsed = stable.elapsed;
  EXPECT_FALSE(stop_after_iteration(b, unstable));
}

TEST(TimeManager, SpentBudgetsNeverStopEarly) {
  TimeBudget b = plan_time(byoyomi_limits(0, 1000), Side::Black, kOverhead);
  IterationFacts f;
  f.stable_iterations = 20;
  f.elapsed = 800;
  EXPECT_FALSE(stop_after_iteration(b, f));
  EXPECT_EQ(scaled_target(b, f), b.maximum);
}

TEST(TimeManager, InfiniteAndNoClockAreUntimed) {
  SearchLimits l;
  l.infinite = true;
  l.time[0] = 1000;
  EXPECT_FALSE(plan_time(l, Side::Black, kOverhead).timed);
  EXPECT_FALSE(plan_time(SearchLimits{}, Side::Black, kOverhead).timed);
}

// A busy machine: the main thread's clock checks, normally a fraction of a
// millisecond apart, show gaps; the longest recent one is kept back too.
TEST(TimeManager, LagMeterSeesTheBusyMachineAndForgetsIt) {
  LagMeter meter;
  meter.start(1000);
  for (int64_t t = 1000; t <= 1100; ++t) meter.tick(t);  // quiet: 1 ms apart
  meter.finish();
  EXPECT_EQ(meter.lag(), 0);
  meter.start(2000);
  meter.tick(2001);
  meter.tick(2041);  // waited 40 ms for a core
  meter.finish();
  EXPECT_EQ(meter.lag(), 80);  // met twice: at the deadline and at the GUI's read
  int searches = 0;
  for (; meter.lag() > 0 && searches < 50; ++searches) {
    meter.start(3000);
    meter.tick(3001);
    meter.finish();
  }
  EXPECT_GT(searches, 3);   // forgotten over a few quiet searches,
  EXPECT_LT(searches, 25);  // not kept for a whole game
}

TEST(TimeManager, LagIsKeptBackFromSpentBudgets) {
  EXPECT_EQ(plan_time(byoyomi_limits(0, 100), Side::Black, kOverhead, 0, 40).maximum, 100 - 15 - 40);
  EXPECT_EQ(plan_time(byoyomi_limits(0, 1000), Side::Black, kOverhead, 0, 40).maximum, 1000 - 60 - 40);
  EXPECT_EQ(plan_time(byoyomi_limits(0, 100), Side::Black, kOverhead, 0, 5000).maximum, 100 - 15 - 50);
  SearchLimits l;
  l.movetime = 100;
  EXPECT_EQ(plan_time(l, Side::Black, kOverhead, 0, 40).maximum, 100 - 10 - 33);
  EXPECT_LT(plan_time(fischer_limits(500, 100), Side::Black, kOverhead, 0, 300).maximum,
            plan_time(fischer_limits(500, 100), Side::Black, kOverhead, 0, 0).maximum);
}
