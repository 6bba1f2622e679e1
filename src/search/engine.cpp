// create_engine: the engine for a variant's family.
#include "search/engine.h"

#include "search/board_eval.h"
#include "search/family_engine.h"
#include "search/game_adapter.h"
#ifdef HENSOKU_HAS_SHOGI
#include "search/shogi_adapter.h"
#endif

namespace hensoku {

namespace {

search::FamilyEngine::Path generic_path(const std::string& family,
                                        std::function<std::shared_ptr<const search::BoardEvaluator>()> eval) {
  return {[](const Game&) { return true; }, [family, eval] { return search::make_game_engine(family, eval()); }};
}

#ifdef HENSOKU_HAS_SHOGI
search::FamilyEngine::Path shogi_fast_path() {
  return {search::ShogiAdapter::handles, [] {
            return std::unique_ptr<Engine>(std::make_unique<search::SearchEngine<search::ShogiAdapter>>(
                "shogi", search::ShogiAdapter::setup));
          }};
}
#endif

}  // namespace

std::unique_ptr<Engine> create_engine(const std::string& variant) {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  const std::string& family = info->family;
  std::vector<search::FamilyEngine::Path> paths;
  if (family == "shogi") {
#ifdef HENSOKU_HAS_SHOGI
    paths.push_back(shogi_fast_path());
#endif
    paths.push_back(generic_path(family, search::make_shogi_evaluator));
  } else if (family == "chu") {
    paths.push_back(generic_path(family, search::make_chu_evaluator));
  } else if (family == "hasami") {
    paths.push_back(generic_path(family, search::make_hasami_evaluator));
  } else {
    throw InputError("no engine for the '" + family + "' family of variant '" + variant + "'");
  }
  return std::make_unique<search::FamilyEngine>(family, std::move(paths));
}

}  // namespace hensoku
