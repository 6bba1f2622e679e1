// The shogi family's native search paths: standard shogi and the
// forced-capture rules on the standard move list, friend capture and
// swapper gold on the wider one.
#include "search/native_paths.h"
#include "shogi/engine/shogi_adapter.h"

namespace hensoku::search {

namespace {

template <class Adapter>
FamilyEngine::Path path_for() {
  return {Adapter::handles,
          [] { return std::unique_ptr<Engine>(std::make_unique<SearchEngine<Adapter>>("shogi", Adapter::setup)); },
          Adapter::check_eval_params};
}

}  // namespace

std::vector<FamilyEngine::Path> shogi_native_paths() { return {path_for<ShogiAdapter>(), path_for<ShogiWideAdapter>()}; }

}  // namespace hensoku::search
