// The history tables kept between searches (worker.h): an engine's search
// depends only on its own earlier searches in the same game, never on other
// engines in the process, and a new game starts afresh.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "search/engine.h"
#include "search/history.h"
#include "variants/registry.h"

namespace hensoku {
namespace {

struct Outcome {
  std::string best;
  uint64_t nodes = 0;
};

Outcome think(Engine& engine, const Game& game, int depth) {
  Outcome out;
  SearchLimits limits;
  limits.depth = depth;
  engine.go(
      game, limits,
      [&](const SearchInfo& i) {
        if (i.currmove.empty() && i.text.empty()) out.nodes = i.nodes;
      },
      [&](const BestMove& b) { out.best = b.move; });
  engine.wait();
  return out;
}

std::unique_ptr<Game> shogi_after(const std::vector<std::string>& moves) {
  auto game = create_game("shogi");
  for (const auto& m : moves) game->play(m);
  return game;
}

TEST(SearchHistory, AnotherEnginesSearchesDoNotChangeThisEnginesResult) {
  auto game = shogi_after({"7g7f", "3c3d"});
  auto fresh = create_engine("shogi");
  const Outcome alone = think(*fresh, *game, 7);

  // Other engines search other positions in between (their tables go back
  // to the pool); a new engine must still search exactly as a fresh one.
  for (const auto& moves : {std::vector<std::string>{"2g2f"}, std::vector<std::string>{"7g7f", "8c8d", "2g2f"}}) {
    auto other = create_engine("shogi");
    think(*other, *shogi_after(moves), 7);
  }
  auto second = create_engine("shogi");
  const Outcome after_others = think(*second, *game, 7);
  EXPECT_EQ(after_others.best, alone.best);
  EXPECT_EQ(after_others.nodes, alone.nodes);
}

TEST(SearchHistory, NewGameStartsWithEmptyTables) {
  auto game = shogi_after({"7g7f", "3c3d"});
  auto engine = create_engine("shogi");
  const Outcome first = think(*engine, *game, 7);
  think(*engine, *shogi_after({"2g2f", "8c8d"}), 7);  // learns something else
  engine->new_game();
  const Outcome again = think(*engine, *game, 7);
  EXPECT_EQ(again.best, first.best);
  EXPECT_EQ(again.nodes, first.nodes);
}

// usinewgame readies the next game's tables before its first move (the
// previous game's sets, emptied): they must be as empty as fresh ones.
TEST(SearchHistory, NewGameReadiedForTheNextGameStartsWithEmptyTables) {
  auto game = shogi_after({"7g7f", "3c3d"});
  auto engine = create_engine("shogi");
  const Outcome first = think(*engine, *game, 7);
  for (int i = 0; i < 3; ++i) {
    think(*engine, *shogi_after({"2g2f", "8c8d"}), 7);  // learns something else
    engine->new_game(*game);
    const Outcome again = think(*engine, *game, 7);
    EXPECT_EQ(again.best, first.best);
    EXPECT_EQ(again.nodes, first.nodes);
  }
}

// clear() empties only the continuation rows handed out since the last
// clear: every row written through continuation_row must read zero after it.
TEST(SearchHistory, ClearEmptiesEveryContinuationRowHandedOut) {
  using Tables = search::HistoryTables<5184>;
  auto tables = std::make_unique<Tables>();
  for (size_t previous = 0; previous < 3000; previous += 7)
    for (int distance = 0; distance < 2; ++distance) {
      int16_t* row = tables->continuation_row(distance, previous);
      row[previous % Tables::kColumns] = int16_t(previous + 1);
      row[Tables::kColumns - 1] = -1;
    }
  tables->history[5] = 9;
  tables->counter[7] = 11;
  tables->clear();
  for (const auto& c : tables->continuation)
    EXPECT_TRUE(std::all_of(c.begin(), c.end(), [](int16_t v) { return v == 0; }));
  EXPECT_EQ(tables->history[5], 0);
  EXPECT_EQ(tables->counter[7], 0);
  // Rows handed out again after a clear are emptied by the next one.
  tables->continuation_row(1, 42)[3] = 5;
  tables->clear();
  EXPECT_EQ(tables->continuation_row(1, 42)[3], 0);
}

}  // namespace
}  // namespace hensoku
