// Texel tuning on samples whose best parameters are known.
#include <gtest/gtest.h>

#include "tune/texel.h"

namespace hensoku::tune {
namespace {

// One feature x in -3..3; the side to move wins when x > 0, loses when x < 0.
std::vector<Sample> separable_samples() {
  std::vector<Sample> out;
  for (int x = -3; x <= 3; ++x)
    for (int copy = 0; copy < 10; ++copy) {
      Sample s;
      s.result = x > 0 ? 1.0f : x < 0 ? 0.0f : 0.5f;
      s.base = 10.0 * x;  // evaluated at value 10
      s.gradient = {{0, float(x)}, {1, 1.0f}};
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

TEST(Texel, TuningRaisesTheWeightOfAPredictiveFeatureAndLowersTheError) {
  const auto samples = separable_samples();
  TexelOptions options;
  options.epochs = 300;
  options.learning_rate = 5;
  options.fixed = {"bias"};
  TexelResult r = texel_tune(samples, {{"x", 10}, {"bias", 0}}, options);
  EXPECT_LT(r.error_after, r.error_before);
  EXPECT_GT(r.after[0].value, 10);
  EXPECT_EQ(r.after[1].value, 0);  // fixed
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
