#include "tune/texel.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <ostream>
#include <sstream>

#include "variants/game.h"

namespace hensoku::tune {

namespace {

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

double eval_at(const Sample& s, const std::vector<int>& at, const std::vector<double>& v) {
  double e = s.base;
  for (const auto& [i, g] : s.gradient) e += g * (v[i] - at[i]);
  return e;
}

double error_of(const std::vector<Sample>& samples, const std::vector<int>& at, const std::vector<double>& v, double k) {
  if (samples.empty()) return 0;
  double sum = 0;
  for (const Sample& s : samples) {
    const double d = s.result - sigmoid(k * eval_at(s, at, v));
    sum += d * d;
  }
  return sum / double(samples.size());
}

std::vector<double> as_doubles(const std::vector<int>& v) { return {v.begin(), v.end()}; }

}  // namespace

void write_parameter_file(std::ostream& out, const std::string& variant, const std::string& data_path,
                          const TexelResult& r) {
  out << fmt::format("# {}: hensoku tune --data {}, {} samples, K {:.6f}, error {:.6f} -> {:.6f}\n", variant, data_path,
                     r.samples, r.k, r.error_before, r.error_after);
  for (const auto& p : r.after) out << p.name << ' ' << p.value << '\n';
}

std::vector<Parameter> read_parameter_text(const std::string& text, std::vector<Parameter> base) {
  std::istringstream lines(text);
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    line = line.substr(0, line.find('#'));
    std::istringstream fields(line);
    std::string name, extra;
    long value = 0;
    if (!(fields >> name)) continue;
    if (!(fields >> value) || (fields >> extra) || value < -100000 || value > 100000)
      throw InputError(fmt::format("parameter line {}: expected 'name value' with an integer value", number));
    auto it = std::find_if(base.begin(), base.end(), [&](const Parameter& p) { return p.name == name; });
    if (it == base.end()) throw InputError(fmt::format("parameter line {}: unknown parameter '{}'", number, name));
    it->value = int(value);
  }
  return base;
}

double texel_error(const std::vector<Sample>& samples, const std::vector<int>& at, const std::vector<int>& values,
                   double k) {
  return error_of(samples, at, as_doubles(values), k);
}

// Golden-section search on log K: the error is unimodal in K in practice.
double fit_k(const std::vector<Sample>& samples, const std::vector<int>& at) {
  const std::vector<double> v = as_doubles(at);
  double lo = std::log(1e-5), hi = std::log(1.0);
  const double phi = (std::sqrt(5.0) - 1) / 2;
  double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
  double fa = error_of(samples, at, v, std::exp(a)), fb = error_of(samples, at, v, std::exp(b));
  for (int i = 0; i < 60; ++i) {
    if (fa < fb) {
      hi = b, b = a, fb = fa;
      a = hi - phi * (hi - lo);
      fa = error_of(samples, at, v, std::exp(a));
    } else {
      lo = a, a = b, fa = fb;
      b = lo + phi * (hi - lo);
      fb = error_of(samples, at, v, std::exp(b));
    }
  }
  return std::exp((lo + hi) / 2);
}

TexelResult texel_tune(const std::vector<Sample>& samples, const std::vector<Parameter>& start,
                       const TexelOptions& options, const std::function<void(const std::string&)>& log) {
  const size_t n = start.size();
  std::vector<int> at(n);
  for (size_t i = 0; i < n; ++i) at[i] = start[i].value;
  // Free parameters: not fixed by the user and moving the evaluation somewhere.
  std::vector<bool> free(n, false);
  // A feature without a parameter would be read past the table's end.
  for (const Sample& s : samples)
    for (const auto& [i, g] : s.gradient) {
      if (i >= n) throw InputError(fmt::format("a sample has feature {}, but there are only {} parameters", i, n));
      if (g != 0) free[i] = true;
    }
  for (size_t i = 0; i < n; ++i)
    if (std::find(options.fixed.begin(), options.fixed.end(), start[i].name) != options.fixed.end()) free[i] = false;

  TexelResult r;
  r.samples = samples.size();
  r.before = start;
  r.k = options.k > 0 ? options.k : fit_k(samples, at);
  r.error_before = texel_error(samples, at, at, r.k);
  if (log) log(fmt::format("{} samples, K = {:.6f}, error {:.6f}", samples.size(), r.k, r.error_before));

  auto penalty = [&](const std::vector<double>& v) {
    double sum = 0;
    for (size_t i = 0; i < n; ++i)
      if (free[i]) sum += (v[i] - at[i]) * (v[i] - at[i]);
    return options.l2 * sum;
  };
  auto objective = [&](const std::vector<double>& v) { return error_of(samples, at, v, r.k) + penalty(v); };

  // Adam over the free parameters, full batch, step size decaying linearly.
  std::vector<double> v = as_doubles(at), m(n, 0), s2(n, 0), grad(n);
  const double b1 = 0.9, b2 = 0.999;
  for (int epoch = 1; epoch <= options.epochs && !samples.empty(); ++epoch) {
    std::fill(grad.begin(), grad.end(), 0);
    for (const Sample& s : samples) {
      const double p = sigmoid(r.k * eval_at(s, at, v));
      const double d = 2 * (p - s.result) * p * (1 - p) * r.k;
      for (const auto& [i, g] : s.gradient) grad[i] += d * g;
    }
    const double lr = options.learning_rate * (1.0 - 0.9 * epoch / options.epochs);
    for (size_t i = 0; i < n; ++i) {
      if (!free[i]) continue;
      const double gi = grad[i] / double(samples.size()) + 2 * options.l2 * (v[i] - at[i]);
      m[i] = b1 * m[i] + (1 - b1) * gi;
      s2[i] = b2 * s2[i] + (1 - b2) * gi * gi;
      const double mh = m[i] / (1 - std::pow(b1, epoch)), sh = s2[i] / (1 - std::pow(b2, epoch));
      v[i] -= lr * mh / (std::sqrt(sh) + 1e-12);
    }
    if (log && (epoch % 100 == 0 || epoch == options.epochs))
      log(fmt::format("epoch {}: error {:.6f} (with penalty {:.6f})", epoch, error_of(samples, at, v, r.k),
                      objective(v)));
  }

  // Integers, then Texel's local search: +-1 steps while they help.
  std::vector<double> best(n);
  for (size_t i = 0; i < n; ++i) best[i] = std::round(v[i]);
  double best_error = objective(best);
  for (int round = 0; round < options.polish_rounds; ++round) {
    bool improved = false;
    for (size_t i = 0; i < n; ++i) {
      if (!free[i]) continue;
      for (int step : {1, -1}) {
        for (int moved = 0; moved < 200; ++moved) {
          best[i] += step;
          const double e = objective(best);
          if (e < best_error) {
            best_error = e;
            improved = true;
          } else {
            best[i] -= step;
            break;
          }
        }
      }
    }
    if (log) log(fmt::format("polish round {}: error with penalty {:.6f}", round + 1, best_error));
    if (!improved) break;
  }
  // Never worse than the start (the integer rounding could be).
  if (best_error > r.error_before) best = as_doubles(at);
  r.error_after = error_of(samples, at, best, r.k);
  r.after = start;
  for (size_t i = 0; i < n; ++i) r.after[i].value = int(best[i]);
  return r;
}

}  // namespace hensoku::tune
