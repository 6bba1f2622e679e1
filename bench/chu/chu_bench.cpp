// Chu micro-benchmarks. Figures are recorded in docs/benchmarks/chu.md.
#include <benchmark/benchmark.h>

#include "chu/lion.h"
#include "chu/movegen.h"
#include "chu/position.h"

namespace hensoku::chu {
namespace {

// A middle-game position from a random playout: lions, eagles and sliders out.
const char* const kMiddlegame =
    "l1cs1ekgscfl/afbgtx1tobva/mvrh1q1dhr1m/p1pppdp+Dppp1/1p1i1p2i2p/12/12/3I2P1I2P/PPPPPP1PPPP1/"
    "MVRHNDQ1HRVM/A1BCTOXTGB1A/LF1SGKE1SCFL w - 26";

Position position(const char* sfen) {
  Position p;
  p.set_sfen(sfen);
  return p;
}

void BM_PerftStart(benchmark::State& state) {
  Position pos = position(Position::kStartSfen);
  Rules rules;
  uint64_t nodes = 0;
  for (auto _ : state) nodes += perft(pos, rules, int(state.range(0)));
  state.counters["moves/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftStart)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

void BM_GenerateMoves(benchmark::State& state) {
  Position pos = position(state.range(0) ? kMiddlegame : Position::kStartSfen);
  Rules rules;
  MoveList list;
  for (auto _ : state) {
    generate_moves(pos, rules, list);
    benchmark::DoNotOptimize(list.size);
  }
  state.counters["moves/s"] = benchmark::Counter(double(list.size) * double(state.iterations()),
                                                 benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateMoves)->Arg(0)->Arg(1);

void BM_MakeUnmakeAll(benchmark::State& state) {
  Position pos = position(kMiddlegame);
  Rules rules;
  MoveList list;
  generate_moves(pos, rules, list);
  Undo u;
  for (auto _ : state)
    for (const Move& m : list) {
      pos.make(m, u);
      pos.unmake(m, u);
    }
  state.SetItemsProcessed(int64_t(state.iterations()) * list.size);
}
BENCHMARK(BM_MakeUnmakeAll);

void BM_LionProtected(benchmark::State& state) {
  // Black lion 6g jumps onto the white lion on 6e, x-rayed by a rook on 6j.
  Position pos = position("k11/12/12/12/6n5/12/6N5/12/12/6r5/12/K11 b - 1");
  Move m{uint8_t(make_square(6, 6)), uint8_t(make_square(4, 6)), kNoSquare, 0};
  Rules rules;
  for (auto _ : state) benchmark::DoNotOptimize(lion_protected(pos, m, m.to, rules));
}
BENCHMARK(BM_LionProtected);

}  // namespace
}  // namespace hensoku::chu
