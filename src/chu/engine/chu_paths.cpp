// The chu family's native search path: ChuAdapter on the family's own
// position and move generator, for every chu game (all rule sets: the moves
// come from the family's generator, the root list from the game itself).
#include "chu/engine/chu_adapter.h"
#include "search/native_paths.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> chu_native_paths() {
  FamilyEngine::Path native{ChuAdapter::handles, [] {
                              return std::unique_ptr<Engine>(
                                  std::make_unique<SearchEngine<ChuAdapter>>("chu", ChuAdapter::setup));
                            }};
  return {native};
}

}  // namespace hensoku::search
