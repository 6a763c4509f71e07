#include "manager/tournament/run_state.hpp"

#include <fstream>
#include <ostream>
#include <sstream>

#include "manager/cli/command_line.hpp"
#include "manager/cli/json_integer.hpp"
#include "manager/tournament/fastchess_resume.hpp"

namespace gambit::match {

using nlohmann::json;
using nlohmann::ordered_json;

void write_state(std::ostream& out, const RunState& s) {
    // Written field by field rather than as one JSON document: a run of many games would otherwise build
    // (and free) a document and a string of every finished game after each game, and the manager's memory
    // would grow with the run.
    out << "{\n \"format\": \"gambit-match-state\",\n \"version\": 1"
        << ",\n \"match_id\": " << json(s.match_id).dump() << ",\n \"seed\": " << s.seed
        << ",\n \"games_planned\": " << s.games_planned << ",\n \"pgn_bytes\": " << s.pgn_bytes
        << ",\n \"config\": " << s.config.dump(1, ' ', false, json::error_handler_t::replace)
        << ",\n \"finished_fields\": [\"id\", \"pair\", \"white\", \"black\", \"result\", \"termination\", \"plies\", "
           "\"garbage_white\", \"garbage_black\", \"warnings\"]"
        << ",\n \"finished\": [";
    const char* separator = "\n  ";
    for (const auto& g : s.finished) {
        // One compact array per game keeps the file small for long runs.
        out << separator << '[' << g.id << ',' << g.pair << ',' << g.white << ',' << g.black << ",\"" << to_pgn(g.result)
            << "\",\"" << to_key(g.termination) << "\"," << g.plies << ',' << g.garbage_lines[0] << ','
            << g.garbage_lines[1];
        // Only games with warnings carry the field: [{key: count} of white, the same of black].
        if (!g.warnings[0].empty() || !g.warnings[1].empty())
            out << ',' << json::array({json(g.warnings[0]), json(g.warnings[1])}).dump();
        out << ']';
        separator = ",\n  ";
    }
    out << (s.finished.empty() ? "]\n}\n" : "\n ]\n}\n");
}

std::string state_to_text(const RunState& s) {
    std::ostringstream out;
    write_state(out, s);
    return out.str();
}

RunState load_state(const std::string& path) {
    if (is_fastchess_config(path)) return load_fastchess_state(path);
    std::ifstream in(path);
    if (!in) throw UsageError(path + ": cannot open the state file");
    ordered_json j;  // in file order: the match id of a resumed run is computed from the config read here
    try {
        j = ordered_json::parse(in);
    } catch (const json::exception& e) {  // parse_error, or out_of_range for a number like 1e400
        throw UsageError(path + ": the state file is not valid JSON (" + std::string(e.what()) + ")");
    }
    if (!j.is_object() || j.value("format", "") != "gambit-match-state")
        throw UsageError(path + ": not a gambit-match state file");
    RunState s;
    const auto integer = [&path]<typename Int>(const ordered_json& value, Int) {
        if (auto v = json_integer<Int>(value)) return *v;
        throw UsageError(path + ": the state file has a number that is not a whole number in range");
    };
    try {
        s.match_id = j.at("match_id").get<std::string>();
        s.seed = integer(j.at("seed"), std::uint64_t{});
        s.games_planned = integer(j.at("games_planned"), int{});
        s.pgn_bytes = integer(j.at("pgn_bytes"), std::int64_t{});
        s.config = j.at("config");
        int n = 0;
        for (const auto& g : j.at("finished")) {
            ++n;
            FinishedGame f;
            f.id = integer(g.at(0), int{});
            f.pair = integer(g.at(1), int{});
            f.white = integer(g.at(2), int{});
            f.black = integer(g.at(3), int{});
            auto result = result_from_pgn(g.at(4).get<std::string>());
            auto termination = termination_from_key(g.at(5).get<std::string>());
            if (!result || !termination) throw UsageError(path + ": finished game " + std::to_string(n) + " is malformed");
            f.result = *result;
            f.termination = *termination;
            f.plies = integer(g.at(6), int{});
            f.garbage_lines[0] = integer(g.at(7), int{});
            f.garbage_lines[1] = integer(g.at(8), int{});
            if (g.size() > 9)
                for (int side : {0, 1})
                    for (const auto& [key, count] : g.at(9).at(side).items()) f.warnings[side][key] = integer(count, int{});
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
