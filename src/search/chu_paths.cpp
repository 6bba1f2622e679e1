// The chu family's native search paths: none yet, so every chu variant
// is searched through the Game interface (exact, slower).
#include "search/native_paths.h"

namespace hensoku::search {

std::vector<FamilyEngine::Path> chu_native_paths() { return {}; }

}  // namespace hensoku::search
