#pragma once
// The shogi family's engine: the search runs on the family's own Position
// and bitboard move generator, for every variant of the family: standard
// shogi (SF-0), the forced-capture rules (SF-5, SF-6) on the standard move
// list; Friend Capture (SF-3), Swapper Gold (SF-1), Swap Shogi (SF-2) and
// Merge Shogi's combined pieces (SF-4) on the wider one. Results: no legal
// move loses (checkmate and stalemate, SF-0.4, and so in every variant
// here); a side that may declare (SF-0.6, when the option is on) has won;
// repetition is the search's (SF-0.5); the Game referees the real game.
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "search/position_concept.h"
#include "search/search_engine.h"
#include "shogi/engine/shogi_params.h"
#include "shogi/movegen.h"
#include "shogi/position.h"
#include "shogi/result.h"
#include "shogi/rules.h"
#include "shogi/shogi_game.h"

namespace hensoku::shogi::engine {

// The search's vocabulary this engine implements (search/position_concept.h).
using search::CycleChecker;
using search::EngineSettings;
using search::MoveList;
using search::RootSetup;
using search::SearchEngine;
using search::SearchPosition;
using search::Status;

// `Wide`: the list bound of friend capture, swaps and merges (VariantMoveList);
// the others stay within the standard 600.
template <bool Wide>
class BasicShogiAdapter {
 public:
  using Move = shogi::Move;
  static constexpr size_t kMaxMoves = Wide ? shogi::VariantMoveList::kCapacity : shogi::MoveList::kCapacity;
  static constexpr bool kNullMoveSafe = true;
  // Fourfold repetition with one side checking throughout loses for it
  // (SF-0.5); the search scores its repetitions by the family's own rule.
  static constexpr bool kPerpetualCheckLoses = true;
  template <typename InCheck>
  static CycleChecker cycle_checker(size_t first, size_t last, InCheck in_check) {
    switch (shogi::perpetual_checker(first, last, in_check)) {
      case shogi::PerpetualChecker::JustMoved:
        return CycleChecker::JustMoved;
      case shogi::PerpetualChecker::ToMove:
        return CycleChecker::ToMove;
      default:
        return CycleChecker::None;
    }
  }
  using List = MoveList<Move, kMaxMoves>;

  BasicShogiAdapter(shogi::Position pos, const shogi::ShogiOptions& options)
      : pos_(std::move(pos)), options_(options) {}

  uint64_t key() const { return pos_.key(); }
  Side side_to_move() const { return pos_.side_to_move(); }
  bool in_check() const { return pos_.in_check(); }
  // A side that may declare (SF-0.6) has won: declaring is its move.
  Status status() const { return options_.may_declare(pos_) ? Status::Win : Status::Ongoing; }
  // At the root: the declaration move the Game accepts, or "" when the side
  // to move may not declare (search_engine.h answers it instead of a move).
  std::string declaration_move() const { return options_.may_declare(pos_) ? "win" : ""; }
  Status no_moves_status() const { return Status::Loss; }
  void generate_legal(List& list) const;
  void generate_noisy(List& list) const;
  int capture_value(const Move& m) const;
  int evaluate() const;
  uint32_t encode(const Move& m) const { return m.raw(); }
  std::string move_string(const Move& m) const;
  // Passing is sound where zugzwang is rare: not in check, and not under a
  // capture duty (there a forced capture is often the worst move).
  bool null_move_ok() const { return !pos_.in_check() && options_.rules.duty == shogi::CaptureDuty::None; }
  void do_move(const Move& m) { pos_.do_move(m); }
  void undo_move() { pos_.undo_move(); }
  void do_null() { pos_.do_null_move(); }
  void undo_null() { pos_.undo_null_move(); }

  // Optional members the worker uses when present.
  bool see_ge(const Move& m, int threshold) const;
  // Whether `m` checks the enemy king, before it is made (true when unsure:
  // swaps and friendly captures, so pruning leaves them alone; exact for
  // merges and combined pieces, SF-4).
  bool gives_check(const Move& m) const;
  // Under a capture duty a side with a capture must capture: quiescence may
  // not stand pat then.
  bool stand_pat_ok() const;
  // Whether the side to move mates in one: a checking move after which the
  // opponent has no legal move (a loss in every variant here). Pawn-drop
  // mate is not among the legal moves (SF-0.3). Quiescence asks it before
  // standing pat, so drop mates the capture search cannot see count.
  bool mate_in_one();
  // Whether the search treats forced replies specially (worker.h: a single
  // legal reply is extended, a side that must capture gets no reverse
  // futility cut): the king-only and king-capture check rules (SF-5.2,
  // SF-5.3), where self-play showed a gain; not forcedcapture (SF-5.1: even
  // in self-play, no gain against Fairy-Stockfish) nor trueforcedcapture
  // (SF-6: a loss in self-play). docs/benchmarks/fc-strength.md.
  bool searches_forced_replies() const {
    return options_.rules.duty == shogi::CaptureDuty::KingOnly ||
           options_.rules.duty == shogi::CaptureDuty::KingCapture;
  }
  // An index for history tables: the moving piece (or dropped type) and
  // the target square; combined pieces (SF-4, the wide lists only) after
  // the standard indices.
  int history_index(const Move& m) const;
  static constexpr int kStandardHistoryIndices = 2 * 32 * 81;
  static constexpr int kHistoryIndices = kStandardHistoryIndices + (Wide ? 2 * shogi::kCombinedKinds * 81 : 0);

  // EvalParams (search_engine.h calls these when present): a file's names
  // and values must fit the shogi table; the choice sets the weights (and
  // empties the evaluation cache when they change).
  static void check_eval_params(const EngineSettings& settings);
  void use_eval_params(const EngineSettings& settings);

  const shogi::Position& position() const { return pos_; }
  const shogi::RuleSet& rules() const { return options_.rules; }

  // Rebuilds the game's position from its set-up SFEN and history.
  static RootSetup<BasicShogiAdapter> setup(const Game& game);
  // Whether this path plays `game` by the same rules as the Game.
  static bool handles(const Game& game);

 private:
  using RawList = std::conditional_t<Wide, shogi::VariantMoveList, shogi::MoveList>;
  // The legal moves of the current position, kept until it changes:
  // quiescence asks stand_pat_ok(), mate_in_one() and generate_noisy() of
  // the same node, each of which needs them.
  const RawList& cached_legal() const;
  // What tells whether a move checks the enemy king, kept per position (the
  // search asks it for every move of a node: pruning, mate in one): for each
  // type, the squares from which a piece of ours attacks the king (sliders
  // as the board stands, which is exact for drops), and our pieces whose
  // leaving uncovers a slider on the king.
  struct CheckSquares {
    shogi::Bitboard from[shogi::PIECE_TYPE_NB] = {};
    shogi::Bitboard discoverers = 0;
  };
  const CheckSquares& check_squares() const;
  bool combined_gives_check(const Move& m, int king) const;

  // Which position a per-position cache holds: the key, and the moves made
  // (a repeated position has the same key but another history).
  struct PositionStamp {
    uint64_t key = 0;
    int plies = -1;
    // Whether the cache holds another position; it is marked as holding
    // `pos` from now on (the caller rebuilds it).
    bool renew(const shogi::Position& pos) {
      if (key == pos.key() && plies == pos.moves_made()) return false;
      key = pos.key();
      plies = pos.moves_made();
      return true;
    }
  };

  shogi::Position pos_;
  shogi::ShogiOptions options_;  // the rules and the declaration option (SF-0.6)
  mutable RawList legal_;
  mutable PositionStamp legal_stamp_;
  mutable CheckSquares check_squares_;
  mutable PositionStamp checks_stamp_;
  // The evaluation of a position where the opponent can declare at its next
  // move: far beyond material, below the mate scores the search proves.
  static constexpr int kDeclarationThreat = 10000;
  std::string variant_;  // the table's key (shogi_params.h)
  const ShogiParams* params_ = &kShogiUntunedParams;
  // Evaluations by key (the high 48 bits checked, the score in the low 16):
  // transpositions and re-searches skip the evaluation.
  static constexpr size_t kEvalCacheSize = size_t(1) << 16;
  mutable std::vector<uint64_t> eval_cache_ = std::vector<uint64_t>(kEvalCacheSize, 0);
};

using ShogiAdapter = BasicShogiAdapter<false>;
using ShogiWideAdapter = BasicShogiAdapter<true>;

static_assert(SearchPosition<ShogiAdapter>);
static_assert(SearchPosition<ShogiWideAdapter>);

// Board value of a shogi piece type (centipawns) and of a piece in hand.
int shogi_piece_value(shogi::PieceType pt);
// Evaluation of a shogi position from the side to move's view.
int evaluate_shogi(const shogi::Position& pos);

}  // namespace hensoku::shogi::engine
