// The JSON API, endpoint by endpoint, with good and bad input.
#include <gtest/gtest.h>

#include <thread>

#include "server_fixture.h"

namespace hensoku::test {
namespace {

using nlohmann::json;
namespace http = boost::beast::http;

TEST_F(ServerTest, HealthAndVariantsListTitlesSummariesAndOptions) {
  EXPECT_EQ(get(port_, "/api/health").json()["ok"], true);
  HttpResult r = get(port_, "/api/variants");
  ASSERT_EQ(r.status, 200);
  EXPECT_NE(r.content_type.find("application/json"), std::string::npos);
  json v = r.json()["variants"];
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0]["name"], "mini");
  EXPECT_EQ(v[0]["title"], "Mini race");
  EXPECT_EQ(v[0]["summary"], "Kings race to the far rank.");
  EXPECT_EQ(v[0]["options"][0]["name"], "FirstPlayer");
  EXPECT_EQ(v[0]["options"][0]["values"], json({"black", "white"}));
  EXPECT_EQ(r.json()["engine"], true);
}

TEST_F(ServerTest, CreateGameReturnsBoardLegalMovesAndOutcome) {
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(g["variant"], "mini");
  EXPECT_EQ(g["sfen"], "1k1/3/1K1 b - 1");
  EXPECT_EQ(g["board"]["files"], 3);
  EXPECT_EQ(g["board"]["cells"], json({"", "k", "", "", "", "", "", "K", ""}));
  EXPECT_EQ(g["to_move"], "black");
  EXPECT_EQ(g["legal_moves"].size(), 5u);  // 2c to 3c, 1c, 3b, 2b, 1b
  EXPECT_EQ(g["legal_moves"][0]["kind"], "move");
  EXPECT_EQ(g["legal_moves"][0]["from"], "2c");
  EXPECT_EQ(g["outcome"]["over"], false);
  EXPECT_EQ(g["players"]["black"]["type"], "human");
  EXPECT_TRUE(g["clocks"].is_null());
  json again = get(port_, game_path(g)).json();
  EXPECT_EQ(again["id"], g["id"]);
  json list = get(port_, "/api/games").json()["games"];
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["id"], g["id"]);
}

TEST_F(ServerTest, FirstPlayerOptionIsPassedToTheVariant) {
  json g = create({{"variant", "mini"}, {"options", {{"FirstPlayer", "white"}}}});
  EXPECT_EQ(g["to_move"], "white");
  EXPECT_EQ(g["options"]["FirstPlayer"], "white");
}

TEST_F(ServerTest, BadCreateRequestsAre400WithAMessage) {
  auto expect_400 = [&](const std::string& body, const std::string& words) {
    HttpResult r = http_request(port_, http::verb::post, "/api/games", body);
    EXPECT_EQ(r.status, 400) << body;
    ASSERT_TRUE(r.json().contains("error")) << r.body;
    EXPECT_NE(r.json()["error"].get<std::string>().find(words), std::string::npos) << r.body;
  };
  expect_400("{not json", "bad JSON");
  expect_400("[1,2]", "JSON object");
  expect_400(R"({"variant":"nosuch"})", "unknown variant 'nosuch' (known: mini)");
  expect_400(R"({})", "missing field 'variant'");
  expect_400(R"({"variant":"mini","options":{"FirstPlayer":"green"}})", "FirstPlayer must be black or white");
  expect_400(R"({"variant":"mini","sfen":"9/9/9 b - 1"})", "bad SFEN");
  expect_400(R"({"variant":"mini","moves":["2c2a"]})", "move 1 '2c2a': illegal move");
  expect_400(R"({"variant":"mini","players":{"black":{"type":"robot"}}})", "player type");
  expect_400(R"({"variant":"mini","players":{"black":{"type":"engine","level":99}}})", "level");
  expect_400(R"({"variant":"mini","players":{"purple":"human"}})", "side must be");
  expect_400(R"({"variant":"mini","time_control":{"initial_ms":-5}})", "initial_ms");
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), 0u);  // nothing was created
}

TEST_F(ServerTest, OversizedBodyIs413) {
  std::string big = R"({"variant":"mini","pad":")" + std::string(2 << 20, 'x') + "\"}";
  HttpResult r = http_request(port_, http::verb::post, "/api/games", big);
  EXPECT_EQ(r.status, 413);
  EXPECT_NE(r.json()["error"].get<std::string>().find("too large"), std::string::npos);
}

TEST_F(ServerTest, UnknownRoutesGamesAndMethods) {
  EXPECT_EQ(get(port_, "/api/nothing").status, 404);
  EXPECT_EQ(get(port_, "/api/games/999").status, 404);
  EXPECT_EQ(get(port_, "/api/games/abc").status, 404);
  EXPECT_EQ(http_request(port_, http::verb::delete_, "/api/variants").status, 405);
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(get(port_, game_path(g, "/moves")).status, 405);
  EXPECT_EQ(post(port_, game_path(g, "/fly"), json::object()).status, 404);
}

TEST_F(ServerTest, MovesArePlayedAndIllegalOnesChangeNothing) {
  json g = create({{"variant", "mini"}});
  HttpResult bad = post(port_, game_path(g, "/moves"), {{"move", "2c2a"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(bad.json()["error"], "illegal move '2c2a'");
  EXPECT_EQ(post(port_, game_path(g, "/moves"), {{"mv", "2c2b"}}).status, 400);
  EXPECT_EQ(post(port_, game_path(g, "/moves"), {{"move", 5}}).status, 400);
  EXPECT_EQ(http_request(port_, http::verb::post, game_path(g, "/moves"), "{\"move\":").status, 400);
  EXPECT_EQ(get(port_, game_path(g)).json()["ply"], 0);

  HttpResult ok = post(port_, game_path(g, "/moves"), {{"move", "2c2b"}, {"ply", 0}});
  ASSERT_EQ(ok.status, 200) << ok.body;
  json after = ok.json();
  EXPECT_EQ(after["history"], json({"2c2b"}));
  EXPECT_EQ(after["last_move"]["from"], "2c");
  EXPECT_EQ(after["last_move"]["to"], "2b");
  EXPECT_EQ(after["to_move"], "white");
  // A stale ply is refused (two tabs on one game).
  EXPECT_EQ(post(port_, game_path(g, "/moves"), {{"move", "2a3a"}, {"ply", 0}}).status, 409);
}

TEST_F(ServerTest, FinishedGameShowsItsResultAndRefusesMoves) {
  json g = create({{"variant", "mini"}, {"moves", {"2c2b", "2a3a"}}});
  json end = post(port_, game_path(g, "/moves"), {{"move", "2b2a"}}).json();
  EXPECT_EQ(end["outcome"]["over"], true);
  EXPECT_EQ(end["outcome"]["winner"], "black");
  EXPECT_EQ(end["outcome"]["reason"], "Black reached rank a");
  EXPECT_TRUE(end["legal_moves"].empty());
  HttpResult late = post(port_, game_path(g, "/moves"), {{"move", "3a3b"}});
  EXPECT_EQ(late.status, 409);
  EXPECT_NE(late.json()["error"].get<std::string>().find("over"), std::string::npos);
}

TEST_F(ServerTest, TakebackUndoesTheLastMove) {
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(post(port_, game_path(g, "/takeback"), json::object()).status, 409);  // nothing to take back
  post(port_, game_path(g, "/moves"), {{"move", "2c2b"}});
  json back = post(port_, game_path(g, "/takeback"), json::object()).json();
  EXPECT_EQ(back["ply"], 0);
  EXPECT_EQ(back["sfen"], "1k1/3/1K1 b - 1");
  EXPECT_TRUE(back["last_move"].is_null());
}

TEST_F(ServerTest, ResignEndsTheGameForTheSideToMove) {
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(post(port_, game_path(g, "/resign"), {{"side", "blue"}}).status, 400);
  json r = post(port_, game_path(g, "/resign"), json::object()).json();
  EXPECT_EQ(r["outcome"]["winner"], "white");
  EXPECT_EQ(r["outcome"]["code"], "resignation");
  EXPECT_EQ(r["outcome"]["reason"], "Black resigned");
  EXPECT_EQ(post(port_, game_path(g, "/resign"), json::object()).status, 409);
  EXPECT_EQ(post(port_, game_path(g, "/takeback"), json::object()).status, 409);
}

TEST_F(ServerTest, DrawOfferedThenAcceptedByTheOtherPlayer) {
  json g = create({{"variant", "mini"}});
  EXPECT_EQ(post(port_, game_path(g, "/draw"), {{"action", "accept"}}).status, 409);  // no offer yet
  EXPECT_EQ(post(port_, game_path(g, "/draw"), {{"action", "dance"}}).status, 400);
  json offered = post(port_, game_path(g, "/draw"), {{"action", "offer"}}).json();
  EXPECT_EQ(offered["draw_offer"], "black");
  post(port_, game_path(g, "/moves"), {{"move", "2c2b"}});
  json d = post(port_, game_path(g, "/draw"), {{"action", "accept"}}).json();
  EXPECT_EQ(d["outcome"]["kind"], "draw");
  EXPECT_EQ(d["outcome"]["code"], "agreement");
}

TEST_F(ServerTest, DrawOfferDeclined) {
  json g = create({{"variant", "mini"}});
  post(port_, game_path(g, "/draw"), {{"action", "offer"}, {"side", "black"}});
  json d = post(port_, game_path(g, "/draw"), {{"action", "decline"}, {"side", "white"}}).json();
  EXPECT_TRUE(d["draw_offer"].is_null());
  EXPECT_EQ(d["outcome"]["over"], false);
}

TEST_F(ServerTest, RecordsExportAndImport) {
  json g = create({{"variant", "mini"}, {"moves", "2c2b 2a3a"}});
  EXPECT_EQ(get(port_, game_path(g, "/record?format=usi")).body, "position startpos moves 2c2b 2a3a\n");
  EXPECT_EQ(get(port_, game_path(g, "/record?format=moves")).body, "2c2b 2a3a\n");
  EXPECT_EQ(get(port_, game_path(g, "/record?format=sfen")).body, "k2/1K1/3 b - 1\n");
  EXPECT_EQ(get(port_, game_path(g, "/record?format=pdf")).status, 400);

  json imported = create({{"variant", "mini"}, {"position", "position sfen 3/k2/1K1 w - 1 moves 3b3c"}});
  EXPECT_EQ(imported["setup_sfen"], "3/k2/1K1 w - 1");
  EXPECT_EQ(imported["history"], json({"3b3c"}));
  EXPECT_EQ(imported["outcome"]["winner"], "white");
  EXPECT_EQ(get(port_, game_path(imported, "/record?format=usi")).body, "position sfen 3/k2/1K1 w - 1 moves 3b3c\n");
  EXPECT_EQ(post(port_, "/api/games", {{"variant", "mini"}, {"position", "startpos moves 2c2c"}}).status, 400);
  EXPECT_EQ(post(port_, "/api/games", {{"variant", "mini"}, {"position", "banana"}}).status, 400);
}

TEST_F(ServerTest, EngineRepliesToAHumanMove) {
  json g = create({{"variant", "mini"}, {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 40}}}}}});
  EXPECT_EQ(g["players"]["white"]["type"], "engine");
  post(port_, game_path(g, "/moves"), {{"move", "2c3c"}});
  json after = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2; });
  ASSERT_EQ(after["ply"], 2);
  EXPECT_EQ(after["to_move"], "black");
  EXPECT_EQ(after["engine"]["thinking"], false);
  // It is not the human's place to move for the engine.
  json g2 = create({{"variant", "mini"}, {"players", {{"black", {{"type", "engine"}, {"movetime_ms", 2000}}}}}});
  EXPECT_EQ(post(port_, game_path(g2, "/moves"), {{"move", "2c2b"}}).status, 409);
}

TEST_F(ServerTest, TakebackAgainstTheEngineReturnsToTheHumansTurn) {
  json g = create({{"variant", "mini"}, {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 40}}}}}});
  post(port_, game_path(g, "/moves"), {{"move", "2c3c"}});
  wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2 && !x["engine"]["thinking"].get<bool>(); });
  json back = post(port_, game_path(g, "/takeback"), json::object()).json();
  EXPECT_EQ(back["ply"], 0);
  EXPECT_EQ(back["to_move"], "black");
}

TEST_F(ServerTest, EngineAgainstEngineFinishesTheGame) {
  json g = create({{"variant", "mini"},
                   {"players", {{"black", {{"type", "engine"}, {"movetime_ms", 20}}},
                                {"white", {{"type", "engine"}, {"movetime_ms", 20}}}}}});
  json end = wait_for_game(port_, g["id"], [](const json& x) { return x["outcome"]["over"].get<bool>(); });
  EXPECT_EQ(end["outcome"]["over"], true) << end.dump();
  EXPECT_EQ(post(port_, game_path(g, "/resign"), json::object()).status, 409);
}

TEST_F(ServerTest, EngineTimeIsCappedByTheServer) {
  start(/*hanging_engine=*/true);  // an engine that never stops by itself
  json g = create({{"variant", "mini"}, {"players", {{"black", {{"type", "engine"}, {"movetime_ms", 100}}}}}});
  // Its budget is 100 ms; the server stops it 2 s after that at the latest.
  json after = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 1; },
                             std::chrono::milliseconds(4000));
  EXPECT_EQ(after["ply"], 1);
}

TEST_F(ServerTest, EngineMovetimeAboveTheCapIsRefused) {
  HttpResult r = post(port_, "/api/games",
                      {{"variant", "mini"}, {"players", {{"black", {{"type", "engine"}, {"movetime_ms", 999999}}}}}});
  EXPECT_EQ(r.status, 400);
}

TEST_F(ServerTest, ClocksRunAndTheFlagFalls) {
  json g = create({{"variant", "mini"}, {"time_control", {{"initial_ms", 300}, {"increment_ms", 0}}}});
  EXPECT_EQ(g["clocks"]["black_ms"].get<int64_t>() <= 300, true);
  EXPECT_EQ(g["clocks"]["running"], "black");
  json end = wait_for_game(port_, g["id"], [](const json& x) { return x["outcome"]["over"].get<bool>(); });
  EXPECT_EQ(end["outcome"]["code"], "time");
  EXPECT_EQ(end["outcome"]["winner"], "white");
  EXPECT_EQ(end["outcome"]["reason"], "Black lost on time");
  EXPECT_EQ(end["clocks"]["black_ms"], 0);
}

TEST_F(ServerTest, IncrementIsAddedAfterAMove) {
  json g = create({{"variant", "mini"}, {"time_control", {{"initial_ms", 60000}, {"increment_ms", 5000}}}});
  json after = post(port_, game_path(g, "/moves"), {{"move", "2c2b"}}).json();
  EXPECT_GT(after["clocks"]["black_ms"].get<int64_t>(), 60000);
  EXPECT_EQ(after["clocks"]["running"], "white");
}

TEST_F(ServerTest, AnalysisOfAnyPositionAndOfAGame) {
  HttpResult r = post(port_, "/api/analysis", {{"variant", "mini"}, {"sfen", "k2/3/1K1 b - 1"}, {"movetime_ms", 40}});
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.json()["bestmove"], "2c3b");
  EXPECT_EQ(r.json()["info"]["pv"][0], "2c3b");
  EXPECT_EQ(post(port_, "/api/analysis", {{"variant", "nosuch"}}).status, 400);
  EXPECT_EQ(post(port_, "/api/analysis", {{"variant", "mini"}, {"movetime_ms", "soon"}}).status, 400);
  json g = create({{"variant", "mini"}});
  HttpResult a = post(port_, game_path(g, "/analysis"), {{"movetime_ms", 40}});
  ASSERT_EQ(a.status, 200) << a.body;
  EXPECT_EQ(a.json()["bestmove"], g["legal_moves"][0]["usi"]);
}

TEST_F(ServerTest, WebSocketPushesStateAndEngineInfo) {
  json g = create({{"variant", "mini"}, {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 200}}}}}});
  WsClient ws(port_, game_path(g, "/ws"));
  json first = ws.read();
  EXPECT_EQ(first["type"], "state");
  EXPECT_EQ(first["game"]["ply"], 0);
  post(port_, game_path(g, "/moves"), {{"move", "2c2b"}});
  ws.read_until("state", [](const json& m) { return m["game"]["ply"] == 1; });
  json info = ws.read_until("info", [](const json&) { return true; });
  EXPECT_EQ(info["side"], "white");
  EXPECT_EQ(info["info"]["depth"], 1);
  ws.read_until("state", [](const json& m) { return m["game"]["ply"] == 2; });
  ws.close();
  EXPECT_EQ(http_request(port_, http::verb::get, "/api/games/77/ws").status, 404);
}

TEST_F(ServerTest, GamesSurviveARestart) {
  json g = create({{"variant", "mini"},
                   {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 40}}}}},
                   {"time_control", {{"initial_ms", 600000}, {"byoyomi_ms", 10000}}}});
  post(port_, game_path(g, "/moves"), {{"move", "2c3c"}});
  json before = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2; });
  json resigned = create({{"variant", "mini"}});
  post(port_, game_path(resigned, "/resign"), json::object());

  start();  // a new server on the same database
  json after = get(port_, game_path(g)).json();
  EXPECT_EQ(after["history"], before["history"]);
  EXPECT_EQ(after["sfen"], before["sfen"]);
  EXPECT_EQ(after["players"]["white"]["type"], "engine");
  EXPECT_EQ(after["time_control"]["byoyomi_ms"], 10000);
  EXPECT_LE(after["clocks"]["white_ms"].get<int64_t>(), 600000);
  EXPECT_EQ(get(port_, game_path(resigned)).json()["outcome"]["code"], "resignation");
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), 2u);
  // The resumed game goes on: the engine still answers.
  post(port_, game_path(g, "/moves"), {{"move", "3c3b"}});
  json on = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 4 || x["outcome"]["over"]; });
  EXPECT_TRUE(on["ply"] == 4 || on["outcome"]["over"].get<bool>()) << on.dump();
}

TEST_F(ServerTest, ConcurrentClientsOnOneGameNeverCorruptIt) {
  json g = create({{"variant", "mini"}});
  std::vector<std::thread> threads;
  std::atomic<int> accepted{0};
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&] {
      HttpResult r = post(port_, game_path(g, "/moves"), {{"move", "2c2b"}, {"ply", 0}});
      if (r.status == 200) ++accepted;
    });
  for (auto& t : threads) t.join();
  EXPECT_EQ(accepted, 1);
  start();
  EXPECT_EQ(get(port_, game_path(g)).json()["history"], json({"2c2b"}));
}

}  // namespace
}  // namespace hensoku::test

namespace hensoku::test {
namespace {

TEST_F(ServerTest, PositionAtAnEarlierPlyForNavigation) {
  nlohmann::json g = create({{"variant", "mini"}, {"moves", "2c2b 2a3a"}});
  nlohmann::json p = get(port_, game_path(g, "/position?ply=1")).json();
  EXPECT_EQ(p["sfen"], "1k1/1K1/3 w - 1");
  EXPECT_EQ(p["last_move"]["usi"], "2c2b");
  EXPECT_TRUE(get(port_, game_path(g, "/position?ply=0")).json()["last_move"].is_null());
  EXPECT_EQ(get(port_, game_path(g, "/position?ply=3")).status, 400);
  EXPECT_EQ(get(port_, game_path(g, "/position?ply=-1")).status, 400);
  EXPECT_EQ(get(port_, game_path(g, "/position")).status, 400);
  EXPECT_EQ(g["played"][0]["piece"], "K");
  EXPECT_EQ(g["played"][1]["piece"], "k");
}

}  // namespace
}  // namespace hensoku::test
