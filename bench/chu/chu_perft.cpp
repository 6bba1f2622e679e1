// chu_perft <depth> [sfen] [ChuRules]: perft by outcome with its rate, the
// figure compared with shogiops in docs/benchmarks/chu.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "chu/chu_game.h"

int main(int argc, char** argv) {
  using namespace hensoku;
  try {
    int depth = argc > 1 ? std::atoi(argv[1]) : 4;
    RuleOptions options;
    if (argc > 3) options["ChuRules"] = argv[3];
    chu::ChuGame game(options);
    if (argc > 2 && std::string(argv[2]) != "startpos") game.set_sfen(argv[2]);
    auto t0 = std::chrono::steady_clock::now();
    uint64_t n = game.perft(depth);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("chu perft %d: %llu moves in %.3f s, %.2f M moves/s\n", depth, (unsigned long long)n, s,
                s > 0 ? double(n) / s / 1e6 : 0.0);
    return 0;
  } catch (const InputError& e) {
    std::fprintf(stderr, "chu_perft: %s\n", e.what());
    return 2;
  }
}
