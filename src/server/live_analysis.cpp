#include "server/live_analysis.h"

#include <boost/asio/post.hpp>

#include <algorithm>

#include "server/analysis_views.h"
#include "server/api_error.h"
#include "server/json_views.h"
#include "server/winprob.h"

namespace hensoku::server {

using nlohmann::json;
namespace net = boost::asio;
using SteadyClock = std::chrono::steady_clock;

namespace {

constexpr auto kSendInterval = std::chrono::milliseconds(200);  // at most 5 messages a second

int int_field(const json& m, const char* key, int fallback, int lo, int hi) {
  if (!m.contains(key) || m[key].is_null()) return fallback;
  if (!m[key].is_number_integer() || m[key].get<int64_t>() < lo || m[key].get<int64_t>() > hi)
    throw ApiError(400, std::string(key) + " must be an integer in " + std::to_string(lo) + ".." + std::to_string(hi));
  return int(m[key].get<int64_t>());
}

}  // namespace

// The engine reports every line at the end of a depth, in rank order: a set
// is shown once it is whole, so that lines of two depths never mix.
void LiveAnalysis::Lines::add(const SearchInfo& info) {
  std::lock_guard lock(mutex);
  latest = info;
  if (info.multipv == 1) pending.clear();
  pending[info.multipv] = info;
  if (int(pending.size()) >= expected) complete = pending;
}

LiveAnalysis::LiveAnalysis(GameContext& ctx, std::shared_ptr<LiveGame> game, std::weak_ptr<Subscriber> out)
    : ctx_(ctx), game_(std::move(game)), out_(std::move(out)) {}

LiveAnalysis::~LiveAnalysis() = default;

void LiveAnalysis::handle(const json& message) {
  if (!message.is_object() || !message.contains("type") || !message["type"].is_string())
    throw ApiError(400,
                   "a message is {\"type\":\"analyse\",\"ply\":N,\"multipv\":1..5} or {\"type\":\"analyse_stop\"}");
  const std::string type = message["type"].get<std::string>();
  if (type == "analyse_stop") {
    std::lock_guard lock(mutex_);
    stop_locked(true);
    return;
  }
  if (type != "analyse") throw ApiError(400, "unknown message type '" + type + "' (analyse, analyse_stop)");
  const int multipv = int_field(message, "multipv", 1, 1, kMaxLiveLines);
  if (!message.contains("ply")) throw ApiError(400, "analyse needs \"ply\" (the number of moves from the start)");
  const int ply = int_field(message, "ply", 0, 0, 1000000);
  if (!ctx_.engine_factory) throw ApiError(400, "this server has no engine");
  std::shared_ptr<Game> position(game_->position_clone(ply));  // 400 past the game's ply
  std::lock_guard lock(mutex_);
  if (closed_) return;
  stop_locked(false);
  ply_ = ply;
  multipv_ = multipv;
  position_ = std::move(position);
  time_used_ms_ = 0;
  lines_ = std::make_shared<Lines>();  // the old search may still report into its own
  lines_->expected = std::max<int>(1, std::min<int>(multipv_, int(position_->legal_move_views().size())));
  if (position_->outcome().over()) {
    send_locked(true, "done");
    return;
  }
  submit_locked();
  send_locked(false, "queued");
}

void LiveAnalysis::close() {
  std::lock_guard lock(mutex_);
  closed_ = true;
  stop_locked(false);
}

// Ends the current analysis (if any): a queued one leaves the queue, a
// running one is stopped and its report dropped.
void LiveAnalysis::stop_locked(bool send_final) {
  const bool was_on = queued_ || searching_;
  ++serial_;
  if (queued_) ctx_.scheduler.withdraw(ticket_);
  if (searching_ && engine_) engine_->stop();
  queued_ = searching_ = false;
  engine_.reset();
  flush_timer_.reset();
  cap_timer_.reset();
  flush_pending_ = false;
  if (send_final && was_on) send_locked(true, "done");
}

void LiveAnalysis::submit_locked() {
  std::weak_ptr<LiveAnalysis> weak = weak_from_this();
  EngineScheduler& scheduler = ctx_.scheduler;
  const uint64_t serial = serial_;
  ticket_ = scheduler.submit(EngineScheduler::Kind::Live, [weak, serial, &scheduler](uint64_t ticket) {
    if (auto self = weak.lock())
      self->begin_search(serial, ticket);
    else
      scheduler.finish(ticket);
  });  // throws ApiError(429/503): the caller's answer
  queued_ = true;
}

void LiveAnalysis::begin_search(uint64_t serial, uint64_t ticket) {
  std::lock_guard lock(mutex_);
  EngineScheduler& scheduler = ctx_.scheduler;
  if (serial != serial_ || closed_ || !queued_) {
    scheduler.finish(ticket);
    return;
  }
  queued_ = false;
  try {
    std::shared_ptr<Engine> engine = make_engine(ctx_.engine_factory, game_->variant(), ctx_.engine_hash_mb);
    try {
      engine->set_option("MultiPV", std::to_string(multipv_));
    } catch (const std::exception&) {
      // An engine without MultiPV (a test's) gives one line.
    }
    SearchLimits limits;
    limits.movetime = std::max<int64_t>(10, ctx_.live_cap_ms - time_used_ms_);
    std::weak_ptr<LiveAnalysis> weak = weak_from_this();
    net::io_context& ioc = ctx_.ioc;
    std::shared_ptr<Game> position = position_;
    std::shared_ptr<Lines> lines = lines_;
    bool started = scheduler.begin(ticket, engine, [&] {
      engine->go(
          *position, limits,
          [weak, serial, lines, &ioc](const SearchInfo& info) {
            if (!info.currmove.empty() || !info.text.empty()) return;
            if (info.multipv < 1 || info.multipv > kMaxLiveLines || info.bound != SearchInfo::Bound::Exact) return;
            lines->add(info);
            net::post(ioc, [weak, serial] {
              if (auto self = weak.lock()) self->on_info(serial);
            });
          },
          [weak, serial, ticket, position, &ioc, &scheduler](const BestMove&) {
            net::post(ioc, [weak, serial, ticket, &scheduler] {
              const bool preempted = scheduler.finish(ticket);
              if (auto self = weak.lock()) self->on_best(serial, preempted);
            });
          });
    });
    if (!started) return;  // the server is stopping
    engine_ = engine;
    searching_ = true;
    started_ = SteadyClock::now();
  } catch (const std::exception& e) {
    scheduler.finish(ticket);
    if (auto out = out_.lock())
      out->send(std::make_shared<const std::string>(
          json{{"type", "error"}, {"message", std::string("the analysis could not start: ") + e.what()}}.dump()));
  }
}

void LiveAnalysis::on_info(uint64_t serial) {
  std::lock_guard lock(mutex_);
  if (serial != serial_ || closed_) return;
  if (flush_pending_) return;
  const auto now = SteadyClock::now();
  const auto wait = last_sent_ + kSendInterval > now ? last_sent_ + kSendInterval - now : SteadyClock::duration(0);
  flush_pending_ = true;
  flush_timer_ = std::make_unique<net::steady_timer>(ctx_.ioc, wait);
  std::weak_ptr<LiveAnalysis> weak = weak_from_this();
  flush_timer_->async_wait([weak, serial](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto self = weak.lock()) self->flush(serial);
  });
}

void LiveAnalysis::flush(uint64_t serial) {
  std::lock_guard lock(mutex_);
  if (serial != serial_ || closed_ || !flush_pending_) return;
  flush_pending_ = false;
  send_locked(false, "running");
}

void LiveAnalysis::on_best(uint64_t serial, bool preempted) {
  std::lock_guard lock(mutex_);
  if (serial != serial_ || closed_) return;
  searching_ = false;
  engine_.reset();
  flush_timer_.reset();
  flush_pending_ = false;
  time_used_ms_ += std::chrono::duration_cast<std::chrono::milliseconds>(SteadyClock::now() - started_).count();
  if (preempted && time_used_ms_ < ctx_.live_cap_ms) {
    // A game move needed the slot: wait for another and go on.
    try {
      submit_locked();
      send_locked(false, "queued");
      return;
    } catch (const std::exception&) {
      // The server is stopping: end here.
    }
  }
  send_locked(true, "done");
  ++serial_;
}

void LiveAnalysis::send_locked(bool final_message, const char* state) {
  auto out = out_.lock();
  if (!out || !position_) return;
  last_sent_ = SteadyClock::now();
  const Side stm = position_->side_to_move();
  std::map<int, SearchInfo> complete;
  SearchInfo latest;
  {
    std::lock_guard l(lines_->mutex);
    complete = lines_->complete;
    latest = lines_->latest;
  }
  json lines = json::array();
  for (const auto& [rank, info] : complete) {
    if (rank > multipv_) continue;
    const BlackScore score = black_score(info, stm);
    lines.push_back({{"multipv", rank},
                     {"depth", info.depth},
                     {"score", server::to_json(score)},
                     {"win_black", win_black(game_->variant(), score)},
                     {"pv", pv_views(*position_, info.pv)}});
  }
  json message = {
      {"type", "live_analysis"},   {"ply", ply_},       {"multipv", multipv_},       {"sfen", position_->sfen()},
      {"to_move", side_name(stm)}, {"state", state},    {"depth", latest.depth},     {"seldepth", latest.seldepth},
      {"nodes", latest.nodes},     {"nps", latest.nps}, {"time_ms", latest.time_ms}, {"live_cap_ms", ctx_.live_cap_ms},
      {"final", final_message},    {"lines", lines}};
  out->send(std::make_shared<const std::string>(message.dump()));
}

}  // namespace hensoku::server
