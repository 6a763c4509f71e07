// `gambit epd FILE --depth D | --movetime MS | --nodes N [--set NAME=VALUE ...] [--json]`: runs a test suite of EPD
// positions with `bm` (best moves) and/or `am` (moves to avoid) in SAN. A position is solved when the
// engine's move is one of the bm moves (if any) and none of the am moves. Prints one line per position
// and a summary, or with --json one object: {"positions", "solved", "nodes", "time_ms", "records": [...]}.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "chess/move.hpp"
#include "chess/position.hpp"

namespace gambit::tools {

struct EpdEntry {
    chess::Position position;
    std::string id;                      // the `id` operation, or "line N"
    std::vector<chess::Move> best;       // bm
    std::vector<chess::Move> avoid;      // am
    int line = 0;
};

// Parses one EPD line (four FEN fields, then `opcode operands;` operations). Returns nullopt with a
// one-line `error` when the FEN or a bm/am move is bad.
std::optional<EpdEntry> parse_epd_line(std::string_view line, int line_number, std::string* error);

int epd_main(std::span<const std::string_view> args);

}  // namespace gambit::tools
