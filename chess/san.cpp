// Standard Algebraic Notation: writing (minimal disambiguation, check and mate marks) and tolerant reading.
#include <cctype>

#include "chess/movegen.hpp"
#include "chess/notation.hpp"

namespace gambit::chess {

namespace {

constexpr std::string_view PieceLetters = "PNBRQK";

char check_suffix(const Position& pos, Move m) {
    if (!pos.gives_check(m)) return 0;
    Position next = pos;
    next.clear_history();
    Undo undo;
    next.make_move(m, undo);
    return count_legal_moves(next) ? '+' : '#';
}

}  // namespace

std::string to_san(const Position& pos, Move m) {
    std::string san;
    const Square from = m.from(), to = m.to();
    const PieceType piece = type_of(pos.moved_piece(m));
    if (m.is_castling()) {
        san = file_of(to) == 6 ? "O-O" : "O-O-O";
    } else if (piece == Pawn) {
        if (pos.is_capture(m)) san = {char('a' + file_of(from)), 'x'};
        san += square_name(to);
        if (m.is_promotion()) san += {'=', PieceLetters[m.promotion()]};
    } else {
        san = PieceLetters[piece];
        // Other pieces of the same kind that can also go to `to` decide the disambiguation.
        bool ambiguous = false, same_file = false, same_rank = false;
        for (const Move other : legal_moves(pos)) {
            if (other == m || other.is_castling() || other.to() != to || type_of(pos.moved_piece(other)) != piece) continue;
            ambiguous = true;
            same_file |= file_of(other.from()) == file_of(from);
            same_rank |= rank_of(other.from()) == rank_of(from);
        }
        if (ambiguous && (!same_file || same_rank)) san += char('a' + file_of(from));
        if (ambiguous && same_file) san += char('1' + rank_of(from));
        if (pos.is_capture(m)) san += 'x';
        san += square_name(to);
    }
    if (const char suffix = check_suffix(pos, m)) san += suffix;
    return san;
}

Move parse_san(const Position& pos, std::string_view text, std::string* error) {
    auto fail = [&](const char* what) {
        if (error) *error = std::string(what) + " '" + std::string(text) + "'";
        return Move::none();
    };
    // Drop annotations and check marks at the end, and an "e.p." suffix.
    std::string_view s = text;
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    auto trim_back = [&] {
        while (!s.empty() && std::string_view("+#!? \t").find(s.back()) != std::string_view::npos) s.remove_suffix(1);
    };
    trim_back();
    if (s.ends_with("e.p.")) s.remove_suffix(4);
    else if (s.ends_with("ep")) s.remove_suffix(2);
    trim_back();
    if (s.empty()) return fail("malformed SAN move");

    const MoveList moves = legal_moves(pos);
    if (s == "O-O" || s == "0-0" || s == "O-O-O" || s == "0-0-0" || s == "o-o" || s == "o-o-o") {
        const bool kingside = s.size() == 3;
        for (const Move m : moves)
            if (m.is_castling() && (file_of(m.to()) == 6) == kingside) return m;
        return fail("illegal move");
    }

    // Promotion piece at the end ("=Q", "Q", "q").
    PieceType promotion = NoPieceType;
    if (s.size() >= 3) {
        const auto p = PieceLetters.find(char(std::toupper(static_cast<unsigned char>(s.back()))));
        if (p != std::string_view::npos && p != Pawn && p != King && !std::isdigit(static_cast<unsigned char>(s.back()))) {
            promotion = PieceType(p);
            s.remove_suffix(1);
            if (!s.empty() && s.back() == '=') s.remove_suffix(1);
        }
    }
    if (s.size() < 2) return fail("malformed SAN move");
    const Square to = parse_square(s.substr(s.size() - 2));
    if (to == NoSquare) return fail("malformed SAN move");
    s.remove_suffix(2);

    PieceType piece = Pawn;
    if (!s.empty() && std::isupper(static_cast<unsigned char>(s.front()))) {
        const auto p = PieceLetters.find(s.front());
        if (p == std::string_view::npos) return fail("malformed SAN move");
        piece = PieceType(p);
        s.remove_prefix(1);
    }
    int from_file = -1, from_rank = -1;
    for (const char c : s) {
        if (c >= 'a' && c <= 'h' && from_file < 0 && from_rank < 0) from_file = c - 'a';
        else if (c >= '1' && c <= '8' && from_rank < 0) from_rank = c - '1';
        else if (c != 'x' && c != ':' && c != '-') return fail("malformed SAN move");
    }

    Move found = Move::none();
    for (const Move m : moves) {
        if (m.to() != to || type_of(pos.moved_piece(m)) != piece) continue;
        if (m.is_castling() && pos.chess960()) continue;  // "Kg1" is a king move; castling is O-O
        if (from_file >= 0 && file_of(m.from()) != from_file) continue;
        if (from_rank >= 0 && rank_of(m.from()) != from_rank) continue;
        if (m.is_promotion() ? m.promotion() != promotion : promotion != NoPieceType) continue;
        if (found) return fail("ambiguous move");
        found = m;
    }
    return found ? found : fail("illegal move");
}

}  // namespace gambit::chess
