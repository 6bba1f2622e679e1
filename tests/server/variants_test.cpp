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

}  // namespace
}  // namespace hensoku::test
