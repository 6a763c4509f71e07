#include "elo/stats/results_file.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>

#include "elo/stats/gzip_file.hpp"

namespace gambit::elo {

namespace {

using nlohmann::json;

const std::set<std::string> kInterpreted = {"match_id", "shard", "games_planned", "games_played",
                                            "engines",  "pairs", "terminations",  "sprt_params"};

class Reader {
  public:
    explicit Reader(const std::string& path) : path_(path) {}

    [[noreturn]] void fail(const std::string& what) const { throw ResultsError(path_ + ": " + what); }

    const json& key(const json& object, const char* name, const std::string& where) const {
        if (!object.is_object() || !object.contains(name))
            fail("not a results file: missing key '" + where + name + "'");
        return object.at(name);
    }

    double count(const json& value, const std::string& what) const {
        if (!value.is_number() || !(value.get<double>() >= 0) || !std::isfinite(value.get<double>()))
            fail(what + " must be a non-negative number");
        return value.get<double>();
    }

    double number(const json& value, const std::string& what) const {
        if (!value.is_number() || !std::isfinite(value.get<double>())) fail(what + " must be a number");
        return value.get<double>();
    }

    // Shard indexes and counts: a cast of 1e300 to int would be undefined.
    int whole(const json& value, const std::string& what) const {
        const double v = number(value, what);
        if (v != std::floor(v) || v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
            fail(what + " must be a whole number");
        return static_cast<int>(v);
    }

    std::string text(const json& value, const std::string& what) const {
        if (!value.is_string()) fail(what + " must be a string");
        return value.get<std::string>();
    }

  private:
    const std::string& path_;
};

PairResults read_pair(const Reader& r, const json& j, const std::string& where) {
    PairResults p;
    const json& engines = r.key(j, "engines", where);
    if (!engines.is_array() || engines.size() != 2) r.fail(where + "engines must be a list of two names");
    p.first = r.text(engines[0], where + "engines[0]");
    p.second = r.text(engines[1], where + "engines[1]");
    p.wdl.wins = r.count(r.key(j, "wins", where), where + "wins");
    p.wdl.draws = r.count(r.key(j, "draws", where), where + "draws");
    p.wdl.losses = r.count(r.key(j, "losses", where), where + "losses");
    const json& penta = r.key(j, "penta", where);
    if (!penta.is_array() || penta.size() != 5) r.fail(where + "penta must be a list of five counts");
    for (std::size_t i = 0; i < 5; ++i)
        p.penta.pairs[i] = r.count(penta[i], where + "penta[" + std::to_string(i) + "]");
    return p;
}

SprtParams read_sprt_params(const Reader& r, const json& j) {
    SprtParams s;
    s.elo0 = r.number(r.key(j, "elo0", "sprt_params."), "sprt_params.elo0");
    s.elo1 = r.number(r.key(j, "elo1", "sprt_params."), "sprt_params.elo1");
    s.alpha = r.number(r.key(j, "alpha", "sprt_params."), "sprt_params.alpha");
    s.beta = r.number(r.key(j, "beta", "sprt_params."), "sprt_params.beta");
    const std::string model = r.text(r.key(j, "model", "sprt_params."), "sprt_params.model");
    if (!parse_model(model, s.model))
        r.fail("sprt_params.model '" + model + "' is not logistic, normalized or bayeselo");
    return s;
}

bool same(const SprtParams& a, const SprtParams& b) {
    return a.elo0 == b.elo0 && a.elo1 == b.elo1 && a.alpha == b.alpha && a.beta == b.beta &&
           a.model == b.model;
}

// Adds `p` into `into`, turning it round first if its engines are listed the other way.
void add_pair(PairResults& into, const PairResults& p) {
    const bool reversed = into.first == p.second && into.second == p.first;
    into.wdl.wins += reversed ? p.wdl.losses : p.wdl.wins;
    into.wdl.draws += p.wdl.draws;
    into.wdl.losses += reversed ? p.wdl.wins : p.wdl.losses;
    for (std::size_t i = 0; i < 5; ++i) into.penta.pairs[i] += p.penta.pairs[reversed ? 4 - i : i];
}

void join_extra(json& into, const json& extra) {
    if (extra.contains("games") && extra["games"].is_array() && into.contains("games") &&
        into["games"].is_array())
        for (const auto& game : extra["games"]) into["games"].push_back(game);
    if (extra.value("status", "") == "running" && into.contains("status")) into["status"] = "running";
    // gambit-match's per-engine counts ("warnings": {engine: {key: n}}, "garbage_lines": {engine: n}) add up.
    if (extra.contains("warnings") && extra["warnings"].is_object()) {
        if (!into.contains("warnings") || !into["warnings"].is_object()) into["warnings"] = json::object();
        for (const auto& [engine, counts] : extra["warnings"].items()) {
            if (!counts.is_object()) continue;
            json& sum = into["warnings"][engine];
            if (!sum.is_object()) sum = json::object();
            for (const auto& [key, n] : counts.items())
                if (n.is_number_integer()) sum[key] = sum.value(key, 0L) + n.get<long>();
        }
    }
    if (extra.contains("garbage_lines") && extra["garbage_lines"].is_object()) {
        if (!into.contains("garbage_lines") || !into["garbage_lines"].is_object()) into["garbage_lines"] = json::object();
        for (const auto& [engine, n] : extra["garbage_lines"].items())
            if (n.is_number_integer()) into["garbage_lines"][engine] = into["garbage_lines"].value(engine, 0L) + n.get<long>();
    }
}

}  // namespace

ResultsFile read_results_file(const std::string& path) {
    const Reader r(path);
    std::string text;
    try {
        text = read_maybe_gzipped(path);  // NAME.json or, for a finished run kept compressed, NAME.json.gz
    } catch (const GzipFileError& e) {
        throw ResultsError(e.what());
    }
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {  // parse_error, or out_of_range for a number like 1e400
        r.fail(std::string("not a results file: invalid JSON (") + e.what() + ")");
    }
    if (!j.is_object()) r.fail("not a results file: expected a JSON object");

    ResultsFile f;
    f.match_id = r.text(r.key(j, "match_id", ""), "match_id");
    const json& shard = r.key(j, "shard", "");
    if (shard.is_object() && shard.contains("indexes") && shard["indexes"].is_array()) {  // a merged file
        for (const json& index : shard["indexes"])
            f.shards.push_back(r.whole(index, "shard.indexes"));
    } else {
        f.shards.push_back(r.whole(r.key(shard, "index", "shard."), "shard.index"));
    }
    f.shard_count = r.whole(r.key(shard, "count", "shard."), "shard.count");
    f.games_planned = r.count(r.key(j, "games_planned", ""), "games_planned");
    f.games_played = r.count(r.key(j, "games_played", ""), "games_played");
    const json& engines = r.key(j, "engines", "");
    if (!engines.is_array()) r.fail("engines must be a list of names");
    for (std::size_t i = 0; i < engines.size(); ++i)
        f.engines.push_back(r.text(engines[i], "engines[" + std::to_string(i) + "]"));
    const json& pairs = r.key(j, "pairs", "");
    if (!pairs.is_array()) r.fail("pairs must be a list");
    for (std::size_t i = 0; i < pairs.size(); ++i)
        f.pairs.push_back(read_pair(r, pairs[i], "pairs[" + std::to_string(i) + "]."));
    const json& terminations = r.key(j, "terminations", "");
    if (!terminations.is_object()) r.fail("terminations must be an object of counts");
    for (const auto& [reason, n] : terminations.items())
        f.terminations[reason] = r.count(n, "terminations." + reason);
    if (j.contains("sprt_params") && !j.at("sprt_params").is_null())
        f.sprt = read_sprt_params(r, j.at("sprt_params"));
    for (const auto& [name, value] : j.items())
        if (!kInterpreted.count(name)) f.extra[name] = value;
    return f;
}

ResultsFile merge_results(const std::vector<ResultsFile>& shards, const std::vector<std::string>& paths) {
    if (shards.empty()) throw ResultsError("no results files to merge");
    ResultsFile merged = shards.front();
    merged.shards.clear();
    merged.games_planned = merged.games_played = 0;
    merged.terminations.clear();
    for (auto& p : merged.pairs) p.wdl = {}, p.penta = {};
    std::set<int> seen;

    for (std::size_t s = 0; s < shards.size(); ++s) {
        const ResultsFile& f = shards[s];
        const std::string& path = paths.at(s);
        const auto fail = [&](const std::string& what) {
            throw ResultsError(path + ": not a shard of the same match as " + paths[0] + ": " + what);
        };
        if (f.match_id != merged.match_id)
            fail("match_id '" + f.match_id + "' differs from '" + merged.match_id + "'");
        if (f.shard_count != merged.shard_count)
            fail("shard count " + std::to_string(f.shard_count) + " differs from " +
                 std::to_string(merged.shard_count));
        if (f.engines != merged.engines) fail("the engines differ");
        if (f.sprt.has_value() != merged.sprt.has_value() || (f.sprt && !same(*f.sprt, *merged.sprt)))
            fail("the SPRT settings differ");
        for (int index : f.shards) {
            if (!seen.insert(index).second)
                throw ResultsError(path + ": shard " + std::to_string(index) +
                                   " appears twice; each shard may be merged once");
            merged.shards.push_back(index);
        }
        if (s > 0) join_extra(merged.extra, f.extra);
        merged.games_planned += f.games_planned;
        merged.games_played += f.games_played;
        for (const auto& [reason, n] : f.terminations) merged.terminations[reason] += n;
        for (const PairResults& p : f.pairs) {
            auto it = std::find_if(merged.pairs.begin(), merged.pairs.end(), [&](const PairResults& m) {
                return (m.first == p.first && m.second == p.second) ||
                       (m.first == p.second && m.second == p.first);
            });
            if (it == merged.pairs.end()) {
                merged.pairs.push_back({p.first, p.second, {}, {}});
                it = std::prev(merged.pairs.end());
            }
            add_pair(*it, p);
        }
    }
    std::sort(merged.shards.begin(), merged.shards.end());
    return merged;
}

}  // namespace gambit::elo
