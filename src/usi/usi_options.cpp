#include "usi/usi_options.h"

#include <algorithm>
#include <cctype>

#include "usi/usi_tokens.h"

namespace hensoku::usi {

namespace {

bool same_text_ignoring_case(const std::string& a, const std::string& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

std::string choices(const OptionSpec& spec) {
  std::string out;
  for (const auto& v : spec.values) out += (out.empty() ? "" : ", ") + v;
  return out;
}

}  // namespace

std::string option_line(const OptionSpec& spec) {
  std::string line = "option name " + spec.name + " type " + spec.type;
  if (spec.type == "button") return line;
  line += " default " + (spec.default_value.empty() && spec.type == "string" ? std::string("<empty>") : spec.default_value);
  if (spec.type == "spin") line += " min " + std::to_string(spec.min) + " max " + std::to_string(spec.max);
  for (const auto& v : spec.values) line += " var " + v;
  return line;
}

std::string normalize_value(const OptionSpec& spec, const std::string& value) {
  if (spec.type == "check") {
    if (same_text_ignoring_case(value, "true")) return "true";
    if (same_text_ignoring_case(value, "false")) return "false";
    throw InputError("option " + spec.name + " takes true or false, got '" + value + "'");
  }
  if (spec.type == "spin") {
    return std::to_string(parse_int(value, "option " + spec.name, spec.min, spec.max));
  }
  if (spec.type == "combo") {
    for (const auto& v : spec.values)
      if (same_text_ignoring_case(v, value)) return v;
    throw InputError("option " + spec.name + " takes one of " + choices(spec) + ", got '" + value + "'");
  }
  return value;  // string and button options take any text
}

void OptionTable::add(const OptionSpec& spec) {
  if (!find(spec.name)) specs_.push_back(spec);
}

const OptionSpec* OptionTable::find(const std::string& name) const {
  for (const auto& s : specs_)
    if (same_text_ignoring_case(s.name, name)) return &s;
  return nullptr;
}

}  // namespace hensoku::usi
