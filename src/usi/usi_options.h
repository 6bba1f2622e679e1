#pragma once
// The option table a USI GUI sees: the variant choice, every rule option the
// registered variants read, and the engine's own options. Values are checked
// against their spec before anything is changed.
#include <string>
#include <vector>

#include "variants/registry.h"

namespace hensoku::usi {

// "option name X type combo default d var a var b" and the like.
std::string option_line(const OptionSpec& spec);

// The value in canonical form ("true"/"false" for checks, a combo choice as
// spelled in the spec); throws InputError when the value does not fit the spec.
std::string normalize_value(const OptionSpec& spec, const std::string& value);

class OptionTable {
 public:
  // Adds spec unless an option of that name is already present.
  void add(const OptionSpec& spec);
  // Finds an option by name, ignoring case as GUIs differ in capitalisation.
  const OptionSpec* find(const std::string& name) const;
  const std::vector<OptionSpec>& all() const { return specs_; }

 private:
  std::vector<OptionSpec> specs_;
};

}  // namespace hensoku::usi
