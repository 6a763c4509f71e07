// The Scharnagl numbering: n -> light bishop (n % 4 on b, d, f, h), dark bishop (n / 4 % 4 on a, c, e, g),
// queen (n / 16 % 6 on the free squares), knights (n / 96, one of the ten ways to place two knights on the
// five squares left), then rook, king, rook on the last three.
#include "chess/chess960.hpp"

#include <cctype>
#include <utility>

namespace gambit::chess {

namespace {

constexpr int KnightPlacements[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// Puts `piece` on the `nth` (0-based) empty square of `rank`.
void put_on_free(std::string& rank, int nth, char piece) {
    for (char& square : rank)
        if (square == '.' && nth-- == 0) {
            square = piece;
            return;
        }
}

}  // namespace

std::string chess960_back_rank(int index) {
    std::string rank(8, '.');
    int n = index;
    rank[std::size_t(2 * (n % 4) + 1)] = 'B';
    n /= 4;
    rank[std::size_t(2 * (n % 4))] = 'B';
    n /= 4;
    put_on_free(rank, n % 6, 'Q');
    n /= 6;
    const auto [first, second] = KnightPlacements[n];
    put_on_free(rank, second, 'N');  // the later square first, so the earlier index still counts right
    put_on_free(rank, first, 'N');
    for (const char piece : {'R', 'K', 'R'}) put_on_free(rank, 0, piece);
    return rank;
}

std::optional<int> chess960_index(const std::string& back_rank) {
    std::string upper;
    for (const char c : back_rank) upper += char(std::toupper(static_cast<unsigned char>(c)));
    for (int i = 0; i < Chess960Count; ++i)
        if (chess960_back_rank(i) == upper) return i;
    return std::nullopt;
}

Position chess960_position(int white_index, int black_index) {
    const std::string white = chess960_back_rank(white_index);
    std::string black = chess960_back_rank(black_index);
    for (char& c : black) c = char(std::tolower(static_cast<unsigned char>(c)));
    std::string rights;  // Shredder-FEN: the rook files, king side first
    for (const auto& [rank, lower] : {std::pair{white, false}, std::pair{black, true}}) {
        const char outer[2] = {char('a' + rank.find_last_of("Rr")), char('a' + rank.find_first_of("Rr"))};
        for (const char file : outer) rights += lower ? file : char(std::toupper(static_cast<unsigned char>(file)));
    }
    const std::string fen = black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w " + rights + " - 0 1";
    return *Position::from_fen(fen, nullptr, true);
}

std::optional<Position> fen_in_either_variant(std::string_view fen, std::string* error) {
    if (auto standard = Position::from_fen(fen)) return standard;
    return Position::from_fen(fen, error, true);
}

}  // namespace gambit::chess
