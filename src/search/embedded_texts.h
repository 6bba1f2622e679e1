#pragma once
// Data files built into the binary (cmake/EmbedTexts.cmake): the tuned
// evaluation tables of data/eval/, one directory per evaluation, each with a
// `variants` index ("variant table" lines) and its tables as `name value`
// text (the form `hensoku tune --out` writes and EvalParams reads).
#include <string>
#include <unordered_map>

namespace hensoku::search {

// The text of data/eval/<path>, or nullptr for a path not built in.
const std::string* embedded_text(const std::string& path);

// An evaluation's tuned tables by variant, from data/eval/<table_dir>/variants:
// each variant named there maps to the text of <table_dir>/<table>.params.
// Throws std::logic_error when the index names a table that is not built in
// (a data error the tests catch).
std::unordered_map<std::string, std::string> tuned_texts_from_data(const std::string& table_dir);

}  // namespace hensoku::search
