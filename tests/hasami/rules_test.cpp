// One test (or a few) per rule id on constructed positions, asserting exact
// captured squares and the board after the move.
#include <gtest/gtest.h>

#include "test_helpers.h"

namespace hensoku::hasami {
namespace {

using namespace hensoku::hasami::testing;
using Squares = std::vector<std::string>;

// White's spare stones on rank a keep the game going (HS-1.1 needs two).
const Squares kWhiteSpare = {"9a", "8a", "7a"};

Squares with(Squares a, const Squares& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

TEST(HasamiRules, HS_0_2_RookModeSlidesUntilBlocked) {
  auto g = game_at("hasami", sfen_with("hasami", {"5e", "1i"}, with({"5b", "2e"}, kWhiteSpare)));
  Squares from5e;
  for (const auto& m : g->legal_moves())
    if (m.rfind("5e", 0) == 0) from5e.push_back(m.substr(2));
  EXPECT_EQ(sorted(from5e), sorted({"5c", "5d", "5f", "5g", "5h", "5i", "9e", "8e", "7e", "6e", "4e", "3e"}));
}

TEST(HasamiRules, HS_0_2_StepModeMovesOneSquare) {
  auto g = game_at("hasami-onestep", sfen_with("hasami-onestep", {"5e", "1i"}, with({"5d"}, kWhiteSpare)));
  Squares from5e;
  for (const auto& m : g->legal_moves())
    if (m.rfind("5e", 0) == 0) from5e.push_back(m.substr(2));
  EXPECT_EQ(sorted(from5e), sorted({"6e", "4e", "5f"}));
}

TEST(HasamiRules, HS_0_3_RunOfThreeCapturedAtOnce) {
  auto g = game_at("hasami", sfen_with("hasami", {"1b", "5f"}, with({"5c", "5d", "5e"}, kWhiteSpare)));
  EXPECT_EQ(captures_of(*g, "1b5b"), sorted({"5c", "5d", "5e"}));
  g->play("1b5b");
  for (const char* s : {"5c", "5d", "5e"}) EXPECT_EQ(cell(*g, s), "") << s;
  EXPECT_EQ(cell(*g, "5b"), "P");
  EXPECT_FALSE(g->outcome().over());
}

TEST(HasamiRules, HS_0_3_RunEndingInEmptySquareOrEdgeIsNotCaptured) {
  auto g = game_at("hasami", sfen_with("hasami", {"1b", "1i"}, with({"5c", "5d", "5e", "9c", "9d"}, kWhiteSpare)));
  EXPECT_TRUE(captures_of(*g, "1b5b").empty());  // 5f empty
  EXPECT_TRUE(captures_of(*g, "1b9b").empty());  // 9c, 9d then 9e empty
  // A run that reaches the board edge has no closing stone.
  auto edge = game_at("hasami", sfen_with("hasami", {"1e", "1i"}, {"5a", "4a", "9f", "9g", "9h", "9i"}));
  EXPECT_TRUE(captures_of(*edge, "1e9e").empty());
}

TEST(HasamiRules, HS_0_3_CapturesInTwoDirectionsOnOneMove) {
  auto g = game_at("hasami", sfen_with("hasami", {"5c", "3e", "5i"}, with({"5d", "4e", "4f"}, kWhiteSpare)));
  // 5i -> 5e: 5d lies between 5e and 5c, 4e between 5e and 3e; 4f is not on a line.
  EXPECT_EQ(captures_of(*g, "5i5e"), sorted({"5d", "4e"}));
  g->play("5i5e");
  EXPECT_EQ(cell(*g, "5d"), "");
  EXPECT_EQ(cell(*g, "4e"), "");
  EXPECT_EQ(cell(*g, "4f"), "p");
}

TEST(HasamiRules, HS_0_3_OnlyTheMovedStoneCaptures) {
  // White 5d sits between Black 5c and 5e already; a Black move elsewhere takes nothing.
  auto g = game_at("hasami", sfen_with("hasami", {"5c", "5e", "1i"}, with({"5d"}, kWhiteSpare)));
  EXPECT_TRUE(captures_of(*g, "1i2i").empty());
}

TEST(HasamiRules, HS_0_4_CornerCapture) {
  auto g = game_at("hasami", sfen_with("hasami", {"9b", "8e"}, {"9a", "5a", "4a"}));
  EXPECT_EQ(captures_of(*g, "8e8a"), Squares{"9a"});
  g->play("8e8a");
  EXPECT_EQ(cell(*g, "9a"), "");
  // Completing the pair from the other side works the same way.
  auto h = game_at("hasami", sfen_with("hasami", {"8a", "1b"}, {"9a", "5a", "4a"}));
  EXPECT_EQ(captures_of(*h, "1b9b"), Squares{"9a"});
}

TEST(HasamiRules, HS_0_4_CornerNeedsBothNeighbours) {
  auto g = game_at("hasami", sfen_with("hasami", {"8e", "1i"}, {"9a", "5a", "4a"}));
  EXPECT_TRUE(captures_of(*g, "8e8a").empty());
}

TEST(HasamiRules, HS_0_5_SafeEntryBetweenTwoEnemies) {
  auto g = game_at("hasami", sfen_with("hasami", {"5i", "1i"}, with({"6e", "4e"}, kWhiteSpare)));
  EXPECT_TRUE(captures_of(*g, "5i5e").empty());
  g->play("5i5e");
  g->play("7a7b");  // White moves elsewhere: the entered stone stays
  EXPECT_EQ(cell(*g, "5e"), "P");
  EXPECT_FALSE(g->outcome().over());
}

TEST(HasamiRules, HS_0_5_CompletingASandwichedRunIsSafe) {
  // Black 5d and White 5c/5f: Black 5i -> 5e completes the run 5d-5e between them.
  auto h = game_at("hasami", sfen_with("hasami", {"5d", "1e", "1i"}, with({"5c", "5f"}, kWhiteSpare)));
  EXPECT_TRUE(captures_of(*h, "1e5e").empty());
  h->play("1e5e");
  h->play("7a7b");
  EXPECT_EQ(cell(*h, "5d"), "P");
  EXPECT_EQ(cell(*h, "5e"), "P");
}

TEST(HasamiRules, HS_2_1_JumpCapturesAtLandingNeverTheJumpedStone) {
  // Black 5g jumps over White 5f to 5e; White 5d then lies between 5e and Black 5c.
  const auto sfen = sfen_with("daihasami", {"5g", "5c", "1i", "2i", "3i", "4i"}, {"5f", "5d", "9a", "8a", "7a", "6a"});
  auto g = game_at("daihasami", sfen);
  MoveView v = view_of(*g, "5g5e");
  EXPECT_EQ(v.kind, "jump");
  EXPECT_EQ(v.from, "5g");
  EXPECT_EQ(v.to, "5e");
  EXPECT_EQ(v.captures, Squares{"5d"});
  g->play("5g5e");
  EXPECT_EQ(cell(*g, "5f"), "p");  // the jumped stone stays
  EXPECT_EQ(cell(*g, "5d"), "");
  EXPECT_EQ(cell(*g, "5e"), "P");
  EXPECT_EQ(cell(*g, "5g"), "");
}

TEST(HasamiRules, HS_2_1_JumpOverOwnStoneAndNoChains) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5e", "5f", "1i", "2i", "3i"}, {"5c", "9a", "8a", "7a", "6a"}));
  EXPECT_EQ(view_of(*g, "5f5d").kind, "jump");
  // 5e over 5d? 5d is empty, so no jump there; a jump never continues (5f -> 5d -> 5b).
  for (const auto& m : g->legal_moves()) EXPECT_NE(m, "5f5b");
  // Jumps exist only in the dai variants.
  auto h = game_at("hasami", sfen_with("hasami", {"5e", "5f"}, {"9a", "8a", "5d"}));
  for (const auto& m : h->legal_moves()) EXPECT_NE(m, "5e5c");
}

TEST(HasamiRules, HS_2_1_JumpOffTheBoardOrOntoAStoneIsIllegal) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5b", "1i", "2i", "3i", "4i"}, {"5a", "5d", "5c", "8a", "7a"}));
  // 5a above has the edge beyond it, 5c below has 5d occupied beyond it.
  for (const MoveView& v : g->legal_move_views()) {
    if (v.from == "5b") {
      EXPECT_EQ(v.kind, "move") << v.usi;
    }
  }
  for (const auto& m : g->legal_moves()) EXPECT_NE(m, "5b5d");
}

TEST(HasamiRules, HS_3_2_InterventionPlusCustodianOnOneMove) {
  // 8x8: Black 5h -> 5e lands between White 6e and 4e (intervention) and
  // closes White 5d against Black 5c (custodian).
  const auto sfen = sfen_with("makayek", {"5h", "5c", "1h"}, {"6e", "4e", "5d", "8a", "7a"});
  auto g = game_at("makayek", sfen);
  EXPECT_EQ(captures_of(*g, "5h5e"), sorted({"6e", "4e", "5d"}));
  g->play("5h5e");
  for (const char* s : {"6e", "4e", "5d"}) EXPECT_EQ(cell(*g, s), "") << s;
  EXPECT_EQ(cell(*g, "8a"), "p");
  EXPECT_EQ(cell(*g, "7a"), "p");
  EXPECT_FALSE(g->outcome().over());
}

TEST(HasamiRules, HS_3_2_InterventionAloneAndNotInHasami) {
  auto h = game_at("makayek", sfen_with("makayek", {"1e", "1h"}, {"5d", "5f", "8a"}));
  EXPECT_EQ(captures_of(*h, "1e5e"), sorted({"5d", "5f"}));
  // Only both neighbours on one line count: one enemy neighbour is not enough.
  auto one = game_at("makayek", sfen_with("makayek", {"1e", "1h"}, {"5d", "8a"}));
  EXPECT_TRUE(captures_of(*one, "1e5e").empty());
  // Hasami has no intervention: the same entry there is safe (HS-0.5).
  auto hasami = game_at("hasami", sfen_with("hasami", {"1e", "1i"}, {"5d", "5f", "8a"}));
  EXPECT_TRUE(captures_of(*hasami, "1e5e").empty());
}

TEST(HasamiRules, HS_3_1_MakayekHasNoCornerRuleButWholeRuns) {
  auto g = game_at("makayek", sfen_with("makayek", {"8b", "7e", "1h"}, {"8a", "5a", "4a"}));
  EXPECT_TRUE(captures_of(*g, "7e7a").empty());
  auto run = game_at("makayek", sfen_with("makayek", {"1b", "4f", "1h"}, {"4c", "4d", "4e", "8a"}));
  EXPECT_EQ(captures_of(*run, "1b4b"), sorted({"4c", "4d", "4e"}));
}

}  // namespace
}  // namespace hensoku::hasami
