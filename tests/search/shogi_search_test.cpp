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
  // the same net after 2a3b); G*1c, which threatens S*2b, mates as fast
  // (2a1b S*2b 1b2b 2c2b+). Checks that lose the dropped piece by exchange
  // are not extended any more; the mate must still be found at depth 7 as
  // Fairy-Stockfish finds it, and the line shown must end in checkmate.
  auto game = create_game("shogi");
  game->set_sfen("7gk/9/7P1/9/9/9/9/9/K8 b SG 1");
  SearchLimits limits;
  limits.depth = 7;
  Answer a = think(*game, limits);
  EXPECT_TRUE(a.best.move == "S*1c" || a.best.move == "G*1c") << a.best.move;
  EXPECT_TRUE(a.last.is_mate);
  EXPECT_EQ(a.last.score, 5);
  ASSERT_EQ(a.last.pv.size(), 5u);
  for (const auto& m : a.last.pv) game->play(m);
  EXPECT_EQ(game->outcome().code, "checkmate");
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

// SF-0.5: a fourfold repetition in which one side gave check with every
// move loses for that side. Game 146 of session 7's final run against
// Fairy-Stockfish: White, lost, repeated 5h4g / 4g5h with checks until the
// referee declared the perpetual check and White the loser. The search used
// to score that repetition as a draw (cp 0) and play 4g5h again; it now
// scores the repetition as a loss for the checking side and plays on.
TEST(ShogiSearch, SF_0_5_PerpetualCheckIsALossNotADraw) {
  const std::string moves =
      "5g5f 9c9d 9g9f 3a4b 7g7f 1c1d 2h4h 8c8d 7i7h 8d8e 8h7g 8b8d 7g6f 8d2d 3i3h 5a5b "
      "4g4f 7a6b 4i5h 2d5d 5h5g 6c6d 5f5e 5d2d 8i7g 6b6c 5g5f 6c7d 5i4i 1d1e 4f4e 2d3d "
      "6f5g 2b3a 7f7e 7d6c 3h4g 7c7d 4g3f 3d1d 7e7d 6c7d P*7f 8a7c 4i3i 7d6c 6g6f P*7d "
      "4h6h 5c5d 5e5d 1d5d P*5e 5d1d 6h4h 4b5a 3f2e 1d1b 1g1f 1e1f 1i1f P*1e P*1c 3a1c "
      "5g1c+ 1b1c B*8b 1e1f 8b9a+ 1c1e 2g2f 5a6b L*1h L*1g 9a8b 1g1h+ 4h1h 1f1g+ 1h4h L*2g "
      "3i4i 2g2i+ 4e4d 4c4d 4i5h 1g2g L*1f 2g3g 4h4f 1e1f 2e1f L*4e R*2b 4a4b 5f4e 4d4e "
      "L*4d G*3b 4d4b+ 3b4b G*3b L*4a 4f4i 1a1f 2b2a+ S*3h 4i5i N*4g 5i2i 3h2i L*4d 6a5a "
      "4d4b+ 4a4b 5h6g 4g3i+ 6i5h B*3f G*6h R*7i 3b3c 7i9i+ P*4c 4b4c 2a3b 5b6a 7g8e 7c8e "
      "N*7c 6b7c 8b7c L*6b 7c6c L*7b S*8c 3f5h+ 6h5h G*7g 7h7g 8e7g+ 6g7g N*8e 7g6g 9i6i "
      "5h6h S*5h 6g5f 5h4g 5f6g 4g5h 6g5f 5h4g 5f6g 4g5h 6g5f 5h4g 5f6g ";
  auto game = create_game("shogi");
  for (size_t at = 0, end; at < moves.size(); at = end + 1) {
    end = moves.find(' ', at);
    game->play(moves.substr(at, end - at));
  }
  SearchLimits limits;
  limits.depth = 4;
  Answer a = think(*game, limits);
  EXPECT_NE(a.best.move, "4g5h");
  EXPECT_LT(a.last.score, -1000);
}

}  // namespace
}  // namespace hensoku
