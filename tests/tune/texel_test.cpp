// Texel tuning on samples whose best parameters are known.
#include <gtest/gtest.h>

#include <cmath>

#include "tune/texel.h"
#include "variants/game.h"

namespace hensoku::tune {
namespace {

// Two features: x decides the result (the side to move wins 8 of 10 games
// when x > 0), y is noise; both weights start at 10, the linear model's point.
std::vector<Sample> samples_x_decides() {
  std::vector<Sample> out;
  for (int x = -3; x <= 3; ++x)
    for (int y = -2; y <= 2; ++y)
      for (int copy = 0; copy < 10; ++copy) {
        Sample s;
        const float win = x > 0 ? 1.0f : x < 0 ? 0.0f : 0.5f;
        s.result = copy < 8 ? win : 1.0f - win;
        s.base = 10.0 * x + 10.0 * y;
        s.gradient = {{0, float(x)}, {1, float(y)}, {2, 1.0f}};
        out.push_back(s);
      }
  return out;
}

TEST(Texel, ErrorIsMeanSquaredDistanceFromTheResult) {
  std::vector<Sample> one(1);
  one[0].result = 1.0f;
  one[0].base = 0;
  EXPECT_DOUBLE_EQ(texel_error(one, {0}, {0}, 0.01), 0.25);  // sigmoid(0) = 0.5
}

TEST(Texel, TuningDropsTheNoiseFeatureAndLowersTheError) {
  const auto samples = samples_x_decides();
  TexelOptions options;
  options.epochs = 300;
  options.learning_rate = 1;
  options.l2 = 0;
  options.fixed = {"bias"};
  TexelResult r = texel_tune(samples, {{"x", 10}, {"y", 10}, {"bias", 0}}, options);
  EXPECT_LT(r.error_after, r.error_before);
  EXPECT_LT(std::abs(r.after[1].value), 3);  // y explains nothing
  EXPECT_GT(r.after[0].value, 10);            // x takes over the scale y had
  EXPECT_EQ(r.after[2].value, 0);             // fixed
}

TEST(Texel, RidgePenaltyKeepsParametersNearTheStart) {
  const auto samples = samples_x_decides();
  TexelOptions free_fit, ridge;
  free_fit.l2 = 0;
  ridge.l2 = 1e-3;
  free_fit.fixed = ridge.fixed = {"bias"};
  TexelResult a = texel_tune(samples, {{"x", 10}, {"y", 10}, {"bias", 0}}, free_fit);
  TexelResult b = texel_tune(samples, {{"x", 10}, {"y", 10}, {"bias", 0}}, ridge);
  EXPECT_LT(std::abs(b.after[1].value - 10), std::abs(a.after[1].value - 10));
}

// The samples carry a bias feature (index 2) that this table lacks.
TEST(Texel, SampleFeatureBeyondTheTableIsAnInputError) {
  EXPECT_THROW(texel_tune(samples_x_decides(), {{"x", 10}, {"y", 10}}, TexelOptions{}), InputError);
}

TEST(Texel, NeverReturnsAWorseTable) {
  // Results that the feature cannot explain: the best is to stay put or improve.
  std::vector<Sample> samples;
  for (int i = 0; i < 20; ++i) {
    Sample s;
    s.result = i % 2 ? 1.0f : 0.0f;
    s.base = 0;
    s.gradient = {{0, float(i % 3 - 1)}};
    samples.push_back(s);
  }
  TexelResult r = texel_tune(samples, {{"x", 0}}, TexelOptions{});
  EXPECT_LE(r.error_after, r.error_before);
}

}  // namespace
}  // namespace hensoku::tune
