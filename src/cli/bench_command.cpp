// hensoku bench: fixed positions from every family searched to a fixed depth;
// the node total is a stable signature for regressions, nodes/s the speed.
#include "cli/commands.h"

#ifdef HENSOKU_HAS_SEARCH
#include <fmt/core.h>

#include "search/bench.h"

namespace hensoku::cli {

std::function<int()> add_bench_command(CLI::App& app) {
  auto depth = std::make_shared<int>(0);
  CLI::App* cmd = app.add_subcommand("bench", "search fixed positions of every family; prints nodes and nodes/s");
  cmd->add_option("--depth", *depth, "search depth (0 = each position's default)")->check(CLI::Range(0, 30));
  return [cmd, depth] {
    if (!cmd->parsed()) return -1;
    BenchResult r = run_bench(*depth, [](const std::string& line) { fmt::print("{}\n", line); });
    fmt::print("===========================\n");
    fmt::print("Total time (ms) : {}\n", r.time_ms);
    fmt::print("Nodes searched  : {}\n", r.nodes);
    fmt::print("Nodes/second    : {}\n", r.nps);
    return 0;
  };
}

}  // namespace hensoku::cli
#else
namespace hensoku::cli {
std::function<int()> add_bench_command(CLI::App&) { return [] { return -1; }; }
}  // namespace hensoku::cli
#endif
