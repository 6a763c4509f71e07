#include <chrono>
#include <cstdio>
#include <istream>
#include <ostream>

#include <nlohmann/json.hpp>

#include "elo/cli/commands.hpp"
#include "elo/cli/match_report.hpp"
#include "elo/stats/gzip_file.hpp"
#include "elo/stats/pgn_results.hpp"
#include "elo/stats/rating_list.hpp"
#include "chess/pgn/input_error.hpp"
#include "chess/pgn/move_comment.hpp"
#include "chess/pgn/pgn.hpp"

namespace gambit::elo::cli {

namespace {

// The parts of a move comment that are present, under the names of chess::MoveComment's fields.
nlohmann::ordered_json comment_json(const chess::MoveComment& c) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    if (c.book) j["book"] = true;
    if (c.pawns) j["pawns"] = *c.pawns;
    if (c.mate) j["mate"] = *c.mate;
    if (c.depth) j["depth"] = *c.depth;
    if (c.seconds) j["seconds"] = *c.seconds;
    if (c.seldepth) j["seldepth"] = *c.seldepth;
    if (c.nodes) j["nodes"] = *c.nodes;
    if (c.nps) j["nps"] = *c.nps;
    if (c.hashfull) j["hashfull"] = *c.hashfull;
    if (c.timeleft_ms) j["timeleft_ms"] = *c.timeleft_ms;
    if (c.latency_ms) j["latency_ms"] = *c.latency_ms;
    if (!c.pv.empty()) j["pv"] = c.pv;
    if (c.line) j["line"] = *c.line;
    if (c.clock_seconds) j["clock_seconds"] = *c.clock_seconds;
    return j;
}

// --games: the PGN reader's and the move-comment parser's view of every game, one JSON line each, so that
// scripts read PGN and the comment format through the same code as the reports.
void print_games(const std::vector<std::string>& paths, std::ostream& out) {
    long number = 0;
    for (const auto& path : paths) {
        try {
            MaybeGzippedStreambuf file(path);
            std::istream in(&file);
            chess::PgnReader reader(in, path);
            while (const auto game = reader.next()) {
                nlohmann::ordered_json tags = nlohmann::ordered_json::object();
                for (const chess::PgnTag& tag : game->tags) tags[tag.name] = tag.value;
                nlohmann::ordered_json moves = nlohmann::ordered_json::array();
                for (const chess::PgnMove& move : game->moves)
                    moves.push_back({{"san", move.san},
                                     {"comments", move.comments},
                                     {"comment", comment_json(chess::parse_move_comment(
                                                     move.comments.empty() ? "" : move.comments.front()))}});
                out << nlohmann::ordered_json{{"game", ++number},
                                              {"file", path},
                                              {"line", game->line},
                                              {"tags", tags},
                                              {"result", game->result},
                                              {"leading_comments", game->leading_comments},
                                              {"moves", moves}}
                           .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                    << "\n";
            }
        } catch (const GzipFileError& e) {
            throw PgnError(e.what());
        } catch (const chess::InputError& e) {
            throw PgnError(e.what());
        }
    }
}

}  // namespace

void pgn_command(const Words& words, std::ostream& out, std::ostream& err) {
    const Args args(words, "pgn", {"anchor", "anchor-elo"}, {"json", "timing", "games"});
    if (args.positional().empty()) throw UsageError("expected one or more PGN files");
    if (args.has("games")) {
        if (args.has("anchor") || args.has("json") || args.has("timing"))
            throw UsageError("--games prints the games alone (no --anchor, --json or --timing)");
        return print_games(args.positional(), out);
    }
    if (args.has("anchor-elo") && !args.has("anchor")) throw UsageError("--anchor-elo needs --anchor NAME");

    const auto start = std::chrono::steady_clock::now();
    ResultTable table;
    PgnReadSummary total;
    // Consecutive games usually repeat the last pairing; skip the name lookups then.
    std::string last_white, last_black;
    int white_id = -1, black_id = -1;
    for (const auto& path : args.positional()) {
        const PgnReadSummary s = read_pgn_results(path, [&](const PgnGameResult& g) {
            if (white_id < 0 || g.white != last_white) white_id = table.player(g.white), last_white = g.white;
            if (black_id < 0 || g.black != last_black) black_id = table.player(g.black), last_black = g.black;
            if (white_id == black_id) return;  // a player cannot be rated against itself
            table.add_game(white_id, black_id, g.white_points);
        });
        total.games += s.games;
        total.unfinished += s.unfinished;
        total.bytes += s.bytes;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    RatingOptions options;
    if (args.has("anchor")) options.anchor = *args.text("anchor");
    options.anchor_elo = args.number("anchor-elo", 0);
    const RatingList list = rate(table, options);

    if (args.has("json")) {
        nlohmann::json players = nlohmann::json::array();
        int rank = 0;
        for (const auto& r : list.ratings)
            players.push_back({{"rank", ++rank},
                               {"name", r.name},
                               {"elo", r.elo},
                               {"error", r.error},
                               {"elo_ci", {r.elo - r.error, r.elo + r.error}},
                               {"games", r.games},
                               {"score", r.games > 0 ? r.points / r.games : 0.5},
                               {"draw_ratio", r.games > 0 ? r.draws / r.games : 0}});
        out << nlohmann::json{{"games", total.games},
                              {"unfinished", total.unfinished},
                              {"anchor",
                               list.anchor.empty() ? nlohmann::json("mean") : nlohmann::json(list.anchor)},
                              {"players", players},
                              {"bytes", total.bytes},
                              {"seconds", seconds}}
                   .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)  // player names from PGN may be Latin-1
            << "\n";
    } else {
        std::size_t width = 4;
        for (const auto& r : list.ratings) width = std::max(width, r.name.size());
        char line[256];
        std::snprintf(line, sizeof line, "%4s  %-*s %9s %6s %8s %7s %7s\n", "Rank", static_cast<int>(width),
                      "Name", "Elo", "±", "Games", "Score",
                      "Draws");  // "±" is two bytes wide in printf's count
        out << line;
        int rank = 0;
        for (const auto& r : list.ratings) {
            std::snprintf(line, sizeof line, "%4d  %-*s %9s %6s %8s %6s%% %6s%%\n", ++rank,
                          static_cast<int>(width), r.name.c_str(), fixed(r.elo, 1, true).c_str(),
                          fixed(r.error, 1).c_str(), fixed(r.games, 0).c_str(),
                          fixed(r.games > 0 ? 100 * r.points / r.games : 50, 1).c_str(),
                          fixed(r.games > 0 ? 100 * r.draws / r.games : 0, 1).c_str());
            out << line;
        }
        out << fixed(static_cast<double>(total.games), 0) << " games";
        if (total.unfinished > 0) out << " (" << total.unfinished << " unfinished skipped)";
        out << "; ratings relative to " << (list.anchor.empty() ? "the mean" : list.anchor)
            << "; ± is the 95% interval\n";
    }
    if (args.has("timing"))
        err << "read " << fixed(total.bytes / 1e6, 1) << " MB in " << fixed(seconds, 3) << " s ("
            << fixed(seconds > 0 ? total.bytes / 1e6 / seconds : 0, 0) << " MB/s)\n";
}

}  // namespace gambit::elo::cli
