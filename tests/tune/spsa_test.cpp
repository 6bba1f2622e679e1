// SPSA tuning by node-limited games (tune/spsa.h): repeatable, moves only
// the parameters it is told to, checks its options.
#include <gtest/gtest.h>

#include "tune/spsa.h"
#include "variants/game.h"

namespace hensoku::tune {
namespace {

SpsaOptions small_run() {
  SpsaOptions o;
  o.variant = "daihasami";  // short, decisive games: the table moves
  o.games = 6;
  o.nodes = 150;
  o.random_plies = 4;
  o.max_plies = 80;
  o.params = {"advanced", "tempo"};
  o.r_end = 2.0;
  o.seed = 5;
  return o;
}

int value_of(const std::vector<Parameter>& table, const std::string& name) {
  for (const auto& p : table)
    if (p.name == name) return p.value;
  ADD_FAILURE() << "no parameter " << name;
  return 0;
}

TEST(Spsa, SameSeedSameGamesSameTable) {
  int iterations = 0;
  const SpsaResult a = run_spsa(small_run(), [&](const SpsaIteration&) { ++iterations; });
  const SpsaResult b = run_spsa(small_run());
  EXPECT_EQ(iterations, 3);
  EXPECT_EQ(a.plus_wins + a.minus_wins + a.draws, 6);
  EXPECT_EQ(a.plus_wins, b.plus_wins);
  EXPECT_EQ(a.minus_wins, b.minus_wins);
  ASSERT_EQ(a.tuned.size(), b.tuned.size());
  for (size_t i = 0; i < a.tuned.size(); ++i) EXPECT_EQ(a.tuned[i].value, b.tuned[i].value) << a.tuned[i].name;
}

TEST(Spsa, OnlyTheNamedParametersMove) {
  const SpsaResult r = run_spsa(small_run());
  ASSERT_EQ(r.start.size(), r.tuned.size());
  bool moved = false;
  for (size_t i = 0; i < r.start.size(); ++i) {
    if (r.start[i].name == "advanced" || r.start[i].name == "tempo") {
      moved |= r.start[i].value != r.tuned[i].value;
    } else {
      EXPECT_EQ(r.start[i].value, r.tuned[i].value) << r.start[i].name;
    }
  }
  // Dai Hasami games are decisive: some pair was won by one side, and a won
  // pair moves every tuned parameter.
  if (r.plus_wins != r.minus_wins) EXPECT_TRUE(moved);
  EXPECT_EQ(value_of(r.tuned, "stone"), 40);
}

TEST(Spsa, BadOptionsAreInputErrors) {
  SpsaOptions o = small_run();
  o.params = {"no_such_parameter"};
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.steps = {{"tempo", 0.0}};
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.variant = "no-such-variant";
  EXPECT_THROW(run_spsa(o), InputError);
  o = small_run();
  o.concurrency = 3;
  EXPECT_THROW(run_spsa(o), InputError);
}

TEST(Spsa, NamedValuesParse) {
  const auto v = parse_named_values("tempo=3,mobility=0.5");
  ASSERT_EQ(v.size(), 2u);
  EXPECT_EQ(v[0].first, "tempo");
  EXPECT_DOUBLE_EQ(v[0].second, 3.0);
  EXPECT_DOUBLE_EQ(v[1].second, 0.5);
  EXPECT_THROW(parse_named_values("tempo"), InputError);
  EXPECT_THROW(parse_named_values("tempo=x"), InputError);
  EXPECT_TRUE(parse_named_values("").empty());
}

}  // namespace
}  // namespace hensoku::tune
