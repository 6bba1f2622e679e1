// chu_search_bench: the chu native search path against the Game-interface
// path, side by side in one run.
//   chu_search_bench nps [ms]              each path searches each bench
//                                          position for `ms` (default 3000):
//                                          nodes, nodes/s, depth, the ratio
//   chu_search_bench nps-native [ms]       the native path only (profiling)
//   chu_search_bench depth [d]             the native path to depth d (default 7)
//   chu_search_bench from SFEN [ms] [plies] the native path against itself
//                                          from SFEN: how the game ends
//   chu_search_bench selfplay N [ms] [seed] N games native vs Game path at
//                                          `ms` per move (default 500), colours
//                                          alternated per opening (4 random
//                                          plies), W/D/L for the native path
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "core/prng.h"
#include "search/board_eval.h"
#include "chu/engine/chu_adapter.h"
#include "search/game_adapter.h"
#include "variants/registry.h"

using namespace hensoku;
using namespace hensoku::search;

namespace {

std::unique_ptr<Engine> native_engine() { return std::make_unique<SearchEngine<ChuAdapter>>("chu", ChuAdapter::setup); }
std::unique_ptr<Engine> game_engine() { return make_game_engine("chu", make_chu_evaluator()); }

struct Result {
  BestMove best;
  SearchInfo last;
};

Result think(Engine& engine, const Game& game, const SearchLimits& limits) {
  Result r;
  std::mutex m;
  engine.go(
      game, limits,
      [&](const SearchInfo& info) {
        std::lock_guard lock(m);
        if (info.currmove.empty() && info.text.empty()) r.last = info;
      },
      [&](const BestMove& b) {
        std::lock_guard lock(m);
        r.best = b;
      });
  engine.wait();
  return r;
}

// The start position and three middle games (reached by the native path's
// own play at depth 3, fixed here so the figures stay comparable).
std::vector<std::unique_ptr<Game>> bench_games() {
  static const char* const kSfens[] = {
      "",
      "lfcsgekgscfl/a1b1txot1b1a/mv2d1ndhrvm/pp+Bp1p1pp1pp/4p1p1ip2/3ih7/12/2PIPP1PIP2/PP1P2P1P1PP/MVRHDN1D1RVM/"
      "A1B1TOXT3A/LFCSGKEGSCFL b - 21",
      "lfcsgekgscfl/a1b1txot1b1a/mv2d4rvm/pp1p1p2p1pp/7piph1/3i1n6/4p4N2/2PI2dPIP2/PP1P2P1P1PP/MVR1D2D1RVM/"
      "A1B1TOXT3A/LFCSGKEGSCFL b - 41",
      "lfcsgekgscfl/a1b1tx1to2a/m1d6rm1/pp1p1p4pp/10h1/3i4N3/3n8/4p1PPIP2/PP1P4P1PP/1M2D2D1RVM/A3TOXT3A/"
      "LFCSGKEGSCFL b - 61",
  };
  std::vector<std::unique_ptr<Game>> out;
  for (const char* sfen : kSfens) {
    auto game = create_game("chushogi");
    if (*sfen) game->set_sfen(sfen);
    out.push_back(std::move(game));
  }
  return out;
}

int run_nps(int ms, int paths, int depth = 0) {
  SearchLimits limits;
  limits.movetime = depth > 0 ? 0 : ms;
  limits.depth = depth;
  uint64_t total[2] = {0, 0};
  int64_t time[2] = {0, 0};
  for (auto& game : bench_games()) {
    std::printf("%s\n", game->sfen().c_str());
    const char* names[2] = {"native", "game  "};
    for (int path = 0; path < paths; ++path) {
      auto engine = path == 0 ? native_engine() : game_engine();
      Result r = think(*engine, *game, limits);
      std::printf("  %s depth %2d nodes %10llu time %6lld ms nps %9llu best %s\n", names[path], r.last.depth,
                  (unsigned long long)r.last.nodes, (long long)r.last.time_ms, (unsigned long long)r.last.nps,
                  r.best.move.c_str());
      total[path] += r.last.nodes;
      time[path] += r.last.time_ms;
    }
  }
  uint64_t nps[2];
  for (int p = 0; p < 2; ++p) nps[p] = time[p] > 0 ? total[p] * 1000 / uint64_t(time[p]) : 0;
  std::printf("native: %llu nodes/s, game path: %llu nodes/s, ratio %.1f\n", (unsigned long long)nps[0],
              (unsigned long long)nps[1], nps[1] ? double(nps[0]) / double(nps[1]) : 0.0);
  return 0;
}

// One game; returns +1 / 0 / -1 for the native path.
int play_game(Side native_side, const std::vector<std::string>& opening, int ms) {
  auto game = create_game("chushogi");
  for (const auto& m : opening) game->play(m);
  auto native = native_engine();
  auto generic = game_engine();
  SearchLimits limits;
  limits.movetime = ms;
  for (int ply = 0; ply < 400; ++ply) {
    Outcome o = game->outcome();
    if (o.over()) {
      if (o.kind == Outcome::Kind::Draw) return 0;
      return o.winner == native_side ? 1 : -1;
    }
    Engine& e = game->side_to_move() == native_side ? *native : *generic;
    Result r = think(e, *game, limits);
    if (r.best.move == "resign") return game->side_to_move() == native_side ? -1 : 1;
    game->play(r.best.move);
  }
  return 0;  // adjudicated a draw after 400 plies
}

int run_selfplay(int games, int ms, uint64_t seed) {
  Prng rng(seed);
  int w = 0, d = 0, l = 0;
  std::vector<std::string> opening;
  for (int g = 0; g < games; ++g) {
    if (g % 2 == 0) {  // a new opening: 4 random plies
      opening.clear();
      auto game = create_game("chushogi");
      for (int i = 0; i < 4; ++i) {
        auto moves = game->legal_moves();
        opening.push_back(moves[rng.below(moves.size())]);
        game->play(opening.back());
      }
    }
    Side native_side = g % 2 == 0 ? Side::Black : Side::White;
    int r = play_game(native_side, opening, ms);
    (r > 0 ? w : r < 0 ? l : d)++;
    std::printf("game %d native %s: %s  (W %d D %d L %d)\n", g + 1, native_side == Side::Black ? "black" : "white",
                r > 0 ? "win" : r < 0 ? "loss" : "draw", w, d, l);
    std::fflush(stdout);
  }
  double score = (w + 0.5 * d) / games;
  double clamped = std::min(std::max(score, 0.5 / games), 1.0 - 0.5 / games);
  std::printf("native vs game path: +%d =%d -%d, score %.3f, Elo %+.0f\n", w, d, l, score,
              -400.0 * std::log10(1.0 / clamped - 1.0));
  return 0;
}

// The native path against itself from `sfen` at `ms` per move: how the game
// ends within `plies` (e.g. whether a won ending gets mated).
int run_from(const std::string& sfen, int ms, int plies) {
  auto game = create_game("chushogi");
  game->set_sfen(sfen);
  auto engine = native_engine();
  SearchLimits limits;
  limits.movetime = ms;
  for (int ply = 0; ply < plies; ++ply) {
    Outcome o = game->outcome();
    if (o.over()) {
      std::printf("after %d plies: %s (%s)\n", ply, o.code.c_str(), o.reason.c_str());
      return 0;
    }
    Result r = think(*engine, *game, limits);
    if (r.best.move == "resign") break;
    game->play(r.best.move);
  }
  std::printf("no result after %d plies: %s\n", plies, game->sfen().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "nps";
  if (mode == "nps") return run_nps(argc > 2 ? std::atoi(argv[2]) : 3000, 2);
  if (mode == "depth") return run_nps(0, 1, argc > 2 ? std::atoi(argv[2]) : 7);
  if (mode == "nps-native") return run_nps(argc > 2 ? std::atoi(argv[2]) : 3000, 1);
  if (mode == "selfplay")
    return run_selfplay(argc > 2 ? std::atoi(argv[2]) : 10, argc > 3 ? std::atoi(argv[3]) : 500,
                        argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1);
  if (mode == "from" && argc > 2)
    return run_from(argv[2], argc > 3 ? std::atoi(argv[3]) : 250, argc > 4 ? std::atoi(argv[4]) : 200);
  std::fprintf(stderr, "usage: chu_search_bench nps|nps-native [ms] | depth [d] | from SFEN [ms] [plies] | selfplay N [ms] [seed]\n");
  return 2;
}
