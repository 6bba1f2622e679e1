// The families whose evaluation the tuner can fit. A family plugs in with a
// TunableEval (see hasami_tunable.cpp) and one line here.
#include "tune/tunable.h"

#include <fmt/core.h>

#include "variants/registry.h"

#ifdef HENSOKU_HAS_HASAMI
#include "tune/hasami_tunable.h"
#endif
#ifdef HENSOKU_HAS_SHOGI
#include "tune/shogi_tunable.h"
#endif
#include "tune/board_shogi_tunable.h"

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
  const VariantInfo* info = registry().find(variant);
  if (!info) return nullptr;
#ifdef HENSOKU_HAS_HASAMI
  if (info->family == "hasami") return &hasami_tunable();
#endif
#ifdef HENSOKU_HAS_SHOGI
  if (info->family == "shogi" && shogi_tunable_variant(variant)) return &shogi_tunable();
#endif
  if (info->family == "shogi" && board_shogi_tunable_variant(variant)) return &board_shogi_tunable();
  return nullptr;
}

}  // namespace hensoku::tune
