// SF-0 rules on constructed positions, each asserting an exact set of legal
// moves (for the piece or drop concerned, or the whole position).
#include <gtest/gtest.h>

#include "test_util.h"

namespace hensoku::shogi {
namespace {

using Set = std::set<std::string>;
using testing::legal_from;
using testing::legal_set;
using testing::position;

TEST(ShogiRules, SF_0_1_PromotionIsOptionalEnteringTheZone) {
  Position p = position("4k4/9/9/6S2/9/9/9/9/4K4 b - 1");  // silver on 3d
  EXPECT_EQ(legal_from(p, "3d"), (Set{"3d2c", "3d2c+", "3d3c", "3d3c+", "3d4c", "3d4c+", "3d2e", "3d4e"}));
}

TEST(ShogiRules, SF_0_1_PromotionIsOptionalLeavingTheZone) {
  Position p = position("4k4/9/6S2/9/9/9/9/9/4K4 b - 1");  // silver on 3c
  EXPECT_EQ(legal_from(p, "3c"),
            (Set{"3c2b", "3c2b+", "3c3b", "3c3b+", "3c4b", "3c4b+", "3c2d", "3c2d+", "3c4d", "3c4d+"}));
}

TEST(ShogiRules, SF_0_1_GoldKingAndPromotedPiecesNeverPromote) {
  Position p = position("4k4/9/6G2/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "3c"), (Set{"3c2b", "3c3b", "3c4b", "3c2c", "3c4c", "3c3d"}));
  Position q = position("4k4/9/6+P2/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(q, "3c"), (Set{"3c2b", "3c3b", "3c4b", "3c2c", "3c4c", "3c3d"}));
}

TEST(ShogiRules, SF_0_2_PawnAndLanceMustPromoteOnTheLastRank) {
  Position p = position("4k4/7P1/9/9/9/9/9/9/L3K4 b - 1");  // pawn 2b, lance 9i
  EXPECT_EQ(legal_from(p, "2b"), (Set{"2b2a+"}));
  EXPECT_EQ(legal_from(p, "9i"), (Set{"9i9h", "9i9g", "9i9f", "9i9e", "9i9d", "9i9c", "9i9c+", "9i9b", "9i9b+",
                                      "9i9a+"}));
}

TEST(ShogiRules, SF_0_2_KnightMustPromoteOnTheLastTwoRanks) {
  Position p = position("4k4/9/9/3N5/9/6N2/9/9/4K4 b - 1");  // knights 6d and 3f
  EXPECT_EQ(legal_from(p, "6d"), (Set{"6d5b+", "6d7b+"}));
  EXPECT_EQ(legal_from(p, "3f"), (Set{"3f2d", "3f4d"}));
  Position w = position("4k4/9/9/9/9/3n5/9/9/4K4 w - 1");  // white knight 6f
  EXPECT_EQ(legal_from(w, "6f"), (Set{"6f5h+", "6f7h+"}));
}

TEST(ShogiRules, SF_0_2_DeadDropsAreIllegal) {
  Position p = position("k8/9/9/9/9/9/9/9/8K b NL 1");
  Set knights = legal_from(p, "N*"), lances = legal_from(p, "L*");
  for (const std::string& m : knights) EXPECT_TRUE(m[3] >= 'c') << m;
  for (const std::string& m : lances) EXPECT_TRUE(m[3] >= 'b') << m;
  EXPECT_EQ(knights.size(), 9u * 7 - 1);  // ranks c..i minus the black king's square
  EXPECT_EQ(lances.size(), 9u * 8 - 1);
  Position w = position("k8/9/9/9/9/9/9/9/8K w p 1");
  Set pawns = legal_from(w, "P*");
  EXPECT_EQ(pawns.size(), 9u * 8 - 1);  // ranks a..h minus the white king's square
  EXPECT_EQ(pawns.count("P*5i"), 0u);
}

TEST(ShogiRules, SF_0_2_NifuForbidsAPawnDropOnAFileWithAnOwnPawn) {
  // Black pawns on files 9, 7, 5, 3, 1 (rank g); a white pawn on 8c and a black tokin on 6e do not block.
  Position p = position("4k4/9/1p7/9/3+P5/9/P1P1P1P1P/9/4K4 b P 1");
  Set expected;
  for (char file : {'8', '6', '4', '2'})
    for (char rank = 'b'; rank <= 'i'; ++rank) {
      std::string sq{file, rank};
      if (sq == "8c" || sq == "6e") continue;  // occupied
      expected.insert("P*" + sq);
    }
  EXPECT_EQ(legal_from(p, "P*"), expected);
}

TEST(ShogiRules, SF_0_3_UchifuzumeForbidsOnlyTheMatingPawnDrop) {
  Position p = position("8k/6S2/7G1/9/9/9/9/9/K8 b P 1");
  Set expected;
  for (char file = '1'; file <= '9'; ++file)
    for (char rank = 'b'; rank <= 'i'; ++rank) {
      std::string sq{file, rank};
      if (sq == "3b" || sq == "2c" || sq == "1b") continue;  // occupied, occupied, mate
      expected.insert("P*" + sq);
    }
  expected.erase("P*9i");  // the black king stands there
  EXPECT_EQ(legal_from(p, "P*"), expected);
  EXPECT_EQ(legal_set(p).size(), 84u);
}

TEST(ShogiRules, SF_0_3_PawnDropCheckThatIsNotMateIsLegal) {
  // The king escapes to 4a/6a, so P*5b is legal.
  Position p = position("4k4/9/4G4/9/9/9/9/9/4K4 b P 1");
  EXPECT_EQ(legal_from(p, "P*5b"), (Set{"P*5b"}));
}

TEST(ShogiRules, SF_0_3_PinnedDefenderDoesNotSaveTheKing) {
  // The white gold on 2a could take a pawn on 1b but is pinned by the rook on 5a.
  Position p = position("4R2gk/9/7G1/9/9/9/9/9/K8 b P 1");
  EXPECT_EQ(legal_from(p, "P*1b"), Set{});
  // Without the pinning rook the gold takes the pawn: the drop is legal.
  Position q = position("7gk/9/7G1/9/9/9/9/9/K8 b RP 1");
  EXPECT_EQ(legal_from(q, "P*1b"), (Set{"P*1b"}));
}

TEST(ShogiRules, SF_0_3_MateByAPawnMoveIsLegal) {
  // The same mate given by moving the pawn from 1c is allowed.
  Position p = position("8k/6S2/7GP/9/9/9/9/9/K8 b - 1");
  EXPECT_EQ(legal_from(p, "1c"), (Set{"1c1b", "1c1b+"}));
}

TEST(ShogiRules, SF_0_1_CheckEvasionsByKingMoveAndInterposition) {
  Position p = position("4k4/9/9/9/4R4/9/9/9/4K4 w g 1");
  EXPECT_EQ(legal_set(p), (Set{"5a4a", "5a6a", "5a4b", "5a6b", "G*5b", "G*5c", "G*5d"}));
}

TEST(ShogiRules, SF_0_1_DoubleCheckAllowsOnlyKingMoves) {
  Position p = position("4k4/9/3N5/9/4R4/9/9/9/4K4 w 2gs 1");
  EXPECT_EQ(legal_set(p), (Set{"5a4a", "5a6a", "5a4b", "5a6b"}));
}

TEST(ShogiRules, SF_0_1_PinnedPieceMovesOnlyAlongThePin) {
  Position p = position("4k4/4g4/9/9/4L4/9/9/9/4K4 w - 1");
  EXPECT_EQ(legal_set(p), (Set{"5b5c", "5a4a", "5a6a", "5a4b", "5a6b"}));
}

TEST(ShogiRules, SF_0_1_KingMayNotStepIntoCheckOrAlongTheCheckingLine) {
  // Rook 5e checks the king on 5b: 5a stays on the rook's file.
  Position p = position("9/4k4/9/9/4R4/9/9/9/4K4 w - 1");
  EXPECT_EQ(legal_set(p), (Set{"5b4a", "5b6a", "5b4b", "5b6b", "5b4c", "5b6c"}));
}

TEST(ShogiRules, SF_0_4_StalemateHasNoLegalMove) {
  Position p = position("8k/6G2/8P/9/9/9/9/9/K8 w - 1");
  EXPECT_FALSE(p.in_check());
  EXPECT_EQ(legal_set(p), Set{});
}

TEST(ShogiRules, SF_0_4_CheckmateHasNoLegalMove) {
  Position p = position("8k/7G1/6S1P/9/9/9/9/9/K8 w - 1");
  EXPECT_TRUE(p.in_check());
  EXPECT_EQ(legal_set(p), Set{});
}

}  // namespace
}  // namespace hensoku::shogi
