#include "manager/output/fastchess_console.hpp"

namespace gambit::match {

FastchessConsole::FastchessConsole(const MatchConfig& config, std::vector<std::string> names, Print print)
    : config_(config), names_(std::move(names)), print_(std::move(print)) {}

void FastchessConsole::game_started(const ScheduledGame& game, const Progress& p) {
    print_(fastchess_started_line(game.id + 1, p.planned, names_[static_cast<std::size_t>(game.white)],
                                  names_[static_cast<std::size_t>(game.black)]) + "\n");
}

void FastchessConsole::game_finished(const GameRecord& game, const EncounterStats& stats, bool pair_completed,
                                     const Progress& p) {
    print_(finished_game_line(game, fastchess_reason(game)) + "\n");
    // As fastchess: the block after every -ratinginterval-th complete pair (every N-th game with
    // -report penta=false), and after the last game of the run.
    const int every = config_.rating_interval;
    const bool interval = every > 0 && (stats.pentanomial ? pair_completed && (game.pair + 1) % every == 0
                                                          : p.done % every == 0);
    results_block_printed_ = interval || p.done == p.planned;
    if (results_block_printed_) print_(fastchess_results_block(stats, names_, config_));
}

void FastchessConsole::run_finished(const Scoreboard& scores, const Progress&) {
    // "Finished match" is what fishtest's worker waits for.
    if (!results_block_printed_)
        for (const auto& stats : scores.encounters())
            if (stats.games > 0) print_(fastchess_results_block(stats, names_, config_));
    print_("Finished match\n");
}

}  // namespace gambit::match
