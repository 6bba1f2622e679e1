#pragma once
// Native search paths: per family, the engines that search on the family's
// own position type (fast) for the variants they handle. create_engine tries
// them before the Game-interface path, which plays every variant exactly.
// Each family's function lives in <family>_paths.cpp, built only when the
// family's library is.
#include <vector>

#include "search/family_engine.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> shogi_native_paths();
std::vector<FamilyEngine::Path> chu_native_paths();
std::vector<FamilyEngine::Path> hasami_native_paths();

}  // namespace hensoku::search
