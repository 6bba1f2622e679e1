// XBoard coordinates <-> the families' notation (docs/xboard.md).
#include <gtest/gtest.h>

#include "variants/registry.h"
#include "xboard/xboard_notation.h"

using namespace hensoku;
using namespace hensoku::xboard;

namespace {

constexpr BoardSize kShogi{9, 9};
constexpr BoardSize kChu{12, 12};

TEST(XBoardNotation, ShogiSquaresCountFilesFromTheLeftAndRanksFromTheBottom) {
  EXPECT_EQ(square_to_xboard("7g", kShogi), "c3");
  EXPECT_EQ(square_to_xboard("9a", kShogi), "a9");
  EXPECT_EQ(square_to_xboard("1i", kShogi), "i1");
  EXPECT_EQ(square_from_xboard("c3", kShogi), "7g");
  EXPECT_EQ(square_from_xboard("e5", kShogi), "5e");
}

TEST(XBoardNotation, ShogiMovesDropsAndPromotions) {
  EXPECT_EQ(move_to_xboard("7g7f", kShogi), "c3c4");
  EXPECT_EQ(move_to_xboard("8h2b+", kShogi), "b2h8+");
  EXPECT_EQ(move_to_xboard("P*5e", kShogi), "P@e5");
  EXPECT_EQ(move_from_xboard("c3c4", kShogi), "7g7f");
  EXPECT_EQ(move_from_xboard("b2h8+", kShogi), "8h2b+");
  EXPECT_EQ(move_from_xboard("b2h8=", kShogi), "8h2b");  // "=" declines the promotion
  EXPECT_EQ(move_from_xboard("P@e5", kShogi), "P*5e");
  EXPECT_EQ(move_to_xboard("resign", kShogi), "resign");
}

TEST(XBoardNotation, SF_FirstPlayerWhite_BoardTurnedSoTheFirstPlayerIsAtTheBottom) {
  constexpr BoardSize kTurned{9, 9, true};
  EXPECT_EQ(square_to_xboard("3c", kTurned), "c3");
  EXPECT_EQ(square_to_xboard("1i", kTurned), "a9");
  EXPECT_EQ(square_from_xboard("c3", kTurned), "3c");
  EXPECT_EQ(square_from_xboard("i1", kTurned), "9a");
  EXPECT_EQ(move_to_xboard("3c3d", kTurned), "c3c4");  // White's first move, as Black's 7g7f unturned
  EXPECT_EQ(move_from_xboard("P@e5", kTurned), "P*5e");
  EXPECT_EQ(move_from_xboard("b2h8+", kTurned), "2b8h+");
}

TEST(XBoardNotation, ChuSquaresOnTwelveFiles) {
  EXPECT_EQ(move_to_xboard("7g7f", kChu), "f6f7");
  EXPECT_EQ(square_to_xboard("12l", kChu), "a1");
  EXPECT_EQ(square_to_xboard("1a", kChu), "l12");
  EXPECT_EQ(move_from_xboard("a1l12", kChu), "12l1a");
}

TEST(XBoardNotation, CHU_L_LionDoubleMovesAreCommaSeparatedLegs) {
  EXPECT_EQ(move_to_xboard("6f6e5d", kChu), "g7g8,g8h9");
  EXPECT_EQ(move_to_xboard("6i5h6i", kChu), "g4h5,h5g4");  // igui
  EXPECT_EQ(move_from_xboard("g7g8,g8h9", kChu), "6f6e5d");
  EXPECT_EQ(move_from_xboard("g4h5,h5g4", kChu), "6i5h6i");
  EXPECT_EQ(move_from_xboard("g7g8,", kChu), "6f6e");  // the first line of an engine's two-line move
}

TEST(XBoardNotation, MalformedMovesAreInputErrors) {
  EXPECT_THROW(move_from_xboard("z9z9", kShogi), InputError);
  EXPECT_THROW(move_from_xboard("c3", kShogi), InputError);
  EXPECT_THROW(move_from_xboard("c3c4q", kShogi), InputError);
  EXPECT_THROW(move_from_xboard("g7g8,h8h9", kChu), InputError);  // leg not starting where the last ended
  EXPECT_THROW(move_from_xboard("a0a1", kShogi), InputError);
  EXPECT_THROW(move_from_xboard("a13a1", kChu), InputError);
  EXPECT_THROW(move_from_xboard("a99999999999a1", kChu), InputError);  // no integer overflow
  EXPECT_NO_THROW(move_to_xboard("99999999999a1a", kChu));  // not a move: passed through
}

TEST(XBoardNotation, CHU_J_PassWrittenAsOwnSquareIsTheLionsPass) {
  auto game = create_game("chushogi");
  game->set_sfen("5k5g/12/12/7p4/6p5/6N5/12/12/12/12/12/5K6 b - 1");
  std::string pass = resolve_pass(*game, move_from_xboard("g7g7", kChu));
  EXPECT_EQ(pass.size(), 6u);
  EXPECT_EQ(pass.substr(0, 2), "6f");
  EXPECT_EQ(pass.substr(4), "6f");
  game->play(pass);
  EXPECT_EQ(game->side_to_move(), Side::White);
  game->undo();
  EXPECT_EQ(move_for_engine(*game, pass, kChu), "g7g7");
  EXPECT_EQ(move_for_engine(*game, "6f6e5d", kChu), "g7g8,g8h9");
  EXPECT_EQ(resolve_pass(*game, "7g7f"), "7g7f");
  EXPECT_EQ(resolve_pass(*game, "@@@@"), pass);  // XBoard's null move: HaChu's pass
  auto start = create_game("chushogi");
  EXPECT_EQ(resolve_pass(*start, "@@@@"), "@@@@");  // no piece can pass at the start
}

}  // namespace
