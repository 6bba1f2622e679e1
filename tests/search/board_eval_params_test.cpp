// The shogi family's Game-path evaluation (mergeshogi) as a weight table:
// the untuned table is the hand-set evaluation, combined pieces (SF-4.6:
// their parts) count their parts' values plus the combined weights, and the
// EvalParams option chooses the table, a file for either of the family's two
// tables being accepted and one for neither refused.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "search/board_eval.h"
#include "search/board_params.h"
#include "search/engine.h"
#include "search/engine_options.h"
#include "search/game_adapter.h"
#include "variants/registry.h"

namespace hensoku::search {
namespace {

struct TempFile {
  std::string path;
  explicit TempFile(const std::string& text) : path(testing::TempDir() + "hensoku_board_params_" +
                                                    std::to_string(reinterpret_cast<uintptr_t>(this)) + ".params") {
    std::ofstream(path) << text;
  }
  ~TempFile() { std::remove(path.c_str()); }
};

int eval_of(const std::string& sfen, const BoardShogiParams& params) {
  auto game = create_game("mergeshogi");
  game->set_sfen(sfen);
  return evaluate_board_shogi(game->view(), params);
}

// A black knight+bishop on 7g, two ranks up and two squares from its king.
const char* const kCombinedSfen = "4k4/9/9/9/9/9/2(NB)6/9/4K4 b - 1";

TEST(BoardShogiParams, SF4_6_CombinedPieceIsWorthItsPartsUntuned) {
  // knight 310 + bishop 640, two steps from the own king (+6), tempo 20.
  EXPECT_EQ(eval_of(kCombinedSfen, kBoardShogiUntunedParams), 310 + 640 + 6 + 20);
  // White to move: the same from the other side.
  EXPECT_EQ(eval_of("4k4/9/9/9/9/9/2(NB)6/9/4K4 w - 1", kBoardShogiUntunedParams), -(310 + 640 + 6) + 20);
  auto evaluator = make_shogi_evaluator();
  EXPECT_EQ(evaluator->piece_value("NB"), 950);
  EXPECT_EQ(evaluator->piece_value("n+l"), 310 + 500);
  EXPECT_EQ(evaluator->piece_value("+P+B"), 520 + 900);
  EXPECT_EQ(evaluator->piece_value("k"), 2000);
}

TEST(BoardShogiParams, CombinedWeightsApplyToCombinedPiecesOnly) {
  BoardShogiParams p = kBoardShogiUntunedParams;
  p[kBoard_combined] = 50;
  p[kBoard_combined_major] = 30;
  p[kBoard_combined_promoted] = 1000;  // no promoted part here
  p[kBoard_advance_combined] = 7;      // two ranks from the back rank
  EXPECT_EQ(eval_of(kCombinedSfen, p), 976 + 50 + 30 + 14);
  // A plain knight and bishop get none of it.
  EXPECT_EQ(eval_of("4k4/9/9/9/9/9/2N6/9/4KB3 b - 1", p), eval_of("4k4/9/9/9/9/9/2N6/9/4KB3 b - 1",
                                                                 kBoardShogiUntunedParams));
}

// The hand-set terms, counted by hand: a white gold next to the black king,
// two rooks in White's hand and a pawn in Black's.
TEST(BoardShogiParams, UntunedTableCountsHandsAndKingSurroundings) {
  const int black = 115 /*hand pawn*/ - 30 /*gold next to the king*/ - 2 * 12 /*enemy rooks in hand*/;
  const int white = 480 /*gold*/ + 2 * 828 /*rooks in hand*/ - 3 /*enemy pawn in hand*/;
  EXPECT_EQ(eval_of("4k4/9/9/9/9/9/9/3g5/4K4 b P2r 1", kBoardShogiUntunedParams), black - white + 20);
}

TEST(BoardShogiParams, FeaturesDotWeightsIsTheEvaluation) {
  auto game = create_game("mergeshogi");
  for (const char* m : {"7g7f", "3c3d", "8h2b+", "3a2b"}) game->play(m);
  BoardShogiFeatures f;
  board_shogi_features(game->view(), f);
  BoardShogiParams p = kBoardShogiUntunedParams;
  p[kBoard_hand_bishop] = 999;
  int dot = 0;
  for (size_t i = 0; i < f.size(); ++i) dot += f[i] * p[i];
  EXPECT_EQ(evaluate_board_shogi(game->view(), p), dot);
  EXPECT_EQ(f[kBoard_hand_bishop], 0);  // one bishop in each hand
  EXPECT_EQ(f[kBoard_tempo], 1);
}

TEST(BoardShogiParams, ReadingAFileChecksItsNames) {
  BoardShogiParams p = read_board_shogi_params("# c\ncombined 40\n\ntempo 5\n", kBoardShogiUntunedParams);
  EXPECT_EQ(p[kBoard_combined], 40);
  EXPECT_EQ(p[kBoard_tempo], 5);
  EXPECT_EQ(p[kBoard_pawn], 100);
  EXPECT_THROW(read_board_shogi_params("danger_attack 5\n", kBoardShogiUntunedParams), InputError);
  EXPECT_THROW(read_board_shogi_params("tempo x\n", kBoardShogiUntunedParams), InputError);
}

TEST(BoardShogiParams, UnlistedVariantsPlayTheUntunedTable) {
  EXPECT_EQ(board_shogi_tuned_params("no-such-variant"), kBoardShogiUntunedParams);
  EngineSettings s;
  apply_engine_option(s, "EvalParams", "untuned");
  EXPECT_EQ(board_shogi_selected_params("mergeshogi", s), kBoardShogiUntunedParams);
}

// mergeshogi's tuned table (the SPRT-admitted transfer of standard shogi's
// piece, hand and advancement values, data/eval/shogi-game) is what it plays
// by default; its other weights stay hand-set.
TEST(BoardShogiParams, MergeShogiPlaysItsTunedTableByDefault) {
  const BoardShogiParams& tuned = board_shogi_tuned_params("mergeshogi");
  EXPECT_EQ(tuned[kBoard_knight], 394);
  EXPECT_EQ(tuned[kBoard_bishop], 848);
  EXPECT_EQ(tuned[kBoard_rook], 982);
  EXPECT_EQ(tuned[kBoard_hand_rook], 1100);
  EXPECT_EQ(tuned[kBoard_advance_knight], -24);
  EXPECT_EQ(tuned[kBoard_combined], kBoardShogiUntunedParams[kBoard_combined]);
  EXPECT_EQ(tuned[kBoard_advance_major], kBoardShogiUntunedParams[kBoard_advance_major]);
  EXPECT_EQ(tuned[kBoard_king_near_enemy], kBoardShogiUntunedParams[kBoard_king_near_enemy]);
  EXPECT_EQ(tuned[kBoard_tempo], kBoardShogiUntunedParams[kBoard_tempo]);
  EngineSettings s;  // EvalParams left at its default, "tuned"
  EXPECT_EQ(&board_shogi_selected_params("mergeshogi", s), &tuned);
  // SF-4.6: the combined knight+bishop counts its tuned parts, 394 + 848
  // (two steps from its king: +6; tempo 20).
  EXPECT_EQ(eval_of(kCombinedSfen, tuned), 394 + 848 + 6 + 20);
  // The untuned table is unchanged.
  EXPECT_EQ(eval_of(kCombinedSfen, kBoardShogiUntunedParams), 310 + 640 + 6 + 20);
}

// The adapter evaluates with the EvalParams choice.
TEST(BoardShogiParams, GameAdapterEvaluatesWithTheSelectedTable) {
  auto game = create_game("mergeshogi");
  game->set_sfen(kCombinedSfen);
  auto setup = GameAdapter::setup(*game, make_shogi_evaluator());
  GameAdapter& pos = setup.position;
  EngineSettings s;
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), evaluate_board_shogi(game->view(), board_shogi_tuned_params("mergeshogi")));
  apply_engine_option(s, "EvalParams", "untuned");
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), 976);
  TempFile file("combined 100\n");
  apply_engine_option(s, "EvalParams", file.path);
  pos.use_eval_params(s);
  BoardShogiParams expected = board_shogi_tuned_params("mergeshogi");
  expected[kBoard_combined] = 100;
  EXPECT_EQ(pos.evaluate(), evaluate_board_shogi(game->view(), expected));
}

// The shogi family has two tables; a file fits one of them or is refused.
TEST(BoardShogiParams, ShogiFamilyTakesAFileForEitherTableAndRefusesOneForNeither) {
  auto engine = create_engine("mergeshogi");
  TempFile board("combined 40\nadvance_combined 3\n");
  TempFile native("danger_attack 9\n");
  TempFile neither("combined 40\ndanger_attack 9\n");
  TempFile unknown("no_such_weight 1\n");
  EXPECT_NO_THROW(engine->set_option("EvalParams", board.path));
  EXPECT_NO_THROW(engine->set_option("EvalParams", native.path));
  EXPECT_THROW(engine->set_option("EvalParams", neither.path), InputError);
  EXPECT_THROW(engine->set_option("EvalParams", unknown.path), InputError);
}

// A merge-table file set before the game reaches the mergeshogi search; a
// standard shogi game on the same engine keeps its own tuned table (the file
// is not for it) and still plays.
TEST(BoardShogiParams, EngineSearchesBothPathsWithABoardTableFile) {
  auto engine = create_engine("shogi");
  TempFile board("combined 40\n");
  engine->set_option("EvalParams", board.path);
  for (const char* variant : {"mergeshogi", "shogi"}) {
    auto game = create_game(variant);
    std::string best;
    SearchLimits limits;
    limits.depth = 2;
    engine->go(*game, limits, [](const SearchInfo&) {}, [&](const BestMove& b) { best = b.move; });
    engine->wait();
    EXPECT_FALSE(best.empty()) << variant;
    EXPECT_NE(best, "resign") << variant;
  }
}

}  // namespace
}  // namespace hensoku::search
