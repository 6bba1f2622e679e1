// Promotion (CHU-P1..P5) and passes (CHU-J1).
#include <gtest/gtest.h>

#include "chu_test_util.h"

namespace hensoku::chu {
namespace {

using test::moves_from;
using test::sfen_of;
using Set = std::set<std::string>;

using test::kKings;

Rules with_lance_option() {
  Rules r;
  r.lance_last_rank_promotion = true;
  return r;
}

TEST(ChuPromotion, CHU_P1_EnteringTheZoneMayPromote) {
  EXPECT_EQ(moves_from(sfen_of("6e:S" + kKings), "6e"),
            (Set{"6e6d", "6e6d+", "6e7d", "6e7d+", "6e5d", "6e5d+", "6e7f", "6e5f"}));
}

TEST(ChuPromotion, CHU_P5_NonCaptureInsideTheZoneDoesNotPromote) {
  EXPECT_EQ(moves_from(sfen_of("6c:G" + kKings), "6c"),
            (Set{"6c6b", "6c7b", "6c5b", "6c7c", "6c5c", "6c6d"}));
}

TEST(ChuPromotion, CHU_P2_CaptureInsideOrLeavingTheZoneMayPromote) {
  // Silver on 6d: takes on 6c (inside) and on 7e (leaving the zone).
  auto moves = moves_from(sfen_of("6d:S 6c:p 7e:p" + kKings), "6d");
  EXPECT_EQ(moves, (Set{"6d6c", "6d6c+", "6d7e", "6d7e+", "6d7c", "6d5c", "6d5e"}));
  // A capture wholly outside the zone does not promote.
  EXPECT_EQ(moves_from(sfen_of("6g:G 6f:p" + kKings), "6g"), (Set{"6g6f", "6g7f", "6g5f", "6g7g", "6g5g", "6g6h"}));
}

TEST(ChuPromotion, CHU_P3_PawnRescueOnTheLastRank) {
  EXPECT_EQ(moves_from(sfen_of("6b:P" + kKings), "6b"), (Set{"6b6a", "6b6a+"}));
  EXPECT_EQ(moves_from(sfen_of("6c:P" + kKings), "6c"), (Set{"6c6b"}));
  EXPECT_EQ(moves_from(sfen_of("6e:P" + kKings), "6e"), (Set{"6e6d", "6e6d+"}));
}

TEST(ChuPromotion, CHU_P4_DeadPawnAndLanceOnTheLastRankCannotMove) {
  EXPECT_TRUE(moves_from(sfen_of("6a:P 5a:L" + kKings), "6a").empty());
  EXPECT_TRUE(moves_from(sfen_of("6a:P 5a:L" + kKings), "5a").empty());
  EXPECT_TRUE(moves_from(sfen_of("6l:p" + kKings), "6l").empty());
}

TEST(ChuPromotion, CHU_P4_LanceInsideTheZoneMayNotPromoteOnTheLastRank) {
  std::string sfen = sfen_of("6c:L" + kKings);
  EXPECT_EQ(moves_from(sfen, "6c"), (Set{"6c6b", "6c6a"}));
  // Correspondence option: the lance has the pawn's right.
  EXPECT_EQ(moves_from(sfen, "6c", with_lance_option()), (Set{"6c6b", "6c6a", "6c6a+"}));
  Rules lishogi;
  lishogi.set = RuleSet::Lishogi;
  EXPECT_EQ(moves_from(sfen, "6c", lishogi), (Set{"6c6b", "6c6a", "6c6a+"}));
}

TEST(ChuPromotion, CHU_P1_LanceEnteringTheZoneMayPromoteOnTheLastRank) {
  auto moves = moves_from(sfen_of("6f:L" + kKings), "6f");
  EXPECT_EQ(moves, (Set{"6f6e", "6f6d", "6f6d+", "6f6c", "6f6c+", "6f6b", "6f6b+", "6f6a", "6f6a+"}));
}

TEST(ChuPromotion, CHU_P5_PromotedPiecesKingFreeKingAndLionNeverPromote) {
  for (std::string piece : {"+P", "+I", "Q", "K"}) {
    for (const auto& m : moves_from(sfen_of("6e:" + piece + " 1l:K 12a:k"), "6e"))
      EXPECT_EQ(m.back() == '+', false) << piece << " " << m;
  }
  for (const auto& m : moves_from(sfen_of("6e:N" + kKings), "6e")) EXPECT_NE(m.back(), '+') << m;
}

TEST(ChuPromotion, CHU_P_PromotedGoBetweenMovesAsDrunkElephant) {
  EXPECT_EQ(moves_from(sfen_of("6g:+I" + kKings), "6g"),
            (Set{"6g6f", "6g7f", "6g5f", "6g7g", "6g5g", "6g7h", "6g5h"}));
}

TEST(ChuPass, CHU_J1_LionPassesOnlyWithAnEmptyNeighbour) {
  auto moves = moves_from(sfen_of("6g:N" + kKings), "6g");
  EXPECT_TRUE(moves.count("6g6f6g"));
  // Surrounded by its own pieces: no pass (it may still jump).
  auto boxed = moves_from(sfen_of("6g:N 7f:P 6f:P 5f:P 7g:G 5g:G 7h:S 6h:S 5h:S" + kKings), "6g");
  for (const auto& m : boxed) EXPECT_NE(m.size(), 6u) << m;
  EXPECT_EQ(boxed.size(), 16u);
}

TEST(ChuPass, CHU_J1_EaglePassesOnlyAlongAnOpenForwardDiagonal) {
  auto moves = moves_from(sfen_of("6g:+D" + kKings), "6g");
  EXPECT_TRUE(moves.count("6g5f6g"));  // spelled through 5f, the first open lion line
  // Forward diagonals blocked by own pieces, other squares open: no pass.
  auto blocked = moves_from(sfen_of("6g:+D 7f:P 5f:P" + kKings), "6g");
  for (const auto& m : blocked) EXPECT_NE(m.size(), 6u) << m;
  EXPECT_TRUE(blocked.count("6g8e"));  // it still jumps over them
  EXPECT_TRUE(blocked.count("6g4e"));
}

TEST(ChuPass, CHU_J1_FalconPassesOnlyStraightForward) {
  EXPECT_TRUE(moves_from(sfen_of("6g:+H" + kKings), "6g").count("6g6f6g"));
  auto blocked = moves_from(sfen_of("6g:+H 6f:P" + kKings), "6g");
  for (const auto& m : blocked) EXPECT_NE(m.size(), 6u) << m;
  EXPECT_TRUE(blocked.count("6g6e"));
}

TEST(ChuPass, CHU_J1_FalconLionPowerExactMoves) {
  // Falcon on 6g with an enemy pawn on 6f and a gold on 6e: step-capture, igui,
  // double capture, jump capture, plus its slides (hemmed in by own pawns).
  auto moves = moves_from(sfen_of("6g:+H 6f:p 6e:g 7f:P 5f:P 7g:P 5g:P 7h:P 6h:P 5h:P" + kKings), "6g");
  EXPECT_EQ(moves, (Set{"6g6f", "6g6f6g", "6g6f6e", "6g6e"}));
}

}  // namespace
}  // namespace hensoku::chu
