// A game as cutechess-cli 1.5.1 writes it to -pgnout (its pgngame.cpp and chessgame.cpp): the Seven Tag
// Roster (Event "?" unless -event, Round = the round-robin's circle round), then its other tags sorted by
// name: TimeControl when both engines have the same limits (else WhiteTimeControl/BlackTimeControl), FEN,
// GameDuration/GameEndTime/GameStartTime, PlyCount, SetUp, Termination only for an abnormal end, Variant
// "fischerandom"; moves numbered from 1 whatever the FEN says; comments "{score/depth time}" ({book} for
// opening moves) with the result description after the last move's; `min`: the roster, FEN and SetUp, no
// comments. Not written: its ECO/Opening/Variation classification of games from the initial position.
#pragma once

#include <string>

#include "manager/game/game_record.hpp"
#include "manager/match_config.hpp"

namespace gambit::match {

std::string format_cutechess_pgn(const GameRecord& game, const MatchConfig& config);

}  // namespace gambit::match
