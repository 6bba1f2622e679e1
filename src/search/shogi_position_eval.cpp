// Evaluation of a shogi-family Position (the fast paths): material on the
// board and in hand, advancement, piece placement around the kings, slider
// mobility, loose and pawn-attacked pieces, and king danger from attacked squares near the king and the
// enemy's pieces in hand (drops turn attacks into mates in shogi).
// Centipawns from the side to move's view, a pawn on the board about 90.
#include <algorithm>
#include <cstdlib>

#include "search/shogi_adapter.h"
#include "shogi/bitboard.h"

namespace hensoku::search {

using namespace shogi;

namespace {

// Board values, promoted pieces included.
constexpr int kValue[PIECE_TYPE_NB] = {
    0,     // none
    90,    // pawn
    315,   // lance
    405,   // knight
    495,   // silver
    855,   // bishop
    990,   // rook
    540,   // gold
    0,     // king
    540,   // tokin
    540,   // promoted lance
    540,   // promoted knight
    540,   // promoted silver
    945,   // horse
    1395,  // dragon
    0,
};

// In hand: free to drop anywhere, worth more than on the board.
constexpr int kHandValue[kHandTypes] = {0, 105, 345, 450, 570, 945, 1100, 615};

// Weight of an attacker on the king's neighbourhood, by type.
constexpr int kAttackWeight[PIECE_TYPE_NB] = {0, 2, 3, 3, 5, 5, 6, 5, 0, 5, 5, 5, 5, 7, 8, 0};
// Weight of a piece in the enemy's hand as a potential attacker.
constexpr int kHandAttack[kHandTypes] = {0, 1, 2, 2, 4, 5, 6, 5};

struct KingZones {
  Bitboard near[kSquares];    // the king's step squares
  Bitboard around[kSquares];  // two steps away
  KingZones() {
    init_tables();
    for (int s = 0; s < kSquares; ++s) {
      near[s] = around[s] = 0;
      for (int t = 0; t < kSquares; ++t) {
        int d = std::max(std::abs(file_of(s) - file_of(t)), std::abs(rank_of(s) - rank_of(t)));
        if (d == 1) near[s] |= square_bb(t);
        if (d == 2) around[s] |= square_bb(t);
      }
    }
  }
};

const KingZones& zones() {
  static const KingZones z;
  return z;
}

int distance(int a, int b) { return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b))); }

// Everything each side attacks, and how often the squares near each king are
// attacked.
struct AttackInfo {
  Bitboard all[2] = {0, 0};
  Bitboard twice[2] = {0, 0};
  Bitboard but_king[2] = {0, 0};  // attacked by a piece other than the king
  int king_attack_weight[2] = {0, 0};  // attacks by side s on the enemy king's zone
  int king_attackers[2] = {0, 0};
  int mobility[2] = {0, 0};
};

void collect_attacks(const Position& pos, AttackInfo& info) {
  const Occupancy& occ = pos.occupancy();
  const KingZones& z = zones();
  for (Side s : {Side::Black, Side::White}) {
    const int si = index(s);
    const int enemy_king = pos.king_square(~s);
    const Bitboard zone = enemy_king >= 0 ? z.near[enemy_king] | square_bb(enemy_king) : Bitboard(0);
    const Bitboard own = pos.pieces(s);
    auto add = [&](PieceType pt, Bitboard a, bool slider) {
      info.twice[si] |= info.all[si] & a;
      info.all[si] |= a;
      if (pt != KING) info.but_king[si] |= a;
      if (slider) info.mobility[si] += popcount(a & ~own);
      if (Bitboard hit = a & zone) {
        ++info.king_attackers[si];
        info.king_attack_weight[si] += kAttackWeight[pt] * popcount(hit);
      }
    };
    // Pawns all at once: one step forward (a pawn never stands on its last
    // rank, so the shift never crosses into the next file).
    const Bitboard pawns = pos.pieces(s, PAWN);
    if (pawns) {
      const Bitboard a = s == Side::Black ? pawns >> 1 : pawns << 1;
      info.twice[si] |= info.all[si] & a;
      info.all[si] |= a;
      info.but_king[si] |= a;
      if (Bitboard hit = a & zone) {
        info.king_attackers[si] += popcount(hit);
        info.king_attack_weight[si] += kAttackWeight[PAWN] * popcount(hit);
      }
    }
    for (PieceType pt : {KNIGHT, SILVER, GOLD, KING, PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER}) {
      Bitboard b = pos.pieces(s, pt);
      while (b) add(pt, step_attacks(s, pt, pop_lsb(b)), false);
    }
    for (PieceType pt : {LANCE, BISHOP, ROOK, HORSE, DRAGON}) {
      Bitboard b = pos.pieces(s, pt);
      while (b) add(pt, attacks(s, pt, pop_lsb(b), occ), true);
    }
  }
}

// Danger to `us`'s king: attacked squares around it that only the king
// defends, attackers' weight, and what the enemy can drop.
int king_danger(const Position& pos, Side us, const AttackInfo& info) {
  const int k = pos.king_square(us);
  if (k < 0) return 0;
  const Side them = ~us;
  const int ti = index(them);
  const Bitboard near = zones().near[k];
  // Squares near the king that only the king defends.
  const Bitboard our_defence = info.but_king[index(us)];
  Bitboard weak = near & info.all[ti] & ~our_defence;
  Bitboard empty_near = near & ~pos.pieces();
  int hand_attack = 0, hand_kinds = 0;
  for (int pt = PAWN; pt <= GOLD; ++pt)
    if (int n = pos.hand(them, PieceType(pt))) {
      hand_attack += kHandAttack[pt] * std::min(n, 2);
      ++hand_kinds;
    }
  int danger = info.king_attack_weight[ti] * 6 + info.king_attackers[ti] * 10 + popcount(weak) * 28 +
               popcount(info.twice[ti] & near) * 12 + hand_attack * (4 + popcount(empty_near)) +
               popcount(empty_near & ~our_defence) * (hand_kinds ? 10 : 0) - popcount(pos.pieces(us) & near) * 8;
  if (danger <= 0) return 0;
  return std::min(danger * danger / 256, 1500);
}

int side_score(const Position& pos, Side us, const AttackInfo& info) {
  const Side them = ~us;
  const KingZones& z = zones();
  int s = 0;
  const int king = pos.king_square(us);
  const int enemy_king = pos.king_square(them);
  for (int pt = PAWN; pt < PIECE_TYPE_NB; ++pt) {
    if (pt == KING) continue;
    Bitboard b = pos.pieces(us, PieceType(pt));
    s += popcount(b) * kValue[pt];
    while (b) {
      int sq = pop_lsb(b);
      int rank = relative_rank(us, rank_of(sq));  // 0: the far rank
      if (pt == PAWN || pt == LANCE || pt == KNIGHT || pt == SILVER) s += 3 * (8 - rank);
      // Golds and silvers guard their king; promoted pieces and silvers press the enemy's.
      if (king >= 0 && (pt == GOLD || pt == SILVER)) s += 12 * (3 - std::min(3, distance(sq, king)));
      if (enemy_king >= 0 && (pt >= PRO_PAWN && pt <= DRAGON)) s += 10 * (4 - std::min(4, distance(sq, enemy_king)));
    }
  }
  for (int pt = PAWN; pt <= GOLD; ++pt) {
    int n = pos.hand(us, PieceType(pt));
    // Each further pawn in hand is worth a little less.
    s += pt == PAWN ? n * kHandValue[PAWN] - (n > 3 ? (n - 3) * 15 : 0) : n * kHandValue[pt];
  }
  s += 3 * info.mobility[index(us)];
  if (king >= 0) {
    // A king at home, surrounded by its own pieces, is safe; one in the
    // centre of the board or far forward is not (before the endgame).
    int rank = relative_rank(us, rank_of(king));
    s += 10 * (rank - 6);
    s += 8 * popcount(pos.pieces(us) & z.near[king]) + 3 * popcount(pos.pieces(us) & z.around[king]);
    s -= king_danger(pos, us, info);
    // Off the central file, where the opening's attacks land.
    s += 6 * std::min(3, std::abs(file_of(king) - 4));
  }
  // Pieces the enemy attacks and nothing of ours defends, and pieces a pawn
  // attacks: one of them is usually lost (quiescence sees only the mover's
  // captures, not the threats against it).
  const Bitboard attacked = pos.pieces(us) & ~pos.pieces(us, KING) & info.all[index(them)];
  Bitboard loose = attacked & ~info.all[index(us)];
  const Bitboard them_pawns = pos.pieces(them, PAWN);
  const Bitboard pawn_hits = them == Side::Black ? them_pawns >> 1 : them_pawns << 1;
  loose |= attacked & pawn_hits & ~pos.pieces(us, PAWN);
  int worst = 0, total = 0;
  while (loose) {
    int v = kValue[type_of(pos.piece_on(pop_lsb(loose)))];
    total += v;
    worst = std::max(worst, v);
  }
  s -= (us == pos.side_to_move() ? worst / 3 : worst / 8) + total / 16;
  return s;
}

}  // namespace

int shogi_piece_value(PieceType pt) { return kValue[pt]; }

int evaluate_shogi(const Position& pos) {
  AttackInfo info;
  collect_attacks(pos, info);
  Side us = pos.side_to_move();
  return side_score(pos, us, info) - side_score(pos, ~us, info) + 30;  // tempo
}

}  // namespace hensoku::search
