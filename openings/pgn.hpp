// PGN games, read game by game from a stream and written back. Syntax only: SAN moves are kept as text
// (move numbers, NAGs, `!?` suffixes, comments {..} and ;.., variations (..) and results are handled here);
// legality is checked by load_book with the chess core.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gambit::openings {

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;   // in file order, values unescaped
    std::vector<std::string> moves;      // SAN mainline, annotation suffixes (!, ?, !?, ...) stripped
    std::vector<std::string> comments;   // comments[i]: text of the comment(s) right after moves[i] ("" if none)
    std::vector<int> move_lines;         // move_lines[i]: 1-based line of moves[i] (filled by the reader)
    std::string result = "*";            // "1-0", "0-1", "1/2-1/2" or "*" (the movetext terminator, else the Result tag)
    int line = 0;                        // 1-based line where the game starts

    // The value of a tag, if present.
    std::optional<std::string> tag(std::string_view name) const;
    void set_tag(const std::string& name, const std::string& value);
};

// Streams games one at a time, so a large file is never held in memory.
class PgnReader {
public:
    PgnReader(std::istream& in, std::string source);
    // The next game, or nullopt at end of input. Throws BookError("source:line: ...") on malformed input:
    // unterminated comment, variation or tag, bad tag syntax, unexpected character.
    std::optional<PgnGame> next();

private:
    int get();                        // next character, CR dropped, lines counted; -1 at end of input
    int peek();                       // the same without consuming
    void skip_line();
    void skip_space_and_escapes();    // whitespace and `%` escape lines
    void read_tag(PgnGame& game);
    std::string read_comment(int open_line);
    void skip_variation(int open_line);

    std::istream& in_;
    std::string source_;
    int line_ = 1;
    bool at_line_start_ = true;
    bool started_ = false;            // byte-order mark checked
};

// All games of a stream (convenience for tests and small files).
std::vector<PgnGame> read_pgn(std::istream& in, const std::string& source = "<pgn>");

// Writes one game: tags (Seven Tag Roster first, in order, then the others), a blank line, movetext with
// move numbers wrapped at 80 columns, comments in braces, the result, then a blank line.
void write_pgn(std::ostream& out, const PgnGame& game);

// A tag value with its quotes and backslashes escaped, as it goes between the quotes of a tag pair.
std::string escape_tag_value(const std::string& value);

}  // namespace gambit::openings
