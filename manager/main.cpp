// gambit-match: the tournament manager. Parses the command line, plans the run, plays it, and maps every
// way it can end to a documented exit code (manager/exit_codes.hpp, `gambit-match --help`).
#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "gambit/version.hpp"
#include "manager/atomic_file.hpp"
#include "manager/cli.hpp"
#include "manager/config_json.hpp"
#include "manager/exit_codes.hpp"
#include "manager/plan.hpp"
#include "manager/report_file.hpp"
#include "manager/signals.hpp"
#include "manager/tournament.hpp"

using namespace gambit::match;

int main(int argc, char** argv) {
    try {
        const CommandLine command_line = parse_command_line(std::vector<std::string>(argv + 1, argv + argc));
        if (command_line.help || argc == 1) {
            std::fputs(usage_text().c_str(), stdout);
            return argc == 1 ? exit_code::usage : exit_code::ok;
        }
        if (command_line.version) {
            std::printf("gambit-match %s\n", gambit::kVersion);
            return exit_code::ok;
        }
        if (command_line.dump_config) {
            const std::string text = config_to_json(command_line.config).dump(2) + "\n";
            if (*command_line.dump_config == "-") std::fputs(text.c_str(), stdout);
            else write_file_atomically(*command_line.dump_config, text);
            return exit_code::ok;
        }
        Tournament tournament(make_plan(command_line));
        SignalWatcher signals([&tournament](int) { tournament.interrupt(); });
        const int code = tournament.run();
        if (!command_line.config.report.empty()) {
            // Also after an interrupted or failed run: the report shows what was played.
            try {
                write_report(command_line.config);
            } catch (const std::exception& e) {
                std::fprintf(stderr, "gambit-match: error: report: %s\n", e.what());
                return code == exit_code::ok ? exit_code::error : code;
            }
        }
        return code;
    } catch (const UsageError& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        return exit_code::usage;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "gambit-match: error: %s\n", e.what());
        return exit_code::error;
    }
}
