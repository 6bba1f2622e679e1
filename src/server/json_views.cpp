#include "server/json_views.h"

#include "server/api_error.h"

namespace hensoku::server {

using nlohmann::json;

std::string side_name(Side side) { return side == Side::Black ? "black" : "white"; }

Side parse_side(const std::string& name) {
  if (name == "black" || name == "b" || name == "sente") return Side::Black;
  if (name == "white" || name == "w" || name == "gote") return Side::White;
  throw ApiError(400, "side must be \"black\" or \"white\", not '" + name + "'");
}

json to_json(const BoardView& view) {
  json hands = json::object();
  for (Side s : {Side::Black, Side::White}) {
    json list = json::array();
    for (const auto& [piece, count] : view.hands[index(s)]) list.push_back({{"piece", piece}, {"count", count}});
    hands[side_name(s)] = list;
  }
  return {{"files", view.files},
          {"ranks", view.ranks},
          {"cells", view.cells},
          {"hands", hands},
          {"to_move", side_name(view.to_move)}};
}

json to_json(const MoveView& m) {
  return {{"usi", m.usi},   {"from", m.from}, {"via", m.via},       {"to", m.to},
          {"drop", m.drop}, {"kind", m.kind}, {"choice", m.choice}, {"captures", m.captures}};
}

json to_json(const Outcome& o) {
  const char* kind = o.kind == Outcome::Kind::Ongoing ? "ongoing" : o.kind == Outcome::Kind::Win ? "win" : "draw";
  json j = {{"over", o.over()}, {"kind", kind}, {"code", o.code}, {"reason", o.reason}};
  j["winner"] = o.kind == Outcome::Kind::Win ? json(side_name(o.winner)) : json(nullptr);
  return j;
}

json to_json(const OptionSpec& o) {
  json j = {{"name", o.name}, {"type", o.type}, {"default", o.default_value}, {"help", o.help}};
  if (o.type == "combo") j["values"] = o.values;
  if (o.type == "spin") {
    j["min"] = o.min;
    j["max"] = o.max;
  }
  return j;
}

json to_json(const VariantInfo& v) {
  json options = json::array();
  for (const auto& o : v.options) options.push_back(to_json(o));
  return {{"name", v.name},       {"family", v.family},     {"title", v.title},  {"title_ja", v.title_ja},
          {"summary", v.summary}, {"rule_ids", v.rule_ids}, {"options", options}};
}

RuleOptions rule_options_from_json(const json& j) {
  RuleOptions out;
  if (j.is_null()) return out;
  if (!j.is_object()) throw ApiError(400, "options must be an object of name: value");
  for (const auto& [name, value] : j.items()) {
    if (value.is_string())
      out[name] = value.get<std::string>();
    else if (value.is_boolean())
      out[name] = value.get<bool>() ? "true" : "false";
    else if (value.is_number_integer())
      out[name] = std::to_string(value.get<int64_t>());
    else
      throw ApiError(400, "option '" + name + "' must be a string, a boolean or an integer");
  }
  return out;
}

}  // namespace hensoku::server
