#include "manager/output/standings_text.hpp"

#include <algorithm>
#include <cstdio>

#include "elo/report/analysis.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/verdict_sentence.hpp"

namespace gambit::match {
namespace {

std::string cell_format(const char* fmt, auto... args) {
    char buf[512];
    std::snprintf(buf, sizeof buf, fmt, args...);
    return buf;
}

// The scoreboard as the report reads a results file: engines and each encounter's W/D/L.
report::ReportInput as_report_input(const Scoreboard& scores, const std::vector<std::string>& names, TournamentKind kind) {
    report::ReportInput in;
    in.tournament = to_string(kind);
    in.engines = names;
    for (const EncounterStats& s : scores.encounters()) {
        report::PairTotals p;
        p.first = names[static_cast<std::size_t>(s.a)];
        p.second = names[static_cast<std::size_t>(s.b)];
        p.wins = s.wdl.wins, p.draws = s.wdl.draws, p.losses = s.wdl.losses;
        if (s.pentanomial) p.penta = s.penta.pairs;  // as results.json has them, so the numbers agree
        in.pairs.push_back(p);
    }
    in.games_played = in.games_planned = scores.games();
    return in;
}

}  // namespace

std::string standings_text(const Scoreboard& scores, const std::vector<std::string>& names, TournamentKind kind) {
    if (scores.games() == 0) return "";
    const report::ReportInput in = as_report_input(scores, names, kind);
    const auto table = report::standings(in);
    std::size_t width = 6;
    for (const auto& s : table) width = std::max(width, s.engine.size());
    const int w = static_cast<int>(width);

    std::string out = report::verdict_sentence(in) + "\n";
    out += cell_format("Rank  %-*s  Games  Points   Score   Rating    +/-   Draws\n", w, "Engine");
    int rank = 1;
    for (const auto& s : table) {
        const double games = s.games();
        out += cell_format("%4d  %-*s  %5.0f  %6s  %5.1f%%  %7s  %5s  %5.1f%%\n", rank++, w, s.engine.c_str(), games,
                      report::points_text(s.points()).c_str(), games > 0 ? 100 * s.points() / games : 0.0,
                      s.rating ? report::signed_fixed(*s.rating, 1).c_str() : "-",
                      s.rating_error ? report::fixed(*s.rating_error, 1).c_str() : "-",
                      games > 0 ? 100 * s.wdl.draws / games : 0.0);
    }
    out += "Rating: maximum likelihood against the whole field, its mean at 0; +/- is the 95% interval\n";

    out += "Crosstable (points of the row against the column, of the games they played)\n";
    constexpr int kCell = 11;
    out += cell_format("%*s", w + 4, "");
    for (std::size_t j = 0; j < table.size(); ++j) out += cell_format("%*zu", kCell, j + 1);
    out += "\n";
    for (std::size_t i = 0; i < table.size(); ++i) {
        out += cell_format("%-2zu  %-*s", i + 1, w, table[i].engine.c_str());
        for (std::size_t j = 0; j < table.size(); ++j) {
            auto [points, games] = report::head_to_head(in, table[i].engine, table[j].engine);
            const std::string cell = i == j ? "-" : games > 0 ? report::points_text(points) + "/" + report::count_text(games) : "";
            out += cell_format("%*s", kCell, cell.c_str());
        }
        out += "\n";
    }
    return out;
}

}  // namespace gambit::match
