// The search machinery on games with known values.
#include <gtest/gtest.h>

#include "search/score.h"
#include "search/worker.h"
#include "toy_games.h"

namespace hensoku::search {
namespace {

template <class P>
struct Solved {
  std::string move;
  int score = 0;
  int depth = 0;
};

template <class P>
Solved<P> solve(P pos, int depth, int multipv = 1) {
  TranspositionTable tt;
  tt.resize(1);
  SharedSearch shared;
  shared.tt = &tt;
  shared.depth_limit = depth;
  shared.multipv = multipv;
  shared.budget_storage[0] = TimeBudget{};
  shared.budget.store(&shared.budget_storage[0]);
  shared.start_ms.store(now_ms());
  auto worker = std::make_unique<Worker<P>>(std::move(pos), std::vector<uint64_t>{}, shared, 0);
  shared.node_counters.push_back(&worker->nodes);
  worker->iterate();
  const auto& best = worker->root_moves()[0];
  return {worker->move_string(best.move), best.score, worker->completed_depth()};
}

TEST(SearchToy, TicTacToeStartIsADraw) {
  auto r = solve(toy::TicTacToe(), 9);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.depth, 9);
}

TEST(SearchToy, TicTacToeTakesTheWinInOne) {
  auto r = solve(toy::TicTacToe("XX.OO...."), 6);
  EXPECT_EQ(r.move, "2");
  EXPECT_EQ(r.score, win_in(1));
  EXPECT_EQ(mate_plies(r.score), 1);
}

TEST(SearchToy, TicTacToeBlocksTheThreat) {
  auto r = solve(toy::TicTacToe("XX..O...."), 7);
  EXPECT_EQ(r.move, "2");
  EXPECT_EQ(r.score, 0);
}

TEST(SearchToy, TicTacToeAvoidsTheCornerThatAllowsAFork) {
  // X on opposite corners, O in the centre, O to move: a corner loses to a
  // fork, an edge holds the draw.
  auto r = solve(toy::TicTacToe("X...O...X"), 9);
  EXPECT_TRUE(r.move == "1" || r.move == "3" || r.move == "5" || r.move == "7") << r.move;
  EXPECT_EQ(r.score, 0);
}

TEST(SearchToy, NimWinningMoveLeavesAMultipleOfFour) {
  auto r = solve(toy::Nim(10), 12);
  EXPECT_EQ(r.move, "take2");
  EXPECT_EQ(mate_plies(r.score), 5);  // 10 -> 8 -> ... the last stone on ply 5
}

TEST(SearchToy, NimLostPositionScoresTheLongestDefence) {
  auto r = solve(toy::Nim(8), 12);
  EXPECT_EQ(mate_plies(r.score), -4);
}

TEST(SearchToy, NimMultiPVRanksEveryMove) {
  TranspositionTable tt;
  tt.resize(1);
  SharedSearch shared;
  shared.tt = &tt;
  shared.depth_limit = 10;
  shared.multipv = 3;
  shared.budget.store(&shared.budget_storage[0]);
  Worker<toy::Nim> w(toy::Nim(9), {}, shared, 0);
  shared.node_counters.push_back(&w.nodes);
  w.iterate();
  ASSERT_EQ(w.root_moves().size(), 3u);
  EXPECT_EQ(w.move_string(w.root_moves()[0].move), "take1");
  EXPECT_GT(w.root_moves()[0].score, kMateBound);
  EXPECT_LT(w.root_moves()[1].score, -kMateBound);
  EXPECT_LT(w.root_moves()[2].score, -kMateBound);
}

TEST(SearchToy, RandomTreeIteratesToTheDepthLimit) {
  auto r = solve(toy::RandomTree(6, 42), 6);
  EXPECT_EQ(r.depth, 6);
  EXPECT_FALSE(r.move.empty());
}

}  // namespace
}  // namespace hensoku::search
