// USI protocol transcripts: commands in, exact answers out.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "core/timer.h"
#include "usi/usi_session.h"
#include "usi/usi_tokens.h"

using hensoku::usi::Session;
using testing::Contains;
using testing::HasSubstr;
using testing::StartsWith;

namespace {

// Runs the commands through a fresh session and returns the answer lines,
// waiting for a search only when asked (the shared Transcript always waits).
struct RawTranscript {
  std::ostringstream out;
  Session session{out};

  std::vector<std::string> send(const std::vector<std::string>& commands, bool wait = false) {
    out.str("");
    for (const auto& c : commands) session.handle(c);
    if (wait) session.wait_for_search();  // perft and searches answer from their own thread
    std::vector<std::string> lines;
    std::istringstream in(out.str());
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    return lines;
  }
};

}  // namespace

TEST(UsiProtocol, UsiListsIdentityVariantsAndEndsWithUsiok) {
  RawTranscript t;
  auto lines = t.send({"usi"});
  ASSERT_GE(lines.size(), 4u);
  EXPECT_EQ(lines[0], "id name Hensoku");
  EXPECT_THAT(lines[1], StartsWith("id author "));
  EXPECT_THAT(lines, Contains(StartsWith("option name USI_Variant type combo default shogi var shogi")));
  EXPECT_EQ(lines.back(), "usiok");
}

TEST(UsiProtocol, IsreadyAnswersReadyok) {
  RawTranscript t;
  EXPECT_EQ(t.send({"isready"}), std::vector<std::string>{"readyok"});
}

TEST(UsiProtocol, UnknownCommandIsReportedAndSessionKeepsServing) {
  RawTranscript t;
  auto lines = t.send({"flibbertigibbet", "isready"});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "info string error: unknown command 'flibbertigibbet'");
  EXPECT_EQ(lines[1], "readyok");
}

TEST(UsiProtocol, SF_0_1_PerftOneFromStartListsThirtyMoves) {
  RawTranscript t;
  auto lines = t.send({"position startpos", "go perft 1"}, true);
  // 30 root moves, a blank line, the total, and the speed line.
  ASSERT_EQ(lines.size(), 33u);
  EXPECT_THAT(lines, Contains("7g7f: 1"));
  EXPECT_THAT(lines, Contains("Nodes searched: 30"));
}

TEST(UsiProtocol, SF_0_1_PerftTwoAfterMoves) {
  RawTranscript t;
  auto lines = t.send({"position startpos moves 7g7f", "go perft 2"}, true);
  EXPECT_THAT(lines, Contains("Nodes searched: 1110"));
}

TEST(UsiProtocol, PositionWithIllegalMoveLeavesPositionUnchanged) {
  RawTranscript t;
  t.send({"position startpos moves 7g7f"});
  std::string before = t.session.game().sfen();
  auto lines = t.send({"position startpos moves 2g2f 8c8d 2f2c"});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_THAT(lines[0], StartsWith("info string error: position: move 3 (2f2c)"));
  EXPECT_EQ(t.session.game().sfen(), before);
}

TEST(UsiProtocol, MalformedSfenIsRejectedAndPositionKept) {
  RawTranscript t;
  t.send({"position startpos moves 7g7f"});
  std::string before = t.session.game().sfen();
  for (const char* bad : {"position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1",
                          "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1",
                          "position sfen", "position", "position fen x"}) {
    auto lines = t.send({bad});
    ASSERT_EQ(lines.size(), 1u) << bad;
    EXPECT_THAT(lines[0], StartsWith("info string error: ")) << bad;
    EXPECT_EQ(t.session.game().sfen(), before) << bad;
  }
}

TEST(UsiProtocol, PositionSfenWithMoves) {
  RawTranscript t;
  t.send({"position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d 8h2b+"});
  EXPECT_EQ(t.session.game().sfen(), "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
}

TEST(UsiProtocol, UnknownOptionAndBadValuesAreRejected) {
  RawTranscript t;
  auto lines = t.send({"setoption name NoSuchOption value 3", "setoption name USI_Variant value nosuchgame",
                       "setoption name FirstPlayer value purple", "setoption"});
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "info string error: unknown option 'NoSuchOption'");
  EXPECT_THAT(lines[1], HasSubstr("USI_Variant takes one of"));
  EXPECT_THAT(lines[2], HasSubstr("FirstPlayer takes one of"));
  EXPECT_THAT(lines[3], StartsWith("info string error: usage: setoption"));
  EXPECT_EQ(t.session.game().variant(), "shogi");
}

TEST(UsiProtocol, SF_0_7_FirstPlayerWhiteMakesStartposWhiteToMove) {
  RawTranscript t;
  t.send({"setoption name FirstPlayer value white", "position startpos"});
  EXPECT_EQ(t.session.game().sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  auto lines = t.send({"go perft 1"}, true);
  EXPECT_THAT(lines, Contains("3c3d: 1"));
}

// A deep perft runs on its own thread: stop ends it at once, and the
// commands after it (isready, quit) are answered at once then.
TEST(UsiProtocol, DeepPerftEndsAtStop) {
  RawTranscript t;
  int64_t start = hensoku::now_ms();
  auto lines = t.send({"position startpos", "go perft 9", "stop", "isready"});
  EXPECT_LT(hensoku::now_ms() - start, 5000);
  EXPECT_THAT(lines, Contains("info string perft stopped"));
  EXPECT_EQ(lines.back(), "readyok");
  EXPECT_THAT(lines, testing::Not(Contains(StartsWith("Nodes searched"))));

  start = hensoku::now_ms();
  t.session.handle("go perft 9");
  t.session.handle("stop");
  EXPECT_FALSE(t.session.handle("quit"));
  EXPECT_LT(hensoku::now_ms() - start, 5000);
}

// A script piping `go perft N` then `quit` (or just ending its input) gets
// the count before the session ends, as from an engine that counts on the
// thread that reads commands.
TEST(UsiProtocol, SF_0_1_PerftPipeThenQuitPrintsTheCount) {
  for (const char* tail : {"quit\n", ""}) {
    std::ostringstream out;
    Session session(out);
    std::istringstream script(std::string("position startpos\ngo perft 3\n") + tail);
    session.run(script);
    EXPECT_THAT(out.str(), HasSubstr("Nodes searched: 25470")) << "input ending with '" << tail << "'";
    EXPECT_THAT(out.str(), testing::Not(HasSubstr("perft stopped")));
  }
}

// Commands after a perft (other than stop) wait for its count, in order.
TEST(UsiProtocol, CommandsAfterPerftWaitForItsCount) {
  std::ostringstream out;
  Session session(out);
  std::istringstream script("position startpos\ngo perft 2\nisready\nposition startpos moves 7g7f\ngo perft 1\n");
  session.run(script);
  const std::string text = out.str();
  ASSERT_THAT(text, HasSubstr("Nodes searched: 900"));
  ASSERT_THAT(text, HasSubstr("Nodes searched: 30"));
  EXPECT_LT(text.find("Nodes searched: 900"), text.find("readyok"));
}

TEST(UsiProtocol, GoPerftRejectsBadDepth) {
  RawTranscript t;
  for (const char* bad : {"go perft", "go perft 0", "go perft x", "go perft 99"}) {
    auto lines = t.send({bad});
    ASSERT_EQ(lines.size(), 1u) << bad;
    EXPECT_THAT(lines[0], StartsWith("info string error: ")) << bad;
  }
}

TEST(UsiProtocol, DisplayShowsSfenAndKey) {
  RawTranscript t;
  auto lines = t.send({"position startpos", "d"});
  EXPECT_THAT(lines, Contains("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
  EXPECT_THAT(lines, Contains(StartsWith("key ")));
}

TEST(UsiProtocol, QuitEndsTheSession) {
  std::ostringstream out;
  Session session(out);
  EXPECT_TRUE(session.handle("isready"));
  EXPECT_FALSE(session.handle("quit"));
}

TEST(UsiTokens, ParseIntChecksRangeAndDigits) {
  EXPECT_EQ(hensoku::usi::parse_int("42", "x", 0, 100), 42);
  EXPECT_THROW(hensoku::usi::parse_int("4x", "x", 0, 100), hensoku::InputError);
  EXPECT_THROW(hensoku::usi::parse_int("101", "x", 0, 100), hensoku::InputError);
  EXPECT_THROW(hensoku::usi::parse_int("", "x", 0, 100), hensoku::InputError);
}
