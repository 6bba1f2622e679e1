#pragma once
// What the threads of one search share: the table, the stop flag, the clock,
// the limits and node counts, and the callbacks to the face.
#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <vector>

#include "core/timer.h"
#include "search/engine.h"
#include "search/time_manager.h"
#include "search/transposition_table.h"

namespace hensoku::search {

struct SharedSearch {
  TranspositionTable* tt = nullptr;
  SearchLimits limits;
  int multipv = 1;
  int depth_limit = kMaxDepth;
  std::atomic<bool> stop{false};
  std::atomic<bool> pondering{false};
  std::atomic<int64_t> start_ms{0};  // reset at ponderhit: the clock starts then
  std::atomic<TimeBudget*> budget{nullptr};
  TimeBudget budget_storage[2];
  // The main thread's current deadline, within budget->maximum: twice the
  // target as scaled by the search's stability (time_manager.h).
  std::atomic<int64_t> deadline{0};
  int last_move_score = IterationFacts::kNoScore;  // the engine's previous search in this game
  LagMeter lag;  // main thread only, and the engine between searches
  Side us = Side::Black;
  std::vector<std::atomic<uint64_t>*> node_counters;  // one per thread
  std::function<void(const SearchInfo&)> on_info;
  std::mutex info_mutex;
  // Whose history tables the workers take (worker.h): one value per engine
  // and game, never reused, so no engine's search depends on another's.
  uint64_t history_owner = 0;

  static constexpr int kMaxDepth = 120;

  uint64_t total_nodes() const {
    uint64_t n = 0;
    for (auto* c : node_counters) n += c->load(std::memory_order_relaxed);
    return n;
  }
  int64_t elapsed() const { return now_ms() - start_ms.load(std::memory_order_relaxed); }
  const TimeBudget& time() const { return *budget.load(std::memory_order_acquire); }
  void report(const SearchInfo& info) {
    if (!on_info) return;
    std::lock_guard lock(info_mutex);
    on_info(info);
  }
};

}  // namespace hensoku::search
