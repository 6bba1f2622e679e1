#include "server/connections.h"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/websocket.hpp>

#include <array>
#include <deque>
#include <iostream>

#include "server/api_error.h"
#include "server/live_analysis.h"

namespace hensoku::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

namespace {

constexpr size_t kMaxWebSocketMessage = 64 * 1024;

class WebSocketSession : public Subscriber, public std::enable_shared_from_this<WebSocketSession> {
 public:
  WebSocketSession(tcp::socket&& socket, std::shared_ptr<LiveGame> game, std::shared_ptr<ConnectionCount::Slot> slot)
      : ws_(std::move(socket)), game_(std::move(game)), slot_(std::move(slot)) {}

  void start(Request req) {
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    // Clients send only small analysis requests; a larger message closes
    // the connection (1009), as does a frame claiming a larger size.
    ws_.read_message_max(kMaxWebSocketMessage);
    ws_.async_accept(req, beast::bind_front_handler(&WebSocketSession::on_accept, shared_from_this()));
  }

  void send(std::shared_ptr<const std::string> text) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), text] {
      // A client that cannot keep up gets the latest updates only.
      if (self->queue_.size() > 256) self->queue_.erase(self->queue_.begin() + 1, self->queue_.end() - 128);
      self->queue_.push_back(text);
      if (self->queue_.size() == 1 && self->open_) self->write_next();
    });
  }

 private:
  void on_accept(beast::error_code ec) {
    if (ec) return;
    open_ = true;
    analysis_ = std::make_shared<LiveAnalysis>(game_->context(), game_, weak_from_this());
    game_->subscribe(shared_from_this());
    if (!queue_.empty()) write_next();
    read();
  }

  // Client messages start and stop this connection's live analysis (game
  // actions go through HTTP); the read also keeps the control frames
  // flowing and notices the close.
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) {
        self->open_ = false;
        self->game_->unsubscribe(self.get());
        self->analysis_->close();
        return;
      }
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      self->on_message(text);
      self->read();
    });
  }

  void on_message(const std::string& text) {
    try {
      analysis_->handle(parse_json_body(text));
    } catch (const ApiError& e) {
      send_error(e.what());
    } catch (const InputError& e) {
      send_error(e.what());
    } catch (const std::exception& e) {
      std::cerr << "hensoku serve: WebSocket message: internal error: " << e.what() << std::endl;
      send_error(std::string("internal error: ") + e.what());
    }
  }

  void send_error(const std::string& message) {
    send(std::make_shared<const std::string>(nlohmann::json{{"type", "error"}, {"message", message}}.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace)));
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(net::buffer(*queue_.front()), [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) {
        self->open_ = false;
        self->queue_.clear();
        return;
      }
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write_next();
    });
  }

  websocket::stream<beast::tcp_stream> ws_;
  std::shared_ptr<LiveGame> game_;
  std::shared_ptr<ConnectionCount::Slot> slot_;
  std::shared_ptr<LiveAnalysis> analysis_;
  beast::flat_buffer buffer_;
  std::deque<std::shared_ptr<const std::string>> queue_;
  bool open_ = false;
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket&& socket, Api& api, std::shared_ptr<ConnectionCount::Slot> slot,
              std::chrono::milliseconds timeout)
      : stream_(std::move(socket)), api_(api), slot_(std::move(slot)), timeout_(timeout) {}

  void run() {
    net::dispatch(stream_.get_executor(), beast::bind_front_handler(&HttpSession::read, shared_from_this()));
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxBodyBytes);
    parser_->header_limit(16 * 1024);
    // The whole request, and the wait for it on a kept-alive connection,
    // within the timeout: a slow client (slowloris) does not keep its slot.
    stream_.expires_after(timeout_);
    http::async_read(stream_, buffer_, *parser_, beast::bind_front_handler(&HttpSession::on_read, shared_from_this()));
  }

  void on_read(beast::error_code ec, size_t) {
    if (ec == http::error::end_of_stream) return close();
    if (ec == http::error::body_limit) {
      return write(
          error_response(413, "request body too large (limit " + std::to_string(kMaxBodyBytes) + " bytes)", 11, false));
    }
    if (ec == http::error::header_limit) return write(error_response(431, "request headers too large", 11, false));
    if (ec) {
      if (ec != net::error::operation_aborted && ec != beast::error::timeout && ec != net::error::eof &&
          ec != net::error::connection_reset)
        write(error_response(400, "malformed HTTP request: " + ec.message(), 11, false));
      return;
    }
    Request req = parser_->release();
    if (websocket::is_upgrade(req)) return upgrade(std::move(req));
    auto self = shared_from_this();
    api_.handle(req, [self](Response res) {
      net::post(self->stream_.get_executor(), [self, res = std::move(res)]() mutable { self->write(std::move(res)); });
    });
  }

  void upgrade(Request req) {
    std::shared_ptr<LiveGame> game;
    try {
      game = api_.websocket_game(req);
    } catch (const ApiError& e) {
      return write(error_response(e.status(), e.what(), req.version(), false));
    }
    stream_.expires_never();
    std::make_shared<WebSocketSession>(stream_.release_socket(), game, std::move(slot_))->start(std::move(req));
  }

  void write(Response res) {
    auto response = std::make_shared<Response>(std::move(res));
    bool close_after = !response->keep_alive();
    http::async_write(stream_, *response,
                      [self = shared_from_this(), response, close_after](beast::error_code ec, size_t) {
                        if (ec) return;
                        if (close_after) return self->close();
                        self->read();
                      });
  }

  void close() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    drain();
  }

  // Reads and drops what the client still sends (the rest of a refused body)
  // for a while, so that closing does not reset the connection before the
  // client has read the answer.
  void drain() {
    if (drained_ > (8u << 20)) return;
    stream_.expires_after(std::chrono::seconds(2));
    stream_.async_read_some(net::buffer(drain_buffer_), [self = shared_from_this()](beast::error_code ec, size_t n) {
      if (ec) return;
      self->drained_ += n;
      self->drain();
    });
  }
  std::array<char, 16384> drain_buffer_{};
  size_t drained_ = 0;

  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  Api& api_;
  std::shared_ptr<ConnectionCount::Slot> slot_;
  std::chrono::milliseconds timeout_;
};

// Past the connection cap: a canned 503, then the connection is closed after
// a short drain (so that the client reads the answer rather than a reset).
class Refusal : public std::enable_shared_from_this<Refusal> {
 public:
  explicit Refusal(tcp::socket&& socket) : stream_(std::move(socket)) {}
  void run(int max) {
    std::string body = R"({"error":"too many open connections (limit )" + std::to_string(max) + R"(); try again"})";
    text_ =
        "HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n"
        "Retry-After: 1\r\nConnection: close\r\nContent-Length: " +
        std::to_string(body.size()) + "\r\n\r\n" + body;
    stream_.expires_after(std::chrono::seconds(1));
    net::async_write(stream_, net::buffer(text_), [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return;
      beast::error_code ignored;
      self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
      self->drain();
    });
  }

 private:
  void drain() {
    stream_.async_read_some(net::buffer(buffer_), [self = shared_from_this()](beast::error_code ec, size_t n) {
      self->drained_ += n;
      if (!ec && self->drained_ < (1u << 20)) self->drain();
    });
  }
  beast::tcp_stream stream_;
  std::string text_;
  std::array<char, 4096> buffer_{};
  size_t drained_ = 0;
};

}  // namespace

Listener::Listener(net::io_context& ioc, const tcp::endpoint& endpoint, Api& api, ConnectionLimits limits)
    : ioc_(ioc), acceptor_(net::make_strand(ioc)), api_(api), limits_(limits) {
  acceptor_.open(endpoint.protocol());
  acceptor_.set_option(net::socket_base::reuse_address(true));
  acceptor_.bind(endpoint);
  acceptor_.listen(net::socket_base::max_listen_connections);
}

void Listener::run() { accept(); }

void Listener::stop() {
  net::post(acceptor_.get_executor(), [self = shared_from_this()] {
    beast::error_code ec;
    self->acceptor_.close(ec);
  });
}

unsigned short Listener::port() const { return acceptor_.local_endpoint().port(); }

void Listener::accept() {
  acceptor_.async_accept(net::make_strand(ioc_), [self = shared_from_this()](beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !self->acceptor_.is_open()) return;
    if (!ec) {
      if (auto slot = ConnectionCount::take(self->count_, self->limits_.max_connections))
        std::make_shared<HttpSession>(std::move(socket), self->api_, std::move(slot),
                                      std::chrono::milliseconds(self->limits_.request_timeout_ms))
            ->run();
      else
        std::make_shared<Refusal>(std::move(socket))->run(self->limits_.max_connections);
    }
    self->accept();
  });
}

}  // namespace hensoku::server
