// Shogi-family evaluation over the board view: material with hand pieces
// (combined merge pieces count their parts), promotion-rank and king-safety
// terms. Values in centipawns, a pawn on the board about 100.
#include <array>
#include <cctype>
#include <cstdlib>
#include <string>

#include "search/board_eval.h"

namespace hensoku::search {

namespace {

// Board values of the unpromoted letters and of their promoted forms.
int letter_value(char c, bool promoted) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P': return promoted ? 520 : 100;
    case 'L': return promoted ? 500 : 280;
    case 'N': return promoted ? 510 : 310;
    case 'S': return promoted ? 500 : 420;
    case 'G': return 480;
    case 'B': return promoted ? 900 : 640;
    case 'R': return promoted ? 1050 : 720;
    default: return 0;  // king, or a letter this evaluation does not know
  }
}

// "+P", "p", and combined pieces written as several letters ("NB", "+L+N"):
// the sum of the parts, each '+' promoting the letter after it.
int token_value(const std::string& token) {
  int v = 0;
  bool promoted = false;
  for (char c : token) {
    if (c == '+') {
      promoted = true;
      continue;
    }
    if (std::isalpha(static_cast<unsigned char>(c))) v += letter_value(c, promoted);
    promoted = false;
  }
  return v;
}

// A piece in hand can go anywhere: worth a little more than on the board.
int hand_value(const std::string& letter) { return token_value(letter) * 115 / 100; }

bool is_black(const std::string& token) {
  for (char c : token)
    if (std::isalpha(static_cast<unsigned char>(c))) return std::isupper(static_cast<unsigned char>(c));
  return true;
}

bool is_king(const std::string& token) { return token == "K" || token == "k"; }
bool is_major(const std::string& token) {
  for (char c : token)
    if (c == 'R' || c == 'r' || c == 'B' || c == 'b') return true;
  return false;
}

class ShogiEvaluator final : public BoardEvaluator {
 public:
  int evaluate(const Game&, const BoardView& v) const override {
    int score[2] = {0, 0};
    int king[2] = {-1, -1};
    for (int i = 0; i < int(v.cells.size()); ++i) {
      const std::string& t = v.cells[size_t(i)];
      if (t.empty()) continue;
      int side = is_black(t) ? 0 : 1;
      if (is_king(t)) {
        king[side] = i;
        continue;
      }
      score[side] += token_value(t);
      // Unpromoted minor pieces gain as they approach the promotion zone.
      int rank = i / v.files;
      int advance = side == 0 ? (v.ranks - 1 - rank) : rank;  // 0 on the own back rank
      if (t.size() == 1 && std::toupper(static_cast<unsigned char>(t[0])) != 'G') score[side] += advance * 4;
    }
    for (int s = 0; s < 2; ++s)
      for (const auto& [letter, count] : v.hands[s]) score[s] += count * hand_value(letter);
    for (int s = 0; s < 2; ++s)
      if (king[s] >= 0) score[s] += king_safety(v, king[s], s);
    int diff = score[0] - score[1] + (v.to_move == Side::Black ? 20 : -20);  // tempo
    return v.to_move == Side::Black ? diff : -diff;
  }

  int piece_value(const std::string& token) const override { return is_king(token) ? 2000 : token_value(token); }

 private:
  // Defenders next to the king are good; attackers near it, and enemy
  // pieces in hand (drops), are dangerous.
  static int king_safety(const BoardView& v, int king, int side) {
    int kr = king / v.files, kc = king % v.files;
    int s = 0;
    for (int i = 0; i < int(v.cells.size()); ++i) {
      const std::string& t = v.cells[size_t(i)];
      if (t.empty() || i == king) continue;
      int d = std::max(std::abs(i / v.files - kr), std::abs(i % v.files - kc));
      if (d > 2) continue;
      bool friendly = (is_black(t) ? 0 : 1) == side;
      if (friendly) s += d == 1 ? 16 : 6;
      else s -= (d == 1 ? 30 : 18) + (is_major(t) ? 20 : 0);
    }
    int enemy_hand = 0;
    for (const auto& [letter, count] : v.hands[1 - side]) enemy_hand += count * (letter == "P" ? 1 : 4);
    return s - enemy_hand * 3;
  }
};

}  // namespace

std::shared_ptr<const BoardEvaluator> make_shogi_evaluator() { return std::make_shared<ShogiEvaluator>(); }

}  // namespace hensoku::search
