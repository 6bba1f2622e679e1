// Every variant of the built families through the API: created, drawn,
// listed with legal moves, and played by its first legal move; the engine
// (when built) answers. Runs with whatever families this tree has.
#include <gtest/gtest.h>

#include <set>

#include "server_fixture.h"
#include "variants/registry.h"

namespace hensoku::test {
namespace {

using nlohmann::json;

class RealVariantsTest : public ServerTest {
 protected:
  void SetUp() override {
    server::ServerOptions o = options();
    o.registry = nullptr;  // the real registry and engine
    o.engine_factory = nullptr;
    server_ = std::make_unique<server::Server>(o);
    port_ = server_->port();
  }
};

TEST_F(RealVariantsTest, EveryRegisteredVariantIsPlayableThroughTheApi) {
  json variants = get(port_, "/api/variants").json()["variants"];
  EXPECT_EQ(variants.size(), registry().all().size());
  for (const auto& v : variants) {
    SCOPED_TRACE(v["name"].get<std::string>());
    EXPECT_FALSE(v["title"].get<std::string>().empty());
    EXPECT_FALSE(v["summary"].get<std::string>().empty());
    json g = create({{"variant", v["name"]}});
    int files = g["board"]["files"], ranks = g["board"]["ranks"];
    EXPECT_TRUE((files == 9 && ranks == 9) || (files == 12 && ranks == 12) || (files == 8 && ranks == 8));
    EXPECT_EQ(g["board"]["cells"].size(), size_t(files * ranks));
    ASSERT_FALSE(g["legal_moves"].empty());
    std::string move = g["legal_moves"][0]["usi"];
    HttpResult r = post(port_, game_path(g, "/moves"), {{"move", move}});
    ASSERT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.json()["history"][0], move);
  }
}

TEST_F(RealVariantsTest, TheEngineAnswersInEveryFamily) {
  if (!get(port_, "/api/variants").json()["engine"].get<bool>()) GTEST_SKIP() << "no engine in this build";
  std::set<std::string> families;
  for (const auto& v : registry().all()) {
    if (!families.insert(v.family).second) continue;
    SCOPED_TRACE(v.name);
    json g = create({{"variant", v.name}, {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 100}}}}}});
    post(port_, game_path(g, "/moves"), {{"move", g["legal_moves"][0]["usi"]}});
    json after = wait_for_game(port_, g["id"], [](const json& x) { return x["ply"] == 2; });
    EXPECT_EQ(after["ply"], 2);
  }
}

TEST_F(RealVariantsTest, WhiteMovesFirstInEveryFamilyWhenAsked) {
  for (const char* variant : {"shogi", "chushogi", "hasami"}) {
    SCOPED_TRACE(variant);
    HttpResult r = post(port_, "/api/games", {{"variant", variant}, {"first", "white"}});
    ASSERT_EQ(r.status, 201) << r.body;
    EXPECT_EQ(r.json()["to_move"], "white");
    EXPECT_NE(r.json()["setup_sfen"].get<std::string>().find(" w "), std::string::npos);
  }
  EXPECT_EQ(post(port_, "/api/games", {{"variant", "shogi"}, {"first", "red"}}).status, 400);
  EXPECT_EQ(post(port_, "/api/games", {{"variant", "shogi"}, {"first", "white"}, {"sfen", "4k4/9/9/9/9/9/9/9/4K4 b - 1"}}).status, 400);
}

// KIF records through the API (src/records; docs/web.md, docs/notation.md).
TEST_F(RealVariantsTest, KifExportOfAShogiGame) {
  json g = create({{"variant", "shogi"}, {"moves", {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}}});
  HttpResult r = get(port_, game_path(g, "/kif"));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_NE(r.body.find("   1 ７六歩(77)\n"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("   4 同　銀(31)\n"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("   5 ４五角打\n"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("先手：Human\n"), std::string::npos) << r.body;
  EXPECT_NE(r.body.find("開始日時：20"), std::string::npos) << "the creation time (UTC)\n" << r.body;
  EXPECT_EQ(get(port_, game_path(g, "/record?format=kif")).body, r.body);
  post(port_, game_path(g, "/resign"), {{"side", "white"}});
  std::string resigned = get(port_, game_path(g, "/kif")).body;
  EXPECT_NE(resigned.find("   6 投了\nまで5手で先手の勝ち\n"), std::string::npos) << resigned;
}

TEST_F(RealVariantsTest, KifImportStartsTheGameFromTheRecord) {
  json g = create({{"variant", "shogi"}, {"moves", {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}}});
  std::string kif = get(port_, game_path(g, "/kif")).body;
  HttpResult r = post(port_, "/api/games", {{"kif", kif}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.json()["variant"], "shogi");
  EXPECT_EQ(r.json()["history"], g["history"]);
}

TEST_F(RealVariantsTest, KifImportKeepsAResignation) {
  HttpResult r = post(port_, "/api/games", {{"kif", "手合割：平手\n   1 ７六歩(77)\n   2 投了\nまで1手で先手の勝ち\n"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.json()["outcome"]["code"], "resignation");
  EXPECT_EQ(r.json()["outcome"]["winner"], "black");
  json again = get(port_, "/api/games/" + std::to_string(r.json()["id"].get<int64_t>())).json();
  EXPECT_EQ(again["outcome"]["code"], "resignation");
  EXPECT_EQ(post(port_, game_path(again, "/moves"), {{"move", "3c3d"}}).status, 409) << "the game is over";
}

TEST_F(RealVariantsTest, KifImportOfAChuGameWithLionMoves) {
  const std::string setup = "6k4g/12/12/12/6P5/12/6pp4/6N5/12/12/12/6K5 b - 1";
  json g = create({{"variant", "chushogi"}, {"sfen", setup}, {"moves", {"6h6g6h", "1a1b", "6h5g5f", "1b1c"}}});
  std::string kif = get(port_, game_path(g, "/kif")).body;
  EXPECT_NE(kif.find("   3一歩目 5七獅子 （←6八）\n   3二歩目 5六獅子 （←5七）\n"), std::string::npos) << kif;
  HttpResult r = post(port_, "/api/games", {{"kif", kif}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.json()["variant"], "chushogi");
  EXPECT_EQ(r.json()["setup_sfen"], setup);
  EXPECT_EQ(r.json()["history"], g["history"]);
}

TEST_F(RealVariantsTest, BadKifIsRefusedWithTheLine) {
  size_t before = get(port_, "/api/games").json()["games"].size();
  HttpResult r = post(port_, "/api/games", {{"kif", "手合割：平手\n   1 ７六歩(77)\n   2 ３五歩(33)\n"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.json()["error"].get<std::string>().find("KIF line 3: illegal move 3c3e"), std::string::npos) << r.body;
  r = post(port_, "/api/games", {{"kif", "   1 ７六歩(77)\n"}, {"sfen", "9/9/9/9/9/9/9/9/9 b - 1"}});
  EXPECT_EQ(r.status, 400);
  r = post(port_, "/api/games", {{"kif", 42}});
  EXPECT_EQ(r.status, 400);
  r = post(port_, "/api/games", {{"kif", "   1 ７六歩(77)\n"}, {"variant", "hasami"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.json()["error"].get<std::string>().find("shogi family and chu"), std::string::npos) << r.body;
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), before) << "a refused import creates no game";
}

TEST_F(RealVariantsTest, KifExportIsRefusedWhereKifCannotWriteTheGame) {
  json hasami = create({{"variant", "hasami"}});
  HttpResult r = get(port_, game_path(hasami, "/kif"));
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.json()["error"].get<std::string>().find("shogi family and chu"), std::string::npos) << r.body;
  json swap = create({{"variant", "swappergold"}, {"moves", {"6i5i="}}});
  r = get(port_, game_path(swap, "/kif"));
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.json()["error"].get<std::string>().find("is a swap"), std::string::npos) << r.body;
}

// What the board explains (docs/web.md): the royals in check, whether a
// capture duty is in force, and set-ups without the royals a game needs.
TEST_F(RealVariantsTest, GameJsonNamesTheRoyalsInCheck) {
  json g = create({{"variant", "shogi"}, {"sfen", "4k4/9/9/9/9/9/9/4r4/4K4 b - 1"}});
  EXPECT_EQ(g["check"], json::array({"5i"}));
  json quiet = create({{"variant", "shogi"}});
  EXPECT_EQ(quiet["check"], json::array());
  // Chu: both royals, only the attacked one listed (CHU-W2: moving into check is legal).
  json chu = create({{"variant", "chushogi"}, {"sfen", "6k5/12/12/12/12/12/12/12/12/5r6/12/5K1+E4 b - 1"}});
  EXPECT_EQ(chu["check"], json::array({"7l"}));
  EXPECT_EQ(create({{"variant", "hasami"}})["check"], json::array());
}

TEST_F(RealVariantsTest, GameJsonSaysWhenACaptureIsCompulsory) {
  // SF-5: black's pawn can take the pawn in front of it, so every legal move captures.
  json g = create({{"variant", "forcedcapture"}, {"sfen", "4k4/9/9/9/9/2p6/2P6/9/4K4 b - 1"}});
  EXPECT_TRUE(g["capture_compulsory"].get<bool>());
  for (const auto& m : g["legal_moves"]) EXPECT_FALSE(m["captures"].empty()) << m["usi"];
  EXPECT_FALSE(create({{"variant", "forcedcapture"}})["capture_compulsory"].get<bool>());
  json plain = create({{"variant", "shogi"}, {"sfen", "4k4/9/9/9/9/2p6/2P6/9/4K4 b - 1"}});
  EXPECT_FALSE(plain["capture_compulsory"].get<bool>()) << "standard shogi has no capture duty";
}

TEST_F(RealVariantsTest, ASetUpWithoutTheRoyalsAVariantNeedsIsRefused) {
  HttpResult r = post(port_, "/api/games", {{"variant", "shogi"}, {"sfen", "9/9/9/9/9/9/9/9/4K4 b - 1"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("White has no king"), std::string::npos) << r.body;
  r = post(port_, "/api/games", {{"variant", "chushogi"}, {"sfen", "6k5/12/12/12/12/12/12/12/12/12/12/12 b - 1"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("Black has no King or Crown Prince"), std::string::npos) << r.body;
  // A Crown Prince is a royal: a chu side with one and no King may play (CHU-W2).
  const std::string prince_only = "6k5/12/12/12/12/12/12/12/12/12/12/5+E6 b - 1";
  EXPECT_EQ(post(port_, "/api/games", {{"variant", "chushogi"}, {"sfen", prince_only}}).status, 201);
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), 1u) << "nothing stored for the refused set-ups";
}

}  // namespace
}  // namespace hensoku::test
