// `check`: reads a whole book and reports every problem instead of stopping at the first: syntax errors,
// illegal positions or moves, and duplicate positions (same Zobrist key after the opening's moves), each as
// "file:line: what".
#pragma once

#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "openings/book.hpp"

namespace gambit::openings {

struct CheckedOpening {
    Opening opening;
    chess::Key key = 0;
    std::optional<int> white_score;   // from the EPD `ce` opcode (centipawns, White's view), if present
};

struct CheckReport {
    std::vector<std::string> errors;       // "file:line: what"
    std::vector<std::string> duplicates;   // "file:line: duplicate position (first at line N)"
    std::vector<CheckedOpening> openings;  // the valid, first-seen openings in file order
    bool ok() const { return errors.empty() && duplicates.empty() && !openings.empty(); }
};

// fmt must not be Auto. A PGN syntax error ends the scan (the reader cannot resynchronise); EPD lines and
// PGN games with bad positions or moves are reported one by one.
CheckReport check_book(std::istream& in, const std::string& source, Format fmt, int plies = -1, bool chess960 = false);

// Counts of scores in bins of `width` centipawns, [lo, lo + width), from the lowest to the highest bin
// holding a score.
struct Histogram {
    int width = 10;
    int lowest = 0;                 // lower edge of the first bin
    std::vector<long> counts;
    double mean = 0, stddev = 0;
    long total = 0;
};
Histogram make_histogram(const std::vector<int>& scores, int width);

}  // namespace gambit::openings
