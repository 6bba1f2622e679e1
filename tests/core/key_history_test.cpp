// KeyHistory keeps per-key counts as plies are played and taken back; every
// answer must equal a scan of the whole history (what the families did
// before, once per move).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "core/key_history.h"

namespace hensoku {
namespace {

struct Scan {
  std::vector<uint64_t> keys;
  int count(uint64_t k) const { return int(std::count(keys.begin(), keys.end(), k)); }
  int first(uint64_t k) const {
    for (size_t i = 0; i < keys.size(); ++i)
      if (keys[i] == k) return int(i);
    return -1;
  }
  int last(uint64_t k) const {
    for (size_t i = keys.size(); i-- > 0;)
      if (keys[i] == k) return int(i);
    return -1;
  }
  int previous(size_t at) const {
    for (size_t i = at; i-- > 0;)
      if (keys[i] == keys[at]) return int(i);
    return -1;
  }
  bool any_thrice() const {
    for (uint64_t k : keys)
      if (count(k) >= 3) return true;
    return false;
  }
};

void expect_same(const KeyHistory& h, const Scan& s) {
  ASSERT_EQ(h.size(), s.keys.size());
  EXPECT_EQ(h.keys(), s.keys);
  EXPECT_EQ(h.any_key_thrice(), s.any_thrice());
  for (uint64_t k = 0; k < 8; ++k) {
    EXPECT_EQ(h.count(k), s.count(k)) << k;
    EXPECT_EQ(h.first(k), s.first(k)) << k;
    EXPECT_EQ(h.last(k), s.last(k)) << k;
  }
  for (size_t i = 0; i < s.keys.size(); ++i) EXPECT_EQ(h.previous(i), s.previous(i)) << i;
}

TEST(KeyHistory, CountsMatchAScanThroughPushesAndPops) {
  std::mt19937_64 rng(7);
  for (int run = 0; run < 20; ++run) {
    KeyHistory h(rng() % 8);
    Scan s{{h.back()}};
    for (int step = 0; step < 200; ++step) {
      if (s.keys.size() > 1 && rng() % 3 == 0) {
        h.pop();
        s.keys.pop_back();
      } else {
        const uint64_t k = rng() % 6;  // few keys: many repetitions
        h.push(k);
        s.keys.push_back(k);
      }
      expect_same(h, s);
      if (HasFailure()) return;
    }
  }
}

TEST(KeyHistory, ResetForgetsEverything) {
  KeyHistory h(1);
  for (int i = 0; i < 5; ++i) h.push(1);
  EXPECT_TRUE(h.any_key_thrice());
  h.reset(2);
  EXPECT_EQ(h.size(), 1u);
  EXPECT_EQ(h.count(1), 0);
  EXPECT_EQ(h.count(2), 1);
  EXPECT_FALSE(h.any_key_thrice());
  EXPECT_EQ(h.previous(0), -1);
}

}  // namespace
}  // namespace hensoku
