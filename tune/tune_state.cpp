#include "tune/tune_state.hpp"

#include <fstream>

#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"

namespace gambit::tune {
namespace {

constexpr const char* kFormat = "gambit-tune spsa state";

using nlohmann::ordered_json;

ordered_json spsa_to_json(const SpsaSettings& s) {
    ordered_json j;
    j["params_file"] = s.params_file;
    j["params"] = ordered_json::array();
    for (const SpsaParam& p : s.params)
        j["params"].push_back({{"name", p.name}, {"start", p.start}, {"min", p.min}, {"max", p.max},
                               {"c_end", p.c_end}, {"r_end", p.r_end}});
    j["iterations"] = s.iterations;
    j["A"] = s.a_ratio;
    j["alpha"] = s.alpha;
    j["gamma"] = s.gamma;
    j["values"] = s.values_file;
    j["history"] = s.history_file;
    j["htmlreport"] = s.html_file;
    return j;
}

SpsaSettings spsa_from_json(const ordered_json& j) {
    SpsaSettings s;
    s.params_file = j.at("params_file").get<std::string>();
    for (const auto& p : j.at("params"))
        s.params.push_back({p.at("name").get<std::string>(), p.at("start").get<double>(), p.at("min").get<double>(),
                            p.at("max").get<double>(), p.at("c_end").get<double>(), p.at("r_end").get<double>()});
    s.iterations = j.at("iterations").get<int>();
    s.a_ratio = j.at("A").get<double>();
    s.alpha = j.at("alpha").get<double>();
    s.gamma = j.at("gamma").get<double>();
    s.values_file = j.at("values").get<std::string>();
    s.history_file = j.at("history").get<std::string>();
    s.html_file = j.at("htmlreport").get<std::string>();
    return s;
}

}  // namespace

std::string state_to_text(const TuneState& state) {
    ordered_json j;
    j["format"] = kFormat;
    j["version"] = 1;
    j["config"] = match::config_to_json(state.config);
    j["spsa"] = spsa_to_json(state.spsa);
    j["seed"] = state.seed;
    j["inflight"] = state.inflight;
    const SpsaProgress& p = state.progress;
    j["theta"] = p.theta;
    j["results"] = p.results;
    j["pending"] = ordered_json::array();
    for (const auto& [k, games] : p.pending) {
        ordered_json scores = ordered_json::array();
        for (const auto& g : games) scores.push_back(g ? ordered_json(*g) : ordered_json(nullptr));
        j["pending"].push_back({{"iteration", k}, {"games", scores}});
    }
    j["games_played"] = p.games_played;
    j["pgn_bytes"] = p.pgn_bytes;
    j["seconds"] = p.seconds;
    return j.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

TuneState load_tune_state(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw match::UsageError(path + ": cannot read the state file");
    try {
        const ordered_json j = ordered_json::parse(in);
        if (j.value("format", "") != kFormat) throw match::UsageError(path + ": not a gambit-tune spsa state file");
        TuneState s;
        s.config = match::config_from_json(j.at("config"), path);
        s.spsa = spsa_from_json(j.at("spsa"));
        s.seed = j.at("seed").get<std::uint64_t>();
        s.inflight = j.at("inflight").get<int>();
        SpsaProgress& p = s.progress;
        p.theta = j.at("theta").get<std::vector<std::vector<double>>>();
        p.results = j.at("results").get<std::vector<int>>();
        for (const auto& item : j.at("pending")) {
            auto& games = p.pending[item.at("iteration").get<int>()];
            for (std::size_t g = 0; g < 2; ++g)
                if (!item.at("games").at(g).is_null()) games[g] = item.at("games").at(g).get<int>();
        }
        p.games_played = j.at("games_played").get<int>();
        p.pgn_bytes = j.at("pgn_bytes").get<std::int64_t>();
        p.seconds = j.value("seconds", 0.0);
        if (p.theta.empty() || p.theta.size() != p.results.size() + 1 || s.spsa.params.empty())
            throw match::UsageError(path + ": inconsistent state (theta history and results do not match)");
        for (const auto& theta : p.theta)
            if (theta.size() != s.spsa.params.size())
                throw match::UsageError(path + ": inconsistent state (a theta with the wrong number of values)");
        return s;
    } catch (const nlohmann::json::exception& e) {
        throw match::UsageError(path + ": not a valid gambit-tune state (" + std::string(e.what()) + ")");
    }
}

}  // namespace gambit::tune
