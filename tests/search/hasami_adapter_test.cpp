// The hasami fast path against the Game: same legal moves, same results,
// exact make/unmake, over random playouts of every variant; evaluation
// features on constructed positions; the parameter-file reader.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/prng.h"
#include "hasami/hasami_game.h"
#include "hasami/notation.h"
#include "hasami/engine/hasami_adapter.h"
#include "hasami_test_util.h"
#include "hasami/engine/hasami_params.h"
#include "variants/registry.h"
#include "sanitized_build.h"

namespace hensoku::search {

using namespace hensoku::hasami::engine;
namespace {

constexpr int kPlayouts = testing_support::kSanitizedBuild ? 3 : 12;

using test::sfen_with;

std::unique_ptr<Game> game_at(const std::string& variant, const std::string& sfen, const RuleOptions& options = {}) {
  auto game = create_game(variant, options);
  game->set_sfen(sfen);
  return game;
}

HasamiAdapter adapter_of(const Game& game) { return HasamiAdapter::setup(game).position; }

std::vector<std::string> adapter_moves(const HasamiAdapter& a) {
  HasamiAdapter::List list;
  a.generate_legal(list);
  std::vector<std::string> out;
  for (const auto& m : list) out.push_back(a.move_string(m));
  std::sort(out.begin(), out.end());
  return out;
}

// What the adapter says the game's state is for the side to move.
Status adapter_result(const HasamiAdapter& a) {
  Status s = a.status();
  if (s != Status::Ongoing) return s;
  HasamiAdapter::List list;
  a.generate_legal(list);
  return list.empty() ? a.no_moves_status() : Status::Ongoing;
}

Status game_result(const Game& g) {
  const Outcome o = g.outcome();
  if (o.kind == Outcome::Kind::Draw) return Status::Draw;
  if (o.kind == Outcome::Kind::Win) return o.winner == g.side_to_move() ? Status::Win : Status::Loss;
  return Status::Ongoing;
}

std::vector<std::string> hasami_variants() {
  std::vector<std::string> out;
  for (const auto& v : registry().all())
    if (v.family == "hasami") out.push_back(v.name);
  return out;
}

// Every move's ordering gain agrees with what making it does: 1000 for a move
// that wins at once, 10 per captured stone otherwise.
// The threat feature counts at least every stone a real move captures.
void expect_gains_match_the_moves(const HasamiAdapter& a, const HasamiAdapter::List& list) {
  hasami::Position p = a.position();
  u128 capturable = 0;
  HasamiFeatures f;
  hasami_features(p, f);
  for (const auto& m : list) {
    hasami::Undo undo;
    p.do_move(m.move, undo);
    capturable |= undo.captured;
    const hasami::Status st = p.material_status();
    const bool wins = st.kind == hasami::Status::Kind::Win && st.winner != p.side_to_move();
    p.undo_move(m.move, undo);
    ASSERT_EQ(hasami_captures_of(p, m.move.from(), m.move.to()), undo.captured) << a.move_string(m);
    ASSERT_EQ(m.gain, wins ? 1000 : 10 * popcount(undo.captured)) << a.move_string(m) << " " << hasami::write_sfen(p);
  }
  ASSERT_GE(f[kThreatNow], popcount(capturable)) << hasami::write_sfen(p);
}

TEST(HasamiAdapter, HS_0_EveryVariantHasTheNativePath) {
  const auto variants = hasami_variants();
  EXPECT_EQ(variants.size(), 9u);
  for (const auto& v : variants) EXPECT_TRUE(HasamiAdapter::handles(*create_game(v))) << v;
  EXPECT_FALSE(HasamiAdapter::handles(*create_game("shogi")));
}

// Random playouts: at every position the adapter's moves, result, key and
// SFEN agree with the Game's, and unmaking every move restores the start.
TEST(HasamiAdapter, HS_0_MovesAndResultsEqualTheGameOverRandomPlayouts) {
  for (const auto& variant : hasami_variants()) {
    Prng rng(0xC0FFEE + variant.size());
    for (int p = 0; p < kPlayouts; ++p) {
      auto game = create_game(variant, {{"PlyLimit", "120"}});
      HasamiAdapter a = adapter_of(*game);
      const uint64_t start_key = a.key();
      int made = 0;
      while (true) {
        ASSERT_EQ(a.key(), game->key()) << variant;
        ASSERT_EQ(a.key(), a.position().compute_key()) << variant;
        ASSERT_EQ(hasami::write_sfen(a.position()), game->sfen()) << variant;
        const Outcome o = game->outcome();
        if (o.code != "repetition") {
          ASSERT_EQ(adapter_result(a), game_result(*game)) << variant << " " << game->sfen() << " " << o.code;
        }
        if (o.over()) break;
        auto expected = game->legal_moves();
        std::sort(expected.begin(), expected.end());
        ASSERT_EQ(adapter_moves(a), expected) << variant << " " << game->sfen();
        HasamiAdapter::List list;
        a.generate_legal(list);
        expect_gains_match_the_moves(a, list);
        const auto m = list[rng.below(list.size())];
        game->play(a.move_string(m));
        a.do_move(m);
        ++made;
      }
      for (int i = 0; i < made; ++i) a.undo_move();
      EXPECT_EQ(a.key(), start_key) << variant;
      EXPECT_EQ(hasami::write_sfen(a.position()), create_game(variant)->sfen()) << variant;
    }
  }
}

TEST(HasamiAdapter, HS_0_3_NoisyMovesAreTheCapturesAndWins) {
  auto g = game_at("hasami", sfen_with("hasami", {"5f", "1d", "1i", "2i"}, {"5e", "9a", "8a"}));
  HasamiAdapter a = adapter_of(*g);
  HasamiAdapter::List noisy;
  a.generate_noisy(noisy);
  ASSERT_EQ(noisy.size(), 1u);
  EXPECT_EQ(a.move_string(noisy[0]), "1d5d");
  EXPECT_GT(a.capture_value(noisy[0]), 0);
}

TEST(HasamiAdapter, HS_1_1_ReducedToOneIsALossForTheSideToMove) {
  auto g = game_at("hasami", sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a"}));
  g->play("1d5d");
  EXPECT_EQ(adapter_of(*g).status(), Status::Loss);
}

TEST(HasamiAdapter, HS_4_CaptureCountWinAndHeldLead) {
  auto g = game_at("hasami-jsa", sfen_with("hasami-jsa", {"5f", "1d", "9i"}, {"5e", "3h", "9a", "8a", "7a"}, 'b', "4P2p"));
  g->play("1d5d");
  EXPECT_EQ(adapter_of(*g).status(), Status::Loss);  // Black's fifth capture: White to move has lost
  auto lead = game_at("hasami-jsa", sfen_with("hasami-jsa", {"5f", "9i"}, {"9a", "8a"}, 'w', "P4p"));
  EXPECT_EQ(adapter_of(*lead).status(), Status::Win);  // White to move, its lead of three held
}

TEST(HasamiAdapter, HS_2_2_FiveInARowAndHS_2_3_BothUnderFive) {
  auto g = game_at("daihasami", sfen_with("daihasami", {"5d", "5e", "5f", "5g", "4c"}, {"9a", "8a", "7a", "6a", "1a"}));
  g->play("4c5c");
  EXPECT_EQ(adapter_of(*g).status(), Status::Loss);
  auto few = game_at("daihasami", sfen_with("daihasami", {"5f", "1d", "1i", "2i"}, {"5e", "9a", "8a", "7a", "6a"}));
  few->play("1d5d");
  EXPECT_EQ(adapter_of(*few).status(), Status::Draw);
}

TEST(HasamiAdapter, HS_3_2_MakayekInterventionEndsTheGame) {
  auto g = game_at("makayek", sfen_with("makayek", {"1e", "1h"}, {"5d", "5f"}));
  HasamiAdapter a = adapter_of(*g);
  HasamiAdapter::List noisy;
  a.generate_noisy(noisy);
  ASSERT_EQ(noisy.size(), 1u);
  EXPECT_EQ(a.move_string(noisy[0]), "1e5e");
  a.do_move(noisy[0]);
  EXPECT_EQ(a.status(), Status::Loss);
}

TEST(HasamiAdapter, HS_0_6_NoLegalMoveLoses) {
  auto g = game_at("hasami", sfen_with("hasami", {"9i", "8i"}, {"9h", "8h", "7a", "6a"}, 'w'));
  g->play("7a7i");
  HasamiAdapter a = adapter_of(*g);
  EXPECT_EQ(adapter_result(a), Status::Loss);
  EXPECT_EQ(game_result(*g), Status::Loss);
}

TEST(HasamiAdapter, HS_0_7_PlyLimitDraws) {
  auto g = game_at("hasami", "ppppppppp/9/9/9/9/9/9/9/PPPPPPPPP b - 11", {{"PlyLimit", "10"}});
  EXPECT_EQ(adapter_of(*g).status(), Status::Draw);
  EXPECT_EQ(game_result(*g), Status::Draw);
}

TEST(HasamiAdapter, NullMoveFlipsTheSideAndComesBack) {
  auto g = create_game("daihasami");
  HasamiAdapter a = adapter_of(*g);
  const uint64_t key = a.key();
  ASSERT_TRUE(a.null_move_ok());
  a.do_null();
  EXPECT_EQ(a.side_to_move(), Side::White);
  EXPECT_NE(a.key(), key);
  EXPECT_EQ(a.key(), a.position().compute_key());
  a.undo_null();
  EXPECT_EQ(a.key(), key);
  auto few = game_at("hasami", sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a", "8a"}));
  EXPECT_FALSE(adapter_of(*few).null_move_ok());
}

TEST(HasamiEval, FeaturesCountThreatsAndLines) {
  // Black to move: 1d5d would capture 5e (threat_now 1); Black's 5f is not
  // threatened.
  hasami::Position pos(hasami::rules_for("hasami"));
  hasami::read_sfen(pos, sfen_with("hasami", {"5f", "1d", "1i"}, {"5e", "9a", "8a"}));
  HasamiFeatures f;
  hasami_features(pos, f);
  EXPECT_EQ(f[kStone], 0);
  EXPECT_EQ(f[kThreatNow], 1);
  EXPECT_EQ(f[kHanging], 0);
  EXPECT_EQ(f[kCorner], 1 - 1);  // 1i against 9a
  EXPECT_EQ(f[kLine4], 0);        // no lines outside Dai Hasami
  EXPECT_EQ(f[kTempo], 1);

  // Dai Hasami: four in column 5 outside Black's home with the hole 5c
  // reachable: a win threat for the side to move.
  hasami::Position dai(hasami::rules_for("daihasami"));
  hasami::read_sfen(dai, sfen_with("daihasami", {"5d", "5e", "5f", "5g", "4c"}, {"9a", "8a", "7a", "6a", "1a"}));
  hasami_features(dai, f);
  EXPECT_EQ(f[kFourNow], 1);
  EXPECT_EQ(f[kFourWaiting], 0);
  EXPECT_GE(f[kLine4], 1);
  EXPECT_GT(evaluate_hasami(dai, hasami_untuned_params(dai.rules())), 0);
}

TEST(HasamiEval, HS_0_3_FlankedPairsTradeAndCenterFeatures) {
  // Black 5e and 3e each touch White's 4e on one side of rank e with an empty
  // square on the other (6e, 2e): one White stone there would sandwich them.
  // White's 9a-8a is a pair; Black is a stone down with 9 of 18 captured.
  hasami::Position pos(hasami::rules_for("hasami"));
  hasami::read_sfen(pos, sfen_with("hasami", {"5e", "3e", "9i", "7i"}, {"4e", "9a", "8a", "1a", "1c"}));
  HasamiFeatures f;
  hasami_features(pos, f);
  EXPECT_EQ(f[kFlanked], 2 - 0);
  EXPECT_EQ(f[kPairs], 0 - 1);
  EXPECT_EQ(f[kTrade], -1 * (18 - 9));
  EXPECT_EQ(f[kCenter], 2 - 1);
  EXPECT_EQ(f[kHanging], 0);
  EXPECT_EQ(f[kHangingExtra], 0);
  // HS-1.1 endgame (a side down to three stones): only the hunt steers the
  // stones; the placement terms are off, material and trade still count.
  hasami::read_sfen(pos, sfen_with("hasami", {"5e", "3e"}, {"4e", "9a", "8a"}));
  hasami_features(pos, f);
  EXPECT_EQ(f[kTrade], -1 * (18 - 5));
  for (int p : {kEdge, kCorner, kCenter, kPairs, kFlanked}) EXPECT_EQ(f[size_t(p)], 0) << kHasamiParamNames[size_t(p)];
  EXPECT_NE(f[kHunt], 0);
  // ... and when a side is four or more stones behind (HS-1c, 18 stones).
  hasami::Position step(hasami::rules_for("hasami-onestep18"));
  hasami::read_sfen(step, sfen_with("hasami-onestep18", {"9i", "8i", "7i", "6i", "5i", "4i", "3i"},
                                    {"9a", "5e", "3e", "1e"}));
  hasami_features(step, f);
  EXPECT_EQ(f[kEdge], 6 - 1);  // three behind: placement still counts
  EXPECT_EQ(f[kHunt], 0);      // ... and four enemy stones are not hunted yet
  hasami::read_sfen(step, sfen_with("hasami-onestep18", {"9i", "8i", "7i", "6i", "5i", "4i", "3i", "2i"},
                                    {"9a", "5e", "3e", "1e"}));
  hasami_features(step, f);
  EXPECT_EQ(f[kEdge], 0);
  EXPECT_EQ(f[kStone], 4);
  // Four ahead in step mode, the hunt covers every enemy stone: 28 minus the
  // distances of Black's two nearest stones, 9a 8+9, 5e 4+5, 3e 4+5, 1e 5+6.
  EXPECT_EQ(f[kHunt], 11 + 19 + 19 + 17);
  // In rook mode (HS-1a) the hunt waits for the last three stones.
  hasami::Position rook(hasami::rules_for("hasami-captureall"));
  hasami::read_sfen(rook, sfen_with("hasami-captureall", {"9i", "8i", "7i", "6i", "5i", "4i", "3i", "2i"},
                                    {"9a", "5e", "3e", "1e"}));
  hasami_features(rook, f);
  EXPECT_EQ(f[kHunt], 0);
  // The hand-set tables give the new features no weight: "untuned" is the
  // evaluation as it was before they existed.
  for (const auto& rules : hasami::all_rules())
    for (int p : {kFlanked, kPairs, kTrade, kHangingExtra, kCenter})
      EXPECT_EQ(hasami_untuned_params(rules)[size_t(p)], 0) << rules.name << " " << kHasamiParamNames[size_t(p)];
}

TEST(HasamiEval, HS_1b_1c_StepModeVariantsPlayTheirTunedTables) {
  // Session 4: tuned tables for the step-mode capture-all variants (SPRT H1
  // against the hand-set table at 500 and 2000 nodes per move, hasami-search.md).
  for (const char* name : {"hasami-onestep", "hasami-onestep18"}) {
    const hasami::Rules& rules = hasami::rules_for(name);
    EXPECT_NE(hasami_tuned_params(rules), hasami_untuned_params(rules)) << name;
    EXPECT_EQ(hasami_tuned_params(rules)[kStone], 100) << name;  // the scale is kept
    EXPECT_EQ(hasami_tuned_params(rules)[kHunt], hasami_untuned_params(rules)[kHunt]) << name;
  }
}

TEST(HasamiEval, HS_1_1a_RookModeVariantsShareTheirSpsaTable) {
  // Session 5: one SPSA table (tuned in hasami-captureall) for both rook-mode
  // variants with nine stones, SPRT H1 in each (hasami-sprt5.md).
  const HasamiParams& hasami = hasami_tuned_params(hasami::rules_for("hasami"));
  const HasamiParams& all = hasami_tuned_params(hasami::rules_for("hasami-captureall"));
  EXPECT_EQ(hasami, all);
  EXPECT_NE(hasami, hasami_untuned_params(hasami::rules_for("hasami")));
  EXPECT_EQ(hasami[kStone], 100);
  EXPECT_EQ(hasami[kThreatNow], 30);
  EXPECT_EQ(hasami[kHangingExtra], -10);
}

TEST(HasamiEval, HS_2b_DaihasamiOnestepPlaysItsSpsaTable) {
  // Session 11: SPSA from balanced middlegames (its openings from the start are
  // forced races), SPRT H1 against the hand-set table (session11.md). The
  // scale and the terms not tuned are the hand-set ones.
  const hasami::Rules& rules = hasami::rules_for("daihasami-onestep");
  const HasamiParams& tuned = hasami_tuned_params(rules);
  const HasamiParams& hand = hasami_untuned_params(rules);
  for (int p : {kStone, kCaptureCount, kHunt, kFlanked, kPairs, kTrade, kHangingExtra, kCenter})
    EXPECT_EQ(tuned[size_t(p)], hand[size_t(p)]) << kHasamiParamNames[size_t(p)];
  EXPECT_EQ(tuned[kLine4], 245);
  EXPECT_EQ(tuned[kFourNow], 26);
  EXPECT_EQ(tuned[kTempo], 37);
  EXPECT_EQ(hand[kLine4], 160);
}

TEST(HasamiEval, HS_3_MakayekPlaysItsSpsaTable) {
  // Session 5: SPSA table, SPRT H1 against the hand-set one (hasami-sprt5.md).
  // The scale, mobility and hunt are the hand-set ones (not tuned).
  const hasami::Rules& rules = hasami::rules_for("makayek");
  const HasamiParams& tuned = hasami_tuned_params(rules);
  const HasamiParams& hand = hasami_untuned_params(rules);
  EXPECT_NE(tuned, hand);
  for (int p : {kStone, kMobility, kHunt}) EXPECT_EQ(tuned[size_t(p)], hand[size_t(p)]) << kHasamiParamNames[size_t(p)];
  EXPECT_EQ(tuned[kThreatNow], 7);
  EXPECT_EQ(tuned[kHanging], -18);
  EXPECT_EQ(tuned[kTempo], 13);
  // The evaluation from the start: the tempo only (the position is symmetric).
  hasami::Position start(rules);
  hasami::read_sfen(start, "pppppppp/8/pppppppp/8/8/PPPPPPPP/8/PPPPPPPP b - 1");
  EXPECT_EQ(evaluate_hasami(start, tuned), tuned[kTempo]);
}

TEST(HasamiEval, ParameterFileOverridesByName) {
  const HasamiParams& base = hasami_untuned_params(hasami::rules_for("hasami"));
  HasamiParams p = read_hasami_params("# comment\nstone 123\n\nmobility -2 # why\n", base);
  EXPECT_EQ(p[kStone], 123);
  EXPECT_EQ(p[kMobility], -2);
  EXPECT_EQ(p[kTempo], base[kTempo]);
  EXPECT_THROW(read_hasami_params("stoner 1\n", base), InputError);
  EXPECT_THROW(read_hasami_params("stone x\n", base), InputError);
  EXPECT_THROW(read_hasami_params("stone 1 2\n", base), InputError);
}

}  // namespace
}  // namespace hensoku::search
