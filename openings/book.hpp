// Opening books for the manager: EPD positions or PGN move sequences, every opening validated by the
// chess core (legal FEN, legal moves) before the first game is played.
#pragma once

#include <istream>
#include <string>
#include <string_view>
#include <vector>

#include "chess/position.hpp"
#include "openings/book_error.hpp"

namespace gambit::chess {
struct PgnGame;
}

namespace gambit::openings {

enum class Format { Epd, Pgn, Auto };

// "epd" | "pgn" | "auto" (case-insensitive). Throws std::invalid_argument naming the bad value.
Format parse_format(std::string_view text);

// Auto -> Pgn for *.pgn, Epd for everything else (an explicit format is returned unchanged).
Format resolve_format(const std::string& path, Format fmt);

struct Opening {
    std::string fen;                  // six-field FEN the game starts from (the standard start FEN for PGN
                                      // games without a FEN tag); normalised by the chess core
    std::vector<std::string> moves;   // UCI moves (e2e4, e7e8q, e1g1), applied from fen
    std::string name;                 // EPD: id or c0; PGN: "ECO Opening: Variation" or Event; "" if none
    int line = 0;                     // 1-based line in the source where the opening starts
    bool chess960 = false;            // read with Chess960 castling rules (moves castle king-takes-rook)
};

// Loads and validates a whole book. plies: PGN games are cut to their first `plies` moves (< 0 = all);
// EPD positions have no moves and ignore it. Throws BookError:
//   "path: cannot open file", "path: empty book (no openings)",
//   "path:LINE: bad FEN '<fen>': <core's message>", "path:LINE: illegal move 'Nf6' at ply 3" (or ambiguous,
//   malformed SAN move ...), "path:LINE: unterminated comment '{' (no closing '}')", ...
// chess960: FENs may carry Chess960 castling rights (X-FEN or Shredder-FEN); a right that does not match
// the king and rooks is "path:LINE: bad FEN ...: castling right 'K' needs ...".
std::vector<Opening> load_book(const std::string& path, Format fmt = Format::Auto, int plies = -1,
                               bool chess960 = false);

// The same from a stream; `source` names it in errors. Auto guesses from the content.
std::vector<Opening> load_book(std::istream& in, const std::string& source, Format fmt, int plies = -1,
                               bool chess960 = false);

struct EpdRecord;
// One record at a time (for tools that report every bad record instead of stopping at the first).
// Same checks and errors as load_book.
Opening opening_from_epd(const EpdRecord& record, const std::string& source, bool chess960 = false);
Opening opening_from_pgn(const chess::PgnGame& game, const std::string& source, int plies = -1, bool chess960 = false);
// The opening's start position (in its variant).
chess::Position start_position(const Opening& opening);

// The position after the opening's moves (the opening must come from load_book or opening_from_*).
chess::Position final_position(const Opening& opening);

}  // namespace gambit::openings
