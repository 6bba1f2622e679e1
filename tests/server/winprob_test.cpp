// Issue #26: the win-probability reading. Every variant the registry plays
// has a curve fitted on its own self-play games (none borrows its group's),
// and the reading is from Black's side whoever is to move.
#include <gtest/gtest.h>

#include <cmath>

#include "server/winprob.h"
#include "variants/registry.h"

namespace hensoku::test {
namespace {

using server::BlackScore;
using server::win_black;
using server::win_curve;

// scripts/winprob/fit.py's MIN_POSITIONS: below it a variant would take its
// group's pooled curve.
constexpr int kMinScoredPositions = 300;

TEST(WinProbability, EveryRegisteredVariantHasItsOwnFittedCurve) {
  ASSERT_FALSE(registry().all().empty());
  for (const VariantInfo& v : registry().all()) {
    const server::WinCurve& c = win_curve(v.name);
    EXPECT_EQ(std::string(c.variant), v.name) << "no curve for " << v.name;
    EXPECT_GE(c.positions, kMinScoredPositions) << v.name << " uses a pooled curve, not its own fit";
    EXPECT_GT(c.scale, 0.0) << v.name;
  }
}

TEST(WinProbability, TheScaleIsTheScoreAtWhichBlackWinsSeventyThreePercent) {
  const server::WinCurve& c = win_curve("shogi");
  const double at_scale = win_black("shogi", {false, int(std::lround(c.scale))});
  EXPECT_NEAR(at_scale, 1.0 / (1.0 + std::exp(-1.0)), 0.001);
  EXPECT_DOUBLE_EQ(win_black("shogi", {false, 0}), 0.5);
}

TEST(WinProbability, ALeadForWhiteIsTheMirrorOfTheSameLeadForBlack) {
  for (const char* variant : {"shogi", "chushogi", "hasami-captureall", "daihasami-onestep"})
    for (int cp : {50, 400, 2500})
      EXPECT_NEAR(win_black(variant, {false, cp}) + win_black(variant, {false, -cp}), 1.0, 1e-12) << variant;
}

TEST(WinProbability, MateScoresAreCertain) {
  EXPECT_EQ(win_black("hasami", {true, 5}), 1.0);
  EXPECT_EQ(win_black("hasami", {true, -3}), 0.0);
}

TEST(WinProbability, TheEnginesScoreIsTurnedToBlacksSide) {
  SearchInfo info;
  info.score = 300;
  EXPECT_EQ(server::black_score(info, Side::Black).value, 300);
  EXPECT_EQ(server::black_score(info, Side::White).value, -300);
  EXPECT_GT(win_black("chushogi", server::black_score(info, Side::Black)), 0.5);
  EXPECT_LT(win_black("chushogi", server::black_score(info, Side::White)), 0.5);
}

}  // namespace
}  // namespace hensoku::test
