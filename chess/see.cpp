// Static exchange evaluation: plays out the captures on one square, each side always recapturing with its
// least valuable attacker and free to stop, and compares the result with a threshold. X-rays (a slider
// behind the piece that just captured) join in as the line opens. Pins are ignored.
#include "chess/attacks.hpp"
#include "chess/position.hpp"

namespace gambit::chess {

bool Position::see_ge(Move m, int threshold) const {
    if (m.is_castling()) return 0 >= threshold;

    const Square from = m.from(), to = m.to();
    const PieceType captured = captured_type(m);
    int balance = (captured == NoPieceType ? 0 : see_value(captured)) - threshold;
    PieceType on_square = type_of(board_[from]);  // the piece the opponent may win next
    if (m.is_promotion()) {
        balance += see_value(m.promotion()) - see_value(Pawn);
        on_square = m.promotion();
    }
    if (balance < 0) return false;  // even an unanswered capture does not reach the threshold
    balance -= see_value(on_square);
    if (balance >= 0) return true;  // even losing the moved piece keeps us above the threshold

    Bitboard occupied = pieces() ^ square_bb(from);
    if (m.is_en_passant()) occupied ^= square_bb(Square(to - pawn_push(side_)));
    Bitboard attackers = attackers_to(to, occupied) & occupied;
    const Bitboard diagonal = pieces(Bishop, Queen), straight = pieces(Rook, Queen);

    // Captures alternate. `balance` is always seen from the side that just captured, minus the value of
    // the piece it left on the square; once it is >= 0 the other side cannot gain by recapturing.
    Color turn = ~side_;  // the side to capture next
    for (;;) {
        const Bitboard mine = attackers & pieces(turn);
        if (!mine) break;
        PieceType attacker = Pawn;
        while (!(mine & pieces(attacker))) attacker = PieceType(attacker + 1);

        occupied ^= square_bb(lsb(mine & pieces(attacker)));
        if (attacker == Pawn || attacker == Bishop || attacker == Queen)
            attackers |= bishop_attacks(to, occupied) & diagonal;
        if (attacker == Rook || attacker == Queen) attackers |= rook_attacks(to, occupied) & straight;
        attackers &= occupied;

        turn = ~turn;
        balance = -balance - 1 - see_value(attacker);
        if (balance >= 0) {
            // A king may not capture into a defended square: then the capture was not available after all.
            if (attacker == King && (attackers & pieces(turn))) turn = ~turn;
            break;
        }
    }
    // `turn` is the side left without a good capture: it lost the exchange.
    return turn != side_;
}

}  // namespace gambit::chess
