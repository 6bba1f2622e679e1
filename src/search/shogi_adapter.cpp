#include "search/shogi_adapter.h"

#include "shogi/bitboard.h"
#include "shogi/notation.h"

namespace hensoku::search {

using namespace shogi;

namespace {

// Shared with the board-view evaluation (shogi_eval.cpp) in spirit: the same
// values, so both paths judge a position alike.
constexpr int kValue[PIECE_TYPE_NB] = {
    0,    // none
    100,  // pawn
    280,  // lance
    310,  // knight
    420,  // silver
    640,  // bishop
    720,  // rook
    480,  // gold
    0,    // king
    520,  // tokin
    500,  // promoted lance
    510,  // promoted knight
    500,  // promoted silver
    900,  // horse
    1050, // dragon
    0,
};

int hand_value(PieceType pt) { return kValue[pt] * 115 / 100; }

// Squares within two king steps of each square.
struct KingZones {
  Bitboard near[kSquares];
  Bitboard around[kSquares];
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

int side_score(const Position& pos, Side us) {
  Side them = ~us;
  int s = 0;
  for (int pt = PAWN; pt < PIECE_TYPE_NB; ++pt) {
    if (pt == KING) continue;
    Bitboard b = pos.pieces(us, PieceType(pt));
    s += popcount(b) * kValue[pt];
    // Unpromoted minor pieces gain as they advance.
    if (pt == PAWN || pt == LANCE || pt == KNIGHT || pt == SILVER)
      while (b) s += 4 * (8 - relative_rank(us, rank_of(pop_lsb(b))));
  }
  for (int pt = PAWN; pt <= GOLD; ++pt) s += pos.hand(us, PieceType(pt)) * hand_value(PieceType(pt));

  // Mobility of the sliders.
  const Occupancy& occ = pos.occupancy();
  for (PieceType pt : {BISHOP, ROOK, HORSE, DRAGON}) {
    Bitboard b = pos.pieces(us, pt);
    while (b) s += 2 * popcount(attacks(us, pt, pop_lsb(b), occ) & ~pos.pieces(us));
  }

  // King safety: defenders close by, attackers and the enemy's hand.
  int k = pos.king_square(us);
  if (k >= 0) {
    const KingZones& z = zones();
    s += 16 * popcount(pos.pieces(us) & z.near[k]) + 6 * popcount(pos.pieces(us) & z.around[k]);
    s -= 30 * popcount(pos.pieces(them) & z.near[k]) + 18 * popcount(pos.pieces(them) & z.around[k]);
    Bitboard majors = pos.pieces(them, BISHOP) | pos.pieces(them, ROOK) | pos.pieces(them, HORSE) | pos.pieces(them, DRAGON);
    s -= 20 * popcount(majors & (z.near[k] | z.around[k]));
    int enemy_hand = pos.hand(them, PAWN);
    for (int pt = LANCE; pt <= GOLD; ++pt) enemy_hand += 4 * pos.hand(them, PieceType(pt));
    s -= 3 * enemy_hand;
  }
  return s;
}

}  // namespace

int shogi_piece_value(PieceType pt) { return kValue[pt]; }

int evaluate_shogi(const Position& pos) {
  Side us = pos.side_to_move();
  return side_score(pos, us) - side_score(pos, ~us) + 20;  // tempo
}

void ShogiAdapter::generate_legal(List& list) const {
  shogi::MoveList moves;
  shogi::generate_legal(pos_, moves);
  for (Move m : moves) list.push(m);
}

// Captures, without those that plainly lose material (a more valuable piece
// taking a defended lesser one).
void ShogiAdapter::generate_noisy(List& list) const {
  shogi::MoveList moves;
  shogi::generate_legal(pos_, moves);
  Side them = ~pos_.side_to_move();
  for (Move m : moves) {
    if (m.is_drop()) continue;
    Piece victim = pos_.piece_on(m.to());
    if (victim == kNoPiece) continue;
    int gain = kValue[type_of(victim)];
    int risk = kValue[type_of(pos_.piece_on(m.from()))];
    if (gain < risk && pos_.attackers_to(them, m.to())) continue;
    list.push(m);
  }
}

int ShogiAdapter::capture_value(const Move& m) const {
  if (m.is_drop()) return 0;
  Piece victim = pos_.piece_on(m.to());
  if (victim == kNoPiece) return m.is_promotion() ? 1 : 0;
  return 2 + kValue[type_of(victim)] * 8 - kValue[type_of(pos_.piece_on(m.from()))] / 8;
}

int ShogiAdapter::evaluate() const { return evaluate_shogi(pos_); }

std::string ShogiAdapter::move_string(const Move& m) const { return move_to_usi(m); }

bool ShogiAdapter::handles(const Game& game) {
  if (game.variant() != "shogi") return false;
  auto it = game.options().find("Declaration");
  return it == game.options().end() || it->second != "true";
}

RootSetup<ShogiAdapter> ShogiAdapter::setup(const Game& game) {
  Position pos;
  pos.set_sfen(game.setup_sfen());
  std::vector<uint64_t> keys;
  for (const std::string& text : game.history()) {
    keys.push_back(pos.key());
    pos.do_move(parse_usi_move(text));
  }
  return {ShogiAdapter(std::move(pos)), std::move(keys)};
}

}  // namespace hensoku::search
