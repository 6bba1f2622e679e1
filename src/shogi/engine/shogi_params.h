#pragma once
// The shogi family's evaluation weights (the fast paths, shogi_position_eval.cpp)
// as a named table, so that `hensoku tune` can fit them and the engine option
// EvalParams can choose between the hand-set table ("untuned") and the tuned
// ones. All values are centipawns (a pawn on the board about 90) unless said.
//
// Most terms are a weight times a count, ours minus theirs, from the side to
// move's view. King danger is not linear: its weights make a danger sum d
// whose penalty is min(d*d/256, danger_cap) (the tuner linearises it, see
// docs/tuning.md). Weights at 0 in the untuned table are features the
// hand-set evaluation did not have; tuning gives them their values.
#include <array>
#include <string>
#include <unordered_map>

#include "core/side.h"
#include "search/engine_options.h"

namespace hensoku::shogi {
class Position;
}

namespace hensoku::shogi::engine {

using search::EngineSettings;

#define HENSOKU_SHOGI_PARAMS(X)                                                                               \
  /* material on the board, by type */                                                                        \
  X(pawn, 90) X(lance, 315) X(knight, 405) X(silver, 495) X(bishop, 855) X(rook, 990) X(gold, 540)            \
  X(tokin, 540) X(pro_lance, 540) X(pro_knight, 540) X(pro_silver, 540) X(horse, 945) X(dragon, 1395)         \
  /* in hand, by type; each pawn in hand beyond the third adds hand_pawn_excess more */                       \
  X(hand_pawn, 105) X(hand_lance, 345) X(hand_knight, 450) X(hand_silver, 570) X(hand_bishop, 945)            \
  X(hand_rook, 1100) X(hand_gold, 615) X(hand_pawn_excess, -15)                                               \
  /* a second or further piece of the same kind in hand (silver..rook), and kinds held */                     \
  X(hand_second_minor, 0) X(hand_second_major, 0) X(hand_kinds, 0)                                            \
  /* advancement: per rank away from the own back rank, by type */                                           \
  X(advance_pawn, 3) X(advance_lance, 3) X(advance_knight, 3) X(advance_silver, 3) X(advance_gold, 0)         \
  /* per step closer than 3 (gold, silver) to the own king */                                                \
  X(guard_gold, 12) X(guard_silver, 12)                                                                       \
  /* gold or silver right beside or in front of the own king (a castle's core) */                             \
  X(guard_gold_front, 0) X(guard_silver_front, 0)                                                             \
  /* per step closer than 4 to the enemy king: promoted minors, horse, dragon, silver, gold */                \
  X(press_promoted, 10) X(press_horse, 10) X(press_dragon, 10) X(press_silver, 0) X(press_gold, 0)            \
  /* squares a slider attacks that no own piece stands on, by slider */                                      \
  X(mobility_lance, 3) X(mobility_bishop, 3) X(mobility_rook, 3) X(mobility_horse, 3) X(mobility_dragon, 3)   \
  /* a rook or dragon on a file without an own pawn; a knight that can still jump but not be dropped back */  \
  X(rook_open_file, 0) X(knight_edge, 0)                                                                      \
  /* the king: per rank from the own back rank (as rank - 6), own pieces on its step squares and two steps */ \
  /* away, files away from the centre (up to 3), own pawns in front of it, empty unattacked escape squares */ \
  X(king_rank, 10) X(king_near_own, 8) X(king_around_own, 3) X(king_file, 6) X(king_pawn_shield, 0)           \
  X(king_escape, 0)                                                                                           \
  /* king danger sum: attackers' type weights on the king zone, attackers, squares next to the king only */   \
  /* the king defends, squares attacked twice, enemy hand pieces' attack weight (x base, x per empty */       \
  /* square near the king), empty undefended near squares when the enemy holds a piece, own pieces near */    \
  X(danger_attack, 6) X(danger_attackers, 10) X(danger_weak, 28) X(danger_twice, 12) X(danger_hand, 4)        \
  X(danger_hand_empty, 1) X(danger_drop_square, 10) X(danger_shield, 8) X(danger_cap, 1500)                   \
  /* loose and pawn-attacked pieces, in 48ths of their value: the worst one when we move, when they move */   \
  /* and the sum */                                                                                           \
  X(loose_worst_to_move, 16) X(loose_worst_waiting, 6) X(loose_total, 3)                                      \
  X(tempo, 30)                                                                                                \
  /* session 5 features (0 in the untuned table, so untuned play is unchanged): squares a knight, or a */      \
  /* silver, gold or promoted minor, attacks that hold no own piece and no enemy pawn attacks; */              \
  X(mobility_knight, 0) X(mobility_step, 0)                                                                   \
  /* per non-pawn piece on the board, (its distance to the own king) x (to the enemy king): drop games */     \
  /* reward pieces near the fight; an unpromoted lance, knight, silver (minor) or bishop, rook (major) */     \
  /* standing in or attacking the promotion zone */                                                           \
  X(king_proximity, 0) X(promote_minor, 0) X(promote_major, 0)                                                \
  /* kinds of non-pawn pieces in hand x empty squares of the enemy half the enemy does not attack */          \
  X(drop_mobility, 0)                                                                                         \
  /* the king's flank (its file and the two beside it, the own six ranks): enemy attacks there and */         \
  /* squares attacked twice, linear and inside the danger sum; own attacks there reduce the danger sum; */    \
  /* enemy hand pieces' attack weight x the number of enemy board pieces attacking the king zone */           \
  X(king_flank_attack, 0) X(danger_flank, 0) X(danger_flank_defense, 0) X(danger_hand_attackers, 0)        \
  /* capture duty (SF-5.1; 0 in the untuned table): per step the king can be pulled forward by enemy pawn */ \
  /* drops straight in front of it that check and that only the king can take, so it must take them */       \
  X(fc_drag, 0)

enum ShogiParam : int {
#define HENSOKU_SHOGI_PARAM_ENUM(name, value) kShogi_##name,
  HENSOKU_SHOGI_PARAMS(HENSOKU_SHOGI_PARAM_ENUM)
#undef HENSOKU_SHOGI_PARAM_ENUM
      kShogiNamedParamCount
};

// King-relative piece-square tables (0 in the untuned table): a value for each
// board piece by its kind and its offset from its own king (table "kpo") and
// from the enemy king (table "kpe"), seen from the piece's side: files apart
// (0..8; the rules are mirror-symmetric) and ranks ahead of that king
// (-8..8, positive towards the enemy camp). Parameter names are
// kpo_<kind>_<files>_<ranks>, e.g. kpo_gold_1_1 for a gold diagonally in
// front of its king. Kinds: the promoted minors move as golds and share
// gold's entries.
inline constexpr int kKingRelativeKinds = 9;  // pawn lance knight silver gold bishop rook horse dragon
inline constexpr int kKingRelativeFiles = 9, kKingRelativeRanks = 17;
inline constexpr int kKingRelativeTableSize = kKingRelativeKinds * kKingRelativeFiles * kKingRelativeRanks;
inline constexpr int kShogi_kpo = kShogiNamedParamCount;                 // first entry, own king
inline constexpr int kShogi_kpe = kShogi_kpo + kKingRelativeTableSize;   // first entry, enemy king
// An absolute piece-square table by kind (0 in the untuned table): files from
// the nearer edge (0..4, mirror-symmetric) and ranks from the piece's own back
// rank (0..8), named psq_<kind>_<file>_<rank>.
inline constexpr int kSquareTableFiles = 5, kSquareTableRanks = 9;
inline constexpr int kSquareTableSize = kKingRelativeKinds * kSquareTableFiles * kSquareTableRanks;
inline constexpr int kShogi_psq = kShogi_kpe + kKingRelativeTableSize;
inline constexpr int kShogiParamCount = kShogi_psq + kSquareTableSize;

// Offset of an entry within a king-relative table.
constexpr int king_relative_index(int kind, int files, int ranks_ahead) {
  return (kind * kKingRelativeFiles + files) * kKingRelativeRanks + ranks_ahead + 8;
}

constexpr int square_table_index(int kind, int file_from_edge, int rank_from_back) {
  return (kind * kSquareTableFiles + file_from_edge) * kSquareTableRanks + rank_from_back;
}

// The tables' kind of each shogi piece type (-1: none, the king and a
// merged piece); the promoted minors move as golds.
inline constexpr int kTableKind[16] = {-1, 0, 1, 2, 3, 5, 6, 4, -1, 4, 4, 4, 4, 7, 8, -1};

// The three table parameters (indices into ShogiParams) of a piece of
// `kind` that belongs to `us` and stands on `square`, with its own king on
// `king` and the enemy king on `enemy_king` (shogi_position_eval.cpp).
struct KingTableEntries {
  int own, enemy, square;
};
KingTableEntries king_table_entries(Side us, int kind, int square, int king, int enemy_king);

// Every parameter's name: the named ones, the two king-relative tables, the
// absolute table.
const std::array<const char*, kShogiParamCount>& shogi_param_names();

using ShogiParams = std::array<int, kShogiParamCount>;

// The hand-set weights, before any tuning (EvalParams "untuned"): the
// evaluation as it was written by hand, node for node (the king-relative
// tables are 0).
inline constexpr ShogiParams kShogiUntunedParams = [] {
  constexpr int named[] = {
#define HENSOKU_SHOGI_PARAM_VALUE(name, value) value,
      HENSOKU_SHOGI_PARAMS(HENSOKU_SHOGI_PARAM_VALUE)
#undef HENSOKU_SHOGI_PARAM_VALUE
  };
  ShogiParams p{};
  for (int i = 0; i < kShogiNamedParamCount; ++i) p[size_t(i)] = named[i];
  return p;
}();

// The tuned table's text per variant ("name value" lines over the untuned
// table, as `hensoku tune --out` writes them): data/eval/shogi, built in.
// Variants not listed in its `variants` index play the untuned table.
const std::unordered_map<std::string, std::string>& shogi_tuned_texts();
const ShogiParams& shogi_tuned_params(const std::string& variant);
// The table for the EvalParams choice: tuned, untuned, or a file's lines over
// the variant's tuned table (cached by variant and text).
const ShogiParams& shogi_selected_params(const std::string& variant, const EngineSettings& settings);

// Reads "name value" lines (# comments) over `base`; throws InputError on an
// unknown name or a malformed value.
ShogiParams read_shogi_params(const std::string& text, const ShogiParams& base);

// The evaluation with these weights, from the side to move's view
// (shogi_position_eval.cpp).
int evaluate_shogi(const shogi::Position& pos, const ShogiParams& params);

}  // namespace hensoku::shogi::engine
