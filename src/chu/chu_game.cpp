#include "chu/chu_game.h"

#include <algorithm>

#include "chu/lion.h"
#include "chu/movegen.h"
#include "chu/notation.h"
#include "chu/result.h"

namespace hensoku::chu {
namespace {

const char* side_name(Side s) { return s == Side::Black ? "Black" : "White"; }

Outcome win(Side winner, const std::string& code, const std::string& reason) {
  return {Outcome::Kind::Win, winner, code, reason};
}

std::string move_kind(const Position& pos, const Move& m) {
  if (m.from == m.to) return pos.at(m.mid) == kNoPiece ? "pass" : "igui";
  if (m.mid == kNoSquare && distance(m.from, m.to) == 2) {
    const Movement& mv = movement(pos.at(m.from));
    if (mv.lion) return "jump";
    for (int d = 0; d < kDirs; ++d)
      if (((mv.jump | mv.lion_line) >> d & 1) && kTables.two_away[m.from][d] == m.to) return "jump";
  }
  return "move";
}

}  // namespace

Rules rules_from_options(const RuleOptions& options) {
  Rules r;
  for (const auto& [name, value] : options) {
    if (name == "ChuRules") {
      r.set = parse_rule_set(value);
    } else if (name == "ChuLanceLastRankPromotion") {
      if (value != "true" && value != "false")
        throw InputError("ChuLanceLastRankPromotion must be true or false, not '" + value + "'");
      r.lance_last_rank_promotion = value == "true";
    } else {
      throw InputError("chushogi has no rule option '" + name + "' (ChuRules, ChuLanceLastRankPromotion)");
    }
  }
  return r;
}

ChuGame::ChuGame(const RuleOptions& options) : options_(options), rules_(rules_from_options(options)) { set_start(); }

void ChuGame::set_start() { set_sfen(Position::kStartSfen); }

void ChuGame::set_sfen(const std::string& sfen) {
  Position p;
  p.set_sfen(sfen);  // throws, nothing changed
  pos_ = p;
  setup_ = sfen;
  plies_.clear();
  records_.clear();
  keys_.reset(pos_.key());
}

int ChuGame::occurrences(uint64_t key, int* last) const {
  const int n = keys_.count(key);
  if (n > 0) *last = keys_.last(key);
  return n;
}

bool ChuGame::any_position_thrice() const { return keys_.size() >= 5 && keys_.any_key_thrice(); }

MoveList ChuGame::legal(MoveList* forbidden) const {
  MoveList all, out;
  generate_moves(pos_, rules_, all);
  if (forbidden) forbidden->size = 0;
  if (rules_.set == RuleSet::Lishogi) return all;  // repetition ends the game instead
  if (!any_position_thrice()) return all;          // no move can make a 4th occurrence
  Position p = pos_;
  Undo u;
  for (const Move& m : all) {
    p.make(m, u);
    uint64_t k = p.key();
    p.unmake(m, u);
    int last = -1;
    bool refused = false;
    if (occurrences(k, &last) >= 3) {  // this move would make the 4th occurrence (CHU-R1)
      // The cycle: the moves since the previous occurrence, then this one.
      std::vector<MoveRecord> records = records_;
      records.push_back(describe_move(p, m));
      Side initiator = rules_.set == RuleSet::Western ? p.side_to_move() : cycle_initiator(records, size_t(last));
      refused = initiator == p.side_to_move();
    }
    if (!refused) out.push(m.from, m.to, m.mid, m.promote);
    else if (forbidden) forbidden->push(m.from, m.to, m.mid, m.promote);
  }
  return out;
}

std::vector<std::string> ChuGame::legal_moves() const {
  std::vector<std::string> out;
  for (const Move& m : legal()) out.push_back(move_to_string(m));
  return out;
}

std::vector<MoveView> ChuGame::legal_move_views() const {
  std::vector<MoveView> out;
  for (const Move& m : legal()) {
    MoveView v;
    v.usi = move_to_string(m);
    v.from = square_name(m.from);
    v.to = square_name(m.to);
    if (m.mid != kNoSquare) v.via.push_back(square_name(m.mid));
    v.kind = move_kind(pos_, m);
    if (m.promote) v.choice.push_back('+');
    uint8_t caps[2];
    int n = pos_.captures(m, caps);
    for (int i = 0; i < n; ++i) v.captures.push_back(square_name(caps[i]));
    out.push_back(std::move(v));
  }
  return out;
}

void ChuGame::play(const std::string& text) {
  MoveList forbidden;
  MoveList moves = legal(&forbidden);
  Move m;
  try {
    m = parse_move(pos_, text, moves);
  } catch (const InputError&) {
    for (const Move& f : forbidden)
      if (move_to_string(f) == text)
        throw InputError("illegal chu move '" + text + "': it would repeat the position a fourth time (CHU-R1)");
    throw;
  }
  play_move(m);
}

void ChuGame::play_move(const Move& m) {
  records_.push_back(describe_move(pos_, m));
  Ply ply{m, {}};
  pos_.make(m, ply.undo);
  plies_.push_back(ply);
  keys_.push(pos_.key());
}

bool ChuGame::undo() {
  if (plies_.empty()) return false;
  pos_.unmake(plies_.back().move, plies_.back().undo);
  plies_.pop_back();
  records_.pop_back();
  keys_.pop();
  return true;
}

std::vector<std::string> ChuGame::history() const {
  std::vector<std::string> out;
  for (const Ply& p : plies_) out.push_back(move_to_string(p.move));
  return out;
}

std::vector<std::string> ChuGame::royals_in_check() const {
  std::vector<std::string> out;
  const Side us = pos_.side_to_move();
  for (Bitboard mine = pos_.pieces(us); mine.any();) {
    int sq = mine.pop();
    if (is_royal(type_of(pos_.at(sq))) && attacks_square(pos_, sq, ~us, pos_.occupied(), pos_.pieces(~us)))
      out.push_back(square_name(sq));
  }
  return out;
}

std::string ChuGame::setup_problem() const {
  for (Side s : {Side::Black, Side::White})
    if (royal_count(pos_, s) == 0)
      return std::string(s == Side::Black ? "Black" : "White") + " has no King or Crown Prince (CHU-W2)";
  return {};
}

Outcome ChuGame::outcome() const {
  if (rules_.set == RuleSet::Lishogi) return lishogi_outcome();
  MoveList forbidden;
  MoveList moves = legal(&forbidden);
  const Side us = pos_.side_to_move();
  StaticResult r = static_result(pos_, rules_, &moves);
  switch (r.verdict) {
    case Verdict::RoyalCaptured:
      return win(r.winner, "royal-captured", std::string(side_name(~r.winner)) + " has no royal piece left (CHU-W2)");
    case Verdict::BareKing:
      return win(r.winner, "bare-king", std::string(side_name(~r.winner)) + " has a bare king (CHU-W4)");
    case Verdict::BothBare:
      return {Outcome::Kind::Draw, us, "both-bare", "Neither side has a piece besides its royals: draw (CHU-W4)"};
    default:
      break;
  }
  if (moves.size == 0) {
    if (forbidden.size > 0)
      return win(~us, "repetition",
                 std::string(side_name(us)) + " has only moves that repeat the position a fourth time (CHU-R)");
    return win(~us, "no-legal-move", std::string(side_name(us)) + " has no legal move (CHU-W3)");
  }
  Position scratch = pos_;
  if (is_checkmate(scratch, rules_, moves))
    return win(~us, "checkmate", std::string(side_name(us)) + " is checkmated (CHU-W3)");
  return {};
}

// CHU-O lishogi: the game ends of shogiops (lishogi_result), then lishogi's
// fourfold repetition. No mate rule: a checkmated king is taken.
Outcome ChuGame::lishogi_outcome() const {
  const Side us = pos_.side_to_move();
  MoveList moves;
  generate_moves(pos_, rules_, moves);
  StaticResult r = lishogi_result(pos_, moves.size > 0);
  const std::string loser = side_name(~r.winner);
  switch (r.verdict) {
    case Verdict::RoyalCaptured:
      return win(r.winner, "royal-captured", loser + " has no royal piece left (lishogi rules)");
    case Verdict::NoLegalMove:
      return win(r.winner, "no-legal-move", loser + " has no legal move (lishogi rules)");
    case Verdict::BareKing:
      return win(r.winner, "bare-king", loser + " has a bare king (lishogi rules)");
    case Verdict::KingsOnly:
      return {Outcome::Kind::Draw, us, "kings-only", "Only the two kings are left: draw (lishogi rules)"};
    default:
      break;
  }
  int last = -1;
  if (occurrences(pos_.key(), &last) < 4) return {};
  const int previous = keys_.previous(keys_.size() - 1);
  Side checker;
  if (perpetual_checker(records_, size_t(previous), checker))
    return win(
        ~checker, "repetition",
        std::string("Fourfold repetition with perpetual check: ") + side_name(checker) + " loses (lishogi rules)");
  return {Outcome::Kind::Draw, us, "repetition", "Fourfold repetition: draw (lishogi rules)"};
}

BoardView ChuGame::view() const {
  BoardView v;
  v.files = v.ranks = kSize;
  for (int s = 0; s < kSquares; ++s) v.cells.push_back(pos_.at(s) == kNoPiece ? "" : piece_token(pos_.at(s)));
  v.to_move = pos_.side_to_move();
  return v;
}

std::string ChuGame::board_text() const {
  std::string out = "  ";
  for (int f = kSize; f >= 1; --f) out += (f >= 10 ? " " : "  ") + std::to_string(f);
  out += "\n";
  for (int r = 0; r < kSize; ++r) {
    out += "  ";
    for (int c = 0; c < kSize; ++c) {
      Piece p = pos_.at(make_square(r, c));
      std::string t = p == kNoPiece ? "." : piece_token(p);
      out += std::string(3 - t.size(), ' ') + t;
    }
    out += "  ";
    out += char('a' + r);
    out += "\n";
  }
  out += "side to move: " + std::string(side_name(pos_.side_to_move())) + ", counter-strike: " +
         (pos_.strike_square() == kNoSquare ? "-" : square_name(pos_.strike_square())) + "\n";
  out += "sfen: " + pos_.sfen() + "\n";
  return out;
}

uint64_t ChuGame::perft(int depth, const std::function<void(const std::string&, uint64_t)>& on_root_move,
                        const std::atomic<bool>* stop) const {
  Position p = pos_;
  if (!on_root_move || depth <= 0) return chu::perft(p, rules_, depth, stop);
  MoveList root;
  generate_moves(p, rules_, root);
  uint64_t total = 0;
  Undo u;
  for (const Move& m : root) {
    p.make(m, u);
    uint64_t n = chu::perft(p, rules_, depth - 1, stop);
    p.unmake(m, u);
    if (stop && stop->load()) break;  // a partial count is not reported
    on_root_move(move_to_string(m), n);
    total += n;
  }
  return total;
}

}  // namespace hensoku::chu
