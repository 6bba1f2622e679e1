#pragma once
// Texel tuning: fit the evaluation to game results. The expected score of a
// position with evaluation e (side to move) is sigmoid(K * e); K is fitted
// first with the starting table, then the parameters minimise the mean
// squared error between expected score and result (gradient descent with
// Adam steps, then integer coordinate descent, Texel's local search).
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "tune/tunable.h"

namespace hensoku::tune {

struct TexelOptions {
  int epochs = 400;            // full-batch gradient steps
  double learning_rate = 2.0;  // Adam step size, in parameter units
  int polish_rounds = 3;       // integer coordinate-descent passes afterwards
  // Ridge penalty l2 * sum (p - start)^2 added to the error: a parameter whose
  // feature is rare cannot run off on a handful of positions.
  double l2 = 1e-7;
  std::vector<std::string> fixed;  // parameter names kept as they are
  double k = 0;                    // > 0: this K instead of fitting one (errors comparable across runs)
};

struct TexelResult {
  double k = 0;
  double error_before = 0, error_after = 0;
  std::vector<Parameter> before, after;
  size_t samples = 0;
};

// Mean squared error of sigmoid(k * eval) against the results.
// The tuned table as "name value" lines under a comment header: the form
// engine option EvalParams=FILE loads (hasami/engine/hasami_params.h for the hasami family).
void write_parameter_file(std::ostream& out, const std::string& variant, const std::string& data_path,
                          const TexelResult& result);

// A parameter file's "name value" lines (# comments) over `base`, for
// --start FILE; throws InputError on an unknown name or a malformed line.
std::vector<Parameter> read_parameter_text(const std::string& text, std::vector<Parameter> base);

double texel_error(const std::vector<Sample>& samples, const std::vector<int>& at, const std::vector<int>& values,
                   double k);
double fit_k(const std::vector<Sample>& samples, const std::vector<int>& at);

TexelResult texel_tune(const std::vector<Sample>& samples, const std::vector<Parameter>& start,
                       const TexelOptions& options, const std::function<void(const std::string&)>& log = {});

}  // namespace hensoku::tune
