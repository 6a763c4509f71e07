// `gambit train-net`: trains the evaluation network (eval/network.hpp, the EvalNet option) on the quiet
// positions of PGN games or labelled position files, sampled and labelled as `tune-eval` does
// (texel_data.hpp), with net_trainer.hpp. Writes the network after every epoch, so a stopped run keeps
// its last epoch and `--start` continues from it.
#pragma once

#include <span>
#include <string_view>

namespace gambit::tools {

int train_net_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
