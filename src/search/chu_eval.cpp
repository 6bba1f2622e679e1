// Chu shogi evaluation over the board view: material for all 29 kinds,
// a second royal (crown prince) as insurance, royal safety, lion activity.
#include <cctype>
#include <cstdlib>
#include <map>
#include <string>

#include "search/board_eval.h"

namespace hensoku::search {

namespace {

// Centipawns, a pawn 100. Tokens as chu SFEN writes them, Black's (uppercase).
const std::map<std::string, int>& chu_values() {
  static const std::map<std::string, int> values = {
      {"P", 100},  {"I", 160},   {"C", 260},  {"S", 320},  {"G", 360},   {"F", 360},  {"L", 300},
      {"A", 360},  {"T", 380},   {"E", 420},  {"O", 440},  {"X", 460},   {"M", 440},  {"V", 500},
      {"B", 560},  {"R", 660},   {"H", 780},  {"D", 880},  {"Q", 1150},  {"N", 1800}, {"K", 0},
      {"+P", 360}, {"+I", 420},  {"+C", 440}, {"+S", 500}, {"+G", 660},  {"+F", 560}, {"+L", 620},
      {"+A", 560}, {"+T", 680},  {"+E", 0},   {"+O", 1800}, {"+X", 1150}, {"+M", 820}, {"+V", 900},
      {"+B", 780}, {"+R", 880},  {"+H", 1050}, {"+D", 1150},
  };
  return values;
}

std::string upper(const std::string& t) {
  std::string u = t;
  for (char& c : u) c = char(std::toupper(static_cast<unsigned char>(c)));
  return u;
}

bool is_black(const std::string& t) {
  for (char c : t)
    if (std::isalpha(static_cast<unsigned char>(c))) return std::isupper(static_cast<unsigned char>(c));
  return true;
}

int value_of(const std::string& upper_token) {
  auto it = chu_values().find(upper_token);
  return it == chu_values().end() ? 0 : it->second;
}

bool is_royal(const std::string& u) { return u == "K" || u == "+E"; }
bool is_lion(const std::string& u) { return u == "N" || u == "+O"; }

class ChuEvaluator final : public BoardEvaluator {
 public:
  int evaluate(const Game&, const BoardView& v) const override {
    int score[2] = {0, 0};
    int royals[2] = {0, 0};
    int royal_sq[2][2] = {{-1, -1}, {-1, -1}};
    for (int i = 0; i < int(v.cells.size()); ++i) {
      const std::string& t = v.cells[size_t(i)];
      if (t.empty()) continue;
      int side = is_black(t) ? 0 : 1;
      std::string u = upper(t);
      score[side] += value_of(u);
      if (is_royal(u)) {
        if (royals[side] < 2) royal_sq[side][royals[side]] = i;
        ++royals[side];
      }
      int rank = i / v.files, col = i % v.files;
      if (u == "P") score[side] += 3 * (side == 0 ? (v.ranks - 1 - rank) : rank);
      if (is_lion(u)) {  // a central lion reaches more
        int dc = std::abs(2 * col - (v.files - 1)), dr = std::abs(2 * rank - (v.ranks - 1));
        score[side] += 30 - 2 * (dc + dr);
      }
    }
    for (int s = 0; s < 2; ++s) {
      if (royals[s] >= 2) score[s] += 400;  // losing one royal no longer loses the game
      for (int r = 0; r < 2 && r < royals[s]; ++r) score[s] += royal_safety(v, royal_sq[s][r], s) / royals[s];
    }
    int diff = score[0] - score[1] + (v.to_move == Side::Black ? 20 : -20);
    return v.to_move == Side::Black ? diff : -diff;
  }

  int piece_value(const std::string& token) const override {
    std::string u = upper(token);
    return is_royal(u) ? 3000 : value_of(u);
  }

 private:
  static int royal_safety(const BoardView& v, int royal, int side) {
    if (royal < 0) return 0;
    int rr = royal / v.files, rc = royal % v.files;
    int s = 0;
    for (int i = 0; i < int(v.cells.size()); ++i) {
      const std::string& t = v.cells[size_t(i)];
      if (t.empty() || i == royal) continue;
      int d = std::max(std::abs(i / v.files - rr), std::abs(i % v.files - rc));
      if (d > 3) continue;
      bool friendly = (is_black(t) ? 0 : 1) == side;
      std::string u = upper(t);
      if (friendly) s += d == 1 ? 12 : 4;
      else s -= is_lion(u) ? (d <= 2 ? 250 : 80) : (d == 1 ? 40 : d == 2 ? 20 : 8);
    }
    return s;
  }
};

}  // namespace

std::shared_ptr<const BoardEvaluator> make_chu_evaluator() { return std::make_shared<ChuEvaluator>(); }

}  // namespace hensoku::search
