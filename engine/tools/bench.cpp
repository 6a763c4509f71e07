#include "engine/tools/bench.hpp"

#include <charconv>
#include <chrono>
#include <iostream>
#include <string>

#include "args/arguments.hpp"
#include "chess/attacks.hpp"
#include "chess/notation.hpp"
#include "engine/eval/builtin_network.hpp"
#include "engine/eval/params_io.hpp"
#include "engine/search/engine.hpp"
#include "engine/search/value.hpp"
#include "engine/tools/param_settings.hpp"

namespace gambit::tools {
namespace {

// clang-format off
constexpr std::string_view Positions[] = {
    // Openings and early middlegames
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "rnbqkb1r/pp2pppp/3p1n2/8/3NP3/8/PPP2PPP/RNBQKB1R w KQkq - 1 5",
    "r1bqk2r/pppp1ppp/5n2/4b3/4P3/P1N5/1PP2PPP/R1BQKB1R w KQkq - 0 5",
    "r3k2r/ppp1pp1p/2nqb1pn/3p4/4P3/2PP4/PP1NBPPP/R2QK1NR w KQkq - 1 5",
    "r1bq1rk1/pp2b1pp/n1pp1n2/3P1p2/2P1p3/2N1P2N/PP2BPPP/R1BQ1RK1 b - - 2 10",
    // Middlegames
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r3k2r/2pb1ppp/2pp1q2/p7/1nP1B3/1P2P3/P2N1PPP/R2QK2R w KQkq - 0 14",
    "4rrk1/2p1b1p1/p1p3q1/4p3/2P2n1p/1P1NR2P/PB3PP1/3R1QK1 b - - 2 24",
    "r3qbrk/6p1/2b2pPp/p3pP1Q/PpPpP2P/3P1B2/2PB3K/R5R1 w - - 16 42",
    "6k1/1R3p2/6p1/2Bp3p/3P2q1/P7/1P2rQ1K/5R2 b - - 4 44",
    "7r/2p3k1/1p1p1qp1/1P1Bp3/p1P2r1P/P7/4R3/Q4RK1 w - - 0 36",
    "3r3k/2r4p/1p1b3q/p4P2/P2Pp3/1B2P3/3BQ1RP/6K1 w - - 3 87",
    "2r4r/1p4k1/1Pnp4/3Qb1pq/8/4BpPp/5P2/2RR1BK1 w - - 0 42",
    "4q1bk/6b1/7p/p1p4p/PNPpP2P/KN4P1/3Q4/4R3 b - - 0 37",
    "2q3r1/1r2pk2/pp3pp1/2pP3p/P1Pb1BbP/1P4Q1/R3NPP1/4R1K1 w - - 2 34",
    "1r2r2k/1b4q1/pp5p/2pPp1p1/P3Pn2/1P1B1Q1P/2R3P1/4BR1K b - - 1 37",
    "1r4k1/4ppb1/2n1b1qp/pB4p1/1n1BP1P1/7P/2PNQPK1/3RN3 w - - 8 29",
    "3r4/ppq1ppkp/4bnp1/2pN4/2P1P3/1P4P1/PQ3PBP/R4K2 b - - 2 20",
    "q5k1/5ppp/1r3bn1/1B6/P1N2P2/BQ2P1P1/5K1P/8 b - - 2 34",
    "r1bq2k1/p4r1p/1pp2pp1/3p4/1P1B3Q/P2B1N2/2P3PP/4R1K1 b - - 2 19",
    "r4qk1/6r1/1p4p1/2ppBbN1/1p5Q/P7/2P3PP/5RK1 w - - 2 25",
    "6k1/3b3r/1p1p4/p1n2p2/1PPNpP1q/P3Q1p1/1R1RB1P1/5K2 b - - 0 1",
    // Endgames
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/1p2k1p1/3p3p/1p1P1P1P/1P2PK2/8/8 w - - 3 54",
    "8/p2B4/PkP5/4p1pK/4Pb1p/5P2/8/8 w - - 29 68",
    "8/6pk/2b1Rp2/3r4/1R1B2PP/P5K1/8/2r5 b - - 16 42",
    "r7/6k1/1p6/2pp1p2/7Q/8/p1P2K1P/8 w - - 0 32",
    "1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1",
    "8/8/8/8/8/4k3/4P3/4K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
    "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1",
    "8/8/1P6/5pr1/8/4R3/7k/2K5 w - - 0 1",
    // Checks, mates and a stalemate
    "rnbqkbnr/ppp2ppp/8/1B1pp3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3",
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
};
// clang-format on

std::string score_text(int value) {
    if (search::is_mate_score(value)) return "mate " + std::to_string(search::mate_in_moves(value));
    return "cp " + std::to_string(value);
}

}  // namespace

std::span<const std::string_view> bench_positions() { return Positions; }

BenchResult run_bench(int depth, const search::SearchParams& params, std::ostream* out, const eval::EvalParams& eval,
                      std::shared_ptr<const eval::Network> net) {
    BenchResult total;
    search::Engine engine;
    engine.params() = params;
    engine.set_eval_params(eval);
    engine.set_network(std::move(net));
    engine.set_hash_mb(16);
    search::Limits limits;
    limits.depth = depth;
    const auto start = std::chrono::steady_clock::now();
    int index = 0;
    for (std::string_view fen : Positions) {
        ++index;
        std::string problem;
        const auto pos = chess::Position::from_fen(fen, &problem);
        if (!pos) {  // cannot happen with the list above; reported rather than trusted
            if (out) *out << "Position " << index << ": bad FEN: " << problem << '\n';
            continue;
        }
        engine.new_game();
        const search::SearchResult r = engine.search(*pos, limits);
        total.nodes += r.nodes;
        total.stats += r.stats;
        if (out)
            *out << "Position " << index << '/' << std::size(Positions) << ": bestmove " << chess::to_uci(r.best)
                 << " score " << score_text(r.score) << " depth " << r.depth << " nodes " << r.nodes << "  " << fen
                 << '\n';
    }
    total.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    return total;
}

int run_bench_command(std::span<const std::string_view> args, std::ostream& out, const search::SearchParams& base,
                      std::ostream& err, const eval::EvalParams& base_eval) {
    search::SearchParams params = base;
    eval::EvalParams eval = base_eval;
    std::string eval_file, net_file;
    std::shared_ptr<const eval::Network> net = eval::builtin_network();
    int depth = DefaultBenchDepth;
    // Every word that does not fit gets the one message naming what bench takes.
    const auto refuse = [&err](std::string_view word) {
        err << "bench: expected [DEPTH 1..64] [--stats] [--set NAME=VALUE ...], got '" << word
            << "' (also --eval-file FILE, --eval-net FILE)\n";
        return 2;
    };
    args::Parsed parsed;
    try {
        parsed = args::parse(args, {.valued = {"eval-file", "eval-net", "set"}, .flags = {"stats"}});
    } catch (const args::Error& e) {
        return refuse(e.problem.word);
    }
    const bool stats = parsed.has("stats");
    for (const std::string& file : parsed.all("eval-file")) {
        eval_file = file;
        std::string problem;
        const auto loaded = eval::load_params_file(eval_file, eval::default_params(), &problem);
        if (!loaded) {
            err << "bench: " << problem << '\n';
            return 2;
        }
        eval = *loaded;
    }
    for (const std::string& file : parsed.all("eval-net")) {
        net_file = file;
        std::string problem;
        net = net_file == "<empty>" ? nullptr : eval::network_named(net_file, &problem);
        if (!net && net_file != "<empty>") {
            err << "bench: " << problem << '\n';
            return 2;
        }
    }
    if (const auto problem = apply_settings(params, parsed.all("set"))) {
        err << "bench: " << *problem << '\n';
        return 2;
    }
    for (const std::string& word : parsed.positional()) {
        int value = 0;
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (ec != std::errc() || end != word.data() + word.size() || value < 1 || value > 64) return refuse(word);
        depth = value;
    }
    // The slider lookup in use (chess/slider_method.hpp): it changes the speed, never the nodes.
    out << "Bench depth " << depth << " hash 16 MB sliders " << chess::name_of(chess::slider_method()) << " params "
        << search::params_dump(params);
    if (!eval_file.empty()) out << " eval " << eval_file;
    if (!net_file.empty()) out << " net " << net_file;
    out << '\n';
    const BenchResult r = run_bench(depth, params, &out, eval, net);
    if (stats) {
        out << "\nPruning statistics (all positions; cut% = prunes per attempt, node% = share of all nodes spent in\n"
               "the method's own searches):\n"
            << r.stats.table(r.nodes);
    }
    out << "\nNodes searched: " << r.nodes << '\n';
    out << "Nodes/second: " << r.nodes * 1000 / std::uint64_t(std::max<std::int64_t>(r.time_ms, 1)) << '\n';
    return 0;
}

int bench_main(std::span<const std::string_view> args) {
    return run_bench_command(args, std::cout, search::SearchParams{}, std::cerr);
}

}  // namespace gambit::tools
