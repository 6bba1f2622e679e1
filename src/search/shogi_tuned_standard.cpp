// The tuned table of standard shogi (also swappergold and swapshogi).
#include "search/shogi_tuned_tables.h"

namespace hensoku::search {

// shogi: hensoku datagen --variant shogi --games 3000 (stopped at 1554) --nodes 1500
//   --random-plies 8 --max-plies 300 --adjudicate 1500 --seed 1, then one round of
//   hensoku tune --start untuned (65938 quiet positions, error 0.215124 -> 0.212270).
// Also played by the variants whose SPRT against the untuned table passed with it.
const char* const kShogiTable = R"(pawn 102
lance 311
knight 394
silver 500
bishop 848
rook 982
gold 547
tokin 536
pro_lance 536
pro_knight 534
pro_silver 539
horse 950
dragon 1396
hand_pawn 116
hand_lance 347
hand_knight 446
hand_silver 571
hand_bishop 944
hand_pawn_excess -19
hand_second_minor -1
hand_second_major -1
hand_kinds 11
advance_pawn 11
advance_lance -6
advance_knight -24
advance_silver 8
advance_gold 1
guard_gold 22
guard_silver 30
guard_gold_front -12
guard_silver_front 18
press_promoted 12
press_horse 11
press_silver -3
press_gold 1
mobility_lance 12
mobility_bishop 30
mobility_rook 12
mobility_horse 32
mobility_dragon 22
rook_open_file 9
knight_edge -5
king_rank -6
king_near_own 34
king_around_own 24
king_file 17
king_pawn_shield 24
king_escape -9
danger_attack 14
danger_attackers 16
danger_weak 30
danger_twice 13
danger_hand -3
danger_hand_empty 7
danger_drop_square 16
danger_shield 1
loose_worst_to_move 14
loose_worst_waiting 3
loose_total 2
tempo 28
)";

}  // namespace hensoku::search
