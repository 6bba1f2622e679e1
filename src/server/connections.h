#pragma once
// The network side: a listener accepting TCP connections, an HTTP session per
// connection (keep-alive, size limits, timeouts) and a WebSocket session per
// upgraded connection that pushes a game's updates.
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>

#include <atomic>
#include <memory>

#include "server/api.h"

namespace hensoku::server {

// Largest request body accepted (a game import with a long move list fits easily).
constexpr size_t kMaxBodyBytes = 1 << 20;

struct ConnectionLimits {
  int max_connections = 256;           // open HTTP + WebSocket connections; more get 503 and are closed
  int64_t request_timeout_ms = 10000;  // to send a whole request, and idle time on a kept-alive connection
};

// Counts the open connections: each session holds one Slot.
class ConnectionCount {
 public:
  class Slot {
   public:
    explicit Slot(std::shared_ptr<ConnectionCount> c) : count_(std::move(c)) {}
    ~Slot() { --count_->open_; }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;

   private:
    std::shared_ptr<ConnectionCount> count_;
  };
  // A slot, or null when `max` are open already.
  static std::shared_ptr<Slot> take(const std::shared_ptr<ConnectionCount>& c, int max) {
    if (c->open_.fetch_add(1) >= max) {
      --c->open_;
      return nullptr;
    }
    return std::make_shared<Slot>(c);
  }
  int open() const { return open_; }

 private:
  std::atomic<int> open_{0};
};

class Listener : public std::enable_shared_from_this<Listener> {
 public:
  Listener(boost::asio::io_context& ioc, const boost::asio::ip::tcp::endpoint& endpoint, Api& api,
           ConnectionLimits limits);
  void run();
  void stop();
  unsigned short port() const;

 private:
  void accept();

  boost::asio::io_context& ioc_;
  boost::asio::ip::tcp::acceptor acceptor_;
  Api& api_;
  ConnectionLimits limits_;
  std::shared_ptr<ConnectionCount> count_ = std::make_shared<ConnectionCount>();
};

}  // namespace hensoku::server
