#include "xboard/xboard_session.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>

#include "search/engine.h"
#include "usi/usi_tokens.h"
#include "variants/registry.h"

namespace hensoku::xboard {

namespace {

using usi::join;
using usi::parse_int;
using usi::split_words;

// Variants XBoard draws by its own name; the others go by Hensoku's name.
const std::map<std::string, std::string>& native_names() {
  static const std::map<std::string, std::string> names = {{"chu", "chushogi"}, {"shogi", "shogi"}};
  return names;
}

std::string xboard_name(const std::string& variant) {
  for (const auto& [x, h] : native_names())
    if (h == variant) return x;
  return variant;
}

std::string hensoku_name(const std::string& xboard) {
  auto it = native_names().find(xboard);
  return it == native_names().end() ? xboard : it->second;
}

// Engine options XBoard sets through its own commands (memory, cores, hard/easy).
bool covered_by_command(const std::string& name) {
  return name == "USI_Hash" || name == "Threads" || name == "USI_Ponder";
}

// feature option="Name -spin 16 1 65536" and the like.
std::string option_feature(const OptionSpec& spec) {
  std::string text = spec.name;
  if (spec.type == "spin") text += fmt::format(" -spin {} {} {}", spec.default_value, spec.min, spec.max);
  else if (spec.type == "check") text += spec.default_value == "true" ? " -check 1" : " -check 0";
  else if (spec.type == "combo") {
    text += " -combo";
    for (size_t i = 0; i < spec.values.size(); ++i)
      text += (i ? " /// " : " ") + std::string(spec.values[i] == spec.default_value ? "*" : "") + spec.values[i];
  } else if (spec.type == "button") text += " -button";
  else text += " -string " + spec.default_value;
  return "feature option=\"" + text + "\"";
}

bool is_number(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// XBoard base time: minutes, or minutes:seconds.
int64_t parse_base_ms(const std::string& text) {
  auto colon = text.find(':');
  if (colon == std::string::npos) return parse_int(text, "level base minutes", 0, 100000) * 60000;
  return parse_int(text.substr(0, colon), "level base minutes", 0, 100000) * 60000 +
         parse_int(text.substr(colon + 1), "level base seconds", 0, 59) * 1000;
}

int64_t parse_seconds_ms(const std::string& text, const std::string& what) {
  try {
    size_t used = 0;
    double v = std::stod(text, &used);
    if (used == text.size() && v >= 0 && v < 1e7) return int64_t(v * 1000);
  } catch (const std::exception&) {
  }
  throw InputError(what + " must be a number of seconds, got '" + text + "'");
}

std::string swap_case(std::string text) {
  for (char& ch : text) {
    if (std::isupper(static_cast<unsigned char>(ch))) ch = char(std::tolower(static_cast<unsigned char>(ch)));
    else if (std::islower(static_cast<unsigned char>(ch))) ch = char(std::toupper(static_cast<unsigned char>(ch)));
  }
  return text;
}

// A board field (SFEN or XBoard FEN, ranks from the top) turned half round
// with the colours swapped: what the other player sees. Cells are a piece
// letter with its '+', or a Merge Shogi pair in parentheses.
std::string turn_board(const std::string& board) {
  std::vector<std::vector<std::string>> ranks(1);
  for (size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      ranks.emplace_back();
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      size_t end = board.find_first_not_of("0123456789", i);
      int empty = std::stoi(board.substr(i, end - i));
      if (empty > 12) throw InputError("bad board '" + board + "'");
      ranks.back().insert(ranks.back().end(), size_t(empty), "");
      i = (end == std::string::npos ? board.size() : end) - 1;
    } else {
      size_t end = i;
      if (c == '(') end = board.find(')', i);
      else if (c == '+') end = i + 1;
      if (end == std::string::npos || end >= board.size()) throw InputError("bad board '" + board + "'");
      ranks.back().push_back(swap_case(board.substr(i, end - i + 1)));
      i = end;
    }
  }
  std::string out;
  for (auto rank = ranks.rbegin(); rank != ranks.rend(); ++rank) {
    if (!out.empty()) out += '/';
    int empty = 0;
    for (auto cell = rank->rbegin(); cell != rank->rend(); ++cell) {
      if (cell->empty()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += *cell;
    }
    if (empty) out += std::to_string(empty);
  }
  return out;
}

}  // namespace

std::string sfen_from_xboard_fen(const std::string& fen, bool flipped) {
  auto fields = split_words(fen);
  if (fields.size() < 2) throw InputError("expected a board and a side to move");
  std::string board = fields[0], holdings;
  auto open = board.find('[');
  if (open != std::string::npos) {
    auto close = board.find(']', open);
    if (close != board.size() - 1) throw InputError("holdings must end the board field as [...]");
    holdings = board.substr(open + 1, close - open - 1);
    board = board.substr(0, open);
  }
  if (flipped) {
    board = turn_board(board);
    holdings = swap_case(holdings);
  }
  // XBoard's white is the first player: Black (sente), or White when flipped.
  std::string side;
  if (fields[1] == "w") side = flipped ? "w" : "b";
  else if (fields[1] == "b") side = flipped ? "b" : "w";
  else throw InputError("side to move must be w or b, got '" + fields[1] + "'");
  // Hand in SFEN order, counts before letters.
  std::string hand;
  if (holdings != "-" && !holdings.empty()) {
    for (const char* order : {"RBGSNLP", "rbgsnlp"})
      for (const char* p = order; *p; ++p) {
        auto n = std::count(holdings.begin(), holdings.end(), *p);
        if (n > 1) hand += std::to_string(n);
        if (n > 0) hand += *p;
      }
    size_t known = 0;
    for (char c : holdings) known += std::string("RBGSNLPrbgsnlp").find(c) != std::string::npos;
    if (known != holdings.size()) throw InputError("unknown piece in holdings '" + holdings + "'");
  }
  std::string number = is_number(fields.back()) && fields.size() > 2 ? fields.back() : "1";
  if (number == "0") number = "1";
  return board + " " + side + " " + (hand.empty() ? "-" : hand) + " " + number;
}

std::string xboard_fen_from_sfen(const std::string& sfen, bool holdings, bool flipped) {
  auto fields = split_words(sfen);
  if (fields.size() < 2) throw InputError("bad SFEN '" + sfen + "'");
  std::string fen = flipped ? turn_board(fields[0]) : fields[0];
  if (holdings) {
    std::string hand = fields.size() > 2 ? fields[2] : "-", pieces;
    int count = 0;
    for (char c : hand) {
      if (std::isdigit(static_cast<unsigned char>(c))) count = count * 10 + (c - '0');
      else if (c != '-') {
        pieces.append(size_t(std::max(count, 1)), c);
        count = 0;
      }
    }
    if (flipped) pieces = swap_case(pieces);
    fen += "[" + (pieces.empty() ? std::string("-") : pieces) + "]";
  }
  const bool first_to_move = fields[1] == (flipped ? "w" : "b");
  return fen + (first_to_move ? " w" : " b") + " 0 1";
}

Session::Session(std::ostream& out) : out_(out) {
  for (const auto& v : registry().all())
    for (const auto& spec : v.options) rule_options_.add(spec);
  variant_ = registry().find("shogi") ? "shogi" : registry().all().front().name;
  game_ = new_game(variant_);
  size_ = board_size(*game_);
  engine_ = create_engine(variant_);
}

Session::~Session() { stop_search(); }

void Session::run(std::istream& in) {
  for (std::string line; std::getline(in, line);)
    if (!handle(line)) break;
}

void Session::send(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << '\n' << std::flush;
}

void Session::wait_for_search() {
  if (engine_) engine_->wait();
}

std::unique_ptr<Game> Session::new_game(const std::string& variant) const {
  const VariantInfo* info = registry().find(variant);
  if (!info) throw InputError("unknown variant '" + variant + "'");
  RuleOptions mine;
  for (const auto& spec : info->options) {
    auto it = rule_values_.find(spec.name);
    if (it != rule_values_.end()) mine[spec.name] = it->second;
  }
  return info->create(mine);
}

bool Session::handle(const std::string& raw) {
  std::string line = raw;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  auto words = split_words(line);
  if (words.empty()) return true;
  const std::string cmd = words[0];
  std::string rest = line.substr(std::min(line.size(), line.find(cmd) + cmd.size()));
  rest.erase(0, rest.find_first_not_of(' '));

  // Commands that only set or answer something leave a search running;
  // "?" cuts it short (the move follows from the search thread); the others
  // change the position or the engine, so a running search ends first.
  static const std::vector<std::string> passive = {
      "xboard", "protover", "accepted", "rejected", "ping", "post", "nopost", "time", "otim", "level", "st",
      "sd", "hard", "easy", ".", "computer", "name", "rating", "random", "ics", "hint", "bk", "draw", "white",
      "black", "nps"};
  if (cmd == "quit") {
    stop_search();
    return false;
  }
  if (cmd == "?") {
    std::lock_guard lock(state_mutex_);
    if (searching_ && !analyzing_) engine_->stop();
    return true;
  }
  if (std::find(passive.begin(), passive.end(), cmd) == passive.end()) stop_search();
  std::lock_guard lock(state_mutex_);
  try {
    dispatch(cmd, words, rest);
  } catch (const InputError& e) {
    if ((cmd == "usermove" && words.size() == 2) || (words.size() == 1 && cmd.find_first_of("0123456789@") != std::string::npos))
      send(fmt::format("Illegal move ({}): {}", e.what(), cmd == "usermove" ? rest : cmd));
    else
      send(fmt::format("Error ({}): {}", e.what(), line));
  } catch (const std::exception& e) {  // a bug, not bad input: say so and keep serving
    send(fmt::format("Error (internal error: {}): {}", e.what(), line));
  }
  if (analyzing_ && !searching_) start_search(true);
  return true;
}

void Session::dispatch(const std::string& cmd, const std::vector<std::string>& words, const std::string& rest) {
  auto need = [&](size_t n) {
    if (words.size() < n + 1) throw InputError(cmd + " needs " + std::to_string(n) + " argument(s)");
  };
  if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "computer" || cmd == "name" ||
      cmd == "rating" || cmd == "random" || cmd == "ics" || cmd == "hint" || cmd == "bk" || cmd == "draw" ||
      cmd == "white" || cmd == "black" || cmd == "." || cmd == "hard" || cmd == "easy")
    return;  // nothing to do: no pondering, no book, draw offers declined by silence
  if (cmd == "protover") return send_features();
  if (cmd == "ping") return need(1), send("pong " + words[1]);
  if (cmd == "post") { post_ = true; return; }
  if (cmd == "nopost") { post_ = false; return; }
  if (cmd == "new") return cmd_new();
  if (cmd == "variant") return need(1), cmd_variant(words[1]);
  if (cmd == "force") { force_ = true; return; }
  if (cmd == "go") {
    force_ = false;
    engine_side_ = game_->side_to_move();
    return think_if_engine_to_move();
  }
  if (cmd == "playother") {
    force_ = false;
    engine_side_ = ~game_->side_to_move();
    return;
  }
  if (cmd == "usermove") return need(1), cmd_usermove(words[1]);
  if (cmd == "setboard") return need(1), cmd_setboard(rest);
  if (cmd == "undo") return cmd_undo(1);
  if (cmd == "remove") return cmd_undo(2);
  if (cmd == "time") { need(1); my_time_ms_ = parse_int(words[1], "time", -1000000000, 1000000000) * 10; return; }
  if (cmd == "otim") { need(1); their_time_ms_ = parse_int(words[1], "otim", -1000000000, 1000000000) * 10; return; }
  if (cmd == "level") return cmd_level(words);
  if (cmd == "st") {
    need(1);
    fixed_move_ms_ = parse_seconds_ms(words[1], "st");
    if (fixed_move_ms_ == 0) throw InputError("st must be positive");
    return;
  }
  if (cmd == "sd") { need(1); depth_limit_ = int(parse_int(words[1], "sd", 1, 1000)); return; }
  if (cmd == "nps") throw InputError("nps (node-count clocks) is not supported; use level or st");
  if (cmd == "memory") return need(1), set_engine_option("USI_Hash", words[1]);
  if (cmd == "cores") return need(1), set_engine_option("Threads", words[1]);
  if (cmd == "option") return cmd_option(rest);
  if (cmd == "analyze") { analyzing_ = true; return; }
  if (cmd == "exit") { analyzing_ = false; return; }
  if (cmd == "result") { force_ = true; return; }
  // A bare move is accepted as well (a GUI that ignored usermove=1).
  bool square_first = std::islower(static_cast<unsigned char>(cmd[0])) && cmd.size() > 1 &&
                      std::isdigit(static_cast<unsigned char>(cmd[1]));
  bool drop = cmd.size() > 2 && std::isupper(static_cast<unsigned char>(cmd[0])) && cmd[1] == '@';
  if (words.size() == 1 && (square_first || drop)) return cmd_usermove(cmd);
  throw InputError("unknown command");
}

void Session::send_features() {
  std::string variants;
  for (const auto& v : registry().all()) {
    if (!variants.empty()) variants += ',';
    variants += xboard_name(v.name);
  }
  send("feature done=0");
  send("feature myname=\"Hensoku\" usermove=1 setboard=1 ping=1 sigint=0 sigterm=0 colors=0 analyze=1 "
       "memory=1 smp=1 name=0 reuse=1 debug=1");
  send("feature variants=\"" + variants + "\"");
  for (const auto& spec : rule_options_.all()) send(option_feature(spec));
  for (const auto& spec : engine_->options())
    if (!covered_by_command(spec.name) && !rule_options_.find(spec.name)) send(option_feature(spec));
  send("feature done=1");
}

void Session::cmd_variant(const std::string& name) {
  std::string variant = hensoku_name(name);
  auto game = new_game(variant);  // InputError for an unknown name, nothing changed
  if (variant != variant_) {
    auto engine = create_engine(variant);
    for (const auto& [n, v] : engine_settings_) engine->set_option(n, v);
    engine_ = std::move(engine);
  }
  variant_ = variant;
  game_ = std::move(game);
  resize_board();
  // XBoard has no board of its own for this game: describe it (board size,
  // holdings, the shogi pieces' parent) with the start position.
  if (native_names().count(name) == 0) {
    const VariantInfo* info = registry().find(variant_);
    bool drops = info->family == "shogi";
    send(fmt::format("setup (-) {}x{}+{}_shogi {}", size_.files, size_.ranks, drops ? 7 : 0,
                     xboard_fen_from_sfen(game_->start_sfen(), drops, size_.flipped)));
  }
}

// The board size and orientation after a new game object. The engine's side
// is XBoard's colour: when the first player changes (FirstPlayer), so does
// the Hensoku side it names.
void Session::resize_board() {
  const bool was_flipped = size_.flipped;
  size_ = board_size(*game_);
  if (size_.flipped != was_flipped) engine_side_ = ~engine_side_;
}

void Session::cmd_new() {
  game_ = new_game(variant_);
  size_ = board_size(*game_);
  force_ = false;
  analyzing_ = false;
  engine_side_ = size_.flipped ? Side::Black : Side::White;  // the engine plays the second player
  depth_limit_ = 0;  // CECP: new clears sd; the time control stays
  engine_->new_game(*game_);
}

void Session::cmd_usermove(const std::string& text) {
  std::string move = text == "@@@@" ? resolve_pass(*game_, text) : resolve_pass(*game_, move_from_xboard(text, size_));
  if (game_->outcome().over()) throw InputError("the game is over");
  game_->play(move);  // InputError for an illegal move; nothing changed
  report_result_if_over();
  think_if_engine_to_move();
}

void Session::cmd_setboard(const std::string& fen) {
  auto game = new_game(variant_);
  try {
    game->set_sfen(sfen_from_xboard_fen(fen, size_.flipped));
  } catch (const InputError& e) {
    send(std::string("tellusererror Illegal position: ") + e.what());
    return;
  }
  game_ = std::move(game);
}

void Session::cmd_undo(int plies) {
  auto game = game_->clone();
  for (int i = 0; i < plies; ++i)
    if (!game->undo()) throw InputError("no move to take back");
  game_ = std::move(game);
}

// level MPS BASE INC
void Session::cmd_level(const std::vector<std::string>& words) {
  if (words.size() != 4) throw InputError("usage: level MOVES BASE INC");
  int mps = int(parse_int(words[1], "level moves", 0, 10000));
  int64_t base = parse_base_ms(words[2]);
  int64_t inc = parse_seconds_ms(words[3], "level increment");
  moves_per_session_ = mps;
  base_ms_ = base;
  increment_ms_ = inc;
  fixed_move_ms_ = 0;
  my_time_ms_ = their_time_ms_ = base;
}

// option NAME=VALUE, or option NAME for a button.
void Session::cmd_option(const std::string& text) {
  auto eq = text.find('=');
  std::string name = text.substr(0, eq), value = eq == std::string::npos ? "" : text.substr(eq + 1);
  if (name.empty()) throw InputError("usage: option NAME=VALUE");
  if (const OptionSpec* spec = rule_options_.find(name)) {
    std::string v = usi::normalize_value(*spec, spec->type == "check" ? (value == "1" ? "true" : value == "0" ? "false" : value) : value);
    RuleOptions values = rule_values_;
    values[spec->name] = v;
    RuleOptions saved = rule_values_;
    rule_values_ = values;
    try {
      game_ = new_game(variant_);  // a rule option takes effect from the start position
    } catch (const InputError&) {
      rule_values_ = saved;
      throw;
    }
    resize_board();
    return;
  }
  for (const auto& spec : engine_->options())
    if (spec.name == name && spec.type == "check") value = value == "1" ? "true" : value == "0" ? "false" : value;
  set_engine_option(name, value);
}

void Session::set_engine_option(const std::string& name, const std::string& value) {
  engine_->set_option(name, value);  // InputError for unknown names or bad values
  engine_settings_.emplace_back(name, value);
}

void Session::think_if_engine_to_move() {
  if (force_ || analyzing_ || game_->outcome().over() || game_->side_to_move() != engine_side_) return;
  start_search(false);
}

SearchLimits Session::limits_for_move() const {
  SearchLimits limits;
  limits.depth = depth_limit_;
  if (fixed_move_ms_) {
    limits.movetime = fixed_move_ms_;
    return limits;
  }
  int me = index(engine_side_), them = 1 - me;
  int64_t mine = std::max<int64_t>(my_time_ms_, 10);
  if (moves_per_session_ > 0) {
    // Moves left to the next time control: the engine's moves so far in the game.
    const Side first = size_.flipped ? Side::White : Side::Black;
    int my_moves = int(game_->history().size() + (engine_side_ == first ? 0 : 1)) / 2;
    int left = moves_per_session_ - my_moves % moves_per_session_;
    limits.movetime = std::max<int64_t>(mine / (left + 1) + increment_ms_ / 2, 10);
    return limits;
  }
  limits.time[me] = mine;
  limits.time[them] = std::max<int64_t>(their_time_ms_, 0);
  limits.increment[0] = limits.increment[1] = increment_ms_;
  return limits;
}

void Session::start_search(bool analysis) {
  SearchLimits limits = analysis ? SearchLimits{} : limits_for_move();
  limits.infinite = analysis;
  search_game_ = game_->clone();
  searching_ = true;
  discard_best_ = false;
  engine_->go(*search_game_, limits,
              [this](const SearchInfo& info) {
                if (post_ && info.text.empty() && info.currmove.empty() && !info.pv.empty())
                  send(thinking_line(info));
              },
              [this, analysis](const BestMove& best) { on_best(best.move, analysis); });
}

std::string Session::thinking_line(const SearchInfo& info) const {
  int score = info.score;
  if (info.is_mate) score = info.score > 0 ? 100000 + (info.score + 1) / 2 : -100000 - (-info.score + 1) / 2;
  std::string pv;
  for (const auto& m : info.pv) {
    pv += ' ';  // appended piecewise: GCC 12 warns falsely on " " + string (bug 105329)
    pv += move_to_xboard(m, size_);
  }
  return fmt::format("{} {} {} {}{}", info.depth, score, info.time_ms / 10, info.nodes, pv);
}

// Runs on the search thread once the search has ended.
void Session::on_best(const std::string& move, bool analysis) {
  std::lock_guard lock(state_mutex_);
  searching_ = false;
  if (analysis || discard_best_) return;
  if (move == "resign" || move.empty()) {
    send("resign");
    force_ = true;
    return;
  }
  try {
    game_->play(move);
  } catch (const InputError& e) {  // the search's move is legal by construction; say so if not
    send(std::string("tellusererror internal error: ") + e.what());
    return;
  }
  // An engine sends a multi-leg move leg by leg, each but the last ending in a comma.
  std::string xmove = move_to_xboard(move, size_);  // a pass as two legs, as XBoard defines it
  for (size_t start = 0;;) {
    size_t comma = xmove.find(',', start);
    if (comma == std::string::npos) {
      send("move " + xmove.substr(start));
      break;
    }
    send("move " + xmove.substr(start, comma - start + 1));
    start = comma + 1;
  }
  report_result_if_over();
}

void Session::report_result_if_over() {
  Outcome o = game_->outcome();
  if (!o.over()) return;
  // XBoard's "1-0" is a win of its white, the first player.
  const Side first = size_.flipped ? Side::White : Side::Black;
  const char* result = o.kind == Outcome::Kind::Draw ? "1/2-1/2" : o.winner == first ? "1-0" : "0-1";
  send(fmt::format("{} {{{}}}", result, o.reason));
}

void Session::stop_search() {
  if (!engine_) return;
  {
    std::lock_guard lock(state_mutex_);
    if (!searching_) return;
    discard_best_ = true;  // a command that changes the game cancels the move being thought of
    engine_->stop();
  }
  engine_->wait();
}

}  // namespace hensoku::xboard
