#pragma once
// The two players, shared by every family. Black (sente) starts at the bottom
// of the board as drawn; White (gote) at the top.
#include <cstdint>

namespace hensoku {

enum class Side : uint8_t { Black = 0, White = 1 };

constexpr Side operator~(Side s) { return Side(uint8_t(s) ^ 1); }
constexpr int index(Side s) { return int(s); }
constexpr char side_char(Side s) { return s == Side::Black ? 'b' : 'w'; }

}  // namespace hensoku
