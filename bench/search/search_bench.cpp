// search_bench [depth]: runs hensoku::run_bench and prints the signature.
#include <cstdio>
#include <cstdlib>

#include "search/bench.h"

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 0;
  hensoku::BenchResult r = hensoku::run_bench(depth, [](const std::string& line) { std::printf("%s\n", line.c_str()); });
  std::printf("Total time (ms) : %lld\nNodes searched  : %llu\nNodes/second    : %llu\n", (long long)r.time_ms,
              (unsigned long long)r.nodes, (unsigned long long)r.nps);
  return 0;
}
