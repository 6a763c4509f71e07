#include "manager/tournament/fastchess_resume.hpp"

#include <fstream>
#include <map>
#include <sstream>

#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/cli/json_integer.hpp"

namespace gambit::match {
namespace {

using nlohmann::json;

std::string number(const json& j) {
    if (j.is_number_integer()) return std::to_string(j.get<long long>());
    std::ostringstream out;
    out << j.get<double>();
    return out.str();
}

std::string boolean(const json& j) { return j.get<bool>() ? "true" : "false"; }

// fastchess's time control in its own tc= syntax: moves/seconds+increment.
std::string tc_of(const json& tc) {
    const double time = tc.value("time", 0) / 1000.0, inc = tc.value("increment", 0) / 1000.0;
    std::ostringstream out;
    if (tc.value("moves", 0) > 0) out << tc.value("moves", 0) << "/";
    out << time;
    if (inc > 0) out << "+" << inc;
    return out.str();
}

json read(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw UsageError(path + ": cannot open");
    json j = json::parse(in, nullptr, false);
    if (j.is_discarded() || !j.is_object()) throw UsageError(path + ": not valid JSON");
    return j;
}

}  // namespace

bool is_fastchess_config(const std::string& path) {
    std::ifstream in(path);
    if (!in) return false;
    const json j = json::parse(in, nullptr, false);
    return j.is_object() && j.contains("engines") && j.contains("stats") && j.contains("opening") && !j.contains("format");
}

std::vector<std::string> fastchess_config_flags(const json& f) {
    std::vector<std::string> w;
    auto flag = [&w](std::initializer_list<std::string> words) { w.insert(w.end(), words); };
    for (const auto& e : f.at("engines")) {
        flag({"-engine", "name=" + e.at("name").get<std::string>(), "cmd=" + e.at("cmd").get<std::string>()});
        if (!e.value("args", std::string()).empty()) flag({"args=" + e.at("args").get<std::string>()});
        if (!e.value("dir", std::string()).empty()) flag({"dir=" + e.at("dir").get<std::string>()});
        if (e.value("restart", false)) flag({"restart=on"});
        for (const auto& o : e.at("options")) flag({"option." + o.at(0).get<std::string>() + "=" + o.at(1).get<std::string>()});
        const json& limit = e.at("limit");
        const json& tc = limit.at("tc");
        if (tc.value("fixed_time", 0) > 0) flag({"st=" + number(json(tc.at("fixed_time").get<double>() / 1000.0))});
        else if (tc.value("time", 0) > 0 || tc.value("increment", 0) > 0) flag({"tc=" + tc_of(tc)});
        else flag({"tc=inf"});
        if (tc.value("timemargin", 0) > 0) flag({"timemargin=" + number(tc.at("timemargin"))});
        if (limit.value("nodes", 0) > 0) flag({"nodes=" + number(limit.at("nodes"))});
        if (limit.value("plies", 0) > 0) flag({"depth=" + number(limit.at("plies"))});
    }
    flag({"-games", number(f.at("games")), "-rounds", number(f.at("rounds")), "-concurrency", number(f.at("concurrency"))});
    if (f.value("type", 0) == 1) flag({"-tournament", "gauntlet", "-seeds", number(f.at("gauntlet_seeds"))});
    if (f.value("variant", 0) == 1) flag({"-variant", "fischerandom"});
    const json& o = f.at("opening");
    if (!o.value("file", std::string()).empty())
        flag({"-openings", "file=" + o.at("file").get<std::string>(), std::string("format=") + (o.value("format", 0) == 1 ? "pgn" : "epd"),
              std::string("order=") + (o.value("order", 1) == 0 ? "random" : "sequential"), "plies=" + number(o.at("plies")),
              "start=" + number(o.at("start"))});
    const json& p = f.at("pgn");
    if (!p.value("file", std::string()).empty()) {
        const char* notations[] = {"san", "lan", "uci"};
        flag({"-pgnout", "file=" + p.at("file").get<std::string>(), std::string("notation=") + notations[p.value("notation", 0) % 3],
              "append=" + boolean(p.at("append_file")), "nodes=" + boolean(p.at("track_nodes")),
              "seldepth=" + boolean(p.at("track_seldepth")), "nps=" + boolean(p.at("track_nps")),
              "hashfull=" + boolean(p.at("track_hashfull")), "tbhits=" + boolean(p.value("track_tbhits", false)), "timeleft=" + boolean(p.at("track_timeleft")),
              "latency=" + boolean(p.at("track_latency")), "pv=" + boolean(p.at("track_pv")), "min=" + boolean(p.at("min"))});
    }
    if (p.value("event_name", std::string()) != "Fastchess Tournament") flag({"-event", p.at("event_name").get<std::string>()});
    if (p.value("site", std::string("?")) != "?") flag({"-site", p.at("site").get<std::string>()});
    if (!f.at("epd").value("file", std::string()).empty()) flag({"-epdout", "file=" + f.at("epd").at("file").get<std::string>()});
    const json& s = f.at("sprt");
    if (s.value("enabled", false))
        flag({"-sprt", "elo0=" + number(s.at("elo0")), "elo1=" + number(s.at("elo1")), "alpha=" + number(s.at("alpha")),
              "beta=" + number(s.at("beta")), "model=" + s.at("model").get<std::string>()});
    const json& d = f.at("draw");
    if (d.value("enabled", false))
        flag({"-draw", "movenumber=" + number(d.at("move_number")), "movecount=" + number(d.at("move_count")), "score=" + number(d.at("score"))});
    const json& r = f.at("resign");
    if (r.value("enabled", false))
        flag({"-resign", "movecount=" + number(r.at("move_count")), "score=" + number(r.at("score")), "twosided=" + boolean(r.at("twosided"))});
    if (f.at("maxmoves").value("enabled", false)) flag({"-maxmoves", number(f.at("maxmoves").at("move_count"))});
    flag({"-srand", number(f.at("seed")), "-ratinginterval", number(f.at("ratinginterval")), "-scoreinterval",
          number(f.at("scoreinterval"))});
    flag({"-autosaveinterval", number(f.value("autosaveinterval", 20))});
    if (f.value("recover", false)) flag({"-recover"});
    if (f.value("noswap", false)) flag({"-noswap"});
    if (f.value("reverse", false)) flag({"-reverse"});
    if (!f.value("report_penta", true)) flag({"-report", "penta=false"});
    if (f.value("output", 0) == 1) flag({"-output", "format=cutechess"});
    return w;
}

RunState load_fastchess_state(const std::string& path) {
    const json f = read(path);
    RunState s;
    try {
        CommandLine line = parse_command_line(fastchess_config_flags(f));
        line.config.state = path;
        s.config = config_to_json(line.config);
        s.seed = f.at("seed").get<std::uint64_t>();
        for (const auto& [key, v] : f.at("stats").items()) {
            const auto vs = key.find(" vs ");
            if (vs == std::string::npos) throw UsageError(path + ": stats key '" + key + "' is not 'A vs B'");
            auto n = [&v](const char* field) { return v.at(field).get<int>(); };
            PairTally t{key.substr(0, vs), key.substr(vs + 4), n("wins"), n("losses"), n("draws"), n("penta_WW"),
                        n("penta_WD"), n("penta_WL"), n("penta_DD"), n("penta_LD"), n("penta_LL")};
            s.tallies.push_back(t);
        }
    } catch (const json::exception& e) {
        throw UsageError(path + ": not a fastchess config.json (" + std::string(e.what()) + ")");
    }
    return s;
}

std::vector<FinishedGame> games_of_tallies(const RunState& state, const MatchConfig& config,
                                           const std::vector<ScheduledGame>& schedule) {
    std::map<std::string, int> index;
    for (std::size_t i = 0; i < config.engines.size(); ++i) index[config.engines[i].process.name] = static_cast<int>(i);
    std::vector<FinishedGame> out;
    for (const auto& t : state.tallies) {
        if (!index.count(t.first) || !index.count(t.second)) continue;
        const int a = index[t.first], b = index[t.second];
        // The first engine's points in each played game, pairs first (as the pentanomial counts), then the rest.
        std::vector<double> points;
        auto pairs = [&](int n, double first, double second) {
            for (int i = 0; i < n; ++i) points.push_back(first), points.push_back(second);
        };
        pairs(t.ww, 1, 1), pairs(t.wd, 1, 0.5), pairs(t.wl, 1, 0), pairs(t.dd, 0.5, 0.5), pairs(t.ld, 0, 0.5), pairs(t.ll, 0, 0);
        int wins = t.wins - (2 * t.ww + t.wd + t.wl), losses = t.losses - (2 * t.ll + t.ld + t.wl),
            draws = t.draws - (t.wd + 2 * t.dd + t.ld);
        for (; wins > 0; --wins) points.push_back(1);
        for (; losses > 0; --losses) points.push_back(0);
        for (; draws > 0; --draws) points.push_back(0.5);
        std::size_t next = 0;
        for (const auto& g : schedule) {
            if (next == points.size()) break;
            if (!((g.white == a && g.black == b) || (g.white == b && g.black == a))) continue;
            FinishedGame f;
            f.id = g.id, f.pair = g.pair, f.white = g.white, f.black = g.black;
            const double white_points = g.white == a ? points[next] : 1 - points[next];
            ++next;
            f.result = white_points == 1 ? GameResult::WhiteWins : white_points == 0 ? GameResult::BlackWins : GameResult::Draw;
            f.termination = f.result == GameResult::Draw ? Termination::Threefold : Termination::Checkmate;
            out.push_back(f);
        }
    }
    return out;
}

}  // namespace gambit::match
