// `gambit`: without arguments the UCI engine; otherwise `gambit TOOL ARGS...` runs a command-line tool.
#include <iostream>
#include <string_view>
#include <vector>

#include "model/model_command.hpp"
#include "engine/tools/bench.hpp"
#include "engine/tools/epd_suite.hpp"
#include "engine/tools/fit_probcut.hpp"
#include "engine/tools/perft.hpp"
#include "engine/tools/probcut_calibrate.hpp"
#include "engine/tools/sibling_correlation.hpp"
#include "engine/tools/tool.hpp"
#include "engine/tools/train_net.hpp"
#include "engine/tools/tune_eval.hpp"
#include "engine/uci/uci.hpp"

namespace {

using gambit::tools::Tool;

// One line per tool. The entry named "uci" also runs when gambit starts without arguments.
constexpr Tool tools[] = {
    {"uci", gambit::uci::uci_main, "uci (the default: UCI protocol on stdin/stdout)"},
    {"bench", gambit::tools::bench_main, "bench [DEPTH] [--stats] [--set NAME=VALUE ...]"},
    {"epd", gambit::tools::epd_main, "epd FILE --depth D | --movetime MS [--set NAME=VALUE ...] [--json]"},
    {"fit-probcut", gambit::tools::fit_probcut_main,
     "fit-probcut [FILE ...] [--pairs S:D,...] [--max-abs CP] [--children] [--out FILE.json] [--cpp FILE] [--samples-out FILE.csv] [--from-samples FILE.csv ...] [--set NAME=VALUE ...]"},
    {"probcut-calibrate", gambit::tools::probcut_calibrate_main,
     "probcut-calibrate FILE [--nodes N] [--samples K] [--seed S] [--set NAME=VALUE ...] [--json]"},
    {"sibling-correlation", gambit::tools::sibling_correlation_main,
     "sibling-correlation FILE [--depth D] [--probcut-errors [--nodes N] [--samples K] [--seed S]] [--set NAME=VALUE ...] [--json]"},
    {"tune-eval", gambit::tools::tune_eval_main,
     "tune-eval FILE.pgn ... [--epochs N] [--lr CP] [--fraction F] [--seed S] [--checkpoint FILE] [--out FILE.json] [--cpp FILE.cpp] ..."},
    {"train-net", gambit::tools::train_net_main,
     "train-net FILE.pgn|FILE.epd ... --out NET [--epochs N] [--batch N] [--lr X] [--seed S] [--validation F] [--score-weight W] ..."},
    {"perft", gambit::tools::perft_main, "perft DEPTH [FEN]"},
    {"perft-epd", gambit::tools::perft_epd_main, "perft-epd FILE [--max-nodes N] [--max-depth D]"},
    {"model", gambit::model::model_main, "model ngame|pgame|both [--p LIST] [--height H] [--m M] [--csv] [--simulate N] [--svg FILE]"},
};

int usage_error(std::string_view message) {
    std::cerr << "gambit: " << message << "; commands:";
    for (const Tool& tool : tools) std::cerr << " '" << tool.usage << "'";
    std::cerr << '\n';
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    const std::string_view command = args.empty() ? "uci" : args[0];
    for (const Tool& tool : tools)
        if (tool.name == command) return tool.run(std::span(args).subspan(args.empty() ? 0 : 1));
    if (args.empty()) return usage_error("the UCI front end is not built yet");
    return usage_error("unknown command '" + std::string(command) + "'");
}
