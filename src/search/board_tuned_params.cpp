// The tuned weight tables of the shogi family's Game-path evaluation
// (board_params.h), per variant, as the "name value" lines `hensoku tune
// --out` writes over the untuned table. The commands and the SPRT that
// admitted each table are in docs/tuning.md and
// docs/benchmarks/shogi-variants-sprt.md. Variants not listed play the
// untuned table.
#include "search/board_params.h"

namespace hensoku::search {

namespace {

// mergeshogi: a transfer, not a fit. Standard shogi's tuned material, hand and
// advancement values (shogi_tuned_standard.cpp: 1554 self-play games at 1500
// nodes; hand_gold and hand_rook are the native untuned values, which that
// table keeps) on this table's names; a combined piece counts its parts' values
// as before, the combined_*, advance_major and king weights stay hand-set.
// (mergeshogi's own fit, 813 games at 600 nodes, lost: -50 whole, no group
// passed.) SPRT against the untuned table, 1000 nodes per move:
//   hensoku match --variant mergeshogi --games 2000 --concurrency 1 --nodes 1000
//     --openings open-merge.txt --max-plies 320 --resign-score 1500 --resign-moves 3
//     --sprt elo0=0,elo1=15,alpha=0.05,beta=0.05
//     --engine name=tuned,cmd=hensoku,option.EvalParams=tx_all.params
//     --engine name=untuned,cmd=hensoku,option.EvalParams=untuned
//   190-119-3 in 312 games, +80.5 +/- 39.6, LLR 2.95: H1 accepted.
const char* const kMergeShogiTable = R"(pawn 102
lance 311
knight 394
silver 500
gold 547
bishop 848
rook 982
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
hand_gold 615
hand_bishop 944
hand_rook 1100
advance_pawn 11
advance_lance -6
advance_knight -24
advance_silver 8
)";

}  // namespace

const std::unordered_map<std::string, std::string>& board_shogi_tuned_texts() {
  static const std::unordered_map<std::string, std::string> texts = {{"mergeshogi", kMergeShogiTable}};
  return texts;
}

}  // namespace hensoku::search
