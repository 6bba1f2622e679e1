// The hasami family's native search path: every variant of the family on
// hasami::Position (HasamiAdapter reproduces each variant's win rules).
#include "hasami/engine/hasami_adapter.h"
#include "search/native_paths.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> hasami_native_paths() {
  FamilyEngine::Path native{HasamiAdapter::handles, [] {
                              return std::unique_ptr<Engine>(
                                  std::make_unique<SearchEngine<HasamiAdapter>>("hasami", HasamiAdapter::setup));
                            },
                            HasamiAdapter::check_eval_params};
  return {native};
}

}  // namespace hensoku::search
