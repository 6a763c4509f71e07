// PGN games, read game by game from a stream and written back: the one PGN reader of the project (opening
// books, match reports, rating lists, the live page, Texel tuning). Syntax only: SAN moves are kept as text
// (move numbers, NAGs, `!?` suffixes, comments {..} and ;.., variations (..), `%` lines and results are
// handled here); legality is the caller's business (the chess core's parse_san). Needs nothing else of the
// core, so statistics and report code can read PGN without linking the rules of chess.
#pragma once

#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::chess {

struct PgnTag {
    std::string name, value;   // value unescaped
    int line = 0;              // 1-based line of the tag (filled by the reader)
};

struct PgnMove {
    std::string san;                    // as written, annotation suffixes (!, ?, !?, ...) stripped
    std::vector<std::string> comments;  // the comments right after the move, in order; newlines read as spaces
    int line = 0;                       // 1-based line of the move (filled by the reader)
};

struct PgnGame {
    std::vector<PgnTag> tags;                    // in file order
    std::vector<std::string> leading_comments;   // comments before the first move
    std::vector<PgnMove> moves;                  // the mainline (variations are skipped)
    std::string result = "*";    // "1-0", "0-1", "1/2-1/2" or "*" (the movetext terminator, else the Result tag)
    int line = 0;                // 1-based line where the game starts

    // The value of a tag, if present.
    std::optional<std::string> tag(std::string_view name) const;
    const PgnTag* find_tag(std::string_view name) const;
    void set_tag(const std::string& name, const std::string& value);
    // The SAN of every move, in order.
    std::vector<std::string> sans() const;
    // The comments after moves[ply] joined by a space, "" if none (how a reader sees one move's annotation).
    std::string comment(std::size_t ply) const;
};

// Streams games one at a time, so a large file is never held in memory. The stream is read in chunks, so
// after a game its position is past the game's end.
class PgnReader {
public:
    // With keep_moves false, movetext is checked but not kept (moves stay empty): reading only the tags
    // of a large file (a rating list) is then much cheaper.
    PgnReader(std::istream& in, std::string source, bool keep_moves = true);
    // The next game, or nullopt at end of input. A game ends at its result token, at a tag section after
    // movetext, or at a tag its own tag section already has (tools that write games without movetext).
    // Throws InputError("source:line: ...") on malformed input: unterminated comment, variation or tag,
    // bad tag syntax, bad NAG, unexpected character or token.
    std::optional<PgnGame> next();

private:
    bool refill();                    // the next chunk of input into buffer_; false at its end
    int get();                        // next character, CR dropped, lines counted; -1 at end of input
    int peek();                       // the same without consuming
    void skip_line();
    void skip_space_and_escapes();    // whitespace and `%` escape lines
    PgnTag read_tag();
    std::string read_comment(int open_line, bool keep = true);   // keep false: checked, not copied
    void skip_variation(int open_line);

    std::streambuf& in_;
    std::string source_;
    bool keep_moves_;
    std::vector<char> buffer_;        // read a chunk at a time: a character costs a pointer step, not a call
    const char* next_ = nullptr;
    const char* end_ = nullptr;
    int line_ = 1;
    bool at_line_start_ = true;
    bool started_ = false;            // byte-order mark checked
    std::optional<PgnTag> pending_tag_;   // a repeated tag read already: the first tag of the next game
};

// All games of a stream (convenience for tests and small files).
std::vector<PgnGame> read_pgn(std::istream& in, const std::string& source = "<pgn>");

// Writes one game: tags (Seven Tag Roster first, in order, then the others), a blank line, movetext with
// move numbers wrapped at 80 columns, comments in braces, the result, then a blank line.
void write_pgn(std::ostream& out, const PgnGame& game);

// A tag value with its quotes and backslashes escaped, as it goes between the quotes of a tag pair.
std::string escape_tag_value(const std::string& value);

}  // namespace gambit::chess
