// The engine on every registered family: mates, winning captures and line
// wins found, legal moves from random positions, prompt stop.
#include <gtest/gtest.h>

#include <algorithm>
#include <condition_variable>
#include <mutex>

#include "core/prng.h"
#include "core/timer.h"
#include "engine_answer.h"
#include "search/engine.h"
#include "variants/registry.h"

namespace hensoku {
namespace {

// Plays the principal variation and returns the outcome at its end.
Outcome outcome_after_pv(const Game& game, const std::vector<std::string>& pv) {
  auto g = game.clone();
  for (const auto& m : pv) g->play(m);
  return g->outcome();
}

TEST(SearchShogi, SF_0_4_FindsTheMateInOne) {
  auto game = create_game("shogi");
  game->set_sfen("8k/9/8P/9/9/9/9/9/K8 b RG 1");
  SearchLimits limits;
  limits.depth = 2;
  Answer r = think(*game, limits);
  EXPECT_EQ(r.best.move, "G*1b");
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 1);
}

TEST(SearchShogi, SF_0_4_FindsTheMateInThree) {
  auto game = create_game("shogi");
  game->set_sfen("8k/9/9/9/9/9/9/9/K8 b 2R 1");  // fairy-stockfish: mate 3 (R*2c 1a1b R*1c)
  SearchLimits limits;
  limits.mate = 2;  // USI "go mate 2": mate in two of our moves
  Answer r = think(*game, limits);
  ASSERT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 3);
  ASSERT_EQ(r.last.pv.size(), 3u);
  Outcome o = outcome_after_pv(*game, r.last.pv);
  EXPECT_EQ(o.kind, Outcome::Kind::Win);
  EXPECT_EQ(o.winner, Side::Black);
}

TEST(SearchShogi, SF_0_4_MatedSideSeesTheMate) {
  auto game = create_game("shogi");
  game->set_sfen("8k/9/8P/9/9/9/9/9/K8 b RG 1");
  game->play("G*1b");
  EXPECT_TRUE(game->outcome().over());
  Answer r = think(*game, SearchLimits{});
  EXPECT_EQ(r.best.move, "resign");
}

TEST(SearchChu, CHU_WinsTheUndefendedFreeKing) {
  auto game = create_game("chushogi");
  game->set_sfen("5k6/12/12/12/12/5q6/12/12/12/5R6/12/5K6 b - 1");
  SearchLimits limits;
  limits.depth = 2;
  Answer r = think(*game, limits);
  EXPECT_EQ(r.best.move, "7j7f");
}

TEST(SearchHasami, HS_2_2_CompletesTheFiveInARow) {
  auto game = create_game("daihasami");
  game->set_sfen("pppp5/9/9/9/PPPP5/9/4P4/9/9 b - 1");
  SearchLimits limits;
  limits.depth = 2;
  Answer r = think(*game, limits);
  EXPECT_EQ(r.best.move, "5g5e");
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 1);
}

TEST(SearchFamilies, EveryVariantReturnsALegalMoveFromRandomPositions) {
  Prng rng(2026);
  for (const auto& v : registry().all()) {
    for (int game_no = 0; game_no < 2; ++game_no) {
      auto game = create_game(v.name);
      for (int ply = 0; ply < 12 + 8 * game_no && !game->outcome().over(); ++ply) {
        auto moves = game->legal_moves();
        if (moves.empty()) break;
        game->play(moves[rng.below(moves.size())]);
      }
      if (game->outcome().over()) continue;
      SearchLimits limits;
      limits.nodes = 400;
      Answer r = think(*game, limits);
      auto legal = game->legal_moves();
      EXPECT_NE(std::find(legal.begin(), legal.end(), r.best.move), legal.end())
          << v.name << " " << game->sfen() << " played " << r.best.move;
    }
  }
}

TEST(SearchFamilies, StopReturnsPromptlyInEveryFamily) {
  for (const char* name : {"shogi", "chushogi", "daihasami"}) {
    auto game = create_game(name);
    auto engine = create_engine(name);
    std::mutex m;
    std::condition_variable cv;
    bool done = false;
    SearchLimits limits;
    limits.infinite = true;
    engine->go(*game, limits, {}, [&](const BestMove&) {
      std::lock_guard lock(m);
      done = true;
      cv.notify_all();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    int64_t t0 = now_ms();
    engine->stop();
    std::unique_lock lock(m);
    EXPECT_TRUE(cv.wait_for(lock, std::chrono::seconds(3), [&] { return done; })) << name;
    EXPECT_LT(now_ms() - t0, 1000) << name;
    lock.unlock();
    engine->wait();
  }
}

TEST(SearchFamilies, WrongFamilyAndUnknownVariantAreInputErrors) {
  EXPECT_THROW(create_engine("no-such-variant"), InputError);
  auto engine = create_engine("shogi");
  auto game = create_game("chushogi");
  EXPECT_THROW(engine->go(*game, SearchLimits{}, {}, [](const BestMove&) {}), InputError);
}

}  // namespace
}  // namespace hensoku
