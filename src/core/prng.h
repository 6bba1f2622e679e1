#pragma once
// Deterministic pseudo-random numbers for Zobrist keys and random playouts.
// SplitMix64: tiny, fast, and good enough that keys never collide in practice.
#include <cstdint>

namespace hensoku {

class Prng {
 public:
  explicit constexpr Prng(uint64_t seed) : state_(seed) {}
  constexpr uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n); n > 0.
  constexpr uint64_t below(uint64_t n) { return uint64_t((unsigned __int128)next() * n >> 64); }

 private:
  uint64_t state_;
};

}  // namespace hensoku
