#pragma once
// Game clocks: main time, Fischer increment and Japanese byoyomi (once the
// main time is spent, every move must be made within the byoyomi period).
// Time is charged to the side to move from the moment its turn started.
#include <chrono>
#include <cstdint>
#include <optional>

#include <nlohmann/json.hpp>

#include "core/side.h"

namespace hensoku::server {

struct TimeControl {
  int64_t initial_ms = 0;
  int64_t increment_ms = 0;
  int64_t byoyomi_ms = 0;
};

// Parses {"initial_ms":..,"increment_ms":..,"byoyomi_ms":..} (null = untimed); throws ApiError(400).
std::optional<TimeControl> time_control_from_json(const nlohmann::json& j);
nlohmann::json to_json(const std::optional<TimeControl>& tc);

class Clocks {
 public:
  using TimePoint = std::chrono::steady_clock::time_point;

  Clocks() = default;
  explicit Clocks(const TimeControl& tc);

  bool timed() const { return timed_; }
  const TimeControl& control() const { return tc_; }
  int64_t remaining(Side s) const { return remaining_[index(s)]; }

  // Starts the turn of `side` at `now` (after a move, a takeback or a restart).
  void start_turn(Side side, TimePoint now);
  void stop() { running_ = false; }
  // Charges the running side for its move; false when its flag fell first.
  bool finish_move(TimePoint now);
  // True when the running side has used up its main time and byoyomi.
  bool flagged(TimePoint now) const;
  std::optional<Side> running() const;
  // Milliseconds until the running side's flag falls (0 if already fallen).
  int64_t ms_to_flag(TimePoint now) const;

  // Remaining times as seen at `now` (the running side's elapsed time deducted).
  nlohmann::json to_json(TimePoint now) const;
  // Restores remaining times saved by to_json (the running side is not restarted).
  void restore(const nlohmann::json& j);

 private:
  int64_t elapsed(TimePoint now) const;

  bool timed_ = false;
  TimeControl tc_;
  int64_t remaining_[2] = {0, 0};
  bool running_ = false;
  Side side_ = Side::Black;
  TimePoint turn_start_{};
};

}  // namespace hensoku::server
