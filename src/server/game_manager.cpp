#include "server/game_manager.h"

#include <boost/asio/post.hpp>

#include <algorithm>

#include <iostream>
#include <random>
#include <sstream>

#include "records/csa.h"
#include "records/kif.h"
#include "server/analysis_views.h"
#include "server/api_error.h"
#include "server/json_views.h"

namespace hensoku::server {

using nlohmann::json;
namespace net = boost::asio;

namespace {

std::string string_field(const json& j, const char* key, bool required) {
  if (!j.contains(key) || j[key].is_null()) {
    if (required) throw ApiError(400, std::string("missing field '") + key + "'");
    return {};
  }
  if (!j[key].is_string()) throw ApiError(400, std::string("field '") + key + "' must be a string");
  return j[key].get<std::string>();
}

std::vector<std::string> split_words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// "startpos [moves ...]" or "sfen <fields> [moves ...]" (the USI position arguments,
// optionally preceded by "position") into a set-up SFEN ("" = start) and moves.
void parse_position(const std::string& text, std::string& sfen, std::vector<std::string>& moves) {
  std::vector<std::string> words = split_words(text);
  size_t i = 0;
  if (i < words.size() && words[i] == "position") ++i;
  if (i >= words.size()) throw ApiError(400, "position must start with 'startpos' or 'sfen'");
  if (words[i] == "startpos") {
    ++i;
  } else if (words[i] == "sfen") {
    ++i;
    std::string s;
    while (i < words.size() && words[i] != "moves") s += (s.empty() ? "" : " ") + words[i++];
    if (s.empty()) throw ApiError(400, "position sfen needs an SFEN");
    sfen = s;
  } else {
    throw ApiError(400, "position must start with 'startpos' or 'sfen', not '" + words[i] + "'");
  }
  if (i < words.size()) {
    if (words[i] != "moves") throw ApiError(400, "expected 'moves' after the position, got '" + words[i] + "'");
    moves.assign(words.begin() + long(i) + 1, words.end());
  }
}

}  // namespace

namespace {

// {kif, variant?, options?}: the KIF record read into variant, options, sfen
// and moves (the request's own options override the record's).
json request_from_kif(const Registry& registry, const json& request) {
  std::string kif = string_field(request, "kif", true);
  if (request.contains("sfen") || request.contains("moves") || request.contains("position"))
    throw ApiError(400, "give either 'kif' or 'sfen'/'moves'/'position', not both");
  records::KifRecord record = records::read_kif(kif, registry, string_field(request, "variant", false));
  json options = json::object();
  for (const auto& [k, v] : record.options) options[k] = v;
  if (request.contains("options") && request["options"].is_object())
    for (const auto& [k, v] : request["options"].items()) options[k] = v;
  json out = {{"variant", record.variant},
              {"options", options},
              {"moves", record.moves},
              {"kif_termination", record.termination},
              {"record_names", {record.black_name, record.white_name}},
              {"record_comments", record.comments}};
  if (!record.setup_sfen.empty()) out["sfen"] = record.setup_sfen;
  return out;
}

// {csa, options?}: a CSA record (standard shogi) read the same way.
json request_from_csa(const Registry& registry, const json& request) {
  std::string csa = string_field(request, "csa", true);
  if (request.contains("sfen") || request.contains("moves") || request.contains("position") || request.contains("kif"))
    throw ApiError(400, "give either 'csa', 'kif' or 'sfen'/'moves'/'position', not two of them");
  std::string variant = string_field(request, "variant", false);
  if (!variant.empty() && variant != "shogi")
    throw ApiError(400, "CSA records are for standard shogi, not '" + variant + "'");
  records::CsaRecord record = records::read_csa(csa, registry);
  json out = {{"variant", "shogi"},
              {"options", request.contains("options") ? request["options"] : json::object()},
              {"moves", record.moves},
              {"csa_termination", record.termination},
              {"record_names", {record.black_name, record.white_name}},
              {"record_comments", record.comments}};
  if (!record.setup_sfen.empty()) out["sfen"] = record.setup_sfen;
  return out;
}

// A KIF or CSA record read into a request, or null for any other request.
json imported_request(const Registry& registry, const json& request) {
  if (request.contains("kif")) return request_from_kif(registry, request);
  if (request.contains("csa")) return request_from_csa(registry, request);
  return nullptr;
}

// The ending a KIF record states that the board does not show: 投了 and
// 切れ負け are the side to move's loss. nullopt for anything else.
std::optional<Outcome> kif_ending(const std::string& termination, const Game& game) {
  if (game.outcome().over()) return std::nullopt;
  const Side loser = game.side_to_move();
  const std::string name = loser == Side::Black ? "Black" : "White";
  Outcome o;
  o.kind = Outcome::Kind::Win;
  o.winner = ~loser;
  if (termination == "投了")
    o.code = "resignation", o.reason = name + " resigned";
  else if (termination == "切れ負け")
    o.code = "time", o.reason = name + " lost on time";
  else
    return std::nullopt;
  return o;
}

// The SFEN with its second field (side to move) set.
std::string with_side_to_move(const std::string& sfen, Side side) {
  size_t a = sfen.find(' ');
  if (a == std::string::npos) return sfen;
  size_t b = sfen.find(' ', a + 1);
  return sfen.substr(0, a + 1) + (side == Side::Black ? "b" : "w") + (b == std::string::npos ? "" : sfen.substr(b));
}

// 16 hex digits, different at each start of the server.
std::string random_epoch() {
  std::random_device rd;
  std::mt19937_64 gen((uint64_t(rd()) << 32) ^ rd() ^
                      uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(gen()));
  return buf;
}

}  // namespace

std::unique_ptr<Game> game_from_request(const Registry& registry, const json& original, const VariantInfo** info_out) {
  const json imported = imported_request(registry, original);
  const json& request = imported.is_null() ? original : imported;
  std::string variant = string_field(request, "variant", true);
  const VariantInfo* info = registry.find(variant);
  if (!info) {
    std::string known;
    for (const auto& n : registry.names()) known += (known.empty() ? "" : ", ") + n;
    throw ApiError(400, "unknown variant '" + variant + "' (known: " + known + ")");
  }
  RuleOptions options = rule_options_from_json(request.value("options", json(nullptr)));
  std::string sfen = string_field(request, "sfen", false);
  std::vector<std::string> moves;
  if (request.contains("moves") && !request["moves"].is_null()) {
    const json& m = request["moves"];
    if (m.is_string()) {
      moves = split_words(m.get<std::string>());
    } else if (m.is_array()) {
      for (const auto& x : m) {
        if (!x.is_string()) throw ApiError(400, "moves must be strings");
        moves.push_back(x.get<std::string>());
      }
    } else {
      throw ApiError(400, "moves must be a list of moves or one string of moves separated by spaces");
    }
  }
  std::string position = string_field(request, "position", false);
  if (!position.empty()) {
    if (!sfen.empty() || !moves.empty()) throw ApiError(400, "give either 'position' or 'sfen'/'moves', not both");
    parse_position(position, sfen, moves);
  }
  if (moves.size() > size_t(kMaxImportPlies))
    throw ApiError(400, "too many moves to import: " + std::to_string(moves.size()) + " (at most " +
                            std::to_string(kMaxImportPlies) + ")");
  std::string first = string_field(request, "first", false);
  if (!first.empty() && (!sfen.empty() || !moves.empty()))
    throw ApiError(400, "'first' applies to the start position; a set-up SFEN says who moves itself");
  std::unique_ptr<Game> game;
  try {
    game = info->create(options);
    if (!sfen.empty()) game->set_sfen(sfen);
    if (!first.empty()) game->set_sfen(with_side_to_move(game->setup_sfen(), parse_side(first)));
  } catch (const InputError& e) {
    throw ApiError(400, e.what());
  }
  for (size_t i = 0; i < moves.size(); ++i) {
    if (game->outcome().over())
      throw ApiError(400, "move " + std::to_string(i + 1) + " '" + moves[i] + "' comes after the end of the game");
    try {
      game->play(moves[i]);
    } catch (const InputError& e) {
      throw ApiError(400, "move " + std::to_string(i + 1) + " '" + moves[i] + "': " + e.what());
    }
  }
  if (info_out) *info_out = info;
  return game;
}

GameManager::GameManager(GameStore& store, net::io_context& ioc, const EngineLimits& limits, const Registry& registry,
                         EngineFactory engine_factory)
    : store_(store),
      ioc_(ioc),
      limits_(limits),
      scheduler_(ioc, limits.slots, limits.max_queued_analyses),
      context_{store,
               ioc,
               limits.cap_ms,
               limits.hash_mb,
               registry,
               std::move(engine_factory),
               scheduler_,
               random_epoch(),
               limits.live_cap_ms},
      clock_timer_(ioc) {}

GameManager::~GameManager() = default;

std::shared_ptr<LiveGame> GameManager::create(const json& request) {
  if (!request.is_object()) throw ApiError(400, "the request body must be a JSON object");
  const VariantInfo* info = nullptr;
  const json imported = imported_request(context_.registry, request);
  std::unique_ptr<Game> game = game_from_request(context_.registry, imported.is_null() ? request : imported, &info);
  if (std::string problem = game->setup_problem(); !problem.empty()) throw ApiError(400, "bad position: " + problem);
  std::optional<Outcome> ending;
  if (imported.contains("kif_termination")) ending = kif_ending(imported["kif_termination"].get<std::string>(), *game);
  if (imported.contains("csa_termination") && !game->outcome().over()) {
    Outcome o = records::csa_ending_outcome(imported["csa_termination"].get<std::string>(), game->side_to_move());
    if (o.over()) ending = o;
  }

  PlayerSpec players[2];
  if (request.contains("players")) {
    const json& p = request["players"];
    if (!p.is_object()) throw ApiError(400, "players must be {\"black\": player, \"white\": player}");
    for (const auto& [key, value] : p.items())
      players[index(parse_side(key))] = player_from_json(value, engine_cap_ms());
  }
  // An imported record names its players unless the request does.
  if (!imported.is_null())
    for (int s = 0; s < 2; ++s) {
      std::string name = imported["record_names"][s].get<std::string>();
      if (players[s].name.empty() && name.size() <= 100 &&
          std::none_of(name.begin(), name.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; }))
        players[s].name = name;
    }
  for (const auto& p : players)
    if (p.engine)
      make_engine(context_.engine_factory, info->name, 1);  // fails now, with a 400, if this build has no engine for it
  std::optional<TimeControl> tc = time_control_from_json(request.value("time_control", json(nullptr)));
  // The count and the insertion below are one step, so that concurrent
  // requests cannot all pass the cap.
  std::lock_guard creating(create_mutex_);
  if (players[0].engine && players[1].engine && !game->outcome().over() && !ending &&
      live_engine_games() >= limits_.max_engine_games)
    throw ApiError(429, "too many engine-vs-engine games in progress (limit " +
                            std::to_string(limits_.max_engine_games) + "); let one finish or delete one");

  StoredGame stored;
  stored.variant = info->name;
  json options = json::object();
  for (const auto& [k, v] : game->options()) options[k] = v;
  stored.options_json = options.dump();
  stored.setup_sfen = game->setup_sfen();
  stored.players_json = json{{"black", to_json(players[0])}, {"white", to_json(players[1])}}.dump();
  stored.time_control_json = to_json(tc).dump();
  stored.clocks_json = tc ? Clocks(*tc).to_json(LiveGame::Clock::now()).dump() : "null";
  stored.moves = game->history();
  Outcome o = game->outcome();
  stored.result_json = o.over() ? to_json(o).dump() : ending ? to_json(*ending).dump() : "null";
  stored.created_at = stored.updated_at = now_utc_iso();
  std::vector<std::string> comments;
  if (!imported.is_null()) comments = imported["record_comments"].get<std::vector<std::string>>();
  // A review written into the record's comments (KIF export) comes back as a review.
  std::optional<ImportedReview> imported_review;
  if (!comments.empty()) {
    auto start = game->clone();
    for (size_t i = game->history().size(); i > 0; --i) start->undo();
    imported_review = review_from_kif_comments(comments, *start, game->history(), info->name);
  }
  if (std::all_of(comments.begin(), comments.end(), [](const std::string& c) { return c.empty(); })) comments.clear();
  stored.comments_json = json(comments).dump();
  int64_t id = store_.create(stored);

  std::unique_ptr<Game> review_start;
  if (imported_review) {
    review_start = game->clone();
    for (size_t i = game->history().size(); i > 0; --i) review_start->undo();
  }
  auto live = std::make_shared<LiveGame>(context_, id, *info, std::move(game), players, tc);
  live->set_times(stored.created_at, stored.updated_at);
  live->set_comments(std::move(comments));
  if (imported_review) {
    auto review = std::make_shared<Review>(context_, live, id, info->name, std::move(review_start), stored.moves,
                                           imported_review->movetime_ms);
    StoredReview r;
    r.status = imported_review->plies.size() == stored.moves.size() + 1 ? "done" : "cancelled";
    r.created_at = r.updated_at = stored.created_at;
    for (const auto& p : imported_review->plies) r.plies_json.push_back(p.dump());
    review->restore(r);
    try {
      review->save_new();
      std::lock_guard lock(mutex_);
      reviews_[id] = review;
    } catch (const std::exception& e) {
      std::cerr << "hensoku serve: game " << id << ": the imported review could not be saved: " << e.what() << '\n';
    }
  }
  if (ending) live->restore(json::parse(stored.clocks_json), json::parse(stored.result_json));
  {
    std::lock_guard lock(mutex_);
    games_[id] = live;
  }
  live->start();
  return live;
}

size_t GameManager::load() {
  size_t loaded = 0;
  for (const StoredGame& s : store_.load_all()) {
    try {
      json request = {{"variant", s.variant}, {"options", json::parse(s.options_json)}, {"sfen", s.setup_sfen}};
      const VariantInfo* info = nullptr;
      std::unique_ptr<Game> game = game_from_request(context_.registry, request, &info);
      for (const auto& m : s.moves) game->play(m);
      json players = json::parse(s.players_json);
      PlayerSpec specs[2];
      for (Side side : {Side::Black, Side::White}) {
        const json& p = players.value(side_name(side), json{{"type", "human"}});
        specs[index(side)] = player_from_json(p, 1000000);
        if (p.contains("movetime_ms"))
          specs[index(side)].movetime_ms = std::min<int64_t>(p["movetime_ms"].get<int64_t>(), engine_cap_ms());
      }
      auto tc = time_control_from_json(json::parse(s.time_control_json));
      auto live = std::make_shared<LiveGame>(context_, s.id, *info, std::move(game), specs, tc);
      live->set_times(s.created_at, s.updated_at);
      live->set_comments(json::parse(s.comments_json).get<std::vector<std::string>>());
      live->restore(json::parse(s.clocks_json), json::parse(s.result_json));
      {
        std::lock_guard lock(mutex_);
        games_[s.id] = live;
      }
      ++loaded;
    } catch (const std::exception& e) {
      // A game of a variant this build lacks, or a damaged row: keep it in the
      // database untouched and serve the others.
      std::cerr << "hensoku serve: game " << s.id << " (" << s.variant << ") not loaded: " << e.what() << '\n';
    }
  }
  std::vector<std::shared_ptr<LiveGame>> all;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, g] : games_) all.push_back(g);
  }
  for (auto& g : all) g->start();
  load_reviews();
  return loaded;
}

// Reviews of the loaded games; one that was queued or running resumes at its
// first missing position.
void GameManager::load_reviews() {
  for (const StoredReview& s : store_.load_reviews()) {
    try {
      std::shared_ptr<LiveGame> game = find(s.game_id);
      auto moves = json::parse(s.moves_json).get<std::vector<std::string>>();
      auto review = std::make_shared<Review>(context_, game, s.game_id, game->variant(), game->setup_clone(),
                                             std::move(moves), s.movetime_ms);
      review->restore(s);
      {
        std::lock_guard lock(mutex_);
        reviews_[s.game_id] = review;
      }
      review->run();
    } catch (const std::exception& e) {
      std::cerr << "hensoku serve: the review of game " << s.game_id << " not loaded: " << e.what() << '\n';
    }
  }
}

std::shared_ptr<Review> GameManager::find_review(int64_t id) {
  std::lock_guard lock(mutex_);
  auto it = reviews_.find(id);
  return it == reviews_.end() ? nullptr : it->second;
}

json GameManager::start_review(int64_t id, const json& request) {
  std::shared_ptr<LiveGame> game = find(id);
  int64_t movetime = 300;
  if (request.contains("movetime_ms")) {
    const json& m = request["movetime_ms"];
    if (!m.is_number_integer() || m.get<int64_t>() < kMinReviewMovetimeMs || m.get<int64_t>() > kMaxReviewMovetimeMs)
      throw ApiError(400, "movetime_ms must be an integer in " + std::to_string(kMinReviewMovetimeMs) + ".." +
                              std::to_string(kMaxReviewMovetimeMs));
    movetime = m.get<int64_t>();
  }
  if (!context_.engine_factory) make_engine(context_.engine_factory, game->variant(), 1);  // 400: no engine
  std::lock_guard creating(create_mutex_);  // one start at a time: the 409 check and the insertion are one step
  if (auto old = find_review(id); old && old->active())
    throw ApiError(409, "this game's review is still running; cancel it first (DELETE /api/games/" +
                            std::to_string(id) + "/review)");
  auto review =
      std::make_shared<Review>(context_, game, id, game->variant(), game->setup_clone(), game->history(), movetime);
  try {
    review->save_new();
  } catch (const std::exception& e) {
    throw ApiError(500, std::string("the review could not be saved: ") + e.what());
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) throw ApiError(503, "the server is shutting down");
    reviews_[id] = review;
  }
  review->run();
  json out = review->to_json();
  game->broadcast(json{{"type", "review"}, {"review", out}});
  return out;
}

json GameManager::review(int64_t id) {
  find(id);
  auto review = find_review(id);
  if (!review) throw ApiError(404, "game " + std::to_string(id) + " has no review");
  return review->to_json();
}

json GameManager::cancel_review(int64_t id) {
  find(id);
  auto review = find_review(id);
  if (!review) throw ApiError(404, "game " + std::to_string(id) + " has no review");
  review->cancel();
  return review->to_json();
}

std::string GameManager::record(int64_t id, const std::string& format) {
  std::shared_ptr<LiveGame> game = find(id);
  std::vector<std::string> extra;
  // A review's lines go with the moves it judged: not after a takeback past them.
  if (format == "kif")
    if (auto review = find_review(id)) {
      const std::vector<std::string> history = game->history();
      const std::vector<std::string>& judged = review->moves();
      if (judged.size() <= history.size() && std::equal(judged.begin(), judged.end(), history.begin()))
        extra = review_kif_comments(review->to_json());
    }
  return game->record(format, extra);
}

std::shared_ptr<LiveGame> GameManager::find(int64_t id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(id);
  if (it == games_.end()) throw ApiError(404, "no game with id " + std::to_string(id));
  return it->second;
}

void GameManager::remove(int64_t id) {
  std::shared_ptr<LiveGame> game = find(id);
  game->remove();  // throws if the store fails: the game stays
  std::shared_ptr<Review> review;
  {
    std::lock_guard lock(mutex_);
    games_.erase(id);
    if (auto it = reviews_.find(id); it != reviews_.end()) {
      review = it->second;
      reviews_.erase(it);
    }
  }
  if (review) review->shutdown();
}

json GameManager::list(const std::string& variant) {
  std::vector<std::shared_ptr<LiveGame>> all;
  {
    std::lock_guard lock(mutex_);
    for (auto it = games_.rbegin(); it != games_.rend(); ++it)
      if (variant.empty() || it->second->variant() == variant) all.push_back(it->second);
  }
  json out = json::array();
  for (auto& g : all) out.push_back(g->summary_json());
  return out;
}

int GameManager::live_engine_games() {
  std::lock_guard lock(mutex_);
  int n = 0;
  for (auto& [id, g] : games_) n += g->engine_vs_engine_in_progress();
  return n;
}

void GameManager::start_clock_timer() {
  clock_timer_.expires_after(std::chrono::milliseconds(100));
  clock_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec || stopping_) return;
    on_clock_tick();
    start_clock_timer();
  });
}

void GameManager::on_clock_tick() {
  std::vector<std::shared_ptr<LiveGame>> all;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, g] : games_) all.push_back(g);
  }
  auto now = LiveGame::Clock::now();
  for (auto& g : all) g->tick(now);
}

void GameManager::shutdown() {
  stopping_ = true;
  net::post(ioc_, [this] { clock_timer_.cancel(); });
  std::vector<std::shared_ptr<LiveGame>> all;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, g] : games_) all.push_back(g);
  }
  for (auto& g : all) g->shutdown();
  std::vector<std::shared_ptr<Review>> reviews;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, r] : reviews_) reviews.push_back(r);
  }
  for (auto& r : reviews) r->shutdown();
  scheduler_.shutdown();
}

void GameManager::analyse(const json& request, AnalysisDone done) {
  if (!request.is_object()) throw ApiError(400, "the request body must be a JSON object");
  const VariantInfo* info = nullptr;
  std::shared_ptr<Game> game = game_from_request(context_.registry, request, &info);
  int64_t movetime = 1000;
  if (request.contains("movetime_ms")) {
    const json& m = request["movetime_ms"];
    if (!m.is_number_integer() || m.get<int64_t>() < 10)
      throw ApiError(400, "movetime_ms must be an integer of at least 10");
    movetime = m.get<int64_t>();
  }
  if (game->outcome().over()) throw ApiError(400, "the game is over: " + game->outcome().reason);
  if (!context_.engine_factory) make_engine(context_.engine_factory, info->name, 1);  // 400: no engine
  SearchLimits limits;
  limits.movetime = std::clamp<int64_t>(movetime, 10, engine_cap_ms());
  std::string variant = info->name;
  EngineScheduler& scheduler = scheduler_;
  GameContext& ctx = context_;
  scheduler.submit(
      EngineScheduler::Kind::Analysis,
      [game, limits, variant, done, &scheduler, &ctx](uint64_t ticket) {
        auto last = std::make_shared<std::pair<std::mutex, json>>();
        net::io_context& ioc = ctx.ioc;
        try {
          std::shared_ptr<Engine> engine = make_engine(ctx.engine_factory, variant, ctx.engine_hash_mb);
          bool started = scheduler.begin(ticket, engine, [&] {
            engine->go(
                *game, limits,
                [last, stm = game->side_to_move(), variant](const SearchInfo& info) {
                  if (!info.currmove.empty() || !info.text.empty()) return;
                  json j = info_json(info, stm, variant);
                  std::lock_guard l(last->first);
                  last->second = std::move(j);
                },
                [last, game, done, ticket, &ioc, &scheduler](const BestMove& best) {
                  json info;
                  {
                    std::lock_guard l(last->first);
                    info = last->second;
                  }
                  json result = {
                      {"bestmove", best.move}, {"ponder", best.ponder}, {"info", info}, {"sfen", game->sfen()}};
                  // The slot and the engine are released on the io thread, never on the search thread.
                  net::post(ioc, [result, done, ticket, &scheduler] {
                    scheduler.finish(ticket);
                    done(200, result);
                  });
                });
          });
          if (!started) done(503, {{"error", "the server is shutting down"}});
        } catch (const std::exception& e) {
          scheduler.finish(ticket);
          int status = 500;
          if (auto* api = dynamic_cast<const ApiError*>(&e)) status = api->status();
          done(status, {{"error", e.what()}});
        }
      },
      [done] {
        done(503, {{"error", "the server is shutting down"}});
      });
}

}  // namespace hensoku::server
