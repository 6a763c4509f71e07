#include "manager/run_state.hpp"

#include <fstream>

#include "manager/cli.hpp"

namespace gambit::match {

using nlohmann::json;
using nlohmann::ordered_json;

std::string state_to_text(const RunState& s) {
    ordered_json j;
    j["format"] = "gambit-match-state";
    j["version"] = 1;
    j["match_id"] = s.match_id;
    j["seed"] = s.seed;
    j["games_planned"] = s.games_planned;
    j["pgn_bytes"] = s.pgn_bytes;
    j["config"] = s.config;
    ordered_json games = ordered_json::array();
    for (const auto& g : s.finished) {
        // One compact array per game keeps the file small for long runs.
        games.push_back({g.id, g.pair, g.white, g.black, std::string(to_pgn(g.result)),
                         std::string(to_key(g.termination)), g.plies, g.garbage_lines[0], g.garbage_lines[1]});
    }
    j["finished_fields"] = {"id", "pair", "white", "black", "result", "termination", "plies", "garbage_white",
                            "garbage_black"};
    j["finished"] = std::move(games);
    return j.dump(1) + "\n";
}

RunState load_state(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError(path + ": cannot open the state file");
    ordered_json j;  // in file order: the match id of a resumed run is computed from the config read here
    try {
        j = ordered_json::parse(in);
    } catch (const json::parse_error& e) {
        throw UsageError(path + ": the state file is not valid JSON (" + std::string(e.what()) + ")");
    }
    if (!j.is_object() || j.value("format", "") != "gambit-match-state")
        throw UsageError(path + ": not a gambit-match state file");
    RunState s;
    try {
        s.match_id = j.at("match_id").get<std::string>();
        s.seed = j.at("seed").get<std::uint64_t>();
        s.games_planned = j.at("games_planned").get<int>();
        s.pgn_bytes = j.at("pgn_bytes").get<std::int64_t>();
        s.config = j.at("config");
        int n = 0;
        for (const auto& g : j.at("finished")) {
            ++n;
            FinishedGame f;
            f.id = g.at(0).get<int>();
            f.pair = g.at(1).get<int>();
            f.white = g.at(2).get<int>();
            f.black = g.at(3).get<int>();
            auto result = result_from_pgn(g.at(4).get<std::string>());
            auto termination = termination_from_key(g.at(5).get<std::string>());
            if (!result || !termination) throw UsageError(path + ": finished game " + std::to_string(n) + " is malformed");
            f.result = *result;
            f.termination = *termination;
            f.plies = g.at(6).get<int>();
            f.garbage_lines[0] = g.at(7).get<int>();
            f.garbage_lines[1] = g.at(8).get<int>();
            s.finished.push_back(f);
        }
    } catch (const json::exception& e) {
        throw UsageError(path + ": the state file is incomplete (" + std::string(e.what()) + ")");
    }
    return s;
}

bool is_state_file(const std::string& path) {
    std::ifstream in(path);
    if (!in) return false;
    const json j = json::parse(in, nullptr, false);
    return j.is_object() && j.value("format", "") == "gambit-match-state";
}

}  // namespace gambit::match
