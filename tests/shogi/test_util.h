#pragma once
// Helpers shared by the shogi tests.
#include <set>
#include <string>

#include "core/prng.h"
#include "shogi/movegen.h"
#include "shogi/notation.h"
#include "shogi/position.h"
#include "sanitized_build.h"

namespace hensoku::shogi::testing {

// Deep perft is cut down under AddressSanitizer, where it runs ~10x slower.
inline constexpr bool kSanitized = testing_support::kSanitizedBuild;

inline Position position(const std::string& sfen) {
  Position p;
  p.set_sfen(sfen);
  return p;
}

inline std::set<std::string> legal_set(const Position& p, const RuleSet& rules = {}) {
  VariantMoveList list;
  generate_legal(p, list, rules);
  std::set<std::string> out;
  for (Move m : list) out.insert(move_to_usi(m));
  return out;
}

// Legal moves starting with `prefix` ("5d" for moves from 5d, "P*" for pawn drops).
inline std::set<std::string> legal_from(const Position& p, const std::string& prefix, const RuleSet& rules = {}) {
  std::set<std::string> out;
  for (const std::string& m : legal_set(p, rules))
    if (m.compare(0, prefix.size(), prefix) == 0) out.insert(m);
  return out;
}

// Random playouts of a variant from the start (Black first in even games,
// White first in odd ones), 150 plies at most, calling visit(position, legal
// moves) before every move. Each move is drawn at random, then up to `tries`
// more draws replace it with one the test wants more of (`prefer`: captures,
// swaps, merges...), so that hands fill and the variant's own moves appear.
template <class Prefer, class Visit>
void random_variant_games(const RuleSet& rules, uint64_t seed, int games, int tries, Prefer prefer, Visit visit) {
  Prng rng(seed);
  for (int g = 0; g < games; ++g) {
    Position p;
    if (g % 2) p.set_sfen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
    for (int ply = 0; ply < 150; ++ply) {
      VariantMoveList list;
      generate_legal(p, list, rules);
      visit(p, list);
      if (!list.size) break;
      Move m = list.moves[rng.below(list.size)];
      for (int t = 0; t < tries; ++t) {
        Move c = list.moves[rng.below(list.size)];
        if (prefer(p, c)) m = c;
      }
      p.do_move(m);
    }
  }
}

// A board move onto an occupied square (either side's piece).
inline bool is_board_capture(const Position& p, Move m) { return !m.is_drop() && p.piece_on(m.to()); }

}  // namespace hensoku::shogi::testing
