#pragma once
// Variant registry: every playable game by its fixed name (the USI_Variant
// value and CLI name), with the family that plays it, a description for
// players, the rule options it reads, and a factory.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "variants/game.h"

namespace hensoku {

// A rule option as a USI GUI shows it ("option name X type combo default d var a var b").
struct OptionSpec {
  std::string name;
  std::string type;                // "combo", "check", "spin"
  std::string default_value;
  std::vector<std::string> values;  // combo choices
  int min = 0, max = 0;             // spin range
  std::string help;
};

struct VariantInfo {
  std::string name;      // "shogi", "chushogi", "hasami", ...
  std::string family;    // "shogi", "chu", "hasami"
  std::string title;     // "Standard shogi"
  std::string title_ja;  // "本将棋"
  std::string summary;   // a few sentences of rules for players
  std::string rule_ids;  // "SF-0", "CHU", "HS-1" (see ../shared/rules)
  std::vector<OptionSpec> options;
  // Creates a game at the start position. Throws InputError on a bad option value.
  std::function<std::unique_ptr<Game>(const RuleOptions&)> create;
};

class Registry {
 public:
  void add(VariantInfo info);
  const VariantInfo* find(const std::string& name) const;
  const std::vector<VariantInfo>& all() const { return variants_; }
  std::vector<std::string> names() const;

 private:
  std::vector<VariantInfo> variants_;
};

// The registry with every family's variants, built on first use.
const Registry& registry();

// Creates a game by variant name; throws InputError for an unknown name.
std::unique_ptr<Game> create_game(const std::string& variant, const RuleOptions& options = {});

}  // namespace hensoku
