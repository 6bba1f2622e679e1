#pragma once
// All games of the server, by id: creation (with import of a set-up SFEN and
// moves), reloading from the store at start-up, the clock timer that ends
// games on time, and stand-alone analysis of any position.
#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

#include <nlohmann/json.hpp>

#include "server/game_store.h"
#include "server/live_game.h"
#include "server/review.h"

namespace hensoku::server {

// The bounds on engine work (ServerOptions has the defaults).
struct EngineLimits {
  int64_t cap_ms = 10000;           // longest search per request
  int hash_mb = 16;                 // hash table per engine
  int slots = 2;                    // searches at once
  size_t max_queued_analyses = 64;  // analyses waiting for a slot; more get 429
  int max_engine_games = 16;        // engine-vs-engine games in progress; more get 429
  int64_t live_cap_ms = 60000;      // longest live analysis of a WebSocket connection
};

class GameManager {
 public:
  GameManager(GameStore& store, boost::asio::io_context& ioc, const EngineLimits& limits, const Registry& registry,
              EngineFactory engine_factory);
  ~GameManager();

  // Loads every stored game and starts the ones in progress; returns how many were loaded.
  size_t load();
  void start_clock_timer();
  // Stops every engine and waits for every search (server shutdown).
  void shutdown();

  // POST /api/games body; throws ApiError.
  std::shared_ptr<LiveGame> create(const nlohmann::json& request);
  std::shared_ptr<LiveGame> find(int64_t id);
  // DELETE /api/games/:id: stops its engines, removes it from memory and the store.
  void remove(int64_t id);
  // Summaries, newest first; only games of `variant` unless it is empty.
  nlohmann::json list(const std::string& variant = "");
  const std::string& epoch() const { return context_.epoch; }

  // POST /api/analysis: {variant, options, sfen, moves, movetime_ms}; done() gets the report.
  // Throws ApiError(429) when the analysis queue is full.
  void analyse(const nlohmann::json& request, AnalysisDone done);
  EngineScheduler& scheduler() { return scheduler_; }

  // Game review (docs/web.md): POST starts one ({movetime_ms}; 409 while one
  // runs), GET answers it (404 if none), DELETE cancels it. Each returns the
  // review object.
  nlohmann::json start_review(int64_t id, const nlohmann::json& request);
  nlohmann::json review(int64_t id);
  nlohmann::json cancel_review(int64_t id);
  // A game's record, with its review's lines as KIF comments.
  std::string record(int64_t id, const std::string& format);

  int64_t engine_cap_ms() const { return context_.engine_cap_ms; }
  const Registry& variants() const { return context_.registry; }
  bool engine_available() const { return bool(context_.engine_factory); }

 private:
  void on_clock_tick();
  void load_reviews();
  std::shared_ptr<Review> find_review(int64_t id);

  int live_engine_games();

  GameStore& store_;
  boost::asio::io_context& ioc_;
  EngineLimits limits_;
  EngineScheduler scheduler_;
  GameContext context_;
  std::mutex mutex_;
  std::mutex create_mutex_;  // serialises the engine-game cap's check with the insertion
  std::map<int64_t, std::shared_ptr<LiveGame>> games_;
  std::map<int64_t, std::shared_ptr<Review>> reviews_;
  boost::asio::steady_timer clock_timer_;
  std::atomic<bool> stopping_{false};
};

// The longest move list an import (moves, position, kif) or an analysis
// request may carry: every move is checked against the rules, so the work of
// a request is bounded (long chu games run to about a thousand plies).
constexpr int kMaxImportPlies = 3000;

// Builds a game from {variant, options, sfen?, moves?} or a USI "position"
// string; throws ApiError(400) with the reason.
std::unique_ptr<Game> game_from_request(const Registry& registry, const nlohmann::json& request,
                                        const VariantInfo** info_out);

}  // namespace hensoku::server
