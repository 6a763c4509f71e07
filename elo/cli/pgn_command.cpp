#include <chrono>
#include <cstdio>
#include <ostream>

#include "elo/cli/commands.hpp"
#include "elo/cli/match_report.hpp"
#include "elo/pgn_results.hpp"
#include "elo/rating_list.hpp"

namespace gambit::elo::cli {

void pgn_command(const Words& words, std::ostream& out, std::ostream& err) {
    const Args args(words, "pgn", {"anchor", "anchor-elo"}, {"json", "timing"});
    if (args.positional().empty()) throw UsageError("expected one or more PGN files");
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
