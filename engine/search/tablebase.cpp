#include "engine/search/tablebase.hpp"

#include <mutex>

#include <tbprobe.h>

#include "chess/movegen.hpp"

namespace gambit::search::tablebase {
namespace {

std::mutex& fathom_mutex() {
    static std::mutex m;  // Fathom's own state is the global; this only orders the calls that change it
    return m;
}

Wdl wdl_of(unsigned result) {
    switch (TB_GET_WDL(result)) {
        case TB_LOSS: return -2;
        case TB_BLESSED_LOSS: return -1;
        case TB_CURSED_WIN: return 1;
        case TB_WIN: return 2;
        default: return 0;
    }
}

unsigned ep_of(const chess::Position& pos) {
    const chess::Square ep = pos.en_passant_square();
    return chess::is_ok(ep) ? unsigned(ep) : 0u;
}

}  // namespace

int load(const std::string& paths) {
    std::lock_guard lock(fathom_mutex());
    // Fathom's tb_init releases the tables loaded before (Debian's complains about munmap on stderr when it
    // does: load a path once); an empty path leaves none. Its tb_free breaks a later tb_init.
    if (!tb_init(paths == "<empty>" ? "" : paths.c_str())) return 0;
    return int(TB_LARGEST);
}

int largest() { return int(TB_LARGEST); }

bool probeable(const chess::Position& pos, const Options& options) {
    const int pieces = chess::popcount(pos.pieces());
    return TB_LARGEST > 0 && pos.castling_rights() == 0 && pieces <= int(TB_LARGEST) && pieces <= options.probe_limit;
}

// Fathom numbers squares as the chess core does (a1 = 0, h8 = 63).
std::optional<Wdl> probe_wdl(const chess::Position& pos) {
    using namespace chess;
    if (pos.halfmove_clock() != 0 || pos.castling_rights() != 0) return std::nullopt;
    const unsigned result =
        tb_probe_wdl(pos.pieces(White), pos.pieces(Black), pos.pieces(King), pos.pieces(Queen), pos.pieces(Rook),
                     pos.pieces(Bishop), pos.pieces(Knight), pos.pieces(Pawn), 0, 0, ep_of(pos), pos.side_to_move() == White);
    if (result == TB_RESULT_FAILED) return std::nullopt;
    return wdl_of(result);
}

std::optional<RootChoice> probe_root(const chess::Position& pos) {
    using namespace chess;
    if (pos.castling_rights() != 0) return std::nullopt;
    unsigned result;
    {
        std::lock_guard lock(fathom_mutex());
        result = tb_probe_root(pos.pieces(White), pos.pieces(Black), pos.pieces(King), pos.pieces(Queen),
                               pos.pieces(Rook), pos.pieces(Bishop), pos.pieces(Knight), pos.pieces(Pawn),
                               unsigned(pos.halfmove_clock()), 0, ep_of(pos), pos.side_to_move() == White, nullptr);
    }
    if (result == TB_RESULT_FAILED || result == TB_RESULT_CHECKMATE || result == TB_RESULT_STALEMATE) return std::nullopt;
    const auto from = Square(TB_GET_FROM(result)), to = Square(TB_GET_TO(result));
    static constexpr PieceType Promotions[] = {NoPieceType, Queen, Rook, Bishop, Knight};
    const PieceType promotion = Promotions[TB_GET_PROMOTES(result)];
    for (Move m : legal_moves(pos))
        if (m.from() == from && m.to() == to && (!m.is_promotion() || m.promotion() == promotion))
            return RootChoice{m, wdl_of(result)};
    return std::nullopt;
}

}  // namespace gambit::search::tablebase
