#include "server/clocks.h"

#include <algorithm>

#include "server/api_error.h"

namespace hensoku::server {

using nlohmann::json;

namespace {

int64_t read_ms(const json& j, const char* key) {
  if (!j.contains(key)) return 0;
  const json& v = j[key];
  if (!v.is_number_integer() || v.get<int64_t>() < 0 || v.get<int64_t>() > int64_t(24) * 3600 * 1000)
    throw ApiError(400,
                   std::string("time_control.") + key + " must be an integer number of milliseconds (0..86400000)");
  return v.get<int64_t>();
}

}  // namespace

std::optional<TimeControl> time_control_from_json(const json& j) {
  if (j.is_null()) return std::nullopt;
  if (!j.is_object()) throw ApiError(400, "time_control must be null or an object");
  TimeControl tc{read_ms(j, "initial_ms"), read_ms(j, "increment_ms"), read_ms(j, "byoyomi_ms")};
  if (tc.initial_ms == 0 && tc.increment_ms == 0 && tc.byoyomi_ms == 0)
    throw ApiError(400, "time_control needs some time: initial_ms, increment_ms or byoyomi_ms");
  if (tc.initial_ms == 0 && tc.byoyomi_ms == 0)
    throw ApiError(400, "time_control with increment only needs initial_ms too");
  return tc;
}

json to_json(const std::optional<TimeControl>& tc) {
  if (!tc) return nullptr;
  return {{"initial_ms", tc->initial_ms}, {"increment_ms", tc->increment_ms}, {"byoyomi_ms", tc->byoyomi_ms}};
}

Clocks::Clocks(const TimeControl& tc) : timed_(true), tc_(tc) { remaining_[0] = remaining_[1] = tc.initial_ms; }

void Clocks::start_turn(Side side, TimePoint now) {
  if (!timed_) return;
  running_ = true;
  side_ = side;
  turn_start_ = now;
}

int64_t Clocks::elapsed(TimePoint now) const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(now - turn_start_).count();
}

bool Clocks::finish_move(TimePoint now) {
  if (!timed_ || !running_) return true;
  running_ = false;
  int64_t used = elapsed(now);
  int64_t& left = remaining_[index(side_)];
  if (used <= left) {
    left = left - used + tc_.increment_ms;
    return true;
  }
  if (tc_.byoyomi_ms > 0 && used <= left + tc_.byoyomi_ms) {
    left = 0;  // in byoyomi from now on: each move gets the period afresh
    return true;
  }
  left = 0;
  return false;
}

bool Clocks::flagged(TimePoint now) const { return running_ && ms_to_flag(now) == 0; }

int64_t Clocks::ms_to_flag(TimePoint now) const {
  if (!running_) return INT64_MAX;
  return std::max<int64_t>(0, remaining_[index(side_)] + tc_.byoyomi_ms - elapsed(now));
}

std::optional<Side> Clocks::running() const {
  if (!running_) return std::nullopt;
  return side_;
}

json Clocks::to_json(TimePoint now) const {
  if (!timed_) return nullptr;
  int64_t left[2] = {remaining_[0], remaining_[1]};
  int64_t byoyomi_left = tc_.byoyomi_ms;
  if (running_) {
    int64_t used = elapsed(now);
    int64_t& mine = left[index(side_)];
    if (used <= mine) {
      mine -= used;
    } else {
      byoyomi_left = std::max<int64_t>(0, tc_.byoyomi_ms - (used - mine));
      mine = 0;
    }
  }
  return {{"black_ms", left[0]},
          {"white_ms", left[1]},
          {"byoyomi_ms", byoyomi_left},
          {"running", running_ ? json(side_ == Side::Black ? "black" : "white") : json(nullptr)}};
}

void Clocks::restore(const json& j) {
  if (!timed_ || !j.is_object()) return;
  remaining_[0] = j.value("black_ms", remaining_[0]);
  remaining_[1] = j.value("white_ms", remaining_[1]);
}

}  // namespace hensoku::server
