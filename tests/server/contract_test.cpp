// What the front end relies on beyond the basic API: deleting games, the
// saved-games list's fields and filter, the server epoch, and WebSocket
// state messages that carry only the new moves (docs/web.md, WebSocket).
#include <gtest/gtest.h>

#include "server_fixture.h"

namespace hensoku::test {
namespace {

using nlohmann::json;
namespace http = boost::beast::http;

bool is_iso_utc(const json& j) {
  if (!j.is_string()) return false;
  std::string s = j.get<std::string>();
  return s.size() == 20 && s[4] == '-' && s[7] == '-' && s[10] == 'T' && s[13] == ':' && s[16] == ':' && s[19] == 'Z';
}

TEST_F(ServerTest, DeleteRemovesTheGameFromMemoryAndTheDatabase) {
  json kept = create({{"variant", "mini"}});
  json g = create({{"variant", "mini"}, {"players", {{"black", {{"type", "engine"}, {"movetime_ms", 1500}}}}}});
  wait_for_game(port_, g["id"], [](const json& x) { return x["engine"]["thinking"].get<bool>(); });
  HttpResult r = http_request(port_, http::verb::delete_, game_path(g));
  EXPECT_EQ(r.status, 204);
  EXPECT_TRUE(r.body.empty());
  EXPECT_EQ(get(port_, game_path(g)).status, 404);
  EXPECT_EQ(http_request(port_, http::verb::delete_, game_path(g)).status, 404);
  EXPECT_EQ(http_request(port_, http::verb::delete_, "/api/games/999").status, 404);
  json list = get(port_, "/api/games").json()["games"];
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0]["id"], kept["id"]);
  start();  // gone from the database too
  EXPECT_EQ(get(port_, game_path(g)).status, 404);
  EXPECT_EQ(get(port_, game_path(kept)).status, 200);
}

TEST_F(ServerTest, DeleteTellsTheWatchers) {
  json g = create({{"variant", "mini"}});
  WsClient ws(port_, game_path(g, "/ws"));
  ws.read();
  EXPECT_EQ(http_request(port_, http::verb::delete_, game_path(g)).status, 204);
  json m = ws.read_until("deleted", [](const json&) { return true; });
  EXPECT_EQ(m["id"], g["id"]);
}

TEST_F(ServerTest, GameListCarriesTimesPliesAndFiltersByVariant) {
  json g = create({{"variant", "mini"}, {"moves", "2c2b"}});
  EXPECT_TRUE(is_iso_utc(g["created"])) << g.dump();
  EXPECT_TRUE(is_iso_utc(g["updated"])) << g.dump();
  json list = get(port_, "/api/games").json()["games"];
  ASSERT_EQ(list.size(), 1u);
  json e = list[0];
  EXPECT_EQ(e["plies"], 1);
  EXPECT_EQ(e["variant"], "mini");
  EXPECT_EQ(e["title"], "Mini race");
  EXPECT_EQ(e["players"]["black"]["type"], "human");
  EXPECT_EQ(e["outcome"]["over"], false);
  EXPECT_TRUE(is_iso_utc(e["created"]));
  EXPECT_TRUE(is_iso_utc(e["updated"]));
  EXPECT_LE(e["created"].get<std::string>(), e["updated"].get<std::string>());
  EXPECT_EQ(get(port_, "/api/games?variant=mini").json()["games"].size(), 1u);
  EXPECT_EQ(get(port_, "/api/games?variant=shogi").json()["games"].size(), 0u);
  start();  // the times come back from the database
  json again = get(port_, "/api/games").json()["games"][0];
  EXPECT_EQ(again["created"], e["created"]);
  EXPECT_EQ(again["updated"], e["updated"]);
}

TEST_F(ServerTest, EpochChangesAtEachServerStart) {
  json g = create({{"variant", "mini"}});
  ASSERT_TRUE(g["epoch"].is_string());
  EXPECT_GE(g["epoch"].get<std::string>().size(), 8u);
  EXPECT_EQ(get(port_, game_path(g)).json()["epoch"], g["epoch"]);
  WsClient ws(port_, game_path(g, "/ws"));
  EXPECT_EQ(ws.read()["game"]["epoch"], g["epoch"]);
  ws.close();
  start();
  EXPECT_NE(get(port_, game_path(g)).json()["epoch"], g["epoch"]);
}

TEST_F(ServerTest, WebSocketStateAfterTheFirstCarriesOnlyTheNewMoves) {
  json g = create({{"variant", "mini"}, {"moves", "2c3c 2a1a"}});
  WsClient ws(port_, game_path(g, "/ws"));
  json first = ws.read()["game"];
  EXPECT_EQ(first["history_from"], 0);
  EXPECT_EQ(first["history"], json({"2c3c", "2a1a"}));
  EXPECT_EQ(first["played"].size(), 2u);

  post(port_, game_path(g, "/moves"), {{"move", "3c3b"}});
  json after_move = ws.read_until("state", [](const json&) { return true; })["game"];
  EXPECT_EQ(after_move["history_from"], 2);
  EXPECT_EQ(after_move["history"], json({"3c3b"}));
  ASSERT_EQ(after_move["played"].size(), 1u);
  EXPECT_EQ(after_move["played"][0]["usi"], "3c3b");
  EXPECT_EQ(after_move["played"][0]["piece"], "K");
  EXPECT_EQ(after_move["ply"], 3);

  post(port_, game_path(g, "/takeback"), json::object());
  json after_takeback = ws.read_until("state", [](const json&) { return true; })["game"];
  EXPECT_EQ(after_takeback["history_from"], 2);
  EXPECT_TRUE(after_takeback["history"].empty());
  EXPECT_TRUE(after_takeback["played"].empty());
  EXPECT_EQ(after_takeback["ply"], 2);

  post(port_, game_path(g, "/resign"), json::object());
  json after_resign = ws.read_until("state", [](const json&) { return true; })["game"];
  EXPECT_EQ(after_resign["history_from"], 2);
  EXPECT_TRUE(after_resign["history"].empty());
  EXPECT_EQ(after_resign["outcome"]["code"], "resignation");

  // HTTP answers are always whole.
  json whole = get(port_, game_path(g)).json();
  EXPECT_EQ(whole["history_from"], 0);
  EXPECT_EQ(whole["history"], json({"2c3c", "2a1a"}));
}

}  // namespace
}  // namespace hensoku::test
