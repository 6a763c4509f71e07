// FEN reading and writing. Reading validates everything that makes a position impossible to reach or
// unsafe to search, and reports the first problem in one line starting with "invalid FEN: ".
#include <algorithm>
#include <initializer_list>
#include <cctype>
#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "chess/attacks.hpp"
#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "chess/pgn/text.hpp"

namespace gambit::chess {

namespace {

constexpr std::string_view PieceLetters = "PNBRQK";
const char* const ColorNames[2] = {"White", "Black"};

std::optional<int> parse_number(std::string_view text) {
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

}  // namespace

// Reads a FEN into a Position field by field; stops at the first error.
class FenParser {
public:
    explicit FenParser(bool chess960) : chess960_(chess960) { pos_.chess960_ = chess960; }

    std::optional<Position> parse(std::string_view fen) {
        const std::vector<std::string_view> fields = text::split_words(fen);
        if (fields.size() < 4) {
            reject("expected at least 4 fields (placement, side, castling, en passant), found " + std::to_string(fields.size()));
            return std::nullopt;
        }
        if (fields.size() > 6) {
            reject("expected at most 6 fields, found " + std::to_string(fields.size()));
            return std::nullopt;
        }
        if (!parse_placement(fields[0]) || !parse_side(fields[1]) || !check_material()) return std::nullopt;
        if (!parse_castling(fields[2])) return std::nullopt;
        if (!parse_clocks(fields.size() > 4 ? fields[4] : "0", fields.size() > 5 ? fields[5] : "1")) return std::nullopt;
        if (!check_kings_and_checks()) return std::nullopt;
        if (!parse_en_passant(fields[3])) return std::nullopt;
        pos_.compute_state();
        return pos_;
    }

    std::string error;

private:
    bool reject(const std::string& message) {
        error = "invalid FEN: " + message;
        return false;
    }

    bool parse_placement(std::string_view placement) {
        int rank = 7, file = 0;
        for (const char c : placement) {
            if (c == '/') {
                if (file != 8) return reject("rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, expected 8");
                if (--rank < 0) return reject("more than 8 ranks");
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) return reject("rank " + std::to_string(rank + 1) + " has more than 8 squares");
            } else {
                const auto type = PieceLetters.find(char(std::toupper(static_cast<unsigned char>(c))));
                if (type == std::string_view::npos) return reject(std::string("bad piece letter '") + c + "'");
                if (file >= 8) return reject("rank " + std::to_string(rank + 1) + " has more than 8 squares");
                const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
                pos_.put_piece(make_piece(color, PieceType(type)), make_square(file, rank));
                ++file;
            }
        }
        if (rank > 0) return reject("expected 8 ranks, found " + std::to_string(8 - rank));
        if (file != 8) return reject("rank 1 has " + std::to_string(file) + " squares, expected 8");
        return true;
    }

    bool parse_side(std::string_view side) {
        if (side == "w") pos_.side_ = White;
        else if (side == "b") pos_.side_ = Black;
        else return reject("side to move must be 'w' or 'b', found '" + std::string(side) + "'");
        return true;
    }

    bool check_material() {
        for (Color c : {White, Black}) {
            const std::string name = ColorNames[c];
            const int kings = pos_.count(c, King);
            if (kings != 1) return reject(name + " has " + std::to_string(kings) + " kings, expected 1");
            if (popcount(pos_.pieces(c)) > 16) return reject(name + " has " + std::to_string(popcount(pos_.pieces(c))) + " pieces, at most 16 possible");
            const int pawns = pos_.count(c, Pawn);
            if (pawns > 8) return reject(name + " has " + std::to_string(pawns) + " pawns, at most 8 possible");
            const int promoted = std::max(0, pos_.count(c, Queen) - 1) + std::max(0, pos_.count(c, Rook) - 2) +
                                 std::max(0, pos_.count(c, Bishop) - 2) + std::max(0, pos_.count(c, Knight) - 2);
            if (promoted > 8 - pawns) return reject(name + " has " + std::to_string(promoted) + " promoted pieces but only " + std::to_string(8 - pawns) + " missing pawns");
        }
        const Bitboard back_ranks = (Rank1BB | Rank8BB) & pos_.pieces(Pawn);
        if (back_ranks) return reject("pawn on " + square_name(lsb(back_ranks)));
        return true;
    }

    // KQkq (X-FEN: the outermost rook on that side of the king) or rook files (Shredder-FEN, and X-FEN for an
    // inner rook). Standard chess needs king e1/e8 and rooks a/h; Chess960 any rook beside a king on b..g.
    bool parse_castling(std::string_view text) {
        if (text == "-") return true;
        for (const char c : text) {
            const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
            const char letter = char(std::toupper(static_cast<unsigned char>(c)));
            if (letter != 'K' && letter != 'Q' && (letter < 'A' || letter > 'H'))
                return reject(std::string("bad castling character '") + c + "'");
            const Square king = pos_.king_square(color);
            const Bitboard rooks = pos_.pieces(color, Rook) & relative_rank_bb(color, 0);
            Square rook = NoSquare;
            bool kingside = letter == 'K';
            if (letter == 'K' || letter == 'Q') {
                const Bitboard side = rooks & (kingside ? ~(square_bb(king) * 2 - 1) : square_bb(king) - 1);
                if (side) rook = kingside ? msb(side) : lsb(side);
            } else {
                rook = make_square(letter - 'A', color == White ? 0 : 7);
                kingside = file_of(rook) > file_of(king);
                if (!(rooks & square_bb(rook))) rook = NoSquare;
            }
            const CastlingRights right = kingside ? kingside_right(color) : queenside_right(color);
            if (pos_.can_castle(right)) return reject(std::string("castling right '") + c + "' repeated");
            const char* side_name = color == White ? "white" : "black";
            if (!chess960_) {
                const Square standard_rook = relative_square(color, kingside ? H1 : A1);
                if (king != relative_square(color, E1) || rook != standard_rook)
                    return reject(std::string("castling right '") + c + "' needs the " + side_name + " king on " +
                                  square_name(relative_square(color, E1)) + " and a rook on " + square_name(standard_rook));
            } else if (relative_rank(color, king) != 0 || file_of(king) == 0 || file_of(king) == 7 || rook == NoSquare) {
                return reject(std::string("castling right '") + c + "' needs the " + side_name + " king on " +
                              (color == White ? "b1..g1" : "b8..g8") + " and a " + side_name + " rook " +
                              (letter == 'K' || letter == 'Q' ? std::string("on its ") + (kingside ? "king" : "queen") + " side"
                                                              : "on " + square_name(make_square(letter - 'A', color == White ? 0 : 7))) +
                              " of the back rank");
            }
            pos_.add_castling_right(right, rook);
        }
        return true;
    }

    bool parse_clocks(std::string_view halfmove, std::string_view fullmove) {
        const auto half = parse_number(halfmove);
        if (!half || *half > 10000) return reject("bad halfmove clock '" + std::string(halfmove) + "'");
        const auto full = parse_number(fullmove);
        if (!full || *full < 1 || *full > 100000) return reject("bad fullmove number '" + std::string(fullmove) + "'");
        pos_.st_.halfmove_clock = *half;
        pos_.game_ply_ = 2 * (*full - 1) + (pos_.side_ == Black);
        return true;
    }

    bool check_kings_and_checks() {
        const Color us = pos_.side_;
        if (pos_.attackers_to(pos_.king_square(~us)) & pos_.pieces(us))
            return reject(std::string(ColorNames[us]) + " to move can capture the " + (us == White ? "black" : "white") + " king");
        if (popcount(pos_.attackers_to(pos_.king_square(us)) & pos_.pieces(~us)) > 2)
            return reject(std::string(ColorNames[us]) + " is in check by more than two pieces");
        return true;
    }

    // The e.p. square must be the one a pawn of the side not to move just passed over; it is kept only if
    // an e.p. capture is legal.
    bool parse_en_passant(std::string_view text) {
        pos_.st_.en_passant = NoSquare;
        if (text == "-") return true;
        const Square ep = parse_square(text);
        if (ep == NoSquare) return reject("bad en-passant square '" + std::string(text) + "'");
        const Color us = pos_.side_, them = ~us;
        if (relative_rank(us, ep) != 5)
            return reject("en-passant square " + std::string(text) + " must be on rank " + (us == White ? "6" : "3") + " with " + (us == White ? "White" : "Black") + " to move");
        const Square pushed = Square(ep - pawn_push(us)), origin = Square(ep + pawn_push(us));
        if (pos_.piece_on(pushed) != make_piece(them, Pawn))
            return reject("en-passant square " + std::string(text) + " without a " + (them == White ? "white" : "black") + " pawn on " + square_name(pushed));
        if (!pos_.empty(ep) || !pos_.empty(origin))
            return reject("en-passant square " + std::string(text) + " needs " + std::string(text) + " and " + square_name(origin) + " empty");
        if (pos_.en_passant_is_legal(ep)) pos_.st_.en_passant = ep;
        return true;
    }

    bool chess960_;
    Position pos_{Position::EmptyBoard{}};
};

std::optional<Position> Position::from_fen(std::string_view fen, std::string* error, bool chess960) {
    FenParser parser(chess960);
    std::optional<Position> pos = parser.parse(fen);
    if (!pos && error) *error = parser.error;
    return pos;
}

// X-FEN writes K/Q unless another rook of that colour stands further out on that side of the king.
char Position::castling_letter(CastlingRights single, CastlingNotation notation) const {
    const Color c = color_of(single);
    const Square rook = castling_rook_square(single);
    const Bitboard back_rooks = pieces(c, Rook) & relative_rank_bb(c, 0);
    const Bitboard outside = is_kingside(single) ? ~(square_bb(rook) * 2 - 1) : square_bb(rook) - 1;
    char letter = char('A' + file_of(rook));
    if (notation == CastlingNotation::XFen && !(back_rooks & outside)) letter = is_kingside(single) ? 'K' : 'Q';
    return c == White ? letter : char(std::tolower(static_cast<unsigned char>(letter)));
}

std::string Position::fen(CastlingNotation notation) const {
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int gap = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board_[make_square(file, rank)];
            if (p == NoPiece) {
                ++gap;
                continue;
            }
            if (gap) out += char('0' + gap);
            gap = 0;
            const char letter = PieceLetters[type_of(p)];
            out += color_of(p) == White ? letter : char(std::tolower(static_cast<unsigned char>(letter)));
        }
        if (gap) out += char('0' + gap);
        if (rank) out += '/';
    }
    out += side_ == White ? " w " : " b ";
    if (st_.castling == NoCastling) out += '-';
    for (const CastlingRights right : {WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide})
        if (can_castle(right)) out += castling_letter(right, notation);
    out += ' ';
    out += st_.en_passant == NoSquare ? "-" : square_name(st_.en_passant);
    out += ' ' + std::to_string(st_.halfmove_clock) + ' ' + std::to_string(fullmove_number());
    return out;
}

}  // namespace gambit::chess
