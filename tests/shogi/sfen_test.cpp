// SFEN input and output: accepted forms, every class of malformed or illegal
// set-up refused with InputError and the position unchanged (SF-0.2).
#include <gtest/gtest.h>

#include "test_util.h"
#include "variants/game.h"

namespace hensoku::shogi {
namespace {

void expect_refused(const std::string& sfen, const std::string& why_fragment) {
  Position p = testing::position("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 7");
  const Position before = p;
  try {
    p.set_sfen(sfen);
    ADD_FAILURE() << "accepted: " << sfen;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(why_fragment), std::string::npos) << e.what();
  }
  EXPECT_TRUE(p.same_as(before)) << "position changed by " << sfen;
  EXPECT_EQ(p.game_ply(), 7);
}

TEST(ShogiSfen, StartPositionRoundTrips) {
  Position p;
  EXPECT_EQ(p.sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1");
  EXPECT_EQ(p.side_to_move(), Side::Black);
  EXPECT_EQ(p.piece_on(make_square(4, 8)), make_piece(Side::Black, KING));  // 5i
  EXPECT_EQ(p.piece_on(make_square(7, 1)), make_piece(Side::White, ROOK));  // 8b
}

TEST(ShogiSfen, HandsAndPromotedPiecesRoundTripInStandardOrder) {
  Position p = testing::position("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
  EXPECT_EQ(p.sfen(), "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1");
  EXPECT_EQ(p.hand(Side::White, PAWN), 5);
  EXPECT_EQ(p.piece_on(make_square(3, 1)), make_piece(Side::Black, PRO_PAWN));  // 4b
  // Hands in any order are read; output uses R B G S N L P, Black first.
  Position q = testing::position("4k4/9/9/9/9/9/9/9/4K4 b 2pS3PbR 12");
  EXPECT_EQ(q.sfen(), "4k4/9/9/9/9/9/9/9/4K4 b RS3Pb2p 12");
}

TEST(ShogiSfen, MoveNumberIsOptional) {
  EXPECT_EQ(testing::position("4k4/9/9/9/9/9/9/9/4K4 b -").sfen(), "4k4/9/9/9/9/9/9/9/4K4 b - 1");
}

TEST(ShogiSfen, SF_0_MissingKingIsValidForTsumeProblems) {
  Position p = testing::position("7nk/9/6P2/9/9/9/9/9/9 b RG2P 1");
  EXPECT_EQ(p.king_square(Side::Black), -1);
  EXPECT_FALSE(testing::legal_set(p).empty());
  Position none = testing::position("9/9/9/9/9/9/9/9/9 b P 1");
  EXPECT_EQ(testing::legal_set(none).size(), 72u);  // a pawn on ranks b..i
}

TEST(ShogiSfen, WrongRankOrFileCountRefused) {
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1", "9 ranks");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL/9 b - 1", "more than 9 ranks");
  expect_refused("lnsgkgsnl/1r5b/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "does not have 9 squares");
  expect_refused("lnsgkgsnl/1r5b11/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "more than 9 squares");
  expect_refused("lnsgkgsnlp/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "more than 9 squares");
}

TEST(ShogiSfen, UnknownLetterOrTokenRefused) {
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/4X4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "unknown piece letter 'X'");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/4+G4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "can not be promoted");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/4++P4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", "'++'");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1", "side to move");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1", "can not be in hand");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0", "at least 1");
  expect_refused("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - x", "move number");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 2P3P 1", "listed twice");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 0P 1", "at least 1");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 3 1", "without a piece");
  expect_refused("", "expected");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b - 1 extra", "expected");
}

TEST(ShogiSfen, TwoKingsOfOneSideRefused) {
  expect_refused("4k4/9/9/9/9/9/9/9/3KK4 b - 1", "two kings");
}

TEST(ShogiSfen, TooManyPiecesOfAKindRefused) {
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 3R 1", "too many pieces of kind R");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 19P 1", "hand count too large");
  expect_refused("4k4/9/9/9/9/9/9/9/4K4 b 18P1p 1", "too many pieces of kind P");
  expect_refused("4k4/9/9/9/9/9/9/9/G3K4 b 2G2g 1", "too many pieces of kind G");
  expect_refused("4k4/9/9/9/9/9/9/9/+B3K4 b 2B 1", "too many pieces of kind B");
}

TEST(ShogiSfen, SF_0_2_DeadPiecesRefused) {
  expect_refused("P3k4/9/9/9/9/9/9/9/4K4 b - 1", "can never move");
  expect_refused("L3k4/9/9/9/9/9/9/9/4K4 b - 1", "can never move");
  expect_refused("4k4/N8/9/9/9/9/9/9/4K4 b - 1", "can never move");
  expect_refused("4k4/9/9/9/9/9/9/9/p3K4 b - 1", "can never move");
  expect_refused("4k4/9/9/9/9/9/9/n8/4K4 b - 1", "can never move");
  // Promoted ones are fine.
  EXPECT_NO_THROW(testing::position("+P3k4/+N8/9/9/9/9/9/9/4K4 b - 1"));
}

TEST(ShogiSfen, SF_0_2_NifuRefused) {
  expect_refused("4k4/9/9/4P4/9/9/4P4/9/4K4 b - 1", "nifu");
  EXPECT_NO_THROW(testing::position("4k4/9/9/4+P4/9/9/4P4/9/4K4 b - 1"));  // a tokin does not count
  EXPECT_NO_THROW(testing::position("4k4/9/9/4p4/9/9/4P4/9/4K4 b - 1"));   // different sides
}

TEST(ShogiSfen, SideNotToMoveInCheckRefused) {
  expect_refused("4k4/9/9/9/4R4/9/9/9/4K4 b - 1", "not to move is in check");
}

}  // namespace
}  // namespace hensoku::shogi
