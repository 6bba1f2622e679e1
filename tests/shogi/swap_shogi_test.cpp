// Swap Shogi (SF-2): exact legal-move sets per rule id on constructed
// positions, uchifuzume judged with the king's swaps (SF-0.3), the swap
// notation with both promotion flags, the perft table from the start (both
// first players), random playouts against the reference (make/unmake, key,
// SFEN and notation round-trips, generated = reference-legal), and the Game
// face with bad input.
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

RuleSet swap_rules() {
  RuleSet r;
  r.swap = true;
  return r;
}
const RuleSet kSwap = swap_rules();

// Perft 4 from the start, computed by this generator with hensoku perft and
// checked against the reference below over random playouts (docs/shogi.md).
constexpr uint64_t kSwapPerft4 = 3905590;

Set reference_set(const Position& p) {
  return reference::legal_moves(reference::from_position(p), CaptureDuty::None, false, false, true);
}

Set swaps_only(const Set& moves) {
  Set out;
  for (const std::string& m : moves)
    if (m.find('=') != std::string::npos) out.insert(m);
  return out;
}

TEST(SwapShogi, SF_2_1_TheStartHasFifteenSwapsOfKingGoldsSilversLancesBishopAndRook) {
  // Knight swaps and the bishop's pawn swaps would put a pawn on file 8 or 2
  // beside another pawn (SF-1.4); pawns reach only empty squares.
  Position p;
  EXPECT_EQ(swaps_only(legal_set(p, kSwap)),
            (Set{"5i6i=", "5i4i=", "6i7i=", "6i5i=", "4i3i=", "4i5i=", "7i8h=", "3i2h=", "9i9g=", "1i1g=", "8h7i=",
                 "8h9i=", "2h2g=", "2h2i=", "2h8h="}));
  EXPECT_EQ(legal_set(p, kSwap).size(), 45u);
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_1_ASliderReachesTheFirstPieceAlongEachLine) {
  // Rook 5e: silver 2e on its rank (gold 1e behind it is out of reach), pawn
  // 5g down its file.
  Position p = position("8k/9/9/9/4R2SG/9/4P4/9/K8 b - 1");
  EXPECT_EQ(legal_from(p, "5e", kSwap), (Set{"5e5d", "5e5c", "5e5c+", "5e5b", "5e5b+", "5e5a", "5e5a+", "5e5f",
                                            "5e6e", "5e7e", "5e8e", "5e9e", "5e4e", "5e3e", "5e2e=", "5e5g="}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_1_AKnightSwapsOnItsJumpSquaresAKingOnItsSteps) {
  // Knight 7g jumps to 8e (silver) and 6e (empty); king 5i steps to the gold
  // 4i and the silver 6h; the gold and the silver reach the king back.
  Position p = position("8k/9/9/9/1S7/9/2N6/3S5/4KG3 b - 1");
  EXPECT_EQ(legal_from(p, "7g", kSwap), (Set{"7g6e", "7g8e="}));
  EXPECT_EQ(swaps_only(legal_from(p, "5i", kSwap)), (Set{"5i6h=", "5i4i="}));
  EXPECT_EQ(swaps_only(legal_from(p, "4i", kSwap)), Set{"4i5i="});
  // The silver 6h reaches the knight 7g ahead and the king 5i behind.
  EXPECT_EQ(swaps_only(legal_from(p, "6h", kSwap)), (Set{"6h7g=", "6h5i="}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_2_BothPiecesMayPromoteFourOutcomes) {
  // Silver 4d and bishop 3c: the displacement touches the zone.
  Position p = position("k8/9/6B2/5S3/9/9/9/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_from(p, "4d", kSwap)), (Set{"4d3c=", "4d3c+=", "4d3c=+", "4d3c+=+"}));
  EXPECT_EQ(swaps_only(legal_from(p, "3c", kSwap)), (Set{"3c4d=", "3c4d+=", "3c4d=+", "3c4d+=+"}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_2_PromotionIsCompulsoryWhereAPieceWouldBeDead) {
  // Knight 5c jumps onto the silver on 4a: the knight must promote there.
  Position p = position("5S2k/9/4N4/9/9/9/9/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_from(p, "5c", kSwap)), (Set{"5c4a+=", "5c4a+=+"}));
  // Rook 5a and pawn 5c: the pawn lands on the last rank and must promote.
  Position q = position("4R4/9/4P3k/9/9/9/9/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_set(q, kSwap)), (Set{"5a5c=+", "5a5c+=+"}));
  // Lance 5c and pawn 5b: neither is dead, four outcomes.
  Position r = position("8k/4P4/4L4/9/9/9/9/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_set(r, kSwap)), (Set{"5c5b=", "5c5b+=", "5c5b=+", "5c5b+=+"}));
  for (const Position* x : {&p, &q, &r}) EXPECT_EQ(legal_set(*x, kSwap), reference_set(*x));
}

TEST(SwapShogi, SF_2_3_ASwapThatMakesNifuIsIllegal) {
  // Rook 5e with pawns 2e and 5g: bringing the 2e pawn to 5e would double file 5.
  Position p = position("8k/9/9/9/4R2P1/9/4P4/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_from(p, "5e", kSwap)), Set{"5e5g="});
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_3_InCheckOnlySwapsThatMoveTheKingCanAnswer) {
  // The rook on 1i checks along rank i. The king swaps with the gold 5h or
  // the silver 4h (it goes to their squares), or they swap with it; the
  // silver blocks on 3i. A gold-silver swap would leave the check.
  Position p = position("4k4/9/9/9/9/9/9/4GS3/4K3r b - 1");
  EXPECT_EQ(legal_set(p, kSwap), (Set{"5i6h", "4h3i", "5i5h=", "5i4h=", "5h5i=", "4h5i="}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_3_AKingSwapOntoAnAttackedSquareIsIllegal) {
  // The gold 5h is pinned by the rook on 5e: the king may not swap onto 5h.
  Position p = position("4k4/9/9/9/4r4/9/9/4G4/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5h", kSwap), Set{"5h5g"});
  EXPECT_EQ(swaps_only(legal_from(p, "5i", kSwap)), Set{});
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_3_IdenticalPiecesSwapOnlyWithAPromotion) {
  // Two silvers 4d and 3c: the plain swap changes nothing (SF-1.5).
  Position p = position("8k/9/6S2/5S3/9/9/9/9/K8 b - 1");
  EXPECT_EQ(swaps_only(legal_from(p, "4d", kSwap)), (Set{"4d3c+=", "4d3c=+", "4d3c+=+"}));
  EXPECT_EQ(swaps_only(legal_from(p, "3c", kSwap)), (Set{"3c4d+=", "3c4d=+", "3c4d+=+"}));
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
}

TEST(SwapShogi, SF_2_4_AWithBAndBWithAAreTwoMovesToOnePosition) {
  Position p = position("8k/9/6S2/5S3/9/9/9/9/K8 b - 1");
  const Move a = parse_usi_move("4d3c+="), b = parse_usi_move("3c4d=+");
  VariantMoveList list;
  generate_legal(p, list, kSwap);
  ASSERT_TRUE(list.contains(a));
  ASSERT_TRUE(list.contains(b));
  EXPECT_NE(a, b);
  Position pa = p, pb = p;
  pa.do_move(a);
  pb.do_move(b);
  EXPECT_EQ(pa.sfen(), "8k/9/6+S2/5S3/9/9/9/9/K8 w - 2");
  EXPECT_EQ(pa.sfen(), pb.sfen());
  EXPECT_EQ(pa.key(), pb.key());
  // From the start: the king with a gold and the gold with the king.
  Position start;
  EXPECT_EQ(swaps_only(legal_from(start, "5i", kSwap)).count("5i6i="), 1u);
  EXPECT_EQ(swaps_only(legal_from(start, "6i", kSwap)).count("6i5i="), 1u);
}

TEST(SwapShogi, SF_0_3_UchifuzumeJudgedWithTheKingsSwaps) {
  // P*1b, guarded by the gold 2c, with 2a and 2b covered: mate in standard
  // shogi. Here the bishop on 4d reaches the king and swaps it onto 4d.
  Position p = position("8k/6S2/7G1/5b3/9/9/9/K8/9 b P 1");
  EXPECT_EQ(legal_from(p, "P*1b"), Set{});
  EXPECT_EQ(legal_from(p, "P*1b", kSwap), Set{"P*1b"});
  EXPECT_EQ(legal_set(p, kSwap), reference_set(p));
  p.do_move(Move::drop(PAWN, parse_square("1b", 0)));
  EXPECT_EQ(legal_set(p, kSwap), Set{"4d1a="});
  // With 4d covered by the rook on 4i the swap does not help: mate, illegal.
  Position q = position("8k/6S2/7G1/5b3/9/9/9/K8/5R3 b P 1");
  EXPECT_EQ(legal_from(q, "P*1b", kSwap), Set{});
  EXPECT_EQ(legal_set(q, kSwap), reference_set(q));
  // The king itself swapping with a friend on a step square also escapes:
  // the white knight on 2a, which can not take the pawn itself.
  Position r = position("7nk/9/7G1/9/9/9/9/K8/9 b P 1");
  EXPECT_EQ(legal_from(r, "P*1b"), Set{});
  EXPECT_EQ(legal_from(r, "P*1b", kSwap), Set{"P*1b"});
  EXPECT_EQ(legal_set(r, kSwap), reference_set(r));
  r.do_move(Move::drop(PAWN, parse_square("1b", 0)));
  EXPECT_EQ(legal_set(r, kSwap), Set{"1a2a="});
}

TEST(SwapShogi, SF_2_2_NotationRoundTripsForEveryPromotionChoice) {
  for (const char* text : {"6i5i=", "4d3c+=", "4d3c=+", "4d3c+=+"}) EXPECT_EQ(move_to_usi(parse_usi_move(text)), text);
  const Move m = parse_usi_move("7h7g+=+");
  EXPECT_TRUE(m.is_swap());
  EXPECT_TRUE(m.is_promotion());
  EXPECT_TRUE(m.partner_promotes());
  for (const char* bad : {"4d3c=+=", "4d3c++=", "4d3c=++", "4d3c+=-"}) EXPECT_THROW(parse_usi_move(bad), InputError) << bad;
}

// Prefer captures (hands fill, the game opens up) and swaps.
template <class Visit>
void random_games(uint64_t seed, int games, Visit visit) {
  auto prefer = [](const Position& p, Move c) { return c.is_swap() || testing::is_board_capture(p, c); };
  testing::random_variant_games(kSwap, seed, games, 3, prefer, visit);
}

TEST(SwapShogi, SF_2_MakeUnmakeKeysSfenAndNotationOverRandomPlayouts) {
  int checked = 0, swaps = 0, both_promote = 0, king_swaps = 0;
  random_games(41, kSanitized ? 8 : 50, [&](Position& p, const VariantMoveList& list) {
    ASSERT_EQ(p.key(), p.compute_key()) << p.sfen();
    Position q;
    q.set_sfen(p.sfen());
    ASSERT_TRUE(q.same_as(p)) << p.sfen();
    const Position before = p;
    const int ksq = p.king_square(p.side_to_move());
    for (Move m : list) {
      ASSERT_EQ(parse_usi_move(move_to_usi(m)), m) << move_to_usi(m);
      swaps += m.is_swap();
      both_promote += m.is_swap() && m.is_promotion() && m.partner_promotes();
      king_swaps += m.is_swap() && (m.from() == ksq || m.to() == ksq);
      p.do_move(m);
      ASSERT_EQ(p.key(), p.compute_key()) << before.sfen() << " " << move_to_usi(m);
      p.undo_move();
      ASSERT_TRUE(p.same_as(before)) << before.sfen() << " " << move_to_usi(m);
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
  EXPECT_GT(swaps, 1000);
  EXPECT_GT(king_swaps, 100);
  EXPECT_GT(both_promote, kSanitized ? 0 : 10);
}

TEST(SwapShogi, SF_2_GeneratedMovesEqualTheReferenceOverRandomPlayouts) {
  int positions = 0, in_check = 0;
  random_games(42, kSanitized ? 2 : 24, [&](Position& p, const VariantMoveList& list) {
    Set fast;
    for (Move m : list) ASSERT_TRUE(fast.insert(move_to_usi(m)).second) << "duplicate " << move_to_usi(m);
    ASSERT_EQ(fast, reference_set(p)) << p.sfen();
    ++positions;
    in_check += p.in_check();
  });
  EXPECT_GT(positions, kSanitized ? 200 : 1000);
  EXPECT_GT(in_check, kSanitized ? 2 : 20);
}

TEST(SwapShogi, SF_2_StartPerftTableBothFirstPlayers) {
  // Depth 1..3: the spec's figures. Depth 4: computed by this generator
  // (checked move for move against the reference in the playout test).
  const uint64_t expected[] = {1, 45, 2025, 88959, kSwapPerft4};
  const int max_depth = kSanitized ? 3 : 4;
  for (const char* first : {"black", "white"}) {
    auto g = create_game("swapshogi", {{"FirstPlayer", first}});
    for (int d = 1; d <= max_depth; ++d) EXPECT_EQ(g->perft(d), expected[d]) << first << " depth " << d;
  }
}

TEST(SwapShogi, SF_0_4_SF_2_1_AKnightMateOfStandardShogiIsEscapedByAKingSwap) {
  // The knight on 4g checks the king on 5i, boxed in by its own pieces: the
  // king swaps onto any of its five neighbours, or a gold swaps with it.
  const char* sfen = "4k4/9/9/9/9/9/5n3/3PNN3/3GKG3 b - 1";
  auto standard = create_game("shogi");
  standard->set_sfen(sfen);
  EXPECT_EQ(standard->outcome().code, "checkmate");
  auto g = create_game("swapshogi");
  g->set_sfen(sfen);
  EXPECT_FALSE(g->outcome().over());
  const std::vector<std::string> moves = g->legal_moves();
  EXPECT_EQ(Set(moves.begin(), moves.end()), (Set{"5i6h=", "5i5h=", "5i4h=", "5i6i=", "5i4i=", "6i5i=", "4i5i="}));
  // With all five neighbours covered (bishops, lances, rook), mate.
  g->set_sfen("4k4/9/3ll4/9/9/9/1b3n1b1/3PNN2r/3GKG3 b - 1");
  EXPECT_EQ(g->outcome().code, "checkmate");
  EXPECT_EQ(g->outcome().winner, Side::White);
}

TEST(SwapShogi, GameRegistrationViewsPlayAndBadInput) {
  const VariantInfo* info = registry().find("swapshogi");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->title, "Swap Shogi");
  EXPECT_EQ(info->title_ja, "スワップ将棋");
  EXPECT_EQ(info->rule_ids, "SF-0, SF-2");
  EXPECT_EQ(info->options.front().name, "FirstPlayer");

  auto g = create_game("swapshogi");
  g->set_sfen("k8/9/6B2/5S3/9/9/9/9/K8 b - 1");
  Set choices;
  for (const MoveView& v : g->legal_move_views())
    if (v.kind == "swap" && v.from == "4d") {
      EXPECT_EQ(v.to, "3c");
      EXPECT_TRUE(v.captures.empty());
      choices.insert(v.choice);
    }
  EXPECT_EQ(choices, (Set{"", "+", "=+", "+=+"}));
  const std::string before = g->sfen();
  // Not a swap here (5e is empty), a promotion the gold can not make, a
  // silver swap out of the zone with a promotion, malformed text.
  for (const char* bad : {"4d3c", "4d4c=", "3c2b=", "4d3c=x", "4d3c==", "9i9h+="}) {
    EXPECT_THROW(g->play(bad), InputError) << bad;
    EXPECT_EQ(g->sfen(), before);
  }
  g->play("4d3c+=+");
  EXPECT_EQ(g->sfen(), "k8/9/6+S2/5+B3/9/9/9/9/K8 w - 2");
  g->undo();
  EXPECT_EQ(g->sfen(), before);
  // A gold can not promote: its swap with a promotion flag is refused.
  g->set_sfen("8k/9/9/9/9/9/4GS3/9/K8 b - 1");
  EXPECT_THROW(g->play("5g4g+="), InputError);
  EXPECT_THROW(g->play("4g5g=+"), InputError);
  g->play("5g4g=");
  EXPECT_EQ(g->sfen(), "8k/9/9/9/9/9/4SG3/9/K8 w - 2");

  auto w = create_game("swapshogi", {{"FirstPlayer", "white"}});
  w->play("5a4a=");  // White's king swaps with its gold
  EXPECT_EQ(w->sfen(), "lnsggksnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 2");
  EXPECT_THROW(create_game("swapshogi", {{"CapturePriority", "legal"}}), InputError);
}

}  // namespace
}  // namespace hensoku::shogi
