// A hostile web: nested bodies, pages of other sites (text/plain no-cors
// posts, foreign Origin, DNS rebinding's foreign Host), floods of analyses
// and engine games, too many connections, slow clients, oversized WebSocket
// frames, a failing database and a second server on the same file. Each is
// refused with a clear status and the server goes on serving the others.
#include <gtest/gtest.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/system/system_error.hpp>

#include <atomic>
#include <future>
#include <thread>

#include "server/game_manager.h"
#include "server_fixture.h"

namespace hensoku::test {
namespace {

using nlohmann::json;
namespace http = boost::beast::http;
namespace net = boost::asio;
using tcp = net::ip::tcp;

json engine(int64_t movetime_ms) { return {{"type", "engine"}, {"movetime_ms", movetime_ms}}; }

bool alive(unsigned short port) { return get(port, "/api/health").status == 200; }

std::string error_of(const HttpResult& r) {
  try {
    return r.json().value("error", "");
  } catch (...) {
    return r.body;
  }
}

TEST_F(ServerTest, DeeplyNestedBodyIs400AndTheServerLives) {
  const std::string nest = std::string(200000, '[') + std::string(200000, ']');
  for (const char* target : {"/api/games", "/api/analysis"}) {
    HttpResult r = http_request(port_, http::verb::post, target, R"({"variant":"mini","x":)" + nest + "}");
    EXPECT_EQ(r.status, 400) << target;
    EXPECT_NE(error_of(r).find("nests deeper than"), std::string::npos) << r.body;
    EXPECT_TRUE(alive(port_));
  }
  // Within the limit is fine (the unknown field is ignored).
  std::string ok = R"({"variant":"mini","x":)" + std::string(20, '[') + std::string(20, ']') + "}";
  EXPECT_EQ(http_request(port_, http::verb::post, "/api/games", ok).status, 201);
}

TEST_F(ServerTest, ImportsAreBoundedInPlies) {
  std::string shuffle;  // kings stepping back and forth (the mini variant has no repetition rule)
  for (int i = 0; i < server::kMaxImportPlies / 4 + 1; ++i) shuffle += "2c2b 2a3a 2b2c 3a2a ";
  HttpResult r = post(port_, "/api/games", {{"variant", "mini"}, {"moves", shuffle}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(error_of(r).find("too many moves to import"), std::string::npos) << r.body.substr(0, 200);
  EXPECT_EQ(post(port_, "/api/analysis", {{"variant", "mini"}, {"moves", shuffle}}).status, 400);
  std::string within;
  for (int i = 0; i < 200; ++i) within += "2c2b 2a3a 2b2c 3a2a ";
  json g = create({{"variant", "mini"}, {"moves", within}});
  EXPECT_EQ(g["ply"], 800);
  EXPECT_TRUE(alive(port_));
}

TEST_F(ServerTest, PostsThatAreNotJsonAre415) {
  const std::string body = R"({"variant":"mini"})";
  for (const char* type : {"text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""}) {
    HttpResult r = http_request_with(port_, http::verb::post, "/api/games", body, {{"Content-Type", type}});
    EXPECT_EQ(r.status, 415) << type;
  }
  HttpResult no_body = http_request_with(port_, http::verb::post, "/api/games/1/resign", "", {});
  EXPECT_EQ(no_body.status, 415);
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), 0u);
  EXPECT_EQ(http_request_with(port_, http::verb::post, "/api/games", body,
                              {{"Content-Type", "application/json; charset=utf-8"}})
                .status,
            201);
}

TEST_F(ServerTest, TheIssuesCrossSiteRequestIsRefused) {
  HttpResult r = http_request_with(
      port_, http::verb::post, "/api/games", R"({"variant":"mini"})",
      {{"Content-Type", "text/plain"}, {"Origin", "http://evil.example"}, {"Host", "evil.example:8080"}});
  EXPECT_EQ(r.status, 403);
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), 0u);
}

TEST_F(ServerTest, ForeignHostIs403AndOwnNamesAreServed) {
  const std::string port = std::to_string(port_);
  for (const std::string& host :
       std::vector<std::string>{"evil.example", "evil.example:" + port, "127.0.0.1.evil.example", "localhost.evil:1",
                                "[::2]:" + port, "10.0.0.1"}) {
    HttpResult r = http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", host}});
    EXPECT_EQ(r.status, 403) << host;
    EXPECT_NE(error_of(r).find("--allow-host"), std::string::npos) << r.body;
  }
  for (const std::string& host :
       std::vector<std::string>{"127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "[::1]:" + port, "localhost."})
    EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", host}}).status, 200) << host;
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/", "", {{"Host", "evil.example"}}).status, 403);
}

TEST_F(ServerTest, AllowHostAddsANameAndWildcardBindAcceptsAddresses) {
  tweak_ = [](server::ServerOptions& o) { o.allow_hosts = {"board.lan", "Pi.Local:8080"}; };
  start();
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", "board.lan:8080"}}).status, 200);
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", "pi.local"}}).status, 200);
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", "other.lan"}}).status, 403);
  tweak_ = [](server::ServerOptions& o) { o.bind = "0.0.0.0"; };
  start();
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", "192.168.1.20:8080"}}).status, 200);
  EXPECT_EQ(http_request_with(port_, http::verb::get, "/api/health", "", {{"Host", "evil.example"}}).status, 403);
}

TEST_F(ServerTest, ForeignOriginIs403OnHttpAndTheWebSocketUpgrade) {
  json g = create({{"variant", "mini"}});
  const std::string own = "http://127.0.0.1:" + std::to_string(port_);
  for (const char* origin : {"http://evil.example", "null", "https://127.0.0.1.evil.example", "file://"}) {
    EXPECT_EQ(http_request_with(port_, http::verb::get, game_path(g), "", {{"Origin", origin}}).status, 403) << origin;
    EXPECT_EQ(
        http_request_with(port_, http::verb::post, game_path(g, "/moves"), R"({"move":"2c2b"})", {{"Origin", origin}})
            .status,
        403)
        << origin;
    EXPECT_THROW(WsClient(port_, game_path(g, "/ws"), origin), boost::system::system_error) << origin;
  }
  EXPECT_EQ(get(port_, game_path(g)).json()["ply"], 0);  // nothing was played
  // The server's own page, and a page on a loopback name (the dev server), are served.
  EXPECT_EQ(http_request_with(port_, http::verb::post, game_path(g, "/moves"), R"({"move":"2c2b"})", {{"Origin", own}})
                .status,
            200);
  EXPECT_EQ(http_request_with(port_, http::verb::get, game_path(g), "", {{"Origin", "http://localhost:5173"}}).status,
            200);
  WsClient ws(port_, game_path(g, "/ws"), own);
  EXPECT_EQ(ws.read()["type"], "state");
}

TEST_F(ServerTest, QueuedAnalysesAreCappedWith429) {
  tweak_ = [](server::ServerOptions& o) {
    o.engine_slots = 1;
    o.max_queued_analyses = 2;
    o.engine_cap_ms = 8000;
  };
  start();
  const json request = {{"variant", "mini"}, {"movetime_ms", 4000}};  // the fake engine takes 1 s
  std::vector<std::future<HttpResult>> answers;
  for (int i = 0; i < 3; ++i) {
    answers.push_back(std::async(std::launch::async, [&] { return post(port_, "/api/analysis", request); }));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // one running, two queued
  }
  HttpResult refused = post(port_, "/api/analysis", request);
  EXPECT_EQ(refused.status, 429);
  EXPECT_NE(error_of(refused).find("too many analyses waiting"), std::string::npos) << refused.body;
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(post(port_, game_path(g, "/analysis"), {{"movetime_ms", 100}}).status, 429);
  for (auto& a : answers) EXPECT_EQ(a.get().status, 200);
  EXPECT_EQ(post(port_, "/api/analysis", {{"variant", "mini"}, {"movetime_ms", 40}}).status, 200);
}

TEST_F(ServerTest, EngineGamesInProgressAreCappedWith429) {
  tweak_ = [](server::ServerOptions& o) { o.max_engine_games = 2; };
  start();
  const json eve = {{"variant", "mini"}, {"players", {{"black", engine(2000)}, {"white", engine(2000)}}}};
  json a = create(eve);
  create(eve);
  HttpResult third = post(port_, "/api/games", eve);
  EXPECT_EQ(third.status, 429);
  EXPECT_NE(error_of(third).find("engine-vs-engine"), std::string::npos) << third.body;
  create({{"variant", "mini"}, {"players", {{"white", engine(40)}}}});  // a person against the engine still may
  EXPECT_EQ(http_request(port_, http::verb::delete_, game_path(a)).status, 204);
  EXPECT_EQ(post(port_, "/api/games", eve).status, 201);
}

// One slot: a running analysis, then an analysis queued, then a game whose
// engine is to move. The game's move takes the slot first.
TEST_F(ServerTest, AnEngineMoveGoesBeforeQueuedAnalyses) {
  tweak_ = [](server::ServerOptions& o) {
    o.engine_slots = 1;
    o.engine_cap_ms = 8000;
  };
  start();
  const json slow = {{"variant", "mini"}, {"movetime_ms", 8000}};  // 2 s each
  auto first = std::async(std::launch::async, [&] { return post(port_, "/api/analysis", slow); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  auto second = std::async(std::launch::async, [&] { return post(port_, "/api/analysis", slow); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  json g = create({{"variant", "mini"}, {"players", {{"black", engine(4000)}}}});
  EXPECT_EQ(g["engine"]["thinking"], true);
  EXPECT_EQ(g["engine"]["queued"], true);
  EXPECT_EQ(first.get().status, 200);
  EXPECT_EQ(second.get().status, 200);
  // When the queued analysis answers, the game's move (queued after it) was made already.
  EXPECT_EQ(get(port_, game_path(g)).json()["ply"], 1);
}

TEST_F(ServerTest, ConnectionsPastTheCapGet503) {
  tweak_ = [](server::ServerOptions& o) { o.max_connections = 6; };
  start();
  net::io_context ioc;
  std::vector<std::unique_ptr<tcp::socket>> idle;
  for (int i = 0; i < 6; ++i) {
    idle.push_back(std::make_unique<tcp::socket>(ioc));
    idle.back()->connect({net::ip::make_address("127.0.0.1"), port_});
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  HttpResult r = get(port_, "/api/health");
  EXPECT_EQ(r.status, 503);
  EXPECT_NE(error_of(r).find("too many open connections"), std::string::npos);
  idle.clear();
  // The server notices the closes; then there is room again.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  int status = 0;
  while ((status = get(port_, "/api/health").status) != 200 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(status, 200);
}

TEST_F(ServerTest, SlowClientIsDroppedAndOtherGamesGoOn) {
  tweak_ = [](server::ServerOptions& o) { o.request_timeout_ms = 600; };
  start();
  json g = create({{"variant", "mini"}, {"players", {{"black", engine(40)}, {"white", engine(40)}}}});
  net::io_context ioc;
  tcp::socket slow(ioc);
  slow.connect({net::ip::make_address("127.0.0.1"), port_});
  const std::string head = "POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n";
  auto started = std::chrono::steady_clock::now();
  bool dropped = false;
  for (char c : head + head + head) {  // one byte every 50 ms, never finishing
    boost::system::error_code ec;
    net::write(slow, net::buffer(&c, 1), ec);
    if (ec) {
      dropped = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (slow.available(ec) > 0 || ec) {
      dropped = true;  // the server answered or closed
      break;
    }
  }
  if (!dropped) {
    char buf[256];
    boost::system::error_code ec;
    slow.read_some(net::buffer(buf), ec);
    dropped = bool(ec);
  }
  EXPECT_TRUE(dropped);
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
  json end = wait_for_game(port_, g["id"], [](const json& x) { return x["outcome"]["over"].get<bool>(); });
  EXPECT_EQ(end["outcome"]["over"], true);
}

TEST_F(ServerTest, OversizedWebSocketMessageDropsThatConnectionOnly) {
  json g = create({{"variant", "mini"}});
  WsClient good(port_, game_path(g, "/ws"));
  good.read();
  WsClient bad(port_, game_path(g, "/ws"));
  bad.read();
  try {
    bad.write(std::string(1 << 20, 'x'));
  } catch (const boost::system::system_error&) {
    // the server may close while the frame is still being written
  }
  EXPECT_THROW(
      {
        for (;;) bad.read();
      },
      boost::system::system_error);
  post(port_, game_path(g, "/moves"), {{"move", "2c2b"}});
  EXPECT_EQ(good.read_until("state", [](const json&) { return true; })["game"]["ply"], 1);
}

TEST_F(ServerTest, ExceptionInAHandlerIs500AndTheServerKeepsServing) {
  tweak_ = [](server::ServerOptions& o) {
    o.engine_factory = [](const std::string&) -> std::unique_ptr<Engine> { throw std::runtime_error("boom"); };
  };
  start();
  HttpResult r = post(port_, "/api/games", {{"variant", "mini"}, {"players", {{"black", engine(40)}}}});
  EXPECT_EQ(r.status, 500);
  EXPECT_NE(error_of(r).find("boom"), std::string::npos);
  HttpResult a = post(port_, "/api/analysis", {{"variant", "mini"}, {"movetime_ms", 40}});
  EXPECT_EQ(a.status, 500);
  EXPECT_TRUE(alive(port_));
}

TEST_F(ServerTest, SecondServerOnTheSameDatabaseIsRefused) {
  try {
    server::Server second(options());
    FAIL() << "a second server opened the same database";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("in use by another hensoku serve"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(alive(port_));
}

TEST_F(ServerTest, FailedWritesChangeNothingAndAreReported) {
  json g = create({{"variant", "mini"}});
  server_->fail_store_writes_for_test(true);
  HttpResult move = post(port_, game_path(g, "/moves"), {{"move", "2c2b"}});
  EXPECT_EQ(move.status, 500);
  EXPECT_NE(error_of(move).find("could not be saved"), std::string::npos);
  EXPECT_EQ(post(port_, game_path(g, "/resign"), json::object()).status, 500);
  EXPECT_EQ(http_request(port_, http::verb::delete_, game_path(g)).status, 500);
  json now = get(port_, game_path(g)).json();
  EXPECT_EQ(now["ply"], 0);
  EXPECT_EQ(now["outcome"]["over"], false);
  server_->fail_store_writes_for_test(false);
  EXPECT_EQ(post(port_, game_path(g, "/moves"), {{"move", "2c2b"}}).status, 200);
}

TEST_F(ServerTest, AnEngineMoveThatCannotBeSavedIsRetried) {
  json g = create({{"variant", "mini"}, {"players", {{"white", engine(40)}}}});
  WsClient ws(port_, game_path(g, "/ws"));
  ws.read();
  post(port_, game_path(g, "/moves"), {{"move", "2c3c"}});
  server_->fail_store_writes_for_test(true);  // usually before the engine's reply is saved
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  server_->fail_store_writes_for_test(false);
  json after = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2; });
  EXPECT_EQ(after["ply"], 2);
  EXPECT_EQ(after["engine"]["thinking"], false);
  start();
  EXPECT_EQ(get(port_, game_path(g)).json()["ply"], 2);  // and it was saved
}

TEST_F(ServerTest, AnEngineMoveThatNeverSavesStopsTheGameVisiblyAndARestartResumesIt) {
  json g = create({{"variant", "mini"}, {"players", {{"white", engine(40)}}}});
  post(port_, game_path(g, "/moves"), {{"move", "2c3c"}});
  server_->fail_store_writes_for_test(true);
  json stopped = wait_for_game(
      port_, g["id"], [](const json& x) { return x["outcome"]["code"] == "aborted" || x["ply"] == 2; },
      std::chrono::milliseconds(8000));
  if (stopped["ply"] == 2) GTEST_SKIP() << "the engine's move was saved before the writes failed";
  EXPECT_EQ(stopped["outcome"]["code"], "aborted");
  EXPECT_NE(stopped["outcome"]["reason"].get<std::string>().find("could not be saved"), std::string::npos);
  server_->fail_store_writes_for_test(false);
  start();
  json resumed = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2; });
  EXPECT_EQ(resumed["ply"], 2);
  EXPECT_EQ(resumed["outcome"]["over"], false);
}

TEST_F(ServerTest, StopWithSearchesInFlightIsPromptAndAnswersTheWaitingRequests) {
  tweak_ = [](server::ServerOptions& o) {
    o.engine_slots = 2;
    o.engine_cap_ms = 3000;
  };
  start(/*hanging_engine=*/true);
  create({{"variant", "mini"}, {"players", {{"black", engine(3000)}, {"white", engine(3000)}}}});
  std::vector<std::future<int>> analyses;
  for (int i = 0; i < 4; ++i)
    analyses.push_back(std::async(std::launch::async, [&] {
      try {
        return post(port_, "/api/analysis", {{"variant", "mini"}, {"movetime_ms", 3000}}).status;
      } catch (const std::exception&) {
        return -1;  // the connection closed with the server
      }
    }));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  auto t0 = std::chrono::steady_clock::now();
  server_.reset();
  EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::milliseconds(3000));
  for (auto& a : analyses) {
    int status = a.get();
    EXPECT_TRUE(status == 200 || status == 503 || status == -1) << status;
  }
}

}  // namespace
}  // namespace hensoku::test
