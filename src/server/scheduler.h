#pragma once
// One scheduler for every engine search of the server (game moves,
// analyses, live analyses and game reviews): at most `slots` searches run at
// once, the others wait in first-come queues, a game's engine move before an
// analysis (but at most three moves in a row while an analysis waits, so many
// engine games cannot starve analyses), reviews last. The analysis queue is
// bounded; past it a request is refused with 429.
//
// Preemption: a game move (or an analysis) that finds every slot busy stops
// a running review search (a game move also a live analysis), whose owner
// learns it from finish() and queues that work again. So a review never
// delays a game's engine move by more than the time a stop takes.
//
// A search goes through submit() -> start(ticket) on the io_context once a
// slot is held -> begin(ticket, engine, go) -> finish(ticket) when its best
// move has come (or at once if the owner no longer wants it). shutdown()
// drops the queues and stops and waits for every running search, so no
// search thread outlives the objects it reports to.
#include <boost/asio/io_context.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

#include "search/engine.h"

namespace hensoku::server {

class EngineScheduler {
 public:
  enum class Kind { GameMove, Analysis, Live, Review };
  using Ticket = uint64_t;

  EngineScheduler(boost::asio::io_context& ioc, int slots, size_t max_queued_analyses);

  // Queues a search. start(ticket) runs on the io_context when a slot is held
  // for it; dropped() runs there instead if the ticket is dropped at shutdown.
  // Throws ApiError(503) while shutting down and ApiError(429) when the
  // analysis queue is full.
  Ticket submit(Kind kind, std::function<void(Ticket)> start, std::function<void()> dropped = {});
  // Takes a ticket out of the queue (its start never runs); no-op once started.
  void withdraw(Ticket ticket);
  // Runs go() (which starts `engine`'s search) under the scheduler's lock and
  // records the engine, so that a shutdown either comes before (false: go was
  // not called) or stops this search.
  bool begin(Ticket ticket, std::shared_ptr<Engine> engine, const std::function<void()>& go);
  // The slot of a started ticket is free again; the next in line starts.
  // True when the search was stopped to make room (preempted): its result
  // is partial and its owner should queue the work again.
  bool finish(Ticket ticket);
  // Refuses new work, drops the queues, stops every running search and waits for each.
  void shutdown();

  struct Stats {
    int slots = 0;
    int running = 0;
    size_t queued_moves = 0;
    size_t queued_analyses = 0;
    size_t queued_reviews = 0;
    uint64_t preempted = 0;  // searches stopped to make room since the server started
    uint64_t started = 0;    // searches started since the server started
  };
  Stats stats();

 private:
  struct Job {
    Ticket ticket;
    Kind kind;
    std::function<void(Ticket)> start;
    std::function<void()> dropped;
  };
  struct Running {
    Kind kind;
    std::shared_ptr<Engine> engine;  // null until begin
    bool preempted = false;
  };
  void start_next_locked();
  // Stops one running search of a lower kind than `kind` when every slot is busy.
  void preempt_for_locked(Kind kind);

  boost::asio::io_context& ioc_;
  const int slots_;
  const size_t max_queued_analyses_;
  std::mutex mutex_;
  std::deque<Job> moves_, analyses_, reviews_;
  std::map<Ticket, Running> running_;  // slot holders
  uint64_t preempted_ = 0;
  Ticket next_ticket_ = 1;
  uint64_t started_ = 0;
  bool stopping_ = false;
  int moves_in_a_row_ = 0;
  static constexpr int kMovesPerAnalysis = 3;
};

}  // namespace hensoku::server
