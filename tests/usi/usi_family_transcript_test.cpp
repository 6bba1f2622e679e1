// USI transcripts for every family: identity and options, a searched
// bestmove that is legal, errors that leave the session serving, stop during
// an infinite search, go mate, declaration, gameover and quit.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "transcript.h"
#include "usi/usi_session.h"
#include "variants/registry.h"

using hensoku::usi::Session;
using hensoku::usi::test::Transcript;
using testing::Contains;
using testing::HasSubstr;
using testing::StartsWith;

namespace {

std::string bestmove_of(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("bestmove ", 0) == 0) return l.substr(9, l.find_first_of(" \n", 9) - 9);
  return "";
}

bool legal(const hensoku::Game& game, const std::string& move) {
  auto moves = game.legal_moves();
  return std::find(moves.begin(), moves.end(), move) != moves.end();
}

struct FamilyCase {
  const char* variant;
  const char* illegal_move;
};

class UsiFamily : public testing::TestWithParam<FamilyCase> {};

TEST_P(UsiFamily, HandshakeSearchErrorsStopAndQuit) {
  Transcript t;
  auto hello = t.send({"usi"});
  ASSERT_FALSE(hello.empty());
  EXPECT_EQ(hello.front(), "id name Hensoku");
  EXPECT_THAT(hello, Contains(HasSubstr(std::string("var ") + GetParam().variant)));
  EXPECT_EQ(hello.back(), "usiok");

  EXPECT_EQ(t.send({std::string("setoption name USI_Variant value ") + GetParam().variant, "isready"}),
            std::vector<std::string>{"readyok"});

  // go depth 2: info lines with depth, score, nodes and pv, then a legal bestmove.
  auto search = t.send({"usinewgame", "position startpos", "go depth 2"});
  EXPECT_THAT(search, Contains(testing::MatchesRegex("info depth 2 seldepth [0-9]+ multipv 1 score (cp|mate) -?[0-9]+ .*nodes [0-9]+ nps [0-9]+ hashfull [0-9]+ time [0-9]+ pv .*")));
  std::string best = bestmove_of(search);
  EXPECT_TRUE(legal(t.session.game(), best)) << best;

  // An illegal move and a malformed go: one error line each, position kept.
  auto errors = t.send({std::string("position startpos moves ") + GetParam().illegal_move, "go depth x", "isready"});
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_THAT(errors[0], StartsWith("info string error: position: move 1"));
  EXPECT_EQ(errors[1], "info string error: go depth must be a whole number, got 'x'");
  EXPECT_EQ(errors[2], "readyok");

  // go infinite holds its bestmove until stop.
  t.out.str("");
  t.session.handle("position startpos");
  t.session.handle("go infinite");
  t.session.handle("stop");
  t.session.wait_for_search();
  std::string after_stop = t.out.str();
  EXPECT_THAT(after_stop, HasSubstr("bestmove "));
  t.session.handle("position startpos");
  EXPECT_TRUE(legal(t.session.game(), bestmove_of(std::vector<std::string>{after_stop.substr(after_stop.find("bestmove"))})));

  EXPECT_TRUE(t.session.handle("gameover draw"));
  EXPECT_FALSE(t.session.handle("quit"));
}

INSTANTIATE_TEST_SUITE_P(EveryFamily, UsiFamily,
                         testing::Values(FamilyCase{"shogi", "7g7d"}, FamilyCase{"chushogi", "7i7g"},
                                         FamilyCase{"hasami", "9i9a"}),
                         [](const auto& info) { return std::string(info.param.variant); });

TEST(UsiChu, CHU_L_LionDoubleMoveInPositionAndBestmove) {
  Transcript t;
  t.send({"setoption name USI_Variant value chushogi"});
  // The lion on 6f takes 6e on its first step and goes on to 6d: mate follows.
  auto lines = t.send({"position sfen 5k5g/12/12/7p4/6p5/6N5/12/12/12/12/12/5K6 b - 1 moves 6f6e5d", "isready"});
  EXPECT_EQ(lines, std::vector<std::string>{"readyok"});
  EXPECT_EQ(t.session.game().history(), std::vector<std::string>{"6f6e5d"});
  auto search = t.send({"position sfen 5k5g/12/12/7p4/6p5/6N5/12/12/12/12/12/5K6 b - 1", "go depth 2"});
  EXPECT_TRUE(legal(t.session.game(), bestmove_of(search)));
}

TEST(UsiMate, SF_0_4_GoMateFindsAThreeMoveMate) {
  Transcript t;
  auto lines = t.send({"position sfen 7kl/9/6G2/9/9/9/9/9/K8 b S 1", "go mate 5000"});
  ASSERT_FALSE(lines.empty());
  ASSERT_THAT(lines.back(), StartsWith("checkmate "));
  std::istringstream in(lines.back().substr(10));
  std::vector<std::string> moves;
  for (std::string m; in >> m;) moves.push_back(m);
  EXPECT_EQ(moves.size(), 3u);
  auto game = hensoku::create_game("shogi");
  game->set_sfen("7kl/9/6G2/9/9/9/9/9/K8 b S 1");
  for (const auto& m : moves) game->play(m);
  EXPECT_EQ(game->outcome().code, "checkmate");
}

// Beyond the exhaustive depths the proof-number search takes over; its line
// follows the defender's longest resistance (3a3b, not 3a4b which is mated at once).
TEST(UsiMate, SF_0_4_GoMateNinePliesWithTheLongestDefence) {
  Transcript t;
  const std::string sfen = "6snl/7k1/6ppp/9/9/9/9/9/K8 b RG2S 1";
  auto lines = t.send({"position sfen " + sfen, "go mate 20000"});
  ASSERT_THAT(lines.back(), StartsWith("checkmate "));
  std::istringstream in(lines.back().substr(10));
  std::vector<std::string> moves;
  for (std::string m; in >> m;) moves.push_back(m);
  ASSERT_EQ(moves.size(), 9u) << lines.back();
  EXPECT_EQ(moves[0], "R*9b");
  EXPECT_EQ(moves[1], "3a3b");
  auto game = hensoku::create_game("shogi");
  game->set_sfen(sfen);
  for (const auto& m : moves) game->play(m);
  EXPECT_EQ(game->outcome().code, "checkmate");
}

TEST(UsiMate, SF_0_4_GoMateInOneAndNoMate) {
  Transcript t;
  EXPECT_EQ(t.send({"position sfen 7kl/9/6G2/9/9/9/9/9/K8 b G 1", "go mate infinite"}).back(), "checkmate G*2b");
  // Two golds cannot mate a lone king in the corner: every check line ends.
  EXPECT_EQ(t.send({"position sfen 8k/9/9/9/9/9/9/9/K8 b 2G 1", "go mate 5000"}).back(), "checkmate nomate");
  EXPECT_EQ(t.send({"position startpos", "go mate 1000"}).back(), "checkmate nomate");
}

TEST(UsiMate, GoMateStopsOnStopWithTimeout) {
  Transcript t;
  t.session.handle("position sfen 4k4/9/9/9/9/9/9/9/K8 b R 1");
  t.session.handle("go mate infinite");
  t.session.handle("stop");
  t.session.wait_for_search();
  EXPECT_THAT(t.out.str(), HasSubstr("checkmate timeout"));
}

TEST(UsiMate, GoMateOutsideTheShogiFamilyIsNotImplemented) {
  Transcript t;
  EXPECT_EQ(t.send({"setoption name USI_Variant value hasami", "position startpos", "go mate 100"}).back(),
            "checkmate notimplemented");
}

TEST(UsiDeclaration, SF_0_6_BestmoveWinWhenTheSideToMoveMayDeclare) {
  Transcript t;
  // Black's king in the camp with 16 pieces there and 29 points (R in hand).
  const std::string sfen = "position sfen 9/RG1GKS1SB/PPPPPPPPP/9/9/9/9/9/4k4 b R 1";
  auto off = t.send({sfen, "go depth 1"});
  EXPECT_NE(bestmove_of(off), "win");  // Declaration is off by default
  auto on = t.send({"setoption name Declaration value true", sfen, "go btime 1000 wtime 1000"});
  EXPECT_EQ(on, std::vector<std::string>{"bestmove win"});
  // One point short (no rook in hand): no declaration, a normal search.
  auto short_of_points = t.send({"position sfen 9/RG1GKS1SB/PPPPPPPPP/9/9/9/9/9/4k4 b - 1", "go depth 1"});
  EXPECT_NE(bestmove_of(short_of_points), "win");
}

TEST(UsiGameover, MalformedGameoverIsAnError) {
  Transcript t;
  EXPECT_EQ(t.send({"gameover maybe"}), std::vector<std::string>{"info string error: usage: gameover win|lose|draw"});
}

}  // namespace
