#include "server/game_store.h"

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

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,
  setup_sfen TEXT NOT NULL,
  players TEXT NOT NULL,
  time_control TEXT NOT NULL,
  clocks TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ','now'))
);
CREATE TABLE IF NOT EXISTS moves (
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  ply INTEGER NOT NULL,
  move TEXT NOT NULL,
  PRIMARY KEY (game_id, ply)
);
)sql";

}  // namespace

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
  exec(kSchema);
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

void GameStore::begin() { exec("BEGIN IMMEDIATE"); }
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
                  "INSERT INTO games(variant, options, setup_sfen, players, time_control, clocks, result) "
                  "VALUES(?,?,?,?,?,?,?)");
    ins.bind(1, g.variant).bind(2, g.options_json).bind(3, g.setup_sfen).bind(4, g.players_json);
    ins.bind(5, g.time_control_json).bind(6, g.clocks_json).bind(7, g.result_json);
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
                            const std::string& result_json) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement mv(db_, "INSERT INTO moves(game_id, ply, move) VALUES(?,?,?)");
    mv.bind(1, id).bind(2, int64_t(ply)).bind(3, move);
    mv.step();
    Statement up(db_,
                 "UPDATE games SET clocks=?, result=?, updated_at=strftime('%Y-%m-%dT%H:%M:%SZ','now') WHERE id=?");
    up.bind(1, clocks_json).bind(2, result_json).bind(3, id);
    up.step();
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::truncate_moves(int64_t id, int from_ply, const std::string& clocks_json,
                               const std::string& result_json) {
  std::lock_guard lock(mutex_);
  begin();
  try {
    Statement del(db_, "DELETE FROM moves WHERE game_id=? AND ply>=?");
    del.bind(1, id).bind(2, int64_t(from_ply));
    del.step();
    Statement up(db_,
                 "UPDATE games SET clocks=?, result=?, updated_at=strftime('%Y-%m-%dT%H:%M:%SZ','now') WHERE id=?");
    up.bind(1, clocks_json).bind(2, result_json).bind(3, id);
    up.step();
    commit();
  } catch (...) {
    rollback();
    throw;
  }
}

void GameStore::update_state(int64_t id, const std::string& clocks_json, const std::string& result_json) {
  std::lock_guard lock(mutex_);
  Statement up(db_,
               "UPDATE games SET clocks=?, result=?, updated_at=strftime('%Y-%m-%dT%H:%M:%SZ','now') WHERE id=?");
  up.bind(1, clocks_json).bind(2, result_json).bind(3, id);
  up.step();
}

std::vector<StoredGame> GameStore::load_all() {
  std::lock_guard lock(mutex_);
  std::vector<StoredGame> games;
  Statement sel(db_,
                "SELECT id, variant, options, setup_sfen, players, time_control, clocks, result, created_at, "
                "updated_at FROM games ORDER BY id");
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
    games.push_back(std::move(g));
  }
  for (auto& g : games) {
    Statement mv(db_, "SELECT move FROM moves WHERE game_id=? ORDER BY ply");
    mv.bind(1, g.id);
    while (mv.step()) g.moves.push_back(mv.text(0));
  }
  return games;
}

}  // namespace hensoku::server
