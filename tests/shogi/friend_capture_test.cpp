// Friend Capture (SF-3): exact legal-move sets per rule id on constructed
// positions, uchifuzume judged with friendly-capture defences (SF-0.3), the
// perft table from the start (both first players), random playouts against
// the reference (make/unmake, key, SFEN, generated = reference-legal), and
// the Game face.
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

RuleSet friend_rules() {
  RuleSet r;
  r.friend_capture = true;
  return r;
}
const RuleSet kFriend = friend_rules();

// Perft 4 from the start, computed by this generator with hensoku perft (see docs/shogi.md).
constexpr uint64_t kFriendPerft4 = 7898715;

Set reference_set(const Position& p) {
  return reference::legal_moves(reference::from_position(p), CaptureDuty::None, true);
}

TEST(FriendCapture, SF_3_1_SF_3_2_PiecesTakeFriendsTheKingTakesButIsNeverTaken) {
  // Black king 5i, gold 5h: the king may take the gold, the gold not the king.
  Position p = position("4k4/9/9/9/9/9/9/4G4/4K4 b - 1");
  EXPECT_EQ(legal_set(p, kFriend),
            (Set{"5i4i", "5i6i", "5i4h", "5i6h", "5i5h", "5h5g", "5h4g", "5h6g", "5h4h", "5h6h"}));
  EXPECT_EQ(legal_set(p), (Set{"5i4i", "5i6i", "5i4h", "5i6h", "5h5g", "5h4g", "5h6g", "5h4h", "5h6h"}));
  EXPECT_EQ(legal_set(p, kFriend), reference_set(p));
}

TEST(FriendCapture, SF_3_1_ASliderStopsOnAFriendAndMayTakeIt) {
  // Rook 9i: up the file it takes the own pawn on 9e; along the rank it stops before its own king.
  Position p = position("4k4/9/9/9/P8/9/9/9/R3K4 b - 1");
  EXPECT_EQ(legal_from(p, "9i", kFriend), (Set{"9i9h", "9i9g", "9i9f", "9i9e", "9i8i", "9i7i", "9i6i"}));
  EXPECT_EQ(legal_from(p, "9i"), (Set{"9i9h", "9i9g", "9i9f", "9i8i", "9i7i", "9i6i"}));
}

TEST(FriendCapture, SF_3_1_TheTakenFriendGoesUnpromotedToTheCapturersHand) {
  Position p = position("4k4/9/9/9/9/9/4+P4/4S4/4K4 b - 1");
  ASSERT_TRUE(legal_set(p, kFriend).count("5h5g"));
  VariantMoveList list;
  generate_legal(p, list, kFriend);
  Move m = parse_usi_move("5h5g");
  ASSERT_TRUE(list.contains(m));
  p.do_move(m);
  EXPECT_EQ(p.sfen(), "4k4/9/9/9/9/9/4S4/9/4K4 w P 2");
  EXPECT_EQ(p.key(), p.compute_key());
  p.undo_move();
  EXPECT_EQ(p.sfen(), "4k4/9/9/9/9/9/4+P4/4S4/4K4 b - 1");
}

TEST(FriendCapture, SF_3_3_PromotionAndDeadPiecesAsInStandardShogi) {
  // Pawn 5b takes the own gold on 5a: promotion compulsory (dead pawn). Gold 5a takes the pawn.
  Position p = position("k3G4/4P4/9/9/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5b", kFriend), Set{"5b5a+"});
  EXPECT_EQ(legal_from(p, "5a", kFriend), (Set{"5a4a", "5a6a", "5a5b"}));
  // Pawn 5d takes the own silver on 5c: promotion optional.
  Position q = position("k8/9/4S4/4P4/9/9/9/9/4K4 b - 1");
  EXPECT_EQ(legal_from(q, "5d", kFriend), (Set{"5d5c", "5d5c+"}));
}

TEST(FriendCapture, SF_3_3_NifuCountsThePawnsLeftAfterAFriendlyCapture) {
  Position p = position("k8/9/9/9/9/9/4P4/4G4/4K4 b P 1");
  EXPECT_EQ(legal_from(p, "P*5", kFriend), Set{});
  p.do_move(parse_usi_move("5h5g"));  // the gold takes the own pawn: file 5 holds no pawn now
  p.do_move(parse_usi_move("9a9b"));
  EXPECT_EQ(legal_from(p, "P*5", kFriend), (Set{"P*5b", "P*5c", "P*5d", "P*5e", "P*5f", "P*5h"}));
  EXPECT_EQ(p.hand(Side::Black, PAWN), 2);
}

TEST(FriendCapture, SF_3_3_InCheckTheKingMayEscapeByTakingAFriendOtherFriendlyCapturesDoNotEvade) {
  // White rook 5a checks the black king 5i down the file.
  Position p = position("4r3k/9/9/9/9/9/9/9/3SKG3 b - 1");
  EXPECT_EQ(legal_set(p, kFriend), (Set{"5i4h", "5i6h", "5i4i", "5i6i", "4i5h", "6i5h"}));
  EXPECT_EQ(legal_set(p), (Set{"5i4h", "5i6h", "4i5h", "6i5h"}));
  EXPECT_EQ(legal_set(p, kFriend), reference_set(p));
}

TEST(FriendCapture, SF_3_3_APinnedPieceStillMayNotLeaveItsLine) {
  // Black silver 5h pinned by the rook on 5a; the gold 4h is free to take it (the gold then blocks).
  Position p = position("4r3k/9/9/9/9/9/9/4SG3/4K4 b - 1");
  EXPECT_EQ(legal_from(p, "5h", kFriend), Set{"5h5g"});
  EXPECT_EQ(legal_from(p, "4h", kFriend), (Set{"4h4g", "4h3g", "4h5g", "4h3h", "4h5h", "4h4i"}));
  EXPECT_EQ(legal_set(p, kFriend), reference_set(p));
}

TEST(FriendCapture, SF_0_3_UchifuzumeJudgedWithFriendlyCaptureDefences) {
  // P*1b against the king on 1a, the pawn guarded by the gold on 2c. In
  // standard shogi the king is boxed in by its own knight on 2a: mate, so the
  // drop is illegal. Under friend capture the king takes its knight: no mate.
  Position p = position("7nk/9/7G1/9/9/9/9/9/K8 b P 1");
  EXPECT_EQ(legal_from(p, "P*1b"), Set{});
  EXPECT_EQ(legal_from(p, "P*1b", kFriend), Set{"P*1b"});
  EXPECT_EQ(legal_set(p, kFriend), reference_set(p));
  p.do_move(Move::drop(PAWN, parse_square("1b", 0)));
  EXPECT_EQ(legal_set(p, kFriend), Set{"1a2a"});
  // With 2a covered by a bishop on 4c the friendly capture does not help: mate, illegal.
  Position q = position("7nk/9/5B1G1/9/9/9/9/9/K8 b P 1");
  EXPECT_EQ(legal_from(q, "P*1b", kFriend), Set{});
  EXPECT_EQ(legal_set(q, kFriend), reference_set(q));
}

TEST(FriendCapture, SF_3_StartPerftTable) {
  // Depth 1..3: the spec's figures. Depth 4: computed by this generator
  // (checked move for move against the reference in the playout test).
  const uint64_t expected[] = {1, 49, 2401, 138251, kFriendPerft4};
  for (const char* first : {"black", "white"}) {
    auto g = create_game("friendcapture", {{"FirstPlayer", first}});
    const int deepest = kSanitized ? 3 : 4;
    for (int d = 1; d <= deepest; ++d) EXPECT_EQ(g->perft(d), expected[d]) << first << " depth " << d;
  }
}

// Prefer captures (friendly ones included) so that hands fill and drops matter.
template <class Visit>
void random_games(uint64_t seed, int games, Visit visit) {
  auto prefer = [](const Position& p, Move c) { return testing::is_board_capture(p, c); };
  testing::random_variant_games(kFriend, seed, games, 3, prefer, visit);
}

TEST(FriendCapture, SF_3_MakeUnmakeKeysAndSfenOverRandomPlayouts) {
  int checked = 0, friendly = 0;
  random_games(21, kSanitized ? 10 : 60, [&](Position& p, const VariantMoveList& list) {
    ASSERT_EQ(p.key(), p.compute_key()) << p.sfen();
    Position q;
    q.set_sfen(p.sfen());
    ASSERT_TRUE(q.same_as(p)) << p.sfen();
    const Position before = p;
    for (Move m : list) {
      if (!m.is_drop() && p.piece_on(m.to()) && side_of(p.piece_on(m.to())) == p.side_to_move()) ++friendly;
      p.do_move(m);
      ASSERT_EQ(p.key(), p.compute_key()) << before.sfen() << " " << move_to_usi(m);
      p.undo_move();
      ASSERT_TRUE(p.same_as(before)) << before.sfen() << " " << move_to_usi(m);
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
  EXPECT_GT(friendly, 1000);
}

TEST(FriendCapture, SF_3_GeneratedMovesEqualTheReferenceOverRandomPlayouts) {
  int positions = 0, in_check = 0;
  random_games(22, kSanitized ? 2 : 30, [&](Position& p, const VariantMoveList& list) {
    Set fast;
    for (Move m : list) ASSERT_TRUE(fast.insert(move_to_usi(m)).second) << "duplicate " << move_to_usi(m);
    ASSERT_EQ(fast, reference_set(p)) << p.sfen();
    ++positions;
    in_check += p.in_check();
  });
  EXPECT_GT(positions, kSanitized ? 200 : 1000);
  EXPECT_GT(in_check, kSanitized ? 2 : 20);
}

TEST(FriendCapture, SF_0_4_SF_3_2_AKnightMateOfStandardShogiIsEscapedByTakingAFriend) {
  // The knight on 4g checks the king on 5i, boxed in by its own pieces.
  const char* sfen = "4k4/9/9/9/9/9/5n3/3PNN3/3GKG3 b - 1";
  auto standard = create_game("shogi");
  standard->set_sfen(sfen);
  EXPECT_EQ(standard->outcome().code, "checkmate");
  EXPECT_EQ(standard->outcome().winner, Side::White);
  auto g = create_game("friendcapture");
  g->set_sfen(sfen);
  EXPECT_FALSE(g->outcome().over());
  const std::vector<std::string> moves = g->legal_moves();
  EXPECT_EQ(Set(moves.begin(), moves.end()), (Set{"5i4i", "5i6i", "5i4h", "5i5h", "5i6h"}));
}

TEST(FriendCapture, GameRegistrationPlayAndBadInput) {
  const VariantInfo* info = registry().find("friendcapture");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->title, "Friend Capture");
  EXPECT_EQ(info->title_ja, "仲間割れ将棋");
  EXPECT_EQ(info->rule_ids, "SF-0, SF-3");
  EXPECT_EQ(info->options.front().name, "FirstPlayer");

  auto g = create_game("friendcapture");
  EXPECT_THROW(g->play("6i5i"), InputError);  // the gold may not take its own king
  EXPECT_EQ(g->sfen(), Position::start_sfen());
  g->play("5i6i");  // the king takes its own gold
  EXPECT_EQ(g->sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSK1GSNL w G 2");
  EXPECT_EQ(g->legal_moves().size(), legal_set(position(g->sfen()), kFriend).size());
  auto w = create_game("friendcapture", {{"FirstPlayer", "white"}});
  EXPECT_EQ(w->sfen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
  EXPECT_THROW(create_game("friendcapture", {{"CapturePriority", "legal"}}), InputError);
  // Rule options that no variant combines are refused, not half-applied.
  RuleSet mixed = kFriend;
  mixed.duty = CaptureDuty::Legal;
  VariantMoveList list;
  Position p;
  EXPECT_THROW(generate_legal(p, list, mixed), InputError);
  EXPECT_THROW(perft(p, 2, mixed), InputError);
  mixed.duty = CaptureDuty::None;
  mixed.swapper_gold = true;
  EXPECT_THROW(generate_legal(p, list, mixed), InputError);
  EXPECT_EQ(p.sfen(), Position::start_sfen());
}

}  // namespace
}  // namespace hensoku::shogi
