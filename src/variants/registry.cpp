#include "variants/registry.h"

#include <algorithm>

#include "variants/families.h"

namespace hensoku {

void Registry::add(VariantInfo info) { variants_.push_back(std::move(info)); }

const VariantInfo* Registry::find(const std::string& name) const {
  auto it = std::find_if(variants_.begin(), variants_.end(), [&](const VariantInfo& v) { return v.name == name; });
  return it == variants_.end() ? nullptr : &*it;
}

std::vector<std::string> Registry::names() const {
  std::vector<std::string> out;
  for (const auto& v : variants_) out.push_back(v.name);
  return out;
}

const Registry& registry() {
  static const Registry instance = [] {
    Registry r;
    register_family_variants(r);
    return r;
  }();
  return instance;
}

std::unique_ptr<Game> create_game(const std::string& variant, const RuleOptions& options) {
  const VariantInfo* info = registry().find(variant);
  if (!info) {
    std::string known;
    for (const auto& n : registry().names()) known += (known.empty() ? "" : ", ") + n;
    throw InputError("unknown variant '" + variant + "' (known: " + known + ")");
  }
  return info->create(options);
}

}  // namespace hensoku
