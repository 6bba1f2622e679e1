// The chu family's engine registration: chu::engine::ChuAdapter on the family's own
// position and move generator, for every chu game.
#include "chu/engine/chu_adapter.h"
#include "search/engine_registry.h"

namespace hensoku::search {

void register_chu_engine(EngineRegistry& registry) {
  registry.add("chu", [](const std::string&) -> std::unique_ptr<Engine> {
    return std::make_unique<SearchEngine<chu::engine::ChuAdapter>>("chu", chu::engine::ChuAdapter::setup);
  });
}

}  // namespace hensoku::search
