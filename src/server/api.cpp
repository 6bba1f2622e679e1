#include "server/api.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include "server/api_error.h"
#include "server/json_views.h"
#include "server/static_files.h"

namespace hensoku::server {

using nlohmann::json;

Response json_response(http::status status, const json& body, unsigned version, bool keep_alive) {
  Response res{status, version};
  res.set(http::field::content_type, "application/json; charset=utf-8");
  res.set(http::field::cache_control, "no-store");
  res.set("X-Content-Type-Options", "nosniff");
  res.keep_alive(keep_alive);
  res.body() = body.dump(-1, ' ', false, json::error_handler_t::replace);
  res.prepare_payload();
  return res;
}

Response error_response(int status, const std::string& message, unsigned version, bool keep_alive) {
  return json_response(http::status(status), json{{"error", message}}, version, keep_alive);
}

namespace {

struct TooDeep {};

}  // namespace

json parse_json_body(const std::string& body) {
  if (body.empty()) return json::object();
  // The callback sees every object and array as it opens, with its depth, and
  // stops the parse there: a hostile body never becomes a deep tree (whose
  // copies and destruction would recurse once per level).
  auto limit_depth = [](int depth, json::parse_event_t event, json&) {
    if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
        depth >= kMaxJsonDepth)
      throw TooDeep{};
    return true;
  };
  try {
    json j = json::parse(body, limit_depth);
    if (!j.is_object()) throw ApiError(400, "the request body must be a JSON object");
    return j;
  } catch (const TooDeep&) {
    throw ApiError(400, "the JSON nests deeper than " + std::to_string(kMaxJsonDepth) + " levels");
  } catch (const json::parse_error& e) {
    throw ApiError(400, std::string("bad JSON: ") + e.what());
  }
}

namespace {

std::vector<std::string> split_path(const std::string& target) {
  std::string path = target.substr(0, target.find('?'));
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(path);
  while (std::getline(in, part, '/'))
    if (!part.empty()) parts.push_back(part);
  return parts;
}

std::string query_param(const std::string& target, const std::string& name) {
  size_t q = target.find('?');
  if (q == std::string::npos) return {};
  std::istringstream in(target.substr(q + 1));
  for (std::string kv; std::getline(in, kv, '&');) {
    size_t eq = kv.find('=');
    if (kv.substr(0, eq) == name) return eq == std::string::npos ? "" : percent_decode(kv.substr(eq + 1)).value_or("");
  }
  return {};
}

json parse_body(const Request& req) { return parse_json_body(req.body()); }

RequestHeaders headers_of(const Request& req) {
  RequestHeaders h;
  h.method = std::string(req.method_string());
  h.host = std::string(req[http::field::host]);
  if (req.count(http::field::origin)) h.origin = std::string(req[http::field::origin]);
  if (req.count(http::field::content_type)) h.content_type = std::string(req[http::field::content_type]);
  return h;
}

int64_t parse_id(const std::string& s) {
  if (s.empty() || s.size() > 15 || s.find_first_not_of("0123456789") != std::string::npos)
    throw ApiError(404, "no game with id '" + s + "'");
  return std::stoll(s);
}

std::optional<Side> optional_side(const json& body) {
  if (!body.contains("side") || body["side"].is_null()) return std::nullopt;
  if (!body["side"].is_string()) throw ApiError(400, "side must be \"black\" or \"white\"");
  return parse_side(body["side"].get<std::string>());
}

void require_method(const Request& req, http::verb verb) {
  if (req.method() != verb)
    throw ApiError(405, "use " + std::string(http::to_string(verb)) + " for " + std::string(req.target()));
}

}  // namespace

Api::Api(GameManager& games, std::filesystem::path static_root, HostPolicy hosts)
    : games_(games), static_root_(std::move(static_root)), hosts_(std::move(hosts)) {}

void Api::handle(const Request& req, std::function<void(Response)> respond) {
  const unsigned version = req.version();
  const bool keep_alive = req.keep_alive();
  std::string target(req.target());
  try {
    if (auto refusal = refuse_request(hosts_, headers_of(req))) throw *refusal;
    std::vector<std::string> parts = split_path(target);
    if (!parts.empty() && parts[0] == "api") {
      route_api(req, parts, respond);
      return;
    }
    if (req.method() != http::verb::get && req.method() != http::verb::head)
      throw ApiError(405, "only GET and HEAD serve files");
    respond(serve_static(req));
  } catch (const ApiError& e) {
    respond(error_response(e.status(), e.what(), version, keep_alive));
  } catch (const InputError& e) {
    respond(error_response(400, e.what(), version, keep_alive));
  } catch (const std::exception& e) {
    std::cerr << "hensoku serve: " << req.method_string() << " " << target << ": internal error: " << e.what()
              << std::endl;
    respond(error_response(500, std::string("internal error: ") + e.what(), version, keep_alive));
  } catch (...) {
    std::cerr << "hensoku serve: " << req.method_string() << " " << target << ": internal error" << std::endl;
    respond(error_response(500, "internal error", version, keep_alive));
  }
}

void Api::route_api(const Request& req, const std::vector<std::string>& parts, std::function<void(Response)>& respond) {
  const unsigned version = req.version();
  const bool keep_alive = req.keep_alive();
  auto ok = [&](const json& body, http::status status = http::status::ok) {
    respond(json_response(status, body, version, keep_alive));
  };
  const size_t n = parts.size();
  if (n == 2 && parts[1] == "health") {
    require_method(req, http::verb::get);
    return ok({{"ok", true}, {"variants", games_.variants().all().size()}, {"engine", games_.engine_available()}});
  }
  if (n == 2 && parts[1] == "variants") {
    require_method(req, http::verb::get);
    json list = json::array();
    for (const auto& v : games_.variants().all()) list.push_back(to_json(v));
    return ok({{"variants", list}, {"engine", games_.engine_available()}, {"engine_cap_ms", games_.engine_cap_ms()}});
  }
  if (n == 2 && parts[1] == "analysis") {
    require_method(req, http::verb::post);
    games_.analyse(parse_body(req), [respond, version, keep_alive](int status, json result) {
      respond(json_response(http::status(status), result, version, keep_alive));
    });
    return;
  }
  if (n == 2 && parts[1] == "games") {
    if (req.method() == http::verb::get)
      return ok({{"games", games_.list(query_param(std::string(req.target()), "variant"))}});
    require_method(req, http::verb::post);
    return ok(games_.create(parse_body(req))->to_json(), http::status::created);
  }
  if (n >= 3 && parts[1] == "games") {
    std::shared_ptr<LiveGame> game = games_.find(parse_id(parts[2]));
    if (n == 3) {
      if (req.method() == http::verb::delete_) {
        games_.remove(game->id());
        Response res{http::status::no_content, version};
        res.set(http::field::cache_control, "no-store");
        res.keep_alive(keep_alive);
        res.prepare_payload();
        return respond(std::move(res));
      }
      require_method(req, http::verb::get);
      return ok(game->to_json());
    }
    if (n == 4) {
      const std::string& action = parts[3];
      if (action == "position") {
        require_method(req, http::verb::get);
        std::string ply = query_param(std::string(req.target()), "ply");
        if (ply.empty() || ply.size() > 6 || ply.find_first_not_of("0123456789") != std::string::npos)
          throw ApiError(400, "position needs ?ply=<number of moves from the start>");
        return ok(game->position_at(std::stoi(ply)));
      }
      if (action == "record" || action == "kif") {
        require_method(req, http::verb::get);
        std::string format = action == "kif" ? "kif" : query_param(std::string(req.target()), "format");
        Response res{http::status::ok, version};
        res.set(http::field::content_type, "text/plain; charset=utf-8");
        res.set(http::field::cache_control, "no-store");
        res.keep_alive(keep_alive);
        res.body() = games_.record(game->id(), format.empty() ? "usi" : format);
        res.prepare_payload();
        return respond(std::move(res));
      }
      if (action == "review") {
        if (req.method() == http::verb::get) return ok(games_.review(game->id()));
        if (req.method() == http::verb::delete_) return ok(games_.cancel_review(game->id()));
        require_method(req, http::verb::post);
        return ok(games_.start_review(game->id(), parse_body(req)), http::status::accepted);
      }
      require_method(req, http::verb::post);
      json body = parse_body(req);
      if (action == "moves") {
        if (!body.contains("move") || !body["move"].is_string())
          throw ApiError(400, "the body must be {\"move\": \"<move in notation>\"}");
        std::optional<int> ply;
        if (body.contains("ply") && !body["ply"].is_null()) {
          if (!body["ply"].is_number_integer()) throw ApiError(400, "ply must be an integer");
          ply = body["ply"].get<int>();
        }
        return ok(game->play(body["move"].get<std::string>(), ply));
      }
      if (action == "takeback") return ok(game->takeback());
      if (action == "resign") return ok(game->resign(optional_side(body)));
      if (action == "draw") {
        if (!body.contains("action") || !body["action"].is_string())
          throw ApiError(400, "the body must be {\"action\": \"offer\"|\"accept\"|\"decline\"}");
        return ok(game->draw(body["action"].get<std::string>(), optional_side(body)));
      }
      if (action == "analysis") {
        int64_t movetime = 1000;
        if (body.contains("movetime_ms")) {
          if (!body["movetime_ms"].is_number_integer() || body["movetime_ms"].get<int64_t>() < 10)
            throw ApiError(400, "movetime_ms must be an integer of at least 10");
          movetime = body["movetime_ms"].get<int64_t>();
        }
        game->analyse(movetime, [respond, version, keep_alive](int status, json result) {
          respond(json_response(http::status(status), result, version, keep_alive));
        });
        return;
      }
    }
  }
  throw ApiError(404, "no API route " + std::string(req.method_string()) + " " + std::string(req.target()));
}

std::shared_ptr<LiveGame> Api::websocket_game(const Request& req) {
  RequestHeaders headers = headers_of(req);
  headers.method = "GET";  // the upgrade has no body
  if (auto refusal = refuse_request(hosts_, headers)) throw *refusal;
  std::vector<std::string> parts = split_path(std::string(req.target()));
  if (parts.size() != 4 || parts[0] != "api" || parts[1] != "games" || parts[3] != "ws")
    throw ApiError(404, "WebSocket endpoints are /api/games/<id>/ws");
  return games_.find(parse_id(parts[2]));
}

Response Api::serve_static(const Request& req) {
  if (static_root_.empty()) throw ApiError(404, "this server has no front end folder (--static)");
  std::string target(req.target());
  auto decoded = percent_decode(target.substr(0, target.find('?')));
  if (!decoded) throw ApiError(400, "malformed path");
  auto file = resolve_static(static_root_, target);
  if (!file) throw ApiError(404, "not found: " + *decoded);
  std::ifstream in(*file, std::ios::binary);
  if (!in) throw ApiError(404, "not found: " + *decoded);
  std::ostringstream content;
  content << in.rdbuf();
  Response res{http::status::ok, req.version()};
  res.set(http::field::content_type, mime_type(*file));
  res.set("X-Content-Type-Options", "nosniff");
  res.set(http::field::cache_control, file->filename() == "index.html" ? "no-cache" : "public, max-age=3600");
  res.keep_alive(req.keep_alive());
  if (req.method() != http::verb::head) res.body() = content.str();
  res.prepare_payload();
  if (req.method() == http::verb::head) res.content_length(content.str().size());
  return res;
}

}  // namespace hensoku::server
