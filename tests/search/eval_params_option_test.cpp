// The EvalParams engine option: tuned, untuned or a parameter file; a file
// must fit the family's table and is refused where a family has none; a bad
// value changes nothing.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "search/engine.h"
#include "search/engine_options.h"
#include "hasami/engine/hasami_adapter.h"
#include "hasami/engine/hasami_params.h"
#include "variants/registry.h"

namespace hensoku::search {

using namespace hensoku::hasami::engine;
namespace {

// A parameter file in the temporary directory, removed with the object.
struct TempFile {
  std::string path;
  explicit TempFile(const std::string& text) : path(testing::TempDir() + "hensoku_eval_params_" +
                                                    std::to_string(reinterpret_cast<uintptr_t>(this)) + ".params") {
    std::ofstream(path) << text;
  }
  ~TempFile() { std::remove(path.c_str()); }
};

TEST(EvalParamsOption, IsAStringOptionDefaultingToTuned) {
  bool found = false;
  for (const auto& spec : engine_option_specs())
    if (spec.name == "EvalParams") {
      found = true;
      EXPECT_EQ(spec.type, "string");
      EXPECT_EQ(spec.default_value, "tuned");
    }
  EXPECT_TRUE(found);
  EngineSettings s;
  EXPECT_EQ(s.eval_params, "tuned");
  EXPECT_FALSE(s.eval_params_from_file());
}

TEST(EvalParamsOption, NamedTablesIgnoreCaseAndKeepNoText) {
  EngineSettings s;
  apply_engine_option(s, "evalparams", "UNTUNED");
  EXPECT_EQ(s.eval_params, "untuned");
  apply_engine_option(s, "EvalParams", "Tuned");
  EXPECT_EQ(s.eval_params, "tuned");
  EXPECT_TRUE(s.eval_params_text.empty());
}

TEST(EvalParamsOption, MissingFileIsAnInputErrorAndChangesNothing) {
  EngineSettings s;
  apply_engine_option(s, "EvalParams", "untuned");
  EXPECT_THROW(apply_engine_option(s, "EvalParams", "/no/such/file.params"), InputError);
  EXPECT_THROW(apply_engine_option(s, "EvalParams", ""), InputError);
  EXPECT_EQ(s.eval_params, "untuned");
}

TEST(EvalParamsOption, FileTextIsReadWhenTheOptionIsSet) {
  TempFile file("tempo 777\n");
  EngineSettings s;
  apply_engine_option(s, "EvalParams", file.path);
  EXPECT_TRUE(s.eval_params_from_file());
  EXPECT_EQ(s.eval_params_text, "tempo 777\n");
}

TEST(EvalParamsOption, HasamiEngineChecksTheFilesNames) {
  auto engine = create_engine("daihasami");
  TempFile good("# tuned\nstone 50\nline4 200\n");
  TempFile bad("stone 50\nno_such_weight 3\n");
  TempFile malformed("stone fifty\n");
  EXPECT_NO_THROW(engine->set_option("EvalParams", good.path));
  EXPECT_THROW(engine->set_option("EvalParams", bad.path), InputError);
  EXPECT_THROW(engine->set_option("EvalParams", malformed.path), InputError);
  EXPECT_NO_THROW(engine->set_option("EvalParams", "untuned"));
}

TEST(EvalParamsOption, FamilyWithoutATableRefusesAFileButTakesTheNames) {
  auto engine = create_engine("chushogi");
  TempFile file("stone 50\n");
  EXPECT_THROW(engine->set_option("EvalParams", file.path), InputError);
  EXPECT_NO_THROW(engine->set_option("EvalParams", "untuned"));
  EXPECT_NO_THROW(engine->set_option("EvalParams", "tuned"));
}

// The adapter evaluates with the selected table: the hand-set one, the
// tuned one, or a file's values over the tuned one.
TEST(EvalParamsOption, HasamiAdapterEvaluatesWithTheSelectedTable) {
  auto game = create_game("daihasami");
  for (const char* m : {"5h5e", "4b4d"}) game->play(m);
  auto setup = HasamiAdapter::setup(*game);
  HasamiAdapter& pos = setup.position;
  const hasami::Rules& rules = pos.position().rules();

  EngineSettings s;
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), evaluate_hasami(pos.position(), hasami_tuned_params(rules)));

  apply_engine_option(s, "EvalParams", "untuned");
  pos.use_eval_params(s);
  EXPECT_EQ(pos.evaluate(), evaluate_hasami(pos.position(), hasami_untuned_params(rules)));

  TempFile file("tempo 777\n");
  apply_engine_option(s, "EvalParams", file.path);
  pos.use_eval_params(s);
  HasamiParams expected = hasami_tuned_params(rules);
  expected[kTempo] = 777;
  EXPECT_EQ(pos.evaluate(), evaluate_hasami(pos.position(), expected));
  EXPECT_NE(evaluate_hasami(pos.position(), expected), evaluate_hasami(pos.position(), hasami_tuned_params(rules)));
}

}  // namespace
}  // namespace hensoku::search
