#include "search/transposition_table.h"

#include <algorithm>

namespace hensoku::search {

// Data word: move 32 bits | score 16 | depth 8 | bound 2 | generation 6.
uint64_t TranspositionTable::pack(const TTData& d, uint8_t generation) {
  return uint64_t(d.move) | uint64_t(uint16_t(int16_t(d.score))) << 32 |
         uint64_t(uint8_t(std::clamp(d.depth, 0, 255))) << 48 | uint64_t(d.bound) << 56 |
         uint64_t(generation & 63) << 58;
}

TTData TranspositionTable::unpack(uint64_t w) {
  TTData d;
  d.move = uint32_t(w);
  d.score = int16_t(uint16_t(w >> 32));
  d.depth = depth_of(w);
  d.bound = Bound((w >> 56) & 3);
  return d;
}

void TranspositionTable::resize(size_t mb) {
  mb = std::max<size_t>(mb, 1);
  size_t count = mb * 1024 * 1024 / sizeof(Bucket);
  buckets_.reset();  // free first: never hold two tables at once
  buckets_ = std::make_unique<Bucket[]>(count);
  count_ = count;
  mb_ = mb;
  generation_ = 0;
}

void TranspositionTable::clear() {
  for (size_t i = 0; i < count_; ++i)
    for (auto& e : buckets_[i].entries) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation_ = 0;
}

bool TranspositionTable::probe(uint64_t key, TTData& out) const {
  if (!buckets_) return false;
  for (const auto& e : bucket_for(key).entries) {
    uint64_t data = e.data.load(std::memory_order_relaxed);
    if ((e.check.load(std::memory_order_relaxed) ^ data) == key && data != 0) {
      out = unpack(data);
      return true;
    }
  }
  return false;
}

// Replaces the same key, else the entry that is oldest and shallowest.
void TranspositionTable::store(uint64_t key, const TTData& d) {
  if (!buckets_) return;
  Bucket& b = bucket_for(key);
  Entry* victim = &b.entries[0];
  int victim_worth = 1 << 30;
  for (auto& e : b.entries) {
    uint64_t data = e.data.load(std::memory_order_relaxed);
    if ((e.check.load(std::memory_order_relaxed) ^ data) == key || data == 0) {
      // Keep a known move when the new result has none, and a much deeper
      // result of this search over a shallow bound (quiescence re-visits).
      TTData merged = d;
      if (data != 0) {
        TTData old = unpack(data);
        if (merged.move == 0) merged.move = old.move;
        if (d.bound != Bound::Exact && generation_of(data) == generation_ && old.depth > d.depth + 3) {
          if (d.move == 0 || d.move == old.move) return;
          old.move = d.move;
          merged = old;
        }
      }
      uint64_t w = pack(merged, generation_);
      e.data.store(w, std::memory_order_relaxed);
      e.check.store(key ^ w, std::memory_order_relaxed);
      return;
    }
    int age = (generation_ - generation_of(data)) & 63;
    int worth = depth_of(data) - 8 * age;
    if (worth < victim_worth) {
      victim_worth = worth;
      victim = &e;
    }
  }
  uint64_t w = pack(d, generation_);
  victim->data.store(w, std::memory_order_relaxed);
  victim->check.store(key ^ w, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
  if (!buckets_) return 0;
  size_t sample = std::min<size_t>(count_, 250);
  int used = 0;
  for (size_t i = 0; i < sample; ++i)
    for (const auto& e : buckets_[i].entries) {
      uint64_t data = e.data.load(std::memory_order_relaxed);
      if (data != 0 && generation_of(data) == generation_) ++used;
    }
  return int(used * 1000 / (sample * kBucketSize));
}

}  // namespace hensoku::search
