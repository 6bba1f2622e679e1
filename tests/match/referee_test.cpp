// The referee end to end: random movers play whole games under the rules, and
// engines that play an illegal move or never answer lose by forfeit.
#include <gtest/gtest.h>

#include "match/match.h"
#include "variants/registry.h"

using namespace hensoku;
using namespace hensoku::match;

namespace {

EngineConfig random_mover(const std::string& name, uint64_t seed) {
  EngineConfig e;
  e.name = name;
  e.protocol = "random";
  e.seed = seed;
  return e;
}

// A USI "engine" in a few lines of shell; `answer` is its reply to go ($pos
// holds the last position command).
EngineConfig scripted_engine(const std::string& name, const std::string& answer) {
  EngineConfig e;
  e.name = name;
  e.command = {"sh", "-c",
               "while read l; do case \"$l\" in usi) echo usiok;; isready) echo readyok;; position*) pos=\"$l\";; go*) " +
                   answer +
                   ";; quit) exit 0;; esac; done"};
  return e;
}

MatchConfig config_for(const std::string& variant) {
  MatchConfig c;
  c.variant = variant;
  c.tc.movetime_ms = 200;
  c.max_plies = 400;
  return c;
}

}  // namespace

TEST(Referee, RandomMoversPlayWholeGamesToARuleResult) {
  MatchConfig c = config_for("hasami");
  c.engines[0] = random_mover("r1", 1);
  c.engines[1] = random_mover("r2", 2);
  c.games = 4;
  std::vector<GameRecord> records;
  Tally t = run_match(c, [&](const GameRecord& r, const Tally&) { records.push_back(r); });
  EXPECT_EQ(t.games(), 4);
  ASSERT_EQ(records.size(), 4u);
  for (const auto& r : records) {
    EXPECT_TRUE(r.outcome.over());
    EXPECT_NE(r.outcome.code, "illegal-move");
    // Replaying the record reaches the same result.
    auto game = create_game("hasami");
    game->set_sfen(r.setup_sfen);
    for (const auto& m : r.moves) game->play(m);
    if (r.outcome.code != "max-plies") {
      EXPECT_EQ(game->outcome().code, r.outcome.code);
    }
  }
}

TEST(Referee, ColoursAlternateBetweenGames) {
  MatchConfig c = config_for("hasami");
  c.engines[0] = random_mover("first", 1);
  c.engines[1] = random_mover("second", 2);
  c.games = 2;
  std::vector<GameRecord> records;
  run_match(c, [&](const GameRecord& r, const Tally&) { records.push_back(r); });
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].black, "first");
  EXPECT_EQ(records[1].black, "second");
}

TEST(Referee, IllegalMoveLosesByForfeit) {
  MatchConfig c = config_for("shogi");
  c.engines[0] = scripted_engine("cheat", "echo 'bestmove 5i5a'");
  c.engines[1] = random_mover("r", 3);
  c.games = 1;
  GameRecord rec;
  Tally t = run_match(c, [&](const GameRecord& r, const Tally&) { rec = r; });
  EXPECT_EQ(t.losses, 1);
  EXPECT_EQ(rec.outcome.code, "illegal-move");
  EXPECT_EQ(rec.result, "0-1");
}

TEST(Referee, SilentEngineLosesOnTime) {
  MatchConfig c = config_for("shogi");
  c.engines[0] = scripted_engine("sleeper", "true");
  c.engines[1] = random_mover("r", 3);
  c.games = 1;
  GameRecord rec;
  run_match(c, [&](const GameRecord& r, const Tally&) { rec = r; });
  EXPECT_EQ(rec.outcome.code, "time-forfeit");
  EXPECT_EQ(rec.outcome.winner, Side::White);
}

TEST(Referee, BadConfigurationIsRefusedBeforeAnyGame) {
  MatchConfig c = config_for("nosuchgame");
  c.engines[0] = random_mover("a", 1);
  c.engines[1] = random_mover("b", 2);
  EXPECT_THROW(run_match(c), InputError);
  c.variant = "shogi";
  c.openings = {Opening{"", {"7g7f", "7g7f"}}};
  EXPECT_THROW(run_match(c), InputError);
}

// With two games at once, the game still in play when the SPRT verdict comes
// ends after the stop: it is recorded but not tallied, so the tally returned
// (and the summary printed from it) is the one that gave the verdict.
TEST(Referee, SprtStopTalliesOnlyTheGamesBeforeTheVerdict) {
  MatchConfig c = config_for("shogi");
  c.engines[0] = random_mover("r", 1);
  // Every move takes it 50 ms, so the other worker's game is still in play
  // at the verdict. As Black it resigns at its first move (a win for r); as
  // White it answers 1c1d, legal after any first move, and the two-ply cap
  // draws.
  c.engines[1] = scripted_engine(
      "resigner", "sleep 0.05; case \"$pos\" in *moves*) echo 'bestmove 1c1d';; *) echo 'bestmove resign';; esac");
  c.max_plies = 2;
  c.games = 200;
  c.concurrency = 2;
  c.sprt = Sprt{0, 100, 0.05, 0.05};
  std::vector<GameRecord> records;
  std::vector<std::string> verdicts;  // of the running tally after each counted game
  Tally t = run_match(c, [&](const GameRecord& r, const Tally& running) {
    records.push_back(r);
    if (r.counted) verdicts.push_back(sprt_verdict(running, *c.sprt));
  });
  EXPECT_EQ(sprt_verdict(t, *c.sprt), "H1 accepted");
  EXPECT_GT(t.draws, 0);
  EXPECT_GT(t.wins, 0);
  EXPECT_EQ(t.losses, 0);
  EXPECT_GE(t.after_stop, 1);
  ASSERT_EQ(static_cast<int>(records.size()), t.games() + t.after_stop);
  EXPECT_LT(records.size(), 200u);
  // The verdict came with the last counted game and not before it; every
  // uncounted game came after it.
  ASSERT_EQ(static_cast<int>(verdicts.size()), t.games());
  for (size_t i = 0; i + 1 < verdicts.size(); ++i) EXPECT_EQ(verdicts[i], "") << i;
  size_t first_uncounted = records.size() - t.after_stop;
  for (size_t i = 0; i < records.size(); ++i) EXPECT_EQ(records[i].counted, i < first_uncounted) << i;
}
