#include "search/bench.h"

#include <mutex>
#include <vector>

#include "core/timer.h"
#include "search/engine.h"
#include "variants/registry.h"

namespace hensoku {

namespace {

struct BenchPosition {
  const char* variant;
  const char* sfen;   // "" = the start position
  const char* moves;  // played from it, space-separated
  int depth;         // default depth (the Game-interface paths are slower)
};

const std::vector<BenchPosition>& bench_positions() {
  static const std::vector<BenchPosition> positions = {
      {"shogi", "", "", 12},
      {"shogi", "", "7g7f 3c3d 2g2f 4c4d 3i4h 3a4b 5i6h 5a6b 6h7h 4a3b", 12},
      {"shogi", "", "7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d B*5e 8d8e", 11},
      {"shogi", "8k/9/9/9/9/9/9/9/K8 b 2R 1", "", 8},
      {"forcedcapture", "", "7g7f 3c3d 8h2b+ 3a2b 2g2f 8c8d", 11},
      {"friendcapture", "", "7g7f 3c3d", 9},
      {"chushogi", "", "", 3},
      {"daihasami", "", "", 4},
      {"hasami", "", "", 4},
      {"makayek", "", "", 4},
  };
  return positions;
}

}  // namespace

BenchResult run_bench(int depth, const std::function<void(const std::string&)>& on_position) {
  BenchResult total;
  int64_t start = now_ms();
  for (const auto& p : bench_positions()) {
    if (!registry().find(p.variant)) continue;  // a family not built in this tree
    auto game = create_game(p.variant);
    if (*p.sfen) game->set_sfen(p.sfen);
    std::string moves = p.moves;
    for (size_t at = 0; at < moves.size();) {
      size_t end = moves.find(' ', at);
      if (end == std::string::npos) end = moves.size();
      game->play(moves.substr(at, end - at));
      at = end + 1;
    }
    auto engine = create_engine(p.variant);
    SearchLimits limits;
    limits.depth = depth > 0 ? depth : p.depth;
    uint64_t nodes = 0;
    const int64_t position_start = now_ms();
    std::mutex m;
    engine->go(
        *game, limits,
        [&](const SearchInfo& info) {
          std::lock_guard lock(m);
          if (info.currmove.empty() && info.text.empty()) nodes = info.nodes;
        },
        [](const BestMove&) {});
    engine->wait();
    total.nodes += nodes;
    // Per position also the time and speed, so one family's nodes/s can be
    // read beside a peer's (the Game-interface paths are far slower).
    const int64_t ms = now_ms() - position_start;
    const uint64_t nps = ms > 0 ? nodes * 1000 / uint64_t(ms) : nodes;
    if (on_position)
      on_position(std::string(p.variant) + " " + game->sfen() + ": " + std::to_string(nodes) + " (" +
                  std::to_string(ms) + " ms, " + std::to_string(nps) + " nodes/s)");
  }
  total.time_ms = now_ms() - start;
  total.nps = total.time_ms > 0 ? total.nodes * 1000 / uint64_t(total.time_ms) : total.nodes;
  return total;
}

}  // namespace hensoku
