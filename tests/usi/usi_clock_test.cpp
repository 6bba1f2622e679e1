// The engine at the clocks GUIs send (issue #23): a game's first move costs
// no more than the others (tables are made ready at isready), byoyomi is
// used and not overstepped, and MoveOverhead suits a local GUI.
//
// The bounds leave room for a loaded test machine: 100 ms of byoyomi may
// take up to 250 ms here, where allocating and emptying a 256 MB table at
// usinewgame (what the first move used to pay) takes far longer.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "core/timer.h"
#include "transcript.h"
#include "usi/usi_session.h"

using hensoku::now_ms;
using hensoku::usi::Session;
using hensoku::usi::test::Transcript;
using testing::Contains;
using testing::StartsWith;

namespace {

// The `time` of the last scored info line (the engine's own clock).
int64_t last_info_time(const std::vector<std::string>& lines) {
  int64_t time = -1;
  for (const auto& l : lines) {
    auto at = l.find(" time ");
    if (l.rfind("info depth", 0) == 0 && at != std::string::npos) time = std::stoll(l.substr(at + 6));
  }
  return time;
}

constexpr int64_t kLoadedMachineMs = 250;

// A GUI's game start: isready (answered when the engine is ready), then
// usinewgame, position and go without waiting; the clock runs from usinewgame.
int64_t gui_first_move_ms(Transcript& t, std::vector<std::string>& lines) {
  EXPECT_EQ(t.send({"isready"}), std::vector<std::string>{"readyok"});
  int64_t start = now_ms();
  lines = t.send({"usinewgame", "position startpos", "go btime 0 wtime 0 byoyomi 100"});
  return now_ms() - start;
}

}  // namespace

TEST(UsiClock, FirstMoveAfterUsinewgameAnswersWithinTheByoyomi) {
  Transcript t;
  t.send({"usi", "setoption name USI_Hash value 256"});
  std::vector<std::string> lines;
  int64_t elapsed = gui_first_move_ms(t, lines);
  EXPECT_THAT(lines, Contains(StartsWith("bestmove ")));
  EXPECT_LE(last_info_time(lines), 100);
  EXPECT_LT(elapsed, kLoadedMachineMs);
}

// After gameover the next isready empties the tables, so the second game's
// usinewgame costs nothing either.
TEST(UsiClock, SecondGameFirstMoveAnswersWithinTheByoyomi) {
  Transcript t;
  t.send({"usi", "setoption name USI_Hash value 256", "isready", "usinewgame", "position startpos",
          "go btime 0 wtime 0 byoyomi 100"});
  t.send({"gameover win"});
  std::vector<std::string> lines;
  int64_t elapsed = gui_first_move_ms(t, lines);
  EXPECT_THAT(lines, Contains(StartsWith("bestmove ")));
  EXPECT_LT(elapsed, kLoadedMachineMs);
}

// Byoyomi left unused is lost: the engine spends most of the period.
TEST(UsiClock, ByoyomiAloneIsMostlySpent) {
  Transcript t;
  t.send({"isready", "usinewgame"});
  int64_t start = now_ms();
  auto lines = t.send({"position startpos moves 7g7f 3c3d", "go btime 0 wtime 0 byoyomi 1000"});
  int64_t elapsed = now_ms() - start;
  EXPECT_THAT(lines, Contains(StartsWith("bestmove ")));
  EXPECT_GE(elapsed, 800);
  EXPECT_LE(last_info_time(lines), 1000);
}

TEST(UsiClock, MoveOverheadDefaultSuitsALocalGui) {
  Transcript t;
  auto lines = t.send({"usi"});
  EXPECT_THAT(lines, Contains(StartsWith("option name MoveOverhead type spin default 10 min 0 max 5000")));
}
