// gambit-match: the tournament manager. Parses the command line, plans the run, plays it, and maps every
// way it can end to a documented exit code (manager/exit_codes.hpp, `gambit-match --help`).
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <exception>
#include <string>
#include <vector>

#include "gambit/version.hpp"
#include "elo/live/live_site.hpp"
#include "manager/output/atomic_file.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/exit_codes.hpp"
#include "manager/tournament/plan.hpp"
#include "manager/cli/engines_json.hpp"
#include "manager/output/history_out.hpp"
#include "manager/output/html_report.hpp"
#include "manager/tournament/signals.hpp"
#include "manager/tournament/tournament.hpp"

using namespace gambit::match;

int main(int argc, char** argv) {
    try {
        const CommandLine command_line = parse_command_line(std::vector<std::string>(argv + 1, argv + argc));
        if (command_line.help || argc == 1) {
            std::fputs(usage_text().c_str(), stdout);
            return argc == 1 ? exit_code::usage : exit_code::ok;
        }
        if (command_line.list_engines) {
            for (const auto& name : engines_json_names()) std::printf("%s\n", name.c_str());
            return exit_code::ok;
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
        for (const auto& note : command_line.notes) std::fprintf(stderr, "gambit-match: %s\n", note.c_str());
        Tournament tournament(make_plan(command_line));
        std::mutex signal_mutex;
        std::condition_variable signalled;
        bool interrupted = false;
        SignalWatcher signals([&](int) {
            tournament.interrupt();
            std::lock_guard lock(signal_mutex);
            interrupted = true;
            signalled.notify_all();
        });
        // After the signal watcher, so the server thread has the signals blocked like every other thread.
        std::unique_ptr<gambit::live::HttpServer> live_page;
        if (command_line.serve) {
            const auto& c = command_line.config;
            live_page = gambit::live::serve_live(
                *command_line.serve,
                gambit::live::Watch::run(c.results, c.pgn.file.empty() ? std::nullopt : std::optional(c.pgn.file)));
            std::printf("Live page: %s\n", live_page->url().c_str());
            std::fflush(stdout);
        }
        const int code = exit_code::in_dialect(command_line.config.dialect, tournament.run());
        if (!command_line.config.report.empty()) {
            // Also after an interrupted or failed run: the report shows what was played.
            try {
                write_report(command_line.config);
            } catch (const std::exception& e) {
                std::fprintf(stderr, "gambit-match: error: report: %s\n", e.what());
                return code == exit_code::ok ? exit_code::error : code;
            }
        }
        if (const HistoryTarget& h = command_line.history; !h.dir.empty()) {
            try {
                std::printf("History: %s\n", append_history(command_line.config.results, h.dir, h.commit, h.label).c_str());
                std::fflush(stdout);
            } catch (const std::exception& e) {
                std::fprintf(stderr, "gambit-match: error: -strength-history: %s\n", e.what());
                return code == exit_code::ok ? exit_code::error : code;
            }
        }
        if (live_page && command_line.serve_linger_s > 0) {
            std::printf("Live page: still served for %d s (Ctrl-C ends it)\n", command_line.serve_linger_s);
            std::fflush(stdout);
            std::unique_lock lock(signal_mutex);
            signalled.wait_for(lock, std::chrono::seconds(command_line.serve_linger_s), [&] { return interrupted; });
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
