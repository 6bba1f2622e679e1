// What `hensoku match` reports of each engine's time: the timings the
// referee records per move (elapsed, what the clock allowed, depth) and the
// per-engine summary over games.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "match/match.h"
#include "match/time_report.h"

using namespace hensoku;
using namespace hensoku::match;
using testing::HasSubstr;

namespace {

// A USI engine in a few lines of shell that reports a depth and resigns;
// it answers isready whenever asked, and logs the order of the commands.
EngineConfig resigning_engine(const std::string& name, bool gui_new_game) {
  EngineConfig e;
  e.name = name;
  e.gui_new_game = gui_new_game;
  e.command = {"sh", "-c",
               "while read l; do case \"$l\" in usi) echo usiok;; isready) echo readyok;; "
               "go*) echo 'info depth 7 seldepth 9 score cp -500 nodes 10'; echo 'bestmove resign';; "
               "quit) exit 0;; esac; done"};
  return e;
}

EngineConfig random_mover() {
  EngineConfig e;
  e.name = "random";
  e.protocol = "random";
  return e;
}

GameRecord record_of(const std::vector<MoveTiming>& timings, const std::string& code = "resignation") {
  GameRecord r;
  r.black = "b";
  r.white = "w";
  r.timings = timings;
  r.outcome.kind = Outcome::Kind::Win;
  r.outcome.winner = Side::White;
  r.outcome.code = code;
  return r;
}

}  // namespace

// Byoyomi with GUI-style game starts: the engine's move is recorded with its
// time, the budget (main time left + byoyomi) and the depth it reported.
TEST(MatchTimes, RefereeRecordsTimeBudgetAndDepthPerMove) {
  for (bool gui : {false, true}) {
    MatchConfig c;
    c.variant = "shogi";
    c.engines[0] = resigning_engine("quitter", gui);
    c.engines[1] = random_mover();
    c.games = 1;
    c.tc.base_ms = 3000;
    c.tc.byoyomi_ms = 1000;
    GameRecord rec;
    run_match(c, [&](const GameRecord& r, const Tally&) { rec = r; });
    EXPECT_EQ(rec.outcome.code, "resignation") << gui;
    ASSERT_EQ(rec.timings.size(), 1u) << gui;
    EXPECT_EQ(rec.timings[0].side, Side::Black);
    EXPECT_EQ(rec.timings[0].budget_ms, 4000);
    EXPECT_EQ(rec.timings[0].depth, 7);
    EXPECT_LT(rec.timings[0].elapsed_ms, 4000);
  }
}

TEST(MatchTimes, ReportGivesMeanMedianMaxShareFirstMoveDepthAndLosses) {
  TimeReport report;
  report.add(record_of({{Side::Black, 100, 200, 10}, {Side::White, 50, 100, 0}, {Side::Black, 300, 400, 12}}));
  report.add(record_of({{Side::Black, 80, 100, 8}}, "time-forfeit"));  // Black lost on time
  const EngineTimes& b = report.engines().at("b");
  EXPECT_EQ(b.ms.size(), 3u);
  EXPECT_EQ(b.first_ms, (std::vector<int64_t>{100, 80}));
  EXPECT_EQ(b.depth_moves, 3);
  EXPECT_EQ(b.depth_sum, 30);
  EXPECT_EQ(b.time_losses, 1);
  EXPECT_EQ(report.engines().at("w").depth_moves, 0);
  auto lines = report.lines();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0],
            "time b: 3 moves, ms mean 160 median 100 max 300, budget share median 75% max 80%, first move mean 90 "
            "max 100 ms, mean depth 10.0, time losses 1");
  EXPECT_THAT(lines[1], HasSubstr("time w: 1 moves, ms mean 50 median 50 max 50, budget share median 50% max 50%"));
  EXPECT_THAT(lines[1], HasSubstr("time losses 0"));
}
