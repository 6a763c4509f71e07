// What a person watching the run reads: a status line after every game, the rating block every
// -ratinginterval games (fastchess/cutechess shape), and at the end the same block plus the lines to
// paste into a commit message (Elo | ±, SPRT | tc, LLR | (lo, hi) [elo0, elo1], Games | N W L D, Penta | [..],
// Bench: N).
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

struct Progress {
    int done = 0, planned = 0;
    int done_before = 0;  // games already finished when this process started (resume)
    std::chrono::steady_clock::time_point started;
};

std::string status_line(const GameRecord& game, const EncounterStats& stats, const std::vector<std::string>& names,
                        const MatchConfig& config, const Progress& progress);

std::string rating_block(const EncounterStats& stats, const std::vector<std::string>& names, const MatchConfig& config);

// The commit block of the match (elo/report/commit_block.hpp, the same lines `gambit-elo report --format
// commit` prints from the results file), with "Bench: N" when -bench gave the bench of the tested build.
std::string commit_block(const EncounterStats& stats, const MatchConfig& config);

// "Terminations: checkmate=3 time_forfeit=1" (-outcomeinterval, and the summary).
std::string terminations_line(const Scoreboard& scores);

// fastchess's -crc32 pgn=true line: "File games.pgn has CRC32: 0x1c291ca3".
std::string crc32_line(const std::string& file, std::uint32_t crc);

// "1h02m", "4m05s", "12s"
std::string format_duration(double seconds);

}  // namespace gambit::match
