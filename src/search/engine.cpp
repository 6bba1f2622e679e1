// create_engine: the engine for a variant's family.
#include "search/engine.h"

#include "search/board_eval.h"
#include "search/game_adapter.h"

namespace hensoku {

std::unique_ptr<Engine> create_engine(const std::string& variant) {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  if (info->family == "shogi") return search::make_game_engine("shogi", search::make_shogi_evaluator());
  if (info->family == "chu") return search::make_game_engine("chu", search::make_chu_evaluator());
  if (info->family == "hasami") return search::make_game_engine("hasami", search::make_hasami_evaluator());
  throw InputError("no engine for the '" + info->family + "' family of variant '" + variant + "'");
}

}  // namespace hensoku
