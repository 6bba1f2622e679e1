#include "shogi/engine/shogi_adapter.h"

#include <algorithm>
#include <iterator>
#include <type_traits>

#include "shogi/bitboard.h"
#include "shogi/combined.h"
#include "shogi/engine/shogi_see.h"
#include "shogi/notation.h"
#include "shogi/shogi_game.h"

namespace hensoku::shogi::engine {

using namespace search;

using namespace shogi;

namespace {

bool is_capture(const Position& pos, Move m) {
  if (m.is_drop() || m.is_swap()) return false;
  Piece victim = pos.piece_on(m.to());
  return victim != kNoPiece && side_of(victim) != pos.side_to_move();
}

// The legal moves of the standard-move variants (shogi, the capture duties).
void generate_duty_moves(const Position& pos, CaptureDuty duty, shogi::MoveList& moves) {
  switch (duty) {
    case CaptureDuty::None: shogi::generate_legal(pos, moves); break;
    case CaptureDuty::Legal: shogi::generate_legal<CaptureDuty::Legal>(pos, moves); break;
    case CaptureDuty::Pseudo: shogi::generate_legal<CaptureDuty::Pseudo>(pos, moves); break;
    case CaptureDuty::KingOnly: shogi::generate_legal<CaptureDuty::KingOnly>(pos, moves); break;
    case CaptureDuty::KingCapture: shogi::generate_legal<CaptureDuty::KingCapture>(pos, moves); break;
    case CaptureDuty::True: shogi::generate_legal<CaptureDuty::True>(pos, moves); break;
  }
}

// The legal moves under `rules`, into any list type with push() (a
// shogi::MoveList directly: no copy, no zeroing).
template <class Out>
void legal_moves(const Position& pos, const RuleSet& rules, Out& out) {
  if (rules.has_extra_moves()) {
    VariantMoveList moves;
    if (rules.friend_capture) generate_legal_friend_capture(pos, moves);
    else if (rules.swapper_gold) generate_legal_swapper_gold(pos, moves);
    else if (rules.swap)
      generate_legal_swap_shogi(pos, moves);
    else
      generate_legal_merge_shogi(pos, moves);
    for (Move m : moves) out.push(m);
    return;
  }
  if constexpr (std::is_same_v<Out, shogi::MoveList>) {
    out.size = 0;
    generate_duty_moves(pos, rules.duty, out);
  } else {
    shogi::MoveList moves;
    generate_duty_moves(pos, rules.duty, moves);
    for (Move m : moves) out.push(m);
  }
}

bool is_slider(PieceType pt) { return pt == LANCE || pt == BISHOP || pt == ROOK || pt == HORSE || pt == DRAGON; }

// Whether the side to move, in check, can step its king to a square no enemy
// piece attacks (the king taken off the board, so a slider's ray goes on
// behind it). Such a step is legal whenever only standard moves exist.
bool king_can_step(const Position& pos) {
  const Side us = pos.side_to_move();
  const int king = pos.king_square(us);
  Occupancy occ = pos.occupancy();
  occ.toggle(king);
  Bitboard flights = step_attacks(us, KING, king) & ~pos.pieces(us);
  while (flights)
    if (!pos.standard_attackers_to(~us, pop_lsb(flights), occ)) return true;
  return false;
}

}  // namespace

template <bool Wide>
const typename BasicShogiAdapter<Wide>::RawList& BasicShogiAdapter<Wide>::cached_legal() const {
  if (legal_stamp_.renew(pos_)) {
    legal_.size = 0;
    legal_moves(pos_, options_.rules, legal_);
  }
  return legal_;
}

template <bool Wide>
void BasicShogiAdapter<Wide>::generate_legal(List& list) const {
  for (Move m : cached_legal()) list.push(m);
}

// Captures (and promotions) that do not lose material by exchange; under a
// capture duty, when the mover must capture, every capture (quiescence does
// not stand pat then, see stand_pat_ok).
template <bool Wide>
void BasicShogiAdapter<Wide>::generate_noisy(List& list) const {
  const RawList& all = cached_legal();
  const bool forced = options_.rules.duty != CaptureDuty::None && all.size > 0 && is_capture(pos_, all.moves[0]);
  for (Move m : all) {
    if (!is_capture(pos_, m)) continue;
    if (!forced && !engine::see_ge(pos_, m, 0)) continue;
    list.push(m);
  }
}

template <bool Wide>
bool BasicShogiAdapter<Wide>::stand_pat_ok() const {
  if (options_.rules.duty == CaptureDuty::None) return true;
  const RawList& all = cached_legal();
  return all.size > 0 && !is_capture(pos_, all.moves[0]);
}

// A checking move after which the opponent has no legal move.
template <bool Wide>
bool BasicShogiAdapter<Wide>::mate_in_one() {
  if (pos_.king_square(~pos_.side_to_move()) < 0) return false;
  // A free king step proves the check is no mate, without generating every
  // evasion (most checks at the leaves have one; this test was an eighth
  // of the search's time). It decides wherever a legal king step means a
  // legal move: every duty that binds only when a legal capture exists (the
  // step, or that capture, is then legal) and the check rules that keep
  // king moves; not the literal reading (CaptureDuty::Pseudo), where a
  // pseudo-legal capture can forbid the step and leave nothing.
  const bool step_decides = !options_.rules.has_extra_moves() && options_.rules.duty != CaptureDuty::Pseudo;
  for (const Move& m : cached_legal()) {
    if (!gives_check(m)) continue;
    pos_.do_move(m);
    const bool mated = !(step_decides && king_can_step(pos_)) && !has_legal_move(pos_, options_.rules);
    pos_.undo_move();
    if (mated) return true;
  }
  return false;
}

template <bool Wide>
int BasicShogiAdapter<Wide>::capture_value(const Move& m) const {
  if (!is_capture(pos_, m)) return m.is_promotion() ? 1 : 0;
  Piece victim = pos_.piece_on(m.to());
  return 2 + see_value(type_of(victim)) * 8 - see_value(type_of(pos_.piece_on(m.from()))) / 8;
}

template <bool Wide>
bool BasicShogiAdapter<Wide>::see_ge(const Move& m, int threshold) const {
  return engine::see_ge(pos_, m, threshold);
}

template <bool Wide>
bool BasicShogiAdapter<Wide>::gives_check(const Move& m) const {
  const Side us = pos_.side_to_move();
  const int king = pos_.king_square(~us);
  if (king < 0) return false;
  const CheckSquares& checks = check_squares();
  if (m.is_drop()) return test(checks.from[m.dropped()], m.to());
  if (m.is_swap()) return true;
  const int to = m.to();
  const Piece target = pos_.piece_on(to);
  PieceType pt = type_of(pos_.piece_on(m.from()));
  if (m.is_merge() || is_combined(pt)) [[unlikely]]
    return combined_gives_check(m, king);
  if (target != kNoPiece && side_of(target) == us) return true;  // friend capture
  if (m.is_promotion()) pt = promoted(pt);
  // Discovered: the piece stood alone between a slider of ours and the king
  // and leaves that line (along it, it can only reach squares in between).
  if (test(checks.discoverers, m.from()) && !test(tables::line[king][m.from()], to)) return true;
  if (!is_slider(pt)) return test(checks.from[pt], to);
  // A slider's ray may pass the square it left.
  Occupancy occ = pos_.occupancy();
  occ.toggle(m.from());
  if (target == kNoPiece) occ.toggle(to);
  return test(attacks(us, pt, to, occ), king);
}

// A merge or a combined piece's move (SF-4): the piece that stands on the
// target square afterwards attacks the king, or the move uncovers a slider.
template <bool Wide>
bool BasicShogiAdapter<Wide>::combined_gives_check(const Move& m, int king) const {
  const Side us = pos_.side_to_move();
  const int from = m.from(), to = m.to();
  const PieceType mover = type_of(pos_.piece_on(from));
  PieceType arriving = m.is_merge() ? merged_type(mover, type_of(pos_.piece_on(to))) : mover;
  if (m.is_promotion()) arriving = promoted_combined(arriving, m.alternative_choice());
  if (test(check_squares().discoverers, from) && !test(tables::line[king][from], to)) return true;
  Occupancy occ = pos_.occupancy();
  occ.toggle(from);
  if (pos_.piece_on(to) == kNoPiece) occ.toggle(to);
  return test(any_attacks(us, arriving, to, occ), king);
}

// A piece of ours attacks the king from exactly the squares that a piece of
// the same type on the king's square, of the king's side, would attack.
template <bool Wide>
const typename BasicShogiAdapter<Wide>::CheckSquares& BasicShogiAdapter<Wide>::check_squares() const {
  if (checks_stamp_.renew(pos_)) {
    const Side us = pos_.side_to_move();
    const int king = pos_.king_square(~us);
    for (PieceType pt : {PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING, PRO_PAWN, PRO_LANCE, PRO_KNIGHT,
                         PRO_SILVER})
      check_squares_.from[pt] = king < 0 ? Bitboard(0) : attacks(~us, pt, king, pos_.occupancy());
    check_squares_.discoverers = king < 0 ? Bitboard(0) : pos_.blockers_for_king(~us) & pos_.pieces(us);
  }
  return check_squares_;
}

template <bool Wide>
int BasicShogiAdapter<Wide>::history_index(const Move& m) const {
  int side = index(pos_.side_to_move());
  int piece = m.is_drop() ? 16 + m.dropped() : type_of(pos_.piece_on(m.from()));
  if constexpr (Wide) {
    if (piece >= kFirstCombined && !m.is_drop()) [[unlikely]]
      return kStandardHistoryIndices + (side * kCombinedKinds + piece - kFirstCombined) * 81 + m.to();
  }
  return (side * 32 + piece) * 81 + m.to();
}

template <bool Wide>
int BasicShogiAdapter<Wide>::evaluate() const {
  const uint64_t key = pos_.key();
  uint64_t& slot = eval_cache_[key & (kEvalCacheSize - 1)];
  if (slot != 0 && (slot >> 16) == (key >> 16)) return int(int16_t(uint16_t(slot & 0xFFFF)));
  // An opponent that will declare at its turn (SF-0.6) has all but won:
  // static evaluation must not let pruning overlook it.
  const int e = options_.threatens_declaration(pos_) ? -kDeclarationThreat
                                                     : std::clamp(evaluate_shogi(pos_, *params_), -32000, 32000);
  slot = (key >> 16) << 16 | uint16_t(int16_t(e));
  return e;
}

template <bool Wide>
std::string BasicShogiAdapter<Wide>::move_string(const Move& m) const {
  return move_to_usi(m);
}

template <bool Wide>
bool BasicShogiAdapter<Wide>::handles(const Game& game) {
  if (!dynamic_cast<const ShogiGame*>(&game)) return false;
  // Every rule set of the family: 600-move lists unless friendly captures,
  // swaps or merges lengthen them (the wide path).
  ShogiOptions options;
  try {
    options = ShogiOptions::parse(game.variant(), game.options());
  } catch (const InputError&) {
    return false;  // a variant of the family these rules do not describe
  }
  return options.rules.has_extra_moves() == Wide;
}

template <bool Wide>
RootSetup<BasicShogiAdapter<Wide>> BasicShogiAdapter<Wide>::setup(const Game& game) {
  // The game hands over its position and history: nothing is parsed or
  // replayed. keys: the positions before the current one; checks[i]: the
  // side to move in check at position i.
  const auto& shogi_game = dynamic_cast<const ShogiGame&>(game);
  ShogiOptions options = ShogiOptions::parse(game.variant(), game.options());
  const KeyHistory& history = shogi_game.key_history();
  std::vector<uint64_t> keys(history.keys().begin(), history.keys().end() - 1);
  std::vector<bool> checks;
  checks.reserve(keys.size());
  for (size_t i = 0; i < keys.size(); ++i)
    checks.push_back(i == 0 ? shogi_game.setup_in_check() : bool(shogi_game.gave_check()[i - 1]));
  BasicShogiAdapter adapter(shogi_game.position(), options);
  adapter.variant_ = game.variant();
  adapter.params_ = &shogi_tuned_params(adapter.variant_);
  return {std::move(adapter), std::move(keys), std::move(checks)};
}

template <bool Wide>
void BasicShogiAdapter<Wide>::check_eval_params(const EngineSettings& settings) {
  if (settings.eval_params_from_file()) read_shogi_params(settings.eval_params_text, kShogiUntunedParams);
}

template <bool Wide>
void BasicShogiAdapter<Wide>::use_eval_params(const EngineSettings& settings) {
  const ShogiParams* chosen = &shogi_selected_params(variant_, settings);
  if (chosen == params_) return;
  params_ = chosen;
  std::fill(eval_cache_.begin(), eval_cache_.end(), 0);
}

template class BasicShogiAdapter<false>;
template class BasicShogiAdapter<true>;

}  // namespace hensoku::shogi::engine
