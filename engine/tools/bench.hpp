// `gambit bench [DEPTH] [--stats] [--set NAME=VALUE ...]`: a fixed-depth search of 40 built-in positions
// (openings, middlegames, endgames, checks, mates, a stalemate) with a fresh 16 MB table and cleared
// histories per position. The total node count is the search's functional fingerprint: the same binary
// gives the same number on every run and machine. Last two lines: `Nodes searched: N`, `Nodes/second: N`.
#pragma once

#include <cstdint>
#include <memory>
#include <iosfwd>
#include <span>
#include <string_view>
#include <vector>

#include "engine/eval/builtin_network.hpp"
#include "engine/eval/network.hpp"
#include "engine/eval/eval_params.hpp"
#include "engine/search/search_params.hpp"
#include "engine/search/prune_stats.hpp"

namespace gambit::tools {

constexpr int DefaultBenchDepth = 11;

// The built-in positions (FEN).
std::span<const std::string_view> bench_positions();

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    search::PruneStats stats;
};

// Runs the bench with `params`, writing the per-position lines to `out` (nothing when null); `net` null:
// the weights alone.
BenchResult run_bench(int depth, const search::SearchParams& params, std::ostream* out,
                      const eval::EvalParams& eval = eval::default_params(),
                      std::shared_ptr<const eval::Network> net = eval::builtin_network());

// Parses bench arguments (starting from `params` and `eval`; `--eval-file FILE` loads weights,
// `--eval-net FILE|<builtin>|<empty>` the network, the built-in one by default) and prints
// the full report to `out`, a usage error to `err`; returns the exit code.
int run_bench_command(std::span<const std::string_view> args, std::ostream& out, const search::SearchParams& params,
                      std::ostream& err, const eval::EvalParams& eval = eval::default_params());

// The `gambit bench` tool entry.
int bench_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
