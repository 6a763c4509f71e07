#pragma once
// `gambit model ...`: tabulates, simulates and plots the Smith & Nau forward-pruning model.
#include <ostream>
#include <string>
#include <vector>

namespace gambit::model {

// args are the words after `model`. Returns the exit code: 0, or 2 after a one-line error on err.
int run_model_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace gambit::model
