#include "shogi/position.h"

#include <mutex>

#include "core/prng.h"
#include "shogi/combined.h"

namespace hensoku::shogi {

namespace zobrist {
uint64_t psq[kPieceCodes][kSquares];
uint64_t hand[2][kHandTypes][19];
uint64_t side;
}  // namespace zobrist

namespace {

void init_zobrist() {
  static std::once_flag once;
  std::call_once(once, [] {
    Prng rng(0x5A6F627269737453ULL);
    for (auto& piece : zobrist::psq)
      for (auto& k : piece) k = rng.next();
    for (auto& s : zobrist::hand)
      for (auto& pt : s) {
        pt[0] = 0;  // an empty hand adds nothing
        for (int n = 1; n < 19; ++n) pt[n] = rng.next();
      }
    zobrist::side = rng.next();
  });
}

}  // namespace

Position::Position() {
  init_tables();
  init_zobrist();
  states_.reserve(256);
  set_sfen(start_sfen());
}

void Position::clear() {
  board_.fill(kNoPiece);
  for (auto& b : by_type_) b = 0;
  by_side_[0] = by_side_[1] = 0;
  occ_ = Occupancy{};
  for (auto& h : hand_)
    for (auto& n : h) n = 0;
  king_[0] = king_[1] = -1;
  side_ = Side::Black;
  game_ply_ = 1;
  states_.clear();
  states_.emplace_back();
}

bool Position::hand_empty(Side s) const {
  for (int pt = PAWN; pt <= GOLD; ++pt)
    if (hand_[index(s)][pt]) return false;
  return true;
}

void Position::put_piece(Piece p, int sq) {
  board_[sq] = p;
  by_type_[type_slot(type_of(p))] |= square_bb(sq);
  by_side_[index(side_of(p))] |= square_bb(sq);
  occ_.toggle(sq);
  if (type_of(p) == KING) king_[index(side_of(p))] = sq;
}

void Position::remove_piece(int sq) {
  Piece p = board_[sq];
  board_[sq] = kNoPiece;
  by_type_[type_slot(type_of(p))] ^= square_bb(sq);
  by_side_[index(side_of(p))] ^= square_bb(sq);
  occ_.toggle(sq);
}

void Position::set_hand(Side s, PieceType pt, int count) { hand_[index(s)][pt] = uint8_t(count); }

uint64_t Position::compute_key() const {
  uint64_t k = side_ == Side::White ? zobrist::side : 0;
  for (int sq = 0; sq < kSquares; ++sq)
    if (board_[sq]) k ^= zobrist::psq[board_[sq]][sq];
  for (int s = 0; s < 2; ++s)
    for (int pt = PAWN; pt <= GOLD; ++pt) k ^= zobrist::hand[s][pt][hand_[s][pt]];
  return k;
}

Bitboard Position::standard_attackers_to(Side attacker, int sq, const Occupancy& o) const {
  Side def = ~attacker;
  const int d = index(def);
  Bitboard silvers = by_type_[SILVER];
  Bitboard golds = by_type_[GOLD] | by_type_[PRO_PAWN] | by_type_[PRO_LANCE] | by_type_[PRO_KNIGHT] | by_type_[PRO_SILVER];
  Bitboard kings = by_type_[KING] | by_type_[HORSE] | by_type_[DRAGON];
  Bitboard a = (tables::step[d][PAWN][sq] & by_type_[PAWN]) | (tables::step[d][KNIGHT][sq] & by_type_[KNIGHT]) |
               (tables::step[d][SILVER][sq] & silvers) | (tables::step[d][GOLD][sq] & golds) |
               (tables::step[d][KING][sq] & kings) | (lance_attacks(def, sq, o) & by_type_[LANCE]) |
               (bishop_attacks(sq, o) & (by_type_[BISHOP] | by_type_[HORSE])) |
               (rook_attacks(sq, o) & (by_type_[ROOK] | by_type_[DRAGON]));
  return a & by_side_[index(attacker)];
}

// Merge Shogi (SF-4): combined pieces attack with the union of their parts.
Bitboard Position::combined_attackers_to(Side attacker, int sq, const Occupancy& o) const {
  Bitboard a = 0;
  Bitboard c = by_type_[COMBINED] & by_side_[index(attacker)];
  while (c) {
    const int from = pop_lsb(c);
    if (test(combined_attacks(attacker, type_of(board_[from]), from, o), sq)) a |= square_bb(from);
  }
  return a;
}

Bitboard Position::combined_snipers(Side attacker, int k) const {
  Bitboard snipers = 0;
  Bitboard c = by_type_[COMBINED] & by_side_[index(attacker)];
  const Occupancy empty;
  while (c) {
    const int from = pop_lsb(c);
    const combined::Kind& kind = combined_kind(type_of(board_[from]));
    const bool aims = (kind.lance && test(tables::forward_file[index(~attacker)][k], from)) ||
                      (kind.bishop && test(bishop_attacks(k, empty), from)) ||
                      (kind.rook && test(rook_attacks(k, empty), from));
    if (aims) snipers |= square_bb(from);
  }
  return snipers;
}

Bitboard Position::compute_checkers() const {
  int k = king_[index(side_)];
  return k < 0 ? Bitboard(0) : attackers_to(~side_, k);
}

Bitboard Position::blockers_for_king(Side s) const {
  int k = king_[index(s)];
  if (k < 0) return 0;
  Side them = ~s;
  // Enemy sliders that would attack the king on an empty board.
  Occupancy empty;
  Bitboard snipers =
      ((tables::forward_file[index(s)][k] & by_type_[LANCE]) |
       (rook_attacks(k, empty) & (by_type_[ROOK] | by_type_[DRAGON])) |
       (bishop_attacks(k, empty) & (by_type_[BISHOP] | by_type_[HORSE]))) &
      by_side_[index(them)];
  if (by_type_[COMBINED]) [[unlikely]] snipers |= combined_snipers(them, k);
  Bitboard blockers = 0;
  while (snipers) {
    int sniper = pop_lsb(snipers);
    Bitboard b = tables::between[k][sniper] & occ_.normal;
    if (b && !(b & (b - 1))) blockers |= b;
  }
  return blockers;
}

void Position::do_move(Move m) {
  StateInfo& prev = states_.back();
  uint64_t key = prev.key ^ zobrist::side;
  Piece captured = kNoPiece;
  const Side us = side_;
  const int u = index(us);
  const int to = m.to();
  if (m.is_drop()) {
    PieceType pt = m.dropped();
    int n = hand_[u][pt];
    key ^= zobrist::hand[u][pt][n] ^ zobrist::hand[u][pt][n - 1];
    hand_[u][pt] = uint8_t(n - 1);
    Piece p = make_piece(us, pt);
    put_piece(p, to);
    key ^= zobrist::psq[p][to];
  } else if (m.is_swap()) {
    key ^= swap_pieces(m);
  } else if (m.is_merge()) {
    captured = board_[to];  // the friend, kept for undo (nothing goes to hand)
    key ^= merge_pieces(m);
  } else {
    const int from = m.from();
    Piece p = board_[from];
    captured = board_[to];
    if (captured) {
      PieceType ct = type_of(captured);
      if (is_combined(ct)) [[unlikely]] {
        // SF-4.6: both parts, unpromoted, go to the capturer's hand.
        key ^= change_hand(u, unpromoted(combined_kind(ct).first), +1);
        key ^= change_hand(u, unpromoted(combined_kind(ct).second), +1);
      } else {
        ct = unpromoted(ct);
        int n = hand_[u][ct];
        key ^= zobrist::hand[u][ct][n] ^ zobrist::hand[u][ct][n + 1];
        hand_[u][ct] = uint8_t(n + 1);
      }
      key ^= zobrist::psq[captured][to];
      remove_piece(to);
    }
    key ^= zobrist::psq[p][from];
    remove_piece(from);
    if (m.is_promotion()) {
      if (is_combined(type_of(p))) [[unlikely]]
        p = make_piece(us, promoted_combined(type_of(p), m.alternative_choice()));
      else
        p = Piece(p + kPromoted);
    }
    put_piece(p, to);
    key ^= zobrist::psq[p][to];
  }
  side_ = ~us;
  ++game_ply_;
  StateInfo& st = states_.emplace_back();
  st.key = key;
  st.move = m;
  st.captured = captured;
  st.checkers = compute_checkers();
}

void Position::undo_move() {
  const StateInfo& st = states_.back();
  const Move m = st.move;
  side_ = ~side_;
  --game_ply_;
  const Side us = side_;
  const int u = index(us);
  const int to = m.to();
  if (m.is_drop()) {
    remove_piece(to);
    ++hand_[u][m.dropped()];
  } else if (m.is_swap()) {
    unswap_pieces(m);
  } else if (m.is_merge()) {
    unmerge_pieces(m, st.captured);
  } else {
    Piece p = board_[to];
    remove_piece(to);
    if (m.is_promotion()) {
      if (is_combined(type_of(p))) [[unlikely]]
        p = make_piece(us, unpromoted_combined(type_of(p), m.alternative_choice()));
      else
        p = Piece(p - kPromoted);
    }
    put_piece(p, m.from());
    if (st.captured) {
      put_piece(st.captured, to);
      const PieceType ct = type_of(st.captured);
      if (is_combined(ct)) [[unlikely]] {
        --hand_[u][unpromoted(combined_kind(ct).first)];
        --hand_[u][unpromoted(combined_kind(ct).second)];
      } else {
        --hand_[u][unpromoted(ct)];
      }
    }
  }
  states_.pop_back();
}

void Position::do_null_move() {
  const uint64_t key = state().key ^ zobrist::side;
  side_ = ~side_;
  ++game_ply_;
  StateInfo& st = states_.emplace_back();
  st.key = key;  // checkers stay empty: the passer was not in check
}

void Position::undo_null_move() {
  states_.pop_back();
  side_ = ~side_;
  --game_ply_;
}

// A swap (SF-1, SF-2): the mover goes to `to`, the friend there to `from`,
// each promoted if the move says so. Occupancy does not change. Returns the
// key difference.
uint64_t Position::swap_pieces(Move m) {
  const int from = m.from(), to = m.to();
  Piece mover = board_[from], partner = board_[to];
  uint64_t k = zobrist::psq[mover][from] ^ zobrist::psq[partner][to];
  remove_piece(from);
  remove_piece(to);
  if (m.is_promotion()) mover = Piece(mover + kPromoted);
  if (m.partner_promotes()) partner = Piece(partner + kPromoted);
  put_piece(mover, to);
  put_piece(partner, from);
  return k ^ zobrist::psq[mover][to] ^ zobrist::psq[partner][from];
}

void Position::unswap_pieces(Move m) {
  const int from = m.from(), to = m.to();
  Piece mover = board_[to], partner = board_[from];
  remove_piece(from);
  remove_piece(to);
  if (m.is_promotion()) mover = Piece(mover - kPromoted);
  if (m.partner_promotes()) partner = Piece(partner - kPromoted);
  put_piece(mover, from);
  put_piece(partner, to);
}

uint64_t Position::change_hand(int u, PieceType pt, int delta) {
  const int n = hand_[u][pt];
  hand_[u][pt] = uint8_t(n + delta);
  return zobrist::hand[u][pt][n] ^ zobrist::hand[u][pt][n + delta];
}

// A merge (SF-4.1, SF-4.9): the mover joins the friend on `to` as one
// combined piece, promoted if the move says so. Returns the key difference.
uint64_t Position::merge_pieces(Move m) {
  const int from = m.from(), to = m.to();
  const Piece mover = board_[from], partner = board_[to];
  PieceType c = merged_type(type_of(mover), type_of(partner));
  if (m.is_promotion()) c = promoted_combined(c, m.alternative_choice());
  const Piece merged = make_piece(side_of(mover), c);
  remove_piece(from);
  remove_piece(to);
  put_piece(merged, to);
  return zobrist::psq[mover][from] ^ zobrist::psq[partner][to] ^ zobrist::psq[merged][to];
}

void Position::unmerge_pieces(Move m, Piece partner) {
  const int from = m.from(), to = m.to();
  PieceType c = type_of(board_[to]);
  if (m.is_promotion()) c = unpromoted_combined(c, m.alternative_choice());
  const combined::Kind& kind = combined_kind(c);
  const PieceType mover = kind.first == type_of(partner) ? kind.second : kind.first;
  remove_piece(to);
  put_piece(make_piece(side_of(partner), mover), from);
  put_piece(partner, to);
}

bool Position::same_as(const Position& o) const {
  if (board_ != o.board_ || side_ != o.side_ || key() != o.key()) return false;
  for (int s = 0; s < 2; ++s)
    for (int pt = 0; pt < kHandTypes; ++pt)
      if (hand_[s][pt] != o.hand_[s][pt]) return false;
  for (int pt = 0; pt < PIECE_TYPE_NB; ++pt)
    if (by_type_[pt] != o.by_type_[pt]) return false;
  return by_side_[0] == o.by_side_[0] && by_side_[1] == o.by_side_[1] && occ_.normal == o.occ_.normal &&
         occ_.by_rank == o.occ_.by_rank && occ_.by_diag1 == o.occ_.by_diag1 && occ_.by_diag2 == o.occ_.by_diag2 &&
         king_[0] == o.king_[0] && king_[1] == o.king_[1] && checkers() == o.checkers();
}

}  // namespace hensoku::shogi
