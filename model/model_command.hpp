#pragma once
// `gambit model ...`: tabulates, simulates and plots the Smith & Nau forward-pruning model.
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::model {

// args are the words after `model`. Returns the exit code: 0, or 2 after a one-line error on err.
int run_model_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The same on std::cout and std::cerr, in the shape of engine/main.cpp's tool table
// (gambit::tools::ToolMain).
int model_main(std::span<const std::string_view> args);

}  // namespace gambit::model
