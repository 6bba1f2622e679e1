// Bad input: malformed or impossible SFEN, wrong board size, illegal or
// unparsable moves, bad options. Each throws InputError and changes nothing.
#include <gtest/gtest.h>

#include "test_helpers.h"

namespace hensoku::hasami {
namespace {

using namespace hensoku::hasami::testing;

// A game a few moves in, so "unchanged" covers history too.
std::unique_ptr<Game> game_in_progress(const std::string& variant) {
  auto g = create_game(variant);
  g->play(g->legal_moves().front());
  g->play(g->legal_moves().back());
  return g;
}

void expect_rejected_sfen(const std::string& variant, const std::string& sfen) {
  auto g = game_in_progress(variant);
  const std::string before = g->sfen(), setup = g->setup_sfen();
  const auto history = g->history();
  EXPECT_THROW(g->set_sfen(sfen), InputError) << variant << ": " << sfen;
  EXPECT_EQ(g->sfen(), before);
  EXPECT_EQ(g->setup_sfen(), setup);
  EXPECT_EQ(g->history(), history);
}

void expect_rejected_move(const std::string& variant, const std::string& move) {
  auto g = game_in_progress(variant);
  const std::string before = g->sfen();
  const auto history = g->history();
  EXPECT_THROW(g->play(move), InputError) << variant << ": " << move;
  EXPECT_EQ(g->sfen(), before);
  EXPECT_EQ(g->history(), history);
}

TEST(HasamiInput, MalformedSfenIsRejected) {
  for (const char* sfen : {"", "   ", "b", "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP",
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP x - 1",          // side
                           "ppppppppp/9/9/9/9/9/9/PPPPPPPPP b - 1",            // 8 ranks
                           "ppppppppp/9/9/9/9/9/9/9/9/PPPPPPPPP b - 1",        // 10 ranks
                           "pppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1",           // short rank
                           "ppppppppp/91/9/9/9/9/9/9/PPPPPPPPP b - 1",         // long rank
                           "ppppppppp/9/9/9/4k4/9/9/9/PPPPPPPPP b - 1",        // foreign piece
                           "ppppppppp/9/9/9/4+P4/9/9/9/PPPPPPPPP b - 1",       // promotion sign
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 0",          // move number
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - x1",
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 99999999",
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1 extra",
                           "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b P 1",          // captures outside jsa
                           "ppppppppp/9/9/9/9/9/9/P8/PPPPPPPPP b - 1",         // 10 black stones
                           "ppppppppp/ppppppppp/9/9/9/9/9/9/PPPPPPPPP b - 1",  // 18 white stones in hasami
                           "ppppppppp//9/9/9/9/9/9/PPPPPPPPP b - 1"}) {
    expect_rejected_sfen("hasami", sfen);
  }
}

TEST(HasamiInput, WrongBoardSizeForTheVariantIsRejected) {
  expect_rejected_sfen("hasami", "pppppppp/8/pppppppp/8/8/PPPPPPPP/8/PPPPPPPP b - 1");
  expect_rejected_sfen("makayek", "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1");
  auto g = create_game("makayek");
  try {
    g->set_sfen("ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1");
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("8x8"), std::string::npos) << e.what();
  }
}

TEST(HasamiInput, HS_4_BadCaptureCountsAreRejected) {
  const std::string board = "ppppp4/9/9/9/9/9/9/9/PPPPPPPP1 b ";
  for (const char* hand : {"PP", "3", "P3", "99P", "x", "2Q", "5p"})  // 5p: 8 Black stones + 5 taken > 9
    expect_rejected_sfen("hasami-jsa", board + hand + " 1");
  // Accepted forms.
  auto g = create_game("hasami-jsa");
  g->set_sfen(board + "4P 1");
  EXPECT_EQ(g->sfen(), board + "4P 1");
  g->set_sfen(board + "p2P 1");
  EXPECT_EQ(g->sfen(), board + "2Pp 1");
  g->set_sfen(board + "- 1");
  EXPECT_EQ(g->sfen(), board + "- 1");
}

TEST(HasamiInput, SfenAcceptsOptionalFieldsAndPrefix) {
  auto g = create_game("hasami");
  g->set_sfen("sfen ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP w");
  EXPECT_EQ(g->sfen(), "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP w - 1");
  EXPECT_EQ(g->side_to_move(), Side::White);
}

TEST(HasamiInput, IllegalOrUnparsableMovesAreRejected) {
  for (const char* move : {"", "7i", "7i7c7", "0i0c", "7j7c", "7i7i", "7i6h", "7e7c", "7a7c", "P*5e", "7I7C", "resign"})
    expect_rejected_move("hasami", move);
  // Blocked slide and a jump where jumps do not exist.
  auto g = game_at("hasami", sfen_with("hasami", {"5i", "5g", "1i"}, {"9a", "8a", "7a"}));
  EXPECT_THROW(g->play("5i5a"), InputError);
  EXPECT_THROW(g->play("5i5f"), InputError);
  expect_rejected_move("hasami-onestep", "9i9g");  // two squares in step mode
  expect_rejected_move("makayek", "9h9g");         // no file 9 on 8x8
  expect_rejected_move("makayek", "1i1g");         // no rank i on 8x8
}

TEST(HasamiInput, BadRuleOptionsAreRejected) {
  EXPECT_THROW(create_game("hasami", {{"PlyLimit", "-1"}}), InputError);
  EXPECT_THROW(create_game("hasami", {{"PlyLimit", "abc"}}), InputError);
  EXPECT_THROW(create_game("hasami", {{"PlyLimit", ""}}), InputError);
  EXPECT_THROW(create_game("hasami", {{"PlyLimit", "100001"}}), InputError);
  EXPECT_THROW(create_game("daihasami", {{"FirstPlayer", "white"}}), InputError);
  EXPECT_NO_THROW(create_game("makayek", {{"PlyLimit", "100000"}}));
}

TEST(HasamiRegistry, AllNineVariantsAreRegistered) {
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"hasami", "HS-1"},         {"hasami-captureall", "HS-1a"}, {"hasami-onestep", "HS-1b"},
      {"hasami-onestep18", "HS-1c"}, {"daihasami", "HS-2"},          {"daihasami-diagonal", "HS-2a"},
      {"daihasami-onestep", "HS-2b"}, {"makayek", "HS-3"},            {"hasami-jsa", "HS-4"}};
  for (const auto& [name, id] : expected) {
    const VariantInfo* info = registry().find(name);
    ASSERT_NE(info, nullptr) << name;
    EXPECT_EQ(info->family, "hasami");
    EXPECT_FALSE(info->title.empty());
    EXPECT_FALSE(info->title_ja.empty());
    EXPECT_FALSE(info->summary.empty());
    EXPECT_NE(info->rule_ids.find(id), std::string::npos) << info->rule_ids;
    ASSERT_EQ(info->options.size(), 1u);
    EXPECT_EQ(info->options[0].name, "PlyLimit");
    EXPECT_EQ(info->options[0].type, "spin");
    auto game = info->create({});
    EXPECT_EQ(game->variant(), name);
    EXPECT_EQ(game->sfen(), game->start_sfen());
  }
  EXPECT_EQ(create_game("hasami")->start_sfen(), "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 1");
  EXPECT_EQ(create_game("daihasami")->start_sfen(), "ppppppppp/ppppppppp/9/9/9/9/9/PPPPPPPPP/PPPPPPPPP b - 1");
  EXPECT_EQ(create_game("makayek")->start_sfen(), "pppppppp/8/pppppppp/8/8/PPPPPPPP/8/PPPPPPPP b - 1");
}

TEST(HasamiView, BoardViewAndTextShowTheStones) {
  auto g = create_game("makayek");
  const BoardView v = g->view();
  EXPECT_EQ(v.files, 8);
  EXPECT_EQ(v.ranks, 8);
  ASSERT_EQ(v.cells.size(), 64u);
  EXPECT_EQ(v.cells[0], "p");
  EXPECT_EQ(v.cells[8], "");
  EXPECT_EQ(v.cells[63], "P");
  EXPECT_EQ(v.to_move, Side::Black);
  const std::string text = g->board_text();
  EXPECT_NE(text.find("8 7 6 5 4 3 2 1"), std::string::npos) << text;
  EXPECT_NE(text.find("Black to move"), std::string::npos) << text;
  EXPECT_NE(text.find("sfen " + g->sfen()), std::string::npos) << text;
}

TEST(HasamiView, MoveViewsDescribeSlidesAndJumps) {
  auto g = create_game("daihasami");
  int jumps = 0, slides = 0;
  for (const MoveView& v : g->legal_move_views()) {
    EXPECT_EQ(v.usi, v.from + v.to);
    EXPECT_TRUE(v.captures.empty());
    EXPECT_TRUE(v.drop.empty());
    (v.kind == "jump" ? jumps : slides)++;
  }
  EXPECT_EQ(jumps, 9);
  EXPECT_EQ(slides, 45);
}

}  // namespace
}  // namespace hensoku::hasami
