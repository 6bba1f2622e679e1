#include "hasami/hasami_game.h"

#include <algorithm>

#include "hasami/movegen.h"
#include "hasami/notation.h"
#include "hasami/perft.h"

namespace hensoku::hasami {

namespace {

constexpr int kMaxPlyLimit = 100000;

int read_ply_limit(const RuleOptions& options, const std::string& variant) {
  int limit = 0;
  for (const auto& [name, value] : options) {
    if (name != "PlyLimit") throw InputError("unknown rule option '" + name + "' for " + variant + " (known: PlyLimit)");
    if (value.empty() || value.size() > 6 || value.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(value) > kMaxPlyLimit)
      throw InputError("PlyLimit must be an integer from 0 (off) to " + std::to_string(kMaxPlyLimit) + ", got '" +
                       value + "'");
    limit = std::stoi(value);
  }
  return limit;
}

const char* side_name(Side s) { return s == Side::Black ? "Black" : "White"; }

std::string squares_text(const Geometry& g, u128 squares) {
  std::string out;
  for (u128 b = squares; b;) {
    if (!out.empty()) out += ' ';
    out += square_name(g, pop_lsb(b));
  }
  return out;
}

Outcome win(Side winner, std::string code, std::string reason) {
  return {Outcome::Kind::Win, winner, std::move(code), std::move(reason)};
}

Outcome draw(std::string code, std::string reason) {
  return {Outcome::Kind::Draw, Side::Black, std::move(code), std::move(reason)};
}

Outcome describe(const Position& pos, const Status& st) {
  using R = Status::Reason;
  const Side w = st.winner, l = ~st.winner;
  const std::string wins = std::string(side_name(w)) + " wins";
  switch (st.reason) {
    case R::FiveInRow:
      return win(w, "five-in-a-row",
                 std::string(side_name(w)) + " has five in a row at " + squares_text(pos.geo(), st.line) + ": " + wins);
    case R::ReducedToOne:
      return win(w, "reduced-to-one",
                 std::string(side_name(l)) + " is reduced to " + (pos.count(l) ? "one stone" : "no stones") + ": " +
                     wins);
    case R::AllCaptured:
      return win(w, "all-captured", std::string("All of ") + side_name(l) + "'s stones are captured: " + wins);
    case R::CapturedFive:
      return win(w, "captured-five",
                 std::string(side_name(w)) + " has captured " + std::to_string(pos.captures(w)) + " stones: " + wins);
    case R::LeadHeld:
      return win(w, "lead-held",
                 std::string(side_name(w)) + "'s lead of " + std::to_string(pos.captures(w) - pos.captures(l)) +
                     " captures held until its turn: " + wins);
    case R::NoLegalMove:
      return win(w, "no-legal-move", std::string(side_name(l)) + " has no legal move: " + wins);
    case R::BothUnderFive:
      return draw("both-under-five", "Both sides have fewer than five stones: draw");
    case R::None:
      break;
  }
  return {};
}

}  // namespace

HasamiGame::HasamiGame(const Rules& rules, const RuleOptions& options)
    : rules_(&rules), options_(options), ply_limit_(read_ply_limit(options, rules.name)), pos_(rules) {
  set_start();
}

void HasamiGame::reset(const Position& pos) {
  pos_ = pos;
  setup_sfen_ = write_sfen(pos_);
  played_.clear();
  keys_.reset(pos_.key());
}

void HasamiGame::set_start() {
  Position start(*rules_);
  start.set_start();
  reset(start);
}

void HasamiGame::set_sfen(const std::string& sfen) {
  Position next(*rules_);
  read_sfen(next, sfen);
  reset(next);
}

std::string HasamiGame::sfen() const { return write_sfen(pos_); }

std::string HasamiGame::start_sfen() const {
  Position start(*rules_);
  start.set_start();
  return write_sfen(start);
}

// HS-0.7: positions are equal when board, side to move (and HS-4 capture
// counts) are, which the key holds; every position since the set-up is
// counted as it is reached.
int HasamiGame::repetitions() const { return keys_.count(pos_.key()); }

Outcome HasamiGame::outcome() const {
  const Status st = pos_.status();
  if (st.kind != Status::Kind::Ongoing) return describe(pos_, st);
  if (repetitions() >= 4) return draw("repetition", "The same position has occurred four times: draw");
  if (pos_.ply_limit_reached(ply_limit_))
    return draw("ply-limit", "The ply limit of " + std::to_string(ply_limit_) + " is reached: draw");
  return {};
}

std::vector<std::string> HasamiGame::legal_moves() const {
  std::vector<std::string> out;
  if (outcome().over()) return out;
  MoveList list;
  generate_moves(pos_, list);
  for (Move m : list) out.push_back(move_text(pos_.geo(), m));
  return out;
}

std::vector<MoveView> HasamiGame::legal_move_views() const {
  std::vector<MoveView> out;
  if (outcome().over()) return out;
  MoveList list;
  generate_moves(pos_, list);
  Position p = pos_;
  const Geometry& g = pos_.geo();
  for (Move m : list) {
    Undo undo;
    p.do_move(m, undo);
    p.undo_move(m, undo);
    MoveView v;
    v.usi = move_text(g, m);
    v.from = square_name(g, m.from());
    v.to = square_name(g, m.to());
    v.kind = m.jump() ? "jump" : "move";
    for (u128 b = undo.captured; b;) v.captures.push_back(square_name(g, pop_lsb(b)));
    out.push_back(std::move(v));
  }
  return out;
}

Move HasamiGame::parse_legal_move(const std::string& text) const {
  const Geometry& g = pos_.geo();
  const int from = text.size() == 4 ? parse_square(g, text.substr(0, 2)) : -1;
  const int to = text.size() == 4 ? parse_square(g, text.substr(2, 2)) : -1;
  if (from < 0 || to < 0)
    throw InputError("'" + text + "' is not a move: expected two squares like " +
                     (g.size == 9 ? std::string("7i7c") : std::string("7h7d")) + " (files 1-" +
                     std::to_string(g.size) + ", ranks a-" + std::string(1, char('a' + g.size - 1)) + ")");
  const Outcome o = outcome();
  if (o.over()) throw InputError("the game is over (" + o.reason + "); '" + text + "' cannot be played");
  MoveList list;
  generate_moves(pos_, list);
  for (Move m : list)
    if (m.from() == from && m.to() == to) return m;
  throw InputError("illegal move '" + text + "' for " + side_name(pos_.side_to_move()) + " in " + rules_->name);
}

void HasamiGame::play(const std::string& move) {
  const Move m = parse_legal_move(move);
  Played p{m, {}};
  pos_.do_move(m, p.undo);
  played_.push_back(p);
  keys_.push(pos_.key());
}

bool HasamiGame::undo() {
  if (played_.empty()) return false;
  pos_.undo_move(played_.back().move, played_.back().undo);
  played_.pop_back();
  keys_.pop();
  return true;
}

std::vector<std::string> HasamiGame::history() const {
  std::vector<std::string> out;
  for (const Played& p : played_) out.push_back(move_text(pos_.geo(), p.move));
  return out;
}

BoardView HasamiGame::view() const {
  const Geometry& g = pos_.geo();
  BoardView v;
  v.files = v.ranks = g.size;
  v.to_move = pos_.side_to_move();
  for (int sq = 0; sq < g.squares; ++sq)
    v.cells.push_back(pos_.stones(Side::Black) & bit128(sq) ? "P" : pos_.stones(Side::White) & bit128(sq) ? "p" : "");
  for (Side s : {Side::Black, Side::White})
    if (pos_.captures(s) > 0) v.hands[index(s)].emplace_back("P", pos_.captures(s));
  return v;
}

std::string HasamiGame::board_text() const {
  const Geometry& g = pos_.geo();
  std::string out = "  ";
  for (int c = 0; c < g.size; ++c) {
    out += ' ';
    out += char('0' + g.size - c);
  }
  out += "\n";
  for (int r = 0; r < g.size; ++r) {
    out += "  ";
    for (int c = 0; c < g.size; ++c) {
      const u128 b = bit128(g.square(r, c));
      out += pos_.stones(Side::Black) & b ? " P" : pos_.stones(Side::White) & b ? " p" : " .";
    }
    out += std::string("  ") + char('a' + r) + "\n";
  }
  out += std::string(side_name(pos_.side_to_move())) + " to move, move " + std::to_string(pos_.move_number()) +
         "; stones: Black " + std::to_string(pos_.count(Side::Black)) + ", White " +
         std::to_string(pos_.count(Side::White));
  if (rules_->counts_captures())
    out += "; captured: Black " + std::to_string(pos_.captures(Side::Black)) + ", White " +
           std::to_string(pos_.captures(Side::White));
  out += "\nsfen " + sfen() + "\n";
  const Outcome o = outcome();
  if (o.over()) out += o.reason + "\n";
  return out;
}

uint64_t HasamiGame::perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move,
                           const std::atomic<bool>* stop) const {
  Position p = pos_;
  if (!on_root_move || depth < 1) return hasami::perft(p, depth, stop);
  if (p.material_status().kind != Status::Kind::Ongoing) return 0;
  MoveList list;
  generate_moves(p, list);
  uint64_t total = 0;
  for (Move m : list) {
    Undo undo;
    p.do_move(m, undo);
    const uint64_t n = hasami::perft(p, depth - 1, stop);
    p.undo_move(m, undo);
    if (stop && stop->load()) break;  // a partial count is not reported
    on_root_move(move_text(p.geo(), m), n);
    total += n;
  }
  return total;
}

}  // namespace hensoku::hasami
