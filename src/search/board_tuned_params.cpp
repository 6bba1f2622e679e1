// The tuned weight tables of the shogi family's Game-path evaluation
// (board_params.h), per variant, as the "name value" lines `hensoku tune
// --out` writes over the untuned table. The commands and the SPRT that
// admitted each table are in docs/tuning.md and
// docs/benchmarks/shogi-variants-sprt.md. Variants not listed play the
// untuned table.
#include "search/board_params.h"

namespace hensoku::search {

const std::unordered_map<std::string, std::string>& board_shogi_tuned_texts() {
  static const std::unordered_map<std::string, std::string> texts = {};
  return texts;
}

}  // namespace hensoku::search
