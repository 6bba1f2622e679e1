#pragma once
// The rule set a chu game is played under (chu.md CHU-O). The association's
// rules are the default; `western` and `lishogi` are the other rule sets in
// circulation, and the correspondence option gives the lance the pawn's
// last-rank promotion right (CHU-P4).
#include <string>

namespace hensoku::chu {

enum class RuleSet { Association, Western, Lishogi };

struct Rules {
  RuleSet set = RuleSet::Association;
  bool lance_last_rank_promotion = false;  // CHU-P4 correspondence option

  // CHU-L: a pawn or go-between taken on the first step still protects.
  bool taken_bridge_pawn_protects() const { return set != RuleSet::Western; }
  // CHU-P3/P4: the lance reaching the last rank may always promote.
  bool lance_has_pawn_right() const { return lance_last_rank_promotion || set == RuleSet::Lishogi; }
};

const char* rule_set_name(RuleSet r);
// Throws InputError for an unknown name.
RuleSet parse_rule_set(const std::string& name);

}  // namespace hensoku::chu
