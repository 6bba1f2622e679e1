// create_engine: the engine its family registered for a variant.
#include "search/engine.h"

#include "search/engine_registry.h"
#include "variants/registry.h"

namespace hensoku {

namespace {

const search::EngineRegistry& engines() {
  static const search::EngineRegistry instance = [] {
    search::EngineRegistry r;
    search::register_family_engines(r);
    return r;
  }();
  return instance;
}

}  // namespace

std::unique_ptr<Engine> create_engine(const std::string& variant) {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  const search::EngineFactory* create = engines().find(info->family);
  if (!create) throw InputError("no engine for the '" + info->family + "' family of variant '" + variant + "'");
  return (*create)(variant);
}

}  // namespace hensoku
