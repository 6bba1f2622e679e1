// The shogi evaluation's weight table (search/shogi_params.h): the untuned
// table is the hand-set evaluation, the text form reads back, bad text is an
// InputError, and single weights move the evaluation by their feature.
#include <gtest/gtest.h>

#include "search/shogi_adapter.h"
#include "search/shogi_params.h"
#include "shogi/position.h"
#include "variants/game.h"

namespace hensoku::search {
namespace {

shogi::Position at(const std::string& sfen) {
  shogi::Position pos;
  pos.set_sfen(sfen);
  return pos;
}

const char* kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const char* kMiddle = "lnsg3nl/1r1k1sgb1/ppppp2pp/5pp2/9/2P4P1/PP1PPPP1P/1BK2S1R1/LNSG1G1NL b - 11";

TEST(ShogiParams, UntunedTableIsTheDefaultEvaluation) {
  for (const char* sfen : {kStart, kMiddle, "lnsgkg1nl/1r5s1/p1pppp1pp/6p2/1p2B4/2P4P1/PP1PPPP1P/7R1/LNSGKGSNL b b 9"}) {
    shogi::Position pos = at(sfen);
    EXPECT_EQ(evaluate_shogi(pos, kShogiUntunedParams), evaluate_shogi(pos)) << sfen;
  }
}

TEST(ShogiParams, SymmetricStartIsWorthTheTempo) {
  EXPECT_EQ(evaluate_shogi(at(kStart), kShogiUntunedParams), kShogiUntunedParams[kShogi_tempo]);
}

TEST(ShogiParams, HandValueMovesTheEvaluationByTheCount) {
  // Black holds both missing silvers in hand.
  shogi::Position pos = at("lnsgkg1nl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKG1NL b 2S 1");
  ShogiParams p = kShogiUntunedParams;
  const int before = evaluate_shogi(pos, p);
  p[kShogi_hand_silver] += 10;
  EXPECT_EQ(evaluate_shogi(pos, p), before + 20);
  p[kShogi_hand_second_minor] += 7;
  EXPECT_EQ(evaluate_shogi(pos, p), before + 27);
}

TEST(ShogiParams, TextReadsOverTheBaseTable) {
  ShogiParams p = read_shogi_params("# comment\npawn 100\n\ntempo 12  # trailing\nking_escape -3\n", kShogiUntunedParams);
  EXPECT_EQ(p[kShogi_pawn], 100);
  EXPECT_EQ(p[kShogi_tempo], 12);
  EXPECT_EQ(p[kShogi_king_escape], -3);
  EXPECT_EQ(p[kShogi_rook], kShogiUntunedParams[kShogi_rook]);
}

TEST(ShogiParams, BadTextIsAnInputError) {
  EXPECT_THROW(read_shogi_params("no_such_weight 3\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("pawn ninety\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("pawn 90 91\n", kShogiUntunedParams), InputError);
  EXPECT_THROW(read_shogi_params("stone 40\n", kShogiUntunedParams), InputError);  // a hasami name
}

TEST(ShogiParams, SelectionFollowsTheOption) {
  EngineSettings s;
  s.eval_params = "untuned";
  EXPECT_EQ(&shogi_selected_params("shogi", s), &kShogiUntunedParams);
  s.eval_params = "tuned";
  EXPECT_EQ(shogi_selected_params("shogi", s), shogi_tuned_params("shogi"));
  s.eval_params = "/some/file.params";
  s.eval_params_text = "tempo 5\n";
  ShogiParams expected = shogi_tuned_params("forcedcapture");
  expected[kShogi_tempo] = 5;
  EXPECT_EQ(shogi_selected_params("forcedcapture", s), expected);
}

TEST(ShogiParams, EveryTunedTableReads) {
  for (const auto& [variant, text] : shogi_tuned_texts()) EXPECT_NO_THROW(read_shogi_params(text, kShogiUntunedParams)) << variant;
}

}  // namespace
}  // namespace hensoku::search
