// The tuned tables of the forced-capture variants (SF-5).
#include "search/shogi_tuned_tables.h"

namespace hensoku::search {

// The session-5 forced-capture table, from: hensoku datagen --variant forcedcapture --games 3000 (stopped at 837)
//   --nodes 1500 --random-plies 8 --max-plies 300 --adjudicate 1500 --seed 1, then one
//   round of hensoku tune --start untuned (59020 quiet positions: under the capture duty
//   a position with any capture is not quiet; error 0.191970 -> 0.190203). The table is
//   keyed by the variant name, so both CapturePriority readings play it.
// Played by the forced-capture variants whose SPRT against the untuned table
// passed with it (forcedcapture-kingcapture, trueforcedcapture); forcedcapture
// itself (with session 6's drag term over this table until then) plays its
// session-7 table since (shogi_tuned_forcedcapture_scorefit.cpp).
const char* const kForcedCaptureTable = R"(pawn 96
lance 316
knight 407
silver 497
gold 544
tokin 541
pro_lance 541
dragon 1394
hand_pawn 106
hand_lance 344
hand_knight 454
hand_silver 569
hand_bishop 936
hand_rook 1098
hand_gold 621
hand_pawn_excess -14
hand_second_minor 4
hand_second_major -5
hand_kinds -1
advance_pawn 23
advance_knight 8
advance_silver 2
advance_gold 6
guard_gold 21
guard_silver 17
guard_gold_front 3
press_promoted 12
press_silver 1
press_gold 1
mobility_bishop 4
mobility_rook -2
mobility_dragon -7
rook_open_file -1
knight_edge -1
king_rank 7
king_near_own 24
king_around_own 6
king_pawn_shield 7
king_escape -2
danger_attack 27
danger_attackers 21
danger_weak 38
danger_twice 13
danger_hand -15
danger_hand_empty 32
danger_drop_square 23
danger_shield 22
loose_worst_to_move 6
loose_total -7
tempo 35
)";

// forcedcapture-kingonly (SF-5.2): its own data, as forcedcapture's (datagen --variant
//   forcedcapture-kingonly, stopped at 1277 games; 51322 quiet positions; error
//   0.237468 -> 0.232464); the forcedcapture table's SPRT here stayed undecided.
const char* const kForcedCaptureKingOnlyTable = R"(pawn 93
lance 317
knight 403
silver 494
bishop 854
rook 992
gold 536
pro_lance 541
pro_knight 541
horse 944
dragon 1394
hand_pawn 115
hand_lance 344
hand_knight 449
hand_silver 567
hand_bishop 952
hand_rook 1104
hand_gold 612
hand_pawn_excess -12
hand_second_minor -6
hand_second_major 4
hand_kinds 8
advance_pawn 77
advance_lance 5
advance_knight 28
advance_silver 19
advance_gold -10
guard_gold -1
guard_silver 1
guard_gold_front -16
guard_silver_front -6
press_promoted 12
press_dragon 9
press_gold -1
mobility_lance 31
mobility_bishop 17
mobility_rook 14
mobility_horse -5
mobility_dragon -14
rook_open_file -1
knight_edge 2
king_rank -9
king_near_own -12
king_around_own -4
king_file -3
king_pawn_shield -12
king_escape 54
danger_attack 31
danger_attackers 17
danger_weak 36
danger_twice 11
danger_hand 9
danger_hand_empty -12
danger_drop_square -18
danger_shield 0
loose_worst_to_move -25
loose_total -45
tempo 39
)";

}  // namespace hensoku::search
