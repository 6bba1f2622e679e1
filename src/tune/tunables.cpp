// The families whose evaluation the tuner can fit: each registers its
// TunableEval (see hasami_tunable.cpp) in a list CMake generates.
#include "tune/tunable.h"

#include <fmt/core.h>

#include "variants/registry.h"

namespace hensoku::tune {

std::string named_table_entry(const std::string& variant, const std::vector<Parameter>& params, const int* untuned,
                              size_t count) {
  (void)variant;
  std::string out;
  for (size_t i = 0; i < params.size() && i < count; ++i)
    if (params[i].value != untuned[i]) out += fmt::format("{} {}\n", params[i].name, params[i].value);
  return out;
}

const TunableEval* tunable_for_variant(const std::string& variant) {
  static const TunableRegistry tunables = [] {
    TunableRegistry r;
    register_family_tunables(r);
    return r;
  }();
  const VariantInfo* info = registry().find(variant);
  if (!info) return nullptr;
  for (const TunableEval* t : tunables)
    if (t->family() == info->family) return t;
  return nullptr;
}

}  // namespace hensoku::tune
