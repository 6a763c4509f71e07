#include "manager/output/pgn_peer_text.hpp"

#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "chess/pgn/pgn.hpp"

namespace gambit::match {

void peer_tag(std::string& out, const char* name, const std::string& value) {
    out += '[';
    out += name;
    out += " \"";
    out += chess::escape_tag_value(value);
    out += "\"]\n";
}

std::string peer_score(const MoveRecord& m) {
    if (!m.score) return "";
    char buf[32];
    if (m.score->kind == Score::Kind::Mate) {
        // Mate in n moves is 2n-1 plies for the side that mates, 2n for the side that is mated.
        const int n = m.score->value;
        std::snprintf(buf, sizeof buf, "%sM%d", n > 0 ? "+" : "-", n > 0 ? 2 * n - 1 : -2 * n);
    } else if (m.score->value == 0) {
        return "0.00";
    } else {
        std::snprintf(buf, sizeof buf, "%+.2f", m.score->value / 100.0);
    }
    return buf;
}

std::string peer_duration(double seconds) {
    const auto s = static_cast<long>(seconds);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%02ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return buf;
}

const char* peer_termination(Termination t) {
    switch (t) {
        case Termination::AdjudicationDraw:
        case Termination::AdjudicationResign:
        case Termination::AdjudicationMaxMoves:
        case Termination::AdjudicationTablebase: return "adjudication";
        case Termination::Crash:
        case Termination::Stall: return "abandoned";
        case Termination::TimeForfeit: return "time forfeit";
        case Termination::IllegalMove: return "illegal move";
        default: return "";
    }
}

std::string peer_iso_time(const GameRecord& g, double seconds) {
    std::tm tm{};
    if (std::sscanf(g.date.c_str(), "%d.%d.%d", &tm.tm_year, &tm.tm_mon, &tm.tm_mday) != 3 ||
        std::sscanf(g.time.c_str(), "%d:%d:%d", &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 3)
        return "";
    tm.tm_year -= 1900, tm.tm_mon -= 1;
    std::time_t t = timegm(&tm) + static_cast<std::time_t>(seconds);
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
    return buf;
}

std::string shredder_fen(const std::string& fen) {
    // Fields: board, side, castling, ...; rank 8 is the board's first row, rank 1 its last.
    const auto board_end = fen.find(' ');
    if (board_end == std::string::npos) return fen;
    const auto side_end = fen.find(' ', board_end + 1);
    if (side_end == std::string::npos) return fen;
    const auto castling_end = fen.find(' ', side_end + 1);
    const std::string castling = fen.substr(side_end + 1, castling_end - side_end - 1);
    if (castling == "-") return fen;
    const std::string board = fen.substr(0, board_end);
    auto rank = [&](int index) {  // index 0 = rank 8; expanded to 8 squares
        std::size_t at = 0;
        for (int r = 0; r < index; ++r) at = board.find('/', at) + 1;
        std::string squares;
        for (; at < board.size() && board[at] != '/'; ++at)
            if (board[at] >= '1' && board[at] <= '8') squares.append(static_cast<std::size_t>(board[at] - '0'), '.');
            else squares += board[at];
        return squares;
    };
    const std::string rank1 = rank(7), rank8 = rank(0);
    std::string out;
    for (char c : castling) {
        const bool white = c >= 'A' && c <= 'Z';
        const std::string& row = white ? rank1 : rank8;
        const char king = white ? 'K' : 'k', rook = white ? 'R' : 'r';
        const auto k = row.find(king);
        char file = 0;
        if ((c == 'K' || c == 'k') && k != std::string::npos) {
            for (std::size_t f = row.size(); f-- > k + 1;)
                if (row[f] == rook) { file = static_cast<char>('a' + f); break; }
        } else if ((c == 'Q' || c == 'q') && k != std::string::npos) {
            for (std::size_t f = 0; f < k; ++f)
                if (row[f] == rook) { file = static_cast<char>('a' + f); break; }
        } else {
            file = static_cast<char>(white ? c - 'A' + 'a' : c);  // already a file
        }
        if (!file) return fen;
        out += white ? static_cast<char>(file - 'a' + 'A') : file;
    }
    return fen.substr(0, side_end + 1) + out + (castling_end == std::string::npos ? "" : fen.substr(castling_end));
}

void PeerMoveText::unit(const std::string& text) {
    if (line_length == 0 || line_length + static_cast<int>(text.size()) >= 80) {
        out += "\n" + text;
        line_length = static_cast<int>(text.size());
    } else {
        out += " " + text;
        line_length += static_cast<int>(text.size()) + 1;
    }
}

void PeerMoveText::end(const std::string& result) {
    out += (line_length + static_cast<int>(result.size()) >= 80 ? "\n" : " ") + result + "\n\n";
}

}  // namespace gambit::match
