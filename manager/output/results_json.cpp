#include "manager/output/results_json.hpp"

#include "manager/cli/config_json.hpp"

namespace gambit::match {

using nlohmann::ordered_json;

elo::SprtParams sprt_params(const SprtSettings& settings) {
    elo::SprtParams p;
    p.elo0 = settings.elo0;
    p.elo1 = settings.elo1;
    p.alpha = settings.alpha;
    p.beta = settings.beta;
    // model=bayesian: cutechess's bounds are BayesElo; elo/ restates them in logistic Elo with the draw Elo
    // fitted to the W/D/L counts (fastchess computes the same test; it uses single games, and so do we).
    p.model = settings.model == "logistic"   ? elo::Model::Logistic
              : settings.model == "bayesian" ? elo::Model::BayesElo
              : settings.model == "cutechess" ? elo::Model::Cutechess
                                             : elo::Model::Normalized;
    return p;
}

ordered_json results_to_json(const ResultsSnapshot& r) {
    const MatchConfig& c = *r.config;
    ordered_json j;
    j["match_id"] = r.match_id;
    j["shard"] = {{"index", c.shard_index}, {"count", c.shard_count}};
    j["status"] = r.status;
    if (!r.message.empty()) j["message"] = r.message;
    j["games_planned"] = r.games_planned;
    j["games_played"] = r.scoreboard->games();
    j["engines"] = r.engine_names;
    j["tournament"] = to_string(c.tournament);
    j["tc"] = describe(c.engines.at(0).tc);
    if (c.bench > 0) j["bench"] = c.bench;  // the commit block's Bench: line (gambit-elo report)
    // For reports: the engines side by side, and every setting.
    ordered_json configs = ordered_json::array();
    for (std::size_t i = 0; i < c.engines.size(); ++i) {
        const EngineSpec& e = c.engines[i];
        ordered_json options = ordered_json::array();
        for (const auto& [name, value] : e.process.options) options.push_back({name, value});
        configs.push_back({{"name", r.engine_names.at(i)}, {"cmd", e.process.cmd}, {"args", e.process.args},
                           {"options", options}, {"tc", describe(e.tc)}});
    }
    j["engine_configs"] = std::move(configs);
    auto settings = config_to_json(c);
    settings.erase("engines");
    j["settings"] = std::move(settings);
    if (c.sprt.enabled)
        j["sprt_params"] = {{"elo0", c.sprt.elo0}, {"elo1", c.sprt.elo1}, {"alpha", c.sprt.alpha},
                            {"beta", c.sprt.beta}, {"model", c.sprt.model}};
    ordered_json pairs = ordered_json::array();
    for (const auto& s : r.scoreboard->encounters()) {
        const elo::Estimate e = estimate(s);
        ordered_json p;
        p["engines"] = {r.engine_names[static_cast<std::size_t>(s.a)], r.engine_names[static_cast<std::size_t>(s.b)]};
        p["wins"] = static_cast<int>(s.wdl.wins);
        p["draws"] = static_cast<int>(s.wdl.draws);
        p["losses"] = static_cast<int>(s.wdl.losses);
        ordered_json penta = ordered_json::array();
        for (double n : s.penta.pairs) penta.push_back(static_cast<int>(n));
        p["penta"] = penta;
        p["elo"] = e.elo;
        // As fishtest and gambit-elo: elo_ci is the symmetric elo ± half; the asymmetric one is kept beside it.
        p["elo_ci"] = {e.elo - e.elo_half, e.elo + e.elo_half};
        p["elo_ci_asymmetric"] = {e.elo_lo, e.elo_hi};
        p["elo_half"] = e.elo_half;
        p["los"] = e.los;
        p["nelo"] = e.nelo;
        p["nelo_half"] = e.nelo_half;
        p["draw_ratio"] = e.draw_ratio;
        if (c.sprt.enabled) {
            const elo::SprtResult t = sprt(s, sprt_params(c.sprt));
            p["sprt"] = {{"llr", t.llr}, {"lower", t.lower}, {"upper", t.upper},
                         {"result", std::string(elo::to_string(t.verdict))}};
        }
        pairs.push_back(std::move(p));
    }
    j["pairs"] = std::move(pairs);
    ordered_json terminations = ordered_json::object();
    for (const auto& [reason, count] : r.scoreboard->terminations()) terminations[reason] = count;
    j["terminations"] = std::move(terminations);
    if (r.games) j["games"] = *r.games;
    ordered_json garbage = ordered_json::object();
    for (std::size_t i = 0; i < r.engine_names.size() && i < r.garbage_lines.size(); ++i)
        garbage[r.engine_names[i]] = r.garbage_lines[i];
    j["garbage_lines"] = std::move(garbage);
    // fastchess's warnings (pv_check.hpp) by engine and key: an engine without any has an empty object.
    ordered_json warnings = ordered_json::object();
    for (std::size_t i = 0; i < r.engine_names.size(); ++i) {
        ordered_json counts = ordered_json::object();
        if (i < r.warnings.size())
            for (const auto& [key, count] : r.warnings[i]) counts[key] = count;
        warnings[r.engine_names[i]] = std::move(counts);
    }
    j["warnings"] = std::move(warnings);
    return j;
}

}  // namespace gambit::match
