#pragma once
// Building positions and reading moves for the hasami tests.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "hasami/notation.h"
#include "hasami/position.h"
#include "variants/registry.h"

namespace hensoku::hasami::testing {

// An SFEN for `variant` with Black stones on `black`, White stones on `white`.
inline std::string sfen_with(const std::string& variant, const std::vector<std::string>& black,
                             const std::vector<std::string>& white, char side = 'b', const std::string& hand = "-") {
  Position pos(rules_for(variant));
  for (const auto& s : black) pos.put(Side::Black, parse_square(pos.geo(), s));
  for (const auto& s : white) pos.put(Side::White, parse_square(pos.geo(), s));
  std::string sfen = write_sfen(pos);
  sfen = sfen.substr(0, sfen.find(' '));
  return sfen + " " + side + " " + hand + " 1";
}

inline std::unique_ptr<Game> game_at(const std::string& variant, const std::string& sfen) {
  auto game = create_game(variant);
  game->set_sfen(sfen);
  return game;
}

// The legal move `usi`, failing the test when it is not legal.
inline MoveView view_of(const Game& game, const std::string& usi) {
  for (const MoveView& v : game.legal_move_views())
    if (v.usi == usi) return v;
  ADD_FAILURE() << usi << " is not legal in " << game.sfen();
  return {};
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// The squares `usi` captures, as the move view lists them (sorted).
inline std::vector<std::string> captures_of(const Game& game, const std::string& usi) {
  return sorted(view_of(game, usi).captures);
}

// The board cell of a square ("P", "p" or "").
inline std::string cell(const Game& game, const std::string& square) {
  BoardView v = game.view();
  Position probe(rules_for(game.variant()));
  return v.cells[size_t(parse_square(probe.geo(), square))];
}

}  // namespace hensoku::hasami::testing
