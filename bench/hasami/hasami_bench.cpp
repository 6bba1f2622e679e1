// Google Benchmark micro-benchmarks for the hasami family. Perft reports
// leaf moves per second as "moves/s" (the figure docs/benchmarks/hasami.md
// compares); deep perft from the CLI: `hensoku perft --variant hasami --depth 5`.
#include <benchmark/benchmark.h>

#include "hasami/movegen.h"
#include "hasami/notation.h"
#include "hasami/perft.h"

namespace hensoku::hasami {
namespace {

Position start(const char* variant) {
  Position pos(rules_for(variant));
  pos.set_start();
  return pos;
}

// A middlegame position with stones scattered, for generation and captures.
Position middlegame() {
  Position pos(rules_for("hasami"));
  read_sfen(pos, "1pp1p1pp1/3P5/p4p3/2P3P2/4p4/1P5P1/9/P2P2P2/4P4 b - 31");
  return pos;
}

void perft_bench(benchmark::State& state, const char* variant) {
  Position pos = start(variant);
  const int depth = int(state.range(0));
  uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = perft(pos, depth);
    benchmark::DoNotOptimize(leaves);
  }
  state.counters["moves/s"] =
      benchmark::Counter(double(leaves) * double(state.iterations()), benchmark::Counter::kIsRate);
  state.counters["leaves"] = double(leaves);
}

void BM_PerftHasami(benchmark::State& s) { perft_bench(s, "hasami"); }
void BM_PerftDaiHasami(benchmark::State& s) { perft_bench(s, "daihasami"); }
void BM_PerftDaiHasamiDiagonal(benchmark::State& s) { perft_bench(s, "daihasami-diagonal"); }
void BM_PerftOneStep18(benchmark::State& s) { perft_bench(s, "hasami-onestep18"); }
void BM_PerftMakayek(benchmark::State& s) { perft_bench(s, "makayek"); }
BENCHMARK(BM_PerftHasami)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftDaiHasami)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftDaiHasamiDiagonal)->Arg(4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftOneStep18)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftMakayek)->Arg(5)->Unit(benchmark::kMillisecond);

void BM_GenerateMoves(benchmark::State& state) {
  const Position pos = middlegame();
  MoveList list;
  for (auto _ : state) {
    generate_moves(pos, list);
    benchmark::DoNotOptimize(list.size);
  }
}
BENCHMARK(BM_GenerateMoves);

void BM_CountMoves(benchmark::State& state) {
  const Position pos = middlegame();
  for (auto _ : state) benchmark::DoNotOptimize(count_moves(pos));
}
BENCHMARK(BM_CountMoves);

// Every move of the middlegame position made and unmade (captures included).
void BM_MakeUnmake(benchmark::State& state) {
  Position pos = middlegame();
  MoveList list;
  generate_moves(pos, list);
  for (auto _ : state) {
    for (Move m : list) {
      Undo undo;
      pos.do_move(m, undo);
      benchmark::DoNotOptimize(pos.key());
      pos.undo_move(m, undo);
    }
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * list.size);
}
BENCHMARK(BM_MakeUnmake);

void BM_FiveInRowCheck(benchmark::State& state) {
  Position pos(rules_for("daihasami-diagonal"));
  read_sfen(pos, "ppp1ppppp/pp1pp1ppp/2p6/3P1p3/2P1P4/3P5/9/PPP2PPPP/PPPPP1PP1 w - 12");
  for (auto _ : state) benchmark::DoNotOptimize(pos.material_status().kind);
}
BENCHMARK(BM_FiveInRowCheck);

}  // namespace
}  // namespace hensoku::hasami
