#include "engine/tools/epd_suite.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>

#include "args/arguments.hpp"
#include "chess/notation.hpp"
#include "chess/pgn/text.hpp"
#include "engine/search/engine.hpp"
#include "engine/tools/param_settings.hpp"

namespace gambit::tools {
namespace {

std::string_view trim_quotes(std::string_view s) {
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"') return s.substr(1, s.size() - 2);
    return s;
}

}  // namespace

std::optional<EpdEntry> parse_epd_line(std::string_view line, int line_number, std::string* error) {
    const auto fail = [&](const std::string& message) -> std::optional<EpdEntry> {
        if (error) *error = message;
        return std::nullopt;
    };
    // The first four fields are the position; everything after is operations separated by ';'.
    std::size_t pos = 0;
    for (int field = 0; field < 4; ++field) {
        while (pos < line.size() && line[pos] == ' ') ++pos;
        const std::size_t end = line.find(' ', pos);
        if (end == std::string_view::npos && field < 3) return fail("expected four FEN fields");
        pos = end == std::string_view::npos ? line.size() : end;
    }
    std::string fen_error;
    auto position = chess::Position::from_fen(line.substr(0, pos), &fen_error);
    if (!position) return fail("bad FEN: " + fen_error);

    EpdEntry entry{*position, "line " + std::to_string(line_number), {}, {}, line_number};
    std::string_view rest = line.substr(pos);
    while (!rest.empty()) {
        const std::size_t semi = rest.find(';');
        const std::string_view op = rest.substr(0, semi);
        rest = semi == std::string_view::npos ? std::string_view{} : rest.substr(semi + 1);
        const auto tokens = text::split_words(op);
        if (tokens.empty()) continue;
        if (tokens[0] == "bm" || tokens[0] == "am") {
            for (std::size_t i = 1; i < tokens.size(); ++i) {
                std::string move_error;
                const chess::Move m = chess::parse_san(entry.position, tokens[i], &move_error);
                if (!m) return fail(std::string(tokens[0]) + " move '" + std::string(tokens[i]) + "': " + move_error);
                (tokens[0] == "bm" ? entry.best : entry.avoid).push_back(m);
            }
        } else if (tokens[0] == "id" && tokens.size() > 1) {
            const std::size_t start = op.find(tokens[1]);
            entry.id = std::string(trim_quotes(op.substr(start, op.find_last_not_of(" \t\r") + 1 - start)));
        }
    }
    return entry;
}

int epd_main(std::span<const std::string_view> args) {
    const char* usage = "usage: gambit epd FILE --depth D | --movetime MS | --nodes N [--set NAME=VALUE ...] [--json]";
    if (args.empty()) return std::cerr << usage << '\n', 2;
    const std::string file(args[0]);
    search::Engine engine;
    search::Limits limits;
    args::Parsed parsed;
    try {
        parsed = args::parse(args.subspan(1), {.valued = {"depth", "movetime", "nodes", "set"}, .flags = {"json"}});
    } catch (const args::Error& e) {
        // A number option at the end lacks its number; anything else is not epd's.
        const auto& p = e.problem;
        if (p.kind != args::Problem::Kind::MissingValue || p.name == "set")
            return std::cerr << "epd: unknown argument '" << p.word << "'\n" << usage << '\n', 2;
        if (p.name == "depth") return std::cerr << "epd: --depth needs a number 1..64\n", 2;
        if (p.name == "movetime") return std::cerr << "epd: --movetime needs a positive number of milliseconds\n", 2;
        return std::cerr << "epd: --nodes needs a positive number\n", 2;
    }
    if (!parsed.positional().empty())
        return std::cerr << "epd: unknown argument '" << parsed.positional().front() << "'\n" << usage << '\n', 2;
    const bool json = parsed.has("json");
    // A positive whole number, or nullopt.
    const auto positive = [](const std::string& t) -> std::optional<long long> {
        long long v = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        if (ec != std::errc() || end != t.data() + t.size() || v < 1) return std::nullopt;
        return v;
    };
    for (const std::string& word : parsed.all("depth")) {
        const auto d = positive(word);
        if (!d || *d > 64) return std::cerr << "epd: --depth needs a number 1..64\n", 2;
        limits.depth = int(*d);
    }
    for (const std::string& word : parsed.all("movetime")) {
        const auto ms = positive(word);
        if (!ms) return std::cerr << "epd: --movetime needs a positive number of milliseconds\n", 2;
        limits.movetime = *ms;
    }
    for (const std::string& word : parsed.all("nodes")) {
        const auto n = positive(word);
        if (!n) return std::cerr << "epd: --nodes needs a positive number\n", 2;
        limits.nodes = std::uint64_t(*n);
    }
    if (const auto problem = apply_settings(engine.params(), parsed.all("set")))
        return std::cerr << "epd: " << *problem << '\n', 2;
    if (!limits.depth && !limits.movetime && !limits.nodes)
        return std::cerr << "epd: give --depth, --movetime or --nodes\n" << usage << '\n', 2;
    engine.set_move_overhead(0);

    std::ifstream in(file);
    if (!in) return std::cerr << "epd: cannot open '" << file << "'\n", 2;
    nlohmann::json records = nlohmann::json::array();
    int positions = 0, solved = 0, bad_lines = 0;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    long long depth_sum = 0;
    search::PruneStats stats;
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
        std::string problem;
        const auto entry = parse_epd_line(line, number, &problem);
        if (!entry) {
            std::cerr << file << ':' << number << ": " << problem << '\n';
            ++bad_lines;
            continue;
        }
        engine.new_game();
        const search::SearchResult r = engine.search(entry->position, limits);
        const auto has = [&](const std::vector<chess::Move>& v) { return std::find(v.begin(), v.end(), r.best) != v.end(); };
        const bool ok = r.best && (entry->best.empty() || has(entry->best)) && !has(entry->avoid);
        const std::string san = r.best ? chess::to_san(entry->position, r.best) : "(none)";
        ++positions;
        solved += ok;
        nodes += r.nodes;
        time_ms += r.time_ms;
        depth_sum += r.depth;
        stats += r.stats;
        if (json) {
            records.push_back({{"id", entry->id}, {"line", number}, {"move", san}, {"nodes", r.nodes},
                               {"time_ms", r.time_ms}, {"depth", r.depth}, {"solved", ok}});
        } else {
            std::cout << entry->id << ": " << san << (ok ? " solved" : " not solved") << " depth " << r.depth
                      << " nodes " << r.nodes << " time " << r.time_ms << " ms\n";
        }
    }
    if (json) {
        nlohmann::json out = {{"file", file},         {"positions", positions}, {"solved", solved},
                              {"nodes", nodes},       {"time_ms", time_ms},     {"bad_lines", bad_lines},
                              {"params", search::params_dump(engine.params())}, {"records", records}};
        // Average depth reached (the speed test of a --movetime run) and the pruning counters.
        out["avg_depth"] = positions ? double(depth_sum) / positions : 0.0;
        nlohmann::json methods = nlohmann::json::object();
        for (std::size_t i = 0; i < search::MethodCount; ++i) {
            const search::MethodStats& m = stats.methods[i];
            methods[std::string(search::MethodNames[i])] = {
                {"tried", m.tried},           {"cut", m.cut},           {"nodes", m.nodes},
                {"verify_fail", m.verify_fail}, {"re_search", m.re_search}, {"skipped", m.skipped}};
        }
        out["stats"] = methods;
        out["null_bound_margin"] = stats.null_bound_margin;  // variable bound: null moves at t = 0, 10, 20
        std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    } else {
        std::cout << "Solved: " << solved << '/' << positions << "  Nodes: " << nodes << "  Time: " << time_ms
                  << " ms\n";
    }
    return positions == 0 && bad_lines > 0 ? 2 : 0;
}

}  // namespace gambit::tools
