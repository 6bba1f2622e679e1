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

// CSA records (standard shogi), players' names and record comments through
// the API (src/records/csa.h; docs/web.md).
TEST_F(RealVariantsTest, CsaExportAndImportOfAShogiGame) {
  json g = create({{"variant", "shogi"},
                   {"moves", {"7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"}},
                   {"players", {{"black", {{"type", "human"}, {"name", "Alice"}}}}}});
  HttpResult r = get(port_, game_path(g, "/record?format=csa"));
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body.rfind("V2.2\nN+Alice\nN-Human\n$START_TIME:20", 0), 0u) << r.body;
  EXPECT_NE(r.body.find("PI\n+\n+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n"), std::string::npos) << r.body;
  HttpResult back = post(port_, "/api/games", {{"csa", r.body}});
  ASSERT_EQ(back.status, 201) << back.body;
  EXPECT_EQ(back.json()["variant"], "shogi");
  EXPECT_EQ(back.json()["history"], g["history"]);
  EXPECT_EQ(back.json()["players"]["black"]["name"], "Alice");
  post(port_, game_path(g, "/resign"), {{"side", "white"}});
  EXPECT_NE(get(port_, game_path(g, "/record?format=csa")).body.find("+0045KA\n%TORYO\n"), std::string::npos);
}

TEST_F(RealVariantsTest, CsaImportKeepsNamesCommentsAndTheEnding) {
  const std::string csa =
      "V2.2\nN+Sente San\nN-Gote San\nPI\n+\n'*before the game\n+7776FU\nT3\n'** 30 -3334FU\n-3334FU\n%TORYO\n";
  HttpResult r = post(port_, "/api/games", {{"csa", csa}});
  ASSERT_EQ(r.status, 201) << r.body;
  json g = r.json();
  EXPECT_EQ(g["history"], json({"7g7f", "3c3d"}));
  EXPECT_EQ(g["outcome"]["code"], "resignation");
  EXPECT_EQ(g["outcome"]["winner"], "white");
  EXPECT_EQ(g["players"]["black"]["name"], "Sente San");
  EXPECT_EQ(g["comments"], json({"before the game", "* 30 -3334FU", ""}));
  std::string kif = get(port_, game_path(g, "/kif")).body;
  EXPECT_NE(kif.find("先手：Sente San\n後手：Gote San\n"), std::string::npos) << kif;
  EXPECT_NE(kif.find("*before the game\n   1 ７六歩(77)\n** 30 -3334FU\n"), std::string::npos) << kif;
  std::string again = get(port_, game_path(g, "/record?format=csa")).body;
  EXPECT_NE(again.find("+\n'*before the game\n+7776FU\n'** 30 -3334FU\n-3334FU\n%TORYO\n"), std::string::npos) << again;
}

TEST_F(RealVariantsTest, KifImportKeepsNamesAndComments) {
  HttpResult r =
      post(port_, "/api/games", {{"kif", "手合割：平手\n先手：Alice\n後手：Bob\n   1 ７六歩(77)\n*a comment\n"}});
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.json()["players"]["white"]["name"], "Bob");
  std::string kif = get(port_, game_path(r.json(), "/kif")).body;
  EXPECT_NE(kif.find("先手：Alice\n後手：Bob\n"), std::string::npos) << kif;
  EXPECT_NE(kif.find("   1 ７六歩(77)\n*a comment\n"), std::string::npos) << kif;
}

TEST_F(RealVariantsTest, BadCsaIsRefusedAndCreatesNothing) {
  size_t before = get(port_, "/api/games").json()["games"].size();
  HttpResult r = post(port_, "/api/games", {{"csa", "V2.2\nPI\n+\n+7776FU\n-3335FU\n"}});
  EXPECT_EQ(r.status, 400);
  EXPECT_NE(r.body.find("CSA line 5: illegal move -3335FU"), std::string::npos) << r.body;
  EXPECT_EQ(post(port_, "/api/games", {{"csa", "PI\n+\n"}, {"variant", "chushogi"}}).status, 400);
  EXPECT_EQ(post(port_, "/api/games", {{"csa", "PI\n+\n"}, {"moves", {"7g7f"}}}).status, 400);
  EXPECT_EQ(post(port_, "/api/games", {{"csa", 42}}).status, 400);
  EXPECT_EQ(
      post(port_, "/api/games", {{"variant", "shogi"}, {"players", {{"black", {{"type", "human"}, {"name", "a\nb"}}}}}})
          .status,
      400);
  EXPECT_EQ(get(port_, "/api/games").json()["games"].size(), before);
  json chu = create({{"variant", "chushogi"}});
  HttpResult csa = get(port_, game_path(chu, "/record?format=csa"));
  EXPECT_EQ(csa.status, 400);
  EXPECT_NE(csa.body.find("standard shogi"), std::string::npos) << csa.body;
}

TEST_F(RealVariantsTest, TakenBackMovesLoseTheirComments) {
  HttpResult r = post(port_, "/api/games", {{"csa", "PI\n+\n+7776FU\n'*one\n-3334FU\n'*two\n"}});
  ASSERT_EQ(r.status, 201) << r.body;
  json g = r.json();
  EXPECT_EQ(g["comments"], json({"", "one", "two"}));
  HttpResult back = post(port_, game_path(g, "/takeback"), json::object());
  ASSERT_EQ(back.status, 200);
  EXPECT_EQ(back.json()["comments"], json({"", "one"}));
  ASSERT_EQ(post(port_, game_path(g, "/moves"), {{"move", "8c8d"}}).status, 200);
  const std::string expected = "+7776FU\n'*one\n-8384FU\n";
  std::string csa = get(port_, game_path(g, "/record?format=csa")).body;
  EXPECT_NE(csa.find(expected), std::string::npos) << csa;
  EXPECT_EQ(csa.find("two"), std::string::npos) << csa;
  server_.reset();
  SetUp();  // the same database, a new server
  csa = get(port_, game_path(g, "/record?format=csa")).body;
  EXPECT_NE(csa.find(expected), std::string::npos) << csa;
  EXPECT_EQ(csa.find("two"), std::string::npos) << csa;
}

TEST_F(RealVariantsTest, NamesAndCommentsSurviveARestart) {
  HttpResult r = post(port_, "/api/games", {{"csa", "N+Alice\nN-Bob\nPI\n+\n+7776FU\n'*kept\n"}});
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string path = game_path(r.json(), "/record?format=csa");
  server_.reset();
  SetUp();  // the same database, a new server
  std::string csa = get(port_, path).body;
  EXPECT_NE(csa.find("N+Alice\nN-Bob\n"), std::string::npos) << csa;
  EXPECT_NE(csa.find("+7776FU\n'*kept\n"), std::string::npos) << csa;
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
