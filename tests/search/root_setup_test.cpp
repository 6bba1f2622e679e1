// The search takes its root from the family's Game directly (no replay of
// the moves' text): the position and the keys of the positions before it
// must be what replaying the game gives, move for move.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "chu/engine/chu_adapter.h"
#include "hasami/engine/hasami_adapter.h"
#include "shogi/engine/shogi_adapter.h"
#include "variants/registry.h"

namespace hensoku::search {

using namespace hensoku::chu::engine;
using namespace hensoku::hasami::engine;
using namespace hensoku::shogi::engine;
namespace {

// A game of `plies` seeded random moves (fewer if it ends).
std::unique_ptr<Game> random_game(const std::string& variant, int plies, uint64_t seed) {
  auto game = create_game(variant);
  std::mt19937_64 rng(seed);
  for (int i = 0; i < plies && !game->outcome().over(); ++i) {
    const auto moves = game->legal_moves();
    if (moves.empty()) break;
    game->play(moves[rng() % moves.size()]);
  }
  return game;
}

// The keys before the current position and whether the side to move was in
// check at each, by taking the moves back one by one on a copy.
struct Replayed {
  std::vector<uint64_t> keys;
  std::vector<bool> checks;
};
Replayed replay(const Game& game) {
  Replayed r;
  auto past = game.clone();
  while (past->undo()) {
    r.keys.push_back(past->key());
    r.checks.push_back(!past->royals_in_check().empty());
  }
  std::reverse(r.keys.begin(), r.keys.end());
  std::reverse(r.checks.begin(), r.checks.end());
  return r;
}

template <class Adapter>
void expect_root_of(const std::string& variant, int plies) {
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    auto game = random_game(variant, plies, seed);
    ASSERT_TRUE(Adapter::handles(*game)) << variant;
    const auto setup = Adapter::setup(*game);
    const Replayed expected = replay(*game);
    EXPECT_EQ(setup.position.key(), game->key()) << variant << " seed " << seed;
    EXPECT_EQ(setup.keys, expected.keys) << variant << " seed " << seed;
    if (!setup.checks.empty()) {
      EXPECT_EQ(setup.checks, expected.checks) << variant << " seed " << seed;
    }
  }
}

TEST(RootSetup, ShogiFamilyTakesThePositionAndHistoryFromTheGame) {
  expect_root_of<ShogiAdapter>("shogi", 120);
  expect_root_of<ShogiAdapter>("forcedcapture", 80);
  expect_root_of<ShogiWideAdapter>("friendcapture", 80);
  expect_root_of<ShogiWideAdapter>("swapshogi", 80);
  expect_root_of<ShogiWideAdapter>("mergeshogi", 80);
}

TEST(RootSetup, ChuTakesThePositionAndHistoryFromTheGame) { expect_root_of<ChuAdapter>("chushogi", 60); }

TEST(RootSetup, HasamiFamilyTakesThePositionAndHistoryFromTheGame) {
  expect_root_of<HasamiAdapter>("hasami", 150);
  expect_root_of<HasamiAdapter>("daihasami", 100);
  expect_root_of<HasamiAdapter>("hasami-jsa", 100);
}

TEST(RootSetup, SF_4_SF_0_6_MergeShogiAndDeclarationAreOnTheNativePath) {
  auto game = create_game("mergeshogi");
  EXPECT_FALSE(ShogiAdapter::handles(*game));
  EXPECT_TRUE(ShogiWideAdapter::handles(*game));
  EXPECT_TRUE(ShogiAdapter::handles(*create_game("trueforcedcapture")));
  EXPECT_TRUE(ShogiWideAdapter::handles(*create_game("swappergold")));
  EXPECT_TRUE(ShogiAdapter::handles(*create_game("shogi", {{"Declaration", "true"}})));
  EXPECT_TRUE(ShogiWideAdapter::handles(*create_game("mergeshogi", {{"Declaration", "true"}})));
}

}  // namespace
}  // namespace hensoku::search
