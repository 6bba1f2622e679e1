#pragma once
// One game being played on the server: the Game, its players, clocks, draw
// offer, the result of a resignation/time loss/agreement, the engines that
// play or analyse it, and the WebSocket subscribers that watch it.
//
// Every public method locks the game. Engine callbacks never lock: they post
// to the io_context, so engine calls made under the lock cannot deadlock.
// Every change is written to the GameStore before it is acknowledged or
// broadcast.
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/clocks.h"
#include "server/game_store.h"
#include "server/players.h"
#include "server/scheduler.h"
#include "variants/game.h"
#include "variants/registry.h"

namespace hensoku::server {

// A WebSocket connection watching a game; send() must not block.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void send(std::shared_ptr<const std::string> text) = 0;
};

struct GameContext {
  GameStore& store;
  boost::asio::io_context& ioc;
  int64_t engine_cap_ms;  // no engine search (play or analysis) runs longer than this
  int engine_hash_mb;
  const Registry& registry;
  EngineFactory engine_factory;
  EngineScheduler& scheduler;
  std::string epoch;            // random, chosen at each server start: tells a page the server restarted
  int64_t live_cap_ms = 60000;  // the longest live analysis (docs/web.md, "Live analysis")
};

// Now as the store writes times: "2026-11-21T03:00:00Z" (UTC).
std::string now_utc_iso();

// How an analysis answers: an HTTP status and the JSON body.
using AnalysisDone = std::function<void(int status, nlohmann::json body)>;

class LiveGame : public std::enable_shared_from_this<LiveGame> {
 public:
  using Clock = std::chrono::steady_clock;

  LiveGame(GameContext& ctx, int64_t id, const VariantInfo& info, std::unique_ptr<Game> game,
           const PlayerSpec players[2], std::optional<TimeControl> tc);
  ~LiveGame();

  int64_t id() const { return id_; }
  GameContext& context() { return ctx_; }

  // When the game was created and last changed, as the store writes them
  // ("2026-11-21T03:00:00Z", UTC).
  void set_times(std::string created, std::string updated) {
    created_at_ = std::move(created);
    updated_at_ = std::move(updated);
  }
  // Comments by position ([0] the start position), from an imported record;
  // KIF and CSA exports write them back.
  void set_comments(std::vector<std::string> comments) { comments_ = std::move(comments); }
  const std::string& variant() const { return info_.name; }
  // Both players are engines and the game is not over (the cap on such games counts these).
  bool engine_vs_engine_in_progress();

  // Restores what a stored game holds beyond its moves (clocks, a result).
  void restore(const nlohmann::json& clocks, const nlohmann::json& result);
  // Starts the clock and, if an engine is to move, its search.
  void start();
  // Stops every engine search and waits for it (server shutdown).
  void shutdown();
  // DELETE: stops the engines, deletes the game from the store and tells the
  // watchers; false if the store has no such game. Throws if the store fails
  // (the game then stays as it was).
  bool remove();

  // The whole game (history_from 0), as HTTP answers and the first WebSocket message carry it.
  nlohmann::json to_json();
  nlohmann::json summary_json();

  // Human actions; each returns the new game JSON or throws ApiError / InputError.
  nlohmann::json play(const std::string& move, std::optional<int> expected_ply);
  nlohmann::json takeback();
  nlohmann::json resign(std::optional<Side> side);
  nlohmann::json draw(const std::string& action, std::optional<Side> side);

  // Analyses the current position for movetime_ms (capped); info goes to the
  // subscribers as it comes, done() receives the final report.
  // Throws ApiError(429) when the analysis queue is full.
  void analyse(int64_t movetime_ms, AnalysisDone done);

  // The position after `ply` moves of the history (move-list navigation).
  nlohmann::json position_at(int ply);

  // The position after `ply` moves, a copy with its history (the moves that
  // lead to it count for repetition); throws ApiError(400) past the game's ply.
  std::unique_ptr<Game> position_clone(int ply);
  // The set-up position without moves, and the moves played.
  std::unique_ptr<Game> setup_clone();
  std::vector<std::string> history();

  // Records: "usi" (position command), "sfen" (current position), "moves",
  // "kif", "csa". `extra_comments` (per position) are written after the
  // game's own comments in KIF (a review's lines).
  std::string record(const std::string& format, const std::vector<std::string>& extra_comments = {});

  // Sends a message to every watcher.
  void broadcast(const nlohmann::json& message);

  void subscribe(const std::shared_ptr<Subscriber>& s);
  void unsubscribe(const Subscriber* s);
  // Checks the flag of the side to move (called by the server's clock timer).
  void tick(Clock::time_point now);

 private:
  std::unique_ptr<Game> clone_at_locked(int ply) const;
  Outcome outcome_locked() const;
  // The game JSON; history and played hold the moves from ply history_from on.
  nlohmann::json state_locked(Clock::time_point now, size_t history_from = 0) const;
  std::string result_json_locked() const;
  std::string clocks_json_locked(Clock::time_point now) const;
  Side human_side_locked(std::optional<Side> side, const char* action) const;

  void apply_move_locked(const std::string& move, Clock::time_point now);
  void end_locked(Outcome result, Clock::time_point now);
  void broadcast_locked(const nlohmann::json& message);
  // A state message to the watchers with the moves from ply history_from on
  // (the ply before the change: a move sends one, a takeback none).
  void broadcast_state_locked(size_t history_from);

  void maybe_start_engine_locked();
  void begin_search(uint64_t serial, uint64_t ticket);
  void cancel_search_locked();
  void release_engines_locked();
  SearchLimits limits_locked(const PlayerSpec& p, Side side, Clock::time_point now) const;
  void on_engine_info(uint64_t serial, Side side, const SearchInfo& info);
  void on_engine_best(uint64_t serial, const BestMove& best, const std::optional<SearchInfo>& last);
  // The search's latest report, kept by its thread for its best move.
  struct LatestInfo {
    void keep(const SearchInfo& info) {
      std::lock_guard lock(mutex);
      latest = info;
    }
    std::optional<SearchInfo> take() {
      std::lock_guard lock(mutex);
      return std::move(latest);
    }
    std::mutex mutex;
    std::optional<SearchInfo> latest;
  };
  void commit_engine_move_locked(const BestMove& best, Side side, int attempt);
  void forfeit_illegal_locked(const BestMove& best, Side side, const std::string& why, Clock::time_point now);
  void begin_analysis(uint64_t serial, uint64_t ticket, int64_t movetime);
  void drop_analysis(uint64_t serial);

  GameContext& ctx_;
  const int64_t id_;
  const VariantInfo& info_;
  std::mutex mutex_;
  std::unique_ptr<Game> game_;
  std::vector<MoveView> played_;            // views of the moves in history, for the last-move highlight
  std::vector<std::string> played_pieces_;  // the piece token each move moved (for Japanese notation)
  PlayerSpec players_[2];
  std::optional<TimeControl> time_control_;
  Clocks clocks_;
  std::optional<Outcome> result_;  // an ending the board does not show: resignation, time, agreement
  std::optional<Side> draw_offer_;
  std::string created_at_;
  std::string updated_at_;
  std::vector<std::string> comments_;
  uint64_t version_ = 0;
  bool shut_down_ = false;

  std::shared_ptr<Engine> engine_;  // the engine searching now (null while queued or idle)
  uint64_t search_ticket_ = 0;
  uint64_t search_serial_ = 0;  // bumped by every go and every cancel; stale reports are dropped
  bool thinking_ = false;       // an engine is to move: queued for a slot or searching
  bool queued_ = false;
  Side thinking_side_ = Side::Black;
  int last_engine_score_[2] = {0, 0};
  nlohmann::json last_info_;
  Clock::time_point last_info_sent_{};
  std::unique_ptr<boost::asio::steady_timer> watchdog_;
  std::unique_ptr<boost::asio::steady_timer> retry_timer_;  // saving an engine move again

  std::shared_ptr<Engine> analysis_engine_;
  uint64_t analysis_serial_ = 0;
  uint64_t analysis_ticket_ = 0;
  bool analysis_queued_ = false;
  AnalysisDone analysis_done_;  // the queued analysis's answer

  std::vector<std::weak_ptr<Subscriber>> subscribers_;
};

}  // namespace hensoku::server
