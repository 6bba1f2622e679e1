#pragma once
// Transposition table shared by every search thread. Each entry is two 64-bit
// words, the key stored xor-ed with the data (Hyatt's lockless scheme): a torn
// write from a racing thread reads back as a miss, never as wrong data.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace hensoku::search {

enum class Bound : uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTData {
  uint32_t move = 0;  // move code (0 = none)
  int score = 0;      // node-relative (see to_tt)
  int depth = 0;
  Bound bound = Bound::None;
};

class TranspositionTable {
 public:
  // Allocates mb megabytes (at least one bucket); clears the table.
  void resize(size_t mb);
  size_t size_mb() const { return mb_; }
  bool allocated() const { return buckets_ != nullptr; }
  void clear();
  void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }

  bool probe(uint64_t key, TTData& out) const;
  // Starts loading the key's bucket into the cache (called right after a
  // move is made, so the memory latency overlaps the node's first work).
  void prefetch(uint64_t key) const {
    if (buckets_) __builtin_prefetch(&bucket_for(key));
  }
  void store(uint64_t key, const TTData& data);
  int hashfull() const;  // per mille of sampled entries written in this search

 private:
  static constexpr int kBucketSize = 4;
  struct Entry {
    std::atomic<uint64_t> check{0};  // key ^ data
    std::atomic<uint64_t> data{0};
  };
  // One cache line: a probe touches a single line.
  struct alignas(64) Bucket {
    Entry entries[kBucketSize];
  };
  static uint64_t pack(const TTData& d, uint8_t generation);
  static TTData unpack(uint64_t word);
  static int depth_of(uint64_t word) { return int(uint8_t(word >> 48)); }
  static uint8_t generation_of(uint64_t word) { return uint8_t((word >> 58) & 63); }
  Bucket& bucket_for(uint64_t key) const {
    return buckets_[size_t((static_cast<unsigned __int128>(key) * count_) >> 64)];
  }

  std::unique_ptr<Bucket[]> buckets_;
  size_t count_ = 0;
  size_t mb_ = 0;
  uint8_t generation_ = 0;
};

}  // namespace hensoku::search
