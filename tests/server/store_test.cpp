// The SQLite store: games and moves round-trip, takebacks truncate.
#include <gtest/gtest.h>

#include "server/game_store.h"
#include "server_fixture.h"

namespace hensoku::test {
namespace {

TEST(GameStore, GamesAndMovesRoundTripAcrossReopen) {
  TempDir dir;
  std::string path = (dir.path() / "g.sqlite").string();
  int64_t id;
  {
    server::GameStore store(path);
    server::StoredGame g;
    g.variant = "mini";
    g.setup_sfen = "1k1/3/1K1 b - 1";
    g.moves = {"2c2b"};
    g.comments_json = R"(["start","first move"])";
    id = store.create(g);
    store.append_move(id, 1, "2a3a", R"({"black_ms":5})", "null", "2026-11-27T00:00:00Z");
    store.append_move(id, 2, "2b2a", "null", R"({"kind":"win"})", "2026-11-27T00:00:00Z");
    store.truncate_moves(id, 2, "null", "null", "2026-11-27T00:01:00Z");
  }
  server::GameStore store(path);
  auto all = store.load_all();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].id, id);
  EXPECT_EQ(all[0].moves, (std::vector<std::string>{"2c2b", "2a3a"}));
  EXPECT_EQ(all[0].result_json, "null");
  EXPECT_EQ(all[0].setup_sfen, "1k1/3/1K1 b - 1");
  EXPECT_EQ(all[0].updated_at, "2026-11-27T00:01:00Z");
  EXPECT_EQ(all[0].comments_json, R"(["start","first move"])");
  EXPECT_EQ(store.schema_version(), 4);
}

TEST(GameStore, DuplicatePlyIsRefusedAndChangesNothing) {
  TempDir dir;
  server::GameStore store((dir.path() / "g.sqlite").string());
  server::StoredGame g;
  g.variant = "mini";
  g.setup_sfen = "1k1/3/1K1 b - 1";  // (a one-letter literal trips GCC 12 bug 105329, -Wrestrict)
  int64_t id = store.create(g);
  store.append_move(id, 0, "a", "null", "null", "2026-11-27T00:00:00Z");
  EXPECT_THROW(store.append_move(id, 0, "b", "null", "null", "2026-11-27T00:00:00Z"), std::runtime_error);
  EXPECT_EQ(store.load_all()[0].moves, std::vector<std::string>{"a"});
}

// Reviews (schema 4): the header and the positions in order round-trip; a
// new review replaces the old one's positions; a gap ends what is loaded;
// deleting the game deletes its review.
TEST(GameStore, ReviewsRoundTripAndGoWithTheirGame) {
  TempDir dir;
  std::string path = (dir.path() / "g.sqlite").string();
  int64_t id;
  {
    server::GameStore store(path);
    server::StoredGame g;
    g.variant = "mini";
    g.setup_sfen = "1k1/3/1K1 b - 1";
    g.moves = {"2c2b"};
    id = store.create(g);
    server::StoredReview r;
    r.game_id = id;
    r.status = "running";
    r.movetime_ms = 300;
    r.moves_json = R"(["2c2b"])";
    r.created_at = r.updated_at = "2026-11-28T00:00:00Z";
    r.plies_json = {R"({"ply":0,"old":true})", R"({"ply":1,"old":true})"};
    store.put_review(r);
    r.plies_json.clear();
    store.put_review(r);  // a new review of the same game: the old positions go
    store.add_review_ply(id, 0, R"({"ply":0})", "2026-11-28T00:00:01Z");
    store.add_review_ply(id, 2, R"({"ply":2})", "2026-11-28T00:00:02Z");  // a gap: not loaded
    store.set_review_status(id, "cancelled", "", "2026-11-28T00:00:03Z");
  }
  server::GameStore store(path);
  auto reviews = store.load_reviews();
  ASSERT_EQ(reviews.size(), 1u);
  EXPECT_EQ(reviews[0].game_id, id);
  EXPECT_EQ(reviews[0].status, "cancelled");
  EXPECT_EQ(reviews[0].movetime_ms, 300);
  EXPECT_EQ(reviews[0].moves_json, R"(["2c2b"])");
  EXPECT_EQ(reviews[0].updated_at, "2026-11-28T00:00:03Z");
  EXPECT_EQ(reviews[0].plies_json, std::vector<std::string>{R"({"ply":0})"});
  EXPECT_TRUE(store.remove(id));
  EXPECT_TRUE(store.load_reviews().empty());
}

TEST(GameStore, RemoveDeletesTheGameAndItsMoves) {
  TempDir dir;
  server::GameStore store((dir.path() / "g.sqlite").string());
  server::StoredGame g;
  g.variant = "mini";
  g.setup_sfen = "1k1/3/1K1 b - 1";
  g.moves = {"2c2b", "2a3a"};
  int64_t id = store.create(g);
  int64_t kept = store.create(g);
  EXPECT_TRUE(store.remove(id));
  EXPECT_FALSE(store.remove(id));
  auto all = store.load_all();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].id, kept);
  EXPECT_EQ(all[0].moves.size(), 2u);
}

// A database of the first servers: no user_version, no created/updated
// columns. It is migrated in place; its games get a time, keep their moves.
TEST(GameStore, OldDatabaseIsMigratedToTheCurrentSchema) {
  TempDir dir;
  std::string path = (dir.path() / "old.sqlite").string();
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    const char* old = R"sql(
      CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, variant TEXT NOT NULL, options TEXT NOT NULL,
        setup_sfen TEXT NOT NULL, players TEXT NOT NULL, time_control TEXT NOT NULL, clocks TEXT NOT NULL,
        result TEXT NOT NULL);
      CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, ply INTEGER NOT NULL,
        move TEXT NOT NULL, PRIMARY KEY (game_id, ply));
      INSERT INTO games VALUES (7, 'mini', '{}', '1k1/3/1K1 b - 1', '{}', 'null', 'null', 'null');
      INSERT INTO moves VALUES (7, 0, '2c2b');)sql";
    ASSERT_EQ(sqlite3_exec(db, old, nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  server::GameStore store(path);
  EXPECT_EQ(store.schema_version(), 4);
  EXPECT_EQ(store.journal_mode(), "wal");
  auto all = store.load_all();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].id, 7);
  EXPECT_EQ(all[0].moves, std::vector<std::string>{"2c2b"});
  EXPECT_EQ(all[0].created_at.size(), 20u) << all[0].created_at;
  EXPECT_EQ(all[0].updated_at, all[0].created_at);
  EXPECT_EQ(all[0].comments_json, "[]");
  EXPECT_TRUE(store.load_reviews().empty());  // the review tables exist (schema 4)
}

TEST(GameStore, DatabaseOfANewerSchemaIsRefused) {
  TempDir dir;
  std::string path = (dir.path() / "new.sqlite").string();
  {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(db, "PRAGMA user_version=99", nullptr, nullptr, nullptr), SQLITE_OK);
    sqlite3_close(db);
  }
  try {
    server::GameStore store(path);
    FAIL() << "opened a schema-99 database";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("newer hensoku"), std::string::npos) << e.what();
  }
}

TEST(GameStore, UnopenableDatabaseThrows) {
  EXPECT_THROW(server::GameStore("/nonexistent-dir/x/y.sqlite"), std::runtime_error);
}

}  // namespace
}  // namespace hensoku::test
