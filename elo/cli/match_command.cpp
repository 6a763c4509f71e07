#include <limits>
#include <ostream>

#include "elo/cli/commands.hpp"
#include "elo/cli/match_report.hpp"

namespace gambit::elo::cli {

void match_command(const std::string& name, const Words& words, std::ostream& out) {
    std::set<std::string> valued = kSprtOptions;
    valued.insert("max-games");
    const Args args(words, name, valued, {"json"});
    const auto params = sprt_options(args);
    const double max_games = args.has("max-games") ? parse_count(*args.text("max-games"), "--max-games")
                                                   : std::numeric_limits<double>::infinity();
    const auto& counts = args.positional();

    MatchReport report;
    if (name == "wdl") {
        if (counts.size() != 3)
            throw UsageError("expected three counts W D L, got " + std::to_string(counts.size()));
        const Trinomial t{.wins = parse_count(counts[0], "W"),
                          .draws = parse_count(counts[1], "D"),
                          .losses = parse_count(counts[2], "L")};
        report = analyse(t, params, max_games);
    } else {
        if (counts.size() != 5)
            throw UsageError("expected five pair counts N0 N1 N2 N3 N4, got " +
                             std::to_string(counts.size()));
        Pentanomial p;
        const char* names[] = {"N0", "N1", "N2", "N3", "N4"};
        for (std::size_t i = 0; i < 5; ++i) p.pairs[i] = parse_count(counts[i], names[i]);
        report = analyse(p, params, max_games);
    }
    if (args.has("json"))
        out << to_json(report).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    else
        out << to_text(report);
}

}  // namespace gambit::elo::cli
