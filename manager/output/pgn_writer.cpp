#include "manager/output/pgn_writer.hpp"

#include <zlib.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string_view>

#include "chess/position.hpp"
#include "manager/game/play_game.hpp"
#include "chess/pgn/pgn.hpp"
#include "manager/output/pgn_cutechess.hpp"
#include "manager/output/opening_names.hpp"
#include "manager/output/pgn_fastchess.hpp"

namespace gambit::match {
namespace {

void tag(std::string& out, const char* name, const std::string& value) {
    out += '[';
    out += name;
    out += " \"";
    out += chess::escape_tag_value(value);
    out += "\"]\n";
}

// Appends movetext tokens, wrapping lines before 80 columns.
struct MoveText {
    std::string& out;
    std::size_t line_start;
    void token(const std::string& t) {
        bool first = out.size() == line_start;
        if (!first && out.size() - line_start + 1 + t.size() > 79) {
            out += '\n';
            line_start = out.size();
            first = true;
        }
        if (!first) out += ' ';
        out += t;
    }
};

// "{text}". Built by appending: GCC 12 warns falsely (-Wrestrict) on "{" + std::string(...) + "}".
std::string braced(std::string_view text) {
    std::string b;
    b.reserve(text.size() + 2);
    b += '{';
    b += text;
    b += '}';
    return b;
}

std::string duration_text(double seconds) {
    auto s = static_cast<long>(seconds + 0.5);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%02ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return buf;
}

// Long algebraic notation from the SAN and UCI of a move: "Ng1-f3", "e4xd5", "e7-e8=Q+", "O-O".
std::string lan(const MoveRecord& m) {
    if (m.san.rfind("O-O", 0) == 0 || m.uci.size() < 4) return m.san;
    std::string out;
    if (std::string_view("KQRBN").find(m.san[0]) != std::string_view::npos) out += m.san[0];
    out += m.uci.substr(0, 2);
    out += m.san.find('x') != std::string::npos ? 'x' : '-';
    out += m.uci.substr(2, 2);
    if (m.uci.size() > 4) out += std::string("=") + static_cast<char>(std::toupper(static_cast<unsigned char>(m.uci[4])));
    if (!m.san.empty() && (m.san.back() == '+' || m.san.back() == '#')) out += m.san.back();
    return out;
}

std::string notation(const MoveRecord& m, const std::string& style) {
    return style == "uci" ? m.uci : style == "lan" ? lan(m) : m.san;
}

}  // namespace

std::string format_pgn(const GameRecord& g, const std::string& event, const PgnSettings& pgn, const std::string& site) {
    std::string out;
    tag(out, "Event", event);
    tag(out, "Site", site);
    tag(out, "Date", g.date);
    tag(out, "Round", std::to_string(g.round + 1));
    tag(out, "White", g.white_name);
    tag(out, "Black", g.black_name);
    tag(out, "Result", std::string(to_pgn(g.result)));
    if (g.chess960) tag(out, "Variant", "Chess960");
    const bool custom_start = g.start_fen != chess::StartFen || g.chess960;
    if (pgn.min) {  // cutechess's minimal PGN: the Seven Tag Roster (and the start position), moves, result
        if (custom_start) {
            tag(out, "FEN", g.start_fen);
            tag(out, "SetUp", "1");
        }
    } else {
    tag(out, "GameId", std::to_string(g.id + 1));
    if (g.pair >= 0) tag(out, "GambitPair", std::to_string(g.pair + 1));  // both colours of one opening
    if (custom_start) {
        tag(out, "FEN", g.start_fen);
        tag(out, "SetUp", "1");
    }
    // The book's name of the opening where it has one, else Lichess's (as fastchess names it), with its ECO.
    const auto named = lichess_opening(g);
    if (named) tag(out, "ECO", named->eco);
    if (!g.opening_name.empty() || named) tag(out, "Opening", g.opening_name.empty() ? named->name : g.opening_name);
    if (g.white_tc == g.black_tc) {
        tag(out, "TimeControl", g.white_tc);
    } else {
        tag(out, "WhiteTimeControl", g.white_tc);
        tag(out, "BlackTimeControl", g.black_tc);
    }
    tag(out, "Time", g.time);
    tag(out, "Termination", std::string(pgn_termination(g.termination)));
    tag(out, "PlyCount", std::to_string(g.moves.size()));
    tag(out, "GameDuration", duration_text(g.duration_s));
    }
    out += '\n';

    // Move numbers follow the start position: a FEN with Black to move starts with "N...".
    int fullmove = 1;
    bool white_to_move = true;
    if (custom_start) {
        if (auto pos = chess::Position::from_fen(g.start_fen, nullptr, g.chess960)) {
            fullmove = pos->fullmove_number();
            white_to_move = pos->side_to_move() == chess::White;
        }
    }
    MoveText text{out, out.size()};
    bool need_number = true;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const MoveRecord& m = g.moves[i];
        if (white_to_move) text.token(std::to_string(fullmove) + ".");
        else if (need_number) text.token(std::to_string(fullmove) + "...");
        need_number = false;
        text.token(notation(m, pgn.notation));
        if (!pgn.min) {
            // One comment per move (readers such as chess.js refuse two in a row): the reason the game ended
            // joins the last move's, before its clock.
            std::string comment = move_comment(m, pgn);
            if (i + 1 == g.moves.size() && !g.reason.empty()) {
                const auto clock = comment.find(" [%clk ");
                comment.insert(clock == std::string::npos ? comment.size() : clock, ", " + g.reason);
            }
            text.token(braced(comment));
        }
        if (!white_to_move) ++fullmove;
        white_to_move = !white_to_move;
    }
    if (g.moves.empty() && !g.reason.empty() && !pgn.min) text.token(braced(g.reason));
    text.token(std::string(to_pgn(g.result)));
    out += "\n\n";
    return out;
}

std::string format_game_pgn(const GameRecord& g, const MatchConfig& config) {
    switch (config.dialect) {
        case Dialect::Cutechess: return format_cutechess_pgn(g, config);
        case Dialect::Fastchess: return format_fastchess_pgn(g, config);
        case Dialect::Gambit: break;
    }
    return format_pgn(g, config.event, config.pgn, config.site);
}

PgnWriter::PgnWriter(const std::string& path, std::int64_t keep_bytes) : path_(path) {
    std::error_code ec;
    if (keep_bytes >= 0 && std::filesystem::exists(path, ec)) {
        std::filesystem::resize_file(path, static_cast<std::uintmax_t>(keep_bytes), ec);
        if (ec) throw std::runtime_error(path + ": cannot truncate the PGN file to the checkpoint: " + ec.message());
    }
    file_ = std::fopen(path.c_str(), "ab");
    if (!file_) throw std::runtime_error(path + ": cannot open the PGN file: " + std::strerror(errno));
    std::fseek(file_, 0, SEEK_END);
    size_ = std::ftell(file_);
}

void PgnWriter::track_crc32() {
    track_crc_ = true;
    crc_ = static_cast<std::uint32_t>(::crc32(0L, Z_NULL, 0));
    std::FILE* in = std::fopen(path_.c_str(), "rb");
    if (!in) throw std::runtime_error(path_ + ": cannot read the PGN file: " + std::strerror(errno));
    unsigned char buffer[1 << 16];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, in)) > 0)
        crc_ = static_cast<std::uint32_t>(::crc32(crc_, buffer, static_cast<uInt>(n)));
    std::fclose(in);
}

PgnWriter::~PgnWriter() {
    if (file_) std::fclose(file_);
}

void PgnWriter::append(const GameRecord& game, const std::string& event, const PgnSettings& pgn, const std::string& site) {
    append_text(format_pgn(game, event, pgn, site));
}

void PgnWriter::append_text(const std::string& text) {
    if (std::fwrite(text.data(), 1, text.size(), file_) != text.size() || std::fflush(file_) != 0)
        throw std::runtime_error(path_ + ": cannot write the PGN file: " + std::strerror(errno));
    size_ += static_cast<std::int64_t>(text.size());
    if (track_crc_)
        crc_ = static_cast<std::uint32_t>(
            ::crc32(crc_, reinterpret_cast<const Bytef*>(text.data()), static_cast<uInt>(text.size())));
}

}  // namespace gambit::match
