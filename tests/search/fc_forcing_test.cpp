// The forced-capture variants' search (SF-5, SF-6): the fast path tells the
// search where forced replies get their own treatment (single forced replies
// are extended, a side that must capture is not cut by its static
// evaluation), and the search plays by the capture duty.
#include <gtest/gtest.h>

#include <string>

#include "search/engine.h"
#include "shogi/engine/shogi_adapter.h"
#include "variants/registry.h"

namespace hensoku {
namespace {

using shogi::engine::ShogiAdapter;

ShogiAdapter adapter_of(const std::string& variant, const std::string& sfen) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  return ShogiAdapter::setup(*game).position;
}

TEST(ForcedCaptureSearch, SF_5_2_SF_5_3_ForcedRepliesSearchedWhereTheyGained) {
  const std::string sfen = "4k4/9/4p4/9/9/9/9/4S4/4K4 b G 1";
  for (const char* v : {"forcedcapture-kingonly", "forcedcapture-kingcapture"})
    EXPECT_TRUE(adapter_of(v, sfen).searches_forced_replies()) << v;
  // SF-5.1 showed no gain, SF-6 lost with it; standard shogi has no duty.
  for (const char* v : {"forcedcapture", "trueforcedcapture", "shogi"})
    EXPECT_FALSE(adapter_of(v, sfen).searches_forced_replies()) << v;
}

std::string best_at_depth(const std::string& variant, const std::string& sfen, int depth) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  auto engine = create_engine(variant);
  SearchLimits limits;
  limits.depth = depth;
  std::string best;
  engine->go(*game, limits, [](const SearchInfo&) {}, [&](const BestMove& b) { best = b.move; });
  engine->wait();
  return best;
}

TEST(ForcedCaptureSearch, SF_5_1_APawnTheRookMustTakeWinsTheRook) {
  // P*8c: White's only capture is the rook's 8b8c (SF-5.1), which puts the
  // rook on the bishop's diagonal (5f-8c); the bishop then takes it.
  const std::string sfen = "4k4/1r7/9/9/9/4B4/9/9/4K4 b P 1";
  EXPECT_EQ(best_at_depth("forcedcapture", sfen, 4), "P*8c");
  // The other rule sets have the same duty outside check (SF-5.4, SF-6.1).
  for (const char* v : {"forcedcapture-kingonly", "forcedcapture-kingcapture", "trueforcedcapture"})
    EXPECT_EQ(best_at_depth(v, sfen, 4), "P*8c") << v;
}


// A game of forcedcapture (session 4's final match, Fairy-Stockfish to move
// as Black, mate in three: P*2g 2f2g G*3g).
const std::string kDragMateIn3 = "ln1g2snl/1r7/ppp6/3s2p1p/5p3/7kP/PP1PP4/2GB5/LN2KGSNL b GPrbs6p 41";

TEST(ForcedCaptureSearch, SF_5_1_LegalMovesFollowEveryMoveAndTakeBack) {
  // The adapter keeps the last position's legal moves: after any move and
  // its take-back they are the position's own again.
  auto a = adapter_of("forcedcapture", kDragMateIn3);
  ShogiAdapter::List before;
  a.generate_legal(before);
  ASSERT_GT(before.size(), 0u);
  for (const auto& m : before) {
    a.do_move(m);
    ShogiAdapter::List child;
    a.generate_legal(child);
    const bool stand = a.stand_pat_ok();
    a.undo_move();
    auto fresh = adapter_of("forcedcapture", kDragMateIn3);
    fresh.do_move(m);
    ShogiAdapter::List expected;
    fresh.generate_legal(expected);
    ASSERT_EQ(child.size(), expected.size()) << a.move_string(m);
    for (size_t i = 0; i < child.size(); ++i) EXPECT_EQ(child[i], expected[i]);
    EXPECT_EQ(stand, fresh.stand_pat_ok());
    ShogiAdapter::List again;
    a.generate_legal(again);
    ASSERT_EQ(again.size(), before.size());
  }
}

}  // namespace
}  // namespace hensoku
