#include "shogi/result.h"

#include "shogi/movegen.h"

namespace hensoku::shogi {

ResultInfo repetition_result(const Position& pos, const std::vector<uint64_t>& keys,
                             const std::vector<bool>& gave_check) {
  ResultInfo r;
  if (keys.empty()) return r;
  const int last = int(keys.size()) - 1;
  const uint64_t now = keys[last];
  int count = 0, first = last;
  for (int i = last; i >= 0; i -= 2)  // the same side to move: every other ply
    if (keys[i] == now) ++count, first = i;
  if (count < 4) return r;
  // Did each side give check with every one of its moves since the first
  // occurrence? Move j (keys[j] follows it) was made by the side that just
  // moved when last - j is even.
  bool just_moved_checked = true, to_move_checked = true;
  for (int j = first + 1; j <= last; ++j) {
    bool& flag = (last - j) % 2 == 0 ? just_moved_checked : to_move_checked;
    if (!gave_check[j - 1]) flag = false;
  }
  if (just_moved_checked || to_move_checked) {
    r.result = Result::PerpetualCheck;
    r.loser = just_moved_checked ? ~pos.side_to_move() : pos.side_to_move();
  } else {
    r.result = Result::Sennichite;
  }
  return r;
}

ResultInfo judge(const Position& pos, const std::vector<uint64_t>& keys, const std::vector<bool>& gave_check,
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

bool can_declare(const Position& pos, bool mover_is_first_player) {
  const Side s = pos.side_to_move();
  const int k = pos.king_square(s);
  if (k < 0 || pos.in_check()) return false;
  const Bitboard camp = tables::zone[index(s)];
  if (!test(camp, k)) return false;
  if (popcount(pos.pieces(s) & camp) - 1 < 10) return false;
  return declaration_points(pos, s) >= (mover_is_first_player ? 28 : 27);
}

}  // namespace hensoku::shogi
