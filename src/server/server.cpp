#include "server/server.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <malloc.h>

#include <filesystem>
#include <future>
#include <iostream>
#include <thread>
#include <vector>

#include "server/api.h"
#include "server/connections.h"
#include "server/game_manager.h"
#include "server/game_store.h"
#include "server/players.h"
#include "server/request_guard.h"
#include "variants/registry.h"

namespace hensoku::server {

namespace net = boost::asio;
namespace fs = std::filesystem;

std::string default_static_dir() {
#ifdef HENSOKU_WEB_DIR
  if (fs::is_regular_file(fs::path(HENSOKU_WEB_DIR) / "index.html")) return HENSOKU_WEB_DIR;
#endif
  return "web/dist";
}

struct Server::Impl {
  ServerOptions options;
  net::io_context ioc;
  net::executor_work_guard<net::io_context::executor_type> work{ioc.get_executor()};
  DatabaseLock db_lock;
  GameStore store;
  GameManager games;
  Api api;
  std::shared_ptr<Listener> listener;
  std::vector<std::thread> threads;
  bool stopped = false;

  explicit Impl(const ServerOptions& o)
      : options(o),
        db_lock(o.db_path),
        store(o.db_path),
        games(store, ioc, engine_limits(o), o.registry ? *o.registry : registry(),
              o.engine_factory ? o.engine_factory : default_engine_factory()),
        api(games, o.static_dir.empty() ? default_static_dir() : o.static_dir, HostPolicy(o.bind, o.allow_hosts)) {}

  static EngineLimits engine_limits(const ServerOptions& o) {
    EngineLimits l;
    l.cap_ms = o.engine_cap_ms;
    l.hash_mb = o.engine_hash_mb;
    l.slots = std::max(1, o.engine_slots);
    l.max_queued_analyses = size_t(std::max(0, o.max_queued_analyses));
    l.max_engine_games = std::max(0, o.max_engine_games);
    l.live_cap_ms = std::max<int64_t>(100, o.live_analysis_cap_ms);
    return l;
  }

  // An exception escaping a handler would end its io thread: log it and go on serving.
  void run_io_thread() {
    for (;;) {
      try {
        ioc.run();
        return;
      } catch (const std::exception& e) {
        std::cerr << "hensoku serve: unexpected error in a handler: " << e.what() << std::endl;
      } catch (...) {
        std::cerr << "hensoku serve: unexpected error in a handler" << std::endl;
      }
    }
  }
};

Server::Server(const ServerOptions& options) : impl_(std::make_unique<Impl>(options)) {
  boost::system::error_code ec;
  auto address = net::ip::make_address(options.bind, ec);
  if (ec) throw std::runtime_error("bad bind address '" + options.bind + "': " + ec.message());
  if (options.port < 0 || options.port > 65535) throw std::runtime_error("bad port " + std::to_string(options.port));
  try {
    impl_->listener = std::make_shared<Listener>(impl_->ioc, net::ip::tcp::endpoint(address, options.port), impl_->api,
                                                 ConnectionLimits{options.max_connections, options.request_timeout_ms});
  } catch (const boost::system::system_error& e) {
    throw std::runtime_error("cannot listen on " + options.bind + ":" + std::to_string(options.port) + ": " +
                             e.code().message());
  }
  size_t loaded = impl_->games.load();
  impl_->listener->run();
  impl_->games.start_clock_timer();
  for (int i = 0; i < std::max(1, options.threads); ++i)
    impl_->threads.emplace_back([this] { impl_->run_io_thread(); });
  if (!options.quiet) {
    std::cout << "hensoku serve: " << impl_->games.variants().all().size() << " variants, engine "
              << (impl_->games.engine_available() ? "on" : "not built") << " ("
              << impl_->games.scheduler().stats().slots << " at once), " << loaded << " stored games from "
              << options.db_path << "\n"
              << "hensoku serve: open http://" << (options.bind == "0.0.0.0" ? "127.0.0.1" : options.bind) << ":"
              << port() << "/ in a browser (Ctrl-C stops)" << std::endl;
  }
}

Server::~Server() { stop(); }

unsigned short Server::port() const { return impl_->listener->port(); }

// Order: no new connections, no new searches; every running search stopped
// and waited for (its report lands on the still running io threads, whose
// writes are committed before they are announced); then the io threads end.
void Server::stop() {
  if (impl_->stopped) return;
  impl_->stopped = true;
  impl_->listener->stop();
  impl_->games.shutdown();
  // The handlers the stopped searches posted run before this marker is
  // taken from the queue (their moves are saved); then the io threads stop.
  auto drained = std::make_shared<std::promise<void>>();
  net::post(impl_->ioc, [drained] { drained->set_value(); });
  drained->get_future().wait_for(std::chrono::seconds(2));
  impl_->work.reset();
  impl_->ioc.stop();
  for (auto& t : impl_->threads)
    if (t.joinable()) t.join();
}

void Server::fail_store_writes_for_test(bool fail) { impl_->store.fail_writes_for_test(fail); }

void Server::wait_for_signal() {
  net::io_context signals_ioc;
  net::signal_set signals(signals_ioc, SIGINT, SIGTERM);
  signals.async_wait([](const boost::system::error_code&, int) {});
  signals_ioc.run();
  stop();
}

int run_server(const ServerOptions& options) {
  // Engines are made for a search and freed after it, from several threads.
  // glibc's sliding mmap threshold moves their tables onto the heap after
  // the first is freed, and each thread's arena keeps what it freed: 40
  // concurrent shogi analyses left 244 MiB resident. A fixed threshold and
  // two arenas: 177 MiB, flat afterwards (docs/benchmarks.md).
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
  mallopt(M_ARENA_MAX, 2);
  try {
    // The handler is in place before the server starts: a SIGTERM that
    // arrives while it loads its games waits here instead of killing it.
    net::io_context signals_ioc;
    net::signal_set signals(signals_ioc, SIGINT, SIGTERM);
    signals.async_wait([](const boost::system::error_code&, int) {});
    Server server(options);
    signals_ioc.run();
    server.stop();
    if (!options.quiet) std::cout << "hensoku serve: stopped" << std::endl;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "hensoku serve: " << e.what() << std::endl;
    return 1;
  }
}

}  // namespace hensoku::server
