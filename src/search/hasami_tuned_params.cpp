// The hasami family's tuned evaluation weights, per variant, in the order of
// kHasamiParamNames (hasami_params.h). Produced by `hensoku tune` from
// `hensoku datagen` self-play data; see docs/tuning.md for the commands.
#include "search/hasami_params.h"

namespace hensoku::search {

const std::unordered_map<std::string, HasamiParams>& hasami_tuned_table() {
  static const std::unordered_map<std::string, HasamiParams> table = {
  };
  return table;
}

}  // namespace hensoku::search
