// The tuned table of friendcapture (SF-3: every piece may capture a friendly
// one, which goes to the capturer's hand).
#include "search/shogi_tuned_tables.h"

namespace hensoku::search {

// friendcapture: hensoku datagen --variant friendcapture --games 3000 (stopped at 1379)
//   --nodes 1500 --random-plies 8 --max-plies 300 --adjudicate 1500 --seed 1, one round
//   of hensoku tune --start untuned (40925 quiet positions, error 0.201438 -> 0.194633),
//   then the king-danger weights (danger_*) put back to their untuned values: with them
//   the table lost its SPRT (-72 Elo), and a screen of the danger weights alone lost
//   112 Elo, while material, king shelter and the other terms each held or gained
//   (docs/benchmarks/shogi-variants-sprt.md). SPRT against the untuned table: 501-413-1,
//   +33.5 +/- 22.6 Elo, H1 at elo0=0, elo1=15.
const char* const kFriendCaptureTable = R"(pawn 108
lance 310
knight 405
silver 492
bishop 852
rook 983
gold 563
tokin 539
pro_lance 531
pro_knight 536
pro_silver 539
horse 950
dragon 1397
hand_pawn 99
hand_lance 339
hand_knight 432
hand_silver 575
hand_bishop 941
hand_rook 1100
hand_gold 609
hand_pawn_excess -26
hand_second_minor -17
hand_second_major -1
hand_kinds -9
advance_pawn 9
advance_lance 15
advance_knight -14
advance_silver 8
advance_gold -4
guard_gold 59
guard_silver 10
guard_gold_front 9
guard_silver_front 4
press_promoted 14
press_horse 13
press_dragon 12
press_silver 1
press_gold 4
mobility_lance 16
mobility_bishop 19
mobility_rook -21
mobility_horse 38
mobility_dragon 3
rook_open_file -3
knight_edge -1
king_rank -10
king_near_own 51
king_around_own 25
king_file 10
king_pawn_shield 30
king_escape -11
loose_worst_to_move 8
loose_worst_waiting 7
loose_total 3
tempo 35
)";

}  // namespace hensoku::search
