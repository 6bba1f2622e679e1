// XBoard/CECP transcripts for every family: the protover 2 features, moves in
// XBoard coordinates both ways, thinking output, errors that leave the
// session serving, analyze, "?" cutting a search short, and quit.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <sstream>

#include "../support/session_transcript.h"
#include "variants/registry.h"
#include "xboard/xboard_session.h"

using hensoku::xboard::Session;
using testing::Contains;
using testing::HasSubstr;
using testing::StartsWith;

namespace {

using Transcript = hensoku::test::SessionTranscript<Session>;

// The engine's move: "move" lines joined (a multi-leg move comes leg by leg).
std::string engine_move(const std::vector<std::string>& lines) {
  std::string move;
  for (const auto& l : lines)
    if (l.rfind("move ", 0) == 0) move += l.substr(5);
  return move;
}

TEST(XBoardProtocol, ProtoverTwoFeatures) {
  Transcript t;
  auto lines = t.send({"xboard", "protover 2"});
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines.front(), "feature done=0");
  EXPECT_EQ(lines[1], "feature myname=\"Hensoku\" usermove=1 setboard=1 ping=1 sigint=0 sigterm=0 colors=0 analyze=1 "
                      "memory=1 smp=1 name=0 reuse=1 debug=1");
  EXPECT_THAT(lines[2], StartsWith("feature variants=\"shogi,"));
  EXPECT_THAT(lines[2], HasSubstr(",chu,"));
  EXPECT_THAT(lines[2], HasSubstr(",hasami,"));
  EXPECT_THAT(lines, Contains("feature option=\"ChuRules -combo *association /// western /// lishogi\""));
  EXPECT_THAT(lines, Contains("feature option=\"Declaration -check 0\""));
  EXPECT_THAT(lines, Contains(StartsWith("feature option=\"MultiPV -spin 1 1 64")));
  EXPECT_THAT(lines, testing::Not(Contains(HasSubstr("USI_Hash"))));  // that is `memory`
  EXPECT_EQ(lines.back(), "feature done=1");
}

TEST(XBoardProtocol, PingErrorsAndUnknownCommands) {
  Transcript t;
  auto lines = t.send({"xboard", "ping 3", "flibbertigibbet", "level x", "sd 0", "usermove", "nps 1000", "ping 4"});
  EXPECT_EQ(lines, (std::vector<std::string>{
                       "pong 3",
                       "Error (unknown command): flibbertigibbet",
                       "Error (usage: level MOVES BASE INC): level x",
                       "Error (sd must be between 1 and 1000, got 0): sd 0",
                       "Error (usermove needs 1 argument(s)): usermove",
                       "Error (nps (node-count clocks) is not supported; use level or st): nps 1000",
                       "pong 4",
                   }));
}

struct FamilyCase {
  const char* xboard_variant;
  const char* hensoku_variant;
  const char* legal_move;    // XBoard spelling, first player
  const char* expected;      // the same in the family's notation
  const char* illegal_move;
};

class XBoardFamily : public testing::TestWithParam<FamilyCase> {};

TEST_P(XBoardFamily, MovesBothWaysThinkingErrorsAndQuit) {
  const auto& c = GetParam();
  Transcript t;
  t.send({"xboard", "protover 2"});
  auto setup = t.send({"new", std::string("variant ") + c.xboard_variant, "force"});
  // Only games XBoard has no board for are described with `setup`.
  EXPECT_EQ(setup.empty(), std::string(c.xboard_variant) != "hasami");
  EXPECT_EQ(t.session.game().variant(), c.hensoku_variant);

  EXPECT_TRUE(t.send({std::string("usermove ") + c.legal_move}).empty());
  EXPECT_EQ(t.session.game().history(), std::vector<std::string>{c.expected});

  auto bad = t.send({std::string("usermove ") + c.illegal_move, "ping 1"});
  ASSERT_EQ(bad.size(), 2u);
  EXPECT_THAT(bad[0], StartsWith("Illegal move ("));
  EXPECT_THAT(bad[0], testing::EndsWith(std::string("): ") + c.illegal_move));
  EXPECT_EQ(bad[1], "pong 1");
  EXPECT_EQ(t.session.game().history().size(), 1u);  // nothing changed

  // The engine plays the side to move: thinking lines, then one legal move.
  auto lines = t.send({"post", "sd 2", "go"});
  std::regex thinking("[0-9]+ -?[0-9]+ [0-9]+ [0-9]+( [^ ]+)+");
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return std::regex_match(l, thinking); }));
  std::string move = engine_move(lines);
  ASSERT_FALSE(move.empty());
  ASSERT_EQ(t.session.game().history().size(), 2u);
  auto game = hensoku::create_game(c.hensoku_variant);
  game->play(c.expected);
  EXPECT_EQ(hensoku::xboard::move_to_xboard(t.session.game().history()[1], hensoku::xboard::board_size(*game)), move);

  // remove takes back two plies; undo one.
  t.send({"force", "remove"});
  EXPECT_EQ(t.session.game().history().size(), 0u);
  t.send({std::string("usermove ") + c.legal_move, "undo"});
  EXPECT_EQ(t.session.game().history().size(), 0u);
  auto too_far = t.send({"undo"});
  EXPECT_EQ(too_far, std::vector<std::string>{"Error (no move to take back): undo"});
  EXPECT_FALSE(t.session.handle("quit"));
}

INSTANTIATE_TEST_SUITE_P(EveryFamily, XBoardFamily,
                         testing::Values(FamilyCase{"shogi", "shogi", "c3c4", "7g7f", "c3c5"},
                                         FamilyCase{"chu", "chushogi", "f4f5", "7i7h", "f4f6"},
                                         FamilyCase{"hasami", "hasami", "a1a5", "9i9e", "a1a9"}),
                         [](const auto& info) { return std::string(info.param.hensoku_variant); });

TEST(XBoardChu, CHU_L_LionDoubleMoveFromTheGuiAndFromTheEngine) {
  Transcript t;
  t.send({"xboard", "protover 2", "new", "variant chu", "force"});
  const std::string fen = "setboard 5k5g/12/12/7p4/6p5/6N5/12/12/12/12/12/5K6 w 0 1";
  EXPECT_TRUE(t.send({fen, "usermove g7g8,g8h9"}).empty());
  EXPECT_EQ(t.session.game().history(), std::vector<std::string>{"6f6e5d"});

  // The engine's double capture-and-mate comes as two move lines, the first ending in a comma.
  auto lines = t.send({fen, "sd 3", "go"});
  std::vector<std::string> moves;
  for (const auto& l : lines)
    if (l.rfind("move ", 0) == 0) moves.push_back(l);
  ASSERT_EQ(t.session.game().history().size(), 1u);
  const std::string played = t.session.game().history()[0];
  ASSERT_EQ(played.size(), 6u) << "expected the lion's double move, got " << played;
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0], "move g7g8,");
  EXPECT_EQ(moves[1].substr(0, 7), "move g8");
}

TEST(XBoardChu, CHU_J_PassAsOwnSquare) {
  Transcript t;
  t.send({"xboard", "new", "variant chu", "force",
          "setboard 5k5g/12/12/7p4/6p5/6N5/12/12/12/12/12/5K6 w 0 1"});
  EXPECT_TRUE(t.send({"usermove g7g7"}).empty());
  ASSERT_EQ(t.session.game().history().size(), 1u);
  EXPECT_EQ(t.session.game().history()[0].substr(4), "6f");
}

TEST(XBoardProtocol, EngineDefinedVariantsAreDescribedWithSetup) {
  Transcript t;
  t.send({"xboard", "protover 2", "new"});
  EXPECT_TRUE(t.send({"variant shogi"}).empty());
  EXPECT_TRUE(t.send({"variant chu"}).empty());
  EXPECT_EQ(t.send({"variant forcedcapture"}),
            std::vector<std::string>{"setup (-) 9x9+7_shogi lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1"});
  EXPECT_EQ(t.send({"variant hasami"}),
            std::vector<std::string>{"setup (-) 9x9+0_shogi ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP w 0 1"});
  EXPECT_EQ(t.send({"variant nonsense"}), std::vector<std::string>{"Error (unknown variant 'nonsense'): variant nonsense"});
  EXPECT_EQ(t.session.game().variant(), "hasami");
}

TEST(XBoardProtocol, SetboardConvertsXBoardFenAndRejectsBadOnes) {
  Transcript t;
  t.send({"xboard", "new", "force"});
  EXPECT_TRUE(t.send({"setboard lnsgkgsnl/1r5b1/pppppppp1/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL[Pp] b 0 1"}).empty());
  EXPECT_EQ(t.session.game().sfen(), "lnsgkgsnl/1r5b1/pppppppp1/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL w Pp 1");
  auto bad = t.send({"setboard lnsgkgsnl/9 w 0 1", "setboard x"});
  ASSERT_EQ(bad.size(), 2u);
  EXPECT_THAT(bad[0], StartsWith("tellusererror Illegal position: "));
  EXPECT_EQ(bad[1], "tellusererror Illegal position: expected a board and a side to move");
  EXPECT_EQ(t.session.game().sfen(), "lnsgkgsnl/1r5b1/pppppppp1/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL w Pp 1");
}

TEST(XBoardProtocol, SF_FirstPlayerWhite_XBoardsWhiteIsTheFirstPlayerAtTheBottom) {
  Transcript t;
  t.send({"xboard", "protover 2", "new", "variant shogi", "option FirstPlayer=white", "sd 1"});
  auto lines = t.send({"usermove c3c4"});  // XBoard's first move: Hensoku's White, 3c3d
  ASSERT_GE(t.session.game().history().size(), 2u);
  EXPECT_EQ(t.session.game().history()[0], "3c3d");
  // The engine answers as the second player, Black, from the top of XBoard's board.
  const std::string reply = engine_move(lines);
  ASSERT_EQ(reply.size(), 4u) << reply;
  EXPECT_GE(reply[1], '7') << reply;
  EXPECT_EQ(hensoku::xboard::move_from_xboard(reply, {9, 9, true}), t.session.game().history()[1]);

  // setboard: XBoard's white (upper case) is Hensoku's White; its pawn went
  // c3-c4 and it holds a pawn taken from e7 (Hensoku's 5g).
  EXPECT_TRUE(t.send({"force", "setboard lnsgkgsnl/1r5b1/pppp1pppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[P] b 0 1"}).empty());
  EXPECT_EQ(t.session.game().sfen(), "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL b p 1");
  // Back to FirstPlayer=black: the usual orientation, the engine again the second player.
  t.send({"option FirstPlayer=black", "usermove c3c4"});
  EXPECT_EQ(t.session.game().history()[0], "7g7f");
}

TEST(XBoardProtocol, MoveNowCutsALongSearchShort) {
  Transcript t;
  t.send({"xboard", "protover 2", "new", "force", "st 1000"});
  t.out.str("");
  t.session.handle("go");
  EXPECT_TRUE(t.session.handle("?"));
  t.session.wait_for_search();
  EXPECT_THAT(t.out.str(), HasSubstr("move "));
  EXPECT_EQ(t.session.game().history().size(), 1u);
}

TEST(XBoardProtocol, AnalyzeThinksUntilExitAndFollowsMoves) {
  Transcript t;
  t.send({"xboard", "protover 2", "new", "force", "post"});
  t.out.str("");
  t.session.handle("analyze");
  t.session.handle("usermove c3c4");
  t.session.handle("exit");
  t.session.wait_for_search();
  EXPECT_EQ(t.session.game().history(), std::vector<std::string>{"7g7f"});
  EXPECT_THAT(t.out.str(), testing::Not(HasSubstr("move ")));  // analysis never moves
  EXPECT_FALSE(t.session.handle("quit"));
}

TEST(XBoardProtocol, QuitDuringAnInfiniteAnalysisReturnsAtOnce) {
  Transcript t;
  t.send({"xboard", "new", "force"});
  t.session.handle("analyze");
  EXPECT_FALSE(t.session.handle("quit"));
}

TEST(XBoardProtocol, OptionsMemoryAndCores) {
  Transcript t;
  auto lines = t.send({"xboard", "memory 32", "cores 2", "option MultiPV=2", "option ChuRules=western",
                       "option Declaration=1", "option Nonsense=3", "memory lots", "ping 9"});
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_THAT(lines[0], StartsWith("Error ("));
  EXPECT_THAT(lines[0], testing::EndsWith("option Nonsense=3"));
  EXPECT_THAT(lines[1], StartsWith("Error ("));
  EXPECT_EQ(lines[2], "pong 9");
}

}  // namespace
