// The EvalParams option on the shogi fast paths: a file must fit the shogi
// table, and the adapter evaluates with the selected table.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "search/engine.h"
#include "search/engine_options.h"
#include "shogi/engine/shogi_adapter.h"
#include "shogi/engine/shogi_params.h"
#include "variants/registry.h"

namespace hensoku::search {

using namespace hensoku::shogi::engine;
namespace {

struct TempFile {
  std::string path;
  explicit TempFile(const std::string& text)
      : path(testing::TempDir() + "hensoku_shogi_params_" + std::to_string(reinterpret_cast<uintptr_t>(this)) +
             ".params") {
    std::ofstream(path) << text;
  }
  ~TempFile() { std::remove(path.c_str()); }
};

TEST(ShogiEvalParams, EngineChecksTheFilesNames) {
  for (const char* variant : {"shogi", "forcedcapture", "friendcapture"}) {
    auto engine = create_engine(variant);
    TempFile good("# tuned\npawn 95\nking_escape 4\n");
    TempFile hasami_names("stone 50\n");
    TempFile malformed("pawn ninety\n");
    EXPECT_NO_THROW(engine->set_option("EvalParams", good.path)) << variant;
    EXPECT_THROW(engine->set_option("EvalParams", hasami_names.path), InputError) << variant;
    EXPECT_THROW(engine->set_option("EvalParams", malformed.path), InputError) << variant;
    EXPECT_NO_THROW(engine->set_option("EvalParams", "untuned")) << variant;
  }
}

TEST(ShogiEvalParams, AdapterEvaluatesWithTheSelectedTable) {
  auto game = create_game("shogi");
  for (const char* m : {"7g7f", "3c3d", "2g2f"}) game->play(m);
  auto setup = ShogiAdapter::setup(*game);
  ShogiAdapter& pos = setup.position;

  EngineSettings s;
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), evaluate_shogi(pos.position(), shogi_tuned_params("shogi")));

  apply_engine_option(s, "EvalParams", "untuned");
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), evaluate_shogi(pos.position(), kShogiUntunedParams));

  // A changed table is not answered from the evaluation cache.
  TempFile file("tempo 777\n");
  apply_engine_option(s, "EvalParams", file.path);
  pos.use_eval_params(s);
  ShogiParams expected = shogi_tuned_params("shogi");
  expected[kShogi_tempo] = 777;
  EXPECT_EQ(pos.evaluate(), evaluate_shogi(pos.position(), expected));
  EXPECT_NE(evaluate_shogi(pos.position(), expected), evaluate_shogi(pos.position(), kShogiUntunedParams));
}

}  // namespace
}  // namespace hensoku::search
