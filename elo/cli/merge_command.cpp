#include <ostream>

#include "elo/cli/commands.hpp"
#include "elo/cli/match_report.hpp"
#include "elo/stats/results_file.hpp"

namespace gambit::elo::cli {

namespace {

// Pairs are reported from pentanomial counts when the match played paired openings, else from W/D/L.
MatchReport report_of(const PairResults& p, const std::optional<SprtParams>& sprt) {
    return total(p.penta) > 0 ? analyse(p.penta, sprt) : analyse(p.wdl, sprt);
}

}  // namespace

void merge_command(const Words& words, std::ostream& out) {
    const Args args(words, "merge", {}, {"json"});
    const auto& paths = args.positional();
    if (paths.empty()) throw UsageError("expected one or more results files");
    std::vector<ResultsFile> files;
    for (const auto& path : paths) files.push_back(read_results_file(path));
    const ResultsFile m = merge_results(files, paths);
    if (m.sprt) check_sprt_params(*m.sprt, paths[0] + ": sprt_params: ");

    std::vector<MatchReport> reports;
    for (const auto& p : m.pairs) reports.push_back(report_of(p, m.sprt));

    if (args.has("json")) {
        nlohmann::json pairs = nlohmann::json::array();
        for (std::size_t i = 0; i < m.pairs.size(); ++i) {
            const PairResults& p = m.pairs[i];
            nlohmann::json j = to_json(reports[i]);
            j["engines"] = {p.first, p.second};
            j["wins"] = count_json(p.wdl.wins);
            j["draws"] = count_json(p.wdl.draws);
            j["losses"] = count_json(p.wdl.losses);
            j["penta"] = counts_json(p.penta.pairs);
            if (m.sprt)
                j["sprt"] = {{"llr", reports[i].sprt.llr},
                             {"lower", reports[i].sprt.lower},
                             {"upper", reports[i].sprt.upper},
                             {"result", std::string(to_string(reports[i].sprt.verdict))}};
            pairs.push_back(j);
        }
        nlohmann::json terminations = nlohmann::json::object();
        for (const auto& [reason, n] : m.terminations) terminations[reason] = count_json(n);
        nlohmann::json j = m.extra;  // what the shards carry for reports, then the merged numbers
        j.update(nlohmann::json{{"match_id", m.match_id},
                                {"shard", {{"indexes", m.shards}, {"count", m.shard_count}}},
                                {"games_planned", count_json(m.games_planned)},
                                {"games_played", count_json(m.games_played)},
                                {"engines", m.engines},
                                {"pairs", pairs},
                                {"terminations", terminations}});
        if (m.sprt)
            j["sprt_params"] = {{"elo0", m.sprt->elo0},
                                {"elo1", m.sprt->elo1},
                                {"alpha", m.sprt->alpha},
                                {"beta", m.sprt->beta},
                                {"model", std::string(to_string(m.sprt->model))}};
        // A two-engine match also gets the single-match keys at the top level; not "games", which in a
        // results file is the list of game records (the count is games_played).
        if (pairs.size() == 1)
            for (const char* key :
                 {"score", "elo", "elo_ci", "los", "draw_ratio", "nelo", "nelo_ci", "llr", "llr_bounds"})
                if (pairs[0].contains(key)) j[key] = pairs[0][key];
        if (pairs.size() == 1 && m.sprt) j["sprt"] = pairs[0]["sprt"]["result"];
        out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
        return;
    }

    out << "Match " << m.match_id << ": " << m.shards.size() << " of " << m.shard_count << " shards merged (";
    for (std::size_t i = 0; i < m.shards.size(); ++i) out << (i ? ", " : "") << m.shards[i];
    out << "), " << fixed(m.games_played, 0) << " of " << fixed(m.games_planned, 0)
        << " planned games played\n";
    if (!m.terminations.empty()) {
        out << "Terminations:";
        for (const auto& [reason, n] : m.terminations) out << " " << reason << " " << fixed(n, 0);
        out << "\n";
    }
    for (std::size_t i = 0; i < m.pairs.size(); ++i)
        out << "\n" << m.pairs[i].first << " vs " << m.pairs[i].second << "\n" << to_text(reports[i]);
}

}  // namespace gambit::elo::cli
