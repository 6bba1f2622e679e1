#pragma once
// `hensoku serve`: the web app. One process serves the front end, the JSON
// API under /api/ and a WebSocket per game; engines search in worker threads
// of the same process; games live in SQLite. See docs/web.md.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace hensoku {
class Registry;
class Engine;
}  // namespace hensoku

namespace hensoku::server {

struct ServerOptions {
  std::string bind = "127.0.0.1";  // loopback by default: the app has no accounts
  int port = 8080;                 // 0 = any free port (tests)
  std::string db_path = "games.sqlite";
  std::string static_dir;                // the built front end; "" = the default folder (below)
  int threads = 2;                       // network threads
  int64_t engine_cap_ms = 10000;         // no engine search runs longer than this per request
  int64_t live_analysis_cap_ms = 60000;  // longest live analysis of a WebSocket connection
  int engine_hash_mb = 16;               // hash table per engine
  // Searches at once (game moves and analyses); the others wait in a queue.
  int engine_slots = int(std::max(1u, std::thread::hardware_concurrency()));
  int max_queued_analyses = 64;          // analyses waiting for a slot; more are refused (429)
  int max_engine_games = 16;             // engine-vs-engine games in progress; more are refused (429)
  int max_connections = 256;             // open HTTP and WebSocket connections; more are refused (503)
  int64_t request_timeout_ms = 10000;    // to send a whole request, and idle time between requests
  std::vector<std::string> allow_hosts;  // Host names accepted beside the bind address and loopback
  bool quiet = false;                    // no start-up banner on stdout
  // Tests may serve their own variants and engines; null/empty = the
  // registry of built families and the search's create_engine.
  const Registry* registry = nullptr;
  std::function<std::unique_ptr<Engine>(const std::string& variant)> engine_factory;
};

// The front end folder used when static_dir is empty: the build tree's web
// output if it exists, else web/dist under the current directory.
std::string default_static_dir();

// A running server (tests start one in-process on an ephemeral port).
class Server {
 public:
  // Opens the database, loads its games, binds and starts serving; throws
  // std::runtime_error if the database or the address cannot be used.
  explicit Server(const ServerOptions& options);
  ~Server();  // stops
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  unsigned short port() const;
  // Stops accepting, stops every engine, joins the threads. Idempotent.
  void stop();
  // Blocks until stop() is called or SIGINT/SIGTERM arrives, then stops.
  void wait_for_signal();

  // Tests only: every database write fails from now on (true) or works again.
  void fail_store_writes_for_test(bool fail);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Runs a server until SIGINT/SIGTERM; returns the process exit code.
int run_server(const ServerOptions& options);

}  // namespace hensoku::server
