// The Engine contract: one on_best per go, limits, stop and ponderhit that
// never block, options, Lazy SMP threads, MultiPV and the weakened levels.
#include <gtest/gtest.h>

#include <atomic>
#include <condition_variable>
#include <mutex>

#include "nim_game.h"
#include "search/engine_options.h"
#include "search/search_engine.h"
#include "search/time_manager.h"
#include "toy_games.h"

namespace hensoku::search {
namespace {

// Collects what an engine reports.
struct Reports {
  std::mutex mutex;
  std::condition_variable done_cv;
  std::vector<SearchInfo> infos;
  std::vector<BestMove> bests;

  std::function<void(const SearchInfo&)> info() {
    return [this](const SearchInfo& i) {
      std::lock_guard lock(mutex);
      infos.push_back(i);
    };
  }
  std::function<void(const BestMove&)> best() {
    return [this](const BestMove& b) {
      std::lock_guard lock(mutex);
      bests.push_back(b);
      done_cv.notify_all();
    };
  }
  bool wait_best(int64_t ms) {
    std::unique_lock lock(mutex);
    return done_cv.wait_for(lock, std::chrono::milliseconds(ms), [&] { return !bests.empty(); });
  }
  int max_depth() {
    std::lock_guard lock(mutex);
    int d = 0;
    for (const auto& i : infos)
      if (i.currmove.empty()) d = std::max(d, i.depth);
    return d;
  }
};

std::unique_ptr<Engine> tree_engine(int width = 8) {
  return std::make_unique<SearchEngine<toy::RandomTree>>(
      "", [width](const Game& g) { return RootSetup<toy::RandomTree>{toy::RandomTree(width, g.key()), {}, {}}; });
}

// Nim searched on its own position, set up from the NimGame (its SFEN is
// the heap).
std::unique_ptr<Engine> nim_engine() {
  return std::make_unique<SearchEngine<toy::Nim>>(
      "", [](const Game& g) { return RootSetup<toy::Nim>{toy::Nim(std::stoi(g.sfen())), {}, {}}; });
}

TEST(SearchEngine, DepthLimitReportsEachDepthAndOneBestMove) {
  auto engine = tree_engine();
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.depth = 5;
  engine->go(game, limits, r.info(), r.best());
  engine->wait();
  EXPECT_EQ(r.bests.size(), 1u);
  EXPECT_EQ(r.max_depth(), 5);
  EXPECT_EQ(r.bests[0].move.substr(0, 1), "m");
}

TEST(SearchEngine, NodeLimitIsRespected) {
  auto engine = tree_engine();
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.nodes = 5000;
  engine->go(game, limits, r.info(), r.best());
  engine->wait();
  ASSERT_EQ(r.bests.size(), 1u);
  ASSERT_FALSE(r.infos.empty());
  EXPECT_LE(r.infos.back().nodes, 5001u);
}

TEST(SearchEngine, StopEndsAnInfiniteSearchPromptly) {
  auto engine = tree_engine();
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.infinite = true;
  engine->go(game, limits, r.info(), r.best());
  EXPECT_FALSE(r.wait_best(200));  // still thinking
  int64_t t0 = now_ms();
  engine->stop();
  EXPECT_TRUE(r.wait_best(2000));
  EXPECT_LT(now_ms() - t0, 1000);
  engine->wait();
  EXPECT_EQ(r.bests.size(), 1u);
}

TEST(SearchEngine, PonderWaitsForPonderhitThenKeepsTime) {
  auto engine = tree_engine();
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.ponder = true;
  limits.movetime = 300;
  engine->go(game, limits, r.info(), r.best());
  EXPECT_FALSE(r.wait_best(500));  // pondering ignores the clock
  int64_t t0 = now_ms();
  engine->ponderhit();
  EXPECT_TRUE(r.wait_best(3000));
  EXPECT_LT(now_ms() - t0, 2000);
  engine->wait();
}

TEST(SearchEngine, MovetimeEndsTheSearch) {
  auto engine = tree_engine();
  engine->set_option("MoveOverhead", "50");
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.movetime = 200;
  int64_t t0 = now_ms();
  engine->go(game, limits, r.info(), r.best());
  EXPECT_TRUE(r.wait_best(5000));
  EXPECT_LT(now_ms() - t0, 1500);
  engine->wait();
}

TEST(SearchEngine, StopAndWaitWhenIdleDoNothing) {
  auto engine = tree_engine();
  engine->stop();
  engine->ponderhit();
  engine->wait();
  SUCCEED();
}

TEST(SearchEngine, GoWhileSearchingEndsThePreviousSearch) {
  auto engine = tree_engine();
  toy::NimGame game(20);
  Reports first, second;
  SearchLimits infinite;
  infinite.infinite = true;
  engine->go(game, infinite, first.info(), first.best());
  SearchLimits depth;
  depth.depth = 3;
  engine->go(game, depth, second.info(), second.best());
  engine->wait();
  EXPECT_EQ(first.bests.size(), 1u);
  EXPECT_EQ(second.bests.size(), 1u);
}

TEST(SearchEngine, ThreadsSearchTogether) {
  auto engine = tree_engine();
  engine->set_option("Threads", "3");
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.depth = 6;
  engine->go(game, limits, r.info(), r.best());
  engine->wait();
  ASSERT_EQ(r.bests.size(), 1u);
  EXPECT_EQ(r.max_depth(), 6);
}

TEST(SearchEngine, MultiPVReportsDistinctLines) {
  auto engine = tree_engine();
  engine->set_option("MultiPV", "3");
  toy::NimGame game(20);
  Reports r;
  SearchLimits limits;
  limits.depth = 4;
  engine->go(game, limits, r.info(), r.best());
  engine->wait();
  std::vector<std::string> firsts;
  for (const auto& i : r.infos)
    if (i.depth == 4 && i.currmove.empty()) firsts.push_back(i.pv.at(0));
  ASSERT_EQ(firsts.size(), 3u);
  EXPECT_NE(firsts[0], firsts[1]);
  EXPECT_NE(firsts[1], firsts[2]);
  EXPECT_NE(firsts[0], firsts[2]);
  EXPECT_EQ(r.bests[0].move, firsts[0]);
}

TEST(SearchEngine, WeakenedLevelIsRepeatableForASeed) {
  auto play = [](const std::string& seed) {
    auto engine = tree_engine(12);
    engine->set_option("SkillLevel", "0");
    engine->set_option("RandomSeed", seed);
    toy::NimGame game(20);
    Reports r;
    SearchLimits limits;
    engine->go(game, limits, r.info(), r.best());
    engine->wait();
    return r.bests.at(0).move;
  };
  EXPECT_EQ(play("7"), play("7"));
}

TEST(SearchEngine, OptionsAreChecked) {
  auto engine = tree_engine();
  EXPECT_THROW(engine->set_option("Threads", "0"), InputError);
  EXPECT_THROW(engine->set_option("Threads", "two"), InputError);
  EXPECT_THROW(engine->set_option("NoSuchOption", "1"), InputError);
  EXPECT_THROW(engine->set_option("USI_Ponder", "maybe"), InputError);
  EXPECT_NO_THROW(engine->set_option("usi_hash", "2"));
  EXPECT_NO_THROW(engine->set_option("USI_Ponder", "true"));
  bool has_skill = false;
  for (const auto& o : engine->options()) has_skill |= o.name == "SkillLevel";
  EXPECT_TRUE(has_skill);
}

TEST(SearchEngine, FindsTheWinningNimMoveFromAGame) {
  auto engine = nim_engine();
  toy::NimGame game(10);
  Reports r;
  SearchLimits limits;
  limits.depth = 12;
  engine->go(game, limits, r.info(), r.best());
  engine->wait();
  ASSERT_EQ(r.bests.size(), 1u);
  EXPECT_EQ(r.bests[0].move, "take2");
  ASSERT_FALSE(r.infos.empty());
  EXPECT_TRUE(r.infos.back().is_mate);
  EXPECT_EQ(r.infos.back().score, 5);
  EXPECT_EQ(r.bests[0].ponder.substr(0, 4), "take");
}

TEST(SearchEngine, NoLegalMoveResigns) {
  auto engine = nim_engine();
  toy::NimGame game(0);
  Reports r;
  engine->go(game, SearchLimits{}, r.info(), r.best());
  engine->wait();
  ASSERT_EQ(r.bests.size(), 1u);
  EXPECT_EQ(r.bests[0].move, "resign");
}

TEST(SearchTime, ByoyomiKeepsTheMargin) {
  SearchLimits l;
  l.time[0] = 0;
  l.byoyomi = 1000;
  TimeBudget b = plan_time(l, Side::Black, 100);
  EXPECT_TRUE(b.timed);
  EXPECT_LE(b.maximum, 900);
  EXPECT_GE(b.optimum, 500);
}

TEST(SearchTime, SuddenDeathWithIncrementNeverSpendsTheClock) {
  SearchLimits l;
  l.time[1] = 2000;
  l.increment[1] = 100;
  TimeBudget b = plan_time(l, Side::White, 100);
  EXPECT_TRUE(b.timed);
  EXPECT_LE(b.maximum, 2000 / 3 + 100);
  EXPECT_LE(b.optimum, b.maximum);
  l.time[1] = 50;  // almost flagged: think only briefly
  b = plan_time(l, Side::White, 100);
  EXPECT_LE(b.maximum, 50);
}

TEST(SearchTime, ShortMovetimeKeepsMostOfTheTime) {
  SearchLimits l;
  l.movetime = 100;
  TimeBudget b = plan_time(l, Side::Black, 100);
  EXPECT_EQ(b.maximum, 80);  // the margin takes at most a fifth
  l.movetime = 3000;
  EXPECT_EQ(plan_time(l, Side::Black, 100).maximum, 2900);
}

TEST(SearchTime, InfiniteIsUntimed) {
  SearchLimits l;
  l.infinite = true;
  l.time[0] = 1000;
  EXPECT_FALSE(plan_time(l, Side::Black, 100).timed);
}

TEST(SearchTT, StoresAndAdjustsMateScores) {
  TranspositionTable tt;
  tt.resize(1);
  tt.store(12345, {77, to_tt(win_in(7), 3), 5, Bound::Exact});
  TTData d;
  ASSERT_TRUE(tt.probe(12345, d));
  EXPECT_EQ(d.move, 77u);
  EXPECT_EQ(d.depth, 5);
  EXPECT_EQ(from_tt(d.score, 3), win_in(7));
  EXPECT_EQ(from_tt(d.score, 1), win_in(5));
  EXPECT_FALSE(tt.probe(54321, d));
  EXPECT_GT(tt.hashfull(), -1);
}

}  // namespace
}  // namespace hensoku::search
