// Hasami-family evaluation over the board view: stones, custodian-capture
// threats, and for the five-in-a-row games (Dai Hasami, HS-2) open lines of
// five outside the mover's home ranks.
#include <cstdlib>
#include <string>

#include "search/board_eval.h"

namespace hensoku::search {

namespace {

struct HasamiTerms {
  bool five_in_row = false;  // HS-2 win rule
  bool diagonal = false;     // HS-2a/2b
  int stone = 100;
};

HasamiTerms terms_for(const std::string& variant) {
  HasamiTerms t;
  if (variant.rfind("daihasami", 0) == 0) {
    t.five_in_row = true;
    t.diagonal = variant != "daihasami";  // -diagonal and -onestep (HS-2a, HS-2b)
    t.stone = 40;  // captures do not win by themselves (HS-2.3)
  }
  return t;
}

int side_of(const std::string& cell) { return cell.empty() ? -1 : (cell[0] >= 'a' ? 1 : 0); }

class HasamiEvaluator final : public BoardEvaluator {
 public:
  int evaluate(const Game& game, const BoardView& v) const override {
    const HasamiTerms t = terms_for(game.variant());
    int score[2] = {0, 0};
    const int n = v.files, m = v.ranks;
    auto at = [&](int r, int c) -> int { return (r < 0 || r >= m || c < 0 || c >= n) ? -2 : side_of(v.cells[size_t(r * n + c)]); };
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < n; ++c) {
        int s = at(r, c);
        if (s < 0) continue;
        score[s] += t.stone;
        // A stone with an enemy on one side and an empty square on the
        // other can be sandwiched next move.
        static const int axes[2][2] = {{0, 1}, {1, 0}};
        for (const auto& a : axes) {
          int x = at(r + a[0], c + a[1]), y = at(r - a[0], c - a[1]);
          if ((x == 1 - s && y == -1) || (y == 1 - s && x == -1)) score[s] -= t.stone / 5;
        }
        // Room to move.
        for (const auto& a : axes) {
          score[s] += at(r + a[0], c + a[1]) == -1 ? 2 : 0;
          score[s] += at(r - a[0], c - a[1]) == -1 ? 2 : 0;
        }
      }
    if (t.five_in_row) {
      score[0] += lines(v, 0, t.diagonal);
      score[1] += lines(v, 1, t.diagonal);
    }
    int diff = score[0] - score[1] + (v.to_move == Side::Black ? 10 : -10);
    return v.to_move == Side::Black ? diff : -diff;
  }

  int piece_value(const std::string&) const override { return 100; }

 private:
  // Windows of five squares outside the side's two home ranks holding only
  // its stones: the fuller, the closer to a win.
  static int lines(const BoardView& v, int side, bool diagonal) {
    static const int weight[6] = {0, 1, 6, 30, 160, 1000};
    const int n = v.files, m = v.ranks;
    int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int ndirs = diagonal ? 4 : 2;
    int total = 0;
    for (int r = 0; r < m; ++r)
      for (int c = 0; c < n; ++c)
        for (int d = 0; d < ndirs; ++d) {
          int own = 0;
          bool open = true;
          for (int k = 0; k < 5 && open; ++k) {
            int rr = r + dirs[d][0] * k, cc = c + dirs[d][1] * k;
            if (rr < 0 || rr >= m || cc < 0 || cc >= n) { open = false; break; }
            bool home = side == 0 ? rr >= m - 2 : rr < 2;
            if (home) { open = false; break; }
            int s = side_of(v.cells[size_t(rr * n + cc)]);
            if (s == 1 - side) open = false;
            else if (s == side) ++own;
          }
          if (open) total += weight[own];
        }
    return total;
  }
};

}  // namespace

std::shared_ptr<const BoardEvaluator> make_hasami_evaluator() {
  return std::make_shared<HasamiEvaluator>();
}

}  // namespace hensoku::search
