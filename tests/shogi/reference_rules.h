#pragma once
// A slow, obviously-correct reference for the legal moves of standard shogi
// (SF-0), written independently of the bitboard generator: a plain board
// array, pieces moved by direction vectors, every candidate move tried on a
// copy and kept if the own king is then not attacked. Used by the property
// tests to check the fast generator move for move.
#include <functional>
#include <set>
#include <string>
#include <vector>

#include <algorithm>

#include "shogi/combined.h"
#include "shogi/notation.h"
#include "shogi/position.h"
#include "shogi/rules.h"

namespace hensoku::shogi::reference {

struct Board {
  Piece sq[kSquares] = {};
  int hand[2][kHandTypes] = {};
  Side to_move = Side::Black;
};

inline Board from_position(const Position& pos) {
  Board b;
  for (int s = 0; s < kSquares; ++s) b.sq[s] = pos.piece_on(s);
  for (int side = 0; side < 2; ++side)
    for (int pt = PAWN; pt <= GOLD; ++pt) b.hand[side][pt] = pos.hand(Side(side), PieceType(pt));
  b.to_move = pos.side_to_move();
  return b;
}

struct Dir {
  int df, dr;  // Black's view: dr = -1 is forward
  bool slides;
};

inline std::vector<Dir> directions(PieceType pt) {
  if (is_combined(pt)) {  // SF-4.1: the union of the parts' moves (the parts are the encoding's business)
    std::vector<Dir> out = directions(combined_kind(pt).first), second = directions(combined_kind(pt).second);
    out.insert(out.end(), second.begin(), second.end());
    return out;
  }
  const std::vector<Dir> gold = {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::vector<Dir> king = {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 0, 0},
                                 {1, 0, 0},   {-1, 1, 0}, {0, 1, 0},  {1, 1, 0}};
  switch (pt) {
    case PAWN: return {{0, -1, false}};
    case LANCE: return {{0, -1, true}};
    case KNIGHT: return {{-1, -2, false}, {1, -2, false}};
    case SILVER: return {{-1, -1, 0}, {0, -1, 0}, {1, -1, 0}, {-1, 1, 0}, {1, 1, 0}};
    case BISHOP: return {{-1, -1, 1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1}};
    case ROOK: return {{0, -1, 1}, {0, 1, 1}, {-1, 0, 1}, {1, 0, 1}};
    case HORSE: return {{-1, -1, 1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}};
    case DRAGON: return {{0, -1, 1}, {0, 1, 1}, {-1, 0, 1}, {1, 0, 1}, {-1, -1, 0}, {1, -1, 0}, {-1, 1, 0}, {1, 1, 0}};
    case KING: return king;
    default: return gold;  // gold and the promoted small pieces
  }
}

// Squares the piece on `from` attacks (empty, own or enemy).
inline std::vector<int> attacked_squares(const Board& b, int from) {
  std::vector<int> out;
  Piece p = b.sq[from];
  int sign = side_of(p) == Side::Black ? 1 : -1;
  for (Dir d : directions(type_of(p))) {
    int f = file_of(from), r = rank_of(from);
    while (true) {
      f += d.df;
      r += d.dr * sign;
      if (f < 0 || f > 8 || r < 0 || r > 8) break;
      out.push_back(make_square(f, r));
      if (!d.slides || b.sq[make_square(f, r)]) break;
    }
  }
  std::sort(out.begin(), out.end());  // a combined piece's parts may share squares
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

inline bool king_attacked(const Board& b, Side s) {
  for (int k = 0; k < kSquares; ++k) {
    if (b.sq[k] != make_piece(s, KING)) continue;
    for (int from = 0; from < kSquares; ++from)
      if (b.sq[from] && side_of(b.sq[from]) != s)
        for (int t : attacked_squares(b, from))
          if (t == k) return true;
  }
  return false;
}

inline bool in_zone(Side s, int sq) { return relative_rank(s, rank_of(sq)) <= 2; }

// Could an unpromoted piece of this type move again from sq?
inline bool has_future(Side s, PieceType pt, int sq) {
  int rr = relative_rank(s, rank_of(sq));
  if (pt == PAWN || pt == LANCE) return rr >= 1;
  if (pt == KNIGHT) return rr >= 2;
  return true;
}

// Merge Shogi (SF-4) straight from the rule text: move patterns compared on
// an empty board.
inline std::set<int> pattern_of(PieceType pt, Side s = Side::Black, int sq = make_square(4, 4)) {
  Board b;
  b.sq[sq] = make_piece(s, pt);
  std::vector<int> v = attacked_squares(b, sq);
  return {v.begin(), v.end()};
}
inline bool subset(const std::set<int>& a, const std::set<int>& b) {
  return std::includes(b.begin(), b.end(), a.begin(), a.end());
}
inline std::set<int> union_of(std::set<int> a, const std::set<int>& b) {
  a.insert(b.begin(), b.end());
  return a;
}
// SF-4.1 .. 4.3: two pieces merge when neither is a king or combined and each gains moves.
inline bool pair_merges(PieceType a, PieceType b) {
  if (a == KING || b == KING || is_combined(a) || is_combined(b)) return false;
  const std::set<int> pa = pattern_of(a), pb = pattern_of(b);
  return !subset(pa, pb) && !subset(pb, pa);
}
inline PieceType promoted_part(PieceType pt) { return can_promote(pt) ? promoted(pt) : pt; }
// SF-4.4, 4.5: the promotions of a combined piece, as (notation suffix, new type).
inline std::vector<std::pair<std::string, PieceType>> combined_promotions(PieceType c) {
  const PieceType a = combined_kind(c).first, b = combined_kind(c).second;
  if ((a == LANCE && b == KNIGHT) || (a == KNIGHT && b == LANCE))
    return {{"+L", combined_from_parts(PRO_LANCE, KNIGHT)}, {"+N", combined_from_parts(LANCE, PRO_KNIGHT)}};
  const std::set<int> before = union_of(pattern_of(a), pattern_of(b));
  const std::set<int> after = union_of(pattern_of(promoted_part(a)), pattern_of(promoted_part(b)));
  if (!subset(before, after) || before == after) return {};
  return {{"+", combined_from_parts(promoted_part(a), promoted_part(b))}};
}
// SF-4.8: does a piece of this type have any move from sq on an empty board?
inline bool has_any_move(Side s, PieceType pt, int sq) { return !pattern_of(pt, s, sq).empty(); }

inline void capture_into_hand(Board& after, Side us, Piece captured) {
  const PieceType ct = type_of(captured);
  if (is_combined(ct)) {  // SF-4.6: both parts, unpromoted
    after.hand[index(us)][unpromoted(combined_kind(ct).first)]++;
    after.hand[index(us)][unpromoted(combined_kind(ct).second)]++;
  } else {
    after.hand[index(us)][unpromoted(ct)]++;
  }
}

struct Candidate {
  std::string usi;
  Board after;
};

// All moves that obey movement, promotion, dead-piece, nifu and king-safety
// rules, but not yet uchifuzume. With friend_capture (SF-3) a piece may also
// move onto a friendly piece other than the own king, taking it into hand.
inline bool gold_class(PieceType pt) { return pt == GOLD || (pt > KING && pt != HORSE && pt != DRAGON); }

inline bool pawn_on_file(const Board& b, Side s, int file) {
  for (int r = 0; r < kRanks; ++r)
    if (b.sq[make_square(file, r)] == make_piece(s, PAWN)) return true;
  return false;
}

inline bool has_nifu(const Board& b, Side s) {
  for (int f = 0; f < kFiles; ++f) {
    int pawns = 0;
    for (int r = 0; r < kRanks; ++r) pawns += b.sq[make_square(f, r)] == make_piece(s, PAWN);
    if (pawns > 1) return true;
  }
  return false;
}

// Swaps, written "<from><to>" + ("+" when the mover promotes) + "=" + ("+"
// when the partner promotes). Swapper Gold (SF-1, all = false): the mover is
// gold-class and never promotes. Swap Shogi (SF-2, all = true): any mover.
inline void add_swaps(const Board& b, int from, bool all,
                      const std::function<void(const std::string&, Board)>& keep) {
  const Side us = b.to_move;
  const Piece mover = b.sq[from];
  const PieceType mt = type_of(mover);
  for (int to : attacked_squares(b, from)) {
    const Piece partner = b.sq[to];
    if (!partner || side_of(partner) != us) continue;
    const PieceType pt = type_of(partner);
    const bool zone = in_zone(us, from) || in_zone(us, to);
    for (int mp = 0; mp < 2; ++mp)
      for (int pp = 0; pp < 2; ++pp) {
        if (mp && !(all && zone && can_promote(mt))) continue;
        if (pp && !(zone && can_promote(pt))) continue;
        if ((!mp && !has_future(us, mt, to)) || (!pp && !has_future(us, pt, from))) continue;
        if (!mp && !pp && mover == partner) continue;  // SF-1.5: changes nothing
        Board after = b;
        after.sq[to] = mp ? make_piece(us, promoted(mt)) : mover;
        after.sq[from] = pp ? make_piece(us, promoted(pt)) : partner;
        if (has_nifu(after, us)) continue;  // SF-1.4
        keep(square_name(from) + square_name(to) + (mp ? "+=" : "=") + (pp ? "+" : ""), after);
      }
  }
}

inline std::vector<Candidate> candidates(const Board& b, bool friend_capture = false, bool swapper_gold = false,
                                         bool swap_all = false, bool merge = false) {
  std::vector<Candidate> out;
  const Side us = b.to_move;
  auto keep = [&](const std::string& usi, Board after) {
    if (king_attacked(after, us)) return;
    after.to_move = ~us;
    out.push_back({usi, after});
  };
  for (int from = 0; from < kSquares; ++from) {
    Piece p = b.sq[from];
    if (!p || side_of(p) != us) continue;
    PieceType pt = type_of(p);
    if ((swapper_gold && gold_class(pt)) || swap_all) add_swaps(b, from, swap_all, keep);
    for (int to : attacked_squares(b, from)) {
      const bool zone = in_zone(us, from) || in_zone(us, to);
      std::string usi = square_name(from) + square_name(to);
      if (merge && b.sq[to] && side_of(b.sq[to]) == us && pair_merges(pt, type_of(b.sq[to]))) {
        const PieceType c = combined_from_parts(pt, type_of(b.sq[to]));
        Board after = b;
        after.sq[from] = kNoPiece;
        after.sq[to] = make_piece(us, c);
        if (has_any_move(us, c, to)) keep(usi, after);
        if (zone)
          for (const auto& [suffix, promoted_type] : combined_promotions(c)) {
            after.sq[to] = make_piece(us, promoted_type);
            keep(usi + suffix, after);
          }
        continue;
      }
      if (b.sq[to] && side_of(b.sq[to]) == us && (!friend_capture || type_of(b.sq[to]) == KING)) continue;
      Board after = b;
      if (b.sq[to]) capture_into_hand(after, us, b.sq[to]);
      after.sq[from] = kNoPiece;
      if (is_combined(pt)) {
        after.sq[to] = p;
        if (has_any_move(us, pt, to)) keep(usi, after);
        if (zone)
          for (const auto& [suffix, promoted_type] : combined_promotions(pt)) {
            after.sq[to] = make_piece(us, promoted_type);
            keep(usi + suffix, after);
          }
        continue;
      }
      if (has_future(us, pt, to)) {
        after.sq[to] = p;
        keep(usi, after);
      }
      if (can_promote(pt) && (in_zone(us, from) || in_zone(us, to))) {
        after.sq[to] = make_piece(us, promoted(pt));
        keep(usi + "+", after);
      }
    }
  }
  for (int pt = PAWN; pt <= GOLD; ++pt) {
    if (!b.hand[index(us)][pt]) continue;
    for (int to = 0; to < kSquares; ++to) {
      if (b.sq[to] || !has_future(us, PieceType(pt), to)) continue;
      if (pt == PAWN) {
        bool nifu = false;
        for (int r = 0; r < kRanks; ++r)
          if (b.sq[make_square(file_of(to), r)] == make_piece(us, PAWN)) nifu = true;
        if (nifu) continue;
      }
      Board after = b;
      after.sq[to] = make_piece(us, PieceType(pt));
      after.hand[index(us)][pt]--;
      keep(std::string(1, piece_letter(PieceType(pt), Side::Black)) + "*" + square_name(to), after);
    }
  }
  return out;
}

inline bool is_drop_text(const std::string& usi) { return usi.size() == 4 && usi[1] == '*'; }
inline bool is_capture_text(const Board& b, const std::string& usi) {
  return !is_drop_text(usi) && b.sq[parse_square(usi, 2)] != kNoPiece;
}

// The forced-capture restrictions (SF-5, SF-6), straight from the rule text.
inline std::vector<Candidate> restrict_by_rules(const Board& b, std::vector<Candidate> moves, CaptureDuty duty) {
  if (duty == CaptureDuty::None) return moves;
  const Side us = b.to_move;
  std::vector<Candidate> out;
  auto keep_if = [&](auto pred) {
    for (auto& c : moves)
      if (pred(c.usi)) out.push_back(c);
    return out;
  };
  if (king_attacked(b, us)) {
    int king = -1;
    for (int s = 0; s < kSquares; ++s)
      if (b.sq[s] == make_piece(us, KING)) king = s;
    if (duty == CaptureDuty::KingOnly)  // only the king moves
      return keep_if([&](const std::string& u) { return !is_drop_text(u) && parse_square(u, 0) == king; });
    if (duty == CaptureDuty::KingCapture)  // the king moves, or a piece takes a checking piece
      return keep_if([&](const std::string& u) {
        if (is_drop_text(u)) return false;
        if (parse_square(u, 0) == king) return true;
        int to = parse_square(u, 2);
        if (!b.sq[to]) return false;
        for (int t : attacked_squares(b, to))
          if (t == king) return true;
        return false;
      });
    if (duty == CaptureDuty::True) return moves;
  }
  bool duty_applies = false;
  if (duty == CaptureDuty::Pseudo) {
    for (int from = 0; from < kSquares; ++from)
      if (b.sq[from] && side_of(b.sq[from]) == us)
        for (int t : attacked_squares(b, from))
          if (b.sq[t] && side_of(b.sq[t]) != us) duty_applies = true;
  } else {
    for (auto& c : moves)
      if (is_capture_text(b, c.usi)) duty_applies = true;
  }
  if (!duty_applies) return moves;
  return keep_if([&](const std::string& u) { return is_capture_text(b, u); });
}

// The legal moves: the candidates minus pawn drops that checkmate, judged
// with the defender's moves under the same rules (SF-0.3), then the variant's
// restrictions. (A defender's own pawn drop never answers a pawn's contact
// check, so uchifuzume does not recurse.)
inline std::vector<Candidate> legal_candidates(const Board& b, CaptureDuty duty, bool friend_capture = false,
                                               bool swapper_gold = false, bool swap_all = false,
                                               bool merge = false) {
  std::vector<Candidate> kept;
  for (Candidate& c : candidates(b, friend_capture, swapper_gold, swap_all, merge)) {
    bool pawn_drop = c.usi.size() == 4 && c.usi[0] == 'P' && c.usi[1] == '*';
    if (pawn_drop && king_attacked(c.after, c.after.to_move) &&
        restrict_by_rules(c.after, candidates(c.after, friend_capture, swapper_gold, swap_all, merge), duty).empty())
      continue;
    kept.push_back(std::move(c));
  }
  return restrict_by_rules(b, std::move(kept), duty);
}

inline std::set<std::string> legal_moves(const Board& b, CaptureDuty duty = CaptureDuty::None,
                                         bool friend_capture = false, bool swapper_gold = false,
                                         bool swap_all = false, bool merge = false) {
  std::set<std::string> out;
  for (const Candidate& c : legal_candidates(b, duty, friend_capture, swapper_gold, swap_all, merge))
    out.insert(c.usi);
  return out;
}

}  // namespace hensoku::shogi::reference
