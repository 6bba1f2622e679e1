#include "server/live_game.h"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <ctime>
#include <iostream>

#include "records/csa.h"
#include "records/kif.h"
#include "server/analysis_views.h"
#include "server/api_error.h"
#include "server/json_views.h"

namespace hensoku::server {

using nlohmann::json;
namespace net = boost::asio;

namespace {

std::string title_case(Side s) { return s == Side::Black ? "Black" : "White"; }

// "2026-11-21T03:00:00Z" -> "2026/11/21 03:00:00" (KIF's 開始日時, in UTC); "" when malformed.
std::string kif_time(const std::string& iso) {
  if (iso.size() < 19 || iso[4] != '-' || iso[7] != '-' || iso[10] != 'T') return {};
  std::string t = iso.substr(0, 19);
  t[4] = t[7] = '/';
  t[10] = ' ';
  return t;
}

// A player as a record names it: "Human", "Hensoku (level 3)", "Hensoku (500 ms)".
std::string player_name(const PlayerSpec& p) {
  if (!p.name.empty()) return p.name;
  if (!p.engine) return "Human";
  if (p.level > 0) return "Hensoku (level " + std::to_string(p.level) + ")";
  return "Hensoku (" + std::to_string(p.movetime_ms) + " ms)";
}

Outcome make_outcome(Outcome::Kind kind, Side winner, std::string code, std::string reason) {
  Outcome o;
  o.kind = kind;
  o.winner = winner;
  o.code = std::move(code);
  o.reason = std::move(reason);
  return o;
}

Outcome outcome_from_json(const json& j) {
  Outcome o;
  std::string kind = j.value("kind", "ongoing");
  o.kind = kind == "win" ? Outcome::Kind::Win : kind == "draw" ? Outcome::Kind::Draw : Outcome::Kind::Ongoing;
  if (j.contains("winner") && j["winner"].is_string()) o.winner = parse_side(j["winner"].get<std::string>());
  o.code = j.value("code", "");
  o.reason = j.value("reason", "");
  return o;
}

// The engine's score as one number from its own view (mates far beyond any material).
int comparable_score(const SearchInfo& info) {
  if (!info.is_mate) return info.score;
  return info.score >= 0 ? 100000 - info.score : -100000 - info.score;
}

// An engine that offers no draw accepts one when it thinks it is this far behind.
constexpr int kEngineAcceptsDrawBelow = -200;

}  // namespace

std::string now_utc_iso() {
  std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

LiveGame::LiveGame(GameContext& ctx, int64_t id, const VariantInfo& info, std::unique_ptr<Game> game,
                   const PlayerSpec players[2], std::optional<TimeControl> tc)
    : ctx_(ctx), id_(id), info_(info), game_(std::move(game)), time_control_(tc) {
  players_[0] = players[0];
  players_[1] = players[1];
  if (tc) clocks_ = Clocks(*tc);
  // Views of the moves already in the history (an imported or restored game).
  auto replay = game_->clone();
  std::vector<std::string> moves = replay->history();
  for (size_t i = 0; i < moves.size(); ++i) replay->undo();
  for (const auto& m : moves) {
    auto views = replay->legal_move_views();
    auto it = std::find_if(views.begin(), views.end(), [&](const MoveView& v) { return v.usi == m; });
    played_.push_back(it != views.end() ? *it : MoveView{m, "", {}, "", "", "move", "", {}});
    played_pieces_.push_back(moved_piece(replay->view(), replay->side_to_move(), played_.back()));
    replay->play(m);
  }
}

LiveGame::~LiveGame() = default;

void LiveGame::restore(const json& clocks, const json& result) {
  std::lock_guard lock(mutex_);
  clocks_.restore(clocks);
  if (result.is_object() && !game_->outcome().over()) {
    Outcome o = outcome_from_json(result);
    if (o.over()) result_ = o;
  }
}

void LiveGame::start() {
  std::lock_guard lock(mutex_);
  if (outcome_locked().over()) return;
  clocks_.start_turn(game_->side_to_move(), Clock::now());
  maybe_start_engine_locked();
}

// The scheduler stops and waits for every running search at shutdown; here
// the game only stops asking for more.
void LiveGame::shutdown() {
  std::lock_guard lock(mutex_);
  shut_down_ = true;
  cancel_search_locked();
  if (analysis_engine_) analysis_engine_->stop();
  watchdog_.reset();
  retry_timer_.reset();
}

bool LiveGame::remove() {
  std::lock_guard lock(mutex_);
  if (shut_down_) return false;
  bool removed = ctx_.store.remove(id_);  // throws: nothing changed
  shut_down_ = true;
  cancel_search_locked();
  if (analysis_queued_) {
    ctx_.scheduler.withdraw(analysis_ticket_);
    analysis_queued_ = false;
    if (analysis_done_)
      net::post(ctx_.ioc, [d = std::move(analysis_done_)] { d(404, {{"error", "the game was deleted"}}); });
  }
  if (analysis_engine_) analysis_engine_->stop();
  watchdog_.reset();
  retry_timer_.reset();
  broadcast_locked({{"type", "deleted"}, {"id", id_}});
  return removed;
}

Outcome LiveGame::outcome_locked() const { return result_ ? *result_ : game_->outcome(); }

json LiveGame::state_locked(Clock::time_point now, size_t history_from) const {
  Outcome outcome = outcome_locked();
  json legal = json::array();
  if (!outcome.over())
    for (const auto& m : game_->legal_move_views()) legal.push_back(server::to_json(m));
  std::vector<std::string> history = game_->history();
  history_from = std::min(history_from, history.size());
  json played = json::array();
  for (size_t i = history_from; i < played_.size(); ++i) {
    json m = server::to_json(played_[i]);
    m["piece"] = played_pieces_[i];
    played.push_back(m);
  }
  json options = json::object();
  for (const auto& [k, v] : game_->options()) options[k] = v;
  return {
      {"id", id_},
      {"variant", info_.name},
      {"family", info_.family},
      {"title", info_.title},
      {"title_ja", info_.title_ja},
      {"options", options},
      {"setup_sfen", game_->setup_sfen()},
      {"sfen", game_->sfen()},
      {"players", {{"black", server::to_json(players_[0])}, {"white", server::to_json(players_[1])}}},
      {"time_control", server::to_json(time_control_)},
      {"clocks", clocks_.to_json(now)},
      {"board", server::to_json(game_->view())},
      {"to_move", side_name(game_->side_to_move())},
      {"legal_moves", legal},
      {"check", game_->royals_in_check()},
      {"capture_compulsory", !outcome.over() && game_->capture_compulsory()},
      {"history_from", history_from},
      {"history", std::vector<std::string>(history.begin() + long(history_from), history.end())},
      {"played", played},
      {"comments", comments_},
      {"last_move", played_.empty() ? json(nullptr) : server::to_json(played_.back())},
      {"ply", history.size()},
      {"outcome", server::to_json(outcome)},
      {"draw_offer", draw_offer_ ? json(side_name(*draw_offer_)) : json(nullptr)},
      {"engine",
       {{"thinking", thinking_},
        {"queued", thinking_ && queued_},
        {"side", thinking_ ? json(side_name(thinking_side_)) : json(nullptr)},
        {"info", last_info_}}},
      {"version", version_},
      {"epoch", ctx_.epoch},
      {"created", created_at_},
      {"updated", updated_at_},
  };
}

bool LiveGame::engine_vs_engine_in_progress() {
  std::lock_guard lock(mutex_);
  return players_[0].engine && players_[1].engine && !outcome_locked().over();
}

json LiveGame::to_json() {
  std::lock_guard lock(mutex_);
  return state_locked(Clock::now());
}

json LiveGame::summary_json() {
  std::lock_guard lock(mutex_);
  const size_t plies = game_->history().size();
  return {{"id", id_},
          {"variant", info_.name},
          {"title", info_.title},
          {"players", {{"black", server::to_json(players_[0])}, {"white", server::to_json(players_[1])}}},
          {"plies", plies},
          {"ply", plies},
          {"to_move", side_name(game_->side_to_move())},
          {"outcome", server::to_json(outcome_locked())},
          {"created", created_at_},
          {"updated", updated_at_}};
}

std::string LiveGame::result_json_locked() const {
  Outcome o = outcome_locked();
  return o.over() ? server::to_json(o).dump() : "null";
}

std::string LiveGame::clocks_json_locked(Clock::time_point now) const { return clocks_.to_json(now).dump(); }

Side LiveGame::human_side_locked(std::optional<Side> side, const char* action) const {
  if (side) {
    if (players_[index(*side)].engine)
      throw ApiError(409, side_name(*side) + " is played by the engine and cannot " + action);
    return *side;
  }
  bool human[2] = {!players_[0].engine, !players_[1].engine};
  if (human[0] && human[1]) return game_->side_to_move();
  if (human[0]) return Side::Black;
  if (human[1]) return Side::White;
  throw ApiError(409, std::string("no human plays in this game, so no one can ") + action);
}

json LiveGame::play(const std::string& move, std::optional<int> expected_ply) {
  std::lock_guard lock(mutex_);
  auto now = Clock::now();
  int ply = int(game_->history().size());
  if (expected_ply && *expected_ply != ply)
    throw ApiError(
        409, "the game has moved on: it is at ply " + std::to_string(ply) + ", not " + std::to_string(*expected_ply));
  Outcome o = outcome_locked();
  if (o.over()) throw ApiError(409, "the game is over: " + o.reason);
  if (players_[index(game_->side_to_move())].engine) throw ApiError(409, "it is the engine's turn");
  try {
    apply_move_locked(move, now);
  } catch (const InputError& e) {
    throw ApiError(400, e.what());
  }
  return state_locked(now);
}

void LiveGame::apply_move_locked(const std::string& move, Clock::time_point now) {
  if (clocks_.flagged(now)) {
    Side late = *clocks_.running();
    end_locked(make_outcome(Outcome::Kind::Win, ~late, "time", title_case(late) + " lost on time"), now);
    throw ApiError(409, "time is up: " + title_case(late) + " lost on time");
  }
  std::vector<MoveView> views = game_->legal_move_views();
  Side mover = game_->side_to_move();
  Clocks saved = clocks_;
  const BoardView board_before = game_->view();
  const size_t from_ply = game_->history().size();
  game_->play(move);  // throws InputError; nothing changed then
  std::string canonical = game_->history().back();
  auto it = std::find_if(views.begin(), views.end(), [&](const MoveView& v) { return v.usi == canonical; });
  MoveView view = it != views.end() ? *it : MoveView{canonical, "", {}, "", "", "move", "", {}};
  std::string piece = moved_piece(board_before, mover, view);
  std::string updated = now_utc_iso();
  clocks_.finish_move(now);
  if (game_->outcome().over())
    clocks_.stop();
  else
    clocks_.start_turn(game_->side_to_move(), now);
  try {
    ctx_.store.append_move(id_, int(from_ply), canonical, clocks_json_locked(now), result_json_locked(), updated);
  } catch (const std::exception& e) {
    game_->undo();
    clocks_ = saved;
    throw ApiError(500, std::string("the move could not be saved: ") + e.what());
  }
  updated_at_ = updated;
  played_.push_back(view);
  played_pieces_.push_back(piece);
  if (game_->outcome().over()) release_engines_locked();
  if (draw_offer_ && *draw_offer_ != mover) draw_offer_.reset();  // a move declines the opponent's offer
  ++version_;
  broadcast_state_locked(from_ply);
  maybe_start_engine_locked();
}

// Saves the ending first; if the store refuses, nothing changes and the
// caller gets ApiError(500).
void LiveGame::end_locked(Outcome result, Clock::time_point now) {
  const Clocks saved_clocks = clocks_;
  const std::optional<Outcome> saved_result = result_;
  clocks_.finish_move(now);
  clocks_.stop();
  result_ = std::move(result);
  std::string updated = now_utc_iso();
  try {
    ctx_.store.update_state(id_, clocks_json_locked(now), result_json_locked(), updated);
  } catch (const std::exception& e) {
    clocks_ = saved_clocks;
    result_ = saved_result;
    throw ApiError(500, std::string("the result could not be saved: ") + e.what());
  }
  updated_at_ = updated;
  cancel_search_locked();
  draw_offer_.reset();
  release_engines_locked();
  ++version_;
  broadcast_state_locked(game_->history().size());
}

json LiveGame::takeback() {
  std::lock_guard lock(mutex_);
  auto now = Clock::now();
  if (result_) throw ApiError(409, "the game ended (" + result_->reason + "); it cannot be taken back");
  if (game_->history().empty()) throw ApiError(409, "there is no move to take back");
  if (players_[0].engine && players_[1].engine) throw ApiError(409, "the engine plays both sides: no takeback");
  std::vector<std::string> undone;
  auto undo_one = [&] {
    undone.push_back(game_->history().back());
    game_->undo();
  };
  undo_one();
  // Against the engine, take back its reply too so that the person is to move.
  if (players_[index(game_->side_to_move())].engine && !game_->history().empty()) undo_one();
  const Clocks saved_clocks = clocks_;
  clocks_.start_turn(game_->side_to_move(), now);
  const size_t ply = game_->history().size();
  std::string updated = now_utc_iso();
  try {
    ctx_.store.truncate_moves(id_, int(ply), clocks_json_locked(now), result_json_locked(), updated);
  } catch (const std::exception& e) {
    for (auto it = undone.rbegin(); it != undone.rend(); ++it) game_->play(*it);
    clocks_ = saved_clocks;
    throw ApiError(500, std::string("the takeback could not be saved: ") + e.what());
  }
  updated_at_ = updated;
  if (comments_.size() > ply + 1) comments_.resize(ply + 1);
  cancel_search_locked();
  played_.resize(ply);
  played_pieces_.resize(ply);
  draw_offer_.reset();
  ++version_;
  broadcast_state_locked(ply);
  maybe_start_engine_locked();
  return state_locked(now);
}

json LiveGame::resign(std::optional<Side> side) {
  std::lock_guard lock(mutex_);
  auto now = Clock::now();
  Outcome o = outcome_locked();
  if (o.over()) throw ApiError(409, "the game is over: " + o.reason);
  Side s = human_side_locked(side, "resign");
  end_locked(make_outcome(Outcome::Kind::Win, ~s, "resignation", title_case(s) + " resigned"), now);
  return state_locked(now);
}

json LiveGame::draw(const std::string& action, std::optional<Side> side) {
  std::lock_guard lock(mutex_);
  auto now = Clock::now();
  Outcome o = outcome_locked();
  if (o.over()) throw ApiError(409, "the game is over: " + o.reason);
  Side s = human_side_locked(side, "answer a draw offer");
  auto agree = [&] { end_locked(make_outcome(Outcome::Kind::Draw, s, "agreement", "Draw by agreement"), now); };
  if (action == "offer") {
    if (draw_offer_ == ~s) {
      agree();
    } else if (players_[index(~s)].engine) {
      if (!game_->history().empty() && last_engine_score_[index(~s)] <= kEngineAcceptsDrawBelow) {
        agree();
      } else {
        broadcast_locked({{"type", "draw_declined"}, {"side", side_name(~s)}});
        json state = state_locked(now);
        state["draw_declined"] = true;
        return state;
      }
    } else {
      draw_offer_ = s;
      ++version_;
      broadcast_state_locked(game_->history().size());
    }
  } else if (action == "accept" || action == "decline") {
    if (draw_offer_ != ~s) throw ApiError(409, "there is no draw offer to " + action);
    if (action == "accept") {
      agree();
    } else {
      draw_offer_.reset();
      ++version_;
      broadcast_state_locked(game_->history().size());
    }
  } else {
    throw ApiError(400, "draw action must be \"offer\", \"accept\" or \"decline\", not '" + action + "'");
  }
  return state_locked(now);
}

// A copy of the game as it was after `ply` moves (a 400 outside the game).
std::unique_ptr<Game> LiveGame::clone_at_locked(int ply) const {
  int total = int(game_->history().size());
  if (ply < 0 || ply > total)
    throw ApiError(400, "ply must be in 0.." + std::to_string(total) + ", not " + std::to_string(ply));
  std::unique_ptr<Game> g = game_->clone();
  for (int i = total; i > ply; --i) g->undo();
  return g;
}

std::unique_ptr<Game> LiveGame::position_clone(int ply) {
  std::lock_guard lock(mutex_);
  return clone_at_locked(ply);
}

std::unique_ptr<Game> LiveGame::setup_clone() {
  std::lock_guard lock(mutex_);
  return clone_at_locked(0);
}

std::vector<std::string> LiveGame::history() {
  std::lock_guard lock(mutex_);
  return game_->history();
}

void LiveGame::broadcast(const json& message) {
  std::lock_guard lock(mutex_);
  broadcast_locked(message);
}

json LiveGame::position_at(int ply) {
  std::lock_guard lock(mutex_);
  std::unique_ptr<Game> g = clone_at_locked(ply);
  return {{"ply", ply},
          {"sfen", g->sfen()},
          {"board", server::to_json(g->view())},
          {"last_move", ply == 0 ? json(nullptr) : server::to_json(played_[size_t(ply - 1)])}};
}

std::string LiveGame::record(const std::string& format, const std::vector<std::string>& extra_comments) {
  std::lock_guard lock(mutex_);
  std::vector<std::string> moves = game_->history();
  std::string list;
  for (const auto& m : moves) list += (list.empty() ? "" : " ") + m;
  if (format == "sfen") return game_->sfen() + "\n";
  if (format == "moves") return list + "\n";
  if (format == "usi") {
    std::string setup = game_->setup_sfen();
    std::string pos = setup == game_->start_sfen() ? "position startpos" : "position sfen " + setup;
    if (!moves.empty()) pos += " moves " + list;
    return pos + "\n";
  }
  if (format == "kif") {
    records::KifInfo kif;
    kif.black_name = player_name(players_[0]);
    kif.white_name = player_name(players_[1]);
    kif.outcome = outcome_locked();
    kif.start_time = kif_time(created_at_);
    kif.comments = comments_;
    if (kif.comments.size() < extra_comments.size()) kif.comments.resize(extra_comments.size());
    for (size_t i = 0; i < extra_comments.size(); ++i)
      if (!extra_comments[i].empty()) kif.comments[i] += (kif.comments[i].empty() ? "" : "\n") + extra_comments[i];
    return records::write_kif(*game_, kif);
  }
  if (format == "csa") {
    records::CsaInfo csa;
    csa.black_name = player_name(players_[0]);
    csa.white_name = player_name(players_[1]);
    csa.outcome = outcome_locked();
    csa.start_time = kif_time(created_at_);
    csa.comments = comments_;
    return records::write_csa(*game_, csa);
  }
  throw ApiError(400, "record format must be \"usi\", \"sfen\", \"moves\", \"kif\" or \"csa\", not '" + format + "'");
}

void LiveGame::subscribe(const std::shared_ptr<Subscriber>& s) {
  std::lock_guard lock(mutex_);
  subscribers_.push_back(s);
  json message = {{"type", "state"}, {"game", state_locked(Clock::now())}};
  s->send(std::make_shared<const std::string>(message.dump()));
}

void LiveGame::unsubscribe(const Subscriber* s) {
  std::lock_guard lock(mutex_);
  std::erase_if(subscribers_, [&](const std::weak_ptr<Subscriber>& w) {
    auto p = w.lock();
    return !p || p.get() == s;
  });
}

void LiveGame::broadcast_locked(const json& message) {
  auto text = std::make_shared<const std::string>(message.dump());
  std::erase_if(subscribers_, [](const std::weak_ptr<Subscriber>& w) { return w.expired(); });
  for (auto& w : subscribers_)
    if (auto s = w.lock()) s->send(text);
}

void LiveGame::broadcast_state_locked(size_t history_from) {
  if (subscribers_.empty()) return;
  broadcast_locked({{"type", "state"}, {"game", state_locked(Clock::now(), history_from)}});
}

void LiveGame::tick(Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (outcome_locked().over() || !clocks_.flagged(now)) return;
  Side late = *clocks_.running();
  try {
    end_locked(make_outcome(Outcome::Kind::Win, ~late, "time", title_case(late) + " lost on time"), now);
  } catch (const std::exception& e) {
    // Not ended, not announced: the next tick tries again.
    std::cerr << "hensoku serve: game " << id_ << ": " << e.what() << '\n';
  }
}

// ---- engine play ----

SearchLimits LiveGame::limits_locked(const PlayerSpec& p, Side side, Clock::time_point now) const {
  SearchLimits limits;
  int64_t budget = p.movetime_ms;
  if (clocks_.timed()) {
    // Spend a slice of the main time, most of the increment or byoyomi, and
    // keep a margin for the move to travel back and be saved.
    const TimeControl& tc = clocks_.control();
    int64_t left = clocks_.remaining(side);
    int64_t slice = left / 30 + tc.increment_ms * 4 / 5 + tc.byoyomi_ms * 4 / 5 - 200;
    if (left > 0 && slice > left - 200) slice = left - 200;
    budget = std::min(budget, std::max<int64_t>(20, slice));
    (void)now;
  }
  limits.movetime = std::clamp<int64_t>(budget, 10, ctx_.engine_cap_ms);
  limits.depth = p.depth;
  return limits;
}

// The engine to move asks the scheduler for a slot; until it gets one the
// game shows the engine thinking (and queued). Its engine object exists only
// while it searches, so memory follows the slots, not the number of games.
void LiveGame::maybe_start_engine_locked() {
  if (shut_down_ || thinking_ || outcome_locked().over()) return;
  Side stm = game_->side_to_move();
  if (!players_[index(stm)].engine) return;
  uint64_t serial = ++search_serial_;
  thinking_ = true;
  queued_ = true;
  thinking_side_ = stm;
  last_info_ = nullptr;
  std::weak_ptr<LiveGame> weak = weak_from_this();
  EngineScheduler& scheduler = ctx_.scheduler;
  try {
    search_ticket_ = scheduler.submit(EngineScheduler::Kind::GameMove, [weak, serial, &scheduler](uint64_t ticket) {
      if (auto self = weak.lock())
        self->begin_search(serial, ticket);
      else
        scheduler.finish(ticket);
    });
  } catch (const std::exception& e) {  // shutting down
    thinking_ = queued_ = false;
  }
}

void LiveGame::begin_search(uint64_t serial, uint64_t ticket) {
  std::lock_guard lock(mutex_);
  EngineScheduler& scheduler = ctx_.scheduler;
  if (serial != search_serial_ || !thinking_ || shut_down_ || outcome_locked().over()) {
    scheduler.finish(ticket);
    return;
  }
  const Side side = thinking_side_;
  try {
    std::shared_ptr<Engine> engine = make_engine(ctx_.engine_factory, info_.name, ctx_.engine_hash_mb);
    SearchLimits limits = limits_locked(players_[index(side)], side, Clock::now());
    std::shared_ptr<Game> snapshot(game_->clone());
    std::weak_ptr<LiveGame> weak = weak_from_this();
    net::io_context& ioc = ctx_.ioc;
    bool started = scheduler.begin(ticket, engine, [&] {
      // The server's threads may run the posted reports in any order, so the
      // best move carries the search's last report with it: the game keeps
      // the engine's line even when its move is handled before its reports.
      auto latest = std::make_shared<LatestInfo>();
      engine->go(
          *snapshot, limits,
          [weak, serial, side, latest, &ioc](const SearchInfo& info) {
            if (!info.currmove.empty() || !info.text.empty()) return;
            latest->keep(info);
            net::post(ioc, [weak, serial, side, info] {
              if (auto self = weak.lock()) self->on_engine_info(serial, side, info);
            });
          },
          [weak, serial, ticket, snapshot, latest, &ioc, &scheduler](const BestMove& best) {
            net::post(ioc, [weak, serial, ticket, best, last = latest->take(), &scheduler] {
              scheduler.finish(ticket);
              if (auto self = weak.lock()) self->on_engine_best(serial, best, last);
            });
          });
    });
    if (!started) {  // the server is stopping
      thinking_ = queued_ = false;
      return;
    }
    engine_ = engine;
    queued_ = false;
    // The cap on engine time: if no move came well after its budget, stop it.
    watchdog_ = std::make_unique<net::steady_timer>(ioc, std::chrono::milliseconds(limits.movetime + 2000));
    watchdog_->async_wait([weak, serial](const boost::system::error_code& ec) {
      if (ec) return;
      if (auto self = weak.lock()) {
        std::lock_guard lock(self->mutex_);
        if (self->thinking_ && self->search_serial_ == serial && self->engine_) self->engine_->stop();
      }
    });
  } catch (const std::exception& e) {
    scheduler.finish(ticket);
    thinking_ = queued_ = false;
    std::cerr << "hensoku serve: game " << id_ << ": the engine could not start: " << e.what() << '\n';
    broadcast_locked({{"type", "error"}, {"message", std::string("the engine could not start: ") + e.what()}});
  }
}

void LiveGame::cancel_search_locked() {
  if (!thinking_) return;
  if (queued_) ctx_.scheduler.withdraw(search_ticket_);
  if (engine_) engine_->stop();  // its best move still frees the slot, then is dropped as stale
  ++search_serial_;
  thinking_ = queued_ = false;
  watchdog_.reset();
}

// A finished game needs no engine; the search's own report frees the slot
// and the engine.
void LiveGame::release_engines_locked() { cancel_search_locked(); }

void LiveGame::on_engine_info(uint64_t serial, Side side, const SearchInfo& info) {
  std::lock_guard lock(mutex_);
  if (serial != search_serial_ || !thinking_) return;
  last_info_ = info_json(info, side, info_.name);
  last_engine_score_[index(side)] = comparable_score(info);
  auto now = Clock::now();
  if (now - last_info_sent_ < std::chrono::milliseconds(100)) return;
  last_info_sent_ = now;
  broadcast_locked({{"type", "info"}, {"side", side_name(side)}, {"info", last_info_}});
}

void LiveGame::on_engine_best(uint64_t serial, const BestMove& best, const std::optional<SearchInfo>& last) {
  std::lock_guard lock(mutex_);
  if (serial != search_serial_ || !thinking_) return;
  if (last) {
    last_info_ = info_json(*last, thinking_side_, info_.name);
    last_engine_score_[index(thinking_side_)] = comparable_score(*last);
  }
  thinking_ = false;
  engine_.reset();
  watchdog_.reset();
  if (outcome_locked().over() || shut_down_) return;
  if (!last_info_.is_null())
    broadcast_locked({{"type", "info"}, {"side", side_name(thinking_side_)}, {"info", last_info_}});
  commit_engine_move_locked(best, thinking_side_, 0);
}

// Saves and announces the engine's move (or resignation / declaration). If
// the store refuses, it tries again with growing pauses; after the last try
// the game ends in memory with the error shown, and a restart resumes it from
// the last saved move with the engine to move thinking again. Never a game
// left with nobody thinking.
void LiveGame::commit_engine_move_locked(const BestMove& best, Side side, int attempt) {
  auto now = Clock::now();
  try {
    if (best.move == "resign")
      end_locked(make_outcome(Outcome::Kind::Win, ~side, "resignation", title_case(side) + " (engine) resigned"), now);
    else if (best.move == "win")
      end_locked(make_outcome(Outcome::Kind::Win, side, "declaration", title_case(side) + " declared a win"), now);
    else
      apply_move_locked(best.move, now);
    return;
  } catch (const ApiError& e) {
    if (e.status() == 409) return;  // the flag fell: the game already ended
    if (e.status() != 500) {        // the game refused the move: forfeit
      forfeit_illegal_locked(best, side, e.what(), now);
      return;
    }
    std::cerr << "hensoku serve: game " << id_ << ": " << e.what() << " (try " << attempt + 1 << ")\n";
    broadcast_locked({{"type", "error"}, {"message", e.what()}});
  } catch (const std::exception& e) {
    forfeit_illegal_locked(best, side, e.what(), now);
    return;
  }
  constexpr int kSaveAttempts = 6;
  if (attempt + 1 >= kSaveAttempts) {
    result_ = make_outcome(Outcome::Kind::Draw, side, "aborted",
                           "Game stopped: the engine's move could not be saved (the database refuses writes); "
                           "restart the server to resume it");
    clocks_.stop();
    ++version_;
    broadcast_state_locked(game_->history().size());
    return;
  }
  thinking_ = true;  // still this side's move, being saved
  uint64_t serial = ++search_serial_;
  retry_timer_ = std::make_unique<net::steady_timer>(ctx_.ioc, std::chrono::milliseconds(100 << attempt));
  std::weak_ptr<LiveGame> weak = weak_from_this();
  retry_timer_->async_wait([weak, serial, best, side, attempt](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto self = weak.lock()) {
      std::lock_guard lock(self->mutex_);
      if (self->search_serial_ != serial || !self->thinking_ || self->shut_down_) return;
      self->thinking_ = false;
      self->commit_engine_move_locked(best, side, attempt + 1);
    }
  });
}

void LiveGame::forfeit_illegal_locked(const BestMove& best, Side side, const std::string& why, Clock::time_point now) {
  try {
    end_locked(make_outcome(Outcome::Kind::Win, ~side, "illegal-move",
                            title_case(side) + " (engine) played an illegal move '" + best.move + "': " + why),
               now);
  } catch (const std::exception& e) {
    std::cerr << "hensoku serve: game " << id_ << ": " << e.what() << '\n';
  }
}

void LiveGame::analyse(int64_t movetime_ms, AnalysisDone done) {
  std::lock_guard lock(mutex_);
  if (shut_down_) throw ApiError(503, "the game is closing");
  // A new analysis of this game replaces the previous one: a queued one is
  // answered 409, a running one is stopped and answers with what it found.
  if (analysis_queued_) {
    ctx_.scheduler.withdraw(analysis_ticket_);
    if (analysis_done_)
      net::post(ctx_.ioc, [d = std::move(analysis_done_)] {
        d(409, {{"error", "replaced by a newer analysis of this game"}});
      });
    analysis_queued_ = false;
  }
  if (analysis_engine_) analysis_engine_->stop();
  uint64_t serial = ++analysis_serial_;
  std::weak_ptr<LiveGame> weak = weak_from_this();
  EngineScheduler& scheduler = ctx_.scheduler;
  int64_t movetime = std::clamp<int64_t>(movetime_ms, 10, ctx_.engine_cap_ms);
  analysis_ticket_ = scheduler.submit(
      EngineScheduler::Kind::Analysis,
      [weak, serial, movetime, &scheduler](uint64_t ticket) {
        if (auto self = weak.lock())
          self->begin_analysis(serial, ticket, movetime);
        else
          scheduler.finish(ticket);
      },
      [weak, serial] {
        if (auto self = weak.lock()) self->drop_analysis(serial);
      });
  analysis_queued_ = true;
  analysis_done_ = std::move(done);
}

void LiveGame::drop_analysis(uint64_t serial) {
  AnalysisDone done;
  {
    std::lock_guard lock(mutex_);
    if (serial != analysis_serial_ || !analysis_queued_) return;
    analysis_queued_ = false;
    done = std::move(analysis_done_);
  }
  if (done) done(503, {{"error", "the server is shutting down"}});
}

void LiveGame::begin_analysis(uint64_t serial, uint64_t ticket, int64_t movetime) {
  std::lock_guard lock(mutex_);
  EngineScheduler& scheduler = ctx_.scheduler;
  if (serial != analysis_serial_ || !analysis_queued_ || shut_down_) {
    scheduler.finish(ticket);
    return;
  }
  analysis_queued_ = false;
  AnalysisDone done = std::move(analysis_done_);
  try {
    std::shared_ptr<Engine> engine = make_engine(ctx_.engine_factory, info_.name, ctx_.engine_hash_mb);
    SearchLimits limits;
    limits.movetime = movetime;
    std::shared_ptr<Game> snapshot(game_->clone());
    auto last = std::make_shared<std::pair<std::mutex, json>>();
    std::weak_ptr<LiveGame> weak = weak_from_this();
    net::io_context& ioc = ctx_.ioc;
    bool started = scheduler.begin(ticket, engine, [&] {
      engine->go(
          *snapshot, limits,
          [weak, serial, last, stm = snapshot->side_to_move(), variant = info_.name, &ioc](const SearchInfo& info) {
            if (!info.currmove.empty() || !info.text.empty()) return;
            json j = info_json(info, stm, variant);
            {
              std::lock_guard l(last->first);
              last->second = j;
            }
            net::post(ioc, [weak, serial, j] {
              if (auto self = weak.lock()) {
                std::lock_guard lock(self->mutex_);
                self->broadcast_locked({{"type", "analysis"}, {"serial", serial}, {"info", j}});
              }
            });
          },
          [weak, serial, ticket, last, snapshot, done, &ioc, &scheduler](const BestMove& best) {
            json info;
            {
              std::lock_guard l(last->first);
              info = last->second;
            }
            json result = {{"bestmove", best.move},
                           {"ponder", best.ponder},
                           {"info", info},
                           {"sfen", snapshot->sfen()},
                           {"serial", serial}};
            net::post(ioc, [weak, serial, ticket, result, done, &scheduler] {
              scheduler.finish(ticket);
              if (auto self = weak.lock()) {
                std::lock_guard lock(self->mutex_);
                if (self->analysis_serial_ == serial) self->analysis_engine_.reset();
                self->broadcast_locked({{"type", "analysis_done"}, {"result", result}});
              }
              done(200, result);
            });
          });
    });
    if (!started) {
      net::post(ioc, [done] { done(503, {{"error", "the server is shutting down"}}); });
      return;
    }
    analysis_engine_ = engine;
  } catch (const std::exception& e) {
    scheduler.finish(ticket);
    int status = 500;
    if (auto* api = dynamic_cast<const ApiError*>(&e)) status = api->status();
    net::post(ctx_.ioc, [done, status, what = std::string(e.what())] { done(status, {{"error", what}}); });
  }
}

}  // namespace hensoku::server
