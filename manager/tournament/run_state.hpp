// The checkpoint of a run (-state file=F): the settings, the seed, the planned games, every finished game
// with its pair, and how long the PGN file was after the last of them. Rewritten atomically after every
// game, so `kill -9` at any moment leaves a state that -resume continues without losing or repeating a game.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

struct FinishedGame {
    int id = 0, pair = -1, white = 0, black = 0;
    GameResult result = GameResult::Draw;
    Termination termination = Termination::Checkmate;
    int plies = 0;
    int garbage_lines[2] = {0, 0};
    std::map<std::string, int> warnings[2];  // PV checks and illegal moves by key (pv_check.hpp), [white, black]

    Scoreboard::Entry entry() const { return {pair, white, black, result, termination}; }
};

// One pair of engines' results as fastchess's config.json keeps them (fastchess_resume.hpp), from the
// first engine's side.
struct PairTally {
    std::string first, second;  // engine names
    int wins = 0, losses = 0, draws = 0;
    int ww = 0, wd = 0, wl = 0, dd = 0, ld = 0, ll = 0;
};

struct RunState {
    std::string match_id;
    nlohmann::ordered_json config;  // config_to_json of the run's settings
    std::uint64_t seed = 0;
    int games_planned = 0;
    std::int64_t pgn_bytes = -1;    // -1 = no PGN output
    std::vector<FinishedGame> finished;
    std::vector<PairTally> tallies;  // continued from fastchess's config.json: results without their games
};

// The state file's text, written straight to `out` (nothing per game is built in memory).
void write_state(std::ostream& out, const RunState& state);
std::string state_to_text(const RunState& state);
// Throws UsageError (cli.hpp) "path: what is wrong" for a file that is not a valid state.
RunState load_state(const std::string& path);
// Whether `path` is a readable state file (and not, say, a -config settings file).
bool is_state_file(const std::string& path);

}  // namespace gambit::match
