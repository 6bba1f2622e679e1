#include "chu/rules.h"

#include "variants/game.h"

namespace hensoku::chu {

const char* rule_set_name(RuleSet r) {
  switch (r) {
    case RuleSet::Western: return "western";
    case RuleSet::Lishogi: return "lishogi";
    default: return "association";
  }
}

RuleSet parse_rule_set(const std::string& name) {
  if (name == "association") return RuleSet::Association;
  if (name == "western") return RuleSet::Western;
  if (name == "lishogi") return RuleSet::Lishogi;
  throw InputError("unknown ChuRules value '" + name + "' (expected association, western or lishogi)");
}

}  // namespace hensoku::chu
