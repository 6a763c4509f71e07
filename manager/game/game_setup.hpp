// From a scheduled game to what play_game needs: the engines' names and specs by colour, the opening
// (position and book moves), each side's time margin, and the adjudication rules of the run.
#pragma once

#include <vector>

#include "manager/game/play_game.hpp"
#include "manager/match_config.hpp"
#include "manager/tournament/schedule.hpp"
#include "openings/book.hpp"

namespace gambit::match {

// `config` (whose engines have their display names) must outlive the setup: it points at its specs.
// With `engine_books` (engines with book=), a game both of whose engines have a book gets its opening extended
// from them, and play_game asks them before every move.
GameSetup make_game_setup(const MatchConfig& config, const std::vector<openings::Opening>& book, const ScheduledGame& game,
                          EngineBooks* engine_books = nullptr);

}  // namespace gambit::match
