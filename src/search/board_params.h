#pragma once
// The weights of the shogi family's evaluation over the Game interface
// (shogi_eval.cpp: the path that plays mergeshogi, and any shogi-family game
// the native paths do not take) as a named table, so that `hensoku tune` can
// fit them and the engine option EvalParams can choose between the hand-set
// table ("untuned") and the tuned ones.
//
// The evaluation is a weighted sum of feature counts (ours minus theirs,
// from the side to move's view), linear in every weight: the tuner's fit is
// exact. A combined merge piece (SF-4) counts the board values of its parts,
// plus the combined_* weights. Weights at 0 in the untuned table are features
// the hand-set evaluation did not have; tuning gives them their values.
#include <array>
#include <string>
#include <unordered_map>

#include "search/engine_options.h"
#include "variants/game.h"

namespace hensoku::search {

#define HENSOKU_BOARD_SHOGI_PARAMS(X)                                                                          \
  /* material on the board, by type (a combined piece: each part) */                                         \
  X(pawn, 100) X(lance, 280) X(knight, 310) X(silver, 420) X(gold, 480) X(bishop, 640) X(rook, 720)            \
  X(tokin, 520) X(pro_lance, 500) X(pro_knight, 510) X(pro_silver, 500) X(horse, 900) X(dragon, 1050)         \
  /* in hand, by type (the hand-set values: 115% of the board value) */                                      \
  X(hand_pawn, 115) X(hand_lance, 322) X(hand_knight, 356) X(hand_silver, 483) X(hand_gold, 552)              \
  X(hand_bishop, 736) X(hand_rook, 828)                                                                       \
  /* combined pieces: each one, each with a bishop or rook part (promoted or not), each with a promoted part */ \
  X(combined, 0) X(combined_major, 0) X(combined_promoted, 0)                                                 \
  /* advancement: per rank away from the own back rank, unpromoted single pieces by type, combined pieces */ \
  X(advance_pawn, 4) X(advance_lance, 4) X(advance_knight, 4) X(advance_silver, 4) X(advance_major, 4)        \
  X(advance_combined, 0)                                                                                      \
  /* the king's surroundings: own pieces one step and two steps away, enemy pieces one and two steps away, */ \
  /* enemy pieces with a bishop or rook part within two steps, and the enemy's hand (a pawn, another piece) */ \
  X(king_near_own, 16) X(king_around_own, 6) X(king_near_enemy, -30) X(king_around_enemy, -18)                \
  X(king_enemy_major, -20) X(king_enemy_hand_pawn, -3) X(king_enemy_hand_piece, -12)                          \
  /* the side to move */                                                                                     \
  X(tempo, 20)

enum BoardShogiParam : int {
#define HENSOKU_BOARD_SHOGI_PARAM_ENUM(name, value) kBoard_##name,
  HENSOKU_BOARD_SHOGI_PARAMS(HENSOKU_BOARD_SHOGI_PARAM_ENUM)
#undef HENSOKU_BOARD_SHOGI_PARAM_ENUM
      kBoardShogiParamCount
};

inline constexpr std::array<const char*, kBoardShogiParamCount> kBoardShogiParamNames = {
#define HENSOKU_BOARD_SHOGI_PARAM_NAME(name, value) #name,
    HENSOKU_BOARD_SHOGI_PARAMS(HENSOKU_BOARD_SHOGI_PARAM_NAME)
#undef HENSOKU_BOARD_SHOGI_PARAM_NAME
};

using BoardShogiParams = std::array<int, kBoardShogiParamCount>;
using BoardShogiFeatures = std::array<int, kBoardShogiParamCount>;

// The hand-set weights (EvalParams "untuned"): the Game path's evaluation as
// it was written by hand, node for node.
inline constexpr BoardShogiParams kBoardShogiUntunedParams = {
#define HENSOKU_BOARD_SHOGI_PARAM_VALUE(name, value) value,
    HENSOKU_BOARD_SHOGI_PARAMS(HENSOKU_BOARD_SHOGI_PARAM_VALUE)
#undef HENSOKU_BOARD_SHOGI_PARAM_VALUE
};

// The tuned tables' text per variant ("name value" lines over the untuned
// table, as `hensoku tune --out` writes them): data/eval/shogi-game, built
// in. Variants not listed in its `variants` index play the untuned table.
const std::unordered_map<std::string, std::string>& board_shogi_tuned_texts();
const BoardShogiParams& board_shogi_tuned_params(const std::string& variant);
// The table for the EvalParams choice: tuned, untuned, or a file's lines over
// the variant's tuned table (cached by variant and text).
const BoardShogiParams& board_shogi_selected_params(const std::string& variant, const EngineSettings& settings);

// Reads "name value" lines (# comments) over `base`; throws InputError on an
// unknown name or a malformed value.
BoardShogiParams read_board_shogi_params(const std::string& text, const BoardShogiParams& base);

// The feature counts of a shogi-family board view, from the side to move's
// view; the evaluation is their dot product with the weights.
void board_shogi_features(const BoardView& view, BoardShogiFeatures& features);
int evaluate_board_shogi(const BoardView& view, const BoardShogiParams& params);
// The board value of a piece token ("+P", "n", "N+L"): the sum of its parts.
int board_shogi_token_value(const std::string& token, const BoardShogiParams& params);

}  // namespace hensoku::search
