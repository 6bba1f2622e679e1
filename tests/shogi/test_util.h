#pragma once
// Helpers shared by the shogi tests.
#include <set>
#include <string>

#include "shogi/movegen.h"
#include "shogi/notation.h"
#include "shogi/position.h"

namespace hensoku::shogi::testing {

// Deep perft is cut down under AddressSanitizer, where it runs ~10x slower.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif

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

}  // namespace hensoku::shogi::testing
