#pragma once
// What the tuning tool needs from a family's evaluation: its parameter table
// (names and integer values) and, for a position, the evaluation and its
// gradient with respect to the parameters. A family plugs in by adding a
// TunableEval to tunables.cpp.
//
// The tuner fits the evaluation's local linear model, eval(p) = base +
// sum_i gradient_i * (p_i - at_i): exact for an evaluation that is linear in
// its parameters (the hasami family's), a first-order model otherwise (the
// tuner then re-linearises between rounds).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hensoku::tune {

struct Parameter {
  std::string name;
  int value = 0;
};

// One quiet position prepared for fitting, from the side to move's view.
struct Sample {
  float result = 0.5f;                               // 1 the side to move went on to win, 0.5 draw, 0 loss
  double base = 0;                                   // the evaluation at the parameters it was prepared with
  std::vector<std::pair<uint16_t, float>> gradient;  // non-zero partial derivatives
};

class TunableEval {
 public:
  virtual ~TunableEval() = default;
  virtual std::string family() const = 0;
  // The table the engine plays with, and the hand-set one before tuning.
  virtual std::vector<Parameter> tuned(const std::string& variant) const = 0;
  virtual std::vector<Parameter> untuned(const std::string& variant) const = 0;
  // The position's evaluation data at `values`, or nothing when the position
  // is not quiet (the side to move has a capture or a winning move: the
  // static evaluation is not what the search would return there) or is
  // decided. Throws InputError for a malformed SFEN.
  // `black_result` is the game's result from Black's view.
  virtual std::optional<Sample> sample(const std::string& variant, const std::string& sfen, float black_result,
                                       const std::vector<int>& values) const = 0;
  // The table as the lines of its data file (data/eval/<family>/<name>.params:
  // "name value" lines, as EvalParams and the embedded tables read them).
  virtual std::string source_entry(const std::string& variant, const std::vector<Parameter>& params) const = 0;
};

// A named table's data-file lines: the "name value" lines that differ from
// `untuned` (count values), as the shogi family's tuned-table files hold them.
std::string named_table_entry(const std::string& variant, const std::vector<Parameter>& params, const int* untuned,
                              size_t count);

// The TunableEval for a variant's family, or nullptr when the family has none.
const TunableEval* tunable_for_variant(const std::string& variant);

// The families' tunable evaluations: a family with one registers it
// (register_<family>_tunable in src/tune/<family>_tunable.cpp), called from
// a list CMake generates (tunables.cpp.in).
using TunableRegistry = std::vector<const TunableEval*>;
void register_family_tunables(TunableRegistry& registry);

}  // namespace hensoku::tune
