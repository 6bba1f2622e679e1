#pragma once
// A move packed in 16 bits: from, to, and whether it is a jump (HS-2.1).
#include <cstdint>

namespace hensoku::hasami {

class Move {
 public:
  constexpr Move() = default;
  constexpr Move(int from, int to, bool jump) : bits_(uint16_t(from | to << 7 | (jump ? 1 << 14 : 0))) {}
  constexpr int from() const { return bits_ & 127; }
  constexpr int to() const { return bits_ >> 7 & 127; }
  constexpr bool jump() const { return bits_ >> 14 & 1; }
  constexpr uint16_t raw() const { return bits_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  uint16_t bits_ = 0;
};

// Enough for 18 stones with 16 slides and 4 jumps each.
struct MoveList {
  Move moves[384];
  int size = 0;
  void add(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

}  // namespace hensoku::hasami
