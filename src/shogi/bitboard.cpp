#include "shogi/bitboard.h"
#include "shogi/combined.h"

#include <mutex>
#include <vector>

namespace hensoku::shogi {

namespace tables {
Bitboard square[kSquares];
Bitboard rank_major_bit[kSquares], diag1_bit[kSquares], diag2_bit[kSquares];
uint8_t file_shift[kSquares], rank_shift[kSquares], diag1_shift[kSquares], diag2_shift[kSquares];
uint8_t diag1_mask[kSquares], diag2_mask[kSquares];
Bitboard file_table[kSquares][128], rank_table[kSquares][128];
Bitboard diag1_table[kSquares][128], diag2_table[kSquares][128];
Bitboard step[2][PIECE_TYPE_NB][kSquares];
Bitboard forward_file[2][kSquares];
Bitboard between[kSquares][kSquares];
Bitboard line[kSquares][kSquares];
Bitboard file_mask[kFiles];
Bitboard rank_mask[kRanks];
Bitboard zone[2];
Bitboard dead[2][PIECE_TYPE_NB];
}  // namespace tables

namespace {

using namespace tables;

bool on_board(int file, int rank) { return file >= 0 && file < kFiles && rank >= 0 && rank < kRanks; }

// A line of squares (a rank, file or diagonal) in the order its rotated
// occupancy stores them. The inner squares (all but the two ends) form the
// index of the attack tables.
struct LineLayout {
  std::vector<int> squares;
  int start = 0;  // bit offset of squares[0] in the rotated occupancy
};

// Fills one family of line tables: for every square on every line, every
// occupancy of the line's inner squares gives the attacks along that line.
void build_line_tables(const std::vector<LineLayout>& lines, Bitboard bit[kSquares], uint8_t shift[kSquares],
                       uint8_t mask[kSquares], Bitboard attack[kSquares][128]) {
  for (const LineLayout& l : lines) {
    int n = int(l.squares.size());
    int inner = n > 2 ? n - 2 : 0;
    for (int i = 0; i < n; ++i) {
      int sq = l.squares[i];
      bit[sq] = bit128(l.start + i);
      shift[sq] = uint8_t(l.start + 1);
      if (mask) mask[sq] = uint8_t((1u << inner) - 1);
      for (unsigned occ = 0; occ < (1u << inner); ++occ) {
        Bitboard a = 0;
        for (int dir : {-1, 1}) {
          for (int j = i + dir; j >= 0 && j < n; j += dir) {
            a |= square[l.squares[j]];
            bool blocked = j >= 1 && j <= n - 2 && (occ >> (j - 1) & 1);
            if (blocked) break;
          }
        }
        attack[sq][occ] = a;
      }
      // Indices with bits beyond the line's inner squares never occur when
      // a mask is applied; without a mask (files, ranks) inner is always 7.
    }
  }
}

void build_lines() {
  std::vector<LineLayout> files, ranks, d1, d2;
  for (int f = 0; f < kFiles; ++f) {
    LineLayout l;
    l.start = f * 9;
    for (int r = 0; r < kRanks; ++r) l.squares.push_back(make_square(f, r));
    files.push_back(l);
  }
  for (int r = 0; r < kRanks; ++r) {
    LineLayout l;
    l.start = r * 9;
    for (int f = 0; f < kFiles; ++f) l.squares.push_back(make_square(f, r));
    ranks.push_back(l);
  }
  // Diagonal 1: file + rank constant; diagonal 2: file - rank constant. Each
  // diagonal's squares ordered by file, diagonals packed one after another.
  int offset1 = 0, offset2 = 0;
  for (int k = 0; k <= 16; ++k) {
    LineLayout a, b;
    a.start = offset1;
    b.start = offset2;
    for (int f = 0; f < kFiles; ++f) {
      int r1 = k - f, r2 = f - (k - 8);
      if (on_board(f, r1)) a.squares.push_back(make_square(f, r1));
      if (on_board(f, r2)) b.squares.push_back(make_square(f, r2));
    }
    offset1 += int(a.squares.size());
    offset2 += int(b.squares.size());
    d1.push_back(a);
    d2.push_back(b);
  }
  Bitboard unused[kSquares];
  build_line_tables(files, unused, file_shift, nullptr, file_table);
  build_line_tables(ranks, rank_major_bit, rank_shift, nullptr, rank_table);
  build_line_tables(d1, diag1_bit, diag1_shift, diag1_mask, diag1_table);
  build_line_tables(d2, diag2_bit, diag2_shift, diag2_mask, diag2_table);
}

// Step offsets (file delta, rank delta) from Black's point of view; rank
// delta -1 is forward for Black.
void build_steps() {
  struct Step { int df, dr; };
  const std::vector<Step> pawn = {{0, -1}};
  const std::vector<Step> knight = {{-1, -2}, {1, -2}};
  const std::vector<Step> silver = {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}};
  const std::vector<Step> gold = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
  const std::vector<Step> king = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
  auto fill = [](PieceType pt, const std::vector<Step>& steps) {
    for (int s = 0; s < 2; ++s)
      for (int sq = 0; sq < kSquares; ++sq) {
        Bitboard b = 0;
        for (Step st : steps) {
          int f = file_of(sq) + st.df, r = rank_of(sq) + (s == 0 ? st.dr : -st.dr);
          if (on_board(f, r)) b |= square[make_square(f, r)];
        }
        step[s][pt][sq] = b;
      }
  };
  fill(PAWN, pawn);
  fill(KNIGHT, knight);
  fill(SILVER, silver);
  for (PieceType pt : {GOLD, PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER}) fill(pt, gold);
  for (PieceType pt : {KING, HORSE, DRAGON}) fill(pt, king);  // the step part; sliders add their lines
  // Lance and the sliders' lines: the empty-board rays, used for "could
  // attack" masks (pins, check candidates).
  for (int sq = 0; sq < kSquares; ++sq)
    for (int s = 0; s < 2; ++s) {
      Bitboard fwd = 0;
      for (int r = rank_of(sq) + (s == 0 ? -1 : 1); r >= 0 && r < kRanks; r += (s == 0 ? -1 : 1))
        fwd |= square[make_square(file_of(sq), r)];
      forward_file[s][sq] = fwd;
    }
}

void build_between_and_line() {
  for (int a = 0; a < kSquares; ++a)
    for (int b = 0; b < kSquares; ++b) {
      between[a][b] = line[a][b] = 0;
      if (a == b) continue;
      int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
      bool aligned = df == 0 || dr == 0 || df == dr || df == -dr;
      if (!aligned) continue;
      int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
      for (int f = file_of(a) + sf, r = rank_of(a) + sr; f != file_of(b) || r != rank_of(b); f += sf, r += sr)
        between[a][b] |= square[make_square(f, r)];
      for (int f = file_of(a), r = rank_of(a); on_board(f, r); f += sf, r += sr) line[a][b] |= square[make_square(f, r)];
      for (int f = file_of(a), r = rank_of(a); on_board(f, r); f -= sf, r -= sr) line[a][b] |= square[make_square(f, r)];
    }
}

void build_masks() {
  for (int f = 0; f < kFiles; ++f) {
    file_mask[f] = 0;
    for (int r = 0; r < kRanks; ++r) file_mask[f] |= square[make_square(f, r)];
  }
  for (int r = 0; r < kRanks; ++r) {
    rank_mask[r] = 0;
    for (int f = 0; f < kFiles; ++f) rank_mask[r] |= square[make_square(f, r)];
  }
  zone[0] = rank_mask[0] | rank_mask[1] | rank_mask[2];
  zone[1] = rank_mask[6] | rank_mask[7] | rank_mask[8];
  for (int s = 0; s < 2; ++s) {
    Bitboard last = rank_mask[s == 0 ? 0 : 8], second = rank_mask[s == 0 ? 1 : 7];
    dead[s][PAWN] = dead[s][LANCE] = last;
    dead[s][KNIGHT] = last | second;
  }
}

void build_all() {
  for (int sq = 0; sq < kSquares; ++sq) square[sq] = bit128(sq);
  build_lines();
  build_steps();
  build_between_and_line();
  build_masks();
  combined::init();  // derived from the attack tables just built
}

}  // namespace

void init_tables() {
  static std::once_flag once;
  std::call_once(once, build_all);
}

}  // namespace hensoku::shogi
