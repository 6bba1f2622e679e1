// Micro-benchmarks of the shogi rules core. Run:
//   build/<tree>/bench/shogi/shogi_bench
#include <benchmark/benchmark.h>

#include "shogi/perft.h"

namespace hensoku::shogi {
namespace {

const char* const kStart = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const char* const kMatsuri = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1";
const char* const kMaxMoves = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
const char* const kInCheck = "4k4/9/9/9/4R4/9/9/9/4K4 w gsp 1";

Position at(const char* sfen) {
  Position p;
  p.set_sfen(sfen);
  return p;
}

void generate_moves(benchmark::State& state, const char* sfen) {
  Position p = at(sfen);
  MoveList list;
  for (auto _ : state) {
    generate_legal(p, list);
    benchmark::DoNotOptimize(list.size);
  }
  state.counters["moves"] = list.size;
  state.SetItemsProcessed(int64_t(state.iterations()) * list.size);
}
BENCHMARK_CAPTURE(generate_moves, start, kStart);
BENCHMARK_CAPTURE(generate_moves, matsuri, kMatsuri);
BENCHMARK_CAPTURE(generate_moves, max_moves_593, kMaxMoves);
BENCHMARK_CAPTURE(generate_moves, in_check, kInCheck);

void make_unmake(benchmark::State& state, const char* sfen) {
  Position p = at(sfen);
  MoveList list;
  generate_legal(p, list);
  for (auto _ : state) {
    for (Move m : list) {
      p.do_move(m);
      p.undo_move();
    }
    benchmark::DoNotOptimize(p.key());
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * list.size);
}
BENCHMARK_CAPTURE(make_unmake, start, kStart);
BENCHMARK_CAPTURE(make_unmake, matsuri, kMatsuri);

void perft_nodes(benchmark::State& state, const char* sfen, int depth) {
  Position p = at(sfen);
  uint64_t nodes = 0;
  for (auto _ : state) nodes = perft(p, depth);
  state.counters["nodes"] = double(nodes);
  state.SetItemsProcessed(int64_t(state.iterations() * nodes));
}
BENCHMARK_CAPTURE(perft_nodes, start_depth4, kStart, 4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(perft_nodes, matsuri_depth3, kMatsuri, 3)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace hensoku::shogi

BENCHMARK_MAIN();
