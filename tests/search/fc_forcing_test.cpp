// The forced-capture variants' search (SF-5, SF-6): the fast path tells the
// search where forced replies get their own treatment (single forced replies
// are extended, a side that must capture is not cut by its static
// evaluation), and the search plays by the capture duty.
#include <gtest/gtest.h>

#include <string>

#include "search/engine.h"
#include "search/shogi_adapter.h"
#include "variants/registry.h"

namespace hensoku {
namespace {

using search::ShogiAdapter;

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

}  // namespace
}  // namespace hensoku
