#include "shogi/movegen.h"

#include "shogi/combined.h"
#include "variants/game.h"  // InputError

namespace hensoku::shogi {

namespace {

// The variants that add moves to standard shogi: one more compile-time
// parameter of the generator (None compiles to the standard generator).
enum class Extra : uint8_t { None, FriendCapture, SwapperGold, Swap, Merge };

constexpr Bitboard kAllSquares = (Bitboard(1) << kSquares) - 1;

inline bool more_than_one(Bitboard b) { return b & (b - 1); }

// Pieces of side s that stand alone between s's king and an enemy slider,
// for a given occupancy (the uchifuzume test adds the dropped pawn). Merge:
// combined pieces with a slider part pin too (SF-4).
template <bool Merge = false>
Bitboard pinned_pieces(const Position& pos, Side s, const Occupancy& o) {
  int k = pos.king_square(s);
  if (k < 0) return 0;
  const Side them = ~s;
  const Occupancy empty;
  Bitboard snipers = ((tables::forward_file[index(s)][k] & pos.pieces(them, LANCE)) |
                      (rook_attacks(k, empty) & (pos.pieces(them, ROOK) | pos.pieces(them, DRAGON))) |
                      (bishop_attacks(k, empty) & (pos.pieces(them, BISHOP) | pos.pieces(them, HORSE))));
  if constexpr (Merge) snipers |= pos.combined_snipers(them, k);
  Bitboard pinned = 0;
  while (snipers) {
    int sniper = pop_lsb(snipers);
    Bitboard b = tables::between[k][sniper] & o.normal;
    if (b && !more_than_one(b)) pinned |= b;
  }
  return pinned & pos.pieces(s);
}

// Adds the moves of one piece from `from` to each square of `to`, with the
// promotion choices SF-0.1/SF-0.2 allow.
template <Side Us, class List>
inline void add_piece_moves(List& list, PieceType pt, int from, Bitboard to) {
  if (!can_promote(pt)) {
    while (to) list.push(Move::normal(from, pop_lsb(to)));
    return;
  }
  const Bitboard zone = tables::zone[index(Us)];
  const Bitboard dead = tables::dead[index(Us)][pt];
  if (test(zone, from)) {
    // Every destination allows promotion.
    while (to) {
      int t = pop_lsb(to);
      list.push(Move::normal(from, t, true));
      if (!test(dead, t)) list.push(Move::normal(from, t));
    }
    return;
  }
  Bitboard in_zone = to & zone;
  Bitboard outside = to & ~zone;
  while (outside) list.push(Move::normal(from, pop_lsb(outside)));
  while (in_zone) {
    int t = pop_lsb(in_zone);
    list.push(Move::normal(from, t, true));
    if (!test(dead, t)) list.push(Move::normal(from, t));
  }
}

// Attackers of sq: combined pieces exist only under Merge Shogi, so the other
// rule sets ask for the standard pieces only.
template <Extra X>
inline Bitboard attackers(const Position& pos, Side s, int sq, const Occupancy& o) {
  if constexpr (X == Extra::Merge) return pos.attackers_to(s, sq, o);
  else return pos.standard_attackers_to(s, sq, o);
}

template <Side Us, Extra X>
bool king_square_safe(const Position& pos, int sq, const Occupancy& without_king) {
  return !attackers<X>(pos, ~Us, sq, without_king);
}

// Friend capture (SF-3.2): the king may also take a friendly piece.
template <Side Us, Extra X, class List>
void add_king_moves(const Position& pos, List& list, int ksq) {
  constexpr bool FC = X == Extra::FriendCapture;
  Occupancy o = pos.occupancy();
  o.toggle(ksq);  // sliders see through the king's old square
  Bitboard to = FC ? tables::step[0][KING][ksq] : tables::step[0][KING][ksq] & ~pos.pieces(Us);
  while (to) {
    int t = pop_lsb(to);
    if (king_square_safe<Us, X>(pos, t, o)) list.push(Move::normal(ksq, t));
  }
}

template <Side Us, class List>
void add_board_moves(const Position& pos, List& list, Bitboard target, Bitboard pinned, int ksq) {
  const Occupancy& o = pos.occupancy();
  auto restrict = [&](int from, Bitboard att) {
    return test(pinned, from) ? att & tables::line[ksq][from] : att;
  };
  for (PieceType pt : {PAWN, KNIGHT, SILVER}) {
    Bitboard b = pos.pieces(Us, pt);
    while (b) {
      int from = pop_lsb(b);
      add_piece_moves<Us>(list, pt, from, restrict(from, tables::step[index(Us)][pt][from] & target));
    }
  }
  Bitboard golds = pos.gold_movers(Us);
  while (golds) {
    int from = pop_lsb(golds);
    Bitboard to = restrict(from, tables::step[index(Us)][GOLD][from] & target);
    while (to) list.push(Move::normal(from, pop_lsb(to)));
  }
  Bitboard lances = pos.pieces(Us, LANCE);
  while (lances) {
    int from = pop_lsb(lances);
    add_piece_moves<Us>(list, LANCE, from, restrict(from, lance_attacks(Us, from, o) & target));
  }
  Bitboard bishops = pos.pieces(Us, BISHOP);
  while (bishops) {
    int from = pop_lsb(bishops);
    add_piece_moves<Us>(list, BISHOP, from, restrict(from, bishop_attacks(from, o) & target));
  }
  Bitboard rooks = pos.pieces(Us, ROOK);
  while (rooks) {
    int from = pop_lsb(rooks);
    add_piece_moves<Us>(list, ROOK, from, restrict(from, rook_attacks(from, o) & target));
  }
  Bitboard horses = pos.pieces(Us, HORSE);
  while (horses) {
    int from = pop_lsb(horses);
    Bitboard to = restrict(from, (bishop_attacks(from, o) | tables::step[0][KING][from]) & target);
    while (to) list.push(Move::normal(from, pop_lsb(to)));
  }
  Bitboard dragons = pos.pieces(Us, DRAGON);
  while (dragons) {
    int from = pop_lsb(dragons);
    Bitboard to = restrict(from, (rook_attacks(from, o) | tables::step[0][KING][from]) & target);
    while (to) list.push(Move::normal(from, pop_lsb(to)));
  }
}

// The moves of a combined piece of type c (SF-4) from `from` to `to` made by
// `make` (a normal move or a merge): without promotion unless it would have
// no move left there (SF-4.8); with its promotion (two for lance+knight) when
// the move starts or ends in the zone and the type has one (SF-4.4, SF-4.5).
template <Side Us, class List, class Make>
inline void add_combined_options(List& list, PieceType c, int from, int to, Make make) {
  const combined::Kind& k = combined_kind(c);
  if (!test(combined_dead(Us, c), to)) list.push(make(from, to, false));
  if (!k.promotions || !(test(tables::zone[index(Us)], from) || test(tables::zone[index(Us)], to))) return;
  if (k.promotions == 1) return list.push(make(from, to, true));
  list.push(make(from, to, true).with_choice(false));  // the lance promotes
  list.push(make(from, to, true).with_choice(true));   // the knight promotes
}

// Board moves of the combined pieces (SF-4.1: the union of their parts' moves).
template <Side Us, class List>
void add_combined_moves(const Position& pos, List& list, Bitboard target, Bitboard pinned, int ksq) {
  Bitboard pieces = pos.pieces(Us, COMBINED);
  while (pieces) {
    const int from = pop_lsb(pieces);
    const PieceType c = type_of(pos.piece_on(from));
    Bitboard to = combined_attacks(Us, c, from, pos.occupancy()) & target;
    if (test(pinned, from)) to &= tables::line[ksq][from];
    while (to) add_combined_options<Us>(list, c, from, pop_lsb(to), Move::normal);
  }
}

// Merges (SF-4.1 .. 4.3, 4.9): a piece other than the king or a combined
// piece moves onto such a friend it could reach, when the pair merges. The
// friend's square stays occupied, so a merge is legal exactly when the same
// move onto an enemy would be: never in check, along the pin line if pinned.
template <Side Us, class List>
void add_merges(const Position& pos, List& list, Bitboard pinned, int ksq) {
  const Bitboard partners = pos.pieces(Us) & ~pos.pieces(KING) & ~pos.pieces(COMBINED);
  Bitboard movers = partners;
  while (movers) {
    const int from = pop_lsb(movers);
    const PieceType mt = type_of(pos.piece_on(from));
    Bitboard to = attacks(Us, mt, from, pos.occupancy()) & partners;
    if (test(pinned, from)) to &= tables::line[ksq][from];
    while (to) {
      const int t = pop_lsb(to);
      const PieceType c = merged_type(mt, type_of(pos.piece_on(t)));
      if (c != NO_PIECE_TYPE) add_combined_options<Us>(list, c, from, t, Move::merge);
    }
  }
}

template <Side Us, CaptureDuty D, Extra X>
bool drop_mates(const Position& pos, int to);

template <Side Us, CaptureDuty D, Extra X, class List>
void add_drops(const Position& pos, List& list, Bitboard target) {
  const int u = index(Us);
  if (pos.hand(Us, PAWN)) {
    Bitboard to = target & ~tables::dead[u][PAWN];
    Bitboard pawns = pos.pieces(Us, PAWN);
    while (pawns) to &= ~tables::file_mask[file_of(pop_lsb(pawns))];  // nifu (SF-0.2)
    // Uchifuzume (SF-0.3): only a drop right in front of the enemy king can mate.
    int their_king = pos.king_square(~Us);
    if (their_king >= 0) {
      Bitboard front = tables::step[index(~Us)][PAWN][their_king] & to;
      if (front && drop_mates<Us, D, X>(pos, lsb(front))) to &= ~front;
    }
    while (to) list.push(Move::drop(PAWN, pop_lsb(to)));
  }
  for (PieceType pt : {LANCE, KNIGHT, SILVER, GOLD, BISHOP, ROOK}) {
    if (!pos.hand(Us, pt)) continue;
    Bitboard to = target & ~tables::dead[u][pt];
    while (to) list.push(Move::drop(pt, pop_lsb(to)));
  }
}

// FC: friend capture (SF-3). A friendly capture never answers a check (the
// between squares are empty and the checker is an enemy), so in check only
// the king's moves change; outside check every square but the own king's is
// a target.
// SF-1.4: would the swap leave two unpromoted pawns of Us on a file? The
// flags say which of the two ends the swap as an unpromoted pawn (the mover
// on `to`, the partner on `from`).
template <Side Us>
bool swap_makes_nifu(const Position& pos, int from, int to, bool pawn_on_to, bool pawn_on_from) {
  if (file_of(from) == file_of(to)) return false;  // no file gains a pawn
  Bitboard added = (pawn_on_to ? square_bb(to) : Bitboard(0)) | (pawn_on_from ? square_bb(from) : Bitboard(0));
  const Bitboard pawns = (pos.pieces(Us, PAWN) & ~square_bb(from) & ~square_bb(to)) | added;
  while (added)
    if (more_than_one(pawns & tables::file_mask[file_of(pop_lsb(added))])) return true;
  return false;
}

// The swaps of the piece on `from` with the friend on `to` (legality already
// known). SF-1.3 / SF-2.2: each piece may promote when the displacement (the
// same two squares for both) touches the zone, and must where it would
// otherwise be dead; SF-1.4 nifu; SF-1.5 identical pieces need a promotion.
template <Side Us, class List>
inline void add_swap_options(const Position& pos, List& list, int from, int to) {
  const int u = index(Us);
  const Piece mover = pos.piece_on(from), partner = pos.piece_on(to);
  const PieceType mt = type_of(mover), pt = type_of(partner);
  const Bitboard zone = tables::zone[u];
  if (!test(zone, from) && !test(zone, to)) [[likely]] {
    // No promotion, and no dead square (those lie in the zone).
    if (mover == partner) return;
    // One pawn changing file: nifu when its new file holds an own pawn.
    if (mt == PAWN && file_of(from) != file_of(to) && (pos.pieces(Us, PAWN) & tables::file_mask[file_of(to)])) return;
    if (pt == PAWN && file_of(from) != file_of(to) && (pos.pieces(Us, PAWN) & tables::file_mask[file_of(from)])) return;
    return list.push(Move::swap(from, to, false, false));
  }
  const bool mover_must = test(tables::dead[u][mt], to), partner_must = test(tables::dead[u][pt], from);
  for (int mp = mover_must; mp <= int(can_promote(mt)); ++mp)
    for (int pp = partner_must; pp <= int(can_promote(pt)); ++pp) {
      if (!mp && !pp && mover == partner) continue;
      if ((mt == PAWN || pt == PAWN) && swap_makes_nifu<Us>(pos, from, to, mt == PAWN && !mp, pt == PAWN && !pp))
        continue;
      list.push(Move::swap(from, to, mp, pp));
    }
}

// Swaps (SF-1 Swapper Gold with All = false, SF-2 Swap Shogi with All = true).
// Movers: the gold-class pieces (SF-1.1), or every piece, the king included
// (SF-2.1). Partners: friends within the mover's reach (its step squares, a
// knight's jump squares, the first piece along a slider's line). A swap leaves
// the occupancy unchanged, so it can neither expose nor shield the king: a
// swap without the king is legal exactly when Us is not in check, a swap with
// the king when the square the king goes to is not attacked (tested once per
// square for both directions of the swap).
template <Side Us, bool All, class List>
void add_swaps(const Position& pos, List& list, bool in_check) {
  const int u = index(Us);
  const int ksq = pos.king_square(Us);
  const Bitboard own = pos.pieces(Us);
  const Occupancy& o = pos.occupancy();
  Bitboard king_bb = 0;
  if (ksq >= 0) {
    king_bb = square_bb(ksq);
    const Bitboard king_reach = All ? tables::step[0][KING][ksq] & own : Bitboard(0);  // the king as mover
    const Bitboard reaching = All ? pos.standard_attackers_to(Us, ksq, o)              // friends reaching the king
                                  : tables::step[index(~Us)][GOLD][ksq] & pos.gold_movers(Us);
    Bitboard squares = king_reach | reaching;
    while (squares) {
      const int sq = pop_lsb(squares);
      if (pos.standard_attackers_to(~Us, sq, o)) continue;
      if (test(king_reach, sq)) add_swap_options<Us>(pos, list, ksq, sq);
      if (test(reaching, sq)) add_swap_options<Us>(pos, list, sq, ksq);
    }
  }
  if (in_check) return;  // only a swap that moves the king can help
  const Bitboard partners = own & ~king_bb;
  // Movers type by type (as add_board_moves does), not through attacks()'s switch.
  auto swaps_of = [&](Bitboard movers, auto reach) {
    while (movers) {
      const int from = pop_lsb(movers);
      Bitboard friends = reach(from) & partners;
      while (friends) add_swap_options<Us>(pos, list, from, pop_lsb(friends));
    }
  };
  swaps_of(pos.gold_movers(Us), [&](int from) { return tables::step[u][GOLD][from]; });
  if constexpr (All) {
    for (PieceType pt : {PAWN, KNIGHT, SILVER})
      swaps_of(pos.pieces(Us, pt), [&](int from) { return tables::step[u][pt][from]; });
    swaps_of(pos.pieces(Us, LANCE), [&](int from) { return lance_attacks(Us, from, o); });
    swaps_of(pos.pieces(Us, BISHOP), [&](int from) { return bishop_attacks(from, o); });
    swaps_of(pos.pieces(Us, ROOK), [&](int from) { return rook_attacks(from, o); });
    swaps_of(pos.pieces(Us, HORSE), [&](int from) { return bishop_attacks(from, o) | tables::step[0][KING][from]; });
    swaps_of(pos.pieces(Us, DRAGON), [&](int from) { return rook_attacks(from, o) | tables::step[0][KING][from]; });
  }
}

template <Side Us, CaptureDuty D, Extra X, class List>
void generate(const Position& pos, List& list) {
  constexpr bool FC = X == Extra::FriendCapture;
  const int ksq = pos.king_square(Us);
  constexpr bool MG = X == Extra::Merge;
  const Bitboard checkers = pos.checkers();
  const Bitboard pinned = pinned_pieces<MG>(pos, Us, pos.occupancy());
  if constexpr (X == Extra::SwapperGold) add_swaps<Us, false>(pos, list, checkers != 0);
  if constexpr (X == Extra::Swap) add_swaps<Us, true>(pos, list, checkers != 0);
  if (checkers) {
    add_king_moves<Us, X>(pos, list, ksq);
    if (more_than_one(checkers)) return;
    const int checker = lsb(checkers);
    const Bitboard block = tables::between[ksq][checker];
    add_board_moves<Us>(pos, list, block | checkers, pinned, ksq);
    if constexpr (MG) add_combined_moves<Us>(pos, list, block | checkers, pinned, ksq);
    if (block) add_drops<Us, D, X>(pos, list, block);
    return;
  }
  if (ksq >= 0) add_king_moves<Us, X>(pos, list, ksq);
  const Bitboard target = FC ? kAllSquares & ~pos.pieces(Us, KING) : ~pos.pieces(Us) & kAllSquares;
  add_board_moves<Us>(pos, list, target, pinned, ksq);
  if constexpr (MG) {
    add_combined_moves<Us>(pos, list, target, pinned, ksq);
    add_merges<Us>(pos, list, pinned, ksq);
  }
  add_drops<Us, D, X>(pos, list, ~pos.pieces() & kAllSquares);
}

template <Side Us, CaptureDuty D, Extra X>
bool drop_mates(const Position& pos, int to) {
  constexpr bool FC = X == Extra::FriendCapture;
  constexpr Side Them = ~Us;
  if constexpr (D == CaptureDuty::Pseudo) {
    // The literal forced-capture reading can leave a checked side without
    // moves in ways no shortcut captures: play the drop and look.
    Position& p = const_cast<Position&>(pos);  // restored before returning
    p.do_move(Move::drop(PAWN, to));
    MoveList replies;
    generate_legal<D>(p, replies);  // Pseudo is never combined with friend capture
    p.undo_move();
    return replies.size == 0;
  }
  const int ksq = pos.king_square(Them);
  Occupancy o = pos.occupancy();
  o.toggle(to);
  // 1. A piece other than the king takes the pawn (a pinned piece never can).
  // Under SF-5.2 only the king may answer a check.
  if constexpr (D != CaptureDuty::KingOnly) {
    Bitboard takers =
        attackers<X>(pos, Them, to, o) & ~pos.pieces(Them, KING) & ~pinned_pieces<X == Extra::Merge>(pos, Them, o);
    if (takers) return false;
  }
  // 2. The king takes the pawn or steps away, to a square Us does not attack
  // (under friend capture also onto a friendly piece, taking it: SF-3.2).
  // A friendly capture by another piece never answers the pawn's check.
  Occupancy without_king = o;
  without_king.toggle(ksq);
  Bitboard escapes = FC ? tables::step[0][KING][ksq] : tables::step[0][KING][ksq] & ~pos.pieces(Them);
  while (escapes) {
    int sq = pop_lsb(escapes);
    if (!attackers<X>(pos, Us, sq, without_king)) return false;
  }
  // 3. Swaps (SF-1.2, SF-2.1): the king swaps with a friend that reaches its
  // square (Swapper Gold: a gold-class friend on a step square), or, in Swap
  // Shogi, with a friend on one of its own step squares. The occupancy stays o.
  if constexpr (X == Extra::SwapperGold || X == Extra::Swap) {
    Bitboard partners = X == Extra::Swap
                            ? (tables::step[0][KING][ksq] & pos.pieces(Them)) | attackers<X>(pos, Them, ksq, o)
                            : tables::step[index(Us)][GOLD][ksq] & pos.gold_movers(Them);
    while (partners) {
      int sq = pop_lsb(partners);
      if (!attackers<X>(pos, Us, sq, o)) return false;
    }
  }
  return true;
}

inline bool is_capture(const Position& pos, Move m) { return !m.is_drop() && pos.piece_on(m.to()); }

// Keeps the moves of `list` that satisfy `keep`.
template <class List, class Keep>
void filter(List& list, Keep keep) {
  int n = 0;
  for (int i = 0; i < list.size; ++i)
    if (keep(list.moves[i])) list.moves[n++] = list.moves[i];
  list.size = n;
}

// The forced-capture restrictions (SF-5, SF-6) over the standard legal moves.
template <CaptureDuty D, class List>
void apply_capture_duty(const Position& pos, List& list) {
  if (pos.in_check()) {
    const int ksq = pos.king_square(pos.side_to_move());
    if constexpr (D == CaptureDuty::KingOnly) {  // SF-5.2
      return filter(list, [&](Move m) { return !m.is_drop() && m.from() == ksq; });
    } else if constexpr (D == CaptureDuty::KingCapture) {  // SF-5.3
      const Bitboard checkers = pos.checkers();
      return filter(list, [&](Move m) { return !m.is_drop() && (m.from() == ksq || test(checkers, m.to())); });
    } else if constexpr (D == CaptureDuty::True) {  // SF-6.2
      return;
    }
  }
  if constexpr (D == CaptureDuty::Pseudo) {
    if (has_pseudo_legal_capture(pos)) filter(list, [&](Move m) { return is_capture(pos, m); });
  } else {
    bool any = false;
    for (Move m : list)
      if (is_capture(pos, m)) {
        any = true;
        break;
      }
    if (any) filter(list, [&](Move m) { return is_capture(pos, m); });
  }
}

}  // namespace

template <CaptureDuty D, class List>
void generate_standard_moves(const Position& pos, List& list) {
  list.size = 0;
  if (pos.side_to_move() == Side::Black) generate<Side::Black, D, Extra::None>(pos, list);
  else generate<Side::White, D, Extra::None>(pos, list);
  if constexpr (D != CaptureDuty::None) apply_capture_duty<D>(pos, list);
}

template <CaptureDuty D>
void generate_legal(const Position& pos, MoveList& list) {
  generate_standard_moves<D>(pos, list);
}

namespace {
template <Extra X>
void generate_extra(const Position& pos, VariantMoveList& list) {
  list.size = 0;
  if (pos.side_to_move() == Side::Black) generate<Side::Black, CaptureDuty::None, X>(pos, list);
  else generate<Side::White, CaptureDuty::None, X>(pos, list);
}

void check_combination(const RuleSet& rules) {
  if (rules.exclusive_options() > 1)
    throw InputError(
        "the shogi rule options friend capture, swapper gold, swap, merge and capture duty do not combine");
}
}  // namespace

void generate_legal_friend_capture(const Position& pos, VariantMoveList& list) {
  generate_extra<Extra::FriendCapture>(pos, list);
}
void generate_legal_swapper_gold(const Position& pos, VariantMoveList& list) {
  generate_extra<Extra::SwapperGold>(pos, list);
}
void generate_legal_swap_shogi(const Position& pos, VariantMoveList& list) { generate_extra<Extra::Swap>(pos, list); }
void generate_legal_merge_shogi(const Position& pos, VariantMoveList& list) { generate_extra<Extra::Merge>(pos, list); }

template void generate_legal<CaptureDuty::None>(const Position&, MoveList&);
template void generate_legal<CaptureDuty::Legal>(const Position&, MoveList&);
template void generate_legal<CaptureDuty::Pseudo>(const Position&, MoveList&);
template void generate_legal<CaptureDuty::KingOnly>(const Position&, MoveList&);
template void generate_legal<CaptureDuty::KingCapture>(const Position&, MoveList&);
template void generate_legal<CaptureDuty::True>(const Position&, MoveList&);

void generate_legal(const Position& pos, MoveList& list) { generate_legal<CaptureDuty::None>(pos, list); }

void generate_legal(const Position& pos, VariantMoveList& list, const RuleSet& rules) {
  if (rules.has_extra_moves()) {
    check_combination(rules);
    if (rules.swapper_gold) return generate_legal_swapper_gold(pos, list);
    if (rules.swap) return generate_legal_swap_shogi(pos, list);
    if (rules.merge) return generate_legal_merge_shogi(pos, list);
    return generate_legal_friend_capture(pos, list);
  }
  switch (rules.duty) {
    case CaptureDuty::None: return generate_standard_moves<CaptureDuty::None>(pos, list);
    case CaptureDuty::Legal: return generate_standard_moves<CaptureDuty::Legal>(pos, list);
    case CaptureDuty::Pseudo: return generate_standard_moves<CaptureDuty::Pseudo>(pos, list);
    case CaptureDuty::KingOnly: return generate_standard_moves<CaptureDuty::KingOnly>(pos, list);
    case CaptureDuty::KingCapture: return generate_standard_moves<CaptureDuty::KingCapture>(pos, list);
    case CaptureDuty::True: return generate_standard_moves<CaptureDuty::True>(pos, list);
  }
}

bool has_legal_move(const Position& pos) {
  MoveList list;
  generate_legal(pos, list);
  return list.size > 0;
}

bool has_legal_move(const Position& pos, const RuleSet& rules) {
  VariantMoveList list;
  generate_legal(pos, list, rules);
  return list.size > 0;
}

template <CaptureDuty D, Extra X = Extra::None>
bool pawn_drop_mates_for(const Position& pos, int to) {
  return pos.side_to_move() == Side::Black ? drop_mates<Side::Black, D, X>(pos, to)
                                           : drop_mates<Side::White, D, X>(pos, to);
}

bool pawn_drop_mates(const Position& pos, int to, const RuleSet& rules) {
  if (rules.has_extra_moves()) {
    check_combination(rules);
    if (rules.swapper_gold) return pawn_drop_mates_for<CaptureDuty::None, Extra::SwapperGold>(pos, to);
    if (rules.swap) return pawn_drop_mates_for<CaptureDuty::None, Extra::Swap>(pos, to);
    if (rules.merge) return pawn_drop_mates_for<CaptureDuty::None, Extra::Merge>(pos, to);
    return pawn_drop_mates_for<CaptureDuty::None, Extra::FriendCapture>(pos, to);
  }
  switch (rules.duty) {
    case CaptureDuty::None: return pawn_drop_mates_for<CaptureDuty::None>(pos, to);
    case CaptureDuty::Legal: return pawn_drop_mates_for<CaptureDuty::Legal>(pos, to);
    case CaptureDuty::Pseudo: return pawn_drop_mates_for<CaptureDuty::Pseudo>(pos, to);
    case CaptureDuty::KingOnly: return pawn_drop_mates_for<CaptureDuty::KingOnly>(pos, to);
    case CaptureDuty::KingCapture: return pawn_drop_mates_for<CaptureDuty::KingCapture>(pos, to);
    case CaptureDuty::True: return pawn_drop_mates_for<CaptureDuty::True>(pos, to);
  }
  return false;
}

bool has_pseudo_legal_capture(const Position& pos) {
  const Side us = pos.side_to_move();
  const Occupancy& o = pos.occupancy();
  const Bitboard enemies = pos.pieces(~us);
  Bitboard mine = pos.pieces(us);
  while (mine) {
    int from = pop_lsb(mine);
    if (any_attacks(us, type_of(pos.piece_on(from)), from, o) & enemies) return true;
  }
  return false;
}

}  // namespace hensoku::shogi
