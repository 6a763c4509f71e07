// A strength history: one results file per commit (or run), in file-name order, each measuring the same
// engine against the same fixed reference. Each run's Elo and 95% interval, and the runs to look at: those
// whose interval lies below zero, or below the previous run's interval.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "elo/stats/elo.hpp"
#include "elo/report/report_input.hpp"

namespace gambit::report {

struct HistoryRun {
    std::string file, commit, label, tc;
    bool measured = false;  // the file has games of the engine against the reference
    double wins = 0, draws = 0, losses = 0;  // the engine's
    bool pentanomial = false;
    elo::Estimate estimate{};
    bool below_zero = false;      // the whole interval is below 0: weaker than the reference
    bool below_previous = false;  // the whole interval is below the previous measured run's
};

struct History {
    std::string engine, reference;
    std::vector<HistoryRun> runs;
};

// `engine` and `reference` default to the first run's main pairing (first and second engine). A run's commit
// is its "commit" field, else its file name without the extension.
History make_history(const std::vector<ReportInput>& runs, std::optional<std::string> engine,
                     std::optional<std::string> reference);

// Every *.json and *.json.gz file directly in `dir`, in file-name order. Throws std::runtime_error (one line)
// when the folder cannot be read, holds no results file, or a file is not one.
History load_history(const std::string& dir, std::optional<std::string> engine, std::optional<std::string> reference);

// "Over 11 runs, gambit against Stockfish 2400 went from -127 ± 89 Elo (24209e7) to +5 ± 42 (6e9c84a); 7 runs
// lie below zero and 1 below the run before." Plain text.
std::string history_sentence(const History& h);

// A self-contained HTML page (chart of Elo ± interval per run, flagged runs in red, and the table) and the
// same as GitHub Markdown.
std::string render_history_html(const History& h);
std::string render_history_markdown(const History& h);

// gambit-elo history DIR [--engine NAME] [--reference NAME] [--out FILE.html] [--md FILE.md]: HTML on stdout
// unless --out (and --md) name files.
int run_history_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace gambit::report
