#include "elo/report/pgn_detail.hpp"

#include <cctype>
#include <cstdlib>

#include "chess/pgn/move_comment.hpp"
#include "chess/pgn/pgn.hpp"
#include "chess/pgn/text.hpp"

namespace gambit::report {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

GameRecord game_record(const chess::PgnGame& pgn) {
    GameRecord game;
    std::string fen;
    for (const chess::PgnTag& tag : pgn.tags) {
        if (tag.name == "White")
            game.white = tag.value;
        else if (tag.name == "Black")
            game.black = tag.value;
        else if (tag.name == "Result")
            game.result = tag.value;
        else if (tag.name == "Termination")
            game.termination = tag.value;
        else if (tag.name == "FEN")
            fen = tag.value;
        else if (tag.name == "GambitPair" || tag.name == "Pair")
            game.pair = text::parse_number<long>(tag.value);
    }
    if (game.result.empty()) game.result = pgn.result;  // the movetext's result, else "*"

    // Only the first comment after a move is its engine comment; the others (e.g. the manager's
    // "{White mates}" before the result) are prose, and the last of them says why the game ended.
    for (const std::string& comment : pgn.leading_comments) game.reason = trim(comment);
    // The FEN's second field says who moves first.
    bool white_moves = true;
    if (auto space = fen.find(' '); space != std::string::npos && space + 1 < fen.size())
        white_moves = fen[space + 1] != 'b';
    // Moves before the first engine comment are the opening's (book moves carry no search comment).
    std::string book;
    bool left_book = false;
    for (const chess::PgnMove& move : pgn.moves) {
        const MoveNote note = move_note(move.comments.empty() ? std::string_view() : move.comments.front());
        const bool engine_move = note.depth || note.seconds || note.score_pawns;
        if (!engine_move && !left_book) {
            book += ' ';
            book += move.san;
        } else {
            left_book = true;
        }
        if (engine_move) (white_moves ? game.white_moves : game.black_moves).push_back(note);
        white_moves = !white_moves;
        for (std::size_t i = 1; i < move.comments.size(); ++i) game.reason = trim(move.comments[i]);
    }
    game.opening = fen.empty() ? std::string("startpos") : fen;
    if (!book.empty()) game.opening += " moves" + book;
    return game;
}

}  // namespace

MoveNote move_note(std::string_view comment) {
    const chess::MoveComment c = chess::parse_move_comment(comment);
    MoveNote note;
    if (c.mate) note.score_pawns = (*c.mate < 0 ? -1 : 1) * (1000.0 - std::abs(*c.mate));  // mate in N: +-(1000 - N)
    else note.score_pawns = c.pawns;
    note.depth = c.depth;
    note.seconds = c.seconds;
    note.clock_seconds = c.clock_seconds;
    return note;
}

void read_pgn_details(std::istream& in, const std::string& name,
                      const std::function<void(GameRecord&&)>& on_game) {
    chess::PgnReader reader(in, name);
    while (auto game = reader.next()) on_game(game_record(*game));
}

}  // namespace gambit::report
