// `gambit-openings label`: positions labelled with a stronger UCI engine's evaluation, for `gambit tune-eval`.
// Each position is searched to a fixed depth; the score, turned to White's side, becomes a win probability
// 1 / (1 + 10^(-cp / scale)) (mates 1 or 0), written as `FEN [p]` lines, the format tune-eval reads.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace gambit::openings {

struct LabelSettings {
    std::vector<std::string> engine;  // the command and its arguments
    int depth = 8;                    // go depth D
    int jobs = 1;                     // engines searching at once
    double scale = 400;               // centipawns per factor 10 in the odds
};

struct PositionList {
    std::vector<std::string> fens;
    int unreadable = 0;  // kept lines with fewer than the four FEN fields
};

// The FEN of a FEN or EPD line: six fields when the move counters are there, else the first four and "0 1";
// nullopt for a line of fewer than four fields.
std::optional<std::string> fen_of_line(const std::string& line);

// The lines of `in` that are not blank and do not start with '#', one in `every`, read as FENs; at most
// `limit` of them (0 = all; a negative limit drops that many from the end).
PositionList read_positions(std::istream& in, long every, long limit);

// White's win probability from White's centipawns; a mate is +-infinity.
double win_probability(double white_cp, double scale);

// Starts one engine and quits it: "" when it works, else the one-line reason it does not.
std::string probe_engine(const LabelSettings& settings);

struct Label {
    std::string fen;
    std::optional<double> white_win;  // nullopt: the engine gave no score or no move (the position is skipped)
};

// Engine j of `jobs` takes positions j, j + jobs, ...; the labels come share after share, in that order (as
// the Python script this command replaced wrote them). Throws std::runtime_error with a
// one-line message when an engine fails.
std::vector<Label> label_positions(const std::vector<std::string>& fens, const LabelSettings& settings);

// The output line of a labelled position: "FEN [0.7311]".
std::string label_line(const std::string& fen, double probability);

}  // namespace gambit::openings
