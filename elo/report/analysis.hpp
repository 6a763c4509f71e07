// Numbers the renderers show, derived from a ReportInput with the elo library: the verdict of a pairing,
// its progress game by game, per-opening and per-engine summaries, standings for multi-engine events.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "elo/stats/elo.hpp"
#include "elo/report/report_input.hpp"

namespace gambit::report {

// The verdict of one pairing (`games_planned` caps the expected remaining games; 0 = no cap), recomputed from
// its counts (pentanomial when pairs were counted).
struct Headline {
    PairTotals totals;
    bool pentanomial = false;
    elo::Estimate estimate{};
    std::optional<elo::SprtParams> params;
    std::optional<elo::SprtResult> sprt;  // recomputed when params are known, else as the manager reported it
    std::optional<elo::StoppedEstimate> stopped;  // Elo accounting for the stopping rule (with params)
    std::optional<double> remaining_games;        // expected games to a bound while the test continues
    double games() const { return totals.wins + totals.draws + totals.losses; }
};
Headline headline(const PairTotals& pair, const std::optional<elo::SprtParams>& params,
                  double games_planned = 0);

// The pairing a two-sided report is about: the one with an SPRT, else the first. Requires !pairs.empty().
std::size_t main_pair_index(const ReportInput& in);

// The estimate (and LLR) after each finished game (trinomial) or each finished game pair (pentanomial),
// recomputed from the per-game records in the order the games finished.
struct ProgressPoint {
    double games;
    elo::Estimate estimate;
    std::optional<elo::SprtResult> sprt;
};
std::vector<ProgressPoint> progress(const ReportInput& in, const Headline& main);

// Points of `engine` in a game, or nullopt when it did not play or the game has no result.
std::optional<double> points_of(const GameRecord& g, const std::string& engine);

// One game pair (an opening played with both colours) of the main pairing, and whether colour decided it:
// the same colour won both games, i.e. the first engine's pair was "WL" or "LW".
struct OpeningRow {
    std::string opening;
    int games = 0;
    double first_points = 0;  // points of the main pair's first engine
    double white_points = 0;
    std::string outcome;     // first engine's results in order, e.g. "WL" (a colour-decided pair)
    std::string decided_by;  // "white" or "black" when that colour won both games, else ""
};
std::vector<OpeningRow> openings(const ReportInput& in, const Headline& main);

// Per-engine time and depth, from the move comments.
struct EngineMoves {
    std::string engine;
    long moves = 0, timed = 0, with_depth = 0;
    double total_s = 0, mean_s = 0, median_s = 0, max_s = 0, mean_depth = 0;
    int max_depth = 0;
    // Mate searches report their own depth (up to 124 plies) and a few forced positions run to the limit: the
    // means and depth_by_move leave out moves with a mate score or a depth above depth_cap (the 99th
    // percentile of the others), and depth_left_out counts them.
    int depth_cap = 0;
    long depth_left_out = 0;
    std::optional<double> lowest_clock_s;  // least time left after any move ([%clk] comments): the safety margin
    std::vector<std::pair<double, double>> time_by_move, depth_by_move;  // (move number, mean over games)
};
std::vector<EngineMoves> move_stats(const ReportInput& in);

// Termination reasons: the results file's counts, or counted from the game records.
std::map<std::string, long> termination_counts(const ReportInput& in);

// Multi-engine standings: each engine's totals against the field.
struct Standing {
    std::string engine;
    elo::Trinomial wdl;
    elo::Estimate estimate{};                    // from the score against the whole field
    std::optional<double> rating, rating_error;  // Bradley-Terry maximum likelihood, mean 0 (when defined)
    double points() const { return wdl.wins + wdl.draws / 2; }
    double games() const { return wdl.wins + wdl.draws + wdl.losses; }
};
std::vector<Standing> standings(const ReportInput& in);

// Points `a` scored against `b` and games they played, summed over every pairing of the two.
std::pair<double, double> head_to_head(const ReportInput& in, const std::string& a, const std::string& b);

}  // namespace gambit::report
