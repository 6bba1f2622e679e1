// The Game interface over standard shogi: outcomes with codes and reasons
// (SF-0.4 .. SF-0.6), options (SF-0.7), bad input leaving the game unchanged,
// structured moves for UIs, perft through the interface.
#include <gtest/gtest.h>

#include "../support/repetition_walk.h"
#include "shogi/shogi_game.h"
#include "variants/registry.h"

namespace hensoku::shogi {
namespace {

std::unique_ptr<Game> game(const RuleOptions& options = {}) { return create_game("shogi", options); }

void play_all(Game& g, const std::vector<std::string>& moves) {
  for (const auto& m : moves) g.play(m);
}

TEST(ShogiGame, RegisteredWithItsOptions) {
  const VariantInfo* info = registry().find("shogi");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->family, "shogi");
  ASSERT_EQ(info->options.size(), 2u);
  EXPECT_EQ(info->options[0].name, "FirstPlayer");
  EXPECT_EQ(info->options[0].values, (std::vector<std::string>{"black", "white"}));
  EXPECT_EQ(info->options[1].name, "Declaration");
  EXPECT_EQ(info->options[1].default_value, "false");
}

TEST(ShogiGame, SF_0_7_FirstPlayerWhiteSetsTheStart) {
  auto g = game({{"FirstPlayer", "white"}});
  EXPECT_EQ(g->sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(g->side_to_move(), Side::White);
  EXPECT_NO_THROW(g->play("3c3d"));
  EXPECT_THROW(g->play("3c3d"), InputError);
}

TEST(ShogiGame, BadOptionsRefused) {
  EXPECT_THROW(game({{"FirstPlayer", "red"}}), InputError);
  EXPECT_THROW(game({{"Declaration", "yes"}}), InputError);
  EXPECT_THROW(game({{"Colour", "black"}}), InputError);
}

TEST(ShogiGame, IllegalOrUnparsableMovesChangeNothing) {
  auto g = game();
  g->play("7g7f");
  const std::string before = g->sfen();
  for (const char* bad : {"7g7e", "3g3f", "zz", "", "7g7f7", "P*5e", "8h2b+", "5i5i", "1a1b++", "K*5e", "p*5e"}) {
    EXPECT_THROW(g->play(bad), InputError) << bad;
    EXPECT_EQ(g->sfen(), before) << bad;
    EXPECT_EQ(g->history(), std::vector<std::string>{"7g7f"}) << bad;
  }
  EXPECT_THROW(g->set_sfen("not a position"), InputError);
  EXPECT_EQ(g->sfen(), before);
  EXPECT_EQ(g->history().size(), 1u);
}

TEST(ShogiGame, PlayUndoAndHistory) {
  auto g = game();
  play_all(*g, {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"});
  EXPECT_EQ(g->sfen(), "lnsgkg1nl/1r5s1/pppppp1pp/6p2/5B3/2P6/PP1PPPPPP/7R1/LNSGKGSNL w b 6");
  EXPECT_EQ(g->history(), (std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}));
  while (g->undo()) {}
  EXPECT_EQ(g->sfen(), g->start_sfen());
  EXPECT_EQ(g->setup_sfen(), g->start_sfen());
}

TEST(ShogiGame, MoveViewsDescribeEveryLegalMove) {
  auto g = game();
  play_all(*g, {"7g7f", "3c3d", "8h2b+"});
  auto views = g->legal_move_views();
  EXPECT_EQ(views.size(), g->legal_moves().size());
  bool saw_capture = false;
  for (const MoveView& v : views) {
    EXPECT_EQ(v.kind, "move");
    if (v.usi == "3a2b") {
      EXPECT_EQ(v.from, "3a");
      EXPECT_EQ(v.to, "2b");
      EXPECT_EQ(v.captures, std::vector<std::string>{"2b"});
      saw_capture = true;
    }
  }
  EXPECT_TRUE(saw_capture);
  g->play("3a2b");
  bool saw_drop = false, saw_promotion = false;
  for (const MoveView& v : g->legal_move_views()) {
    if (v.usi == "B*5e") {
      EXPECT_EQ(v.kind, "drop");
      EXPECT_EQ(v.drop, "B");
      EXPECT_EQ(v.from, "");
      saw_drop = true;
    }
  }
  EXPECT_TRUE(saw_drop);
  g->set_sfen("4k4/9/9/6S2/9/9/9/9/4K4 b - 1");
  for (const MoveView& v : g->legal_move_views())
    if (v.usi == "3d3c+") saw_promotion = v.choice == "+";
  EXPECT_TRUE(saw_promotion);
}

TEST(ShogiGame, PerftThroughTheInterfaceReportsRootMoves) {
  auto g = game();
  uint64_t sum = 0;
  int roots = 0;
  uint64_t total = g->perft(3, [&](const std::string&, uint64_t n) { sum += n, ++roots; });
  EXPECT_EQ(total, 25470u);
  EXPECT_EQ(sum, total);
  EXPECT_EQ(roots, 30);
  EXPECT_EQ(g->perft(2), 900u);
}

TEST(ShogiGame, ViewAndDiagram) {
  auto g = game();
  g->set_sfen("4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1");
  BoardView v = g->view();
  ASSERT_EQ(v.cells.size(), 81u);
  EXPECT_EQ(v.cells[4], "k");
  EXPECT_EQ(v.cells[80 - 4], "K");
  EXPECT_EQ(v.hands[0], (std::vector<std::pair<std::string, int>>{{"P", 2}}));
  EXPECT_EQ(v.hands[1], (std::vector<std::pair<std::string, int>>{{"R", 1}}));
  EXPECT_NE(g->board_text().find("Sfen: 4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1"), std::string::npos);
}

TEST(ShogiGame, SF_0_4_CheckmateLoses) {
  auto g = game();
  g->set_sfen("8k/7G1/6S1P/9/9/9/9/9/K8 w - 1");
  Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::Black);
  EXPECT_EQ(o.code, "checkmate");
  EXPECT_EQ(o.reason, "White is checkmated");
  EXPECT_TRUE(g->legal_moves().empty());
}

TEST(ShogiGame, SF_0_4_StalemateLoses) {
  auto g = game();
  g->set_sfen("8k/6G2/8P/9/9/9/9/9/K8 w - 1");
  Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::Black);
  EXPECT_EQ(o.code, "stalemate");
}

TEST(ShogiGame, SF_0_4_MateDeliveredByAMove) {
  auto g = game();
  g->set_sfen("8k/6S2/7GP/9/9/9/9/9/K8 b - 1");
  EXPECT_FALSE(g->outcome().over());
  g->play("1c1b+");
  EXPECT_EQ(g->outcome().code, "checkmate");
  EXPECT_THROW(g->play("1a2a"), InputError);
}

TEST(ShogiGame, SF_0_5_FourfoldRepetitionIsADraw) {
  auto g = game();
  const std::vector<std::string> cycle = {"2h3h", "8b7b", "3h2h", "7b8b"};
  for (int i = 0; i < 3; ++i) {
    EXPECT_FALSE(g->outcome().over()) << "cycle " << i;
    play_all(*g, cycle);
  }
  Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Draw);
  EXPECT_EQ(o.code, "sennichite");
  EXPECT_THROW(g->play("2h3h"), InputError);
  EXPECT_TRUE(g->legal_moves().empty());
  g->undo();
  EXPECT_FALSE(g->outcome().over());  // third occurrence only
}

TEST(ShogiGame, SF_0_5_PerpetualCheckLoses) {
  auto g = game();
  g->set_sfen("8k/R8/9/9/9/9/9/9/K8 b - 1");
  const std::vector<std::string> cycle = {"9b9a", "1a1b", "9a9b", "1b1a"};
  for (int i = 0; i < 3; ++i) play_all(*g, cycle);
  Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::White);
  EXPECT_EQ(o.code, "perpetual-check");
}

TEST(ShogiGame, SF_0_5_RepetitionWithChecksBySomeMovesOnlyIsADraw) {
  auto g = game();
  // Black alternates a check (rook to 9a) with a quiet rook move (9a9c, no check).
  g->set_sfen("8k/9/R8/9/9/9/9/9/K8 b - 1");
  const std::vector<std::string> cycle = {"9c9a", "1a1b", "9a9c", "1b1a"};
  for (int i = 0; i < 3; ++i) play_all(*g, cycle);
  EXPECT_EQ(g->outcome().code, "sennichite");
}

const char* kDeclarable = "9/RBGG1K3/PPPPPPPPP/9/9/9/9/9/4k4 b RB 1";  // 13 pieces in camp, 31 points

TEST(ShogiGame, SF_0_6_DeclarationNeedsTheOption) {
  auto g = game();
  g->set_sfen(kDeclarable);
  EXPECT_THROW(g->play("win"), InputError);
  EXPECT_FALSE(g->outcome().over());
}

TEST(ShogiGame, SF_0_6_DeclarationWinsWhenTheConditionsHold) {
  auto g = game({{"Declaration", "true"}});
  g->set_sfen(kDeclarable);
  g->play("win");
  Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::Black);
  EXPECT_EQ(o.code, "declaration");
  EXPECT_EQ(g->history(), std::vector<std::string>{"win"});
  EXPECT_THROW(g->play("4b4a"), InputError);
  EXPECT_TRUE(g->undo());
  EXPECT_FALSE(g->outcome().over());
}

TEST(ShogiGame, SF_0_6_DeclarationRefusedWithoutEnoughPointsOrPieces) {
  auto g = game({{"Declaration", "true"}});
  g->set_sfen("9/RBGG1K3/PPPPPPPPP/9/9/9/9/9/4k4 b - 1");  // 21 points: too few
  EXPECT_THROW(g->play("win"), InputError);
  g->set_sfen("9/RB3K3/PPPPPPP2/9/9/9/9/9/4k4 b RB 1");  // 9 pieces in camp
  EXPECT_THROW(g->play("win"), InputError);
  g->set_sfen("9/RBGG5/PPPPPPPPP/9/4K4/9/9/9/4k4 b RB 1");  // king outside the camp
  EXPECT_THROW(g->play("win"), InputError);
  EXPECT_FALSE(g->outcome().over());
}

}  // namespace
}  // namespace hensoku::shogi

namespace hensoku::shogi {
namespace {

// SF-0.5 over a long game: the repetition count is kept as moves are played
// (core/key_history.h); at every ply of a 3,000-ply walk of the two kings the
// game calls sennichite exactly when the position has occurred four times,
// and the whole game undoes and replays.
TEST(ShogiGame, SF_0_5_VerdictsOfA3000PlyGameMatchACountOfPositions) {
  auto g = game();
  g->set_sfen("4k4/9/9/9/9/9/9/9/4K4 b - 1");
  const auto played = hensoku::test::repetition_walk(*g, 3000, 5, {{"sennichite", "perpetual-check"}});
  EXPECT_EQ(played.size(), 3000u);
  hensoku::test::expect_undo_and_replay(*g, played);
}

}  // namespace
}  // namespace hensoku::shogi
