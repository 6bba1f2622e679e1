// hensoku: with no arguments, a USI engine on stdin/stdout; with a
// subcommand, one of the tools. See README.md and docs/.
#include <fmt/core.h>

#include <iostream>

#include "cli/commands.h"
#include "usi/usi_session.h"
#include "variants/registry.h"
#ifdef HENSOKU_HAS_XBOARD
#include "xboard/xboard_session.h"
#endif

namespace {

template <class Session>
int serve(const std::string& first_line) {
  Session session(std::cout);
  if (!session.handle(first_line)) return 0;
  session.run(std::cin);
  return 0;
}

// USI, or XBoard/CECP when the first command is `xboard` (docs/xboard.md).
int run_usi() {
  std::ios::sync_with_stdio(false);
  // std::cin is tied to std::cout: every read would flush std::cout from the
  // reading thread while a search thread writes "bestmove" under the
  // session's lock, a data race that can print a line twice (a stale
  // bestmove the next "go" then gets). The sessions flush every line anyway.
  std::cin.tie(nullptr);
  std::string first;
  while (std::getline(std::cin, first) && first.find_first_not_of(" \t\r") == std::string::npos) {
  }
  if (!std::cin && first.empty()) return 0;
#ifdef HENSOKU_HAS_XBOARD
  std::string word = first.substr(0, first.find_first_of(" \t\r"));
  if (word == "xboard") return serve<hensoku::xboard::Session>(first);
#endif
  return serve<hensoku::usi::Session>(first);
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
  CLI::App* usi = app.add_subcommand("usi", "speak USI on stdin/stdout (the default; XBoard/CECP when the first command is xboard)");
  CLI::App* variants = app.add_subcommand("variants", "list the playable variants");
  std::vector<std::function<int()>> commands = {hensoku::cli::add_perft_command(app),
                                                hensoku::cli::add_match_command(app),
                                                hensoku::cli::add_serve_command(app),
                                                hensoku::cli::add_bench_command(app),
                                                hensoku::cli::add_tune_commands(app)};

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
