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
    id = store.create(g);
    store.append_move(id, 1, "2a3a", R"({"black_ms":5})", "null");
    store.append_move(id, 2, "2b2a", "null", R"({"kind":"win"})");
    store.truncate_moves(id, 2, "null", "null");
  }
  server::GameStore store(path);
  auto all = store.load_all();
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].id, id);
  EXPECT_EQ(all[0].moves, (std::vector<std::string>{"2c2b", "2a3a"}));
  EXPECT_EQ(all[0].result_json, "null");
  EXPECT_EQ(all[0].setup_sfen, "1k1/3/1K1 b - 1");
}

TEST(GameStore, DuplicatePlyIsRefusedAndChangesNothing) {
  TempDir dir;
  server::GameStore store((dir.path() / "g.sqlite").string());
  server::StoredGame g;
  g.variant = "mini";
  g.setup_sfen = "1k1/3/1K1 b - 1";  // (a one-letter literal trips GCC 12 bug 105329, -Wrestrict)
  int64_t id = store.create(g);
  store.append_move(id, 0, "a", "null", "null");
  EXPECT_THROW(store.append_move(id, 0, "b", "null", "null"), std::runtime_error);
  EXPECT_EQ(store.load_all()[0].moves, std::vector<std::string>{"a"});
}

TEST(GameStore, UnopenableDatabaseThrows) {
  EXPECT_THROW(server::GameStore("/nonexistent-dir/x/y.sqlite"), std::runtime_error);
}

}  // namespace
}  // namespace hensoku::test
