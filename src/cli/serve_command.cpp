// hensoku serve: the web app on localhost (see docs/web.md).
#include "cli/commands.h"

#ifdef HENSOKU_HAS_SERVER
#include <fmt/core.h>

#include "server/server.h"

namespace hensoku::cli {

std::function<int()> add_serve_command(CLI::App& app) {
  auto options = std::make_shared<server::ServerOptions>();
  CLI::App* cmd = app.add_subcommand("serve", "start the web app (play and analyse every game in a browser)");
  cmd->add_option("--port", options->port, "TCP port")->check(CLI::Range(0, 65535));
  cmd->add_option("--bind", options->bind, "address to listen on (loopback by default)");
  cmd->add_option("--db", options->db_path, "SQLite file holding the games");
  cmd->add_option("--static", options->static_dir, "folder of the built front end");
  cmd->add_option("--engine-cap-ms", options->engine_cap_ms, "longest engine search per request, ms")
      ->check(CLI::Range(int64_t(10), int64_t(600000)));
  cmd->add_option("--engine-slots", options->engine_slots,
                  "engine searches at once (game moves and analyses; the others queue); default: cores")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--max-engine-games", options->max_engine_games, "engine-vs-engine games in progress at once")
      ->check(CLI::Range(0, 100000));
  cmd->add_option("--live-analysis-cap-ms", options->live_analysis_cap_ms,
                  "longest live analysis of a page (WebSocket), ms")
      ->check(CLI::Range(int64_t(100), int64_t(3600000)));
  cmd->add_option("--max-queued-analyses", options->max_queued_analyses, "analyses waiting for an engine slot")
      ->check(CLI::Range(0, 100000));
  cmd->add_option("--max-connections", options->max_connections, "open HTTP and WebSocket connections")
      ->check(CLI::Range(4, 100000));
  cmd->add_option("--hash-mb", options->engine_hash_mb, "hash table per engine search, MiB")
      ->check(CLI::Range(1, 4096));
  cmd->add_option("--allow-host", options->allow_hosts,
                  "accept requests for this host name too (repeatable; loopback and the bind address always)");
  return [cmd, options] {
    if (!cmd->parsed()) return -1;
    try {
      return server::run_server(*options);
    } catch (const std::exception& e) {
      fmt::print(stderr, "hensoku serve: {}\n", e.what());
      return 1;
    }
  };
}

}  // namespace hensoku::cli
#else
namespace hensoku::cli {
std::function<int()> add_serve_command(CLI::App&) {
  return [] { return -1; };
}
}  // namespace hensoku::cli
#endif
