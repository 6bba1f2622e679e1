#include "match/time_report.h"

#include <fmt/core.h>

#include <algorithm>
#include <numeric>

namespace hensoku::match {

namespace {

template <class T>
T median(std::vector<T> v) {
  if (v.empty()) return T{};
  std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
  return v[v.size() / 2];
}

template <class T>
double mean(const std::vector<T>& v) {
  return v.empty() ? 0.0 : double(std::accumulate(v.begin(), v.end(), T{})) / double(v.size());
}

template <class T>
T maximum(const std::vector<T>& v) {
  return v.empty() ? T{} : *std::max_element(v.begin(), v.end());
}

}  // namespace

void TimeReport::add(const GameRecord& r) {
  add_game(r.black, r.white, r.timings, r.outcome.code == "time-forfeit", r.outcome.winner);
}

void TimeReport::add(const RecordedGame& g) {
  add_game(g.black, g.white, g.timings, g.code == "time-forfeit", g.result == "0-1" ? Side::White : Side::Black);
}

void TimeReport::add_game(const std::string& black, const std::string& white, const std::vector<MoveTiming>& timings,
                          bool lost_on_time, Side winner) {
  bool seen[2] = {false, false};
  for (const auto& t : timings) {
    EngineTimes& e = engines_[t.side == Side::Black ? black : white];
    e.ms.push_back(t.elapsed_ms);
    if (t.budget_ms > 0) e.share.push_back(double(t.elapsed_ms) / double(t.budget_ms));
    if (!seen[index(t.side)]) e.first_ms.push_back(t.elapsed_ms);
    seen[index(t.side)] = true;
    if (t.depth > 0) e.depth.push_back(t.depth);
  }
  if (lost_on_time) ++engines_[winner == Side::Black ? white : black].time_losses;
}

std::vector<std::string> TimeReport::lines() const {
  std::vector<std::string> out;
  for (const auto& [name, e] : engines_) {
    std::string line = fmt::format("time {}: {} moves, ms mean {:.0f} median {} max {}", name, e.ms.size(), mean(e.ms),
                                   median(e.ms), maximum(e.ms));
    if (!e.share.empty())
      line += fmt::format(", budget share median {:.0f}% max {:.0f}%", 100 * median(e.share), 100 * maximum(e.share));
    if (!e.first_ms.empty())
      line += fmt::format(", first move mean {:.0f} max {} ms", mean(e.first_ms), maximum(e.first_ms));
    if (!e.depth.empty()) line += fmt::format(", depth mean {:.1f} median {}", mean(e.depth), median(e.depth));
    line += fmt::format(", time losses {}", e.time_losses);
    out.push_back(line);
  }
  return out;
}

}  // namespace hensoku::match
