// Property tests over random playouts (SF-0): make/unmake restores the
// position exactly, the incremental key equals the key computed from scratch,
// SFEN round-trips, and the generated moves equal the moves the slow
// reference (reference_rules.h) accepts.
#include <gtest/gtest.h>

#include "core/prng.h"
#include "reference_rules.h"
#include "test_util.h"
#include "sanitized_build.h"

namespace hensoku::shogi {
namespace {

constexpr int kGames = testing_support::kSanitizedBuild ? 40 : 200;

// Plays a random game, preferring captures so that hands fill up and drops
// matter, and calls visit(position) before every move.
template <class Visit>
void random_games(uint64_t seed, int games, Visit visit) {
  Prng rng(seed);
  for (int g = 0; g < games; ++g) {
    Position p;
    if (g % 2) p.set_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    for (int ply = 0; ply < 160; ++ply) {
      MoveList list;
      generate_legal(p, list);
      visit(p, list);
      if (!list.size) break;
      Move m = list.moves[rng.below(list.size)];
      for (int t = 0; t < 4; ++t) {
        Move c = list.moves[rng.below(list.size)];
        if (!c.is_drop() && p.piece_on(c.to())) m = c;
      }
      p.do_move(m);
    }
  }
}

TEST(ShogiProperties, SF_0_MakeUnmakeRestoresEverythingAndKeysAreIncremental) {
  int checked = 0;
  random_games(1, kGames, [&](Position& p, const MoveList& list) {
    ASSERT_EQ(p.key(), p.compute_key()) << p.sfen();
    const Position before = p;
    for (Move m : list) {
      p.do_move(m);
      ASSERT_EQ(p.key(), p.compute_key()) << before.sfen() << " " << move_to_usi(m);
      ASSERT_EQ(p.checkers(), p.king_square(p.side_to_move()) < 0
                                  ? Bitboard(0)
                                  : p.attackers_to(~p.side_to_move(), p.king_square(p.side_to_move())));
      p.undo_move();
      ASSERT_TRUE(p.same_as(before)) << before.sfen() << " " << move_to_usi(m);
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
}

// The search's null move: the key is the side-flipped key, the position is
// otherwise untouched, and undo restores everything.
TEST(ShogiProperties, SF_0_NullMoveFlipsOnlyTheSideAndUndoRestores) {
  int checked = 0;
  random_games(2, kGames / 4, [&](Position& p, const MoveList&) {
    if (p.in_check()) return;
    const Position before = p;
    p.do_null_move();
    ASSERT_NE(p.side_to_move(), before.side_to_move());
    ASSERT_EQ(p.key(), p.compute_key()) << before.sfen();
    ASSERT_FALSE(p.in_check()) << before.sfen();
    MoveList replies;
    generate_legal(p, replies);  // the generator works on the passed position
    p.undo_null_move();
    ASSERT_TRUE(p.same_as(before)) << before.sfen();
    ++checked;
  });
  EXPECT_GT(checked, 1000);
}

TEST(ShogiProperties, SF_0_SfenRoundTrips) {
  random_games(2, kGames, [&](Position& p, const MoveList&) {
    Position q;
    q.set_sfen(p.sfen());
    ASSERT_TRUE(q.same_as(p)) << p.sfen();
    ASSERT_EQ(q.sfen(), p.sfen());
  });
}

TEST(ShogiProperties, SF_0_GeneratedMovesEqualTheReferenceLegalMoves) {
  int positions = 0, in_check = 0;
  random_games(3, kGames / 4, [&](Position& p, const MoveList& list) {
    std::set<std::string> fast;
    for (Move m : list) ASSERT_TRUE(fast.insert(move_to_usi(m)).second) << "duplicate " << move_to_usi(m);
    ASSERT_EQ(fast, reference::legal_moves(reference::from_position(p))) << p.sfen();
    ++positions;
    in_check += p.in_check();
  });
  EXPECT_GT(positions, 1000);
  EXPECT_GT(in_check, 20);
}

TEST(ShogiProperties, SF_0_3_GeneratedMovesEqualTheReferenceInUchifuzumePositions) {
  // Pawn drops in front of a king, mating or not, with pins and defended pawns.
  for (const char* sfen : {"8k/6S2/7G1/9/9/9/9/9/K8 b P 1", "4k4/9/4G4/9/9/9/9/9/4K4 b P 1",
                           "7nk/9/6PG1/9/9/9/9/9/K8 b P2p 1", "4R2gk/9/7G1/9/9/9/9/9/K8 b P 1",
                           "6b1k/9/7G1/9/9/9/9/9/K8 b P 1", "k8/1G7/G8/9/9/9/9/9/8K w p 1",
                           "6B1k/7g1/7G1/9/9/9/9/9/K8 b P 1", "7lk/6s2/6G2/9/9/9/9/9/K8 b P 1"}) {
    Position p = testing::position(sfen);
    EXPECT_EQ(testing::legal_set(p), reference::legal_moves(reference::from_position(p))) << sfen;
  }
}

}  // namespace
}  // namespace hensoku::shogi
