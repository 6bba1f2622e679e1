// The shogi family's engine registration: every variant on the family's own
// position, on the standard move list or, for the rule sets whose extra
// moves lengthen it (friend capture, swaps, merges), on the wider one.
#include "search/engine_registry.h"
#include "shogi/engine/shogi_adapter.h"

namespace hensoku::search {

void register_shogi_engine(EngineRegistry& registry) {
  using shogi::engine::ShogiAdapter;
  using shogi::engine::ShogiWideAdapter;
  registry.add("shogi", [](const std::string& variant) -> std::unique_ptr<Engine> {
    if (shogi::variant_rules(variant).has_extra_moves())
      return std::make_unique<SearchEngine<ShogiWideAdapter>>("shogi", ShogiWideAdapter::setup);
    return std::make_unique<SearchEngine<ShogiAdapter>>("shogi", ShogiAdapter::setup);
  });
}

}  // namespace hensoku::search
