// The search on standard shogi's fast path (worker.h): mates by checking
// drops, and hand-rich positions whose move lists run to hundreds of drops
// (the ordering sorts the moves after the first few at once).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine_answer.h"
#include "search/engine.h"
#include "variants/registry.h"

namespace hensoku {
namespace {

TEST(ShogiSearch, SF_0_4_MateByCheckingDropsInFivePliesIsFound) {
  // S*1c, the king steps aside, G*2b, the king takes it, 2c2b+ mates (or
  // the same net after 2a3b): every black move is a check; checks that
  // lose the dropped piece by exchange are not extended any more, the mate
  // must still be found at depth 7 as Fairy-Stockfish finds it.
  auto game = create_game("shogi");
  game->set_sfen("7gk/9/7P1/9/9/9/9/9/K8 b SG 1");
  SearchLimits limits;
  limits.depth = 7;
  Answer a = think(*game, limits);
  EXPECT_EQ(a.best.move, "S*1c");
  EXPECT_TRUE(a.last.is_mate);
  EXPECT_EQ(a.last.score, 5);
}

TEST(ShogiSearch, SF_0_HandRichPositionGivesALegalMoveAndALegalLine) {
  // Both sides hold rook, bishop, gold, silver, knight and lance: over 300
  // legal moves at the root and hundreds in most nodes below.
  auto game = create_game("shogi");
  game->set_sfen("4k4/9/ppppppppp/9/9/9/PPPPPPPPP/9/4K4 b RBGSNLrbgsnl 1");
  auto legal = game->legal_moves();
  ASSERT_GT(legal.size(), 300u);
  SearchLimits limits;
  limits.depth = 5;
  Answer a = think(*game, limits);
  EXPECT_NE(std::find(legal.begin(), legal.end(), a.best.move), legal.end());
  ASSERT_FALSE(a.last.pv.empty());
  EXPECT_EQ(a.last.pv.front(), a.best.move);
  for (const std::string& m : a.last.pv) {
    auto now = game->legal_moves();
    ASSERT_NE(std::find(now.begin(), now.end(), m), now.end()) << m;
    game->play(m);
  }
}

}  // namespace
}  // namespace hensoku
