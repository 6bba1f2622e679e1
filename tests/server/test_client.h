#pragma once
// A small synchronous HTTP and WebSocket client (Boost.Beast) for the API
// tests, and a fixture helper that runs a server in-process on a free port.
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <functional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace hensoku::test {

struct HttpResult {
  int status = 0;
  std::string body;
  std::string content_type;
  nlohmann::json json() const { return nlohmann::json::parse(body); }
};

using Headers = std::vector<std::pair<std::string, std::string>>;

// A request with the given headers (Host defaults to 127.0.0.1; a body goes
// as application/json unless Content-Type is among the headers; an empty
// value removes a header).
inline HttpResult http_request_with(unsigned short port, boost::beast::http::verb verb, const std::string& target,
                                    const std::string& body, const Headers& headers) {
  namespace beast = boost::beast;
  namespace http = beast::http;
  boost::asio::io_context ioc;
  boost::asio::ip::tcp::resolver resolver(ioc);
  beast::tcp_stream stream(ioc);
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  if (!body.empty()) req.set(http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  for (const auto& [name, value] : headers) {
    if (value.empty())
      req.erase(name);
    else
      req.set(name, value);
  }
  beast::error_code write_ec;
  http::write(stream, req, write_ec);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  http::read(stream, buffer, parser);
  auto res = parser.release();
  beast::error_code ec;
  stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  return {int(res.result_int()), res.body(), std::string(res[http::field::content_type])};
}

inline HttpResult http_request(unsigned short port, boost::beast::http::verb verb, const std::string& target,
                               const std::string& body = "") {
  namespace beast = boost::beast;
  namespace http = beast::http;
  boost::asio::io_context ioc;
  boost::asio::ip::tcp::resolver resolver(ioc);
  beast::tcp_stream stream(ioc);
  stream.connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  if (!body.empty()) {
    req.set(http::field::content_type, "application/json");
    req.body() = body;
  }
  req.prepare_payload();
  beast::error_code write_ec;  // a server refusing a large body may answer before reading it all
  http::write(stream, req, write_ec);
  beast::flat_buffer buffer;
  http::response_parser<http::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  http::read(stream, buffer, parser);
  auto res = parser.release();
  beast::error_code ec;
  stream.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_both, ec);
  return {int(res.result_int()), res.body(), std::string(res[http::field::content_type])};
}

inline HttpResult get(unsigned short port, const std::string& target) {
  return http_request(port, boost::beast::http::verb::get, target);
}
inline HttpResult post(unsigned short port, const std::string& target, const nlohmann::json& body) {
  return http_request(port, boost::beast::http::verb::post, target, body.dump());
}

// Polls until pred(game json) holds or the timeout passes; returns the last game json.
inline nlohmann::json wait_for_game(unsigned short port, int64_t id,
                                    const std::function<bool(const nlohmann::json&)>& pred,
                                    std::chrono::milliseconds timeout = std::chrono::milliseconds(5000)) {
  auto end = std::chrono::steady_clock::now() + timeout;
  nlohmann::json g;
  do {
    g = get(port, "/api/games/" + std::to_string(id)).json();
    if (pred(g)) return g;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  } while (std::chrono::steady_clock::now() < end);
  return g;
}

class WsClient {
 public:
  // origin: an Origin header for the handshake ("" = none); the handshake
  // throws boost::system::system_error when the server refuses it.
  WsClient(unsigned short port, const std::string& target, const std::string& origin = "") : ws_(ioc_) {
    boost::asio::ip::tcp::resolver resolver(ioc_);
    boost::beast::get_lowest_layer(ws_).connect(resolver.resolve("127.0.0.1", std::to_string(port)));
    if (!origin.empty())
      ws_.set_option(
          boost::beast::websocket::stream_base::decorator([origin](boost::beast::websocket::request_type& req) {
            req.set(boost::beast::http::field::origin, origin);
          }));
    ws_.handshake("127.0.0.1", target);
  }
  void write(const std::string& text) { ws_.write(boost::asio::buffer(text)); }
  nlohmann::json read() {
    boost::beast::flat_buffer buffer;
    ws_.read(buffer);
    return nlohmann::json::parse(boost::beast::buffers_to_string(buffer.data()));
  }
  // Reads until a message of this type satisfying pred arrives.
  nlohmann::json read_until(const std::string& type, const std::function<bool(const nlohmann::json&)>& pred) {
    for (;;) {
      nlohmann::json m = read();
      if (m["type"] == type && pred(m)) return m;
    }
  }
  void close() { ws_.close(boost::beast::websocket::close_code::normal); }

 private:
  boost::asio::io_context ioc_;
  boost::beast::websocket::stream<boost::beast::tcp_stream> ws_;
};

}  // namespace hensoku::test
