// Notation (lishogi-compatible), SFEN, and bad input that must change nothing.
#include <gtest/gtest.h>

#include "chu_test_util.h"

namespace hensoku::chu {
namespace {

using test::sfen_of;

TEST(ChuNotation, StartSfenRoundTrips) {
  ChuGame g;
  EXPECT_EQ(g.sfen(), Position::kStartSfen);
  g.set_sfen(g.sfen());
  EXPECT_EQ(g.sfen(), Position::kStartSfen);
}

TEST(ChuNotation, CanonicalSpellings) {
  ChuGame g;
  g.set_sfen(sfen_of("6g:N 6f:p 5e:g 12l:K 12a:k"));
  auto views = g.legal_move_views();
  auto find = [&](const std::string& usi) -> const MoveView* {
    for (const auto& v : views)
      if (v.usi == usi) return &v;
    return nullptr;
  };
  const MoveView* dbl = find("6g6f5e");  // takes the pawn, then the gold
  ASSERT_NE(dbl, nullptr);
  EXPECT_EQ(dbl->via, std::vector<std::string>{"6f"});
  EXPECT_EQ(dbl->captures, (std::vector<std::string>{"6f", "5e"}));
  EXPECT_EQ(dbl->kind, "move");
  const MoveView* igui = find("6g6f6g");
  ASSERT_NE(igui, nullptr);
  EXPECT_EQ(igui->kind, "igui");
  EXPECT_EQ(igui->captures, std::vector<std::string>{"6f"});
  const MoveView* jump = find("6g6e");
  ASSERT_NE(jump, nullptr);
  EXPECT_EQ(jump->kind, "jump");
  EXPECT_TRUE(jump->via.empty());
  const MoveView* pass = find("6g5f6g");
  ASSERT_NE(pass, nullptr);
  EXPECT_EQ(pass->kind, "pass");
  EXPECT_TRUE(pass->captures.empty());
  EXPECT_EQ(find("6g7f5e"), nullptr);  // not a neighbour path
}

TEST(ChuNotation, ThreeSquareSpellingOfAnyMoveIsAccepted) {
  ChuGame g;
  g.set_sfen(sfen_of("6g:N 12l:K 12a:k"));
  g.play("6g6f6e");  // two steps through an empty square = the jump
  EXPECT_EQ(g.history(), std::vector<std::string>{"6g6e"});
  g.play("12a11a");
  g.play("6e5e6e");  // a pass spelled through another neighbour
  EXPECT_EQ(g.history().back(), "6e6d6e");
}

TEST(ChuNotation, PromotionSuffix) {
  ChuGame g;
  g.set_sfen(sfen_of("6e:S 12l:K 12a:k"));
  g.play("6e6d+");
  EXPECT_EQ(g.position().at(make_square(3, 6)), make_piece(Side::Black, PromotedSilver));
  EXPECT_TRUE(g.undo());
  EXPECT_EQ(g.position().at(make_square(4, 6)), make_piece(Side::Black, Silver));
  EXPECT_FALSE(g.undo());
}

TEST(ChuNotation, BoardTextAndView) {
  ChuGame g;
  BoardView v = g.view();
  EXPECT_EQ(v.files, 12);
  EXPECT_EQ(v.cells.size(), 144u);
  EXPECT_EQ(v.cells[0], "l");
  EXPECT_EQ(v.cells[143], "L");
  EXPECT_NE(g.board_text().find("12 11 10"), std::string::npos);
}

void expect_bad_move(ChuGame& g, const std::string& move) {
  std::string before = g.sfen();
  auto history = g.history();
  EXPECT_THROW(g.play(move), InputError) << move;
  EXPECT_EQ(g.sfen(), before);
  EXPECT_EQ(g.history(), history);
}

TEST(ChuBadInput, MovesAreRejectedAndChangeNothing) {
  ChuGame g;
  g.set_sfen(sfen_of("6g:N 6f:p 7e:+D 12l:K 12a:k"));
  expect_bad_move(g, "6g6f4f");    // middle square not next to the last
  expect_bad_move(g, "6g6e6d");    // middle square not next to the start
  expect_bad_move(g, "12l12k12j");  // a king does not move twice
  expect_bad_move(g, "7e7d7c");    // eagle: lion power only on its forward diagonals
  expect_bad_move(g, "6g6g");      // pass in two squares
  expect_bad_move(g, "5e5d");      // no piece there
  expect_bad_move(g, "12a12b");    // not the side to move
  expect_bad_move(g, "6g3g");      // out of reach
  expect_bad_move(g, "6g6f+");     // lions never promote
  expect_bad_move(g, "6g");
  expect_bad_move(g, "");
  expect_bad_move(g, "13a12a");
  expect_bad_move(g, "6g6m");
  expect_bad_move(g, "6g6f6e6d");
  expect_bad_move(g, "6g6fx");
}

void expect_bad_sfen(const std::string& sfen) {
  ChuGame g;
  g.play("9h9g");
  std::string before = g.sfen();
  EXPECT_THROW(g.set_sfen(sfen), InputError) << sfen;
  EXPECT_EQ(g.sfen(), before);
  EXPECT_EQ(g.history().size(), 1u);
}

TEST(ChuBadInput, SfenIsRejectedAndChangesNothing) {
  const std::string ok = Position::kStartSfen;
  const std::string board = ok.substr(0, ok.find(' '));
  expect_bad_sfen(board.substr(0, board.rfind('/')) + " b - 1");      // eleven ranks
  expect_bad_sfen(board + "/12 b - 1");                               // thirteen ranks
  expect_bad_sfen("lfcsgekgscfll" + board.substr(12) + " b - 1");      // thirteen files
  expect_bad_sfen("13" + board.substr(12) + " b - 1");                 // count overflow
  expect_bad_sfen("lfcsgekgscfz" + board.substr(12) + " b - 1");       // unknown letter
  expect_bad_sfen("lfcsgekgscf+k" + board.substr(12) + " b - 1");      // promoted king
  expect_bad_sfen(board + " x - 1");
  expect_bad_sfen(board + " b 13a 1");
  expect_bad_sfen(board + " b 6l 1");   // holds a piece of the side to move
  expect_bad_sfen(board + " b - 0");
  expect_bad_sfen(board + " b - one");
  expect_bad_sfen(board + " b - 1 extra");
  expect_bad_sfen("");
  expect_bad_sfen(board);
  expect_bad_sfen(board + "+ b - 1");
}

TEST(ChuBadInput, CounterStrikeFieldRoundTrips) {
  ChuGame g;
  std::string s = sfen_of("6f:G 6e:n 6d:g 2b:p 12l:K 12a:k", 'b', "2b");
  g.set_sfen(s);
  EXPECT_EQ(g.sfen(), s);
  EXPECT_EQ(g.position().strike_square(), make_square(1, 10));
}

}  // namespace
}  // namespace hensoku::chu
