#pragma once
// Whole-game review (docs/web.md, "Game review"): every position of a game
// analysed at a fixed budget, one at a time, in the background, through the
// engine scheduler at the lowest priority; each position stored as it is
// done, so that a restart resumes at the first missing one. The moves are
// judged from the winning chances of consecutive positions.
#include <boost/asio/io_context.hpp>

#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/live_game.h"
#include "server/winprob.h"

namespace hensoku::server {

constexpr int64_t kMinReviewMovetimeMs = 10;  // the tests' budget; the page offers 100 ms and more
constexpr int64_t kMaxReviewMovetimeMs = 10000;

// One analysed position as stored: {ply, score|null, win_black|null, depth,
// best|null, pv[]} (MoveViews with "piece").
using ReviewPly = nlohmann::json;

// The review object of docs/web.md from its parts: judges the moves and sums
// up each side.
nlohmann::json review_object(const std::string& status, const std::string& error, int64_t movetime_ms,
                             const std::vector<ReviewPly>& plies, const std::vector<nlohmann::json>& played, int total,
                             int64_t eta_ms, const std::string& created, const std::string& updated);

// The KIF comment lines of a review, per position (docs/web.md): "" where none.
std::vector<std::string> review_kif_comments(const nlohmann::json& review);
// A review read back from a record's comments: the positions it names, or
// nullopt when the comments hold no review line. Removes those lines from
// `comments`. `start` is the record's set-up position and `moves` its moves.
struct ImportedReview {
  int64_t movetime_ms = 0;
  std::vector<ReviewPly> plies;
};
std::optional<ImportedReview> review_from_kif_comments(std::vector<std::string>& comments, const Game& start,
                                                       const std::vector<std::string>& moves,
                                                       const std::string& variant);

class Review : public std::enable_shared_from_this<Review> {
 public:
  // `start` is the game's set-up position, `moves` the moves reviewed.
  Review(GameContext& ctx, std::weak_ptr<LiveGame> game, int64_t game_id, std::string variant,
         std::unique_ptr<Game> start, std::vector<std::string> moves, int64_t movetime_ms);

  // Restores the stored state (status, times, positions done).
  void restore(const StoredReview& stored);
  // Stores a new review (replacing the game's earlier one); throws if the store fails.
  void save_new();
  // Queues the next position unless the review is over.
  void run();
  // DELETE: stops it and keeps what is done.
  void cancel();
  // Server shutdown: stops asking for searches, stores nothing more.
  void shutdown();
  bool active();  // queued or running
  const std::vector<std::string>& moves() const { return moves_; }
  nlohmann::json to_json();

 private:
  nlohmann::json to_json_locked();
  void next_locked();
  void submit_locked();
  void begin_search(uint64_t serial, uint64_t ticket);
  void on_best(uint64_t serial, uint64_t ticket, const SearchInfo& info, bool has_info, const BestMove& best,
               std::chrono::steady_clock::time_point started);
  void record_locked(ReviewPly ply);
  void set_status_locked(const std::string& status, const std::string& error = {});
  void broadcast_locked(bool now);
  std::unique_ptr<Game> position_locked(size_t ply) const;

  GameContext& ctx_;
  std::weak_ptr<LiveGame> game_;
  const int64_t game_id_;
  const std::string variant_;
  std::unique_ptr<Game> start_;
  const std::vector<std::string> moves_;
  std::vector<nlohmann::json> played_;  // MoveView + piece of each move
  const int64_t movetime_ms_;
  std::mutex mutex_;
  std::string status_ = "queued";
  std::string error_;
  std::string created_, updated_;
  std::vector<ReviewPly> plies_;
  std::shared_ptr<Engine> engine_;  // kept across positions: its hash table helps the next one
  uint64_t serial_ = 0;             // bumped by cancel and shutdown: late reports are dropped
  uint64_t ticket_ = 0;
  bool queued_ = false, searching_ = false, shut_down_ = false;
  std::chrono::steady_clock::time_point queued_at_{};
  double wall_ms_ = 0;  // wall time of the positions searched so far (queue wait included)
  int timed_ = 0;
  std::chrono::steady_clock::time_point last_broadcast_{};
};

}  // namespace hensoku::server
