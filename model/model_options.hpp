#pragma once
// Command line of `gambit model`: which trees, which p, how high, and what to write.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/tree_kind.hpp"

namespace gambit::model {

inline constexpr int kMaxHeight = 1000;  // the N-game grid has H + 1 values: O(H^3) work in all
inline constexpr int kMaxGridSteps = 1000;

struct ModelOptions {
    std::vector<TreeKind> kinds;  // the tree classes to tabulate
    std::vector<double> ps{0.6, 0.7, 0.8, 0.9};
    int height = 40;
    int m = 40;
    bool csv = false;
    std::size_t simulate = 0;  // random trees per (tree, p, height); 0 = no simulation
    std::uint64_t seed = 1;
    std::string svg_path;  // empty: no plot
    bool help = false;
};

// A mistake on the command line; what() is a one-line message naming it.
class UsageError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// args are the words after `model`. Throws UsageError.
ModelOptions parse_model_options(const std::vector<std::string>& args);

std::string model_help();

}  // namespace gambit::model
