#include "server/game_store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <stdexcept>

namespace hensoku::server {

namespace {

// A prepared statement that finalises itself; bind() takes 1-based indices.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
      throw std::runtime_error(std::string("sqlite prepare: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.c_str(), int(s.size()), SQLITE_TRANSIENT);
    return *this;
  }
  Statement& bind(int i, int64_t v) {
    sqlite3_bind_int64(stmt_, i, v);
    return *this;
  }
  // Steps once; true while a row is available.
  bool step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw std::runtime_error(std::string("sqlite step: ") + sqlite3_errmsg(db_));
  }
  std::string text(int col) const {
    const unsigned char* t = sqlite3_column_text(stmt_, col);
    return t ? std::string(reinterpret_cast<const char*>(t)) : std::string();
  }
  int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// The schema, version by version: migration i takes a database from
// user_version i to i + 1. Version 0 is an empty file or a database of the
// first servers, which had no user_version (the CREATE ... IF NOT EXISTS and
// the column checks make that step safe on both).
constexpr int kSchemaVersion = 4;

constexpr const char* kTablesV1 = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,
  setup_sfen TEXT NOT NULL,
  players TEXT NOT NULL,
  time_control TEXT NOT NULL,
  clocks TEXT NOT NULL,
  result TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
);
)sql";

// Game reviews (issue #26): one row per game, one per position analysed.
constexpr const char* kReviewsV4 = R"sql(
CREATE TABLE IF NOT EXISTS reviews (
  game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  movetime_ms INTEGER NOT NULL,
  moves TEXT NOT NULL,
  error TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS review_plies (
  game_id INTEGER NOT NULL REFERENCES reviews(game_id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
);
)sql";

constexpr const char* kIndexesV2 = "CREATE INDEX IF NOT EXISTS games_by_variant ON games(variant);";

}  // namespace

DatabaseLock::DatabaseLock(const std::string& db_path) {
  if (db_path == ":memory:" || db_path.empty()) return;
  std::string path = db_path + ".lock";
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) throw std::runtime_error("cannot open the lock file '" + path + "': " + std::strerror(errno));
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    int err = errno;
    std::string holder;
    std::ifstream in(path);
    std::getline(in, holder);
    ::close(fd_);
    fd_ = -1;
    if (err == EWOULDBLOCK)
      throw std::runtime_error("the game database '" + db_path + "' is in use by another hensoku serve" +
                               (holder.empty() ? std::string() : " (pid " + holder + ")") +
                               "; stop it first, or give this one another --db");
    throw std::runtime_error("cannot lock '" + path + "': " + std::strerror(err));
  }
  std::string pid = std::to_string(::getpid()) + "\n";
  if (::ftruncate(fd_, 0) == 0 && ::write(fd_, pid.data(), pid.size()) < 0) {
    // The pid is only for the message a second server prints.
  }
}

DatabaseLock::~DatabaseLock() {
  if (fd_ >= 0) ::close(fd_);  // releases the lock; the file stays (removing it would race a starting server)
}

GameStore::GameStore(const std::string& path) {
  if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                      nullptr) != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw std::runtime_error("cannot open game database '" + path + "': " + msg);
  }
  sqlite3_busy_timeout(db_, 5000);
  exec("PRAGMA journal_mode=WAL");
  // FULL: a committed move is on disk before the server acknowledges it.
  exec("PRAGMA synchronous=FULL");
  exec("PRAGMA foreign_keys=ON");
  try {
    check_journal_mode(path);
    migrate();
  } catch (...) {
    sqlite3_close(db_);  // a constructor that throws runs no destructor
    db_ = nullptr;
    throw;
  }
}

std::string GameStore::pragma_text(const char* sql) {
  Statement st(db_, sql);
  return st.step() ? st.text(0) : std::string();
}

// WAL lets the list and game pages read while a move is written; some file
// systems (network mounts) cannot hold it, and the rollback journal with
// synchronous=FULL is as durable, so that is a warning, not an error.
void GameStore::check_journal_mode(const std::string& path) {
  std::string mode = pragma_text("PRAGMA journal_mode=WAL");
  journal_mode_ = mode;
  if (mode == "wal" || (path == ":memory:" && mode == "memory")) return;
  if (mode != "delete" && mode != "truncate" && mode != "persist")
    throw std::runtime_error("game database '" + path + "': unusable journal mode '" + mode + "'");
  std::cerr << "hensoku serve: " << path << ": WAL is not available here, using journal mode " << mode << '\n';
}

bool GameStore::has_column(const char* table, const char* column) {
  Statement st(db_, (std::string("SELECT 1 FROM pragma_table_info('") + table + "') WHERE name=?").c_str());
  st.bind(1, std::string(column));
  return st.step();
}

void GameStore::migrate() {
  int version = int(std::stol(pragma_text("PRAGMA user_version")));
  if (version > kSchemaVersion)
    throw std::runtime_error("the game database was written by a newer hensoku (schema " + std::to_string(version) +
                             ", this one knows up to " + std::to_string(kSchemaVersion) + ")");
  for (; version < kSchemaVersion; ++version) {
    begin();
    try {
      if (version == 0) {
        exec(kTablesV1);
        // Creation and last-change times; rows of older databases get the
        // time of this migration for both (their real times are unknown).
        for (const char* column : {"created_at", "updated_at"}) {
          if (has_column("games", column)) continue;
          exec((std::string("ALTER TABLE games ADD COLUMN ") + column + " TEXT NOT NULL DEFAULT ''").c_str());
          exec((std::string("UPDATE games SET ") + column + "=strftime('%Y-%m-%dT%H:%M:%SZ','now')").c_str());
        }
      } else if (version == 1) {
        exec(kIndexesV2);
      } else if (version == 2) {
        // Comments of imported KIF/CSA records, written back on export.
        if (!has_column("games", "comments")) exec("ALTER TABLE games ADD COLUMN comments TEXT NOT NULL DEFAULT '[]'");
      } else if (version == 3) {
        exec(kReviewsV4);
      }
      exec(("PRAGMA user_version=" + std::to_string(version + 1)).c_str());
      commit();
    } catch (...) {
      rollback();
      throw;
    }
  }
}

int GameStore::schema_version() {
  std::lock_guard lock(mutex_);
  return int(std::stol(pragma_text("PRAGMA user_version")));
}

GameStore::~GameStore() { sqlite3_close(db_); }

void GameStore::exec(const char* sql) {
  char* err = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw std::runtime_error("sqlite: " + msg);
  }
}

void GameStore::begin() {
  if (fail_writes_) throw std::runtime_error("writes disabled by the test");
  exec("BEGIN IMMEDIATE");
}
void GameStore::commit() { exec("COMMIT"); }
void GameStore::rollback() {
  char* err = nullptr;
  sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, &err);
  sqlite3_free(err);
}

int64_t GameStore::create(const StoredGame& g) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement ins(db_,
                  "INSERT INTO games(variant, options, setup_sfen, players, time_control, clocks, result, "
                  "created_at, updated_at, comments) VALUES(?,?,?,?,?,?,?,?,?,?)");
    ins.bind(1, g.variant).bind(2, g.options_json).bind(3, g.setup_sfen).bind(4, g.players_json);
    ins.bind(5, g.time_control_json).bind(6, g.clocks_json).bind(7, g.result_json);
    ins.bind(8, g.created_at).bind(9, g.updated_at.empty() ? g.created_at : g.updated_at).bind(10, g.comments_json);
    ins.step();
    int64_t id = sqlite3_last_insert_rowid(db_);
    for (size_t ply = 0; ply < g.moves.size(); ++ply) {
      Statement mv(db_, "INSERT INTO moves(game_id, ply, move) VALUES(?,?,?)");
      mv.bind(1, id).bind(2, int64_t(ply)).bind(3, g.moves[ply]);
      mv.step();
    }
    commit();
    return id;
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::append_move(int64_t id, int ply, const std::string& move, const std::string& clocks_json,
                            const std::string& result_json, const std::string& updated_at) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement mv(db_, "INSERT INTO moves(game_id, ply, move) VALUES(?,?,?)");
    mv.bind(1, id).bind(2, int64_t(ply)).bind(3, move);
    mv.step();
    Statement up(db_, "UPDATE games SET clocks=?, result=?, updated_at=? WHERE id=?");
    up.bind(1, clocks_json).bind(2, result_json).bind(3, updated_at).bind(4, id);
    up.step();
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::truncate_moves(int64_t id, int from_ply, const std::string& clocks_json, const std::string& result_json,
                               const std::string& updated_at) {
  std::lock_guard lock(mutex_);
  if (fail_writes_) throw std::runtime_error("writes disabled by the test");
  begin();
  try {
    Statement del(db_, "DELETE FROM moves WHERE game_id=? AND ply>=?");
    del.bind(1, id).bind(2, int64_t(from_ply));
    del.step();
    // Comments of the positions taken back go with them.
    Statement cm(db_,
                 "UPDATE games SET comments=(SELECT json_group_array(value) FROM (SELECT value FROM "
                 "json_each(games.comments) WHERE key<=? ORDER BY key)) WHERE id=?");
    cm.bind(1, int64_t(from_ply)).bind(2, id);
    cm.step();
    Statement up(db_, "UPDATE games SET clocks=?, result=?, updated_at=? WHERE id=?");
    up.bind(1, clocks_json).bind(2, result_json).bind(3, updated_at).bind(4, id);
    up.step();
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::update_state(int64_t id, const std::string& clocks_json, const std::string& result_json,
                             const std::string& updated_at) {
  std::lock_guard lock(mutex_);
  if (fail_writes_) throw std::runtime_error("writes disabled by the test");
  Statement up(db_, "UPDATE games SET clocks=?, result=?, updated_at=? WHERE id=?");
  up.bind(1, clocks_json).bind(2, result_json).bind(3, updated_at).bind(4, id);
  up.step();
}

bool GameStore::remove(int64_t id) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement mv(db_, "DELETE FROM moves WHERE game_id=?");
    mv.bind(1, id);
    mv.step();
    Statement rp(db_, "DELETE FROM review_plies WHERE game_id=?");
    rp.bind(1, id);
    rp.step();
    Statement rv(db_, "DELETE FROM reviews WHERE game_id=?");
    rv.bind(1, id);
    rv.step();
    Statement del(db_, "DELETE FROM games WHERE id=?");
    del.bind(1, id);
    del.step();
    bool removed = sqlite3_changes(db_) > 0;
    commit();
    return removed;
  } catch (...) {
    rollback();
    throw;
  }
}

std::vector<StoredGame> GameStore::load_all() {
  std::lock_guard lock(mutex_);
  std::vector<StoredGame> games;
  Statement sel(db_,
                "SELECT id, variant, options, setup_sfen, players, time_control, clocks, result, created_at, "
                "updated_at, comments FROM games ORDER BY id");
  while (sel.step()) {
    StoredGame g;
    g.id = sel.integer(0);
    g.variant = sel.text(1);
    g.options_json = sel.text(2);
    g.setup_sfen = sel.text(3);
    g.players_json = sel.text(4);
    g.time_control_json = sel.text(5);
    g.clocks_json = sel.text(6);
    g.result_json = sel.text(7);
    g.created_at = sel.text(8);
    g.updated_at = sel.text(9);
    g.comments_json = sel.text(10);
    games.push_back(std::move(g));
  }
  for (auto& g : games) {
    Statement mv(db_, "SELECT move FROM moves WHERE game_id=? ORDER BY ply");
    mv.bind(1, g.id);
    while (mv.step()) g.moves.push_back(mv.text(0));
  }
  return games;
}

void GameStore::put_review(const StoredReview& r) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement rp(db_, "DELETE FROM review_plies WHERE game_id=?");
    rp.bind(1, r.game_id);
    rp.step();
    Statement ins(db_,
                  "INSERT OR REPLACE INTO reviews(game_id, status, movetime_ms, moves, error, created_at, updated_at) "
                  "VALUES(?,?,?,?,?,?,?)");
    ins.bind(1, r.game_id).bind(2, r.status).bind(3, r.movetime_ms).bind(4, r.moves_json).bind(5, r.error);
    ins.bind(6, r.created_at).bind(7, r.updated_at);
    ins.step();
    for (size_t ply = 0; ply < r.plies_json.size(); ++ply) {
      Statement p(db_, "INSERT INTO review_plies(game_id, ply, data) VALUES(?,?,?)");
      p.bind(1, r.game_id).bind(2, int64_t(ply)).bind(3, r.plies_json[ply]);
      p.step();
    }
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::add_review_ply(int64_t game_id, int ply, const std::string& data_json, const std::string& updated_at) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement p(db_, "INSERT OR REPLACE INTO review_plies(game_id, ply, data) VALUES(?,?,?)");
    p.bind(1, game_id).bind(2, int64_t(ply)).bind(3, data_json);
    p.step();
    Statement up(db_, "UPDATE reviews SET updated_at=? WHERE game_id=?");
    up.bind(1, updated_at).bind(2, game_id);
    up.step();
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::set_review_status(int64_t game_id, const std::string& status, const std::string& error,
                                  const std::string& updated_at) {
  std::lock_guard lock(mutex_);
  if (fail_writes_) throw std::runtime_error("writes disabled by the test");
  Statement up(db_, "UPDATE reviews SET status=?, error=?, updated_at=? WHERE game_id=?");
  up.bind(1, status).bind(2, error).bind(3, updated_at).bind(4, game_id);
  up.step();
}

std::vector<StoredReview> GameStore::load_reviews() {
  std::lock_guard lock(mutex_);
  std::vector<StoredReview> reviews;
  Statement sel(db_,
                "SELECT game_id, status, movetime_ms, moves, error, created_at, updated_at FROM reviews ORDER BY "
                "game_id");
  while (sel.step()) {
    StoredReview r;
    r.game_id = sel.integer(0);
    r.status = sel.text(1);
    r.movetime_ms = sel.integer(2);
    r.moves_json = sel.text(3);
    r.error = sel.text(4);
    r.created_at = sel.text(5);
    r.updated_at = sel.text(6);
    reviews.push_back(std::move(r));
  }
  for (auto& r : reviews) {
    Statement p(db_, "SELECT ply, data FROM review_plies WHERE game_id=? ORDER BY ply");
    p.bind(1, r.game_id);
    // Positions are kept only while they follow each other from 0.
    while (p.step() && p.integer(0) == int64_t(r.plies_json.size())) r.plies_json.push_back(p.text(1));
  }
  return reviews;
}

}  // namespace hensoku::server
