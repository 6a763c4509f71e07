// gambit-tune: tunes engine options. `gambit-tune spsa ...` runs SPSA as fishtest does (tune/README.md).
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "gambit/version.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/exit_codes.hpp"
#include "manager/tournament/signals.hpp"
#include "tune/tune_command_line.hpp"
#include "tune/spsa_run.hpp"
#include "tune/tune_plan.hpp"

using namespace gambit;

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "-h" || args[0] == "-help" || args[0] == "--help") {
        std::fputs(tune::tune_usage_text().c_str(), args.empty() ? stderr : stdout);
        return args.empty() ? match::exit_code::usage : match::exit_code::ok;
    }
    if (args[0] == "--version" || args[0] == "-version") {
        std::printf("gambit-tune %s\n", kVersion);
        return match::exit_code::ok;
    }
    if (args[0] != "spsa") {
        std::fprintf(stderr, "gambit-tune: error: unknown command '%s' (the tuner is: gambit-tune spsa ...)\n", args[0].c_str());
        return match::exit_code::usage;
    }
    try {
        const auto command_line = tune::parse_tune_command_line({args.begin() + 1, args.end()});
        if (command_line.help) {
            std::fputs(tune::tune_usage_text().c_str(), stdout);
            return match::exit_code::ok;
        }
        tune::SpsaRun run(tune::make_tune_plan(command_line));
        match::SignalWatcher signals([&run](int) { run.interrupt(); });
        return run.run();
    } catch (const match::UsageError& e) {
        std::fprintf(stderr, "gambit-tune: error: %s\n", e.what());
        return match::exit_code::usage;
    } catch (const tune::EngineProbeError& e) {
        std::fprintf(stderr, "gambit-tune: error: %s\n", e.what());
        return match::exit_code::engine_failure;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-tune: error: %s\n", e.what());
        return match::exit_code::error;
    }
}
