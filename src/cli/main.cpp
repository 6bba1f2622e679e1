// hensoku: with no arguments, a USI engine on stdin/stdout; with a
// subcommand, one of the tools. See README.md and docs/.
#include <fmt/core.h>

#include <iostream>

#include "cli/commands.h"
#include "usi/usi_session.h"
#include "variants/registry.h"

namespace {

int run_usi() {
  std::ios::sync_with_stdio(false);
  hensoku::usi::Session session(std::cout);
  session.run(std::cin);
  return 0;
}

void list_variants() {
  for (const auto& v : hensoku::registry().all())
    fmt::print("{:<28} {:<8} {} ({})\n", v.name, v.family, v.title, v.title_ja);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 1) return run_usi();

  CLI::App app{"Hensoku: engine and app for variant shogi. Without arguments: a USI engine on stdin/stdout."};
  app.require_subcommand(1);
  CLI::App* usi = app.add_subcommand("usi", "speak USI on stdin/stdout (the default)");
  CLI::App* variants = app.add_subcommand("variants", "list the playable variants");
  std::vector<std::function<int()>> commands = {hensoku::cli::add_perft_command(app),
                                                hensoku::cli::add_match_command(app),
                                                hensoku::cli::add_serve_command(app),
                                                hensoku::cli::add_bench_command(app)};

  CLI11_PARSE(app, argc, argv);
  if (usi->parsed()) return run_usi();
  if (variants->parsed()) {
    list_variants();
    return 0;
  }
  for (auto& run : commands) {
    int code = run();
    if (code >= 0) return code;
  }
  return 0;
}
