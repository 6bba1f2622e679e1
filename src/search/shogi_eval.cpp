// Shogi-family evaluation over the board view (the Game path: mergeshogi,
// and any shogi-family game the native paths do not take): material with
// hand pieces (combined merge pieces count their parts), advancement and the
// king's surroundings, each a named weight (board_params.h) times a count.
// Values in centipawns, a pawn on the board about 100.
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

#include "search/board_eval.h"
#include "search/board_params.h"

namespace hensoku::search {

namespace {

bool is_upper(char c) { return std::isupper(static_cast<unsigned char>(c)) != 0; }
char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }

// The board weight of an unpromoted letter or of its promoted form; -1 for
// the king or a letter this evaluation does not know (worth nothing).
int letter_param(char c, bool promoted) {
  switch (upper(c)) {
    case 'P': return promoted ? kBoard_tokin : kBoard_pawn;
    case 'L': return promoted ? kBoard_pro_lance : kBoard_lance;
    case 'N': return promoted ? kBoard_pro_knight : kBoard_knight;
    case 'S': return promoted ? kBoard_pro_silver : kBoard_silver;
    case 'G': return kBoard_gold;
    case 'B': return promoted ? kBoard_horse : kBoard_bishop;
    case 'R': return promoted ? kBoard_dragon : kBoard_rook;
    default: return -1;
  }
}

int hand_param(char c) {
  switch (upper(c)) {
    case 'P': return kBoard_hand_pawn;
    case 'L': return kBoard_hand_lance;
    case 'N': return kBoard_hand_knight;
    case 'S': return kBoard_hand_silver;
    case 'G': return kBoard_hand_gold;
    case 'B': return kBoard_hand_bishop;
    case 'R': return kBoard_hand_rook;
    default: return -1;
  }
}

int advance_param(char c) {
  switch (upper(c)) {
    case 'P': return kBoard_advance_pawn;
    case 'L': return kBoard_advance_lance;
    case 'N': return kBoard_advance_knight;
    case 'S': return kBoard_advance_silver;
    case 'B':
    case 'R': return kBoard_advance_major;
    default: return -1;  // gold: it does not promote
  }
}

// What a token is made of: its parts' weights ("+P", "p", and combined
// pieces written as their parts' tokens side by side, "NB", "+L+N").
struct TokenParts {
  int params[2] = {-1, -1};
  int count = 0;
  bool black = true;
  bool king = false;
  bool major = false;     // a bishop or rook part, promoted or not
  bool promoted = false;  // a promoted part
};

TokenParts parts_of(const std::string& token) {
  TokenParts t;
  bool promoted = false;
  bool first_letter = true;
  for (char c : token) {
    if (c == '+') {
      promoted = true;
      continue;
    }
    if (!std::isalpha(static_cast<unsigned char>(c))) continue;
    if (first_letter) t.black = is_upper(c);
    first_letter = false;
    if (upper(c) == 'K') t.king = true;
    if (upper(c) == 'B' || upper(c) == 'R') t.major = true;
    t.promoted = t.promoted || promoted;
    if (t.count < 2) t.params[t.count++] = letter_param(c, promoted);
    promoted = false;
  }
  return t;
}

// Own pieces next to the king and two steps away are good; enemy pieces
// there (more so with a bishop or rook part), and enemy pieces in hand
// (drops), are dangerous. Adds `sign` times each count.
void king_features(const BoardView& v, int king, int side, int sign, BoardShogiFeatures& f) {
  const int kr = king / v.files, kc = king % v.files;
  for (int i = 0; i < int(v.cells.size()); ++i) {
    const std::string& token = v.cells[size_t(i)];
    if (token.empty() || i == king) continue;
    const int d = std::max(std::abs(i / v.files - kr), std::abs(i % v.files - kc));
    if (d > 2) continue;
    const TokenParts t = parts_of(token);
    if ((t.black ? 0 : 1) == side) {
      f[d == 1 ? kBoard_king_near_own : kBoard_king_around_own] += sign;
    } else {
      f[d == 1 ? kBoard_king_near_enemy : kBoard_king_around_enemy] += sign;
      if (t.major) f[kBoard_king_enemy_major] += sign;
    }
  }
  for (const auto& [letter, count] : v.hands[size_t(1 - side)])
    f[letter == "P" ? kBoard_king_enemy_hand_pawn : kBoard_king_enemy_hand_piece] += sign * count;
}

class ShogiEvaluator final : public BoardEvaluator {
 public:
  explicit ShogiEvaluator(const BoardShogiParams& params) : params_(&params) {}

  int evaluate(const Game&, const BoardView& v) const override { return evaluate_board_shogi(v, *params_); }

  int piece_value(const std::string& token) const override {
    return parts_of(token).king ? 2000 : board_shogi_token_value(token, *params_);
  }

  std::shared_ptr<const BoardEvaluator> with_params(const std::string& variant,
                                                    const EngineSettings& settings) const override {
    return std::make_shared<ShogiEvaluator>(board_shogi_selected_params(variant, settings));
  }

 private:
  const BoardShogiParams* params_;
};

}  // namespace

void board_shogi_features(const BoardView& v, BoardShogiFeatures& f) {
  f.fill(0);
  int king[2] = {-1, -1};
  for (int i = 0; i < int(v.cells.size()); ++i) {
    const std::string& token = v.cells[size_t(i)];
    if (token.empty()) continue;
    const TokenParts t = parts_of(token);
    const int side = t.black ? 0 : 1;
    const int sign = side == 0 ? 1 : -1;
    if (t.king) {
      king[side] = i;
      continue;
    }
    for (int p = 0; p < t.count; ++p)
      if (t.params[p] >= 0) f[size_t(t.params[p])] += sign;
    // Pieces gain as they approach the promotion zone: unpromoted single
    // pieces but gold, and combined pieces.
    const int rank = i / v.files;
    const int advance = side == 0 ? (v.ranks - 1 - rank) : rank;  // 0 on the own back rank
    if (t.count == 2) {
      f[kBoard_combined] += sign;
      if (t.major) f[kBoard_combined_major] += sign;
      if (t.promoted) f[kBoard_combined_promoted] += sign;
      f[kBoard_advance_combined] += sign * advance;
    } else if (token.size() == 1) {
      if (int a = advance_param(token[0]); a >= 0) f[size_t(a)] += sign * advance;
    }
  }
  for (int s = 0; s < 2; ++s)
    for (const auto& [letter, count] : v.hands[size_t(s)])
      if (int h = letter.empty() ? -1 : hand_param(letter[0]); h >= 0) f[size_t(h)] += (s == 0 ? 1 : -1) * count;
  for (int s = 0; s < 2; ++s)
    if (king[s] >= 0) king_features(v, king[s], s, s == 0 ? 1 : -1, f);
  f[kBoard_tempo] = v.to_move == Side::Black ? 1 : -1;
  // Black's view so far: turn it to the side to move's.
  if (v.to_move != Side::Black)
    for (int& x : f) x = -x;
}

int evaluate_board_shogi(const BoardView& view, const BoardShogiParams& params) {
  BoardShogiFeatures f;
  board_shogi_features(view, f);
  int score = 0;
  for (size_t i = 0; i < f.size(); ++i) score += f[i] * params[i];
  return score;
}

int board_shogi_token_value(const std::string& token, const BoardShogiParams& params) {
  const TokenParts t = parts_of(token);
  int v = 0;
  for (int p = 0; p < t.count; ++p)
    if (t.params[p] >= 0) v += params[size_t(t.params[p])];
  return v;
}

std::shared_ptr<const BoardEvaluator> make_shogi_evaluator() {
  return std::make_shared<ShogiEvaluator>(kBoardShogiUntunedParams);
}

}  // namespace hensoku::search
