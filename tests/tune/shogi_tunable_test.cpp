// The shogi family's TunableEval: quiet positions only, the evaluation and
// its numerical gradient at the given table.
#include <gtest/gtest.h>

#include "shogi/engine/shogi_params.h"
#include "shogi/position.h"
#include "tune/shogi_tunable.h"
#include "tune/texel.h"
#include "tune/tunable.h"
#include "variants/game.h"

namespace hensoku::tune {
namespace {

std::vector<int> untuned_values() {
  return {shogi::engine::kShogiUntunedParams.begin(), shogi::engine::kShogiUntunedParams.end()};
}

float gradient_of(const Sample& s, int param) {
  for (const auto& [i, g] : s.gradient)
    if (i == param) return g;
  return 0;
}

// The king-relative and square entries are linear: the sample's derivative
// for an entry is what one unit on it changes the evaluation by (the pieces
// on it, ours minus theirs, from the side to move's view). `nonzero` counts
// the entries the position uses.
void expect_placement_gradient_exact(const Sample& s, const std::string& sfen, int& nonzero) {
  shogi::Position pos;
  pos.set_sfen(sfen);
  for (int i = shogi::engine::kShogi_kpo; i < shogi::engine::kShogiParamCount; ++i) {
    shogi::engine::ShogiParams p = shogi::engine::kShogiUntunedParams;
    p[size_t(i)] = 1;
    const int change =
        shogi::engine::evaluate_shogi(pos, p) - shogi::engine::evaluate_shogi(pos, shogi::engine::kShogiUntunedParams);
    ASSERT_EQ(gradient_of(s, i), float(change)) << shogi::engine::shogi_param_names()[size_t(i)];
    nonzero += change != 0;
  }
}

TEST(ShogiTunable, FastPathVariantsHaveIt) {
  for (const char* v :
       {"shogi", "forcedcapture", "trueforcedcapture", "friendcapture", "swappergold", "swapshogi", "mergeshogi"}) {
    const TunableEval* t = tunable_for_variant(v);
    ASSERT_NE(t, nullptr) << v;
    EXPECT_EQ(t->family(), "shogi");
  }
  EXPECT_EQ(tunable_for_variant("mergeshogi"), &shogi_tunable());  // SF-4 on the native path
}

TEST(ShogiTunable, UntunedTableIsTheHandSetOne) {
  const TunableEval* t = tunable_for_variant("shogi");
  auto params = t->untuned("shogi");
  ASSERT_EQ(params.size(), size_t(shogi::engine::kShogiParamCount));
  EXPECT_EQ(params[shogi::engine::kShogi_pawn].name, "pawn");
  EXPECT_EQ(params[shogi::engine::kShogi_pawn].value, 90);
}

TEST(ShogiTunable, PositionWithACaptureIsNotQuiet) {
  const TunableEval* t = tunable_for_variant("shogi");
  // After 1. P-7f P-3d 2. Bx2b+ is available: Black to move has a capture.
  EXPECT_FALSE(t->sample("shogi", "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", 1.0f,
                         untuned_values()));
}

TEST(ShogiTunable, QuietSampleHasTheEvaluationAndMaterialGradient) {
  const TunableEval* t = tunable_for_variant("shogi");
  // Black has a silver in hand; White to move, no capture.
  const std::string sfen = "lnsgkg1nl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w S 1";
  auto s = t->sample("shogi", sfen, 1.0f, untuned_values());
  ASSERT_TRUE(s);
  EXPECT_FLOAT_EQ(s->result, 0.0f);  // Black won: White, to move, lost
  shogi::Position pos;
  pos.set_sfen(sfen);
  EXPECT_DOUBLE_EQ(s->base, shogi::engine::evaluate_shogi(pos, shogi::engine::kShogiUntunedParams));
  EXPECT_FLOAT_EQ(gradient_of(*s, shogi::engine::kShogi_hand_silver), -1.0f);  // from White's view
  EXPECT_FLOAT_EQ(gradient_of(*s, shogi::engine::kShogi_tempo), 1.0f);
  EXPECT_FLOAT_EQ(gradient_of(*s, shogi::engine::kShogi_silver), -1.0f);
}

TEST(ShogiTunable, SourceEntryListsTheChangedWeights) {
  const TunableEval* t = tunable_for_variant("shogi");
  auto params = t->untuned("shogi");
  params[shogi::engine::kShogi_tempo].value = 20;
  EXPECT_EQ(t->source_entry("shogi", params), "tempo 20\n");
}

// --start FILE: a parameter file's lines over the starting table.
TEST(ShogiTunable, ParameterFileReadsOverTheTable) {
  const TunableEval* t = tunable_for_variant("shogi");
  auto params = read_parameter_text("# shogi: hensoku tune ...\npawn 95\ntempo 20\n", t->untuned("shogi"));
  EXPECT_EQ(params[shogi::engine::kShogi_pawn].value, 95);
  EXPECT_EQ(params[shogi::engine::kShogi_tempo].value, 20);
  EXPECT_EQ(params[shogi::engine::kShogi_rook].value, 990);
  EXPECT_THROW(read_parameter_text("stone 40\n", t->untuned("shogi")), InputError);
  EXPECT_THROW(read_parameter_text("pawn x\n", t->untuned("shogi")), InputError);
}

TEST(ShogiTunable, KingRelativeGradientIsExact) {
  const TunableEval* t = tunable_for_variant("shogi");
  const std::string sfen = "lnsg3nl/1r1k1sgb1/ppppp2pp/5pp2/9/2P4P1/PP1PPPP1P/1BK2S1R1/LNSG1G1NL w - 12";
  auto s = t->sample("shogi", sfen, 0.5f, untuned_values());
  ASSERT_TRUE(s);
  int nonzero = 0;
  ASSERT_NO_FATAL_FAILURE(expect_placement_gradient_exact(*s, sfen, nonzero));
  EXPECT_GT(nonzero, 20);
}

// SF-4: a combined piece counts on the table entries of both its parts,
// as the evaluation places it.
TEST(ShogiTunable, SF_4_CombinedPieceGradientIsExact) {
  const TunableEval* t = tunable_for_variant("mergeshogi");
  const std::string sfen = "4k4/9/9/9/4(NG)4/9/9/9/4K4 b - 1";
  auto s = t->sample("mergeshogi", sfen, 0.5f, untuned_values());
  ASSERT_TRUE(s);
  for (const auto& [i, g] : s->gradient) ASSERT_LT(int(i), shogi::engine::kShogiParamCount);
  int nonzero = 0;
  ASSERT_NO_FATAL_FAILURE(expect_placement_gradient_exact(*s, sfen, nonzero));
  EXPECT_EQ(nonzero, 6);  // knight and gold: own king, enemy king, square
  EXPECT_GT(gradient_of(*s, shogi::engine::kShogi_knight), 0.9f);
  EXPECT_GT(gradient_of(*s, shogi::engine::kShogi_gold), 0.9f);
}

}  // namespace
}  // namespace hensoku::tune
