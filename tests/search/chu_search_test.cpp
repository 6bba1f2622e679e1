// The chu native search path (ChuAdapter): the same legal moves as the Game
// on random playouts, exact make/unmake, results (CHU-W2..W4, CHU-R a in the
// search), and the engine finding mates and winning lion captures.
#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>
#include <set>
#include <string>

#include "chu/chu_game.h"
#include "chu/movegen.h"
#include "chu/notation.h"
#include "chu/result.h"
#include "core/prng.h"
#include "chu/engine/chu_adapter.h"
#include "search/engine.h"
#include "search/swindle.h"
#include "variants/registry.h"
#include "sanitized_build.h"

namespace hensoku::search {

using namespace hensoku::chu::engine;
namespace {

constexpr int kPlayouts = testing_support::kSanitizedBuild ? 3 : 12;

std::unique_ptr<Game> chu_game(const std::string& sfen = "", const RuleOptions& options = {}) {
  auto g = create_game("chushogi", options);
  if (!sfen.empty()) g->set_sfen(sfen);
  return g;
}

ChuAdapter adapter_for(const Game& g) { return ChuAdapter::setup(g).position; }

std::set<std::string> adapter_moves(const ChuAdapter& a) {
  ChuAdapter::List list;
  a.generate_legal(list);
  std::set<std::string> out;
  for (const auto& m : list) out.insert(a.move_string(m));
  EXPECT_EQ(out.size(), list.size()) << "one move per outcome";
  return out;
}

std::set<std::string> game_moves(const Game& g) {
  auto v = g.legal_moves();
  return {v.begin(), v.end()};
}

bool same_state(const ChuState& a, const ChuState& b) {
  return a.royals[0] == b.royals[0] && a.royals[1] == b.royals[1] && a.sliders[0] == b.sliders[0] &&
         a.sliders[1] == b.sliders[1] && a.raiders[0] == b.raiders[0] && a.raiders[1] == b.raiders[1] &&
         a.counting[0] == b.counting[0] && a.counting[1] == b.counting[1] && a.live[0] == b.live[0] &&
         a.live[1] == b.live[1] && a.psq[0] == b.psq[0] && a.psq[1] == b.psq[1];
}

// The swindle scan (swindle.h) plays every root move, a pass and every
// follow-up, and must leave the position exactly as it found it (here a
// middlegame of 60 random plies).
TEST(ChuSearchAdapter, SwindleScanLeavesThePositionAsItWas) {
  auto game = chu_game();
  Prng rng(7);
  for (int ply = 0; ply < 60 && !game->outcome().over(); ++ply) {
    const auto moves = game->legal_moves();
    game->play(moves[rng.below(moves.size())]);
  }
  ASSERT_FALSE(game->outcome().over());
  ChuAdapter a = adapter_for(*game);
  const uint64_t key = a.key();
  const ChuState state = a.state();
  ChuAdapter::List list;
  a.generate_legal(list);
  const std::vector<ChuAdapter::Move> moves(list.begin(), list.end());
  const size_t chosen = swindle_choice(a, moves);
  EXPECT_LT(chosen, moves.size());
  EXPECT_EQ(a.key(), key);
  EXPECT_TRUE(same_state(a.state(), state));
  EXPECT_EQ(adapter_moves(a), game_moves(*game));
}

// Random games, captures preferred so lions get traded and promotions happen.
TEST(ChuSearchAdapter, CHU_LegalMovesEqualGameOnRandomPlayouts) {
  for (const char* rules : {"association", "western", "lishogi"}) {
    for (int seed = 1; seed <= kPlayouts; ++seed) {
      Prng rng(uint64_t(seed) * 7919);
      auto game = chu_game("", {{"ChuRules", rules}});
      ChuAdapter walker = adapter_for(*game);  // follows the playout with do_move
      const uint64_t root_key = walker.key();
      const ChuState root_state = walker.state();
      int plies = 0;
      for (; plies < 160 && !game->outcome().over(); ++plies) {
        ChuAdapter root = adapter_for(*game);
        ASSERT_EQ(adapter_moves(root), game_moves(*game)) << rules << " seed " << seed << " ply " << plies;
        const auto& cg = dynamic_cast<const chu::ChuGame&>(*game);
        chu::MoveList forbidden;
        cg.legal(&forbidden);
        if (forbidden.size == 0) {
          ASSERT_EQ(adapter_moves(walker), game_moves(*game)) << "after do_move, ply " << plies;
        }
        ASSERT_EQ(walker.key(), game->key());
        ASSERT_TRUE(same_state(walker.state(), ChuAdapter::compute_state(walker.position())));
        ASSERT_EQ(walker.in_check(), chu::attacks_royal(walker.position(), ~walker.side_to_move()) &&
                                         chu::royal_count(walker.position(), walker.side_to_move()) == 1);

        // The capture generator gives exactly the captures of the full one.
        chu::MoveList all, caps;
        chu::generate_moves(walker.position(), cg.rules(), all);
        chu::generate_captures(walker.position(), cg.rules(), caps);
        std::set<std::string> expected, got;
        for (const auto& m : all) {
          uint8_t sq[2];
          if (walker.position().captures(m, sq) > 0) expected.insert(chu::move_to_string(m));
        }
        for (const auto& m : caps) got.insert(chu::move_to_string(m));
        ASSERT_EQ(got, expected);
        ASSERT_EQ(int(got.size()), caps.size);

        ChuAdapter::List list;
        root.generate_legal(list);
        std::vector<const ChuAdapter::Move*> captures;
        for (const auto& m : list)
          if (root.capture_value(m) > 1) captures.push_back(&m);
        const auto& m = captures.empty() || rng.below(3) == 0 ? list[rng.below(list.size())]
                                                               : *captures[rng.below(captures.size())];
        std::string text = root.move_string(m);
        game->play(text);
        walker.do_move(m);
      }
      for (int i = 0; i < plies; ++i) walker.undo_move();
      EXPECT_EQ(walker.key(), root_key);
      EXPECT_TRUE(same_state(walker.state(), root_state));
    }
  }
}

// gives_check (before the move) against making the move and testing whether
// the mover then attacks an enemy royal, for every legal move along random
// playouts (lion double moves, igui and passes included), in positions where
// it attacks none before.
TEST(ChuSearchAdapter, GivesCheckEqualsAttackAfterTheMove) {
  for (int seed = 1; seed <= kPlayouts; ++seed) {
    Prng rng(uint64_t(seed) * 104729);
    auto game = chu_game();
    int checks = 0;
    for (int plies = 0; plies < 160 && !game->outcome().over(); ++plies) {
      ChuAdapter a = adapter_for(*game);
      ChuAdapter::List list;
      a.generate_legal(list);
      const Side mover = a.side_to_move();
      // A royal the mover already attacks is no news: gives_check looks
      // only at attacks the move makes or opens.
      const bool attacked_before = chu::attacks_royal(a.position(), mover);
      for (const auto& m : list) {
        if (attacked_before) break;
        const bool predicted = a.gives_check(m);
        a.do_move(m);
        const bool actual = chu::attacks_royal(a.position(), mover);
        a.undo_move();
        ASSERT_EQ(predicted, actual) << "seed " << seed << " ply " << plies << " " << a.move_string(m) << " in "
                                     << a.position().sfen();
        checks += actual;
      }
      std::vector<const ChuAdapter::Move*> captures;
      for (const auto& m : list)
        if (a.capture_value(m) > 1) captures.push_back(&m);
      const auto& m = captures.empty() || rng.below(3) == 0 ? list[rng.below(list.size())]
                                                             : *captures[rng.below(captures.size())];
      game->play(a.move_string(m));
    }
    EXPECT_GT(checks, 0) << "the playout tested some checking moves";
  }
}

// Static exchange: exact thresholds where the sequence of least valuable
// attackers is plain.
bool see_of(const std::string& sfen, const std::string& move, int threshold) {
  auto game = chu_game(sfen);
  ChuAdapter a = adapter_for(*game);
  ChuAdapter::List list;
  a.generate_legal(list);
  for (const auto& m : list)
    if (a.move_string(m) == move) return a.see_ge(m, threshold);
  ADD_FAILURE() << move << " is not legal in " << sfen;
  return false;
}

TEST(ChuSearchAdapter, StaticExchangeCountsRecaptures) {
  // Rook (660) takes an undefended pawn (100).
  const char* free_pawn = "11k/12/12/p11/12/12/12/12/12/12/12/R4K6 b - 1";
  EXPECT_TRUE(see_of(free_pawn, "12l12d", 100));
  EXPECT_FALSE(see_of(free_pawn, "12l12d", 101));
  // The gold (360) behind it recaptures: 100 - 660.
  const char* guarded = "11k/12/g11/p11/12/12/12/12/12/12/12/R4K6 b - 1";
  EXPECT_TRUE(see_of(guarded, "12l12d", -560));
  EXPECT_FALSE(see_of(guarded, "12l12d", -559));
  // A lance (300) behind the rook takes the gold back: 100 - 660 + 360.
  const char* backed = "11k/12/g11/p11/12/12/12/12/12/12/R11/L4K6 b - 1";
  EXPECT_TRUE(see_of(backed, "12k12d", -200));
  EXPECT_FALSE(see_of(backed, "12k12d", -199));
  // A quiet rook move onto a square the gold holds loses the rook.
  const char* quiet = "11k/12/g11/12/12/12/12/12/12/12/12/1R3K6 b - 1";
  EXPECT_TRUE(see_of(quiet, "11l11e", 0));
  EXPECT_TRUE(see_of(quiet, "11l11d", -660));
  EXPECT_FALSE(see_of(quiet, "11l11d", -659));
}

TEST(ChuSearchAdapter, NullMoveRestoresThePosition) {
  auto game = chu_game();
  for (const char* m : {"7i7h", "6d6e", "7j7i"}) game->play(m);
  ChuAdapter a = adapter_for(*game);
  const uint64_t key = a.key();
  const std::string sfen = a.position().sfen();
  ASSERT_TRUE(a.null_move_ok());
  a.do_null();
  EXPECT_NE(a.key(), key);
  EXPECT_EQ(a.side_to_move(), Side::Black);
  a.undo_null();
  EXPECT_EQ(a.key(), key);
  EXPECT_EQ(a.position().sfen(), sfen);
}

// Results the adapter decides, against the Game's outcome for the same SFEN.
struct StatusCase {
  const char* sfen;
  Status expected;
  const char* game_code;  // "" = the game goes on
};

TEST(ChuSearchAdapter, CHU_W2_W4_StatusMatchesGameOutcome) {
  const StatusCase cases[] = {
      // White to move, bare, cannot reach Black's last gold: bare king (CHU-W4).
      {"11k/12/12/12/12/12/12/12/12/12/12/G4K6 w - 1", Status::Loss, "bare-king"},
      // The bare side can take the last piece at once: play goes on.
      {"11k/10G1/12/12/12/12/12/12/12/12/12/5K6 w - 1", Status::Ongoing, ""},
      // Neither side has a counting piece (pawns and go-betweens do not count).
      {"11k/12/5p6/12/12/12/12/12/12/6I5/12/5K6 b - 1", Status::Draw, "both-bare"},
      // White has no royal left (CHU-W2).
      {"12/12/5g6/12/12/12/12/12/12/12/12/G4K6 w - 1", Status::Loss, "royal-captured"},
      // The prince keeps White alive when the king is gone.
      {"5+e6/12/5g6/12/12/12/12/12/12/12/12/G4K6 w - 1", Status::Ongoing, ""},
  };
  for (const auto& c : cases) {
    auto game = chu_game(c.sfen);
    ChuAdapter a = adapter_for(*game);
    EXPECT_EQ(a.status(), c.expected) << c.sfen;
    Outcome o = game->outcome();
    EXPECT_EQ(o.code, c.game_code) << c.sfen;
  }
}

// The adapter's status as the game's outcome, from the side to move's view
// ("no-legal-move" is the search's own no-moves loss: status goes on).
Status expected_status(const Game& game) {
  const Outcome o = game.outcome();
  if (!o.over() || o.code == "no-legal-move") return Status::Ongoing;
  if (o.kind == Outcome::Kind::Draw) return Status::Draw;
  return o.winner == game.side_to_move() ? Status::Win : Status::Loss;
}

// Sparse random endgames (a king or two a side, a few pawns, go-betweens,
// dead pieces and counting pieces near each other), then each one again
// after a random move made by the adapter, so the incremental counts are
// tested too: lishogi's ends (CHU-O) in the search equal the game's.
TEST(ChuSearchAdapter, LishogiRules_CHU_O_StatusMatchesGameOutcome) {
  const StatusCase cases[] = {
      {"12/12/12/12/6k5/4P7/6K5/12/12/12/12/12 w - 1", Status::Ongoing, ""},
      {"12/12/12/12/6k5/5K6/12/4G7/12/12/12/12 w - 1", Status::Ongoing, ""},
      {"r4k5b/12/6g5/12/12/12/12/12/12/12/12/5K6 b - 1", Status::Loss, "bare-king"},
      {"11k/12/12/12/12/12/12/12/12/12/12/G4K6 w - 1", Status::Loss, "bare-king"},
      {"11k/12/12/12/12/12/12/12/12/12/12/G4K6 b - 1", Status::Win, "bare-king"},
      {"11k/12/12/12/12/12/12/12/12/12/12/5K6 b - 1", Status::Draw, "kings-only"},
      {"11k/12/5p6/12/12/12/12/12/12/6I5/12/5K6 b - 1", Status::Ongoing, ""},
      {"12/12/5g6/12/12/12/12/12/12/12/12/G4K6 w - 1", Status::Loss, "royal-captured"},
      {"12/12/5g6/12/12/12/12/12/12/12/12/G4K6 b - 1", Status::Ongoing, ""},
  };
  for (const auto& c : cases) {
    auto game = chu_game(c.sfen, {{"ChuRules", "lishogi"}});
    EXPECT_EQ(adapter_for(*game).status(), c.expected) << c.sfen;
    EXPECT_EQ(game->outcome().code, c.game_code) << c.sfen;
  }

  static const char* kTokens[] = {"P", "P", "I", "I", "G", "+P", "N", "S", "L", "R", "+E"};
  Prng rng(28);
  int ends = 0;
  for (int n = 0; n < 1500; ++n) {
    std::string cells[chu::kSquares];
    auto place = [&](const std::string& t) {
      const int sq = chu::make_square(3 + int(rng.below(5)), 3 + int(rng.below(5)));
      if (cells[sq].empty()) cells[sq] = t;
    };
    for (int side = 0; side < 2; ++side) {
      auto token = [&](std::string t) {
        if (side == 1) t.back() = char(std::tolower(static_cast<unsigned char>(t.back())));
        return t;
      };
      place(token("K"));
      for (int i = int(rng.below(4)); i > 0; --i) place(token(kTokens[rng.below(std::size(kTokens))]));
      if (rng.below(4) == 0) cells[chu::make_square(side == 0 ? 0 : 11, int(rng.below(12)))] = token("P");
    }
    std::string board;
    for (int r = 0; r < chu::kSize; ++r) {
      int empty = 0;
      for (int c = 0; c < chu::kSize; ++c) {
        const std::string& t = cells[chu::make_square(r, c)];
        if (t.empty()) {
          ++empty;
          continue;
        }
        if (empty) board += std::to_string(empty), empty = 0;
        board += t;
      }
      if (empty) board += std::to_string(empty);
      if (r + 1 < chu::kSize) board += '/';
    }
    auto game = chu_game(board + (rng.below(2) ? " w - 1" : " b - 1"), {{"ChuRules", "lishogi"}});
    ChuAdapter a = adapter_for(*game);
    ASSERT_EQ(a.status(), expected_status(*game)) << game->sfen();
    ends += game->outcome().over();
    ChuAdapter::List list;
    a.generate_legal(list);
    if (game->outcome().over() || list.size() == 0) continue;
    const auto& m = list[rng.below(list.size())];
    game->play(a.move_string(m));
    a.do_move(m);
    ASSERT_TRUE(same_state(a.state(), ChuAdapter::compute_state(a.position())));
    ASSERT_EQ(a.status(), expected_status(*game)) << game->sfen();
    ends += game->outcome().over();
  }
  EXPECT_GT(ends, 300);
}

// CHU-R a: Black checks with every move of the cycle; back at the start the
// search scores the repetition as lost for Black (it must deviate).
TEST(ChuSearchAdapter, CHU_R1a_PerpetualCheckerLosesTheRepetitionInSearch) {
  auto game = chu_game("11k/R11/12/12/12/6g5/12/12/12/12/12/G4K6 b - 1");
  ChuAdapter a = adapter_for(*game);
  for (const char* text : {"12b12a", "1a1b", "12a12b", "1b1a"}) {
    chu::MoveList legal;
    chu::generate_moves(a.position(), dynamic_cast<const chu::ChuGame&>(*game).rules(), legal);
    EXPECT_EQ(a.status(), Status::Ongoing) << text;
    a.do_move(chu::parse_move(a.position(), text, legal));
  }
  EXPECT_EQ(a.status(), Status::Loss);
  a.undo_move();
  EXPECT_EQ(a.status(), Status::Ongoing);
}

// A repetition without checks is left to the search's draw.
TEST(ChuSearchAdapter, CHU_R1_QuietRepetitionIsNoResult) {
  auto game = chu_game("11k/R11/12/12/12/6g5/12/12/12/12/12/G4K6 b - 1");
  ChuAdapter a = adapter_for(*game);
  const auto& rules = dynamic_cast<const chu::ChuGame&>(*game).rules();
  for (const char* text : {"12b11b", "6f6g", "11b12b", "6g6f"}) {
    chu::MoveList legal;
    chu::generate_moves(a.position(), rules, legal);
    a.do_move(chu::parse_move(a.position(), text, legal));
  }
  EXPECT_EQ(a.key(), game->key());
  EXPECT_EQ(a.status(), Status::Ongoing);
}

struct Result {
  BestMove best;
  SearchInfo last;
};

Result think(const Game& game, SearchLimits limits) {
  auto engine = create_engine(game.variant());
  Result r;
  std::mutex m;
  engine->go(
      game, limits,
      [&](const SearchInfo& i) {
        std::lock_guard lock(m);
        if (i.currmove.empty() && i.text.empty()) r.last = i;
      },
      [&](const BestMove& b) { r.best = b; });
  engine->wait();
  return r;
}

TEST(ChuSearchEngine, NativePathHandlesEveryChuRuleSet) {
  for (const char* rules : {"association", "western", "lishogi"}) {
    auto game = chu_game("", {{"ChuRules", rules}});
    EXPECT_TRUE(ChuAdapter::handles(*game)) << rules;
  }
  EXPECT_FALSE(ChuAdapter::handles(*create_game("shogi")));
}

TEST(ChuSearchEngine, CHU_W2_TakesTheKingAtOnce) {
  auto game = chu_game("k11/12/12/12/12/12/12/12/12/12/6g5/R4K6 b - 1");
  SearchLimits limits;
  limits.depth = 3;
  Result r = think(*game, limits);
  EXPECT_EQ(r.best.move, "12l12a");
  EXPECT_TRUE(r.last.is_mate);
  game->play(r.best.move);
  EXPECT_EQ(game->outcome().code, "royal-captured");
}

TEST(ChuSearchEngine, CHU_W3_FindsMateInOne) {
  // Gold to 1b, held by the lance; the dragon king guards file 2.
  auto game = chu_game("g10k/12/11G/12/12/12/12/12/12/12/12/5K4DL b - 1");
  SearchLimits limits;
  limits.depth = 4;
  Result r = think(*game, limits);
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 1) << "mate in one ply, as the game declares it (not the royal capture two plies later)";
  game->play(r.best.move);
  EXPECT_EQ(game->outcome().code, "checkmate") << r.best.move;
}

TEST(ChuSearchEngine, CHU_W3_FindsMateInTwo) {
  // Gold on 1d: 1d1c shuts the king in (the dragon king guards file 2), then
  // 1c1b mates whatever White plays: mate at ply 3 (the royal capture would come at ply 5).
  auto game = chu_game("g10k/12/12/11G/12/12/12/12/12/12/12/5K4DL b - 1");
  SearchLimits limits;
  limits.depth = 6;
  Result r = think(*game, limits);
  EXPECT_TRUE(r.last.is_mate) << r.best.move;
  EXPECT_EQ(r.last.score, 3) << r.best.move;
}

// Under lishogi's rules there is no mate rule: the gold's move that the
// association calls mate in one is a win only when the king falls, at ply 3.
TEST(ChuSearchEngine, LishogiRules_CHU_O_NoMateRuleTheKingIsTaken) {
  auto game = chu_game("g10k/12/11G/12/12/12/12/12/12/12/12/5K4DL b - 1", {{"ChuRules", "lishogi"}});
  SearchLimits limits;
  limits.depth = 4;
  Result r = think(*game, limits);
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 3) << r.best.move;
  game->play(r.best.move);
  EXPECT_FALSE(game->outcome().over()) << r.best.move;
}

// Lishogi's bare king with two pieces left to Black: taking White's last
// piece wins at once (the association's CHU-W4 needs exactly one piece).
TEST(ChuSearchEngine, LishogiRules_CHU_O_BaresTheKingAgainstTwoPieces) {
  const std::string sfen = "11k/12/12/12/12/6s5/6G5/4R7/12/12/12/5K6 b - 1";
  auto game = chu_game(sfen, {{"ChuRules", "lishogi"}});
  SearchLimits limits;
  limits.depth = 3;
  Result r = think(*game, limits);
  EXPECT_TRUE(r.last.is_mate);
  EXPECT_EQ(r.last.score, 1) << r.best.move;
  game->play(r.best.move);
  EXPECT_EQ(game->outcome().code, "bare-king") << r.best.move;

  auto association = chu_game(sfen);
  association->play(r.best.move);
  EXPECT_FALSE(association->outcome().over());
}

TEST(ChuSearchEngine, CHU_L2_TakesAnUnprotectedLion) {
  // Black's lion on 8f, White's unprotected lion two squares away on 9d; both
  // kings guarded by two golds, so no bare-king or royal tactics interfere
  // (with a lone counting piece, a lion that takes may be forked: CHU-W4).
  auto game = chu_game("4gkg5/12/12/3n8/12/4N7/12/12/12/12/12/4GKG5 b - 1");
  SearchLimits limits;
  limits.depth = 4;
  Result r = think(*game, limits);
  auto views = game->legal_move_views();
  auto it = std::find_if(views.begin(), views.end(), [&](const MoveView& v) { return v.usi == r.best.move; });
  ASSERT_NE(it, views.end());
  EXPECT_NE(std::find(it->captures.begin(), it->captures.end(), "9d"), it->captures.end()) << r.best.move;
}

TEST(ChuSearchEngine, PlaysAFullSelfPlayGameWithLegalMovesOnly) {
  auto game = chu_game();
  auto engine = create_engine("chushogi");
  SearchLimits limits;
  limits.depth = testing_support::kSanitizedBuild ? 1 : 2;
  int plies = 0;
  for (; plies < 300 && !game->outcome().over(); ++plies) {
    std::string best;
    engine->go(*game, limits, [](const SearchInfo&) {}, [&](const BestMove& b) { best = b.move; });
    engine->wait();
    auto legal = game->legal_moves();
    ASSERT_NE(std::find(legal.begin(), legal.end(), best), legal.end()) << best << " at ply " << plies;
    game->play(best);
  }
  EXPECT_GT(plies, 20);
}

}  // namespace
}  // namespace hensoku::search
