// Lion trading (CHU-L1..L5), protection with x-rays, counter-strike (CHU-L4).
#include <gtest/gtest.h>

#include "chu_test_util.h"

namespace hensoku::chu {
namespace {

using test::moves_from;
using test::moves_of;
using test::sfen_of;
using Set = std::set<std::string>;

Rules rule_set(RuleSet s) {
  Rules r;
  r.set = s;
  return r;
}

bool has(const Set& s, const std::string& m) { return s.count(m) > 0; }

using test::kKings;

TEST(ChuLion, CHU_L1_LionTakesAdjacentLionEvenIfProtected) {
  // White lion 6e protected by the gold on 6d; Black lion next to it on 6f.
  auto moves = moves_from(sfen_of("6f:N 6e:n 6d:g" + kKings), "6f");
  EXPECT_TRUE(has(moves, "6f6e"));
  EXPECT_TRUE(has(moves, "6f6e6f"));  // igui
  EXPECT_TRUE(has(moves, "6f6e6d"));  // takes the lion, then the gold
  EXPECT_TRUE(has(moves, "6f6e5e"));
}

TEST(ChuLion, CHU_L1_FullMoveSetOfALionNextToALion) {
  // Exact set: the 24 squares within two, the igui and the 7 onward steps
  // after taking the adjacent lion, and one pass.
  auto moves = moves_from(sfen_of("6f:N 6e:n" + kKings), "6f");
  Set expected;
  for (int df = -2; df <= 2; ++df)
    for (int dr = -2; dr <= 2; ++dr) {
      if (!df && !dr) continue;
      expected.insert("6f" + std::to_string(6 + df) + char('f' + dr));
    }
  expected.insert("6f6e6f");
  for (std::string b : {"7d", "6d", "5d", "7e", "5e", "7f", "5f"}) expected.insert("6f6e" + b);
  expected.insert("6f5e6f");  // the pass, spelled through the first empty neighbour
  EXPECT_EQ(moves, expected);
}

TEST(ChuLion, CHU_L2_ProtectedLionCannotBeTakenByJump) {
  EXPECT_FALSE(has(moves_from(sfen_of("6g:N 6e:n 6d:g" + kKings), "6g"), "6g6e"));
}

TEST(ChuLion, CHU_L2_UnprotectedDistantLionMayBeTakenByJumpOrDoubleStep) {
  auto moves = moves_from(sfen_of("6g:N 6e:n" + kKings), "6g");
  EXPECT_TRUE(has(moves, "6g6e"));  // the jump and the step through empty 6f are one move
}

TEST(ChuLion, CHU_L2_ProtectedLionCannotBeTakenByDoubleStepOverEmptySquare) {
  // 7g -> 6e: two steps through the empty 6f or 7f (the same outcome as a jump).
  auto moves = moves_from(sfen_of("7g:N 6e:n 5d:s" + kKings), "7g");
  // The white silver on 5d steps to 6e (its diagonal forward for White).
  EXPECT_FALSE(has(moves, "7g6e"));
  EXPECT_TRUE(has(moves_from(sfen_of("7g:N 6e:n" + kKings), "7g"), "7g6e"));
}

TEST(ChuLion, CHU_L2_XRayThroughTheCapturersStartSquareProtects) {
  // The white rook on 6j is blocked by the Black lion on 6g; once the lion
  // has left, the rook sees 6e.
  auto moves = moves_from(sfen_of("6g:N 6e:n 6j:r" + kKings), "6g");
  EXPECT_FALSE(has(moves, "6g6e"));
  EXPECT_TRUE(has(moves, "6g6h"));
}

TEST(ChuLion, CHU_L2_XRayThroughAPawnTakenOnTheFirstStepProtects) {
  // Black lion 7g takes the white pawn on 6f, then the lion on 6e: the rook on
  // 6h sees 6e through the emptied 6f; a pawn is no bridge (CHU-L3).
  EXPECT_FALSE(has(moves_from(sfen_of("7g:N 6f:p 6e:n 6h:r" + kKings), "7g"), "7g6f6e"));
  EXPECT_TRUE(has(moves_from(sfen_of("7g:N 6f:p 6e:n" + kKings), "7g"), "7g6f6e"));
}

TEST(ChuLion, CHU_L3_BridgeOverASilverTakesAProtectedLion) {
  auto moves = moves_from(sfen_of("7g:N 6f:s 6e:n 6d:g" + kKings), "7g");
  EXPECT_TRUE(has(moves, "7g6f6e"));
  EXPECT_FALSE(has(moves, "7g6e"));  // but not by a plain jump
}

TEST(ChuLion, CHU_L3_TakenPawnIsNoBridgeAndStillProtects) {
  // The white pawn on 6d protects 6e (White moves down); Black lion 7c takes
  // it, then the lion: forbidden under the association's rules, allowed under
  // the western rules where a taken pawn does not protect.
  std::string sfen = sfen_of("7c:N 6d:p 6e:n" + kKings);
  EXPECT_FALSE(has(moves_from(sfen, "7c"), "7c6d6e"));
  EXPECT_FALSE(has(moves_from(sfen, "7c", rule_set(RuleSet::Lishogi)), "7c6d6e"));
  EXPECT_TRUE(has(moves_from(sfen, "7c", rule_set(RuleSet::Western)), "7c6d6e"));
}

TEST(ChuLion, CHU_L3_TakenGoBetweenIsNoBridgeAndStillProtects) {
  // The white go-between on 6f steps to 6e (backwards for White).
  std::string sfen = sfen_of("6g:N 6f:i 6e:n" + kKings);
  EXPECT_FALSE(has(moves_from(sfen, "6g"), "6g6f6e"));
  EXPECT_TRUE(has(moves_from(sfen, "6g", rule_set(RuleSet::Western)), "6g6f6e"));
  EXPECT_TRUE(has(moves_from(sfen, "6g"), "6g6f"));
}

TEST(ChuLion, CHU_L4_CounterStrikeForbidsTakingAProtectedLion) {
  // White just took a Black lion with the pawn now on 2b (state 2b). The Black
  // gold on 6f may not take the protected lion on 6e.
  std::string sfen = sfen_of("6f:G 6e:n 6d:g 2b:p" + kKings, 'b', "2b");
  EXPECT_FALSE(has(moves_from(sfen, "6f"), "6f6e"));
  EXPECT_FALSE(has(moves_from(sfen, "6f", rule_set(RuleSet::Western)), "6f6e"));
  EXPECT_FALSE(has(moves_from(sfen, "6f", rule_set(RuleSet::Lishogi)), "6f6e"));
  // Without the state, the capture is an ordinary one.
  EXPECT_TRUE(has(moves_from(sfen_of("6f:G 6e:n 6d:g 2b:p" + kKings), "6f"), "6f6e"));
}

TEST(ChuLion, CHU_L4_OkazakiUnprotectedLionMayBeTaken) {
  std::string sfen = sfen_of("6f:G 6e:n 2b:p" + kKings, 'b', "2b");
  EXPECT_TRUE(has(moves_from(sfen, "6f"), "6f6e"));
  EXPECT_FALSE(has(moves_from(sfen, "6f", rule_set(RuleSet::Western)), "6f6e"));
  EXPECT_FALSE(has(moves_from(sfen, "6f", rule_set(RuleSet::Lishogi)), "6f6e"));
}

TEST(ChuLion, CHU_L4_LionTakesLionFollowsL1ToL3UnderCounterStrike) {
  std::string sfen = sfen_of("6f:N 6e:n 6d:g 2b:p" + kKings, 'b', "2b");
  EXPECT_TRUE(has(moves_from(sfen, "6f"), "6f6e"));
}

TEST(ChuLion, CHU_L4_KirinPromotingOnTheCaptureSetsTheState) {
  // Black kirin jumps from 6f onto the white lion on 6d (in the zone) and promotes.
  ChuGame game;
  game.set_sfen(sfen_of("6f:O 6d:n 7c:n" + kKings));
  game.play("6f6d+");
  EXPECT_EQ(game.sfen(), "k11/12/5n6/6+O5/12/12/12/12/12/12/12/K11 w 6d 2");
  // A lion taking a lion does not set it.
  game.set_sfen(sfen_of("6f:N 6e:n" + kKings));
  game.play("6f6e");
  EXPECT_EQ(game.position().strike_square(), kNoSquare);
}

TEST(ChuLion, CHU_L4_EagleIguiOfALionSetsTheStateOnTheEmptiedSquare) {
  ChuGame game;
  game.set_sfen(sfen_of("6g:+D 5f:n" + kKings));
  game.play("6g5f6g");
  EXPECT_EQ(game.position().strike_square(), make_square(5, 7));  // 5f, now empty
  EXPECT_EQ(game.position().at(make_square(5, 7)), kNoPiece);
  // Two lions taken by an eagle's double move: the state is the destination.
  game.set_sfen(sfen_of("6g:+D 5f:n 4e:+o" + kKings));
  game.play("6g5f4e");
  EXPECT_EQ(game.position().strike_square(), make_square(4, 8));  // 4e
  // Any move clears it.
  game.play("12a11a");
  EXPECT_EQ(game.position().strike_square(), kNoSquare);
}

TEST(ChuLion, CHU_L4_StateIsPartOfThePositionKey) {
  Position a, b;
  a.set_sfen(sfen_of("6f:G 6e:n 2b:p" + kKings, 'b', "2b"));
  b.set_sfen(sfen_of("6f:G 6e:n 2b:p" + kKings, 'b', "-"));
  EXPECT_NE(a.key(), b.key());
}

TEST(ChuLion, CHU_L4_AfterKirinPromotesProtectedLionOnThatSquare) {
  // White's kirin took on 6e and promoted (+o, state 6e), protected by the
  // gold on 6d. Association and western: the Black gold may not take it;
  // lishogi allows the recapture on the same square.
  std::string sfen = sfen_of("6f:G 6e:+o 6d:g" + kKings, 'b', "6e");
  EXPECT_FALSE(has(moves_from(sfen, "6f"), "6f6e"));
  EXPECT_FALSE(has(moves_from(sfen, "6f", rule_set(RuleSet::Western)), "6f6e"));
  EXPECT_TRUE(has(moves_from(sfen, "6f", rule_set(RuleSet::Lishogi)), "6f6e"));
  // Unprotected, the association allows it (Okazaki).
  EXPECT_TRUE(has(moves_from(sfen_of("6f:G 6e:+o" + kKings, 'b', "6e"), "6f"), "6f6e"));
}

TEST(ChuLion, CHU_L5_PromotedKirinIsALionForTrading) {
  // A promoted kirin may not jump onto a protected lion; nor be taken by one.
  EXPECT_FALSE(has(moves_from(sfen_of("6g:+O 6e:n 6d:g" + kKings), "6g"), "6g6e"));
  EXPECT_FALSE(has(moves_from(sfen_of("6g:N 6e:+o 6d:g" + kKings), "6g"), "6g6e"));
}

TEST(ChuLion, CHU_L5_EagleIsNotALionAndTakesLionsAsOtherPieces) {
  // The eagle's lion-power jump to a protected lion is a normal capture...
  EXPECT_TRUE(has(moves_from(sfen_of("6g:+D 4e:n 4d:g" + kKings), "6g"), "6g4e"));
  // ...but under counter-strike it may not take the protected lion.
  EXPECT_FALSE(has(moves_from(sfen_of("6g:+D 4e:n 4d:g 2b:p" + kKings, 'b', "2b"), "6g"), "6g4e"));
  EXPECT_TRUE(has(moves_from(sfen_of("6g:+D 4e:n 2b:p" + kKings, 'b', "2b"), "6g"), "6g4e"));
}

}  // namespace
}  // namespace hensoku::chu
