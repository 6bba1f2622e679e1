#pragma once
// The HTTP routes: the JSON API under /api/ and the front end's static files.
// Every failure becomes a JSON {"error": message} with a 4xx/5xx status.
#include <boost/beast/http.hpp>

#include <filesystem>
#include <functional>

#include <nlohmann/json.hpp>

#include "server/game_manager.h"
#include "server/request_guard.h"

namespace hensoku::server {

namespace http = boost::beast::http;
using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

Response json_response(http::status status, const nlohmann::json& body, unsigned version, bool keep_alive);
Response error_response(int status, const std::string& message, unsigned version, bool keep_alive);

// Requests nest no deeper than this (the API's bodies nest three levels).
constexpr int kMaxJsonDepth = 32;
// Parses a request body as a JSON object, refusing deeper nesting while it
// parses (nothing deep is ever built); throws ApiError(400).
nlohmann::json parse_json_body(const std::string& body);

class Api {
 public:
  Api(GameManager& games, std::filesystem::path static_root, HostPolicy hosts);

  // Answers req through respond(), at once or later (analysis); respond may be
  // called from any thread, exactly once.
  void handle(const Request& req, std::function<void(Response)> respond);

  // For the WebSocket upgrade: the game a "/api/games/<id>/ws" target
  // watches; throws ApiError (404, or 403 for a foreign Host or Origin).
  std::shared_ptr<LiveGame> websocket_game(const Request& req);

 private:
  Response serve_static(const Request& req);
  void route_api(const Request& req, const std::vector<std::string>& parts, std::function<void(Response)>& respond);

  GameManager& games_;
  std::filesystem::path static_root_;
  HostPolicy hosts_;
};

}  // namespace hensoku::server
