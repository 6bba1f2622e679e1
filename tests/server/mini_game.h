#pragma once
// Test-only variant "mini" (not a real game): a 3x3 board, one king per
// side, kings step one square to an empty neighbour; Black wins on reaching
// rank a, White on reaching rank c. It lets the server's tests run without
// depending on any family's rules, and a fake engine that plays its first
// legal move exercises the engine paths.
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "search/engine.h"
#include "variants/registry.h"

namespace hensoku::test {

// The registry with "mini" only (options: FirstPlayer black|white).
const Registry& mini_registry();

// Plays the first legal move after movetime/4 ms (or at stop()); reports one info.
// With hang = true it ignores its time and waits for stop() (watchdog tests).
class FakeEngine : public Engine {
 public:
  explicit FakeEngine(bool hang = false) : hang_(hang) {}
  ~FakeEngine() override;
  std::vector<OptionSpec> options() const override;
  void set_option(const std::string& name, const std::string& value) override;
  void new_game() override {}
  void go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
          std::function<void(const BestMove&)> on_best) override;
  void stop() override;
  void ponderhit() override {}
  void wait() override;

  static std::atomic<int> searches;  // searches started, all engines

 private:
  bool hang_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false;
};

}  // namespace hensoku::test
