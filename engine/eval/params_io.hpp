// Evaluation weights in files: JSON for experiments (the EvalFile option, `gambit tune-eval --out`)
// and C++ source in the layout of default_params.cpp (`gambit tune-eval --cpp`).
#pragma once

#include <optional>
#include <ostream>
#include <string>

#include "engine/eval/eval_params.hpp"

namespace gambit::eval {

// JSON object with one key per field (visit_params names): a Score is [mg, eg], an array of them a
// list of pairs, an int a number, an array of ints a list.
std::string params_to_json(const EvalParams& params);

// Weights from JSON text or a file: `base` with the fields the JSON names replaced (fields left out
// keep their base value). nullopt with a one-line `error` on bad JSON, an unknown field or a wrong shape.
std::optional<EvalParams> params_from_json(const std::string& text, const EvalParams& base, std::string* error);
std::optional<EvalParams> load_params_file(const std::string& path, const EvalParams& base, std::string* error);

// A C++ source defining default_params() with these values; `comment` (its lines prefixed with //)
// heads the file. default_params.cpp itself is such a file.
void write_params_cpp(std::ostream& out, const EvalParams& params, const std::string& comment);

}  // namespace gambit::eval
