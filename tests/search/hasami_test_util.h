#pragma once
// Hasami positions for the search tests, from lists of stones.
#include <string>
#include <vector>

#include "hasami/notation.h"
#include "hasami/position.h"

namespace hensoku::search::test {

// The SFEN of a `variant` board with these stones, `side` to move.
inline std::string sfen_with(const std::string& variant, const std::vector<std::string>& black,
                             const std::vector<std::string>& white, char side = 'b', const std::string& hand = "-") {
  hasami::Position pos(hasami::rules_for(variant));
  for (const auto& s : black) pos.put(Side::Black, hasami::parse_square(pos.geo(), s));
  for (const auto& s : white) pos.put(Side::White, hasami::parse_square(pos.geo(), s));
  std::string sfen = hasami::write_sfen(pos);
  return sfen.substr(0, sfen.find(' ')) + " " + side + " " + hand + " 1";
}

}  // namespace hensoku::search::test
