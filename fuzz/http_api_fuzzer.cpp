// The HTTP API in-process (server::Api::handle): a fresh in-memory store and
// game manager per input, no engine (engine players and analysis are refused
// with a 400), the front end from a throw-away folder (static_root.h).
//
// Input: one request per line, "METHOD TARGET [BODY]". The request carries
// the headers the web app sends (Host 127.0.0.1:8080, a JSON content type
// on a body); a line starting with '@' adds the app's own Origin and names
// the host "localhost"; one starting with '*' sends a foreign Host and
// Origin and a text/plain body, as a hostile web page would. Every request
// must be answered exactly once, never with a 500 (an internal error), and
// JSON answers must be JSON. Targets ending in "/ws" also go through the
// WebSocket upgrade's check (Api::websocket_game).
#include <boost/asio/io_context.hpp>

#include "fuzz_util.h"
#include "server/api.h"
#include "server/api_error.h"
#include "server/game_manager.h"
#include "server/game_store.h"
#include "static_root.h"

using namespace hensoku;
namespace http = boost::beast::http;

namespace {

constexpr size_t kMaxRequests = 24;

bool is_token_char(unsigned char c) {
  return std::isalnum(c) || std::string_view("!#$%&'*+-.^_`|~").find(char(c)) != std::string_view::npos;
}

// nullopt for a line an HTTP parser would not turn into a request.
std::optional<server::Request> request_from_line(std::string line) {
  const bool hostile = !line.empty() && line[0] == '*';
  const bool same_origin = !line.empty() && line[0] == '@';
  if (hostile || same_origin) line.erase(0, 1);
  size_t sp1 = line.find(' ');
  if (sp1 == std::string::npos || sp1 == 0) return std::nullopt;
  size_t sp2 = line.find(' ', sp1 + 1);
  std::string method = line.substr(0, sp1);
  std::string target = line.substr(sp1 + 1, sp2 == std::string::npos ? std::string::npos : sp2 - sp1 - 1);
  std::string body = sp2 == std::string::npos ? "" : line.substr(sp2 + 1);
  for (unsigned char c : method)
    if (!is_token_char(c)) return std::nullopt;
  if (!fuzz::parsable_target(target)) return std::nullopt;

  server::Request req;
  req.version(11);
  req.method_string(method);
  req.target(target);
  req.keep_alive(true);
  req.set(http::field::host, hostile ? "evil.example" : same_origin ? "localhost:8080" : "127.0.0.1:8080");
  if (hostile) req.set(http::field::origin, "http://evil.example");
  if (same_origin) req.set(http::field::origin, "http://localhost:8080");
  if (!body.empty()) req.set(http::field::content_type, hostile ? "text/plain" : "application/json");
  req.body() = body;
  req.prepare_payload();
  return req;
}

void check_response(const server::Response& res, const std::string& line) {
  const int status = res.result_int();
  fuzz::check(status != 500, "the API answered 500 (internal error)", line + "\n" + res.body());
  fuzz::check(status >= 200 && status < 600, "the API answered an odd status", line);
  if (res[http::field::content_type].starts_with("application/json"))
    fuzz::check(nlohmann::json::accept(res.body()), "a JSON answer is not JSON", line + "\n" + res.body());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const fuzz::StaticRoot root;
  server::GameStore store(":memory:");
  boost::asio::io_context ioc;
  server::EngineLimits limits;
  limits.cap_ms = 50;
  limits.hash_mb = 1;
  limits.slots = 1;
  server::GameManager games(store, ioc, limits, registry(), server::EngineFactory{});
  server::Api api(games, root.root(), server::HostPolicy("127.0.0.1", {}));
  for (const std::string& line : fuzz::lines_of(fuzz::as_string(data, size), kMaxRequests)) {
    std::optional<server::Request> req = request_from_line(line);
    if (!req) continue;
    int answers = 0;
    api.handle(*req, [&](server::Response res) {
      ++answers;
      check_response(res, line);
    });
    // Answers that come later (an analysis refused for want of an engine)
    // are posted to the io_context; poll() leaves it stopped once idle.
    ioc.restart();
    ioc.poll();
    fuzz::check(answers == 1, "a request was not answered exactly once", line);
    if (req->target().ends_with("/ws")) {
      try {
        (void)api.websocket_game(*req);
      } catch (const server::ApiError&) {
      }
    }
  }
  games.shutdown();
  ioc.restart();
  ioc.poll();
  return 0;
}
