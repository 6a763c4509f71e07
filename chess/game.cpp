// Game outcome under the rules of chess: mate, stalemate, threefold repetition, fifty-move rule, and
// positions where no sequence of legal moves can mate.
#include "chess/game.hpp"

#include "chess/movegen.hpp"
#include "chess/notation.hpp"

namespace gambit::chess {

std::string_view result_string(Outcome o) {
    switch (o) {
        case Outcome::WhiteWins: return "1-0";
        case Outcome::BlackWins: return "0-1";
        case Outcome::Draw: return "1/2-1/2";
        default: return "*";
    }
}

std::string_view termination_string(Termination t) {
    switch (t) {
        case Termination::Checkmate: return "checkmate";
        case Termination::Stalemate: return "stalemate";
        case Termination::ThreefoldRepetition: return "threefold repetition";
        case Termination::FiftyMoves: return "fifty-move rule";
        case Termination::InsufficientMaterial: return "insufficient material";
        default: return "";
    }
}

bool has_mating_material(const Position& pos, Color c) {
    if (pos.pieces(c, Pawn) || pos.pieces(c, Rook, Queen)) return true;
    const Bitboard knights = pos.pieces(c, Knight), bishops = pos.pieces(c, Bishop);
    const Bitboard opponent_extra = pos.pieces(~c) & ~pos.pieces(~c, King);  // everything but the king
    if (!knights && !bishops) return false;
    if (knights && bishops) return true;
    if (knights) return more_than_one(knights) || opponent_extra;  // a lone knight needs a blocker
    // Only bishops: if all stand on one square colour, the mated king needs a blocker on the other colour,
    // i.e. an enemy piece other than a bishop of that same colour.
    const Bitboard colour = (bishops & LightSquares) ? LightSquares : DarkSquares;
    if (bishops & ~colour) return true;
    return (opponent_extra & ~(pos.pieces(~c, Bishop) & colour)) != 0;
}

bool is_insufficient_material(const Position& pos) {
    return !has_mating_material(pos, White) && !has_mating_material(pos, Black);
}

Game::Game(const Position& start) : start_(start), current_(start) {
    current_.clear_history();
    start_.clear_history();
}

bool Game::play(Move m) {
    if (!m.is_ok() || !current_.is_pseudo_legal(m) || !current_.is_legal(m) || is_over()) return false;
    undos_.emplace_back();
    current_.make_move(m, undos_.back());
    moves_.push_back(m);
    return true;
}

bool Game::play_uci(std::string_view text, std::string* error) {
    const Move m = parse_uci(current_, text, error);
    if (!m) return false;
    if (!play(m)) {
        if (error) *error = "game is over, cannot play '" + std::string(text) + "'";
        return false;
    }
    return true;
}

bool Game::play_san(std::string_view text, std::string* error) {
    const Move m = parse_san(current_, text, error);
    if (!m) return false;
    if (!play(m)) {
        if (error) *error = "game is over, cannot play '" + std::string(text) + "'";
        return false;
    }
    return true;
}

bool Game::undo() {
    if (moves_.empty()) return false;
    current_.unmake_move(moves_.back(), undos_.back());
    moves_.pop_back();
    undos_.pop_back();
    return true;
}

int Game::occurrences() const { return 1 + current_.repetition_count(); }

GameResult Game::result() const {
    if (count_legal_moves(current_) == 0) {
        if (current_.in_check())
            return {current_.side_to_move() == White ? Outcome::BlackWins : Outcome::WhiteWins, Termination::Checkmate};
        return {Outcome::Draw, Termination::Stalemate};
    }
    if (current_.repetition_count() >= 2) return {Outcome::Draw, Termination::ThreefoldRepetition};
    if (current_.halfmove_clock() >= 100) return {Outcome::Draw, Termination::FiftyMoves};
    if (is_insufficient_material(current_)) return {Outcome::Draw, Termination::InsufficientMaterial};
    return {};
}

}  // namespace gambit::chess
