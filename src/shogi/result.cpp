#include "shogi/result.h"

#include "shogi/movegen.h"

namespace hensoku::shogi {

// The key holds the side to move, so every occurrence of the current key is
// a position with the same side to move. The cycle scan runs only at a
// fourth occurrence, which ends the game.
ResultInfo repetition_result(const Position& pos, const KeyHistory& keys, const std::vector<bool>& gave_check) {
  ResultInfo r;
  const uint64_t now = keys.back();
  if (keys.count(now) < 4) return r;
  const size_t first = size_t(keys.first(now)), last = keys.size() - 1;
  switch (perpetual_checker(first, last, [&](size_t i) { return bool(gave_check[i - 1]); })) {
    case PerpetualChecker::JustMoved:
      r.result = Result::PerpetualCheck;
      r.loser = ~pos.side_to_move();
      break;
    case PerpetualChecker::ToMove:
      r.result = Result::PerpetualCheck;
      r.loser = pos.side_to_move();
      break;
    case PerpetualChecker::None:
      r.result = Result::Sennichite;
      break;
  }
  return r;
}

ResultInfo judge(const Position& pos, const KeyHistory& keys, const std::vector<bool>& gave_check,
                 const RuleSet& rules) {
  ResultInfo r;
  if (!has_legal_move(pos, rules)) {
    r.result = pos.in_check() ? Result::Checkmate : Result::Stalemate;
    r.loser = pos.side_to_move();
    return r;
  }
  return repetition_result(pos, keys, gave_check);
}

int declaration_points(const Position& pos, Side s) {
  const Bitboard camp = tables::zone[index(s)];
  Bitboard mine = pos.pieces(s) & camp & ~pos.pieces(s, KING);
  Bitboard big = pos.pieces(BISHOP) | pos.pieces(ROOK) | pos.pieces(HORSE) | pos.pieces(DRAGON);
  int points = popcount(mine) + 4 * popcount(mine & big);
  for (PieceType pt : {PAWN, LANCE, KNIGHT, SILVER, GOLD}) points += pos.hand(s, pt);
  for (PieceType pt : {BISHOP, ROOK}) points += 5 * pos.hand(s, pt);
  return points;
}

bool meets_declaration_points(const Position& pos, Side s, bool is_first_player) {
  const int k = pos.king_square(s);
  if (k < 0) return false;
  const Bitboard camp = tables::zone[index(s)];
  if (!test(camp, k)) return false;
  if (popcount(pos.pieces(s) & camp) - 1 < 10) return false;
  return declaration_points(pos, s) >= (is_first_player ? 28 : 27);
}

bool can_declare(const Position& pos, bool mover_is_first_player) {
  return !pos.in_check() && meets_declaration_points(pos, pos.side_to_move(), mover_is_first_player);
}

}  // namespace hensoku::shogi
