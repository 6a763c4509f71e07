// What a person, or a worker script, watching the run reads on stdout, in the format -output format= picks:
// gambit-match's own (gambit_console.hpp), cutechess-cli's (cutechess_console.hpp) or fastchess's
// (fastchess_console.hpp, which fishtest's and OpenBench's workers parse; in a fastchess line asking for
// cutechess's lines, fastchess_cutechess_console.hpp). The tournament calls it under its lock; the lines
// every format shares (PV warnings, CRC-32) it prints itself, and its stop notes only where own_notes().
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"
#include "manager/output/rating_block.hpp"
#include "manager/tournament/schedule.hpp"
#include "manager/output/scoreboard.hpp"

namespace gambit::match {

// A game just counted, as the console sees it.
struct GameEvent {
    const GameRecord& game;
    const Scoreboard& scores;     // with this game
    bool pair_completed = false;  // it was the second game of its pair
    bool stops_run = false;       // an engine failed in it and there is no -recover: no game follows
    const EncounterStats& stats() const { return *scores.find(game.white, game.black); }
};

// Why the run ended.
enum class RunEnd { Finished, Sprt, StopFile, EngineFailure, Interrupted, OutputError, Strict };

class ConsoleOutput {
public:
    virtual ~ConsoleOutput() = default;

    virtual void run_started(const Progress& progress) = 0;
    // A slot is about to play `game`.
    virtual void game_started(const ScheduledGame& game, const Progress& progress) = 0;
    virtual void game_finished(const GameEvent& event, const Progress& progress) = 0;
    virtual void run_finished(const Scoreboard& scores, const Progress& progress, RunEnd end) = 0;
    // Whether the tournament's own lines (SPRT stop note, engine failure on stderr) belong on this console:
    // a peer's console says those things in its own words.
    virtual bool own_notes() const { return true; }
};

// Where console text goes: whole lines, newline included.
using Print = std::function<void(const std::string& text)>;
// Writes and flushes at once, so a script reading the pipe sees each line as it happens.
void print_to_stdout(const std::string& text);

// The console of config.output; `names` are the engines' display names.
std::unique_ptr<ConsoleOutput> make_console_output(const MatchConfig& config, std::vector<std::string> names,
                                                   Print print);

}  // namespace gambit::match
