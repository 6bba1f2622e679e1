#pragma once
// Each family adds its variants to the registry in its own directory
// (register_<family>_variants in src/<family>/<family>_variants.cpp);
// register_family_variants calls those of the families built in (a list
// CMake generates, families.cpp.in).
namespace hensoku {
class Registry;
void register_family_variants(Registry& registry);
}  // namespace hensoku
