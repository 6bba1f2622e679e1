// Properties over random playouts: make/unmake restores everything, the
// incremental key equals a fresh one, SFEN round-trips, notation round-trips.
#include <gtest/gtest.h>

#include "chu_test_util.h"
#include "core/prng.h"
#include "sanitized_build.h"

namespace hensoku::chu {
namespace {

constexpr int kGames = testing_support::kSanitizedBuild ? 4 : 30;

TEST(ChuProperty, RandomPlayoutsMakeUnmakeKeySfenAndNotation) {
  Prng rng(7);
  Rules rules;
  for (int game = 0; game < kGames; ++game) {
    Position pos;
    pos.set_sfen(Position::kStartSfen);
    for (int ply = 0; ply < 200; ++ply) {
      MoveList list;
      generate_moves(pos, rules, list);
      if (list.size == 0) break;
      const std::string before = pos.sfen();
      const uint64_t key = pos.key();
      // Every move: make/unmake restores the position and key; notation parses back.
      for (const Move& m : list) {
        ASSERT_EQ(parse_move(pos, move_to_string(m), list), m) << move_to_string(m) << " in " << before;
        Undo u;
        pos.make(m, u);
        Position fresh;
        fresh.set_sfen(pos.sfen());
        ASSERT_EQ(fresh.key(), pos.key()) << move_to_string(m) << " in " << before;
        ASSERT_EQ(fresh.sfen(), pos.sfen());
        pos.unmake(m, u);
        ASSERT_EQ(pos.key(), key);
        ASSERT_EQ(pos.sfen(), before);
      }
      // Prefer captures so that lions and kings get traded.
      std::vector<Move> captures;
      for (const Move& m : list) {
        uint8_t caps[2];
        if (pos.captures(m, caps)) captures.push_back(m);
      }
      Move pick = !captures.empty() && rng.below(2) ? captures[rng.below(captures.size())]
                                                    : list.moves[rng.below(uint64_t(list.size))];
      Undo u;
      pos.make(pick, u);
    }
  }
}

TEST(ChuProperty, GameUndoRestoresAndOutcomeIsStable) {
  Prng rng(11);
  for (int game = 0; game < kGames / 3 + 1; ++game) {
    ChuGame g;
    std::vector<std::string> sfens{g.sfen()};
    for (int ply = 0; ply < 120 && !g.outcome().over(); ++ply) {
      auto moves = g.legal_moves();
      g.play(moves[rng.below(moves.size())]);
      sfens.push_back(g.sfen());
    }
    while (g.undo()) {
      sfens.pop_back();
      ASSERT_EQ(g.sfen(), sfens.back());
    }
  }
}

}  // namespace
}  // namespace hensoku::chu
