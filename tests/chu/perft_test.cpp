// Perft by outcome from the start (chu.md reference numbers).
#include <gtest/gtest.h>

#include <algorithm>

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

TEST(ChuPerft, CHU_P4_CorrespondenceOptionThroughTheRegistry) {
  const std::string sfen = "k11/12/6L5/12/12/12/12/12/12/12/12/K11 b - 1";
  auto plain = create_game("chushogi");
  plain->set_sfen(sfen);
  auto with_option = create_game("chushogi", {{"ChuLanceLastRankPromotion", "true"}});
  with_option->set_sfen(sfen);
  auto has = [](const Game& g, const std::string& m) {
    auto moves = g.legal_moves();
    return std::find(moves.begin(), moves.end(), m) != moves.end();
  };
  EXPECT_FALSE(has(*plain, "6c6a+"));
  EXPECT_TRUE(has(*with_option, "6c6a+"));
  for (const auto& v : with_option->legal_move_views())
    EXPECT_EQ(v.choice, v.usi.back() == '+' ? "+" : "") << v.usi;
}

}  // namespace hensoku::chu
