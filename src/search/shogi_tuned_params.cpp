// The shogi family's tuned evaluation weights, per variant, as the "name
// value" lines `hensoku tune --out` writes (over the untuned table,
// shogi_params.h). Produced from `hensoku datagen` self-play data; the
// commands and the SPRT results that admitted each table are in
// docs/tuning.md and docs/benchmarks/shogi-eval.md. Variants not listed play
// the untuned table.
#include "search/shogi_params.h"
#include "search/shogi_tuned_tables.h"

namespace hensoku::search {

const std::unordered_map<std::string, std::string>& shogi_tuned_texts() {
  static const std::unordered_map<std::string, std::string> texts = {
      {"shogi", kShogiScoreFitTable},
      {"swappergold", kShogiTable},
      {"swapshogi", kShogiTable},
      {"forcedcapture", kForcedCaptureScoreFitTable},
      {"forcedcapture-kingonly", kForcedCaptureKingOnlyTable},
      {"forcedcapture-kingcapture", kForcedCaptureTable},
      {"trueforcedcapture", kForcedCaptureTable},
      {"friendcapture", kFriendCaptureTable},
  };
  return texts;
}

}  // namespace hensoku::search
