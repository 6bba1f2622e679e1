// The API tests' HTTP and WebSocket client (test_client.h).
#include "test_client.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <thread>

namespace hensoku::test {

namespace beast = boost::beast;
namespace http = beast::http;

HttpResult http_request_with(unsigned short port, http::verb verb, const std::string& target, const std::string& body,
                             const Headers& headers) {
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

HttpResult http_request(unsigned short port, http::verb verb, const std::string& target, const std::string& body) {
  return http_request_with(port, verb, target, body, {});
}

nlohmann::json wait_for_game(unsigned short port, int64_t id, const std::function<bool(const nlohmann::json&)>& pred,
                             std::chrono::milliseconds timeout) {
  auto end = std::chrono::steady_clock::now() + timeout;
  nlohmann::json g;
  do {
    g = get(port, "/api/games/" + std::to_string(id)).json();
    if (pred(g)) return g;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  } while (std::chrono::steady_clock::now() < end);
  return g;
}

struct WsClient::Stream {
  boost::asio::io_context ioc;
  beast::websocket::stream<beast::tcp_stream> ws{ioc};
};

WsClient::WsClient(unsigned short port, const std::string& target, const std::string& origin)
    : stream_(std::make_unique<Stream>()) {
  boost::asio::ip::tcp::resolver resolver(stream_->ioc);
  beast::get_lowest_layer(stream_->ws).connect(resolver.resolve("127.0.0.1", std::to_string(port)));
  if (!origin.empty())
    stream_->ws.set_option(beast::websocket::stream_base::decorator(
        [origin](beast::websocket::request_type& req) { req.set(http::field::origin, origin); }));
  stream_->ws.handshake("127.0.0.1", target);
}

WsClient::~WsClient() = default;
WsClient::WsClient(WsClient&&) noexcept = default;

void WsClient::write(const std::string& text) { stream_->ws.write(boost::asio::buffer(text)); }

nlohmann::json WsClient::read() {
  beast::flat_buffer buffer;
  stream_->ws.read(buffer);
  return nlohmann::json::parse(beast::buffers_to_string(buffer.data()));
}

nlohmann::json WsClient::read_until(const std::string& type, const std::function<bool(const nlohmann::json&)>& pred) {
  for (;;) {
    nlohmann::json m = read();
    if (m["type"] == type && pred(m)) return m;
  }
}

void WsClient::close() { stream_->ws.close(beast::websocket::close_code::normal); }

}  // namespace hensoku::test
