// hensoku perft: count move sequences from a position, with per-move divide
// and speed, for checking the rules cores against other programs.
#include <fmt/core.h>

#include <iostream>

#include "cli/commands.h"
#include "core/timer.h"
#include "variants/registry.h"

namespace hensoku::cli {

namespace {

struct PerftArgs {
  std::string variant = "shogi";
  int depth = 1;
  std::string sfen;
  std::vector<std::string> moves;
  std::vector<std::string> options;  // NAME=VALUE
  bool divide = false;
};

RuleOptions parse_rule_options(const std::vector<std::string>& items) {
  RuleOptions out;
  for (const auto& item : items) {
    auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0) throw InputError("--option takes NAME=VALUE, got '" + item + "'");
    out[item.substr(0, eq)] = item.substr(eq + 1);
  }
  return out;
}

int run_perft(const PerftArgs& args) {
  try {
    auto game = create_game(args.variant, parse_rule_options(args.options));
    if (!args.sfen.empty()) game->set_sfen(args.sfen);
    for (const auto& m : args.moves) game->play(m);
    int64_t start = now_ms();
    uint64_t total = game->perft(args.depth, args.divide ? [](const std::string& move, uint64_t count) {
      fmt::print("{}: {}\n", move, count);
    } : std::function<void(const std::string&, uint64_t)>{});
    int64_t ms = now_ms() - start;
    if (args.divide) fmt::print("\n");
    fmt::print("Nodes searched: {}\n", total);
    double seconds = double(ms) / 1000.0;
    fmt::print("time {:.3f} s, {:.2f} M nodes/s\n", seconds, seconds > 0 ? double(total) / seconds / 1e6 : 0.0);
    return 0;
  } catch (const InputError& e) {
    fmt::print(stderr, "hensoku perft: error: {}\n", e.what());
    return 2;
  }
}

}  // namespace

std::function<int()> add_perft_command(CLI::App& app) {
  auto args = std::make_shared<PerftArgs>();
  CLI::App* cmd = app.add_subcommand("perft", "count move sequences to a depth (rules check and speed)");
  cmd->add_option("--variant", args->variant, "variant name (see `hensoku variants`)");
  cmd->add_option("--depth", args->depth, "plies to count")->required()->check(CLI::Range(1, 20));
  cmd->add_option("--sfen", args->sfen, "start from this position instead of the variant's start");
  cmd->add_option("--moves", args->moves, "moves played from the position first");
  cmd->add_option("--option", args->options, "rule option NAME=VALUE (e.g. FirstPlayer=white)");
  cmd->add_flag("--divide", args->divide, "print each root move with its count");
  return [cmd, args] { return cmd->parsed() ? run_perft(*args) : -1; };
}

}  // namespace hensoku::cli
