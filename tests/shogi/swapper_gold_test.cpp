// Swapper Gold (SF-1): exact legal-move sets per rule id on constructed
// positions, uchifuzume judged with the king's swaps (SF-0.3), the swap
// notation, the perft table from the start (both first players), random
// playouts against the reference (make/unmake, key, SFEN and notation
// round-trips, generated = reference-legal), and the Game face.
#include <gtest/gtest.h>

#include "reference_rules.h"
#include "shogi/perft.h"
#include "shogi/shogi_game.h"
#include "test_util.h"
#include "variants/registry.h"

namespace hensoku::shogi {
namespace {

using Set = std::set<std::string>;
using testing::kSanitized;
using testing::legal_from;
using testing::legal_set;
using testing::position;

RuleSet swapper_rules() {
  RuleSet r;
  r.swapper_gold = true;
  return r;
}
const RuleSet kSwap = swapper_rules();

// Perft 4 from the start, computed by this generator with hensoku perft (see docs/shogi.md).
constexpr uint64_t kSwapperPerft4 = 1224154;

Set reference_set(const Position& p) {
  return reference::legal_moves(reference::from_position(p), CaptureDuty::None, false, true);
}

TEST(SwapperGold, SF_1_1_AGoldSwapsWithFriendsOnItsStepSquares) {
  // Gold 5g: pawn 4f (diagonal forward), silver 6g (side), lance 5h (back).
  Position p = position("4k4/9/9/9/9/5P3/3SG4/4L4/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5g", kSwap), (Set{"5g5f", "5g6f", "5g4g", "5g4f=", "5g6g=", "5g5h="}));
  EXPECT_EQ(legal_from(p, "5g"), (Set{"5g5f", "5g6f", "5g4g"}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapperGold, SF_1_1_PromotedGoldMoversSwapDragonsHorsesAndSilversDoNot) {
  // Tokin 5e next to a silver on 5d; dragon 1e next to a pawn on 1d; silver 7e next to a pawn on 7d.
  Position p = position("4k4/9/9/2P1S3P/2S1+P3+R/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5e", kSwap), (Set{"5e5d=", "5e4d", "5e6d", "5e4e", "5e6e", "5e5f"}));
  for (const std::string& m : legal_from(p, "1e", kSwap)) EXPECT_EQ(m.find('='), std::string::npos) << m;
  for (const std::string& m : legal_from(p, "7e", kSwap)) EXPECT_EQ(m.find('='), std::string::npos) << m;
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapperGold, SF_1_2_TheKingIsAPartnerFromTheStart) {
  Position p;
  Set expected = legal_set(p);
  for (const char* swap : {"6i5i=", "6i7i=", "4i5i=", "4i3i="}) expected.insert(swap);
  EXPECT_EQ(legal_set(p, kSwap), expected);
  EXPECT_EQ(expected.size(), 34u);
}

TEST(SwapperGold, SF_1_4_InCheckOnlyAKingSwapCanAnswer) {
  // The rook on 1i checks along rank i: the gold swaps the king onto 5h; the
  // gold-silver swap leaves the check and is illegal.
  Position p = position("4k4/9/9/9/9/9/9/4GS3/4K3r b - 1");
  EXPECT_EQ(legal_set(p, kSwap), (Set{"5i6h", "4h3i", "5h5i="}));
  EXPECT_EQ(legal_set(p), (Set{"5i6h", "4h3i"}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapperGold, SF_1_4_AKingSwapOntoAnAttackedSquareIsIllegal) {
  // The gold on 5h is pinned by the rook on 5e: swapping would put the king on 5h, in check.
  Position p = position("4k4/9/9/9/4r4/9/9/4G4/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5h", kSwap), Set{"5h5g"});
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapperGold, SF_1_3_ThePartnerMayPromoteWhenItsDisplacementTouchesTheZone) {
  // Silver 4c displaced to 4d: may promote.
  Position p = position("4k4/9/5S3/5G3/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "4d", kSwap), (Set{"4d3c", "4d5c", "4d3d", "4d5d", "4d4e", "4d4c=", "4d4c=+"}));
  // A pawn displaced onto the last rank, a knight onto the last two: promotion compulsory.
  Position q = position("k3G4/4P4/9/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(q, "5a", kSwap), (Set{"5a4a", "5a6a", "5a5b=+"}));
  Position r = position("k8/4G4/4N4/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(r, "5b", kSwap), (Set{"5b5a", "5b4a", "5b6a", "5b4b", "5b6b", "5b5c=+"}));
  for (const Position* x : {&p, &q, &r}) EXPECT_EQ(legal_set(*x, kSwap), reference_set(*x));
}

TEST(SwapperGold, SF_1_4_ASwapThatMakesNifuIsIllegal) {
  // The pawn on 4g would move to 5g, where the pawn on 5e already stands.
  Position p = position("4k4/9/9/9/4P4/9/4GP3/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5g", kSwap), (Set{"5g5f", "5g4f", "5g6f", "5g6g", "5g5h"}));
  Position q = position("4k4/9/9/9/9/9/4GP3/9/4K4 b - 1");
  EXPECT_EQ(legal_from(q, "5g", kSwap), (Set{"5g5f", "5g4f", "5g6f", "5g6g", "5g5h", "5g4g="}));
}

TEST(SwapperGold, SF_1_5_IdenticalPiecesDoNotSwap) {
  Position p = position("4k4/9/9/9/9/9/4GG3/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5g", kSwap), (Set{"5g5f", "5g4f", "5g6f", "5g6g", "5g5h"}));
  // A tokin and a gold are different kinds: they swap.
  Position q = position("4k4/9/9/9/9/9/4+PG3/9/4K4 b - 1");
  EXPECT_EQ(legal_from(q, "5g", kSwap).count("5g4g="), 1u);
}

TEST(SwapperGold, SF_0_3_UchifuzumeJudgedWithTheKingsSwaps) {
  // P*5c, guarded by the gold on 5d, leaves the king on 5b no square in
  // standard shogi: mate, illegal. Here the gold on 4a swaps the king onto 4a.
  Position p = position("3slg3/3pkp3/9/4G4/9/9/9/9/K8 b P 1");
  EXPECT_EQ(legal_from(p, "P*5c"), Set{});
  EXPECT_EQ(legal_from(p, "P*5c", kSwap), Set{"P*5c"});
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
  p.do_move(Move::drop(PAWN, parse_square("5c", 0)));
  EXPECT_EQ(legal_set(p, kSwap), Set{"4a5b="});
  // With 4a covered by a bishop on 1d the swap does not help: mate, illegal.
  Position q = position("3slg3/3pkp3/9/4G3B/9/9/9/9/K8 b P 1");
  EXPECT_EQ(legal_from(q, "P*5c", kSwap), Set{});
  EXPECT_EQ(legal_set(q, kSwap), reference_set(q));
}

TEST(SwapperGold, SF_1_NotationRoundTripsAndIsChecked) {
  const Move plain = Move::swap(parse_square("6i", 0), parse_square("5i", 0), false, false);
  const Move partner = Move::swap(parse_square("4d", 0), parse_square("4c", 0), false, true);
  const Move mover = Move::swap(parse_square("4d", 0), parse_square("4c", 0), true, false);
  const Move both = Move::swap(parse_square("4d", 0), parse_square("4c", 0), true, true);
  EXPECT_EQ(move_to_usi(plain), "6i5i=");
  EXPECT_EQ(move_to_usi(partner), "4d4c=+");
  EXPECT_EQ(move_to_usi(mover), "4d4c+=");
  EXPECT_EQ(move_to_usi(both), "4d4c+=+");
  for (Move m : {plain, partner, mover, both}) EXPECT_EQ(parse_usi_move(move_to_usi(m)), m);
  EXPECT_EQ(parse_usi_move("7g7f"), Move::normal(parse_square("7g", 0), parse_square("7f", 0)));
  for (const char* bad : {"6i5i==", "6i5i=++", "6i5i+ ", "6i5i-", "6i6i="}) EXPECT_THROW(parse_usi_move(bad), InputError) << bad;
}

// Prefer captures (hands fill, promoted gold movers appear) and swaps.
template <class Visit>
void random_games(uint64_t seed, int games, Visit visit) {
  auto prefer = [](const Position& p, Move c) { return c.is_swap() || testing::is_board_capture(p, c); };
  testing::random_variant_games(kSwap, seed, games, 3, prefer, visit);
}

TEST(SwapperGold, SF_1_MakeUnmakeKeysSfenAndNotationOverRandomPlayouts) {
  int checked = 0, swaps = 0, partner_promotions = 0;
  random_games(31, kSanitized ? 10 : 60, [&](Position& p, const VariantMoveList& list) {
    ASSERT_EQ(p.key(), p.compute_key()) << p.sfen();
    Position q;
    q.set_sfen(p.sfen());
    ASSERT_TRUE(q.same_as(p)) << p.sfen();
    const Position before = p;
    for (Move m : list) {
      ASSERT_EQ(parse_usi_move(move_to_usi(m)), m) << move_to_usi(m);
      swaps += m.is_swap();
      partner_promotions += m.is_swap() && m.partner_promotes();
      p.do_move(m);
      ASSERT_EQ(p.key(), p.compute_key()) << before.sfen() << " " << move_to_usi(m);
      p.undo_move();
      ASSERT_TRUE(p.same_as(before)) << before.sfen() << " " << move_to_usi(m);
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
  EXPECT_GT(swaps, 500);
  EXPECT_GT(partner_promotions, kSanitized ? 0 : 10);
}

TEST(SwapperGold, SF_1_GeneratedMovesEqualTheReferenceOverRandomPlayouts) {
  int positions = 0, in_check = 0;
  random_games(32, kSanitized ? 2 : 30, [&](Position& p, const VariantMoveList& list) {
    Set fast;
    for (Move m : list) ASSERT_TRUE(fast.insert(move_to_usi(m)).second) << "duplicate " << move_to_usi(m);
    ASSERT_EQ(fast, reference_set(p)) << p.sfen();
    ++positions;
    in_check += p.in_check();
  });
  EXPECT_GT(positions, kSanitized ? 200 : 1000);
  EXPECT_GT(in_check, kSanitized ? 2 : 20);
}

TEST(SwapperGold, SF_1_StartPerftTable) {
  // Depth 1..3: the spec's figures. Depth 4: computed by this generator
  // (checked move for move against the reference in the playout test).
  const uint64_t expected[] = {1, 34, 1156, 37638, kSwapperPerft4};
  for (const char* first : {"black", "white"}) {
    auto g = create_game("swappergold", {{"FirstPlayer", first}});
    for (int d = 1; d <= 4; ++d) EXPECT_EQ(g->perft(d), expected[d]) << first << " depth " << d;
  }
}

TEST(SwapperGold, SF_0_4_SF_1_2_AKnightMateOfStandardShogiIsEscapedByASwap) {
  // The knight on 4g checks the king on 5i, boxed in by its own pieces; the
  // golds on 4i and 6i swap it out of the knight's reach.
  const char* sfen = "4k4/9/9/9/9/9/5n3/3PNN3/3GKG3 b - 1";
  auto standard = create_game("shogi");
  standard->set_sfen(sfen);
  EXPECT_EQ(standard->outcome().code, "checkmate");
  auto g = create_game("swappergold");
  g->set_sfen(sfen);
  EXPECT_FALSE(g->outcome().over());
  const std::vector<std::string> moves = g->legal_moves();
  EXPECT_EQ(Set(moves.begin(), moves.end()), (Set{"6i5i=", "4i5i="}));
  // With 4i and 6i both covered (bishops on 2g and 8g) the swaps do not help: mate.
  g->set_sfen("4k4/9/9/9/9/9/1b3n1b1/3PNN3/3GKG3 b - 1");
  EXPECT_EQ(g->outcome().code, "checkmate");
  EXPECT_EQ(g->outcome().winner, Side::White);
}

TEST(SwapperGold, GameRegistrationViewsPlayAndBadInput) {
  const VariantInfo* info = registry().find("swappergold");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->title, "Swapper Gold");
  EXPECT_EQ(info->title_ja, "身代わりの金");
  EXPECT_EQ(info->rule_ids, "SF-0, SF-1");
  EXPECT_EQ(info->options.front().name, "FirstPlayer");

  auto g = create_game("swappergold");
  g->set_sfen("4k4/9/5S3/5G3/9/9/9/9/4K4 b - 1");
  int swap_views = 0;
  for (const MoveView& v : g->legal_move_views())
    if (v.kind == "swap") {
      ++swap_views;
      EXPECT_EQ(v.from, "4d");
      EXPECT_EQ(v.to, "4c");
      EXPECT_TRUE(v.captures.empty());
      EXPECT_EQ(v.usi, v.choice.empty() ? "4d4c=" : "4d4c=+");
    }
  EXPECT_EQ(swap_views, 2);
  const std::string before = g->sfen();
  for (const char* bad : {"4d4c", "4d4c+=", "4d4c+=+", "4d3c=", "4d4c=x"}) {
    EXPECT_THROW(g->play(bad), InputError) << bad;
    EXPECT_EQ(g->sfen(), before);
  }
  g->play("4d4c=+");
  EXPECT_EQ(g->sfen(), "4k4/9/5G3/5+S3/9/9/9/9/4K4 w - 2");
  g->undo();
  EXPECT_EQ(g->sfen(), before);

  auto w = create_game("swappergold", {{"FirstPlayer", "white"}});
  w->play("6a5a=");  // White's gold swaps its king onto 6a
  EXPECT_EQ(w->sfen(), "lnskggsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2");
  EXPECT_THROW(create_game("swappergold", {{"CapturePriority", "legal"}}), InputError);
}

}  // namespace
}  // namespace hensoku::shogi
