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
  std::deque<Job>& queue = kind == Kind::GameMove ? moves_ : kind == Kind::Review ? reviews_ : analyses_;
  queue.push_back({ticket, kind, std::move(start), std::move(dropped)});
  if (kind != Kind::Review) preempt_for_locked(kind);
  start_next_locked();
  return ticket;
}

// A game move may take the slot of a review or of a live analysis (which its
// owner queues again); an analysis or live analysis only a review's. At most
// one search is stopped per waiting job: searches already being stopped count.
void EngineScheduler::preempt_for_locked(Kind kind) {
  if (int(running_.size()) < slots_) return;
  const size_t waiting = kind == Kind::GameMove ? moves_.size() : analyses_.size();
  size_t stopping = 0;
  for (auto& [ticket, r] : running_) stopping += r.preempted;
  if (stopping >= waiting) return;
  auto victim = running_.end();
  for (Kind lower : {Kind::Review, Kind::Live}) {
    if (lower == Kind::Live && kind != Kind::GameMove) break;
    victim = std::find_if(running_.begin(), running_.end(),
                          [&](const auto& entry) { return entry.second.kind == lower && !entry.second.preempted; });
    if (victim != running_.end()) break;
  }
  if (victim == running_.end()) return;
  victim->second.preempted = true;
  ++preempted_;
  if (victim->second.engine) victim->second.engine->stop();  // else begin() stops it as it starts
}

void EngineScheduler::start_next_locked() {
  while (!stopping_ && int(running_.size()) < slots_ && (!moves_.empty() || !analyses_.empty() || !reviews_.empty())) {
    // Game moves first, but never more than kMovesPerAnalysis in a row
    // while an analysis waits: many engine games must not starve analyses.
    // Reviews only when nothing else waits.
    std::deque<Job>* queue = &reviews_;
    if (!moves_.empty() || !analyses_.empty()) {
      const bool analysis_turn = !analyses_.empty() && (moves_.empty() || moves_in_a_row_ >= kMovesPerAnalysis);
      queue = analysis_turn ? &analyses_ : &moves_;
      moves_in_a_row_ = analysis_turn ? 0 : moves_in_a_row_ + 1;
    }
    Job job = std::move(queue->front());
    queue->pop_front();
    running_.emplace(job.ticket, Running{job.kind, nullptr, false});
    ++started_;
    // Never run here: the caller may hold its game's lock, which start takes.
    net::post(ioc_, [start = std::move(job.start), ticket = job.ticket] { start(ticket); });
  }
}

void EngineScheduler::withdraw(Ticket ticket) {
  std::lock_guard lock(mutex_);
  for (auto* queue : {&moves_, &analyses_, &reviews_})
    std::erase_if(*queue, [&](const Job& j) { return j.ticket == ticket; });
}

bool EngineScheduler::begin(Ticket ticket, std::shared_ptr<Engine> engine, const std::function<void()>& go) {
  std::lock_guard lock(mutex_);
  auto it = running_.find(ticket);
  if (stopping_ || it == running_.end()) return false;
  go();
  if (it->second.preempted) engine->stop();
  it->second.engine = std::move(engine);
  return true;
}

bool EngineScheduler::finish(Ticket ticket) {
  std::shared_ptr<Engine> engine;  // released outside the lock
  std::lock_guard lock(mutex_);
  auto it = running_.find(ticket);
  if (it == running_.end()) return false;
  engine = std::move(it->second.engine);
  const bool preempted = it->second.preempted;
  running_.erase(it);
  start_next_locked();
  return preempted;
}

void EngineScheduler::shutdown() {
  std::vector<std::shared_ptr<Engine>> engines;
  std::vector<Job> dropped;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto* queue : {&moves_, &analyses_, &reviews_}) {
      for (auto& job : *queue) dropped.push_back(std::move(job));
      queue->clear();
    }
    for (auto& [ticket, r] : running_)
      if (r.engine) engines.push_back(r.engine);
  }
  for (auto& e : engines) e->stop();
  for (auto& e : engines) e->wait();
  for (auto& job : dropped)
    if (job.dropped) net::post(ioc_, std::move(job.dropped));
}

EngineScheduler::Stats EngineScheduler::stats() {
  std::lock_guard lock(mutex_);
  return {slots_, int(running_.size()), moves_.size(), analyses_.size(), reviews_.size(), preempted_, started_};
}

}  // namespace hensoku::server
