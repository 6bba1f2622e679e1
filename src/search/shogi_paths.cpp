// The shogi family's native search paths.
#include "search/native_paths.h"
#include "search/shogi_adapter.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> shogi_native_paths() {
  FamilyEngine::Path standard{ShogiAdapter::handles, [] {
                                return std::unique_ptr<Engine>(
                                    std::make_unique<SearchEngine<ShogiAdapter>>("shogi", ShogiAdapter::setup));
                              }};
  return {standard};
}

}  // namespace hensoku::search
