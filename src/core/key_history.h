#pragma once
// The positions a game has passed through, as Zobrist keys, with a count of
// each key kept as plies are played and taken back. A family's repetition
// rule asks it how often a position occurred and where, at the same cost at
// ply 3,000 as at ply 3: no scan of the history per move, so importing or
// replaying a long game is linear in its length.
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace hensoku {

class KeyHistory {
 public:
  KeyHistory() = default;
  explicit KeyHistory(uint64_t setup_key) { reset(setup_key); }

  // Forgets every ply: `setup_key` is the set-up position, index 0.
  void reset(uint64_t setup_key) {
    keys_.clear();
    previous_.clear();
    seen_.clear();
    keys_thrice_ = 0;
    push(setup_key);
  }

  // The position after one more ply.
  void push(uint64_t key) {
    const int at = int(keys_.size());
    auto [it, inserted] = seen_.try_emplace(key, Seen{0, at, at});
    Seen& s = it->second;
    previous_.push_back(inserted ? -1 : s.last);
    s.last = at;
    if (++s.count == 3) ++keys_thrice_;
    keys_.push_back(key);
  }

  // Takes the last ply back (the set-up position stays).
  void pop() {
    assert(keys_.size() > 1);
    auto it = seen_.find(keys_.back());
    Seen& s = it->second;
    if (s.count-- == 3) --keys_thrice_;
    if (s.count == 0)
      seen_.erase(it);
    else
      s.last = previous_.back();
    keys_.pop_back();
    previous_.pop_back();
  }

  size_t size() const { return keys_.size(); }
  uint64_t operator[](size_t i) const { return keys_[i]; }
  uint64_t back() const { return keys_.back(); }
  const std::vector<uint64_t>& keys() const { return keys_; }

  // How often `key` occurred; the index of its first and of its last
  // occurrence (-1 when it never did).
  int count(uint64_t key) const {
    auto it = seen_.find(key);
    return it == seen_.end() ? 0 : it->second.count;
  }
  int first(uint64_t key) const {
    auto it = seen_.find(key);
    return it == seen_.end() ? -1 : it->second.first;
  }
  int last(uint64_t key) const {
    auto it = seen_.find(key);
    return it == seen_.end() ? -1 : it->second.last;
  }
  // The occurrence of keys()[i] before index i (-1 when it is the first).
  int previous(size_t i) const { return previous_[i]; }
  // Has some position occurred three times (or more)?
  bool any_key_thrice() const { return keys_thrice_ > 0; }

 private:
  struct Seen {
    int count, first, last;
  };
  std::vector<uint64_t> keys_;  // keys_[i]: the position after i plies
  std::vector<int> previous_;   // previous_[i]: previous occurrence of keys_[i], or -1
  std::unordered_map<uint64_t, Seen> seen_;
  int keys_thrice_ = 0;  // keys with a count of three or more
};

}  // namespace hensoku
