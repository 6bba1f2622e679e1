// Perft by outcome from the start (chu.md reference numbers).
#include <gtest/gtest.h>

#include "chu/chu_game.h"
#include "variants/registry.h"

namespace hensoku::chu {

TEST(ChuPerft, StartPositionDepth1To3ByOutcome) {
  ChuGame game;
  EXPECT_EQ(game.perft(1), 36u);
  EXPECT_EQ(game.perft(2), 1296u);
  EXPECT_EQ(game.perft(3), 48315u);
}

TEST(ChuPerft, RootDivideSumsToTotal) {
  ChuGame game;
  uint64_t sum = 0;
  int moves = 0;
  uint64_t total = game.perft(2, [&](const std::string&, uint64_t n) { sum += n, ++moves; });
  EXPECT_EQ(moves, 36);
  EXPECT_EQ(sum, total);
}

TEST(ChuPerft, RegisteredAsChushogiWithOptions) {
  auto game = create_game("chushogi", {{"ChuRules", "western"}});
  EXPECT_EQ(game->variant(), "chushogi");
  EXPECT_EQ(game->legal_moves().size(), 36u);
  EXPECT_THROW(create_game("chushogi", {{"ChuRules", "tenjiku"}}), InputError);
  EXPECT_THROW(create_game("chushogi", {{"ChuLanceLastRankPromotion", "maybe"}}), InputError);
  EXPECT_THROW(create_game("chushogi", {{"Lion", "on"}}), InputError);
}

}  // namespace hensoku::chu
