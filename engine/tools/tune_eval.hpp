// `gambit tune-eval`: Texel tuning of the evaluation weights from PGN games (see texel.hpp and
// texel_data.hpp). Writes the tuned weights as JSON (for EvalFile) and as C++ (default_params.cpp's
// layout); resumable from a checkpoint.
#pragma once

#include <span>
#include <string_view>

namespace gambit::tools {

int tune_eval_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
