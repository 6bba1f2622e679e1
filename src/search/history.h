#pragma once
// What a search learns about quiet moves, in the manner of Stockfish's
// history.h: the main history by a move's slot, the continuation histories
// (how a move fared after the move one and two plies before), the counter
// move after each move, and the pool that keeps a set of them between
// searches.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace hensoku::search {

// History values stay within +-kHistoryMax.
inline constexpr int kHistoryMax = 1 << 14;
// Rows of a continuation table; a slot meaning "no move" (a null move, or
// before the root).
inline constexpr size_t kContinuationRows = 1024;
inline constexpr size_t kNoSlot = ~size_t(0);

// History with a gravity term: values stay within +-kHistoryMax and recent
// results weigh more.
template <class T>
void apply_history_bonus(T& h, int bonus) {
  int v = h;
  v += bonus - v * std::abs(bonus) / kHistoryMax;
  h = T(v);
}

// One set of tables for a position type with `Slots` history slots. A
// continuation table per distance (one, two plies back) of
// kContinuationRows rows, the row chosen by a hash of the earlier move's
// slot, the column by this move's slot: one node's lookups stay within two
// rows (cache-friendly); a row shared by two earlier moves only blurs the
// ordering.
template <size_t Slots>
struct HistoryTables {
  static constexpr size_t kColumns = std::min<size_t>(Slots, 8192);
  static size_t column(size_t slot) { return slot % kColumns; }

  uint64_t owner = 0;  // the engine-and-game that used the set last
  int thread = -1;     // and its thread
  std::vector<int> history = std::vector<int>(Slots, 0);
  std::vector<uint32_t> counter = std::vector<uint32_t>(Slots, 0);
  std::vector<int16_t> continuation[2] = {std::vector<int16_t>(kContinuationRows * kColumns, 0),
                                          std::vector<int16_t>(kContinuationRows* kColumns, 0)};
  // The continuation rows handed out since the last clear(), which empties
  // only those: a short search (a fuzzer's, a low skill level, a first
  // look) reaches a part of the 1,024 rows, and emptying all of them (tens
  // of megabytes, for every new game) cost it more than its search. Written
  // by the one worker that holds the set.
  mutable std::array<bool, kContinuationRows> touched[2] = {};

  void clear() {
    std::fill(history.begin(), history.end(), 0);
    std::fill(counter.begin(), counter.end(), 0);
    for (int distance = 0; distance < 2; ++distance)
      for (size_t row = 0; row < kContinuationRows; ++row)
        if (std::exchange(touched[distance][row], false))
          std::memset(continuation[distance].data() + row * kColumns, 0, kColumns * sizeof(int16_t));
  }
  int16_t* continuation_row(int distance, size_t previous) const {
    size_t row = size_t(((uint64_t(previous) + 1) * 0x9E3779B97F4A7C15ull) >> 54);  // 10 bits
    touched[distance][row] = true;
    return const_cast<int16_t*>(continuation[distance].data()) + row * kColumns;
  }
};

// Main history plus both continuation histories, for one node's moves.
template <size_t Slots>
struct QuietStat {
  const int* history;
  const int16_t* one;
  const int16_t* two;
  int operator()(size_t slot) const {
    int s = history[slot];
    if (one) s += one[HistoryTables<Slots>::column(slot)];
    if (two) s += two[HistoryTables<Slots>::column(slot)];
    return s;
  }
};

// The history tables outlive a search: the next move's search starts with
// what this one learnt (at a few thousand nodes per move, empty tables
// order badly). A worker takes a set from the pool of its position type
// (`Owner`) and gives it back when it ends, so concurrent searches (threads,
// or many games in one server) never share one, and memory follows the
// number of searches running, not of engines alive. Each set is tagged with
// the engine-and-game (SharedSearch::history_owner) and thread that used
// it: a worker takes its own set back when it is still in the pool, and
// otherwise a fresh or emptied one, so a search depends only on its own
// engine's earlier searches in the same game (repeatable in any process).
template <class Owner, size_t Slots>
class HistoryPool {
 public:
  using Tables = HistoryTables<Slots>;

  // Free sets kept beyond those of the running searches; a worker that
  // finds no set of its own takes (emptied) the same thread's set of the
  // owner's previous game if given, else a new one until the pool holds
  // this many, then empties the one left longest ago.
  static constexpr size_t kPooledTables = 8;

  static std::unique_ptr<Tables> acquire(uint64_t owner, int thread, uint64_t previous = 0) {
    Pool& pool = instance();
    std::unique_ptr<Tables> t;
    {
      std::lock_guard lock(pool.mutex);
      auto held_by = [&](uint64_t who) {
        return std::find_if(pool.free.begin(), pool.free.end(),
                            [&](const auto& s) { return s->owner == who && s->thread == thread; });
      };
      auto own = held_by(owner);
      if (own != pool.free.end()) {
        t = std::move(*own);
        pool.free.erase(own);
        return t;
      }
      auto reused = previous != 0 ? held_by(previous) : pool.free.end();
      if (reused != pool.free.end()) {
        t = std::move(*reused);
        pool.free.erase(reused);
      } else if (pool.free.size() >= kPooledTables) {
        t = std::move(pool.free.front());  // released longest ago
        pool.free.erase(pool.free.begin());
      }
    }
    if (t)
      t->clear();
    else
      t = std::make_unique<Tables>();
    t->owner = owner;
    t->thread = thread;
    return t;
  }

  static void release(std::unique_ptr<Tables> t) {
    Pool& pool = instance();
    std::unique_ptr<Tables> dropped;  // freed outside the lock
    std::lock_guard lock(pool.mutex);
    pool.free.push_back(std::move(t));
    if (pool.free.size() > kPooledTables) {
      dropped = std::move(pool.free.front());
      pool.free.erase(pool.free.begin());
    }
  }

  // Readies emptied sets for a new game (`owner`), one per thread, before
  // its first search: emptying or allocating them (tens of megabytes) inside
  // a search cost the game's first move most of a short movetime. The sets
  // of the engine's previous game (`previous`) are reused, so a process that
  // plays game after game keeps one per thread.
  static void prepare(uint64_t previous, uint64_t owner, int threads) {
    for (int i = 0; i < threads; ++i) release(acquire(owner, i, previous));
  }

 private:
  struct Pool {
    std::mutex mutex;
    std::vector<std::unique_ptr<Tables>> free;
  };
  static Pool& instance() {
    static Pool pool;
    return pool;
  }
};

}  // namespace hensoku::search
