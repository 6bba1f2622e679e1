#pragma once
// Bit tricks over 64- and 128-bit words, the raw material of every family's
// bitboards (9x9 and 8x8 boards fit one 128-bit word; chu uses several).
#include <bit>
#include <cstdint>

namespace hensoku {

using u128 = unsigned __int128;

constexpr int popcount(uint64_t b) { return std::popcount(b); }
constexpr int popcount(u128 b) { return std::popcount(uint64_t(b)) + std::popcount(uint64_t(b >> 64)); }

// Index of the lowest set bit; b must be non-zero.
constexpr int lsb(uint64_t b) { return std::countr_zero(b); }
constexpr int lsb(u128 b) {
  uint64_t lo = uint64_t(b);
  return lo ? std::countr_zero(lo) : 64 + std::countr_zero(uint64_t(b >> 64));
}

// Removes and returns the lowest set bit's index; b must be non-zero.
constexpr int pop_lsb(uint64_t& b) { int s = lsb(b); b &= b - 1; return s; }
constexpr int pop_lsb(u128& b) { int s = lsb(b); b &= b - 1; return s; }

constexpr u128 bit128(int s) { return u128(1) << s; }

}  // namespace hensoku
