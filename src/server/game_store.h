#pragma once
// SQLite persistence of games: one row per game (variant, options, set-up
// SFEN, players, time control, clocks, result) and one row per move. Every
// write is a transaction that is committed before the caller acknowledges the
// change, so an acknowledged move survives a crash or a restart. WAL mode lets
// readers run while a move is written.
#include <sqlite3.h>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace hensoku::server {

// A game as stored. JSON-valued fields are kept as JSON text.
struct StoredGame {
  int64_t id = 0;
  std::string variant;
  std::string options_json = "{}";
  std::string setup_sfen;
  std::string players_json = "[]";
  std::string time_control_json = "null";
  std::string clocks_json = "null";
  std::string result_json = "null";  // null while the game is on
  std::string created_at;            // "2026-11-21T03:00:00Z" (UTC)
  std::string updated_at;            // the last change; "" on create = created_at
  std::string comments_json = "[]";  // record comments by position ([0] the start), from an imported KIF/CSA
  std::vector<std::string> moves;
};

// A game's review as stored (docs/web.md, "Game review"): its header and
// the positions analysed so far, each a JSON object as the API sends it.
struct StoredReview {
  int64_t game_id = 0;
  std::string status;  // queued, running, done, cancelled, failed
  int64_t movetime_ms = 0;
  std::string moves_json = "[]";  // the game's moves the review covers
  std::string error;
  std::string created_at, updated_at;
  std::vector<std::string> plies_json;  // position 0, 1, ... in order
};

// An exclusive lock on "<db>.lock" beside the database, held while the
// server runs, so that a second server on the same file is refused at once
// (two servers would each believe their in-memory games are the truth).
// flock(2): released by the kernel when the process dies, even by SIGKILL.
class DatabaseLock {
 public:
  // Throws std::runtime_error naming the holder's pid when the lock is taken.
  explicit DatabaseLock(const std::string& db_path);
  ~DatabaseLock();
  DatabaseLock(const DatabaseLock&) = delete;
  DatabaseLock& operator=(const DatabaseLock&) = delete;

 private:
  int fd_ = -1;
};

class GameStore {
 public:
  // Opens (creating if needed) the database at path; ":memory:" for a
  // throw-away store. Throws std::runtime_error if it cannot be opened.
  explicit GameStore(const std::string& path);
  ~GameStore();
  GameStore(const GameStore&) = delete;
  GameStore& operator=(const GameStore&) = delete;

  // Inserts a new game with its initial moves; returns its id.
  int64_t create(const StoredGame& game);
  // Appends one move (ply numbered from 0) and updates clocks, result and
  // the time of the change in one transaction.
  void append_move(int64_t id, int ply, const std::string& move, const std::string& clocks_json,
                   const std::string& result_json, const std::string& updated_at);
  // Removes the moves from ply `from_ply` on (a takeback) and updates clocks and result.
  void truncate_moves(int64_t id, int from_ply, const std::string& clocks_json, const std::string& result_json,
                      const std::string& updated_at);
  void update_state(int64_t id, const std::string& clocks_json, const std::string& result_json,
                    const std::string& updated_at);
  // Deletes a game and its moves; false if there was no such game.
  bool remove(int64_t id);

  // Starts a review of a game: replaces any earlier one (and its positions).
  void put_review(const StoredReview& review);
  // Adds the analysis of one position (ply numbered from 0).
  void add_review_ply(int64_t game_id, int ply, const std::string& data_json, const std::string& updated_at);
  void set_review_status(int64_t game_id, const std::string& status, const std::string& error,
                         const std::string& updated_at);
  // Every stored review with its positions.
  std::vector<StoredReview> load_reviews();

  // Tests only: every write fails from now on (true) or works again (false).
  void fail_writes_for_test(bool fail) { fail_writes_ = fail; }

  std::vector<StoredGame> load_all();

  int schema_version();  // PRAGMA user_version after the migrations
  const std::string& journal_mode() const { return journal_mode_; }

 private:
  void check_journal_mode(const std::string& path);
  void migrate();
  bool has_column(const char* table, const char* column);
  std::string pragma_text(const char* sql);

  void exec(const char* sql);
  void begin();
  void commit();
  void rollback();

  sqlite3* db_ = nullptr;
  std::mutex mutex_;
  std::string journal_mode_;
  std::atomic<bool> fail_writes_{false};
};

}  // namespace hensoku::server
