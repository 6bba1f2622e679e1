#include "search/family_engine.h"

#include <algorithm>

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
  Setting setting{name, value, std::vector<bool>(paths_.size(), true)};
  if (check.eval_params_from_file()) setting.forward = paths_taking_file(check);
  std::lock_guard lock(mutex_);
  settings_.push_back(setting);
  for (size_t i = 0; i < engines_.size(); ++i)
    if (engines_[i]) forward(*engines_[i], i, setting);
}

// A parameter file must fit the table of at least one path (the shogi
// family has two: the native paths' and the Game path's); a family without
// a table says so rather than ignoring the file. Returns, per path, whether
// the file is for its table.
std::vector<bool> FamilyEngine::paths_taking_file(const EngineSettings& settings) const {
  std::vector<bool> takes(paths_.size(), false);
  bool any_table = false;
  std::string first_error;
  for (size_t i = 0; i < paths_.size(); ++i) {
    if (!paths_[i].check_settings) continue;
    any_table = true;
    try {
      paths_[i].check_settings(settings);
      takes[i] = true;
    } catch (const InputError& e) {
      if (first_error.empty()) first_error = e.what();
    }
  }
  if (!any_table)
    throw InputError("option EvalParams: the " + family_ + " family's evaluation has no parameter table to load");
  if (std::find(takes.begin(), takes.end(), true) == takes.end()) throw InputError(first_error);
  return takes;
}

// A path whose table the EvalParams file does not fit keeps its tuned table.
void FamilyEngine::forward(Engine& engine, size_t path, const Setting& setting) {
  engine.set_option(setting.name, setting.forward[path] ? setting.value : "tuned");
}

void FamilyEngine::new_game() {
  std::lock_guard lock(mutex_);
  for (auto& e : engines_)
    if (e) e->new_game();
}

// The path that will play `next` is created now (its tables with it).
void FamilyEngine::new_game(const Game& next) {
  {
    std::lock_guard lock(mutex_);
    engine_for(path_for(next));
  }
  new_game();
}

void FamilyEngine::get_ready(const Game& next) {
  Engine* engine;
  {
    std::lock_guard lock(mutex_);
    engine = &engine_for(path_for(next));
  }
  engine->get_ready(next);
}

size_t FamilyEngine::path_for(const Game& game) const {
  for (size_t i = 0; i < paths_.size(); ++i)
    if (paths_[i].handles(game)) return i;
  return paths_.size() - 1;
}

Engine& FamilyEngine::engine_for(size_t path) {
  if (!engines_[path]) {
    engines_[path] = paths_[path].create();
    for (const auto& setting : settings_) forward(*engines_[path], path, setting);
  }
  return *engines_[path];
}

void FamilyEngine::go(const Game& game, const SearchLimits& limits, std::function<void(const SearchInfo&)> on_info,
                      std::function<void(const BestMove&)> on_best) {
  const size_t path = path_for(game);
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
