// EPD records: a position (4 FEN fields, or 6 with halfmove and fullmove counters) and opcodes
// such as `bm Nf3; id "WAC.001"; c0 "comment"; ce 12;`. Syntax only: chess legality is checked by load_book.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gambit::openings {

struct EpdRecord {
    // Always six fields: the counters come from the FEN itself, else from `hmvc`/`fmvn`, else "0 1".
    std::string fen;
    // Opcode and operand text in file order; the quotes of a string operand are removed
    // (`id "a b"` -> {"id", "a b"}); an opcode without operand has "".
    std::vector<std::pair<std::string, std::string>> ops;
    int line = 0;   // 1-based line in the source

    // The operand of the first opcode with this name, if any.
    std::optional<std::string> op(std::string_view name) const;
    // Set (replace or append) an opcode.
    void set_op(const std::string& name, const std::string& operand);
};

// Parses one EPD line. Throws BookError("source:line: ...") on malformed syntax
// (fewer than four fields, unterminated string, empty opcode).
EpdRecord parse_epd_line(std::string_view text, const std::string& source, int line);

// Reads every record of a stream; blank lines and lines starting with '#' are skipped; tolerates BOM and CRLF.
std::vector<EpdRecord> read_epd(std::istream& in, const std::string& source);

// One EPD line, without newline: the first four FEN fields, then hmvc/fmvn opcodes when the counters are not
// "0 1", then the other opcodes (operands containing spaces or ';' are quoted).
std::string format_epd(const EpdRecord& record);

}  // namespace gambit::openings
