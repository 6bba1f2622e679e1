#pragma once
// Perft for the hasami family: counts move sequences, stopping at positions
// the rules have decided (a win or a material draw; repetition and the ply
// limit are ignored), with a bulk count at the last ply.
#include <atomic>
#include <cstdint>

#include "hasami/position.h"

namespace hensoku::hasami {

// A `stop` flag that becomes true ends the count early (partial result).
uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);

}  // namespace hensoku::hasami
