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

// A USI "engine" in a few lines of shell; `answer` is its reply to go.
EngineConfig scripted_engine(const std::string& name, const std::string& answer) {
  EngineConfig e;
  e.name = name;
  e.command = {"sh", "-c",
               "while read l; do case \"$l\" in usi) echo usiok;; isready) echo readyok;; go*) " + answer +
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
