#include "server/review.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <sstream>

#include "server/analysis_views.h"
#include "server/api_error.h"
#include "server/json_views.h"

namespace hensoku::server {

using nlohmann::json;
namespace net = boost::asio;
using SteadyClock = std::chrono::steady_clock;

namespace {

// Win-probability loss thresholds, lichess's 0.1 / 0.2 / 0.3 on its
// winning-chances scale (2·win − 1), in win probability.
constexpr double kInaccuracy = 0.05, kMistake = 0.10, kBlunder = 0.15;
constexpr size_t kReviewPvMoves = 8;  // PV moves kept per position

// lichess's accuracy of one move from the winning chance lost, in percent points.
double move_accuracy(double loss) {
  double a = 103.1668 * std::exp(-0.04354 * loss * 100.0) - 3.1669;
  return std::clamp(a, 0.0, 100.0);
}

std::optional<double> win_of(const ReviewPly& p) {
  if (!p.contains("win_black") || !p["win_black"].is_number()) return std::nullopt;
  return p["win_black"].get<double>();
}

std::string usi_of(const json& view) {
  return view.is_object() && view.contains("usi") && view["usi"].is_string() ? view["usi"].get<std::string>() : "";
}

// "+135", "-40", "0", "+M7", "-M3".
std::string score_text(const json& score) {
  if (score.contains("mate")) {
    int n = score["mate"].get<int>();
    return std::string(n >= 0 ? "+M" : "-M") + std::to_string(std::abs(n));
  }
  int cp = score["cp"].get<int>();
  return cp > 0 ? "+" + std::to_string(cp) : std::to_string(cp);
}

std::optional<BlackScore> score_from_text(const std::string& t) {
  if (t.size() < 1 || t.size() > 12) return std::nullopt;
  try {
    if (t.size() >= 3 && (t[0] == '+' || t[0] == '-') && t[1] == 'M') {
      size_t used = 0;
      int n = std::stoi(t.substr(2), &used);
      if (used != t.size() - 2 || n < 0) return std::nullopt;
      return BlackScore{true, t[0] == '-' ? -n : n};
    }
    size_t used = 0;
    int cp = std::stoi(t, &used);
    if (used != t.size()) return std::nullopt;
    return BlackScore{false, cp};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

constexpr const char* kKifTag = "hensoku-review:";

std::string now_iso() { return now_utc_iso(); }

}  // namespace

json review_object(const std::string& status, const std::string& error, int64_t movetime_ms,
                   const std::vector<ReviewPly>& plies, const std::vector<json>& played, int total, int64_t eta_ms,
                   const std::string& created, const std::string& updated) {
  json out_plies = json::array();
  struct Tally {
    int moves = 0, best = 0, good = 0, inaccuracy = 0, mistake = 0, blunder = 0;
    double accuracy_sum = 0;
    int judged = 0;
  } tally[2];
  for (size_t i = 0; i < plies.size(); ++i) {
    const ReviewPly& p = plies[i];
    json entry = {{"ply", i},
                  {"to_move", p.value("to_move", "black")},
                  {"score", p.value("score", json(nullptr))},
                  {"win_black", p.value("win_black", json(nullptr))},
                  {"depth", p.value("depth", 0)},
                  {"best", p.value("best", json(nullptr))},
                  {"pv", p.value("pv", json::array())},
                  {"played", i < played.size() ? played[i] : json(nullptr)},
                  {"class", nullptr},
                  {"loss", nullptr}};
    if (i < played.size() && i + 1 < plies.size()) {
      const Side mover = entry["to_move"] == "white" ? Side::White : Side::Black;
      Tally& t = tally[index(mover)];
      ++t.moves;
      auto before = win_of(p), after = win_of(plies[i + 1]);
      const bool is_best = !usi_of(entry["best"]).empty() && usi_of(entry["best"]) == usi_of(played[i]);
      std::optional<double> loss;
      if (before && after) {
        double b = mover == Side::Black ? *before : 1 - *before;
        double a = mover == Side::Black ? *after : 1 - *after;
        loss = std::max(0.0, b - a);
        entry["loss"] = std::round(*loss * 10000) / 10000;
        t.accuracy_sum += move_accuracy(*loss);
        ++t.judged;
      }
      const char* cls = nullptr;
      if (is_best)
        cls = "best";
      else if (loss)
        cls = *loss >= kBlunder      ? "blunder"
              : *loss >= kMistake    ? "mistake"
              : *loss >= kInaccuracy ? "inaccuracy"
                                     : "good";
      if (cls) {
        entry["class"] = cls;
        std::string c = cls;
        (c == "best"         ? t.best
         : c == "good"       ? t.good
         : c == "inaccuracy" ? t.inaccuracy
         : c == "mistake"    ? t.mistake
                             : t.blunder)++;
      }
    }
    out_plies.push_back(std::move(entry));
  }
  json summary = json::object();
  for (Side s : {Side::Black, Side::White}) {
    const Tally& t = tally[index(s)];
    summary[side_name(s)] = {
        {"accuracy", t.judged ? json(std::round(t.accuracy_sum / t.judged * 10) / 10) : json(nullptr)},
        {"moves", t.moves},
        {"best", t.best},
        {"good", t.good},
        {"inaccuracy", t.inaccuracy},
        {"mistake", t.mistake},
        {"blunder", t.blunder}};
  }
  json review = {{"status", status},   {"movetime_ms", movetime_ms}, {"done", plies.size()},
                 {"total", total},     {"eta_ms", eta_ms},           {"created", created},
                 {"updated", updated}, {"plies", out_plies},         {"summary", summary}};
  if (!error.empty()) review["error"] = error;
  return review;
}

std::vector<std::string> review_kif_comments(const json& review) {
  const json& plies = review["plies"];
  std::vector<std::string> out(plies.size());
  auto win_text = [](const json& p) {
    return p["win_black"].is_number() ? std::to_string(int(std::lround(p["win_black"].get<double>() * 100))) + "%"
                                      : std::string("?");
  };
  for (size_t k = 0; k < plies.size(); ++k) {
    const json& p = plies[k];
    std::string line = kKifTag;
    if (k == 0) line += " movetime " + std::to_string(review["movetime_ms"].get<int64_t>()) + " ms";
    line += " " + (p["score"].is_object() ? score_text(p["score"]) : std::string("end")) + " " + win_text(p);
    if (k > 0) {
      const json& before = plies[k - 1];
      const bool was_best = before["class"] == "best";
      if (before["class"].is_string()) line += " " + before["class"].get<std::string>();
      if (!was_best && !usi_of(before["best"]).empty()) line += " best " + usi_of(before["best"]);
    }
    if (!usi_of(p["best"]).empty()) line += " next " + usi_of(p["best"]);
    out[k] = line;
  }
  return out;
}

std::optional<ImportedReview> review_from_kif_comments(std::vector<std::string>& comments, const Game& start,
                                                       const std::vector<std::string>& moves,
                                                       const std::string& variant) {
  ImportedReview review;
  std::vector<std::optional<BlackScore>> scores(moves.size() + 1);
  std::vector<std::string> next(moves.size() + 1);
  std::vector<bool> seen(moves.size() + 1, false);
  bool any = false;
  for (size_t k = 0; k < comments.size() && k <= moves.size(); ++k) {
    std::istringstream in(comments[k]);
    std::string kept, line;
    bool first = true;
    while (std::getline(in, line)) {
      if (line.rfind(kKifTag, 0) != 0) {
        kept += (first ? "" : "\n") + line;
        first = false;
        continue;
      }
      any = true;
      seen[k] = true;
      std::istringstream words(line.substr(std::string(kKifTag).size()));
      std::vector<std::string> w;
      for (std::string x; words >> x;) w.push_back(x);
      size_t i = 0;
      if (i + 2 < w.size() && w[i] == "movetime") {
        try {
          review.movetime_ms = std::clamp<int64_t>(std::stoll(w[i + 1]), kMinReviewMovetimeMs, kMaxReviewMovetimeMs);
        } catch (const std::exception&) {
        }
        i += 3;
      }
      if (i < w.size()) scores[k] = score_from_text(w[i]);
      for (; i + 1 < w.size(); ++i)
        if (w[i] == "next") next[k] = w[i + 1];
    }
    comments[k] = kept;
  }
  if (!any) return std::nullopt;
  // The positions from the start while each has its line.
  auto position = start.clone();
  for (size_t k = 0; k <= moves.size() && seen[k]; ++k) {
    ReviewPly p = {{"ply", k}, {"to_move", side_name(position->side_to_move())}, {"depth", 0}};
    const Outcome o = position->outcome();
    if (o.over()) {
      p["score"] = nullptr;
      p["win_black"] = o.kind == Outcome::Kind::Draw ? 0.5 : o.winner == Side::Black ? 1.0 : 0.0;
      p["best"] = nullptr;
      p["pv"] = json::array();
    } else {
      p["score"] = scores[k] ? to_json(*scores[k]) : json(nullptr);
      p["win_black"] = scores[k] ? json(win_black(variant, *scores[k])) : json(nullptr);
      json best = next[k].empty() ? json(nullptr) : move_view_json(*position, next[k], false);
      p["best"] = best;
      p["pv"] = best.is_null() ? json::array() : json::array({best});
    }
    review.plies.push_back(std::move(p));
    if (k < moves.size()) position->play(moves[k]);
  }
  if (review.movetime_ms == 0) review.movetime_ms = 300;
  return review;
}

Review::Review(GameContext& ctx, std::weak_ptr<LiveGame> game, int64_t game_id, std::string variant,
               std::unique_ptr<Game> start, std::vector<std::string> moves, int64_t movetime_ms)
    : ctx_(ctx),
      game_(std::move(game)),
      game_id_(game_id),
      variant_(std::move(variant)),
      start_(std::move(start)),
      moves_(std::move(moves)),
      movetime_ms_(movetime_ms) {
  auto position = start_->clone();
  for (const auto& m : moves_) {
    json view = move_view_json(*position, m, false);
    played_.push_back(view.is_null() ? json{{"usi", m}} : view);
    position->play(m);  // throws InputError for a move the game refuses: the caller's error
  }
  created_ = updated_ = now_iso();
}

void Review::restore(const StoredReview& stored) {
  std::lock_guard lock(mutex_);
  status_ = stored.status;
  error_ = stored.error;
  created_ = stored.created_at;
  updated_ = stored.updated_at;
  plies_.clear();
  for (const auto& text : stored.plies_json) {
    if (plies_.size() > moves_.size()) break;
    plies_.push_back(json::parse(text));
  }
}

void Review::save_new() {
  std::lock_guard lock(mutex_);
  StoredReview stored;
  stored.game_id = game_id_;
  stored.status = status_;
  stored.movetime_ms = movetime_ms_;
  stored.moves_json = json(moves_).dump();
  stored.error = error_;
  stored.created_at = created_;
  stored.updated_at = updated_;
  for (const auto& p : plies_) stored.plies_json.push_back(p.dump());
  ctx_.store.put_review(stored);
}

bool Review::active() {
  std::lock_guard lock(mutex_);
  return status_ == "queued" || status_ == "running";
}

json Review::to_json() {
  std::lock_guard lock(mutex_);
  return to_json_locked();
}

json Review::to_json_locked() {
  const int total = int(moves_.size()) + 1;
  const bool running = status_ == "queued" || status_ == "running";
  const double per_ply = timed_ ? wall_ms_ / timed_ : double(movetime_ms_);
  const int64_t eta = running ? int64_t(per_ply * double(total - int(plies_.size()))) : 0;
  return review_object(status_, error_, movetime_ms_, plies_, played_, total, eta, created_, updated_);
}

void Review::run() {
  std::lock_guard lock(mutex_);
  if (status_ != "queued" && status_ != "running") return;
  next_locked();
}

void Review::cancel() {
  std::lock_guard lock(mutex_);
  if (status_ != "queued" && status_ != "running") return;
  ++serial_;
  if (queued_) ctx_.scheduler.withdraw(ticket_);
  queued_ = false;
  if (searching_ && engine_) engine_->stop();  // its report frees the slot, then is dropped
  set_status_locked("cancelled");
  broadcast_locked(true);
}

void Review::shutdown() {
  std::lock_guard lock(mutex_);
  shut_down_ = true;
  ++serial_;
  if (queued_) ctx_.scheduler.withdraw(ticket_);
  queued_ = false;
  if (searching_ && engine_) engine_->stop();  // its report is dropped: the stored review resumes there
}

std::unique_ptr<Game> Review::position_locked(size_t ply) const {
  auto position = start_->clone();
  for (size_t i = 0; i < ply && i < moves_.size(); ++i) position->play(moves_[i]);
  return position;
}

void Review::next_locked() {
  if (shut_down_) return;
  const size_t total = moves_.size() + 1;
  while (plies_.size() < total && (status_ == "queued" || status_ == "running")) {
    auto position = position_locked(plies_.size());
    const Outcome o = position->outcome();
    if (!o.over()) return submit_locked();
    // The game is over here: nothing to search, the result is the score.
    record_locked({{"ply", plies_.size()},
                   {"to_move", side_name(position->side_to_move())},
                   {"score", nullptr},
                   {"win_black", o.kind == Outcome::Kind::Draw ? 0.5
                                 : o.winner == Side::Black     ? 1.0
                                                               : 0.0},
                   {"depth", 0},
                   {"best", nullptr},
                   {"pv", json::array()}});
  }
  if (status_ == "queued" || status_ == "running") {
    set_status_locked("done");
    engine_.reset();
    broadcast_locked(true);
  }
}

void Review::submit_locked() {
  std::weak_ptr<Review> weak = weak_from_this();
  EngineScheduler& scheduler = ctx_.scheduler;
  const uint64_t serial = serial_;
  queued_at_ = SteadyClock::now();
  try {
    ticket_ = scheduler.submit(EngineScheduler::Kind::Review, [weak, serial, &scheduler](uint64_t ticket) {
      if (auto self = weak.lock())
        self->begin_search(serial, ticket);
      else
        scheduler.finish(ticket);
    });
    queued_ = true;
  } catch (const std::exception&) {
    // The server is shutting down: the stored review resumes at the next start.
  }
}

void Review::begin_search(uint64_t serial, uint64_t ticket) {
  std::lock_guard lock(mutex_);
  EngineScheduler& scheduler = ctx_.scheduler;
  if (serial != serial_ || shut_down_ || !queued_) {
    scheduler.finish(ticket);
    return;
  }
  queued_ = false;
  try {
    if (!engine_) engine_ = make_engine(ctx_.engine_factory, variant_, ctx_.engine_hash_mb);
    if (status_ == "queued") {
      set_status_locked("running");
      broadcast_locked(true);
    }
    std::shared_ptr<Game> position(position_locked(plies_.size()));
    SearchLimits limits;
    limits.movetime = movetime_ms_;
    auto last = std::make_shared<std::pair<std::mutex, std::optional<SearchInfo>>>();
    std::weak_ptr<Review> weak = weak_from_this();
    net::io_context& ioc = ctx_.ioc;
    std::shared_ptr<Engine> engine = engine_;
    const auto started = SteadyClock::now();
    engine->wait();  // the previous position's search has reported; let its thread finish
    bool ok = scheduler.begin(ticket, engine, [&] {
      engine->go(
          *position, limits,
          [last](const SearchInfo& info) {
            if (!info.currmove.empty() || !info.text.empty() || info.multipv != 1) return;
            if (info.bound != SearchInfo::Bound::Exact && last->second) return;
            std::lock_guard l(last->first);
            last->second = info;
          },
          [weak, serial, ticket, last, position, started, &ioc, &scheduler](const BestMove& best) {
            std::optional<SearchInfo> info;
            {
              std::lock_guard l(last->first);
              info = last->second;
            }
            net::post(ioc, [weak, serial, ticket, info, best, started, &scheduler] {
              const bool preempted = scheduler.finish(ticket);
              if (auto self = weak.lock())
                self->on_best(serial, ticket, info.value_or(SearchInfo{}), info.has_value() && !preempted, best,
                              preempted ? SteadyClock::time_point{} : started);
            });
          });
    });
    if (ok) searching_ = true;
  } catch (const std::exception& e) {
    scheduler.finish(ticket);
    set_status_locked("failed", std::string("the engine could not start: ") + e.what());
    broadcast_locked(true);
  }
}

void Review::on_best(uint64_t serial, uint64_t, const SearchInfo& info, bool has_info, const BestMove& best,
                     SteadyClock::time_point started) {
  std::lock_guard lock(mutex_);
  searching_ = false;
  if (serial != serial_ || shut_down_ || (status_ != "queued" && status_ != "running")) return;
  if (started == SteadyClock::time_point{}) return submit_locked();  // preempted: this position again
  (void)started;
  wall_ms_ += std::chrono::duration<double, std::milli>(SteadyClock::now() - queued_at_).count();
  ++timed_;
  auto position = position_locked(plies_.size());
  const Side stm = position->side_to_move();
  ReviewPly p = {{"ply", plies_.size()}, {"to_move", side_name(stm)}, {"depth", has_info ? info.depth : 0}};
  if (has_info) {
    BlackScore score = black_score(info, stm);
    p["score"] = server::to_json(score);
    p["win_black"] = win_black(variant_, score);
  } else {
    p["score"] = nullptr;
    p["win_black"] = nullptr;
  }
  std::string move = best.move;
  if ((move.empty() || move == "resign" || move == "win") && has_info && !info.pv.empty()) move = info.pv.front();
  json best_view = move.empty() ? json(nullptr) : move_view_json(*position, move, false);
  p["best"] = best_view;
  std::vector<std::string> pv = info.pv;
  if (pv.size() > kReviewPvMoves) pv.resize(kReviewPvMoves);
  p["pv"] = pv_views(*position, pv);
  record_locked(std::move(p));
  next_locked();
}

void Review::record_locked(ReviewPly ply) {
  const int index = int(plies_.size());
  updated_ = now_iso();
  try {
    ctx_.store.add_review_ply(game_id_, index, ply.dump(), updated_);
  } catch (const std::exception& e) {
    set_status_locked("failed", std::string("the review could not be saved: ") + e.what());
    broadcast_locked(true);
    return;
  }
  plies_.push_back(std::move(ply));
  broadcast_locked(false);
}

void Review::set_status_locked(const std::string& status, const std::string& error) {
  status_ = status;
  error_ = error;
  updated_ = now_iso();
  try {
    ctx_.store.set_review_status(game_id_, status_, error_, updated_);
  } catch (const std::exception& e) {
    std::cerr << "hensoku serve: game " << game_id_ << ": the review's status could not be saved: " << e.what() << '\n';
  }
}

void Review::broadcast_locked(bool now) {
  const auto t = SteadyClock::now();
  if (!now && t - last_broadcast_ < std::chrono::milliseconds(500)) return;
  last_broadcast_ = t;
  if (auto game = game_.lock()) game->broadcast(json{{"type", "review"}, {"review", to_json_locked()}});
}

}  // namespace hensoku::server
