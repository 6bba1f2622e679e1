#pragma once
// What the KIF writer and reader share: the family a variant's records use
// and the header key that names a variant other than the family's own.
#include <string>

#include "records/kif_pieces.h"
#include "variants/registry.h"

namespace hensoku::records {

// The KIF family of a registered variant; false for families KIF cannot write
// (hasami's stones, unknown variants).
bool kif_family_of(const VariantInfo* info, KifFamily& family);

// Header keys this project writes besides the usual ones.
inline const char* const kRuleKey = "ルール";            // "身代わりの金 (swappergold)"
inline const char* const kRuleOptionsKey = "ルール設定";  // "FirstPlayer=white, Declaration=true"
inline const char* const kChuHandicap = "中将棋";

}  // namespace hensoku::records
