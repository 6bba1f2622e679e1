// The shogi family's Game-path TunableEval (mergeshogi): quiet positions
// only, the evaluation and its exact gradient (the feature counts).
#include <gtest/gtest.h>

#include "search/board_params.h"
#include "tune/board_shogi_tunable.h"
#include "tune/tunable.h"
#include "variants/game.h"

namespace hensoku::tune {
namespace {

std::vector<int> untuned_values() {
  return {search::kBoardShogiUntunedParams.begin(), search::kBoardShogiUntunedParams.end()};
}

float gradient_of(const Sample& s, int param) {
  for (const auto& [i, g] : s.gradient)
    if (i == param) return g;
  return 0;
}

TEST(BoardShogiTunable, MergeShogiHasIt) {
  const TunableEval* t = &board_shogi_tunable();
  EXPECT_EQ(t->family(), "shogi");
  auto params = t->untuned("mergeshogi");
  ASSERT_EQ(params.size(), size_t(search::kBoardShogiParamCount));
  EXPECT_EQ(params[search::kBoard_combined].name, "combined");
  EXPECT_FALSE(board_shogi_tunable_variant("shogi"));  // the native path's table
}

// SF-4.6: a combined knight+bishop counts as a knight, a bishop and a
// combined piece with a major part, from the side to move's view.
TEST(BoardShogiTunable, SF4_GradientIsTheFeatureCountsOfAQuietPosition) {
  const TunableEval& t = board_shogi_tunable();
  auto s = t.sample("mergeshogi", "4k4/9/9/9/9/9/2(NB)6/9/4K4 w - 1", 1.0f, untuned_values());
  ASSERT_TRUE(s.has_value());
  EXPECT_FLOAT_EQ(s->result, 0.0f);  // Black won; White to move
  EXPECT_DOUBLE_EQ(s->base, -(310 + 640 + 6) + 20);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_knight), -1);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_bishop), -1);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_combined), -1);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_combined_major), -1);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_advance_combined), -2);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_tempo), 1);
  EXPECT_FLOAT_EQ(gradient_of(*s, search::kBoard_pawn), 0);
}

TEST(BoardShogiTunable, PositionWithACaptureIsNotQuiet) {
  const TunableEval& t = board_shogi_tunable();
  // The black rook can take the white pawn in front of it.
  EXPECT_FALSE(t.sample("mergeshogi", "4k4/9/9/9/9/9/1p7/9/1R2K4 b - 1", 0.5f, untuned_values()).has_value());
  EXPECT_TRUE(t.sample("mergeshogi", "4k4/9/9/9/9/9/9/9/1R2K4 b - 1", 0.5f, untuned_values()).has_value());
  EXPECT_THROW(t.sample("mergeshogi", "not a sfen", 0.5f, untuned_values()), InputError);
}

TEST(BoardShogiTunable, SourceEntryListsTheChangedWeights) {
  const TunableEval& t = board_shogi_tunable();
  auto params = t.untuned("mergeshogi");
  params[search::kBoard_combined].value = 33;
  EXPECT_EQ(t.source_entry("mergeshogi", params), "combined 33\n");
}

}  // namespace
}  // namespace hensoku::tune
