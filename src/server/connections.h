#pragma once
// The network side: a listener accepting TCP connections, an HTTP session per
// connection (keep-alive, size limits, timeouts) and a WebSocket session per
// upgraded connection that pushes a game's updates.
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>

#include <memory>

#include "server/api.h"

namespace hensoku::server {

// Largest request body accepted (a game import with a long move list fits easily).
constexpr size_t kMaxBodyBytes = 1 << 20;

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(boost::asio::io_context& ioc, const boost::asio::ip::tcp::endpoint& endpoint, Api& api);
  void run();
  void stop();
  unsigned short port() const;

 private:
  void accept();

  boost::asio::io_context& ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  Api& api_;
};

}  // namespace hensoku::server
