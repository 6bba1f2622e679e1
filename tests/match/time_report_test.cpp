// What `hensoku match` reports of each engine's time: the timings the
// referee records per move (elapsed, what the clock allowed, depth) and the
// per-engine summary over games.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

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

// One shogi game in which the resigning engine, Black, makes the only move.
MatchConfig one_resignation(bool gui_new_game) {
  MatchConfig c;
  c.variant = "shogi";
  c.engines[0] = resigning_engine("quitter", gui_new_game);
  c.engines[1] = random_mover();
  c.games = 1;
  return c;
}

GameRecord record_of(const std::vector<MoveTiming>& timings, const std::string& code = "resignation") {
  GameRecord r;
  // Built from chars: g++ 12 warns falsely (-Wrestrict) on a one-letter literal here.
  r.black = std::string(1, 'b');
  r.white = std::string(1, 'w');
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
    MatchConfig c = one_resignation(gui);
    c.tc.base_ms = 3000;
    c.tc.byoyomi_ms = 1000;
    GameRecord rec;
    run_match(c, [&](const GameRecord& r, const Tally&) { rec = r; });
    EXPECT_EQ(rec.outcome.code, "resignation") << gui;
    ASSERT_EQ(rec.timings.size(), 1u) << gui;
    EXPECT_EQ(rec.timings[0].side, Side::Black);
    EXPECT_EQ(rec.timings[0].budget_ms, 4000);
    EXPECT_EQ(rec.timings[0].depth, 7);
    EXPECT_EQ(rec.timings[0].score_cp, -500);
    EXPECT_LT(rec.timings[0].elapsed_ms, 4000);
  }
}

// The records file carries each move's last reported score beside its
// depth, and reads back the same.
TEST(MatchTimes, RecordsFileCarriesEachMovesScore) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("hensoku-score-record-" + std::to_string(::getpid()) + ".jsonl");
  MatchConfig c = one_resignation(true);
  c.tc.movetime_ms = 200;
  c.record_path = path.string();
  run_match(c);
  std::ifstream in(path);
  std::string line;
  ASSERT_TRUE(std::getline(in, line));
  std::filesystem::remove(path);
  EXPECT_EQ(nlohmann::json::parse(line)["score"], nlohmann::json::parse("[-500]"));
  auto game = parse_record(line);
  ASSERT_TRUE(game);
  ASSERT_EQ(game->timings.size(), 1u);
  EXPECT_EQ(game->timings[0].score_cp, -500);
  EXPECT_EQ(game->timings[0].depth, 7);
}

TEST(MatchTimes, ReportGivesMeanMedianMaxShareFirstMoveDepthAndLosses) {
  TimeReport report;
  report.add(
      record_of({{Side::Black, 100, 200, 10, {}}, {Side::White, 50, 100, 0, {}}, {Side::Black, 300, 400, 12, {}}}));
  report.add(record_of({{Side::Black, 80, 100, 8, {}}}, "time-forfeit"));  // Black lost on time
  const EngineTimes& b = report.engines().at("b");
  EXPECT_EQ(b.ms.size(), 3u);
  EXPECT_EQ(b.first_ms, (std::vector<int64_t>{100, 80}));
  EXPECT_EQ(b.depth, (std::vector<int>{10, 12, 8}));
  EXPECT_EQ(b.time_losses, 1);
  EXPECT_TRUE(report.engines().at("w").depth.empty());
  auto lines = report.lines();
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0],
            "time b: 3 moves, ms mean 160 median 100 max 300, budget share median 75% max 80%, first move mean 90 "
            "max 100 ms, depth mean 10.0 median 10, time losses 1");
  EXPECT_THAT(lines[1], HasSubstr("time w: 1 moves, ms mean 50 median 50 max 50, budget share median 50% max 50%"));
  EXPECT_THAT(lines[1], HasSubstr("time losses 0"));
}

// Fairy-Stockfish reports a found mate's distance as its depth; the median
// shows the depth searched where the mean cannot.
TEST(MatchTimes, ReportMedianDepthStandsAgainstMateDistanceDepths) {
  TimeReport report;
  report.add(
      record_of({{Side::Black, 100, 200, 9, {}}, {Side::Black, 100, 200, 11, {}}, {Side::Black, 100, 200, 245, {}}}));
  auto lines = report.lines();
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_THAT(lines[0], HasSubstr("depth mean 88.3 median 11,"));
}

// `match summarize` gives the same time lines from the records files: the
// movers follow from the setup's side to move and the opening's length.
TEST(MatchTimes, RecordsLineGivesTimingsWithTheirMovers) {
  const std::string line =
      R"({"game":2,"variant":"shogi","black":"fsf","white":"hensoku","result":"1-0","code":"time-forfeit",)"
      R"("setup":"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1","opening":["3c3d"],)"
      R"("time_ms":[120,80,110],"budget_ms":[1000,900,950],"depth":[9,0,11],"score":[35,null,-100000]})";
  auto game = parse_record(line);
  ASSERT_TRUE(game);
  ASSERT_EQ(game->timings.size(), 3u);
  EXPECT_EQ(game->timings[0].side, Side::Black);  // White to move in the setup, one opening move
  EXPECT_EQ(game->timings[1].side, Side::White);
  EXPECT_EQ(game->timings[2].budget_ms, 950);
  EXPECT_EQ(game->timings[0].score_cp, 35);
  EXPECT_FALSE(game->timings[1].score_cp);  // no score reported
  EXPECT_EQ(game->timings[2].score_cp, -100000);
  TimeReport report;
  report.add(*game);
  EXPECT_EQ(report.engines().at("fsf").ms, (std::vector<int64_t>{120, 110}));
  EXPECT_EQ(report.engines().at("fsf").depth, (std::vector<int>{9, 11}));
  EXPECT_EQ(report.engines().at("hensoku").ms, (std::vector<int64_t>{80}));
  EXPECT_EQ(report.engines().at("hensoku").time_losses, 1);  // Black won on White's clock
  EXPECT_EQ(report.engines().at("fsf").time_losses, 0);
}
