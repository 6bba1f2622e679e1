#pragma once
// A deliberately naive second implementation of the hasami rules (arrays and
// loops, no bitboards, no tables) that the property tests compare the fast
// position against: moves, captured squares, results and perft.
#include <algorithm>
#include <string>
#include <vector>

#include "hasami/notation.h"
#include "hasami/position.h"

namespace hensoku::hasami::testing {

struct RefMove {
  int fr, fc, tr, tc;
  bool jump;
};

class RefModel {
 public:
  explicit RefModel(const Position& pos) : rules_(pos.rules()), n_(pos.geo().size) {
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        const int sq = r * n_ + c;
        cell_[r][c] = pos.stones(Side::Black) & bit128(sq) ? 'B' : pos.stones(Side::White) & bit128(sq) ? 'W' : '.';
      }
    to_move_ = pos.side_to_move() == Side::Black ? 'B' : 'W';
    captured_[0] = pos.captures(Side::Black);
    captured_[1] = pos.captures(Side::White);
  }

  std::vector<RefMove> moves() const {
    std::vector<RefMove> out;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) {
        if (cell_[r][c] != to_move_) continue;
        for (int d = 0; d < 4; ++d) {
          for (int k = 1;; ++k) {
            const int tr = r + k * dr[d], tc = c + k * dc[d];
            if (!on(tr, tc) || cell_[tr][tc] != '.') break;
            out.push_back({r, c, tr, tc, false});
            if (rules_.mode == MoveMode::Step) break;
          }
          const int or_ = r + dr[d], oc = c + dc[d], lr = r + 2 * dr[d], lc = c + 2 * dc[d];
          if (rules_.jumps && on(lr, lc) && cell_[or_][oc] != '.' && cell_[lr][lc] == '.')
            out.push_back({r, c, lr, lc, true});
        }
      }
    return out;
  }

  // Plays m and returns the captured squares (as "5d" names).
  std::vector<std::string> play(const RefMove& m) {
    const char us = to_move_, them = us == 'B' ? 'W' : 'B';
    cell_[m.fr][m.fc] = '.';
    cell_[m.tr][m.tc] = us;
    std::vector<std::pair<int, int>> taken;
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (int d = 0; d < 4; ++d) {
      std::vector<std::pair<int, int>> run;
      int r = m.tr + dr[d], c = m.tc + dc[d];
      while (on(r, c) && cell_[r][c] == them) run.push_back({r, c}), r += dr[d], c += dc[d];
      if (!run.empty() && on(r, c) && cell_[r][c] == us) taken.insert(taken.end(), run.begin(), run.end());
    }
    if (rules_.intervention)
      for (int d = 0; d < 4; d += 2) {
        const int ar = m.tr + dr[d], ac = m.tc + dc[d], br = m.tr + dr[d + 1], bc = m.tc + dc[d + 1];
        if (on(ar, ac) && on(br, bc) && cell_[ar][ac] == them && cell_[br][bc] == them)
          taken.push_back({ar, ac}), taken.push_back({br, bc});
      }
    if (rules_.corner_capture)
      for (int cr : {0, n_ - 1})
        for (int cc : {0, n_ - 1}) {
          const int vr = cr == 0 ? 1 : n_ - 2, hc = cc == 0 ? 1 : n_ - 2;  // the two neighbours
          const bool landed = (m.tr == vr && m.tc == cc) || (m.tr == cr && m.tc == hc);
          if (landed && cell_[cr][cc] == them && cell_[vr][cc] == us && cell_[cr][hc] == us) taken.push_back({cr, cc});
        }
    std::sort(taken.begin(), taken.end());
    taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
    std::vector<std::string> names;
    for (auto [r, c] : taken) {
      cell_[r][c] = '.';
      names.push_back(name(r, c));
    }
    if (rules_.counts_captures()) captured_[us == 'B' ? 0 : 1] += int(taken.size());
    to_move_ = them;
    return names;
  }

  // The result code as Game::outcome gives it, "" while the game goes on
  // (repetition and ply limit left out).
  std::string result() const {
    const char mover = to_move_ == 'B' ? 'W' : 'B';
    const int mine = count(to_move_);
    switch (rules_.win) {
      case WinRule::ReduceToOne:
        if (mine <= 1) return "reduced-to-one";
        break;
      case WinRule::CaptureAll:
        if (mine == 0) return "all-captured";
        break;
      case WinRule::FiveInRow:
        if (has_five(mover)) return "five-in-a-row";
        if (count('B') < 5 && count('W') < 5) return "both-under-five";
        break;
      case WinRule::CaptureCount: {
        const int m = captured_[mover == 'B' ? 0 : 1], t = captured_[to_move_ == 'B' ? 0 : 1];
        if (m >= 5) return "captured-five";
        if (t - m >= 3) return "lead-held";
        break;
      }
    }
    return moves().empty() ? "no-legal-move" : "";
  }

  uint64_t perft(int depth) const {
    if (depth == 0) return 1;
    const std::string r = result();
    if (!r.empty()) return 0;
    uint64_t total = 0;
    for (const RefMove& m : moves()) {
      RefModel next = *this;
      next.play(m);
      total += next.perft(depth - 1);
    }
    return total;
  }

  std::string move_name(const RefMove& m) const { return name(m.fr, m.fc) + name(m.tr, m.tc); }

 private:
  bool on(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }
  std::string name(int r, int c) const { return std::string{char('0' + n_ - c), char('a' + r)}; }
  int count(char who) const {
    int k = 0;
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c) k += cell_[r][c] == who;
    return k;
  }
  bool outside_home(char who, int r) const { return who == 'B' ? r < n_ - 2 : r > 1; }
  bool has_five(char who) const {
    std::vector<std::pair<int, int>> dirs = {{0, 1}, {1, 0}};
    if (rules_.diagonal_fives) dirs.push_back({1, 1}), dirs.push_back({1, -1});
    for (int r = 0; r < n_; ++r)
      for (int c = 0; c < n_; ++c)
        for (auto [dr, dc] : dirs) {
          int k = 0;
          while (k < 5 && on(r + k * dr, c + k * dc) && cell_[r + k * dr][c + k * dc] == who &&
                 outside_home(who, r + k * dr))
            ++k;
          if (k == 5) return true;
        }
    return false;
  }

  const Rules& rules_;
  int n_;
  char cell_[kMaxSize][kMaxSize];
  char to_move_;
  int captured_[2];
};

}  // namespace hensoku::hasami::testing
