#pragma once
// Each family adds its variants to the registry. Defined in the family's own
// directory (src/shogi/shogi_variants.cpp, src/chu/chu_variants.cpp,
// src/hasami/hasami_variants.cpp).
namespace hensoku {
class Registry;
void register_shogi_variants(Registry& registry);
void register_chu_variants(Registry& registry);
void register_hasami_variants(Registry& registry);
}  // namespace hensoku
