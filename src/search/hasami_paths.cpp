// The hasami family's native search paths: none yet, so every hasami variant
// is searched through the Game interface (exact, slower).
#include "search/native_paths.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> hasami_native_paths() { return {}; }

}  // namespace hensoku::search
