// create_engine: the engine for a variant's family.
#include "search/engine.h"

#include "search/board_eval.h"
#include "search/board_params.h"
#include "search/family_engine.h"
#include "search/game_adapter.h"
#include "search/native_paths.h"

namespace hensoku {

namespace {

search::FamilyEngine::Path generic_path(const std::string& family,
                                        std::function<std::shared_ptr<const search::BoardEvaluator>()> eval,
                                        std::function<void(const search::EngineSettings&)> check_settings = {}) {
  return {[](const Game&) { return true; }, [family, eval] { return search::make_game_engine(family, eval()); },
          std::move(check_settings)};
}

// The shogi family's Game path reads its own table (board_params.h).
void check_board_shogi_settings(const search::EngineSettings& settings) {
  if (settings.eval_params_from_file())
    search::read_board_shogi_params(settings.eval_params_text, search::kBoardShogiUntunedParams);
}

// The family's native paths (if its library is built), then the Game path.
std::vector<search::FamilyEngine::Path> family_paths(const std::string& family) {
  std::vector<search::FamilyEngine::Path> paths;
  if (family == "shogi") {
#ifdef HENSOKU_HAS_SHOGI
    paths = search::shogi_native_paths();
#endif
    paths.push_back(generic_path(family, search::make_shogi_evaluator, check_board_shogi_settings));
  } else if (family == "chu") {
#ifdef HENSOKU_HAS_CHU
    paths = search::chu_native_paths();
#endif
    paths.push_back(generic_path(family, search::make_chu_evaluator));
  } else if (family == "hasami") {
#ifdef HENSOKU_HAS_HASAMI
    paths = search::hasami_native_paths();
#endif
    paths.push_back(generic_path(family, search::make_hasami_evaluator));
  }
  return paths;
}

}  // namespace

std::unique_ptr<Engine> create_engine(const std::string& variant) {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  std::vector<search::FamilyEngine::Path> paths = family_paths(info->family);
  if (paths.empty())
    throw InputError("no engine for the '" + info->family + "' family of variant '" + variant + "'");
  return std::make_unique<search::FamilyEngine>(info->family, std::move(paths));
}

}  // namespace hensoku
