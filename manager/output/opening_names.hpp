// The name of a game's opening, as fastchess writes it in its PGN's ECO and Opening tags: the last
// position of the game (its start included) that Lichess's opening table names, from chess-openings'
// data (lichess_openings_data.cpp). Chess960 games have no name.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "manager/game/game_record.hpp"

namespace gambit::match {

struct OpeningName {
    std::string eco;   // "C87"
    std::string name;  // "Ruy Lopez: Closed, Averbakh Variation"
};

// eco <TAB> name <TAB> pgn lines (generated; scripts/gen-lichess-openings).
extern const std::string_view LichessOpeningsTsv;

// The opening of the game from `start_fen` with `uci_moves`; none when no position of it is in the table,
// for Chess960, or from the first move that does not parse.
std::optional<OpeningName> lichess_opening(const std::string& start_fen, const std::vector<std::string>& uci_moves,
                                           bool chess960);
// The same for a game's record (its start position, its moves, Chess960 or not).
std::optional<OpeningName> lichess_opening(const GameRecord& game);

}  // namespace gambit::match
