#include "server/scheduler.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <vector>

#include "server/api_error.h"

namespace hensoku::server {

namespace net = boost::asio;

EngineScheduler::EngineScheduler(net::io_context& ioc, int slots, size_t max_queued_analyses)
    : ioc_(ioc), slots_(std::max(1, slots)), max_queued_analyses_(max_queued_analyses) {}

EngineScheduler::Ticket EngineScheduler::submit(Kind kind, std::function<void(Ticket)> start,
                                                std::function<void()> dropped) {
  std::lock_guard lock(mutex_);
  if (stopping_) throw ApiError(503, "the server is shutting down");
  if (kind == Kind::Analysis && analyses_.size() >= max_queued_analyses_)
    throw ApiError(429, "too many analyses waiting (" + std::to_string(max_queued_analyses_) +
                            "); try again when one has finished");
  Ticket ticket = next_ticket_++;
  (kind == Kind::GameMove ? moves_ : analyses_).push_back({ticket, std::move(start), std::move(dropped)});
  start_next_locked();
  return ticket;
}

void EngineScheduler::start_next_locked() {
  while (!stopping_ && int(running_.size()) < slots_ && (!moves_.empty() || !analyses_.empty())) {
    // Game moves first, but never more than kMovesPerAnalysis in a row
    // while an analysis waits: many engine games must not starve analyses.
    const bool analysis_turn = !analyses_.empty() && (moves_.empty() || moves_in_a_row_ >= kMovesPerAnalysis);
    std::deque<Job>& queue = analysis_turn ? analyses_ : moves_;
    moves_in_a_row_ = analysis_turn ? 0 : moves_in_a_row_ + 1;
    Job job = std::move(queue.front());
    queue.pop_front();
    running_.emplace(job.ticket, nullptr);
    ++started_;
    // Never run here: the caller may hold its game's lock, which start takes.
    net::post(ioc_, [start = std::move(job.start), ticket = job.ticket] { start(ticket); });
  }
}

void EngineScheduler::withdraw(Ticket ticket) {
  std::lock_guard lock(mutex_);
  for (auto* queue : {&moves_, &analyses_}) std::erase_if(*queue, [&](const Job& j) { return j.ticket == ticket; });
}

bool EngineScheduler::begin(Ticket ticket, std::shared_ptr<Engine> engine, const std::function<void()>& go) {
  std::lock_guard lock(mutex_);
  auto it = running_.find(ticket);
  if (stopping_ || it == running_.end()) return false;
  go();
  it->second = std::move(engine);
  return true;
}

void EngineScheduler::finish(Ticket ticket) {
  std::shared_ptr<Engine> engine;  // released outside the lock
  std::lock_guard lock(mutex_);
  auto it = running_.find(ticket);
  if (it == running_.end()) return;
  engine = std::move(it->second);
  running_.erase(it);
  start_next_locked();
}

void EngineScheduler::shutdown() {
  std::vector<std::shared_ptr<Engine>> engines;
  std::vector<Job> dropped;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto* queue : {&moves_, &analyses_}) {
      for (auto& job : *queue) dropped.push_back(std::move(job));
      queue->clear();
    }
    for (auto& [ticket, engine] : running_)
      if (engine) engines.push_back(engine);
  }
  for (auto& e : engines) e->stop();
  for (auto& e : engines) e->wait();
  for (auto& job : dropped)
    if (job.dropped) net::post(ioc_, std::move(job.dropped));
}

EngineScheduler::Stats EngineScheduler::stats() {
  std::lock_guard lock(mutex_);
  return {slots_, int(running_.size()), moves_.size(), analyses_.size(), started_};
}

}  // namespace hensoku::server
