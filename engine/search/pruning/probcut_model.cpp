#include "engine/search/pruning/probcut_model.hpp"

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/search/pruning/baselines.hpp"

namespace gambit::search {
namespace {

constexpr const char* StageNames[] = {"middlegame", "endgame"};

}  // namespace

// Crafty's table is fitted on its own search; turk and ziggy play no ProbCut claim and read classic's, the
// nearest search (a ProbCutParams file fitted on their own search replaces it).
const ProbCutTable& builtin_probcut_table(int baseline) {
    switch (Baseline(baseline)) {
        case Baseline::Modern: return builtin_probcut_table_modern();
        case Baseline::Crafty: return builtin_probcut_table_crafty();
        default: return builtin_probcut_table_classic();
    }
}

const ProbCutPair* ProbCutTable::find(int shallow, int deep) const {
    for (const ProbCutPair& p : pairs)
        if (p.shallow == shallow && p.deep == deep) return &p;
    return nullptr;
}

const ProbCutPair* ProbCutTable::find_deep(int deep) const {
    for (const ProbCutPair& p : pairs)
        if (p.deep == deep) return &p;
    return nullptr;
}

std::shared_ptr<const ProbCutTable> load_probcut_table(const std::string& path, std::string* error) {
    const auto fail = [&](const std::string& what) -> std::shared_ptr<const ProbCutTable> {
        if (error) *error = "ProbCutParams '" + path + "': " + what;
        return nullptr;
    };
    std::ifstream in(path);
    if (!in) return fail("cannot open the file");
    nlohmann::json doc;
    try {
        in >> doc;
    } catch (const nlohmann::json::exception& e) {
        return fail(std::string("not valid JSON (") + e.what() + ")");
    }
    if (!doc.is_object() || !doc.contains("pairs") || !doc["pairs"].is_array())
        return fail("expected an object with a \"pairs\" array");
    auto table = std::make_shared<ProbCutTable>();
    int index = 0;
    for (const nlohmann::json& item : doc["pairs"]) {
        const std::string where = "pairs[" + std::to_string(index++) + "]";
        ProbCutPair pair;
        if (!item.is_object() || !item.contains("shallow") || !item.contains("deep") ||
            !item["shallow"].is_number_integer() || !item["deep"].is_number_integer())
            return fail(where + ": expected integer \"shallow\" and \"deep\"");
        pair.shallow = item["shallow"].get<int>();
        pair.deep = item["deep"].get<int>();
        if (pair.shallow < 1 || pair.deep <= pair.shallow || pair.deep > 64)
            return fail(where + ": expected 1 <= shallow < deep <= 64");
        for (int s = 0; s < 2; ++s) {
            const std::string stage_where = where + "." + StageNames[s];
            if (!item.contains(StageNames[s]) || !item[StageNames[s]].is_object())
                return fail(stage_where + ": missing");
            const nlohmann::json& fit = item[StageNames[s]];
            for (const char* key : {"a", "b", "sigma"})
                if (!fit.contains(key) || !fit[key].is_number()) return fail(stage_where + ": missing number \"" + key + "\"");
            ProbCutFit& f = pair.stage[std::size_t(s)];
            f.a = fit["a"].get<double>();
            f.b = fit["b"].get<double>();
            f.sigma = fit["sigma"].get<double>();
            f.r = fit.value("r", 0.0);
            f.samples = fit.value("samples", 0);
            for (const char* key : {"lo", "hi"})
                if (!fit.contains(key) || !fit[key].is_number_integer())
                    return fail(stage_where + ": missing integer \"" + key + "\" (the fitted range of shallow values)");
            f.lo = fit["lo"].get<int>();
            f.hi = fit["hi"].get<int>();
            if (f.lo > f.hi) return fail(stage_where + ": expected lo <= hi");
            if (!(f.a > 0.05) || !(f.sigma >= 0.0)) return fail(stage_where + ": expected a > 0.05 and sigma >= 0");
        }
        table->pairs.push_back(pair);
    }
    if (table->pairs.empty()) return fail("\"pairs\" is empty");
    return table;
}

std::string probcut_table_json(const ProbCutTable& table, const std::string& extra_json) {
    nlohmann::ordered_json doc = nlohmann::ordered_json::parse(extra_json);
    nlohmann::ordered_json pairs = nlohmann::ordered_json::array();
    for (const ProbCutPair& p : table.pairs) {
        nlohmann::ordered_json item = {{"shallow", p.shallow}, {"deep", p.deep}};
        for (int s = 0; s < 2; ++s) {
            const ProbCutFit& f = p.stage[std::size_t(s)];
            item[StageNames[s]] = {{"a", f.a}, {"b", f.b}, {"sigma", f.sigma}, {"r", f.r}, {"samples", f.samples},
                                    {"lo", f.lo}, {"hi", f.hi}};
        }
        pairs.push_back(item);
    }
    doc["pairs"] = pairs;
    return doc.dump(2);
}

}  // namespace gambit::search
