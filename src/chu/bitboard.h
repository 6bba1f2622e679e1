#pragma once
// A 144-square chu bitboard: squares 0..127 in a 128-bit word, 128..143 in a
// 64-bit word. Square 0 is 12a (top-left as Black sees the board), row-major.
#include <cstdint>

#include "core/bits.h"

namespace hensoku::chu {

struct Bitboard {
  u128 lo = 0;
  uint64_t hi = 0;

  static Bitboard of(int s) {
    Bitboard b;
    b.set(s);
    return b;
  }
  bool test(int s) const { return s < 128 ? (lo >> s) & 1 : (hi >> (s - 128)) & 1; }
  void set(int s) {
    if (s < 128) lo |= bit128(s); else hi |= uint64_t(1) << (s - 128);
  }
  void reset(int s) {
    if (s < 128) lo &= ~bit128(s); else hi &= ~(uint64_t(1) << (s - 128));
  }
  void toggle(int s) {
    if (s < 128) lo ^= bit128(s); else hi ^= uint64_t(1) << (s - 128);
  }
  bool any() const { return lo || hi; }
  int count() const { return popcount(lo) + popcount(hi); }
  // Removes and returns the lowest square; the board must not be empty.
  int pop() {
    if (lo) return pop_lsb(lo);
    return 128 + pop_lsb(hi);
  }
  Bitboard operator&(const Bitboard& o) const { return {lo & o.lo, hi & o.hi}; }
  Bitboard operator|(const Bitboard& o) const { return {lo | o.lo, hi | o.hi}; }
  Bitboard operator^(const Bitboard& o) const { return {lo ^ o.lo, hi ^ o.hi}; }
  Bitboard operator~() const { return {~lo, ~hi & 0xFFFF}; }
  Bitboard& operator&=(const Bitboard& o) { lo &= o.lo; hi &= o.hi; return *this; }
  Bitboard& operator|=(const Bitboard& o) { lo |= o.lo; hi |= o.hi; return *this; }
  bool operator==(const Bitboard& o) const = default;
};

}  // namespace hensoku::chu
