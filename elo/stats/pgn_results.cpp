#include "elo/stats/pgn_results.hpp"

#include <istream>
#include <optional>

#include "elo/stats/gzip_file.hpp"
#include "chess/pgn/input_error.hpp"
#include "chess/pgn/pgn.hpp"

namespace gambit::elo {

namespace {

// White's points of a Result tag, none for "*"; a value that is no result names the tag's line.
std::optional<double> white_points(const chess::PgnTag& result, const std::string& path) {
    if (result.value == "1-0") return 1.0;
    if (result.value == "0-1") return 0.0;
    if (result.value == "1/2-1/2") return 0.5;
    if (result.value == "*") return std::nullopt;
    throw PgnError(path + ":" + std::to_string(result.line) + ": Result tag \"" + result.value +
                   "\" is not 1-0, 0-1, 1/2-1/2 or *");
}

}  // namespace

PgnReadSummary read_pgn_results(const std::string& path,
                                const std::function<void(const PgnGameResult&)>& on_game) {
    PgnReadSummary summary;
    try {
        MaybeGzippedStreambuf file(path);  // games.pgn, or games.pgn.gz read as it is
        std::istream in(&file);
        chess::PgnReader reader(in, path, /*keep_moves=*/false);
        while (const auto game = reader.next()) {
            const chess::PgnTag* white = game->find_tag("White");
            const chess::PgnTag* black = game->find_tag("Black");
            const chess::PgnTag* result = game->find_tag("Result");
            if (!white && !black && !result) continue;
            const std::optional<double> points = result ? white_points(*result, path) : std::nullopt;
            if (white && black && points) {
                on_game({white->value, black->value, *points});
                ++summary.games;
            } else {
                ++summary.unfinished;
            }
        }
        summary.bytes = file.bytes_read();
    } catch (const GzipFileError& e) {
        throw PgnError(e.what());
    } catch (const chess::InputError& e) {
        throw PgnError(e.what());
    }
    return summary;
}

}  // namespace gambit::elo
