// chu_search_bench: the chu engine's speed and endings.
//   chu_search_bench nps [ms]              each bench position searched for
//                                          `ms` (default 3000): nodes,
//                                          nodes/s, depth
//   chu_search_bench depth [d]             each position to depth d (default 7)
//   chu_search_bench from SFEN [ms] [plies] the engine against itself
//                                          from SFEN: how the game ends
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "chu/engine/chu_adapter.h"
#include "variants/registry.h"

using namespace hensoku;
using namespace hensoku::search;
using namespace hensoku::chu::engine;

namespace {

std::unique_ptr<Engine> native_engine() { return std::make_unique<SearchEngine<ChuAdapter>>("chu", ChuAdapter::setup); }

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

int run_nps(int ms, int depth = 0) {
  SearchLimits limits;
  limits.movetime = depth > 0 ? 0 : ms;
  limits.depth = depth;
  uint64_t total = 0;
  int64_t time = 0;
  for (auto& game : bench_games()) {
    std::printf("%s\n", game->sfen().c_str());
    auto engine = native_engine();
    Result r = think(*engine, *game, limits);
    std::printf("  depth %2d nodes %10llu time %6lld ms nps %9llu best %s\n", r.last.depth,
                (unsigned long long)r.last.nodes, (long long)r.last.time_ms, (unsigned long long)r.last.nps,
                r.best.move.c_str());
    total += r.last.nodes;
    time += r.last.time_ms;
  }
  std::printf("%llu nodes/s\n", (unsigned long long)(time > 0 ? total * 1000 / uint64_t(time) : 0));
  return 0;
}

// The engine against itself from `sfen` at `ms` per move: how the game
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
  if (mode == "nps") return run_nps(argc > 2 ? std::atoi(argv[2]) : 3000);
  if (mode == "depth") return run_nps(0, argc > 2 ? std::atoi(argv[2]) : 7);
  if (mode == "from" && argc > 2)
    return run_from(argv[2], argc > 3 ? std::atoi(argv[3]) : 250, argc > 4 ? std::atoi(argv[4]) : 200);
  std::fprintf(stderr, "usage: chu_search_bench nps [ms] | depth [d] | from SFEN [ms] [plies]\n");
  return 2;
}
