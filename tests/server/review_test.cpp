// Issue #26 on the real engine: live analysis over the game's WebSocket
// (multi-PV, scores from Black's side), whole-game reviews in each family
// (stored, resumed after a restart, cancelled), KIF comments both ways, and
// a review never holding up a game's engine move.
#include <gtest/gtest.h>

#include <chrono>
#include <random>
#include <set>
#include <thread>

#include "server_fixture.h"
#include "variants/registry.h"

namespace hensoku::test {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// White has neither rook nor bishop: Black is far ahead whoever is to move.
HttpResult del(unsigned short port, const std::string& target) {
  return http_request(port, boost::beast::http::verb::delete_, target);
}

constexpr const char* kBlackAhead = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

class ReviewTest : public ServerTest {
 protected:
  void SetUp() override { start_real(); }
  void start_real(int slots = 2) {
    server_.reset();
    server::ServerOptions o = options();
    o.registry = nullptr;  // the real registry and engine
    o.engine_factory = nullptr;
    o.engine_slots = slots;
    o.live_analysis_cap_ms = 20000;
    server_ = std::make_unique<server::Server>(o);
    port_ = server_->port();
  }
  bool has_engine() { return get(port_, "/api/variants").json()["engine"].get<bool>(); }

  // `plies` moves of a game that does not end, chosen by a fixed seed.
  static std::vector<std::string> moves_of(const std::string& variant, int plies) {
    for (unsigned seed = 1;; ++seed) {
      std::mt19937 rng(seed);
      auto game = registry().find(variant)->create({});
      std::vector<std::string> moves;
      while (int(moves.size()) < plies && !game->outcome().over()) {
        auto legal = game->legal_move_views();
        moves.push_back(legal[rng() % legal.size()].usi);
        game->play(moves.back());
      }
      if (int(moves.size()) == plies && !game->outcome().over()) return moves;
    }
  }
  json wait_review(const json& g, const std::function<bool(const json&)>& pred, std::chrono::seconds timeout = 60s) {
    auto end = std::chrono::steady_clock::now() + timeout;
    json r;
    do {
      HttpResult res = get(port_, game_path(g, "/review"));
      if (res.status == 200) {
        r = res.json();
        if (pred(r)) return r;
      }
      std::this_thread::sleep_for(20ms);
    } while (std::chrono::steady_clock::now() < end);
    return r;
  }
  static bool finished(const json& r) { return r.value("status", "") == "done"; }

  static void expect_complete_review(const json& r, int plies) {
    ASSERT_EQ(r["status"], "done") << r.dump();
    EXPECT_EQ(r["total"], plies + 1);
    EXPECT_EQ(r["done"], plies + 1);
    EXPECT_EQ(r["eta_ms"], 0);
    ASSERT_EQ(r["plies"].size(), size_t(plies + 1));
    int judged[2] = {0, 0};
    for (int i = 0; i <= plies; ++i) {
      const json& p = r["plies"][i];
      SCOPED_TRACE("ply " + std::to_string(i));
      EXPECT_EQ(p["ply"], i);
      ASSERT_TRUE(p["score"].is_object());
      EXPECT_TRUE(p["score"].contains("cp") || p["score"].contains("mate"));
      ASSERT_TRUE(p["win_black"].is_number());
      EXPECT_GE(p["win_black"].get<double>(), 0.0);
      EXPECT_LE(p["win_black"].get<double>(), 1.0);
      ASSERT_TRUE(p["best"].is_object());
      EXPECT_FALSE(p["best"]["usi"].get<std::string>().empty());
      if (i < plies) {
        ASSERT_TRUE(p["played"].is_object());
        ASSERT_TRUE(p["class"].is_string());
        EXPECT_GE(p["loss"].get<double>(), 0.0);
        judged[p["to_move"] == "black" ? 0 : 1]++;
        if (p["class"] == "best") {
          EXPECT_EQ(p["played"]["usi"], p["best"]["usi"]);
        }
      } else {
        EXPECT_TRUE(p["played"].is_null());
        EXPECT_TRUE(p["class"].is_null());
      }
    }
    for (const char* side : {"black", "white"}) {
      const json& s = r["summary"][side];
      int counted = s["best"].get<int>() + s["good"].get<int>() + s["inaccuracy"].get<int>() + s["mistake"].get<int>() +
                    s["blunder"].get<int>();
      EXPECT_EQ(counted, s["moves"].get<int>()) << side;
      EXPECT_EQ(s["moves"].get<int>(), judged[std::string(side) == "black" ? 0 : 1]) << side;
      EXPECT_GE(s["accuracy"].get<double>(), 0.0);
      EXPECT_LE(s["accuracy"].get<double>(), 100.0);
    }
  }
};

// Live analysis: three lines, each with a PV of MoveViews, scores from
// Black's side whoever is to move; analyse_stop ends it with a final message.
TEST_F(ReviewTest, LiveAnalysisStreamsThreeLinesFromBlacksSide) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  for (const char* to_move : {"b", "w"}) {
    SCOPED_TRACE(to_move);
    json g = create({{"variant", "shogi"}, {"sfen", std::string(kBlackAhead) + " " + to_move + " - 1"}});
    WsClient ws(port_, game_path(g, "/ws"));
    ws.read_until("state", [](const json&) { return true; });
    ws.write(json{{"type", "analyse"}, {"ply", 0}, {"multipv", 3}}.dump());
    json m = ws.read_until("live_analysis", [](const json& x) { return x["lines"].size() == 3 && x["depth"] >= 4; });
    EXPECT_EQ(m["ply"], 0);
    EXPECT_EQ(m["final"], false);
    EXPECT_EQ(m["to_move"], std::string(to_move) == "b" ? "black" : "white");
    EXPECT_GT(m["nodes"].get<int64_t>(), 0);
    std::set<std::string> first_moves;
    for (const auto& line : m["lines"]) {
      ASSERT_TRUE(line["score"].contains("cp")) << line.dump();
      EXPECT_GT(line["score"]["cp"].get<int>(), 300) << line.dump();
      EXPECT_GT(line["win_black"].get<double>(), 0.5);
      ASSERT_FALSE(line["pv"].empty());
      const json& first = line["pv"][0];
      EXPECT_FALSE(first["to"].get<std::string>().empty());
      EXPECT_FALSE(first["piece"].get<std::string>().empty());
      first_moves.insert(first["usi"].get<std::string>());
    }
    EXPECT_EQ(first_moves.size(), 3u) << m.dump();  // three different lines
    ws.write(R"({"type":"analyse_stop"})");
    json last = ws.read_until("live_analysis", [](const json& x) { return x["final"] == true; });
    EXPECT_EQ(last["state"], "done");
  }
}

// The older messages say whose side their score is from: score (the side
// to move's, as USI) and score_black beside it.
TEST_F(ReviewTest, EngineInfoAndAnalysisCarryBlacksScore) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  const std::string white_to_move = std::string(kBlackAhead) + " w - 1";
  HttpResult a = post(port_, "/api/analysis", {{"variant", "shogi"}, {"sfen", white_to_move}, {"movetime_ms", 200}});
  ASSERT_EQ(a.status, 200) << a.body;
  json info = a.json()["info"];
  EXPECT_EQ(info["to_move"], "white");
  EXPECT_LT(info["score"].get<int>(), -300) << info.dump();
  EXPECT_EQ(info["score_black"]["cp"], -info["score"].get<int>());
  EXPECT_GT(info["win_black"].get<double>(), 0.5);

  json g = create({{"variant", "shogi"},
                   {"sfen", std::string(kBlackAhead) + " b - 1"},
                   {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 200}}}}}});
  ASSERT_EQ(post(port_, game_path(g, "/moves"), {{"move", "7g7f"}}).status, 200);
  json after = wait_for_game(
      port_, g["id"], [](const json& x) { return x["ply"] == 2; }, 8000ms);
  json engine_info = after["engine"]["info"];
  ASSERT_TRUE(engine_info.is_object()) << after["engine"].dump();
  EXPECT_EQ(engine_info["to_move"], "white");
  EXPECT_GT(engine_info["score_black"]["cp"].get<int>(), 300) << engine_info.dump();
  EXPECT_EQ(engine_info["score_black"]["cp"], -engine_info["score"].get<int>());
}

// A new analyse replaces the old one and follows the position browsed; bad
// requests get an error on that connection only and change nothing.
TEST_F(ReviewTest, LiveAnalysisFollowsThePlyAndRefusesBadRequests) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  json g = create({{"variant", "chushogi"}, {"moves", moves_of("chushogi", 6)}});
  WsClient ws(port_, game_path(g, "/ws"));
  ws.read_until("state", [](const json&) { return true; });
  ws.write(R"({"type":"analyse","ply":99})");
  EXPECT_NE(ws.read_until("error", [](const json&) { return true; })["message"].get<std::string>().find("ply"),
            std::string::npos);
  ws.write(R"({"type":"analyse","ply":1,"multipv":9})");
  ws.read_until("error", [](const json&) { return true; });
  ws.write("not json");
  ws.read_until("error", [](const json&) { return true; });
  ws.write(R"({"type":"analyse","ply":2,"multipv":2})");
  ws.read_until("live_analysis", [](const json& x) { return x["ply"] == 2 && x["lines"].size() == 2; });
  ws.write(R"({"type":"analyse","ply":5})");
  json m = ws.read_until("live_analysis", [](const json& x) { return x["ply"] == 5 && !x["lines"].empty(); });
  EXPECT_EQ(m["to_move"], "white");
  // A chu PV carries the lion's intermediate square when it has one: the views are the game's.
  for (const auto& mv : m["lines"][0]["pv"]) EXPECT_TRUE(mv.contains("via"));
}

// A 60-ply review in each family: finished, judged, summed up, stored (the
// same after a restart) and written as KIF comments where KIF can write the game.
TEST_F(ReviewTest, SixtyPlyReviewInEachFamilyIsStored) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  for (const char* variant : {"shogi", "chushogi", "hasami"}) {
    SCOPED_TRACE(variant);
    json g = create({{"variant", variant}, {"moves", moves_of(variant, 60)}});
    HttpResult started = post(port_, game_path(g, "/review"), {{"movetime_ms", 10}});
    ASSERT_EQ(started.status, 202) << started.body;
    EXPECT_EQ(started.json()["total"], 61);
    json r = wait_review(g, finished);
    expect_complete_review(r, 60);
  }
  json before = get(port_, "/api/games/1/review").json();
  start_real();
  json after = get(port_, "/api/games/1/review").json();
  EXPECT_EQ(after["plies"], before["plies"]);
  EXPECT_EQ(after["summary"], before["summary"]);
}

// Scores from Black's side in the review too: Black is ahead in every position.
TEST_F(ReviewTest, ReviewScoresAreFromBlacksSide) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  json g = create({{"variant", "shogi"}, {"sfen", std::string(kBlackAhead) + " w - 1"}, {"moves", {"3c3d", "7g7f"}}});
  ASSERT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 50}}).status, 202);
  json r = wait_review(g, finished);
  ASSERT_EQ(r["plies"].size(), 3u);
  for (const auto& p : r["plies"]) {
    ASSERT_TRUE(p["score"].contains("cp")) << p.dump();
    EXPECT_GT(p["score"]["cp"].get<int>(), 300) << p.dump();
  }
}

// A restart in the middle, in each family: the stored positions stay, the
// review goes on from the first missing one and finishes.
TEST_F(ReviewTest, ReviewResumesWhereItStoppedAfterARestart) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  for (const char* variant : {"shogi", "chushogi", "hasami"}) {
    SCOPED_TRACE(variant);
    json g = create({{"variant", variant}, {"moves", moves_of(variant, 60)}});
    ASSERT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 20}}).status, 202);
    json partial = wait_review(g, [](const json& r) { return r["done"].get<int>() >= 10; });
    ASSERT_GE(partial["done"].get<int>(), 10);
    server_.reset();  // stops the search in flight; what is stored stays
    start_real();
    json resumed = get(port_, game_path(g, "/review")).json();
    const int kept = resumed["done"].get<int>();
    EXPECT_GE(kept, partial["done"].get<int>());
    EXPECT_LT(kept, 61);
    EXPECT_TRUE(resumed["status"] == "running" || resumed["status"] == "queued") << resumed["status"];
    // The positions stored before the restart, as they were (the last one's
    // move is judged once the next position is done).
    for (int i = 0; i < partial["done"].get<int>(); ++i)
      for (const char* field : {"score", "win_black", "best", "pv", "depth", "played"})
        EXPECT_EQ(resumed["plies"][i][field], partial["plies"][i][field]) << i << ' ' << field;
    json r = wait_review(g, finished);
    expect_complete_review(r, 60);
    for (int i = 0; i < kept; ++i) EXPECT_EQ(r["plies"][i]["score"], resumed["plies"][i]["score"]) << i;
  }
}

// DELETE cancels, in each family: what is done stays, nothing more is
// added, the status survives a restart, a new review may start.
TEST_F(ReviewTest, ReviewCanBeCancelled) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  std::vector<json> games;
  for (const char* variant : {"shogi", "chushogi", "hasami"}) {
    SCOPED_TRACE(variant);
    json g = create({{"variant", variant}, {"moves", moves_of(variant, 60)}});
    EXPECT_EQ(get(port_, game_path(g, "/review")).status, 404);
    EXPECT_EQ(del(port_, game_path(g, "/review")).status, 404);
    ASSERT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 100}}).status, 202);
    EXPECT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 100}}).status, 409);
    wait_review(g, [](const json& r) { return r["done"].get<int>() >= 2; });
    HttpResult cancelled = del(port_, game_path(g, "/review"));
    ASSERT_EQ(cancelled.status, 200) << cancelled.body;
    EXPECT_EQ(cancelled.json()["status"], "cancelled");
    EXPECT_EQ(cancelled.json()["eta_ms"], 0);
    const int done = cancelled.json()["done"].get<int>();
    EXPECT_GE(done, 2);
    EXPECT_LT(done, 61);
    std::this_thread::sleep_for(300ms);
    json later = get(port_, game_path(g, "/review")).json();
    EXPECT_EQ(later["status"], "cancelled");
    EXPECT_EQ(later["done"], done);
    games.push_back(g);
  }
  start_real();
  for (const json& g : games) EXPECT_EQ(get(port_, game_path(g, "/review")).json()["status"], "cancelled");
  const json& g = games.back();
  for (json bad : {json{{"movetime_ms", 5}}, json{{"movetime_ms", 20000}}, json{{"movetime_ms", "x"}}})
    EXPECT_EQ(post(port_, game_path(g, "/review"), bad).status, 400);
  EXPECT_EQ(post(port_, "/api/games/999/review", {{"movetime_ms", 10}}).status, 404);
  EXPECT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 10}}).status, 202);
  expect_complete_review(wait_review(g, finished), 60);
}

// The review's progress reaches the game's watchers.
TEST_F(ReviewTest, ReviewProgressIsBroadcast) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  json g = create({{"variant", "shogi"}, {"moves", moves_of("shogi", 10)}});
  WsClient ws(port_, game_path(g, "/ws"));
  ws.read_until("state", [](const json&) { return true; });
  ASSERT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 10}}).status, 202);
  json m = ws.read_until("review", [](const json& x) { return x["review"]["status"] == "done"; });
  EXPECT_EQ(m["review"]["done"], 11);
}

// KIF export writes the review as comments; importing that record brings the
// review back, and the record's own comments stay apart.
TEST_F(ReviewTest, ReviewSurvivesAKifRoundTrip) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  json g = create({{"variant", "shogi"}, {"moves", moves_of("shogi", 12)}});
  ASSERT_EQ(post(port_, game_path(g, "/review"), {{"movetime_ms", 10}}).status, 202);
  json r = wait_review(g, finished);
  ASSERT_EQ(r["status"], "done");
  std::string kif = get(port_, game_path(g, "/kif")).body;
  EXPECT_NE(kif.find("*hensoku-review: movetime 10 ms"), std::string::npos) << kif;
  json back = create({{"kif", kif}});
  EXPECT_TRUE(back["comments"].empty() || back["comments"].dump().find("hensoku-review") == std::string::npos)
      << back["comments"].dump();
  json imported = get(port_, game_path(back, "/review")).json();
  EXPECT_EQ(imported["status"], "done");
  EXPECT_EQ(imported["total"], r["total"]);
  ASSERT_EQ(imported["plies"].size(), r["plies"].size());
  for (size_t i = 0; i < r["plies"].size(); ++i) {
    EXPECT_EQ(imported["plies"][i]["score"], r["plies"][i]["score"]) << i;
    EXPECT_EQ(imported["plies"][i]["class"], r["plies"][i]["class"]) << i;
    EXPECT_EQ(imported["plies"][i]["best"]["usi"], r["plies"][i]["best"]["usi"]) << i;
  }
  EXPECT_EQ(imported["summary"], r["summary"]);
}

// With one engine slot taken by a long review search, a game's engine move
// takes the slot at once (the review's search is stopped and repeated later).
TEST_F(ReviewTest, AReviewNeverHoldsUpAnEngineMove) {
  if (!has_engine()) GTEST_SKIP() << "no engine in this build";
  start_real(1);
  json long_game = create({{"variant", "shogi"}, {"moves", moves_of("shogi", 20)}});
  ASSERT_EQ(post(port_, game_path(long_game, "/review"), {{"movetime_ms", 10000}}).status, 202);
  wait_review(long_game, [](const json& r) { return r["status"] == "running"; });
  json g = create({{"variant", "shogi"}, {"players", {{"white", {{"type", "engine"}, {"movetime_ms", 100}}}}}});
  const auto sent = std::chrono::steady_clock::now();
  ASSERT_EQ(post(port_, game_path(g, "/moves"), {{"move", "7g7f"}}).status, 200);
  json after = wait_for_game(
      port_, g["id"], [](const json& x) { return x["ply"] == 2; }, 8000ms);
  EXPECT_EQ(after["ply"], 2);
  EXPECT_LT(std::chrono::steady_clock::now() - sent, 6s);  // a review search is 10 s
  json r = get(port_, game_path(long_game, "/review")).json();
  EXPECT_EQ(r["status"], "running");
  del(port_, game_path(long_game, "/review"));
}

}  // namespace
}  // namespace hensoku::test
