// The hasami family's engine registration: HasamiAdapter on
// hasami::Position for every variant (it reproduces each one's win rules).
#include "hasami/engine/hasami_adapter.h"
#include "search/engine_registry.h"

namespace hensoku::search {

void register_hasami_engine(EngineRegistry& registry) {
  registry.add("hasami", [](const std::string&) -> std::unique_ptr<Engine> {
    return std::make_unique<SearchEngine<HasamiAdapter>>("hasami", HasamiAdapter::setup);
  });
}

}  // namespace hensoku::search
