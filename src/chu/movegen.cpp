#include "chu/movegen.h"

#include "chu/lion.h"

namespace hensoku::chu {
namespace {

void push_with_promotion(const Position& pos, const Rules& rules, int from, int to, MoveList& list) {
  const bool capture = pos.at(to) != kNoPiece;
  list.push(uint8_t(from), uint8_t(to));
  if (may_promote(pos, rules, from, to, capture)) list.push(uint8_t(from), uint8_t(to), kNoSquare, true);
}

void generate_piece_moves(const Position& pos, const Rules& rules, int from, MoveList& list) {
  const Tables& t = kTables;
  const Side us = pos.side_to_move();
  const Movement& mv = movement(pos.at(from));
  if (mv.lion) return generate_lion_moves(pos, from, list);
  auto open = [&](int q) { return q != kNoSquare && (pos.at(q) == kNoPiece || side_of(pos.at(q)) != us); };
  for (int d = 0; d < kDirs; ++d) {
    const uint8_t bit = uint8_t(1 << d);
    if ((mv.step & bit) && open(t.neighbour[from][d])) push_with_promotion(pos, rules, from, t.neighbour[from][d], list);
    if ((mv.jump & bit) && open(t.two_away[from][d])) push_with_promotion(pos, rules, from, t.two_away[from][d], list);
    if (mv.slide & bit) {
      for (int k = 0; k < t.ray_len[from][d]; ++k) {
        int q = t.ray[from][d][k];
        Piece p = pos.at(q);
        if (p != kNoPiece && side_of(p) == us) break;
        push_with_promotion(pos, rules, from, q, list);
        if (p != kNoPiece) break;
      }
    }
  }
  if (mv.lion_line) generate_lion_line_moves(pos, from, mv.lion_line, list);
}

// generate_piece_moves restricted to moves that take something.
void generate_piece_captures(const Position& pos, const Rules& rules, int from, MoveList& list) {
  const Tables& t = kTables;
  const Side us = pos.side_to_move();
  const Movement& mv = movement(pos.at(from));
  if (mv.lion || mv.lion_line) {  // generate all of the piece's moves, keep the captures
    const int start = list.size;
    generate_piece_moves(pos, rules, from, list);
    int kept = start;
    for (int i = start; i < list.size; ++i) {
      uint8_t caps[2];
      if (pos.captures(list.moves[i], caps) > 0) list.moves[kept++] = list.moves[i];
    }
    list.size = kept;
    return;
  }
  auto enemy = [&](int q) { return q != kNoSquare && pos.at(q) != kNoPiece && side_of(pos.at(q)) != us; };
  for (int d = 0; d < kDirs; ++d) {
    const uint8_t bit = uint8_t(1 << d);
    if ((mv.step & bit) && enemy(t.neighbour[from][d])) push_with_promotion(pos, rules, from, t.neighbour[from][d], list);
    if ((mv.jump & bit) && enemy(t.two_away[from][d])) push_with_promotion(pos, rules, from, t.two_away[from][d], list);
    if (mv.slide & bit) {
      for (int k = 0; k < t.ray_len[from][d]; ++k) {
        int q = t.ray[from][d][k];
        if (pos.at(q) == kNoPiece) continue;
        if (side_of(pos.at(q)) != us) push_with_promotion(pos, rules, from, q, list);
        break;
      }
    }
  }
}

bool takes_lion(const Position& pos, const Move& m) {
  if (m.to != m.from && pos.at(m.to) != kNoPiece && is_lion(type_of(pos.at(m.to)))) return true;
  return m.mid != kNoSquare && pos.at(m.mid) != kNoPiece && is_lion(type_of(pos.at(m.mid)));
}

}  // namespace

bool may_promote(const Position& pos, const Rules& rules, int from, int to, bool captures) {
  const Piece p = pos.at(from);
  const PieceType type = type_of(p);
  if (!can_promote(type)) return false;  // CHU-P5
  const Side s = side_of(p);
  if (!in_zone(s, from) && in_zone(s, to)) return true;          // CHU-P1
  if (captures && (in_zone(s, from) || in_zone(s, to))) return true;  // CHU-P2
  if (on_last_rank(s, to) && (type == Pawn || (type == Lance && rules.lance_has_pawn_right())))
    return true;  // CHU-P3, and the lance under the correspondence / lishogi option
  return false;
}

void generate_moves(const Position& pos, const Rules& rules, MoveList& list) {
  list.size = 0;
  Bitboard own = pos.pieces(pos.side_to_move());
  while (own.any()) generate_piece_moves(pos, rules, own.pop(), list);

  // Lion trading and counter-strike (CHU-L1..L4): drop forbidden lion captures.
  int kept = 0;
  for (int i = 0; i < list.size; ++i) {
    const Move& m = list.moves[i];
    if (takes_lion(pos, m) && !lion_captures_allowed(pos, m, rules)) continue;
    list.moves[kept++] = m;
  }
  list.size = kept;
}

void generate_captures(const Position& pos, const Rules& rules, MoveList& list) {
  list.size = 0;
  Bitboard own = pos.pieces(pos.side_to_move());
  while (own.any()) generate_piece_captures(pos, rules, own.pop(), list);
  int kept = 0;
  for (int i = 0; i < list.size; ++i) {
    const Move& m = list.moves[i];
    if (takes_lion(pos, m) && !lion_captures_allowed(pos, m, rules)) continue;
    list.moves[kept++] = m;
  }
  list.size = kept;
}

uint64_t perft(Position& pos, const Rules& rules, int depth, const std::atomic<bool>* stop) {
  if (depth <= 0) return 1;
  MoveList list;
  generate_moves(pos, rules, list);
  if (depth == 1) return uint64_t(list.size);
  uint64_t total = 0;
  Undo u;
  for (const Move& m : list) {
    if (stop && depth >= 3 && stop->load(std::memory_order_relaxed)) break;
    pos.make(m, u);
    total += perft(pos, rules, depth - 1, stop);
    pos.unmake(m, u);
  }
  return total;
}

}  // namespace hensoku::chu
