#include "hasami/rules.h"

#include "variants/game.h"

namespace hensoku::hasami {

namespace {

Rules make(std::string name, MoveMode mode, bool jumps, StartLayout layout, WinRule win, bool diagonal = false) {
  Rules r;
  r.name = std::move(name);
  r.mode = mode;
  r.jumps = jumps;
  r.layout = layout;
  r.win = win;
  r.diagonal_fives = diagonal;
  return r;
}

std::vector<Rules> build() {
  using M = MoveMode;
  using L = StartLayout;
  using W = WinRule;
  std::vector<Rules> out;
  out.push_back(make("hasami", M::Rook, false, L::OneRank, W::ReduceToOne));
  out.push_back(make("hasami-captureall", M::Rook, false, L::OneRank, W::CaptureAll));
  out.push_back(make("hasami-onestep", M::Step, false, L::OneRank, W::CaptureAll));
  out.push_back(make("hasami-onestep18", M::Step, false, L::TwoRanks, W::CaptureAll));
  out.push_back(make("daihasami", M::Rook, true, L::TwoRanks, W::FiveInRow));
  out.push_back(make("daihasami-diagonal", M::Rook, true, L::TwoRanks, W::FiveInRow, true));
  out.push_back(make("daihasami-onestep", M::Step, true, L::TwoRanks, W::FiveInRow, true));
  Rules makayek = make("makayek", M::Rook, false, L::Makayek, W::CaptureAll);
  makayek.size = 8;
  makayek.corner_capture = false;
  makayek.intervention = true;
  out.push_back(makayek);
  out.push_back(make("hasami-jsa", M::Rook, false, L::OneRank, W::CaptureCount));
  return out;
}

}  // namespace

const std::vector<Rules>& all_rules() {
  static const std::vector<Rules> rules = build();
  return rules;
}

const Rules& rules_for(std::string_view variant) {
  for (const Rules& r : all_rules())
    if (r.name == variant) return r;
  throw InputError("unknown hasami-family variant '" + std::string(variant) + "'");
}

}  // namespace hensoku::hasami
