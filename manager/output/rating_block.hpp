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

// The console lines of -output format=cutechess / fastchess that scripts read:
// "Finished game 3 (A vs B): 1-0 {White mates}" (both tools),
std::string finished_game_line(const GameRecord& game, const std::string& reason);
// "Score of A vs B: 5 - 3 - 2  [0.600] 10" (cutechess),
std::string cutechess_score_line(const EncounterStats& stats, const std::vector<std::string>& names);
// "Elo difference: 70.4 +/- 150.2, LOS: 82.3 %, DrawRatio: 20.0 %" and its "SPRT: llr ..." line (cutechess).
std::string cutechess_rating_lines(const EncounterStats& stats, const MatchConfig& config);

// fastchess's console (-output format=fastchess, implied by -testEnv, -crc32 and -check-mate-pvs), which
// fishtest's and OpenBench's workers parse:
// "Started game 3 of 100 (A vs B)",
std::string fastchess_started_line(int game_number, int planned, const std::string& white, const std::string& black);
// the reason of a game in fastchess's (and cutechess's) words: "White disconnects", "Black's connection
// stalls", "White loses on time (12ms overrun)", "Black makes an illegal move", "White wins by adjudication";
// the rules' endings are worded alike already,
std::string fastchess_reason(const GameRecord& game);
// the "Results of A vs B (tc, threads, hash, book):" block up to its "Ptnml(0-2): [..], WL/DD Ratio: r"
// (and "LLR: ..." with -sprt). With pentanomial statistics it counts the games of complete pairs only, so
// Games == 2 x the pairs, which fishtest asserts.
std::string fastchess_results_block(const EncounterStats& stats, const std::vector<std::string>& names,
                                    const MatchConfig& config);
// fastchess's -crc32 pgn=true line: "File games.pgn has CRC32: 0x1c291ca3".
std::string crc32_line(const std::string& file, std::uint32_t crc);

// "1h02m", "4m05s", "12s"
std::string format_duration(double seconds);

}  // namespace gambit::match
