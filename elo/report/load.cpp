#include "elo/report/load.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "elo/stats/gzip_file.hpp"
#include "elo/report/pgn_detail.hpp"

namespace gambit::report {
namespace {

using json = nlohmann::ordered_json;  // settings keep the order the run wrote them in

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw std::runtime_error(name + ": " + what);
}

// A value shown to the user as text: strings as they are, everything else as compact JSON.
std::string as_text(const json& v) {
    return v.is_string() ? v.get<std::string>() : v.dump();
}

// Settings as rows a person reads: nested objects become dotted keys ("openings.file"), lists of plain values
// one comma-separated value, true/false "yes"/"no".
void flatten_setting(const std::string& key, const json& v, std::vector<std::pair<std::string, std::string>>& out) {
    if (v.is_object() && !v.empty()) {
        for (auto it = v.begin(); it != v.end(); ++it) flatten_setting(key + "." + it.key(), it.value(), out);
        return;
    }
    if (v.is_array() && std::all_of(v.begin(), v.end(), [](const json& e) { return e.is_primitive(); })) {
        std::string joined;
        for (const json& e : v) joined += (joined.empty() ? "" : ", ") + as_text(e);
        out.emplace_back(key, joined.empty() ? "none" : joined);
        return;
    }
    if (v.is_boolean()) out.emplace_back(key, v.get<bool>() ? "yes" : "no");
    else if (v.is_null()) out.emplace_back(key, "none");
    else out.emplace_back(key, as_text(v));
}

double count(const json& obj, const char* key, const std::string& where) {
    if (!obj.contains(key)) return 0;
    const json& v = obj.at(key);
    if (!v.is_number() || v.get<double>() < 0)
        fail(where, std::string("`") + key + "` must be a non-negative number");
    return v.get<double>();
}

elo::Model model_from(const std::string& name, const std::string& where) {
    // gambit-match writes its -sprt model= word (bayesian, as fastchess spells it); gambit-elo its own names.
    if (name == "bayesian") return elo::Model::BayesElo;
    if (elo::Model m; elo::parse_model(name, m)) return m;
    fail(where, "unknown SPRT model `" + name + "`");
}

PairTotals read_pair(const json& p, const std::string& where) {
    if (!p.is_object()) fail(where, "each entry of `pairs` must be an object");
    PairTotals t;
    if (p.contains("engines") && p["engines"].is_array() && p["engines"].size() == 2) {
        t.first = as_text(p["engines"][0]);
        t.second = as_text(p["engines"][1]);
    }
    t.wins = count(p, "wins", where);
    t.draws = count(p, "draws", where);
    t.losses = count(p, "losses", where);
    if (p.contains("penta")) {
        const json& penta = p["penta"];
        if (!penta.is_array() || penta.size() != 5) fail(where, "`penta` must hold 5 counts");
        for (std::size_t i = 0; i < 5; ++i) {
            if (!penta[i].is_number() || penta[i].get<double>() < 0)
                fail(where, "`penta` counts must be non-negative numbers");
            t.penta[i] = penta[i].get<double>();
        }
    }
    if (p.contains("sprt") && p["sprt"].is_object()) {
        const json& s = p["sprt"];
        if (s.contains("llr") && s["llr"].is_number()) {
            elo::SprtResult r{s["llr"].get<double>(), s.value("lower", 0.0), s.value("upper", 0.0),
                              elo::Verdict::Continue};
            std::string verdict = s.value("result", std::string("continue"));
            if (verdict == "H0") r.verdict = elo::Verdict::AcceptH0;
            if (verdict == "H1") r.verdict = elo::Verdict::AcceptH1;
            t.sprt = r;
        }
    }
    return t;
}

EngineSetup read_engine_config(const json& e) {
    EngineSetup s;
    if (!e.is_object()) return s;
    s.name = e.contains("name") ? as_text(e["name"]) : "";
    s.cmd = e.contains("cmd") ? as_text(e["cmd"]) : "";
    s.tc = e.contains("tc") ? as_text(e["tc"]) : "";
    if (e.contains("args") && e["args"].is_array())
        for (const json& a : e["args"]) s.args.push_back(as_text(a));
    else if (e.contains("args"))
        s.args.push_back(as_text(e["args"]));
    if (e.contains("options")) {
        const json& o = e["options"];
        if (o.is_object())
            for (auto it = o.begin(); it != o.end(); ++it)
                s.options.emplace_back(it.key(), as_text(it.value()));
        else if (o.is_array())
            for (const json& kv : o) {
                if (kv.is_array() && kv.size() == 2)
                    s.options.emplace_back(as_text(kv[0]), as_text(kv[1]));
                else if (kv.is_object() && kv.contains("name"))
                    s.options.emplace_back(as_text(kv["name"]),
                                           kv.contains("value") ? as_text(kv["value"]) : "");
            }
    }
    return s;
}

GameRecord read_game(const json& g) {
    GameRecord r;
    if (!g.is_object()) return r;
    auto text = [&](const char* key) { return g.contains(key) ? as_text(g[key]) : std::string(); };
    r.white = text("white");
    r.black = text("black");
    r.result = text("result");
    r.termination = text("termination");
    if (g.contains("opening")) {
        const json& o = g["opening"];
        if (o.is_object()) {
            r.opening = o.contains("fen") ? as_text(o["fen"]) : "startpos";
            if (o.contains("moves") && o["moves"].is_array() && !o["moves"].empty()) {
                r.opening += " moves";
                for (const json& m : o["moves"]) r.opening += " " + as_text(m);
            }
        } else {
            r.opening = as_text(o);
        }
    }
    if (g.contains("pair") && g["pair"].is_number_integer()) r.pair = g["pair"].get<long>();
    return r;
}

}  // namespace

ReportInput parse_report_input(const std::string& results_json, const std::string& name) {
    json doc;
    try {
        doc = json::parse(results_json);
    } catch (const json::parse_error& e) {
        fail(name, std::string("not valid JSON (") + e.what() + ")");
    }
    if (!doc.is_object() || !doc.contains("pairs") || !doc["pairs"].is_array())
        fail(name, "not a results file (no `pairs` array)");

    ReportInput in;
    in.source = name;
    in.match_id = doc.contains("match_id") ? as_text(doc["match_id"]) : "";
    in.tournament = doc.contains("tournament") ? as_text(doc["tournament"]) : "";
    in.games_planned = static_cast<long>(count(doc, "games_planned", name));
    in.games_played = static_cast<long>(count(doc, "games_played", name));
    if (doc.contains("engines") && doc["engines"].is_array())
        for (const json& e : doc["engines"]) in.engines.push_back(as_text(e));
    for (const json& p : doc["pairs"]) in.pairs.push_back(read_pair(p, name));
    if (doc.contains("terminations") && doc["terminations"].is_object())
        for (auto it = doc["terminations"].begin(); it != doc["terminations"].end(); ++it)
            in.terminations[it.key()] =
                static_cast<long>(it.value().is_number() ? it.value().get<double>() : 0);
    if (doc.contains("warnings") && doc["warnings"].is_object())
        for (auto engine = doc["warnings"].begin(); engine != doc["warnings"].end(); ++engine) {
            if (!engine.value().is_object()) continue;
            for (auto it = engine.value().begin(); it != engine.value().end(); ++it)
                if (it.value().is_number() && it.value().get<double>() > 0)
                    in.warnings[engine.key()][it.key()] = static_cast<long>(it.value().get<double>());
        }
    if (doc.contains("sprt_params") && doc["sprt_params"].is_object()) {
        const json& s = doc["sprt_params"];
        elo::SprtParams params;
        params.elo0 = s.value("elo0", params.elo0);
        params.elo1 = s.value("elo1", params.elo1);
        params.alpha = s.value("alpha", params.alpha);
        params.beta = s.value("beta", params.beta);
        if (s.contains("model") && s["model"].is_string())
            params.model = model_from(s["model"].get<std::string>(), name);
        in.sprt_params = params;
    }
    if (doc.contains("shard") && doc["shard"].is_object())
        in.shard = std::make_pair(doc["shard"].value("index", 0), doc["shard"].value("count", 1));
    if (doc.contains("engine_configs") && doc["engine_configs"].is_array())
        for (const json& e : doc["engine_configs"]) in.engine_configs.push_back(read_engine_config(e));
    if (doc.contains("settings") && doc["settings"].is_object())
        for (auto it = doc["settings"].begin(); it != doc["settings"].end(); ++it)
            flatten_setting(it.key(), it.value(), in.settings);
    if (doc.contains("games") && doc["games"].is_array())
        for (const json& g : doc["games"]) in.games.push_back(read_game(g));
    if (doc.contains("bench") && doc["bench"].is_number_integer())
        in.bench = doc["bench"].get<std::int64_t>();
    if (doc.contains("tc")) in.tc = as_text(doc["tc"]);
    if (doc.contains("commit")) in.commit = as_text(doc["commit"]);
    if (doc.contains("label")) in.label = as_text(doc["label"]);
    if (in.engines.empty())
        for (const PairTotals& p : in.pairs)
            for (const std::string* e : {&p.first, &p.second})
                if (std::find(in.engines.begin(), in.engines.end(), *e) == in.engines.end())
                    in.engines.push_back(*e);
    return in;
}

ReportInput load_report_input(const std::string& results_path, const std::optional<std::string>& pgn_path) {
    // Either file may be kept gzip-compressed (a finished run's NAME.json.gz in docs/).
    ReportInput in = parse_report_input(elo::read_maybe_gzipped(results_path), results_path);
    if (pgn_path) {
        std::istringstream pgn(elo::read_maybe_gzipped(*pgn_path));
        in.games.clear();
        read_pgn_details(pgn, *pgn_path, [&](GameRecord&& g) { in.games.push_back(std::move(g)); });
    }
    return in;
}

}  // namespace gambit::report
