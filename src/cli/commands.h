#pragma once
// The subcommands of `hensoku`, each registered on the CLI11 app and run after parsing.
#include <CLI/CLI.hpp>

#include <functional>

namespace hensoku::cli {

// Adds a subcommand to app; returns the function that runs it (exit code).
std::function<int()> add_perft_command(CLI::App& app);
std::function<int()> add_match_command(CLI::App& app);
std::function<int()> add_serve_command(CLI::App& app);
std::function<int()> add_bench_command(CLI::App& app);
// datagen and tune (src/tune, docs/tuning.md).
std::function<int()> add_tune_commands(CLI::App& app);

}  // namespace hensoku::cli
