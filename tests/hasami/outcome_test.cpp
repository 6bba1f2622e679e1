// Game results per rule id: exact codes, winners and reasons.
#include <gtest/gtest.h>

#include "../support/repetition_walk.h"
#include "test_helpers.h"

namespace hensoku::hasami {
namespace {

using namespace hensoku::hasami::testing;
using Squares = std::vector<std::string>;
using Kind = Outcome::Kind;

const Squares kFiveWhite = {"9a", "8a", "7a", "6a", "1a"};

void expect_win(const Game& g, Side winner, const std::string& code) {
  const Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Kind::Win) << o.reason;
  EXPECT_EQ(o.winner, winner) << o.reason;
  EXPECT_EQ(o.code, code) << o.reason;
  EXPECT_TRUE(g.legal_moves().empty());
}

void expect_ongoing(const Game& g) {
  const Outcome o = g.outcome();
  EXPECT_EQ(o.kind, Kind::Ongoing) << o.code << ": " << o.reason;
}

TEST(HasamiOutcome, HS_1_1_ReducedToOneWins) {
  auto g = game_at("hasami", sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a"}));
  g->play("1d5d");
  expect_win(*g, Side::Black, "reduced-to-one");
  EXPECT_EQ(g->outcome().reason, "White is reduced to one stone: Black wins");
}

TEST(HasamiOutcome, HS_1_1_TwoToNoneAlsoWins) {
  auto g = game_at("hasami", sfen_with("hasami", {"5f", "1c", "1i"}, {"5d", "5e"}));
  EXPECT_EQ(captures_of(*g, "1c5c"), sorted({"5d", "5e"}));
  g->play("1c5c");
  expect_win(*g, Side::Black, "reduced-to-one");
}

TEST(HasamiOutcome, HS_1a_CaptureAllNeedsEveryStone) {
  auto g = game_at("hasami-captureall", sfen_with("hasami-captureall", {"5f", "1d", "1i"}, {"5e", "9a"}));
  g->play("1d5d");
  expect_ongoing(*g);
  auto last = game_at("hasami-captureall", sfen_with("hasami-captureall", {"5f", "1d", "1i"}, {"5e"}));
  last->play("1d5d");
  expect_win(*last, Side::Black, "all-captured");
  EXPECT_EQ(last->outcome().reason, "All of White's stones are captured: Black wins");
}

TEST(HasamiOutcome, HS_3_3_MakayekWinsByCapturingAll) {
  auto g = game_at("makayek", sfen_with("makayek", {"1e", "1h"}, {"5d", "5f"}));
  g->play("1e5e");  // intervention takes both
  expect_win(*g, Side::Black, "all-captured");
}

TEST(HasamiOutcome, HS_2_2_FivePartlyInHomeRanksDoesNotWin) {
  // 5d-5h: 5h is on Black's second rank, so only four lie outside.
  auto g = game_at("daihasami", sfen_with("daihasami", {"5e", "5f", "5g", "5h", "4d"}, kFiveWhite));
  g->play("4d5d");
  expect_ongoing(*g);
}

TEST(HasamiOutcome, HS_2_2_FiveOutsideHomeRanksWins) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5d", "5e", "5f", "5g", "4c"}, kFiveWhite));
  g->play("4c5c");
  expect_win(*g, Side::Black, "five-in-a-row");
  EXPECT_EQ(g->outcome().reason, "Black has five in a row at 5c 5d 5e 5f 5g: Black wins");
}

TEST(HasamiOutcome, HS_2_2_LongerRunReachingHomeCountsItsOutsideFive) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5d", "5e", "5f", "5g", "5h", "4c"}, kFiveWhite));
  g->play("4c5c");
  expect_win(*g, Side::Black, "five-in-a-row");
  EXPECT_EQ(g->outcome().reason, "Black has five in a row at 5c 5d 5e 5f 5g: Black wins");
}

TEST(HasamiOutcome, HS_2_2_HorizontalFiveWinsForWhiteOutsideItsHome) {
  // White's home ranks are a and b; a five on rank c counts.
  auto g = game_at("daihasami", sfen_with("daihasami", {"1i", "2i", "3i", "4i", "5i"}, {"9c", "8c", "7c", "6c", "5a"}, 'w'));
  g->play("5a5c");
  expect_win(*g, Side::White, "five-in-a-row");
  EXPECT_EQ(g->outcome().reason, "White has five in a row at 9c 8c 7c 6c 5c: White wins");
  auto home = game_at("daihasami", sfen_with("daihasami", {"1i", "2i", "3i", "4i", "5i"}, {"9b", "8b", "7b", "6b", "5a"}, 'w'));
  home->play("5a5b");
  expect_ongoing(*home);
}

TEST(HasamiOutcome, HS_2a_DiagonalFiveOnlyWhereAllowed) {
  const auto down_right = sfen_with("daihasami", {"9c", "8d", "7e", "6f", "5h"}, kFiveWhite);
  const auto down_left = sfen_with("daihasami", {"1c", "2d", "3e", "4f", "5h"}, kFiveWhite);
  for (const auto& sfen : {down_right, down_left}) {
    auto plain = game_at("daihasami", sfen);
    plain->play("5h5g");
    expect_ongoing(*plain);
    auto diagonal = game_at("daihasami-diagonal", sfen);
    diagonal->play("5h5g");
    expect_win(*diagonal, Side::Black, "five-in-a-row");
    auto step = game_at("daihasami-onestep", sfen);
    step->play("5h5g");
    expect_win(*step, Side::Black, "five-in-a-row");
  }
  auto g = game_at("daihasami-diagonal", down_right);
  g->play("5h5g");
  EXPECT_EQ(g->outcome().reason, "Black has five in a row at 9c 8d 7e 6f 5g: Black wins");
}

TEST(HasamiOutcome, HS_2_2_FiveIsJudgedForTheSideThatJustMoved) {
  const Squares five = {"5c", "5d", "5e", "5f", "5g"};
  // White to move: Black has just moved into its five.
  expect_win(*game_at("daihasami", sfen_with("daihasami", five, kFiveWhite, 'w')), Side::Black, "five-in-a-row");
  // Black to move with a five already standing: not yet a result.
  expect_ongoing(*game_at("daihasami", sfen_with("daihasami", five, kFiveWhite, 'b')));
}

TEST(HasamiOutcome, HS_2_3_BothUnderFiveDraws) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5f", "1d", "1i", "2i"}, {"5e", "9a", "8a", "7a", "6a"}));
  expect_ongoing(*g);
  g->play("1d5d");
  const Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Kind::Draw);
  EXPECT_EQ(o.code, "both-under-five");
  EXPECT_TRUE(g->legal_moves().empty());
}

TEST(HasamiOutcome, HS_0_6_NoLegalMoveLoses) {
  auto g = game_at("hasami", sfen_with("hasami", {"9i", "8i"}, {"9h", "8h", "7a", "6a"}, 'w'));
  g->play("7a7i");
  expect_win(*g, Side::White, "no-legal-move");
  EXPECT_EQ(g->outcome().reason, "Black has no legal move: White wins");
  EXPECT_THROW(g->play("9i9h"), InputError);
  EXPECT_TRUE(g->legal_move_views().empty());
}

TEST(HasamiOutcome, HS_4_LeadErasedBeforeTheLeadersNextTurn) {
  // Black has captured 2; 1d5d takes 5e for a lead of 3.
  const auto sfen = sfen_with("hasami-jsa", {"5f", "1d", "2h", "9i"}, {"5e", "3h", "1a", "9a", "8a"}, 'b', "2P");
  auto g = game_at("hasami-jsa", sfen);
  g->play("1d5d");
  EXPECT_EQ(cell(*g, "5e"), "");
  EXPECT_NE(g->sfen().find(" w 3P 2"), std::string::npos) << g->sfen();
  expect_ongoing(*g);  // the lead must still stand at Black's next turn
  g->play("1a1h");     // White takes 2h back: 3 to 1
  EXPECT_NE(g->sfen().find(" b 3Pp 3"), std::string::npos) << g->sfen();
  EXPECT_EQ(cell(*g, "2h"), "");
  expect_ongoing(*g);
  EXPECT_EQ(g->view().hands[0], (std::vector<std::pair<std::string, int>>{{"P", 3}}));
  EXPECT_EQ(g->view().hands[1], (std::vector<std::pair<std::string, int>>{{"P", 1}}));
  // Had White not answered with a capture, the lead would have held.
  g->undo();
  g->play("9a9b");
  expect_win(*g, Side::Black, "lead-held");
  EXPECT_EQ(g->outcome().reason, "Black's lead of 3 captures held until its turn: Black wins");
}

TEST(HasamiOutcome, HS_4_FifthCaptureWinsAtOnce) {
  const auto sfen = sfen_with("hasami-jsa", {"5f", "1d", "9i"}, {"5e", "3h", "9a", "8a", "7a"}, 'b', "4P2p");
  auto g = game_at("hasami-jsa", sfen);
  g->play("1d5d");
  expect_win(*g, Side::Black, "captured-five");
  EXPECT_EQ(g->outcome().reason, "Black has captured 5 stones: Black wins");
}

TEST(HasamiOutcome, HS_4_LeadInTheSfenIsJudgedAtOnce) {
  expect_win(*game_at("hasami-jsa", sfen_with("hasami-jsa", {"5f", "9i"}, {"9a", "8a"}, 'w', "P4p")), Side::White,
             "lead-held");
}

TEST(HasamiOutcome, HS_0_7_FourfoldRepetitionDraws) {
  auto g = create_game("hasami");
  for (int round = 1; round <= 3; ++round) {
    for (const char* m : {"9i9h", "9a9b", "9h9i", "9b9a"}) {
      expect_ongoing(*g);
      g->play(m);
    }
  }
  const Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Kind::Draw);
  EXPECT_EQ(o.code, "repetition");
  EXPECT_TRUE(g->legal_moves().empty());
  EXPECT_THROW(g->play("9i9h"), InputError);
  ASSERT_TRUE(g->undo());
  expect_ongoing(*g);
}

TEST(HasamiOutcome, HS_0_7_PlyLimitDrawsWhenSet) {
  auto g = create_game("hasami", {{"PlyLimit", "3"}});
  g->play("9i9h");
  g->play("9a9b");
  expect_ongoing(*g);
  g->play("1i1h");
  const Outcome o = g->outcome();
  EXPECT_EQ(o.kind, Kind::Draw);
  EXPECT_EQ(o.code, "ply-limit");
  EXPECT_EQ(g->options().at("PlyLimit"), "3");
  // Off by default (0).
  auto plain = create_game("hasami", {{"PlyLimit", "0"}});
  for (const char* m : {"9i9h", "9a9b", "1i1h", "1a1b", "2i2h"}) plain->play(m);
  expect_ongoing(*plain);
}

TEST(HasamiOutcome, HS_0_7_PlyLimitCountsFromTheSfenMoveNumber) {
  auto g = create_game("hasami", {{"PlyLimit", "10"}});
  g->set_sfen("ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 11");
  EXPECT_EQ(g->outcome().code, "ply-limit");
  g->set_sfen("ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 10");
  expect_ongoing(*g);
}

}  // namespace
}  // namespace hensoku::hasami

namespace hensoku::hasami {
namespace {

// HS-0.7 over a long game: at every ply of a 3,000-ply walk the game calls a
// repetition draw exactly when the position has occurred four times (the
// count is kept as moves are played), and the whole game undoes and replays.
TEST(HasamiOutcome, HS_0_7_VerdictsOfA3000PlyGameMatchACountOfPositions) {
  auto g = create_game("hasami");
  const auto played = hensoku::test::repetition_walk(*g, 3000, 11, {{"repetition"}});
  EXPECT_EQ(played.size(), 3000u);
  hensoku::test::expect_undo_and_replay(*g, played);
}

}  // namespace
}  // namespace hensoku::hasami
