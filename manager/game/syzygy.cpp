#include "manager/game/syzygy.hpp"

#include <filesystem>
#include <mutex>
#include <system_error>

#include <tbprobe.h>

#include "chess/position.hpp"
#include "manager/cli/command_line.hpp"

namespace gambit::match::syzygy {
namespace {

std::mutex& root_mutex() {
    static std::mutex m;
    return m;
}

struct Sets {
    std::uint64_t white, black, kings, queens, rooks, bishops, knights, pawns;
    unsigned ep;
    bool white_to_move;
};

// Fathom numbers squares as the chess core does (a1 = 0, h8 = 63).
Sets sets_of(const chess::Position& pos) {
    using namespace chess;
    const Square ep = pos.en_passant_square();
    return Sets{pos.pieces(White), pos.pieces(Black), pos.pieces(King), pos.pieces(Queen), pos.pieces(Rook),
                pos.pieces(Bishop), pos.pieces(Knight), pos.pieces(Pawn),
                is_ok(ep) ? static_cast<unsigned>(ep) : 0u, pos.side_to_move() == White};
}

std::optional<Wdl> to_wdl(unsigned result) {
    if (result == TB_RESULT_FAILED) return std::nullopt;
    switch (TB_GET_WDL(result)) {
        case TB_LOSS: return Wdl::Loss;
        case TB_BLESSED_LOSS: return Wdl::BlessedLoss;
        case TB_DRAW: return Wdl::Draw;
        case TB_CURSED_WIN: return Wdl::CursedWin;
        case TB_WIN: return Wdl::Win;
        default: return std::nullopt;
    }
}

bool probeable(const chess::Position& pos) {
    return TB_LARGEST > 0 && pos.castling_rights() == 0 &&
           static_cast<unsigned>(chess::popcount(pos.pieces())) <= TB_LARGEST;
}

}  // namespace

std::vector<std::string> split_paths(const std::string& paths) {
    std::vector<std::string> out;
    std::string folder;
    for (char c : paths + ":") {
        if (c == ':' || c == ';') {
            if (!folder.empty()) out.push_back(folder);
            folder.clear();
        } else {
            folder += c;
        }
    }
    return out;
}

bool holds_tables(const std::string& folder) {
    std::error_code ec;
    for (std::filesystem::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec))
        if (it->path().extension() == ".rtbw") return true;
    return false;
}

int load(const std::string& paths) {
    const std::vector<std::string> folders = split_paths(paths);
    if (folders.empty()) throw UsageError("-tb: expected one or more folders of Syzygy tables, separated by ':'");
    std::string joined;
    for (const auto& folder : folders) {
        if (!holds_tables(folder)) throw UsageError("-tb: no Syzygy tables (*.rtbw) in '" + folder + "'");
        joined += (joined.empty() ? "" : ":") + folder;
    }
    std::lock_guard lock(root_mutex());
    if (!tb_init(joined.c_str()) || TB_LARGEST == 0)
        throw UsageError("-tb: Fathom could not load the Syzygy tables of '" + paths + "'");
    return static_cast<int>(TB_LARGEST);
}

int largest() { return static_cast<int>(TB_LARGEST); }

std::optional<Wdl> probe_wdl(const chess::Position& pos) {
    if (!probeable(pos) || pos.halfmove_clock() != 0) return std::nullopt;
    const Sets s = sets_of(pos);
    return to_wdl(tb_probe_wdl(s.white, s.black, s.kings, s.queens, s.rooks, s.bishops, s.knights, s.pawns, 0, 0,
                               s.ep, s.white_to_move));
}

std::optional<Wdl> probe_root(const chess::Position& pos) {
    if (!probeable(pos)) return std::nullopt;
    const Sets s = sets_of(pos);
    std::lock_guard lock(root_mutex());
    return to_wdl(tb_probe_root(s.white, s.black, s.kings, s.queens, s.rooks, s.bishops, s.knights, s.pawns,
                                static_cast<unsigned>(pos.halfmove_clock()), 0, s.ep, s.white_to_move, nullptr));
}

const char* to_string(Wdl wdl) {
    switch (wdl) {
        case Wdl::Loss: return "Loss";
        case Wdl::BlessedLoss: return "BlessedLoss";
        case Wdl::Draw: return "Draw";
        case Wdl::CursedWin: return "CursedWin";
        case Wdl::Win: return "Win";
    }
    return "?";
}

}  // namespace gambit::match::syzygy
