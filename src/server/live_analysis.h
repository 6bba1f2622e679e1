#pragma once
// One WebSocket connection's live analysis (docs/web.md, "Live analysis"):
// the position after N plies of a game searched with 1-5 lines until it is
// stopped, replaced, the connection closes or the live cap is reached; the
// lines (scores from Black's side, PVs as MoveViews) go to that connection
// only, at most five times a second. Searches go through the engine
// scheduler as Kind::Live: below game moves, which may stop one for a while
// (it is queued again and starts over).
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <map>
#include <memory>
#include <mutex>

#include <nlohmann/json.hpp>

#include "server/live_game.h"

namespace hensoku::server {

constexpr int kMaxLiveLines = 5;

class LiveAnalysis : public std::enable_shared_from_this<LiveAnalysis> {
 public:
  LiveAnalysis(GameContext& ctx, std::shared_ptr<LiveGame> game, std::weak_ptr<Subscriber> out);
  ~LiveAnalysis();

  // A client message {"type":"analyse",...} or {"type":"analyse_stop"};
  // throws ApiError(400) with the reason for a bad one (nothing changes then).
  void handle(const nlohmann::json& message);
  // The connection closed: stop for good.
  void close();

 private:
  void start_locked(int ply, int multipv);
  void stop_locked(bool send_final);
  void submit_locked();
  void begin_search(uint64_t serial, uint64_t ticket);
  void on_info(uint64_t serial);
  void on_best(uint64_t serial, bool preempted);
  void flush(uint64_t serial);
  void send_locked(bool final_message, const char* state);

  GameContext& ctx_;
  std::shared_ptr<LiveGame> game_;
  std::weak_ptr<Subscriber> out_;
  std::mutex mutex_;
  bool closed_ = false;
  uint64_t serial_ = 0;  // bumped by every start and stop; stale reports are dropped
  uint64_t ticket_ = 0;
  bool queued_ = false, searching_ = false;
  int ply_ = 0, multipv_ = 1;
  std::shared_ptr<Game> position_;
  std::shared_ptr<Engine> engine_;
  std::chrono::steady_clock::time_point started_{};
  int64_t time_used_ms_ = 0;  // searched before a preemption (counts for the cap)
  // The engine's lines, gathered on its search thread (reports posted to
  // the io threads could run out of order): the last complete set of one
  // depth by multipv rank, and the set being reported.
  struct Lines {
    std::mutex mutex;
    int expected = 1;  // min(multipv, legal moves)
    std::map<int, SearchInfo> complete, pending;
    SearchInfo latest;
    void add(const SearchInfo& info);
  };
  std::shared_ptr<Lines> lines_ = std::make_shared<Lines>();
  bool flush_pending_ = false;
  std::chrono::steady_clock::time_point last_sent_{};
  std::unique_ptr<boost::asio::steady_timer> flush_timer_;
  std::unique_ptr<boost::asio::steady_timer> cap_timer_;
};

}  // namespace hensoku::server
