// The shogi fast paths: the native legal moves equal the Game's for every
// variant they accept (random playouts), the variants they accept and
// refuse, static exchange evaluation, and searches under the variants'
// result rules (no legal move loses).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/prng.h"
#include "engine_answer.h"
#include "search/engine.h"
#include "shogi/engine/shogi_adapter.h"
#include "shogi/engine/shogi_see.h"
#include "shogi/notation.h"
#include "variants/registry.h"
#include "sanitized_build.h"

namespace hensoku {
namespace {

using shogi::engine::ShogiAdapter;
using shogi::engine::ShogiWideAdapter;

constexpr int kPlayouts = testing_support::kSanitizedBuild ? 3 : 12;

template <class Adapter>
std::set<std::string> native_moves(const Game& game) {
  auto setup = Adapter::setup(game);
  typename Adapter::List list;
  setup.position.generate_legal(list);
  std::set<std::string> out;
  for (const auto& m : list) out.insert(setup.position.move_string(m));
  return out;
}

// gives_check() before a move agrees with in_check() after it (a "true"
// is allowed for swaps and friendly captures, where it is conservative).
template <class Adapter>
void expect_check_predicted(const Game& game) {
  auto setup = Adapter::setup(game);
  auto& pos = setup.position;
  typename Adapter::List list;
  pos.generate_legal(list);
  for (const auto& m : list) {
    bool predicted = pos.gives_check(m);
    const shogi::Piece target = m.is_drop() ? shogi::kNoPiece : pos.position().piece_on(m.to());
    const bool conservative =
        m.is_swap() || (target != shogi::kNoPiece && shogi::side_of(target) == pos.position().side_to_move());
    pos.do_move(m);
    bool actual = pos.in_check();
    pos.undo_move();
    if (predicted != actual) {
      ASSERT_TRUE(predicted && !actual) << game.sfen() << " " << pos.move_string(m) << " checks but was not predicted";
      ASSERT_TRUE(conservative) << game.sfen() << " " << pos.move_string(m) << " predicted a check it does not give";
    }
  }
}

template <class Adapter>
void expect_same_moves_on_playouts(const std::string& variant, const RuleOptions& options, uint64_t seed) {
  Prng rng(seed);
  for (int game_no = 0; game_no < kPlayouts; ++game_no) {
    auto game = registry().find(variant)->create(options);
    ASSERT_TRUE(Adapter::handles(*game)) << variant;
    for (int ply = 0; ply < 160 && !game->outcome().over(); ++ply) {
      auto legal = game->legal_moves();
      std::set<std::string> expected(legal.begin(), legal.end());
      ASSERT_EQ(native_moves<Adapter>(*game), expected) << variant << " " << game->sfen();
      expect_check_predicted<Adapter>(*game);
      game->play(legal[rng.below(legal.size())]);
    }
    if (game->outcome().over() && game->outcome().code != "sennichite" && game->outcome().code != "perpetual-check") {
      // Checkmate or stalemate: the native path finds no move either, and
      // scores that as the mover's loss.
      EXPECT_TRUE(native_moves<Adapter>(*game).empty()) << variant << " " << game->sfen();
      auto setup = Adapter::setup(*game);
      EXPECT_EQ(setup.position.no_moves_status(), search::Status::Loss);
    }
  }
}

TEST(ShogiFastPath, SF_0_NativeMovesEqualTheGamesOnRandomPlayouts) {
  expect_same_moves_on_playouts<ShogiAdapter>("shogi", {}, 1);
}
TEST(ShogiFastPath, SF_5_1_ForcedCaptureLegalPriorityMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiAdapter>("forcedcapture", {}, 2);
}
TEST(ShogiFastPath, SF_5_1_ForcedCapturePseudoPriorityMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiAdapter>("forcedcapture", {{"CapturePriority", "pseudo"}}, 3);
}
TEST(ShogiFastPath, SF_5_2_KingOnlyMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiAdapter>("forcedcapture-kingonly", {}, 4);
}
TEST(ShogiFastPath, SF_5_3_KingCaptureMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiAdapter>("forcedcapture-kingcapture", {}, 5);
}
TEST(ShogiFastPath, SF_6_TrueForcedCaptureMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiAdapter>("trueforcedcapture", {}, 6);
}
TEST(ShogiFastPath, SF_3_FriendCaptureMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiWideAdapter>("friendcapture", {}, 7);
}
TEST(ShogiFastPath, SF_1_SwapperGoldMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiWideAdapter>("swappergold", {}, 8);
}
TEST(ShogiFastPath, SF_2_SwapShogiMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiWideAdapter>("swapshogi", {}, 10);
  expect_same_moves_on_playouts<ShogiWideAdapter>("swapshogi", {{"FirstPlayer", "white"}}, 11);
}
TEST(ShogiFastPath, SF_4_MergeShogiMovesEqualTheGames) {
  expect_same_moves_on_playouts<ShogiWideAdapter>("mergeshogi", {}, 12);
  expect_same_moves_on_playouts<ShogiWideAdapter>("mergeshogi", {{"FirstPlayer", "white"}}, 13);
}
TEST(ShogiFastPath, SF_0_7_WhiteFirstSetUpIsFollowed) {
  expect_same_moves_on_playouts<ShogiAdapter>("forcedcapture", {{"FirstPlayer", "white"}}, 9);
}

TEST(ShogiFastPath, SF_0_6_SF_4_EveryShogiVariantHasOnePathOtherFamiliesNone) {
  auto decl = registry().find("shogi")->create({{"Declaration", "true"}});
  EXPECT_TRUE(ShogiAdapter::handles(*decl));
  EXPECT_FALSE(ShogiWideAdapter::handles(*decl));
  auto chu = create_game("chushogi");
  EXPECT_FALSE(ShogiAdapter::handles(*chu));
  EXPECT_FALSE(ShogiWideAdapter::handles(*chu));
  auto fc = create_game("forcedcapture");
  EXPECT_TRUE(ShogiAdapter::handles(*fc));
  EXPECT_FALSE(ShogiWideAdapter::handles(*fc));
  auto friends = create_game("friendcapture");
  EXPECT_FALSE(ShogiAdapter::handles(*friends));
  EXPECT_TRUE(ShogiWideAdapter::handles(*friends));
  auto swaps = create_game("swapshogi");
  EXPECT_FALSE(ShogiAdapter::handles(*swaps));
  EXPECT_TRUE(ShogiWideAdapter::handles(*swaps));
  // Merges widen the move lists (SF-4).
  auto merges = create_game("mergeshogi");
  EXPECT_FALSE(ShogiAdapter::handles(*merges));
  EXPECT_TRUE(ShogiWideAdapter::handles(*merges));
}

shogi::Position position_of(const std::string& sfen) {
  shogi::Position p;
  p.set_sfen(sfen);
  return p;
}

TEST(ShogiSee, SF_0_PawnTakesDefendedPawnIsEven) {
  // Black pawn 5e takes 5d, defended by the pawn... here by a gold on 5c.
  auto pos = position_of("4k4/9/4g4/4p4/4P4/9/9/9/4K4 b - 1");
  shogi::Move m = shogi::parse_usi_move("5e5d");
  EXPECT_TRUE(shogi::engine::see_ge(pos, m, 0));  // pawn for pawn
  EXPECT_FALSE(shogi::engine::see_ge(pos, m, 1));
}

TEST(ShogiSee, SF_0_RookTakesDefendedPawnLoses) {
  auto pos = position_of("4k4/9/4g4/4p4/9/9/9/4R4/4K4 b - 1");
  shogi::Move m = shogi::parse_usi_move("5h5d");
  EXPECT_FALSE(shogi::engine::see_ge(pos, m, 0));
  EXPECT_TRUE(shogi::engine::see_ge(pos, m, -1000));
}

TEST(ShogiSee, SF_0_XRayRecaptureBehindTheRookCounts) {
  // Rook and lance on the file behind it: the lance recaptures after the rook
  // is taken by the gold, so rook x pawn, gold x rook, lance x gold.
  auto pos = position_of("4k4/9/4g4/4p4/9/9/9/4R4/4L3K b - 1");
  shogi::Move m = shogi::parse_usi_move("5h5d");
  EXPECT_FALSE(shogi::engine::see_ge(pos, m, 0));  // pawn + gold < rook
  // An undefended piece is won outright.
  auto free = position_of("4k4/9/9/4s4/9/9/9/4R4/8K b - 1");
  EXPECT_TRUE(shogi::engine::see_ge(free, shogi::parse_usi_move("5h5d"), shogi::engine::see_value(shogi::SILVER)));
}

TEST(ShogiSee, SF_0_KingMayNotRecaptureIntoAttack) {
  // The silver on 5b is defended only by the king, and a lance behind the
  // rook covers the square: the king cannot take back.
  auto pos = position_of("4k4/4s4/9/9/4R4/4L4/9/9/8K b - 1");
  EXPECT_TRUE(shogi::engine::see_ge(pos, shogi::parse_usi_move("5e5b+"), shogi::engine::see_value(shogi::SILVER)));
}

ShogiAdapter adapter_of(const std::string& variant, const std::string& sfen) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  return ShogiAdapter::setup(*game).position;
}

TEST(ShogiFastPath, SF_0_3_MateInOneSeesDropMatesButNeverAPawnDropMate) {
  // Gold drop on 5b, defended by the pawn: mate.
  EXPECT_TRUE(adapter_of("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1").mate_in_one());
  // Without the pawn the king takes the gold.
  EXPECT_FALSE(adapter_of("shogi", "4k4/9/9/9/9/9/9/9/4K4 b G 1").mate_in_one());
  // P*1b would mate (the gold on 1c covers 1b and 2b, the lance blocks 2a),
  // but a pawn-drop mate is illegal (SF-0.3), and no other check mates.
  EXPECT_FALSE(adapter_of("shogi", "7lk/9/8G/9/9/9/9/9/4K4 b P 1").mate_in_one());
  // With a gold in hand instead, G*1b mates.
  EXPECT_TRUE(adapter_of("shogi", "7lk/9/8G/9/9/9/9/9/4K4 b G 1").mate_in_one());
  // The adapter is left as it was.
  auto a = adapter_of("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
  const uint64_t key = a.key();
  a.mate_in_one();
  EXPECT_EQ(a.key(), key);
}

// Checks found before the move: direct ones, and discovered ones where the
// piece leaves the line between a slider of ours and the enemy king (moving
// along that line, it still blocks).
TEST(ShogiFastPath, SF_0_DiscoveredChecksArePredicted) {
  struct Case {
    const char* sfen;
    std::set<std::string> checks;
  };
  const Case cases[] = {
      // The silver on 5e shields the white king on 5a from the rook on 5i.
      {"4k4/9/9/9/4S4/9/9/9/K3R4 b - 1", {"5e6d", "5e4d", "5e6f", "5e4f"}},
      // The gold on 1d shields the king on 1a from the lance on 1i.
      {"8k/9/9/8G/9/9/9/9/K7L b - 1", {"1d2c", "1d2d"}},
      // The silver on 3c shields the king on 1a from the bishop on 5e: off
      // the diagonal it uncovers it (3b, 4b, 2d, promoted or not); on 4d it
      // still shields; on 2b it checks by itself.
      {"8k/9/6S2/9/4B4/9/9/9/K8 b - 1", {"3c3b", "3c3b+", "3c4b", "3c4b+", "3c2d", "3c2d+", "3c2b", "3c2b+"}},
  };
  for (const Case& c : cases) {
    auto game = create_game("shogi");
    game->set_sfen(c.sfen);
    expect_check_predicted<ShogiAdapter>(*game);
    auto pos = ShogiAdapter::setup(*game).position;
    ShogiAdapter::List list;
    pos.generate_legal(list);
    std::set<std::string> predicted;
    for (const auto& m : list)
      if (pos.gives_check(m)) predicted.insert(pos.move_string(m));
    EXPECT_EQ(predicted, c.checks) << c.sfen;
  }
}

TEST(ShogiFastPath, SF_5_1_MateInOneFollowsTheCaptureDuty) {
  // Under forcedcapture Black must take the pawn on 9c with the lance, so
  // the gold drop mate of standard shogi is not available.
  const std::string sfen = "4k4/9/p3P4/9/9/9/9/9/L3K4 b G 1";
  EXPECT_TRUE(adapter_of("shogi", sfen).mate_in_one());
  EXPECT_FALSE(adapter_of("forcedcapture", sfen).mate_in_one());
}

TEST(ShogiFastPath, SF_5_1_UnderTheDutyTheSearchPicksTheBetterCapture) {
  // The rook must capture (SF-5.1): the defended pawn on 5e or the loose
  // silver on 2h. Only captures are legal, and the search takes the silver.
  auto game = create_game("forcedcapture");
  game->set_sfen("8k/9/9/4g4/4p4/9/9/4R2s1/K8 b - 1");
  auto legal = game->legal_moves();
  EXPECT_EQ(std::set<std::string>(legal.begin(), legal.end()), (std::set<std::string>{"5h5e", "5h2h"}));
  SearchLimits limits;
  limits.depth = 5;
  EXPECT_EQ(think(*game, limits).best.move, "5h2h");
}

TEST(ShogiSee, SF_4_6_CapturingWithACombinedPieceRisksBothParts) {
  // The knight+gold on 5e takes the pawn on 5d, which the gold on 5c
  // defends: a pawn (100) for both parts (350 + 500).
  auto pos = position_of("4k4/9/4g4/4p4/4(NG)4/9/9/9/4K4 b - 1");
  shogi::Move m = shogi::parse_usi_move("5e5d");
  EXPECT_TRUE(shogi::engine::see_ge(pos, m, -750));
  EXPECT_FALSE(shogi::engine::see_ge(pos, m, -749));
  EXPECT_EQ(shogi::engine::see_value(shogi::type_of(pos.piece_on(shogi::parse_usi_move("5e5d").from()))), 850);
}

TEST(ShogiSee, SF_4_1_AMergeOntoAnAttackedSquareLosesBothParts) {
  // The knight on 6e joins the gold on 5c, which the white silver on 4b
  // attacks and nothing of Black's defends: the merge loses both parts.
  auto pos = position_of("4k4/5s3/4G4/9/3N5/9/9/9/4K4 b - 1");
  const shogi::Move merge = shogi::Move::merge(shogi::make_square(5, 4), shogi::make_square(4, 2));
  EXPECT_FALSE(shogi::engine::see_ge(pos, merge, -849));
  EXPECT_TRUE(shogi::engine::see_ge(pos, merge, -850));
}

TEST(ShogiFastPath, SF_4_1_TheEngineMatesWithAMerge) {
  // The knight on 6e joins the gold on 5c: the knight part checks the king
  // on 4a, the gold part takes its escapes. Neither piece mates alone.
  auto game = create_game("mergeshogi");
  game->set_sfen("4gks2/6s2/4G4/9/3N5/9/9/9/4K4 b - 1");
  SearchLimits limits;
  limits.depth = 3;
  Answer a = think(*game, limits);
  EXPECT_EQ(a.best.move, "6e5c");
  EXPECT_TRUE(a.last.is_mate);
  EXPECT_EQ(a.last.score, 1);
  game->play(a.best.move);
  EXPECT_EQ(game->outcome().code, "checkmate");
}

TEST(ShogiFastPath, SF_0_6_TheEngineDeclaresWhenItMay) {
  // Black's king in the camp with 14 pieces there and 28 points.
  const std::string sfen = "9/RG1G1S1SB/PPPPKPPPP/9/9/9/9/9/4k4 b RP 1";
  EXPECT_EQ(think_at("shogi", sfen, 4, {{"Declaration", "true"}}).best.move, "win");
  // Off by default: a move.
  EXPECT_NE(think_at("shogi", sfen, 4).best.move, "win");
}

TEST(ShogiFastPath, SF_0_6_TheSearchSeesADeclarationAhead) {
  // The king steps into the camp; at Black's next turn it declares.
  Answer a = think_at("mergeshogi", "9/RG1G1S1SB/PPPP1PPPP/4K4/9/9/9/9/4k4 b RP 1", 5, {{"Declaration", "true"}});
  EXPECT_EQ(a.best.move, "5d5c");
  EXPECT_TRUE(a.last.is_mate);
  EXPECT_GT(a.last.score, 0);
}

TEST(ShogiFastPath, SF_0_4_MateScoreIsPliesFromTheMoversView) {
  // Gold drop mate in one: score mate +1 (plies) for the winner.
  Answer a = think_at("shogi", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", 3);
  EXPECT_EQ(a.best.move, "G*5b");
  EXPECT_TRUE(a.last.is_mate);
  EXPECT_EQ(a.last.score, 1);
}

}  // namespace
}  // namespace hensoku
