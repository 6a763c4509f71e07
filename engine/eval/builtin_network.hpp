// The network built into the binary (engine/eval/tuned/residual2.net, linked in as bytes), so the engine
// needs no file beside it: `setoption name EvalNet value <builtin>`.
#pragma once

#include <memory>
#include <string>

#include "engine/eval/network.hpp"

namespace gambit::eval {

// Read once; every caller shares it.
std::shared_ptr<const Network> builtin_network();

// `<builtin>`: the built-in network; anything else names a file (load_network).
std::shared_ptr<const Network> network_named(const std::string& name, std::string* error);

}  // namespace gambit::eval
