// Match statistics against hand-computed figures.
#include <gtest/gtest.h>

#include <cmath>

#include "match/elo.h"

using namespace hensoku::match;

TEST(Elo, ScoreToEloIsLogistic) {
  EXPECT_NEAR(score_to_elo(0.5), 0.0, 1e-9);
  EXPECT_NEAR(score_to_elo(0.75), 190.85, 0.01);   // 400*log10(3)
  EXPECT_NEAR(elo_to_score(-190.85), 0.25, 1e-4);
}

TEST(Elo, EstimateFromTally) {
  Tally t{60, 20, 20};  // score 0.7
  auto e = estimate_elo(t);
  EXPECT_NEAR(e.elo, 147.19, 0.01);
  // Per-game variance 0.16 -> standard error 0.04 -> 95% interval [0.6216, 0.7784].
  double lo = score_to_elo(0.7 - 1.959964 * 0.04), hi = score_to_elo(0.7 + 1.959964 * 0.04);
  EXPECT_NEAR(e.margin, (hi - lo) / 2, 1e-9);
  EXPECT_NEAR(e.margin, 66.0, 0.1);  // (218.3 - 86.2) / 2
  EXPECT_NEAR(e.los, 0.5 * (1 + std::erf(40 / std::sqrt(160.0))), 1e-12);
}

// 100 wins in 100 games: the smallest per-game score with p^100 >= 0.05 is
// 0.05^(1/100) = 0.970487, i.e. 400*log10(0.970487/0.029513) = +606.8 Elo.
TEST(Elo, OneSidedTallyGivesABoundInsteadOfAFiniteElo) {
  EXPECT_NEAR(one_sided_elo_bound(Tally{100, 0, 0}), 606.8, 0.1);
  EXPECT_NEAR(one_sided_elo_bound(Tally{0, 0, 100}), -606.8, 0.1);
  EXPECT_EQ(one_sided_elo_bound(Tally{99, 1, 0}), 0);
  EXPECT_EQ(one_sided_elo_bound(Tally{99, 0, 1}), 0);
  EXPECT_EQ(one_sided_elo_bound(Tally{}), 0);
}

TEST(Elo, EvenTallyIsZeroWithEvenLos) {
  auto e = estimate_elo(Tally{10, 0, 10});
  EXPECT_NEAR(e.elo, 0, 1e-9);
  EXPECT_NEAR(e.los, 0.5, 1e-12);
}

TEST(Sprt, BoundsFollowAlphaBeta) {
  Sprt s{0, 5, 0.05, 0.05};
  EXPECT_NEAR(s.upper_bound(), std::log(19.0), 1e-12);
  EXPECT_NEAR(s.lower_bound(), -std::log(19.0), 1e-12);
}

TEST(Sprt, StrongResultAcceptsH1AndWeakAcceptsH0) {
  Sprt s{0, 10, 0.05, 0.05};
  EXPECT_EQ(sprt_verdict(Tally{300, 100, 100}, s), "H1 accepted");
  EXPECT_EQ(sprt_verdict(Tally{100, 100, 300}, s), "H0 accepted");
  EXPECT_EQ(sprt_verdict(Tally{3, 2, 2}, s), "");
  EXPECT_GT(sprt_llr(Tally{300, 100, 100}, s), 0);
}

// A 124-0 match in mergeshogi ran on undecided: a one-sided record has no
// variance, and the test's LLR was 0 however long the streak.
TEST(Sprt, AOneSidedRecordDecidesAfterAStreakNotAtOnce) {
  const Sprt non_regression{-5, 0, 0.05, 0.05};
  EXPECT_EQ(sprt_verdict(Tally{3, 0, 0}, non_regression), "");
  EXPECT_EQ(sprt_verdict(Tally{21, 0, 0}, non_regression), "");
  EXPECT_EQ(sprt_verdict(Tally{22, 0, 0}, non_regression), "H1 accepted");
  EXPECT_EQ(sprt_verdict(Tally{0, 0, 40}, non_regression), "H0 accepted");
  EXPECT_EQ(sprt_verdict(Tally{124, 0, 0}, Sprt{0, 5, 0.05, 0.05}), "H1 accepted");
}

TEST(Sprt, AnUnseenOutcomeBarelyMovesALargeRecord) {
  const Sprt s{0, 10, 0.05, 0.05};
  const double counts[] = {100, 0, 300}, points[] = {0, 0.5, 1};
  const double with_draws[] = {100, 1e-9, 300};
  EXPECT_NEAR(normal_sprt_llr(counts, points, s), normal_sprt_llr(with_draws, points, s), 0.1);
  EXPECT_DOUBLE_EQ(sprt_llr(Tally{300, 0, 100}, s), normal_sprt_llr(counts, points, s));
}
