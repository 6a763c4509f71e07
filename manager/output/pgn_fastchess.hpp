// A game as fastchess 1.8.2 writes it to -pgnout (its pgn_builder.cpp): Event "Fastchess Tournament" unless
// -event, Round = the encounter, the engines' UCI names and authors, SetUp/FEN (Shredder-FEN for Chess960)
// and Variant "Chess960", GameDuration/GameStartTime/GameEndTime, PlyCount, Termination always,
// TimeControl; moves numbered from the FEN's move counter; every move's comment "{score/depth time}" with
// the extras -pgnout asks for in fastchess's order (tl, latency, n, sd, nps, hashfull, tbhits, pv) and the result
// reason after the last move's ("{+M1/60 0.001s, White mates}"); min=true: no comments, fewer tags.
// Not written: its ECO/Opening classification of games from the initial position.
#pragma once

#include <string>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

std::string format_fastchess_pgn(const GameRecord& game, const MatchConfig& config);

}  // namespace gambit::match
