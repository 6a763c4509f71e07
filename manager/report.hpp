// What a person watching the run reads: a status line after every game, the rating block every
// -ratinginterval games (fastchess/cutechess shape), and at the end the same block plus the lines to
// paste into a commit message (Elo | ±, SPRT | tc, LLR | (lo, hi) [elo0, elo1], Games | N W L D, Penta | [..]).
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "manager/game_record.hpp"
#include "manager/match_config.hpp"
#include "manager/scoreboard.hpp"

namespace gambit::match {

struct Progress {
    int done = 0, planned = 0;
    int done_before = 0;  // games already finished when this process started (resume)
    std::chrono::steady_clock::time_point started;
};

std::string status_line(const GameRecord& game, const EncounterStats& stats, const std::vector<std::string>& names,
                        const MatchConfig& config, const Progress& progress);

std::string rating_block(const EncounterStats& stats, const std::vector<std::string>& names, const MatchConfig& config);

std::string commit_block(const EncounterStats& stats, const MatchConfig& config);

// The console lines of -output format=cutechess / fastchess that scripts read:
// "Finished game 3 (A vs B): 1-0 {White mates}" (both tools),
std::string finished_game_line(const GameRecord& game);
// "Score of A vs B: 5 - 3 - 2  [0.600] 10" (cutechess),
std::string cutechess_score_line(const EncounterStats& stats, const std::vector<std::string>& names);
// "Elo difference: 70.4 +/- 150.2, LOS: 82.3 %, DrawRatio: 20.0 %" and its "SPRT: llr ..." line (cutechess).
std::string cutechess_rating_lines(const EncounterStats& stats, const MatchConfig& config);

// "1h02m", "4m05s", "12s"
std::string format_duration(double seconds);

}  // namespace gambit::match
