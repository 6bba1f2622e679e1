#include "search/family_engine.h"

#include "search/engine_options.h"

namespace hensoku::search {

FamilyEngine::FamilyEngine(std::string family, std::vector<Path> paths)
    : family_(std::move(family)), paths_(std::move(paths)), engines_(paths_.size()) {}

FamilyEngine::~FamilyEngine() {
  stop();
  wait();
}

std::vector<OptionSpec> FamilyEngine::options() const { return engine_option_specs(); }

void FamilyEngine::set_option(const std::string& name, const std::string& value) {
  EngineSettings check;
  apply_engine_option(check, name, value);  // throws before anything changes
  if (check.eval_params_from_file()) check_eval_params_file(check);
  std::lock_guard lock(mutex_);
  settings_.emplace_back(name, value);
  for (auto& e : engines_)
    if (e) e->set_option(name, value);
}

// A parameter file must fit the evaluation of a path that has a table; a
// family without one says so rather than ignoring the file.
void FamilyEngine::check_eval_params_file(const EngineSettings& settings) const {
  bool checked = false;
  for (const auto& p : paths_)
    if (p.check_settings) {
      p.check_settings(settings);
      checked = true;
    }
  if (!checked)
    throw InputError("option EvalParams: the " + family_ + " family's evaluation has no parameter table to load");
}

void FamilyEngine::new_game() {
  std::lock_guard lock(mutex_);
  for (auto& e : engines_)
    if (e) e->new_game();
}

Engine& FamilyEngine::engine_for(size_t path) {
  if (!engines_[path]) {
    engines_[path] = paths_[path].create();
    for (const auto& [n, v] : settings_) engines_[path]->set_option(n, v);
  }
  return *engines_[path];
}

void FamilyEngine::go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
                      std::function<void(const BestMove&)> on_best) {
  size_t path = paths_.size() - 1;
  for (size_t i = 0; i < paths_.size(); ++i)
    if (paths_[i].handles(game)) {
      path = i;
      break;
    }
  Engine* previous;
  Engine* next;
  {
    std::lock_guard lock(mutex_);
    previous = active_;
    next = &engine_for(path);
  }
  if (previous && previous != next) {
    previous->stop();
    previous->wait();
  }
  next->go(game, limits, std::move(on_info), std::move(on_best));  // checks the family
  std::lock_guard lock(mutex_);
  active_ = next;
}

void FamilyEngine::stop() {
  std::lock_guard lock(mutex_);
  if (active_) active_->stop();
}

void FamilyEngine::ponderhit() {
  std::lock_guard lock(mutex_);
  if (active_) active_->ponderhit();
}

void FamilyEngine::wait() {
  Engine* e;
  {
    std::lock_guard lock(mutex_);
    e = active_;
  }
  if (e) e->wait();
}

}  // namespace hensoku::search
