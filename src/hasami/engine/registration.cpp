// The hasami family's engine registration: hasami::engine::HasamiAdapter on
// hasami::Position for every variant (it reproduces each one's win rules).
#include "hasami/engine/hasami_adapter.h"
#include "search/engine_registry.h"

namespace hensoku::search {

void register_hasami_engine(EngineRegistry& registry) {
  registry.add("hasami", [](const std::string&) -> std::unique_ptr<Engine> {
    return std::make_unique<SearchEngine<hasami::engine::HasamiAdapter>>("hasami",
                                                                         hasami::engine::HasamiAdapter::setup);
  });
}

}  // namespace hensoku::search
