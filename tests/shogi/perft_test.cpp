// Perft: standard start (SF-0.1), the Fairy-Stockfish vector suite, and the
// uchifuzume difference shown explicitly (SF-0.3).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "shogi/perft.h"
#include "test_util.h"

namespace hensoku::shogi {
namespace {

using testing::kSanitized;

TEST(ShogiPerft, SF_0_1_StartPositionDepth1To4) {
  Position p;
  const uint64_t expected[] = {1, 30, 900, 25470, 719731};
  for (int d = 0; d <= 4; ++d) EXPECT_EQ(perft(p, d), expected[d]) << "depth " << d;
  EXPECT_EQ(p.sfen(), Position::start_sfen());
}

TEST(ShogiPerft, SF_0_1_StartPositionDepth5) {
  if (kSanitized) GTEST_SKIP() << "19.9 M nodes: release build only";
  Position p;
  EXPECT_EQ(perft(p, 5), 19861490u);
}

TEST(ShogiPerft, SF_0_7_WhiteFirstStartGivesTheSameCounts) {
  Position p = testing::position("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_EQ(perft(p, 3), 25470u);
}

// Pawn drops that the generator refuses only because they checkmate: the
// moves Fairy-Stockfish's perft counts and we do not.
int mating_pawn_drops(Position& pos) {
  const Side us = pos.side_to_move();
  const int their_king = pos.king_square(~us);
  if (their_king < 0 || !pos.hand(us, PAWN)) return 0;
  const int to = their_king + (us == Side::Black ? 1 : -1);  // the square in front of that king
  if (rank_of(to) != rank_of(their_king) + (us == Side::Black ? 1 : -1) || pos.piece_on(to)) return 0;
  if (relative_rank(us, rank_of(to)) == 0) return 0;  // dead pawn
  for (int r = 0; r < kRanks; ++r)
    if (pos.piece_on(make_square(file_of(to), r)) == make_piece(us, PAWN)) return 0;  // nifu
  Move drop = Move::drop(PAWN, to);
  MoveList list;
  generate_legal(pos, list);
  if (list.contains(drop)) return 0;
  pos.do_move(drop);
  bool own_king_safe = pos.king_square(us) < 0 || !pos.attackers_to(~us, pos.king_square(us));
  bool mates = pos.in_check() && !has_legal_move(pos);
  pos.undo_move();
  return own_king_safe && mates ? 1 : 0;
}

// Perft as Fairy-Stockfish counts it: our tree plus, at the last ply, the
// checkmating pawn drops (a drop that mates leaves a position with no moves,
// so deeper plies add nothing).
uint64_t perft_counting_mating_drops(Position& pos, int depth) {
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) return uint64_t(list.size) + mating_pawn_drops(pos);
  uint64_t total = 0;
  for (Move m : list) {
    pos.do_move(m);
    total += perft_counting_mating_drops(pos, depth - 1);
    pos.undo_move();
  }
  return total;
}

TEST(ShogiPerft, SF_0_3_UchifuzumeDifferenceWithFairyStockfish) {
  Position p = testing::position("8k/6S2/7G1/9/9/9/9/9/K8 b P 1");
  constexpr uint64_t kOurs = 84, kFairyStockfish = 85;  // fairy-stockfish `go perft 1`
  EXPECT_EQ(perft(p, 1), kOurs);
  EXPECT_EQ(perft_counting_mating_drops(p, 1), kFairyStockfish);
  // The difference is exactly the mating drop P*1b (king on 1a).
  std::set<std::string> legal = testing::legal_set(p);
  EXPECT_EQ(legal.count("P*1b"), 0u);
  EXPECT_EQ(legal.count("P*1c"), 1u);
  EXPECT_EQ(mating_pawn_drops(p), 1);
}

struct Vector {
  int depth;
  uint64_t nodes;
  std::string sfen;
};

std::vector<Vector> load_vectors() {
  std::ifstream in("tests/shogi/data/perft_vectors.txt");
  std::vector<Vector> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream s(line);
    Vector v;
    s >> v.depth >> v.nodes;
    std::getline(s >> std::ws, v.sfen);
    out.push_back(v);
  }
  return out;
}

TEST(ShogiPerft, SF_0_AgreesWithFairyStockfishOnTheVectorSuite) {
  std::vector<Vector> vectors = load_vectors();
  ASSERT_GE(vectors.size(), 30u) << "tests/shogi/data/perft_vectors.txt missing or short";
  int with_mating_drops = 0;
  for (const Vector& v : vectors) {
    if (kSanitized && v.nodes > 2'000'000) continue;  // the few big trees: release only
    Position p = testing::position(v.sfen);
    uint64_t ours = perft(p, v.depth);
    uint64_t theirs = perft_counting_mating_drops(p, v.depth);
    EXPECT_EQ(theirs, v.nodes) << v.sfen << " depth " << v.depth;
    EXPECT_LE(ours, theirs);
    if (ours != theirs) ++with_mating_drops;
    EXPECT_EQ(p.sfen(), testing::position(v.sfen).sfen());
  }
  // Several positions of the suite hold uchifuzume in their trees.
  EXPECT_GE(with_mating_drops, 2);
}

}  // namespace
}  // namespace hensoku::shogi
