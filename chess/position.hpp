// A chess position: piece placement, side to move, castling rights, en-passant square, move clocks,
// Zobrist keys, and the keys of the positions that led to it (for repetition detection).
//
// Moves are applied with make_move / unmake_move and a caller-owned Undo record (no allocation).
// make_move expects a legal move (from generate(), or checked with is_pseudo_legal + is_legal).
//
// Castling follows the Chess960 rules, of which standard chess is the case king e1, rooks a1/h1: each right
// belongs to one rook square, recorded when the FEN is read and constant for the game.
//
// The en-passant square is kept (and hashed, and written to FEN) only when an en-passant capture is
// actually legal, so equal positions in the sense of the repetition rule have equal keys.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "chess/bitboard.hpp"
#include "chess/move.hpp"
#include "chess/types.hpp"

namespace gambit::chess {

inline constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// How fen() writes castling rights: X-FEN (KQkq, a file letter only when another rook stands further out
// on that side; standard FEN for standard positions) or Shredder-FEN (always the rook files, e.g. HAha).
enum class CastlingNotation { XFen, Shredder };

// What make_move saves so unmake_move can restore it. Opaque to callers.
struct Undo {
    Key key;
    Key pawn_key;
    Bitboard checkers;
    Bitboard blockers[2];
    Square en_passant;
    CastlingRights castling;
    int halfmove_clock;
    int plies_from_null;
    Piece captured;
};

class Position {
public:
    Position();  // the standard start position

    // Parses a FEN (or the first four EPD fields: halfmove and fullmove numbers may be missing and default
    // to 0 and 1). Returns nullopt and sets `error` to a one-line message when the FEN is malformed or the
    // position is impossible (see fen.cpp for every rule checked). Castling rights may be KQkq, X-FEN or
    // Shredder-FEN letters; with `chess960` false they must belong to a king on e1/e8 and rooks on the a- and
    // h-files, with it true to any king and rooks on the back rank. The flag stays with the position and
    // decides how castling is written in UCI (notation.hpp).
    static std::optional<Position> from_fen(std::string_view fen, std::string* error = nullptr, bool chess960 = false);
    std::string fen(CastlingNotation notation = CastlingNotation::XFen) const;
    // An 8x8 text diagram with the FEN and key below it, for debugging.
    std::string diagram() const;

    // --- Board ---
    Piece piece_on(Square s) const { return board_[s]; }
    bool empty(Square s) const { return board_[s] == NoPiece; }
    Bitboard pieces() const { return by_color_[White] | by_color_[Black]; }
    Bitboard pieces(Color c) const { return by_color_[c]; }
    Bitboard pieces(PieceType t) const { return by_type_[t]; }
    Bitboard pieces(PieceType t1, PieceType t2) const { return by_type_[t1] | by_type_[t2]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[c] & by_type_[t]; }
    Bitboard pieces(Color c, PieceType t1, PieceType t2) const { return by_color_[c] & pieces(t1, t2); }
    Square king_square(Color c) const { return lsb(pieces(c, King)); }
    int count(Color c, PieceType t) const { return popcount(pieces(c, t)); }

    // --- State ---
    Color side_to_move() const { return side_; }
    CastlingRights castling_rights() const { return st_.castling; }
    bool can_castle(CastlingRights r) const { return (st_.castling & r) != 0; }
    bool chess960() const { return chess960_; }
    // The rook square of a single right (as read from the FEN; kept after the right is lost), NoSquare if
    // the position never had it.
    Square castling_rook_square(CastlingRights single) const { return castling_rook_[right_index(single)]; }
    // Squares that must be empty to castle with a right, and the squares its king crosses or lands on.
    Bitboard castling_empty_squares(CastlingRights single) const { return castling_empty_[right_index(single)]; }
    Bitboard castling_king_path(CastlingRights single) const { return castling_king_path_[right_index(single)]; }
    // True when no square of the king's path is attacked (the other castling conditions aside).
    bool castling_path_is_safe(CastlingRights single) const;
    // The right a castling move uses.
    static CastlingRights castling_right(Move m) {
        const Color c = rank_of(m.to()) == 0 ? White : Black;
        return file_of(m.to()) == file_of(G1) ? kingside_right(c) : queenside_right(c);
    }
    Square en_passant_square() const { return st_.en_passant; }  // NoSquare unless e.p. is legal
    int halfmove_clock() const { return st_.halfmove_clock; }      // plies since the last capture or pawn move
    int fullmove_number() const { return 1 + game_ply_ / 2; }
    int game_ply() const { return game_ply_; }  // 0 at White's first move of the game
    Key key() const { return st_.key; }
    Key pawn_key() const { return st_.pawn_key; }  // pawns of both colours only (pawn-structure caches)
    // The key after `m`, ignoring castling-right changes, a new en-passant right and the promoted piece:
    // exact for most moves, and close enough to prefetch the transposition-table entry before the move.
    Key key_after(Move m) const;

    // --- Checks and attacks ---
    Bitboard checkers() const { return st_.checkers; }  // enemy pieces giving check to the side to move
    bool in_check() const { return st_.checkers != 0; }
    // Pieces of either colour that alone stand between an enemy slider and `c`'s king.
    Bitboard blockers_for_king(Color c) const { return st_.blockers[c]; }
    Bitboard attackers_to(Square s, Bitboard occupied) const;  // both colours
    Bitboard attackers_to(Square s) const { return attackers_to(s, pieces()); }
    bool is_attacked(Square s, Color by) const;  // with the current occupancy
    // True if the side has a knight, bishop, rook or queen (null-move pruning guard against zugzwang).
    bool has_non_pawn_material(Color c) const { return pieces(c) != pieces(c, Pawn, King); }

    // --- Moves ---
    Piece moved_piece(Move m) const { return board_[m.from()]; }
    bool is_capture(Move m) const {  // includes en passant, never castling
        return m.is_en_passant() || (!m.is_castling() && board_[m.to()] != NoPiece);
    }
    // Type of the piece `m` captures (Pawn for en passant), NoPieceType for a non-capture.
    PieceType captured_type(Move m) const;
    bool is_noisy(Move m) const { return is_capture(m) || m.is_promotion(); }  // capture or promotion
    // True if `m` could be generated here as a move of the side to move (ignoring whether it leaves the
    // king in check). Safe on any 16-bit value, e.g. a move from the transposition table or a killer.
    bool is_pseudo_legal(Move m) const;
    // True if a pseudo-legal move does not leave the mover's king in check.
    bool is_legal(Move m) const;
    // True if a legal move checks the opponent.
    bool gives_check(Move m) const;
    // Static exchange evaluation: true if the exchange sequence started by `m` on its target square wins
    // at least `threshold` centipawns (values: see_value). Defined for any legal move.
    bool see_ge(Move m, int threshold) const;

    void make_move(Move m, Undo& undo);
    void unmake_move(Move m, const Undo& undo);
    // Passes the turn (not allowed in check). Repetition detection does not look past a null move.
    void make_null_move(Undo& undo);
    void unmake_null_move(const Undo& undo);

    // --- Repetition ---
    // How many times the current position occurred before, looking back only as far as the last
    // irreversible move (capture, pawn move, castling-rights change) or null move.
    int repetition_count() const;
    // Plies back to the most recent earlier occurrence of the current position within that window,
    // 0 if none. A search typically scores a position as a draw when 0 < distance <= plies from its root
    // (repeated inside the search tree) or when repetition_count() >= 2.
    int repetition_distance() const;
    // Forgets the key history (e.g. at the root of a search that should not see game history).
    void clear_history() { history_.clear(); }

    bool operator==(const Position& o) const;  // same placement, side, rights, e.p. square and clocks

private:
    friend class FenParser;
    struct EmptyBoard {};
    explicit Position(EmptyBoard);
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);
    void move_piece(Square from, Square to);
    void compute_state();  // recomputes keys, checkers and blockers from the board
    void update_checks();  // checkers and blockers after a move
    bool en_passant_is_legal(Square ep) const;
    void add_castling_right(CastlingRights single, Square rook);  // for the FEN reader
    char castling_letter(CastlingRights single, CastlingNotation notation) const;
    Key compute_key() const;
    Key compute_pawn_key() const;

    Bitboard by_color_[2] = {};
    Bitboard by_type_[6] = {};
    Piece board_[64] = {};
    Color side_ = White;
    int game_ply_ = 0;
    Undo st_{};                  // the current state (same fields make_move saves)
    bool chess960_ = false;
    // Castling geometry, fixed for the game: the rook of each right, the squares that must be empty (between
    // king and rook and their destinations, the two themselves excepted), the squares the king crosses
    // (destination included) that must not be attacked, and the rights that survive a move from or to
    // each square (a king or castling rook moving or being captured).
    Square castling_rook_[4] = {NoSquare, NoSquare, NoSquare, NoSquare};
    Bitboard castling_empty_[4] = {};
    Bitboard castling_king_path_[4] = {};
    std::uint8_t castling_keep_[64];
    std::vector<Key> history_;   // keys of earlier positions, oldest first
};

}  // namespace gambit::chess
