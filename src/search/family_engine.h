#pragma once
// One family's engine: a fast path for the variants whose rules a family
// position implements directly, the Game-interface adapter for the others.
// Sub-engines are created on first use (a web server may hold many engines).
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "search/engine.h"
#include "search/engine_options.h"

namespace hensoku::search {

class FamilyEngine final : public Engine {
 public:
  struct Path {
    std::function<bool(const Game&)> handles;
    std::function<std::unique_ptr<Engine>()> create;
    // Checks settings this path's evaluation reads (an EvalParams file's
    // names and values); throws InputError. Empty: the path has no table.
    std::function<void(const EngineSettings&)> check_settings = {};
  };
  // Paths are tried in order; the last should handle every game of the family.
  FamilyEngine(std::string family, std::vector<Path> paths);
  ~FamilyEngine() override;

  std::vector<OptionSpec> options() const override;
  void set_option(const std::string& name, const std::string& value) override;
  void new_game() override;
  void new_game(const Game& next) override;
  void get_ready(const Game& next) override;
  void go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
          std::function<void(const BestMove&)> on_best) override;
  void stop() override;
  void ponderhit() override;
  void wait() override;

 private:
  // An option as set, and per path whether its engine gets the value (an
  // EvalParams file goes only to the paths whose table it fits).
  struct Setting {
    std::string name, value;
    std::vector<bool> forward;
  };
  size_t path_for(const Game& game) const;
  Engine& engine_for(size_t path);
  std::vector<bool> paths_taking_file(const EngineSettings& settings) const;
  static void forward(Engine& engine, size_t path, const Setting& setting);

  std::string family_;
  std::vector<Path> paths_;
  std::vector<std::unique_ptr<Engine>> engines_;  // created on first use
  std::vector<Setting> settings_;
  std::mutex mutex_;
  Engine* active_ = nullptr;
};

}  // namespace hensoku::search
