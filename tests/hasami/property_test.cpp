// Random-playout properties for every variant: make/unmake restores the
// position exactly (captured stones come back), the incremental key equals a
// fresh one, SFEN round-trips, and moves, captured squares, results and perft
// agree with the naive reference model (reference_model.h).
#include <gtest/gtest.h>

#include <set>

#include "core/prng.h"
#include "hasami/hasami_game.h"
#include "hasami/movegen.h"
#include "hasami/perft.h"
#include "reference_model.h"
#include "test_helpers.h"
#include "sanitized_build.h"

namespace hensoku::hasami {
namespace {

using testing::RefModel;

constexpr int kGames = testing_support::kSanitizedBuild ? 6 : 24;
constexpr int kMaxPlies = 200;

std::string code_of(const Status& st) {
  using R = Status::Reason;
  switch (st.reason) {
    case R::FiveInRow: return "five-in-a-row";
    case R::ReducedToOne: return "reduced-to-one";
    case R::AllCaptured: return "all-captured";
    case R::CapturedFive: return "captured-five";
    case R::LeadHeld: return "lead-held";
    case R::NoLegalMove: return "no-legal-move";
    case R::BothUnderFive: return "both-under-five";
    case R::None: break;
  }
  return "";
}

// Every legal move with its captured squares, as text, from the fast position.
std::set<std::string> fast_moves(const Position& pos) {
  std::set<std::string> out;
  MoveList list;
  generate_moves(pos, list);
  EXPECT_EQ(count_moves(pos), list.size);
  Position p = pos;
  for (Move m : list) {
    Undo undo;
    p.do_move(m, undo);
    std::string text = move_text(pos.geo(), m) + (m.jump() ? " jump:" : ":");
    for (u128 b = undo.captured; b;) {
      text += ' ';
      text += square_name(pos.geo(), pop_lsb(b));
    }
    p.undo_move(m, undo);
    EXPECT_TRUE(p == pos);
    out.insert(text);
  }
  return out;
}

std::set<std::string> reference_moves(const Position& pos) {
  std::set<std::string> out;
  RefModel ref(pos);
  for (const auto& m : ref.moves()) {
    RefModel next = ref;
    std::vector<std::string> taken = next.play(m);
    // Same order as the bitboard (lowest square first) for comparison.
    Position probe(pos.rules());
    std::sort(taken.begin(), taken.end(), [&](const std::string& a, const std::string& b) {
      return parse_square(probe.geo(), a) < parse_square(probe.geo(), b);
    });
    std::string text = ref.move_name(m) + (m.jump ? " jump:" : ":");
    for (const auto& s : taken) {
      text += ' ';
      text += s;
    }
    out.insert(text);
  }
  return out;
}

class HasamiProperty : public ::testing::TestWithParam<std::string> {};

TEST_P(HasamiProperty, HS_0_RandomPlayoutsAgreeWithReferenceAndUndoExactly) {
  const Rules& rules = rules_for(GetParam());
  Prng prng(std::hash<std::string>{}(rules.name));
  int captures_seen = 0;
  for (int game = 0; game < kGames; ++game) {
    Position pos(rules);
    pos.set_start();
    std::vector<std::pair<Move, Undo>> played;
    std::vector<Position> before;
    for (int ply = 0; ply < kMaxPlies; ++ply) {
      ASSERT_EQ(pos.key(), pos.compute_key());
      Position parsed(rules);
      read_sfen(parsed, write_sfen(pos));
      ASSERT_TRUE(parsed == pos) << write_sfen(pos);
      ASSERT_EQ(fast_moves(pos), reference_moves(pos)) << write_sfen(pos);
      const RefModel ref(pos);
      ASSERT_EQ(code_of(pos.status()), ref.result()) << write_sfen(pos);
      if (ply % 25 == 7) {
        Position p = pos;
        ASSERT_EQ(perft(p, 2), ref.perft(2)) << write_sfen(pos);
      }
      if (pos.status().kind != Status::Kind::Ongoing) break;
      MoveList list;
      generate_moves(pos, list);
      const Move m = list.moves[prng.below(uint64_t(list.size))];
      before.push_back(pos);
      Undo undo;
      pos.do_move(m, undo);
      captures_seen += popcount(undo.captured);
      played.emplace_back(m, undo);
    }
    while (!played.empty()) {
      pos.undo_move(played.back().first, played.back().second);
      played.pop_back();
      ASSERT_TRUE(pos == before.back()) << "undo did not restore " << write_sfen(before.back());
      before.pop_back();
    }
  }
  EXPECT_GT(captures_seen, 0) << "playouts should exercise captures";
}

TEST_P(HasamiProperty, HS_0_StartPerftThreeAgreesWithReference) {
  Position pos(rules_for(GetParam()));
  pos.set_start();
  EXPECT_EQ(perft(pos, 3), RefModel(pos).perft(3));
}

// The Game face: undo back to the set-up gives the set-up SFEN again, and a
// game rebuilt from setup_sfen + history has the same position and key.
TEST_P(HasamiProperty, HS_0_GameHistoryRebuildsAndUndoes) {
  auto game = create_game(GetParam());
  Prng prng(7 + std::hash<std::string>{}(GetParam()));
  for (int ply = 0; ply < 80 && !game->outcome().over(); ++ply) {
    const auto moves = game->legal_moves();
    game->play(moves[prng.below(moves.size())]);
  }
  auto rebuilt = create_game(GetParam());
  rebuilt->set_sfen(game->setup_sfen());
  for (const auto& m : game->history()) rebuilt->play(m);
  EXPECT_EQ(rebuilt->sfen(), game->sfen());
  EXPECT_EQ(rebuilt->key(), game->key());
  auto copy = game->clone();
  while (copy->undo()) {
  }
  EXPECT_EQ(copy->sfen(), game->start_sfen());
  EXPECT_TRUE(copy->history().empty());
}

std::vector<std::string> variant_names() {
  std::vector<std::string> out;
  for (const Rules& r : all_rules()) out.push_back(r.name);
  return out;
}

INSTANTIATE_TEST_SUITE_P(AllVariants, HasamiProperty, ::testing::ValuesIn(variant_names()),
                         [](const auto& info) {
                           std::string name = info.param;
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace hensoku::hasami
