#include "server/server.h"

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>

#include <filesystem>
#include <iostream>
#include <thread>
#include <vector>

#include "server/api.h"
#include "server/connections.h"
#include "server/game_manager.h"
#include "server/game_store.h"
#include "server/players.h"
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
  GameStore store;
  GameManager games;
  Api api;
  std::shared_ptr<Listener> listener;
  std::vector<std::thread> threads;
  bool stopped = false;

  explicit Impl(const ServerOptions& o)
      : options(o),
        store(o.db_path),
        games(store, ioc, o.engine_cap_ms, o.engine_hash_mb, o.registry ? *o.registry : registry(),
              o.engine_factory ? o.engine_factory : default_engine_factory()),
        api(games, o.static_dir.empty() ? default_static_dir() : o.static_dir) {}
};

Server::Server(const ServerOptions& options) : impl_(std::make_unique<Impl>(options)) {
  boost::system::error_code ec;
  auto address = net::ip::make_address(options.bind, ec);
  if (ec) throw std::runtime_error("bad bind address '" + options.bind + "': " + ec.message());
  if (options.port < 0 || options.port > 65535) throw std::runtime_error("bad port " + std::to_string(options.port));
  try {
    impl_->listener = std::make_shared<Listener>(impl_->ioc, net::ip::tcp::endpoint(address, options.port), impl_->api);
  } catch (const boost::system::system_error& e) {
    throw std::runtime_error("cannot listen on " + options.bind + ":" + std::to_string(options.port) + ": " +
                             e.code().message());
  }
  size_t loaded = impl_->games.load();
  impl_->listener->run();
  impl_->games.start_clock_timer();
  for (int i = 0; i < std::max(1, options.threads); ++i) impl_->threads.emplace_back([this] { impl_->ioc.run(); });
  if (!options.quiet) {
    std::cout << "hensoku serve: " << impl_->games.variants().all().size() << " variants, engine "
              << (impl_->games.engine_available() ? "on" : "not built") << ", " << loaded << " stored games from "
              << options.db_path << "\n"
              << "hensoku serve: open http://" << (options.bind == "0.0.0.0" ? "127.0.0.1" : options.bind) << ":"
              << port() << "/ in a browser (Ctrl-C stops)" << std::endl;
  }
}

Server::~Server() { stop(); }

unsigned short Server::port() const { return impl_->listener->port(); }

void Server::stop() {
  if (impl_->stopped) return;
  impl_->stopped = true;
  impl_->listener->stop();
  impl_->games.shutdown();
  impl_->work.reset();
  impl_->ioc.stop();
  for (auto& t : impl_->threads)
    if (t.joinable()) t.join();
}

void Server::wait_for_signal() {
  net::io_context signals_ioc;
  net::signal_set signals(signals_ioc, SIGINT, SIGTERM);
  signals.async_wait([](const boost::system::error_code&, int) {});
  signals_ioc.run();
  stop();
}

int run_server(const ServerOptions& options) {
  try {
    Server server(options);
    server.wait_for_signal();
    if (!options.quiet) std::cout << "hensoku serve: stopped" << std::endl;
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "hensoku serve: " << e.what() << std::endl;
    return 1;
  }
}

}  // namespace hensoku::server
