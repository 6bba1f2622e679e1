#pragma once
// A long game through the Game interface, for the families' repetition rules:
// a seeded random walk that never plays a move ending the game, checking at
// every ply the game's repetition verdict against the test's own count of
// positions. Three thousand plies stand for a long imported game: the families
// keep their counts as moves are played (core/key_history.h), so such a game
// costs the same per move at its end as at its start.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "variants/game.h"

namespace hensoku::test {

// The SFEN without its move number: equal positions, equal strings.
inline std::string position_of(const Game& g) {
  std::string s = g.sfen();
  const size_t cut = s.find_last_of(' ');
  if (cut != std::string::npos && s.find_first_not_of("0123456789", cut + 1) == std::string::npos) s.resize(cut);
  return s;
}

struct WalkChecks {
  // Outcome codes that mean "repetition" in this family.
  std::set<std::string> repetition_codes;
  // Whether the family ends the game at a fourth occurrence (shogi, hasami,
  // chu under lishogi rules); chu's Japanese rules refuse the move instead.
  bool fourth_occurrence_ends = true;
};

// Plays up to `plies` plies; returns the moves played (fewer only if every
// legal move would end the game).
inline std::vector<std::string> repetition_walk(Game& g, int plies, uint64_t seed, const WalkChecks& checks) {
  std::mt19937_64 rng(seed);
  std::map<std::string, int> seen{{position_of(g), 1}};
  std::vector<std::string> played;
  while (int(played.size()) < plies) {
    std::vector<std::string> moves = g.legal_moves();
    std::shuffle(moves.begin(), moves.end(), rng);
    bool moved = false;
    for (const std::string& m : moves) {
      g.play(m);
      const std::string now = position_of(g);
      const int count = ++seen[now];
      const Outcome o = g.outcome();
      if (checks.fourth_occurrence_ends) {
        EXPECT_EQ(checks.repetition_codes.count(o.code) == 1, count >= 4)
            << "ply " << played.size() + 1 << " " << m << ": '" << o.code << "', occurrence " << count;
      }
      if (!o.over()) {
        played.push_back(m);
        moved = true;
        break;
      }
      --seen[now];
      EXPECT_TRUE(g.undo());
    }
    if (!moved || ::testing::Test::HasFailure()) break;
  }
  return played;
}

// Takes every ply of the walk back, then plays it again (an import of the
// same game): the start and the end come back exactly.
inline void expect_undo_and_replay(Game& g, const std::vector<std::string>& played) {
  const std::string end = g.sfen();
  for (size_t i = 0; i < played.size(); ++i) ASSERT_TRUE(g.undo());
  EXPECT_FALSE(g.undo());
  for (const std::string& m : played) g.play(m);
  EXPECT_EQ(g.sfen(), end);
}

}  // namespace hensoku::test
