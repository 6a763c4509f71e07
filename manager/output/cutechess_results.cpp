#include "manager/output/cutechess_results.hpp"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>

#include "manager/output/cutechess_numbers.hpp"

namespace gambit::match {
namespace {

// What a rank row shows of one engine.
struct Row {
    std::string name;
    int games = 0, wins = 0, losses = 0, draws = 0;
    elo::Trinomial white, black;
    CutechessElo total, as_white, as_black;
    std::map<std::string, int> kinds;  // the termination columns by field name
};

std::string cell(const char* fmt, auto value) {
    char buf[128];
    std::snprintf(buf, sizeof buf, fmt, value);
    return buf;
}

std::string count_cell(int n) { return cell("%7d ", n); }
std::string percent_cell(double ratio) { return qt_fixed(ratio * 100.0, 1, 6) + "% "; }

// The termination kind of a game for the engine (cutechess's result types and its own auxiliary ones).
void count_kind(Row& row, Termination t, GameResult r, bool white, int n) {
    const bool drawn = r == GameResult::Draw;
    const bool won = !drawn && (r == GameResult::WhiteWins) == white;
    auto add = [&](const char* field) { row.kinds[field] += n; };
    switch (t) {
        case Termination::Stalemate: add("DStale"); return;
        case Termination::InsufficientMaterial: add("DMater"); return;
        case Termination::Threefold: add("DRepet"); return;
        case Termination::FiftyMoves: add("DMoves"); return;
        case Termination::AdjudicationDraw:
        case Termination::AdjudicationMaxMoves: add("DAdj"); return;
        case Termination::AdjudicationTablebase: add(drawn ? "DAdj" : won ? "RegulW" : "RegulL"); return;
        case Termination::Checkmate:
        case Termination::AdjudicationResign:
        case Termination::Resign: add(won ? "RegulW" : "RegulL"); return;
        case Termination::TimeForfeit: add(won ? "OtherW" : "Time"); return;
        case Termination::IllegalMove: add(won ? "OtherW" : "Illegal"); return;
        case Termination::Crash: add(won ? "OtherW" : "Discon"); return;
        case Termination::Stall: add(won ? "OtherW" : "Stall"); return;
    }
}

struct Field {
    const char* header;
    int width;
    std::function<std::string(const Row&, int rank)> value;
};

const std::map<std::string, Field>& fields() {
    static const std::map<std::string, Field> table = [] {
        std::map<std::string, Field> f;
        f["Rank"] = {"Rank", 4, [](const Row&, int rank) { return cell("%4d ", rank); }};
        f["Name"] = {"Name", -25, [](const Row& r, int) { return cell("%-25s ", r.name.c_str()); }};
        f["Elo"] = {"Elo", 7, [](const Row& r, int) { return qt_fixed(r.total.diff, 0, 7) + " "; }};
        f["Error"] = {"+/-", 7, [](const Row& r, int) { return qt_fixed(r.total.error, 0, 7) + " "; }};
        f["Games"] = {"Games", 7, [](const Row& r, int) { return count_cell(r.games); }};
        f["W"] = {"Wins", 7, [](const Row& r, int) { return count_cell(r.wins); }};
        f["L"] = {"Losses", 7, [](const Row& r, int) { return count_cell(r.losses); }};
        f["D"] = {"Draws", 7, [](const Row& r, int) { return count_cell(r.draws); }};
        f["Points"] = {"Points", 8, [](const Row& r, int) { return qt_fixed(r.wins + r.draws / 2.0, 1, 8) + " "; }};
        f["Score"] = {"Score", 7, [](const Row& r, int) { return percent_cell(r.total.point_ratio); }};
        f["DScore"] = {"Draw", 7, [](const Row& r, int) { return percent_cell(r.total.draw_ratio); }};
        f["wScore"] = {"White", 7, [](const Row& r, int) { return percent_cell(r.as_white.point_ratio); }};
        f["bScore"] = {"Black", 7, [](const Row& r, int) { return percent_cell(r.as_black.point_ratio); }};
        f["wDScore"] = {"WDraw", 7, [](const Row& r, int) { return percent_cell(r.as_white.draw_ratio); }};
        f["bDScore"] = {"BDraw", 7, [](const Row& r, int) { return percent_cell(r.as_black.draw_ratio); }};
        f["wW"] = {"WWins", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.white.wins)); }};
        f["wL"] = {"WLoss.", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.white.losses)); }};
        f["wD"] = {"WDraws", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.white.draws)); }};
        f["bW"] = {"BWins", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.black.wins)); }};
        f["bL"] = {"BLoss.", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.black.losses)); }};
        f["bD"] = {"BDraws", 7, [](const Row& r, int) { return count_cell(static_cast<int>(r.black.draws)); }};
        for (const char* kind : {"Time", "Illegal", "Discon", "Stall", "WrClaim", "RegulL", "RegulW", "OtherW", "DStale",
                                 "DMater", "DRepet", "DMoves", "DCount", "DAdj", "DAgree", "OtherD"})
            f[kind] = {kind, 7, [kind](const Row& r, int) {
                           const auto it = r.kinds.find(kind);
                           return count_cell(it == r.kinds.end() ? 0 : it->second);
                       }};
        // Every engine here plays without cutechess's clock text for nodes/depth limits: "inf".
        f["TC"] = {"TC", 14, [](const Row&, int) { return cell("%14s ", "inf"); }};
        return f;
    }();
    return table;
}

std::string header_cell(const Field& f) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%*s ", f.width, f.header);  // a negative width left-justifies (Name)
    return buf;
}

}  // namespace

std::vector<std::string> cutechess_result_fields(const std::string& given) {
    static const std::map<std::string, std::string> named = {
        {"minimal", "Rank,Name"},
        {"small", "Rank,Name,Games,Points"},
        {"short", "Rank,Name,Elo,Games"},
        {"concise", "Rank,Name,Elo,Error,Games"},
        {"default", "Rank,Name,Elo,Error,Games,Score,DScore"},
        {"with-points", "Rank,Name,Elo,Error,Games,Points,Score,DScore"},
        {"wide", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore"},
        {"wide2", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore,wScore,bScore"},
        {"per-color", "Rank,Name,Elo,Error,Games,W,L,D,Points,wW,wL,wD,wPoints,bW,bL,bD,bPoints"},
        {"ordo", "Rank,Name,Elo,Points,Games,Score"},
        {"term", "Rank,Name,Elo,Error,Games,Score,Time,Illegal,Discon,Stall,WrClaim"},
        {"draws", "Rank,Name,Elo,Error,Games,W,L,D,Points,Score,DScore,DStale,DMater,DRepet,DMoves,DAdj,DAgree,OtherD"},
        {"wide3", "Rank,Name,TC,Elo,Error,Games,WLDStats,DrawStats,Terminations"},
    };
    // The groups are replaced as text, in cutechess's (alphabetical) order.
    static const std::pair<const char*, const char*> groups[] = {
        {"DrawStats", "DScore,DStale,DMater,DRepet,DMoves,DAdj,DAgree,OtherD"},
        {"Terminations", "Time,Illegal,Discon,Stall,WrClaim"},
        {"WLDStats", "W,L,D,Points,Score,wW,wL,wD,wPoints,wScore,bW,bL,bD,bPoints,bScore"},
    };
    const auto it = named.find(given);
    std::string format = it == named.end() ? given : it->second;
    for (const auto& [group, list] : groups)
        for (auto at = format.find(group); at != std::string::npos; at = format.find(group, at + std::string(list).size()))
            format.replace(at, std::string(group).size(), list);
    std::vector<std::string> out;
    std::string token;
    for (char ch : format + ",") {
        if (ch == ',') {
            if (!token.empty()) out.push_back(token);
            token.clear();
        } else if (ch != ' ') {
            token += ch;
        }
    }
    return out;
}

std::string cutechess_rank_table(const MatchConfig& config, const std::vector<std::string>& names, const Scoreboard& scores) {
    std::vector<Row> rows;
    std::vector<std::pair<double, int>> keys;
    const bool gauntlet = config.tournament == TournamentKind::Gauntlet;
    for (std::size_t i = 0; i < names.size(); ++i) {
        const PlayerStats& p = scores.player(static_cast<int>(i));
        Row r;
        r.name = names[i];
        r.white = p.as_white, r.black = p.as_black;
        const elo::Trinomial t = p.total();
        r.wins = static_cast<int>(t.wins), r.losses = static_cast<int>(t.losses), r.draws = static_cast<int>(t.draws);
        r.games = r.wins + r.losses + r.draws;
        r.total = cutechess_elo(t), r.as_white = cutechess_elo(p.as_white), r.as_black = cutechess_elo(p.as_black);
        for (const auto& [key, n] : p.endings) count_kind(r, std::get<0>(key), std::get<1>(key), std::get<2>(key), n);
        // A gauntlet's seeds first; then by score; engines without games last.
        const bool seed = gauntlet && (i == 0 || static_cast<int>(i) < config.seeds);
        keys.emplace_back(seed ? -1.0 : r.games ? 1.0 - r.total.point_ratio : 2.0, static_cast<int>(i));
        rows.push_back(std::move(r));
    }
    // Ties: cutechess's multimap puts a later engine before an earlier one.
    std::stable_sort(keys.begin(), keys.end(), [](const auto& a, const auto& b) {
        return a.first < b.first || (a.first == b.first && a.second > b.second);
    });
    const std::vector<std::string> tokens = cutechess_result_fields(config.result_format);
    const auto& table = fields();
    std::string out;
    for (const auto& token : tokens)
        if (auto f = table.find(token); f != table.end()) out += header_cell(f->second);
    out += "\n";
    int rank = gauntlet ? -1 : 0;
    for (const auto& [key, index] : keys) {
        ++rank;
        for (const auto& token : tokens)
            if (auto f = table.find(token); f != table.end()) out += f->second.value(rows[static_cast<std::size_t>(index)], rank);
        out += "\n";
    }
    return out;
}

}  // namespace gambit::match
