// The hasami fast path searches: it takes an immediate win (reduce to one,
// five in a row, makayek's last capture), blocks the opponent's five, and the
// family's engine plays on it.
#include <gtest/gtest.h>

#include <future>
#include <memory>
#include <string>
#include <vector>

#include "hasami/notation.h"
#include "search/engine.h"
#include "hasami/engine/hasami_adapter.h"
#include "hasami_test_util.h"
#include "variants/registry.h"

namespace hensoku::search {

using namespace hensoku::hasami::engine;
namespace {

using test::sfen_with;

struct Result {
  BestMove best;
  SearchInfo last;
};

Result search(Engine& engine, const Game& game, const SearchLimits& limits) {
  std::promise<BestMove> best;
  Result r;
  engine.go(game, limits, [&r](const SearchInfo& i) { if (i.currmove.empty() && i.text.empty()) r.last = i; },
            [&best](const BestMove& m) { best.set_value(m); });
  r.best = best.get_future().get();
  engine.wait();
  return r;
}

Result search(Engine& engine, const std::string& variant, const std::string& sfen, int depth) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  SearchLimits limits;
  limits.depth = depth;
  return search(engine, *game, limits);
}

Result native_search(const std::string& variant, const std::string& sfen, int depth) {
  SearchEngine<HasamiAdapter> engine("hasami", HasamiAdapter::setup);
  return search(engine, variant, sfen, depth);
}

TEST(HasamiSearch, HS_1_1_TakesTheWinningCapture) {
  Result r = native_search("hasami", sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a", "8a"}, 'b'), 4);
  // 1d5d leaves White two stones; the win needs one more capture, so this is
  // a plain capture here; with two White stones it wins at once:
  EXPECT_EQ(r.best.move, "1d5d");
  Result win = native_search("hasami", sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a"}), 4);
  EXPECT_EQ(win.best.move, "1d5d");
  EXPECT_TRUE(win.last.is_mate);
  EXPECT_EQ(win.last.score, 1);
}

TEST(HasamiSearch, HS_2_2_CompletesFiveInARow) {
  const std::vector<std::string> white = {"9a", "8a", "7a", "6a", "1a"};
  Result r = native_search("daihasami", sfen_with("daihasami", {"5d", "5e", "5f", "5g", "4c"}, white), 4);
  EXPECT_EQ(r.best.move, "4c5c");
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 1);
}

TEST(HasamiSearch, HS_2_2_BlocksTheOpponentsFive) {
  // White has 5c-5f outside its home ranks (a-b) and 4g can fill 5g; Black's
  // only defence is to stand on 5g first.
  const std::string sfen =
      sfen_with("daihasami", {"9i", "8i", "5i", "1h", "2h"}, {"5c", "5d", "5e", "5f", "4g", "9a", "8a"}, 'b');
  Result r = native_search("daihasami", sfen, 4);
  EXPECT_EQ(r.best.move, "5i5g");
  EXPECT_FALSE(r.last.is_mate) << r.last.score;
}

TEST(HasamiSearch, HS_3_3_MakayekTakesTheLastStones) {
  Result r = native_search("makayek", sfen_with("makayek", {"1e", "1h"}, {"5d", "5f"}), 3);
  EXPECT_EQ(r.best.move, "1e5e");
  EXPECT_TRUE(r.last.is_mate);
}

// A search stopped inside an iteration plays a move scored at that depth or
// the last finished depth's best, never a move whose only score is from an
// earlier, shallower depth (there the side-to-move terms count the other
// way). The position and budget are where the old root ordering played
// 8b8a, a wasted move, after depth 1 had found 5a5c (HS-2b: step mode, the
// five-in-a-row race).
TEST(HasamiSearch, HS_2b_AStoppedSearchPlaysTheLastFinishedDepthsMove) {
  auto engine = create_engine("daihasami-onestep");
  engine->set_option("EvalParams", "untuned");
  auto game = create_game("daihasami-onestep");
  for (const char* m : {"4i4g", "9b9c", "3i3g", "8a8c", "8i8g"}) game->play(m);
  SearchLimits limits;
  limits.nodes = 100;
  Result r = search(*engine, *game, limits);
  ASSERT_EQ(r.last.depth, 1);
  ASSERT_FALSE(r.last.pv.empty());
  EXPECT_EQ(r.last.pv[0], "5a5c");
  EXPECT_EQ(r.best.move, "5a5c");
}

// Can the side to move in `sfen` win at once (HS-2.2 five in a row)?
bool wins_in_one(const std::string& variant, const std::string& sfen) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  for (const auto& m : game->legal_moves()) {
    auto next = game->clone();
    next->play(m);
    if (next->outcome().kind == Outcome::Kind::Win && next->outcome().winner == game->side_to_move()) return true;
  }
  return false;
}

// Mated in one whatever it plays (Black's 5h5g makes 8g-4g, HS-2b), White
// keeps a threat of its own: after its move and a Black pass, White wins at
// once. The search's own first move here was 5b5a, a stone stepping back
// (session 11, against a random mover that then missed 5h5g three times).
TEST(HasamiSearch, HS_2b_MatedInOneLeavesAThreatOfItsOwn) {
  auto engine = create_engine("daihasami-onestep");
  auto game = create_game("daihasami-onestep");
  for (const char* m : {"4h4g", "5a5c", "8i8g", "6b6c", "6i6g", "4b4c", "7h7g"}) game->play(m);
  ASSERT_FALSE(wins_in_one("daihasami-onestep", game->sfen()));
  SearchLimits limits;
  limits.nodes = 2000;
  Result r = search(*engine, *game, limits);
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, -2);
  game->play(r.best.move);
  std::string passed = game->sfen();  // Black to move: let White move again
  passed[passed.find(" b ") + 1] = 'w';
  EXPECT_TRUE(wins_in_one("daihasami-onestep", passed)) << r.best.move;
}

TEST(HasamiSearch, TheEngineSearchesEveryVariantFromTheStart) {
  for (const auto& v : registry().all()) {
    if (v.family != "hasami") continue;
    auto engine = create_engine(v.name);
    auto game = create_game(v.name);
    Result r = search(*engine, v.name, game->sfen(), 3);
    auto legal = game->legal_moves();
    EXPECT_NE(std::find(legal.begin(), legal.end(), r.best.move), legal.end()) << v.name << " " << r.best.move;
    EXPECT_GT(r.last.nodes, 0u) << v.name;
  }
}

}  // namespace
}  // namespace hensoku::search
