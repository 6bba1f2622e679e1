#pragma once
// A small synchronous HTTP and WebSocket client for the API tests
// (Boost.Beast, in test_client.cpp: the Beast templates compile once, not in
// every test file).
#include <boost/beast/http/verb.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
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
HttpResult http_request_with(unsigned short port, boost::beast::http::verb verb, const std::string& target,
                             const std::string& body, const Headers& headers);
HttpResult http_request(unsigned short port, boost::beast::http::verb verb, const std::string& target,
                        const std::string& body = "");

inline HttpResult get(unsigned short port, const std::string& target) {
  return http_request(port, boost::beast::http::verb::get, target);
}
inline HttpResult post(unsigned short port, const std::string& target, const nlohmann::json& body) {
  return http_request(port, boost::beast::http::verb::post, target, body.dump());
}

// Polls until pred(game json) holds or the timeout passes; returns the last game json.
nlohmann::json wait_for_game(unsigned short port, int64_t id, const std::function<bool(const nlohmann::json&)>& pred,
                             std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));

class WsClient {
 public:
  // origin: an Origin header for the handshake ("" = none); the handshake
  // throws boost::system::system_error when the server refuses it.
  WsClient(unsigned short port, const std::string& target, const std::string& origin = "");
  ~WsClient();
  WsClient(WsClient&&) noexcept;
  void write(const std::string& text);
  nlohmann::json read();
  // Reads until a message of this type satisfying pred arrives.
  nlohmann::json read_until(const std::string& type, const std::function<bool(const nlohmann::json&)>& pred);
  void close();

 private:
  struct Stream;
  std::unique_ptr<Stream> stream_;
};

}  // namespace hensoku::test
