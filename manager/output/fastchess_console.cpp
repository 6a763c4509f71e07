#include "manager/output/fastchess_console.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>

#include "manager/output/fastchess_numbers.hpp"
#include "manager/output/results_json.hpp"

namespace gambit::match {
namespace {

std::string fc_format(const char* fmt, auto... args) {
    char buf[512];
    std::snprintf(buf, sizeof buf, fmt, args...);
    return buf;
}

const std::string kSeparator = "--------------------------------------------------\n";

}  // namespace

std::string fastchess_reason(const GameRecord& g) {
    // The side the reason names: the loser of a fault, the winner of a resign adjudication.
    const bool white_lost = g.result == GameResult::BlackWins;
    const std::string loser = white_lost ? "White" : "Black";
    switch (g.termination) {
        case Termination::Crash: return loser + " disconnects";
        case Termination::Stall: return loser + "'s connection stalls";
        case Termination::IllegalMove: return loser + " makes an illegal move";
        case Termination::TimeForfeit: {
            // A draw when the opponent cannot mate names the side whose flag fell (gambit's reason says which).
            const std::string side = g.result == GameResult::Draw ? g.reason.substr(0, g.reason.find(' ')) : loser;
            return side + " loses on time (" + std::to_string(g.overrun_ms) + "ms overrun)";
        }
        case Termination::AdjudicationResign: return (white_lost ? "Black" : "White") + std::string(" wins by adjudication");
        case Termination::AdjudicationDraw:
        case Termination::AdjudicationMaxMoves: return "Draw by adjudication";
        default: return g.reason;
    }
}

namespace {

// An option as the command line sets it, "" when it does not.
std::string option_text(const EngineSpec& e, const char* name) {
    for (const auto& [key, value] : e.process.options)
        if (key == name) return value;
    return "";
}

std::string both(const std::string& a, const std::string& b) { return a == b ? a : a + " - " + b; }

// What fastchess prints as its program in the resume hint: argv[0].
std::string program_name() {
    std::ifstream in("/proc/self/cmdline", std::ios::binary);
    std::string first;
    if (in && std::getline(in, first, '\0') && !first.empty()) return first;
    return "gambit-match";
}

}  // namespace

std::string fastchess_tc(const TimeControl& tc) {
    if (tc.base_ms + tc.increment_ms > 0) {
        std::string out = tc.moves > 0 ? std::to_string(tc.moves) + "/" : "";
        out += fc_format("%g", static_cast<double>(tc.base_ms) / 1000.0);
        if (tc.increment_ms > 0) out += fc_format("+%.2g", static_cast<double>(tc.increment_ms) / 1000.0);
        return out;
    }
    if (tc.movetime_ms > 0) return fc_format("%g/move", static_cast<double>(tc.movetime_ms) / 1000.0);
    if (tc.depth > 0) return std::to_string(tc.depth) + " plies";
    if (tc.nodes > 0) return std::to_string(tc.nodes) + " nodes";
    return "";
}

FastchessConsole::FastchessConsole(const MatchConfig& config, std::vector<std::string> names, Print print)
    : config_(config), names_(std::move(names)), print_(std::move(print)), crashed_last_(names_.size(), false),
      threads_(names_.size()), hash_(names_.size()) {
    for (std::size_t i = 0; i < names_.size() && i < config_.engines.size(); ++i) {
        threads_[i] = option_text(config_.engines[i], "Threads");
        hash_[i] = option_text(config_.engines[i], "Hash");
    }
}

void FastchessConsole::run_started(const Progress&) {
    // What fastchess says while it reads its options and its book, in its order.
    if (config_.sprt.enabled && config_.sprt.model == "bayesian" && config_.report_penta)
        print_("Warning; Bayesian SPRT model not available with pentanomial statistics. Disabling pentanomial reports...\n");
    if (config_.openings.file.empty())
        print_("Warning: No opening book specified! Consider using one, otherwise all games will be played from the "
               "starting position.\nWarning: Unknown opening format, 2. All games will be played from the starting "
               "position.\n");
    else if (config_.openings.order == "random")
        print_("Indexing opening suite...\n");
}

void FastchessConsole::game_started(const ScheduledGame& game, const Progress& p) {
    print_("Started game " + std::to_string(game.id + 1) + " of " + std::to_string(p.planned) + " (" +
           names_[static_cast<std::size_t>(game.white)] + " vs " + names_[static_cast<std::size_t>(game.black)] + ")\n");
}

void FastchessConsole::game_finished(const GameEvent& e, const Progress& p) {
    const GameRecord& g = e.game;
    const EncounterStats& stats = e.stats();
    const bool crash = g.termination == Termination::Crash || g.termination == Termination::Stall;
    const int loser = g.result == GameResult::WhiteWins ? g.black : g.white;
    crashed_last_[static_cast<std::size_t>(g.white)] = crash && loser == g.white;
    crashed_last_[static_cast<std::size_t>(g.black)] = crash && loser == g.black;
    for (int side : {0, 1}) {
        const auto engine = static_cast<std::size_t>(side == 0 ? g.white : g.black);
        if (!g.engine_threads[side].empty()) threads_[engine] = g.engine_threads[side];
        if (!g.engine_hash[side].empty()) hash_[engine] = g.engine_hash[side];
    }
    if (e.stops_run) {
        print_("Game " + std::to_string(g.id + 1) +
               " stalled / disconnected and no recover option set for engine, stopping tournament.\n");
        print_("Finished game " + std::to_string(g.id + 1) + " (" + g.white_name + " vs " + g.black_name + "): " +
               std::string(to_pgn(g.result)) + " {" + fastchess_reason(g) + "}\n");
        block_printed_last_ = true;  // fastchess prints no results after such a stop
        return;
    }
    if (sprt_stopped_) return;  // a game that was in flight at the stop: fastchess is done
    print_("Finished game " + std::to_string(g.id + 1) + " (" + g.white_name + " vs " + g.black_name + "): " +
           std::string(to_pgn(g.result)) + " {" + fastchess_reason(g) + "}\n");
    const bool last = p.done == p.planned;
    const int scores_every = config_.score_interval;
    if ((scores_every > 0 && p.done % scores_every == 0) || last) print_(score_line(stats));
    // The block after every -ratinginterval-th complete pair (every N-th game without pentanomial
    // statistics), and after the last game of the run.
    const int every = config_.rating_interval;
    const bool interval = every > 0 && (stats.pentanomial ? e.pair_completed && (g.pair + 1) % every == 0
                                                          : p.done % every == 0);
    block_printed_last_ = interval || last;
    if (block_printed_last_) print_(interval_block(stats, e.scores));
    const elo::Verdict verdict = config_.sprt.enabled && config_.shard_count == 1
                                     ? sprt(stats, sprt_params(config_.sprt)).verdict
                                     : elo::Verdict::Continue;
    if (verdict != elo::Verdict::Continue) {
        sprt_h0_ = verdict == elo::Verdict::AcceptH0;
        // fastchess repeats its score line and block at the stop, then says so.
        print_(score_line(stats) + interval_block(stats, e.scores) + sprt_end_line());
        sprt_stopped_ = block_printed_last_ = true;
    }
}

std::string FastchessConsole::sprt_end_line() const {
    return fc_format("SPRT ([%.2f, %.2f]) completed - %s was accepted\n", config_.sprt.elo0, config_.sprt.elo1,
                  sprt_h0_ ? "H0" : "H1");
}

void FastchessConsole::run_finished(const Scoreboard& scores, const Progress& p, RunEnd end) {
    const bool abnormal = end == RunEnd::EngineFailure || end == RunEnd::Interrupted || end == RunEnd::OutputError ||
                          end == RunEnd::Strict;
    if (!block_printed_last_ && end != RunEnd::EngineFailure)
        for (const auto& stats : scores.encounters())
            if (stats.games > 0) print_(interval_block(stats, scores));
    if (end != RunEnd::EngineFailure) print_(failure_counts(scores));
    if (abnormal)
        print_("Tournament was interrupted. To resume the tournament, run: " + program_name() + " -config file=" +
               (config_.state.empty() ? std::string("config.json") : config_.state) + "\n");
    // "Finished match" is what fishtest's worker waits for.
    const auto seconds = static_cast<long>(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - p.started).count());
    print_("Finished match\n" +
           fc_format("Total Time: %02ld:%02ld:%02ld (hours:minutes:seconds)\n\n", seconds / 3600, seconds / 60 % 60, seconds % 60));
}

std::string FastchessConsole::failure_counts(const Scoreboard& scores) const {
    std::string out;
    for (std::size_t i = 0; i < names_.size(); ++i) {
        int timeouts = 0, crashed = 0;
        for (const auto& [key, n] : scores.player(static_cast<int>(i)).endings) {
            const auto& [termination, result, white] = key;
            const bool lost = result != GameResult::Draw && (result == GameResult::WhiteWins) != white;
            if (termination == Termination::TimeForfeit && (lost || result == GameResult::Draw)) timeouts += n;
            if ((termination == Termination::Crash || termination == Termination::Stall) && lost) crashed += n;
        }
        if (timeouts + crashed > 0)
            out += "Player: " + names_[i] + "\n  Timeouts: " + std::to_string(timeouts) + "\n  Crashed: " +
                   std::to_string(crashed) + "\n";
    }
    return out.empty() ? out : "\n" + out + "\n";
}

std::string FastchessConsole::results_header(const EncounterStats& s) const {
    const EngineSpec& first = config_.engines[static_cast<std::size_t>(s.a)];
    const EngineSpec& second = config_.engines[static_cast<std::size_t>(s.b)];
    // A restarted engine after a crash has not told its options yet: fastchess shows NULL for them.
    auto option = [&](int engine, const char* name, const char* unit) {
        const auto i = static_cast<std::size_t>(engine);
        const std::string& value = std::string(name) == "Threads" ? threads_[i] : hash_[i];
        return crashed_last_[i] || value.empty() ? std::string("NULL") : value + unit;
    };
    std::string book = config_.openings.file;
    if (auto slash = book.find_last_of('/'); slash != std::string::npos) book = book.substr(slash + 1);
    return fc_format("Results of %s vs %s (%s, %s, %s%s):\n", names_[static_cast<std::size_t>(s.a)].c_str(),
                  names_[static_cast<std::size_t>(s.b)].c_str(), both(fastchess_tc(first.tc), fastchess_tc(second.tc)).c_str(),
                  both(option(s.a, "Threads", "t"), option(s.b, "Threads", "t")).c_str(),
                  both(option(s.a, "Hash", "MB"), option(s.b, "Hash", "MB")).c_str(), book.empty() ? "" : (", " + book).c_str());
}

std::string FastchessConsole::interval_block(const EncounterStats& s, const Scoreboard& scores) const {
    std::string out = kSeparator;
    if (names_.size() > 2) {
        out += rank_table(scores, s.pentanomial, true);
    } else {
        const FastchessCounts c = fastchess_counts(s);
        const FastchessElo e = fastchess_elo(c, s.pentanomial);
        out += results_header(s);
        out += fc_format("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", e.diff, e.error, e.nelo, e.nelo_error);
        out += fc_format("LOS: %.2f %%, DrawRatio: %.2f %%", e.los, fastchess_draw_ratio(c, s.pentanomial));
        if (s.pentanomial) out += fc_format(", PairsRatio: %.2f", fastchess_pairs_ratio(c));
        out += fc_format("\nGames: %d, Wins: %d, Losses: %d, Draws: %d, Points: %.1f (%.2f %%)\n", c.games(), c.wins, c.losses,
                      c.draws, c.points(), fastchess_points_ratio(c));
        if (s.pentanomial)
            out += fc_format("Ptnml(0-2): [%d, %d, %d, %d, %d], WL/DD Ratio: %.2f\n", c.ll, c.ld, c.wl + c.dd, c.wd, c.ww,
                          fastchess_wl_dd_ratio(c));
    }
    if (config_.sprt.enabled) {
        const elo::SprtResult r = sprt(s, sprt_params(config_.sprt));
        const double fraction = r.llr >= 0 ? r.llr / r.upper : -r.llr / r.lower;
        out += fc_format("LLR: %.2f (%.1f%%) (%.2f, %.2f) [%.2f, %.2f]\n", r.llr, fraction * 100., r.lower, r.upper,
                      config_.sprt.elo0, config_.sprt.elo1);
    }
    return out + kSeparator;
}

std::string FastchessConsole::rank_table(const Scoreboard& scores, bool pentanomial, bool ptnml_column) const {
    struct Row {
        std::string name;
        FastchessCounts counts;
        FastchessElo elo;
    };
    std::vector<Row> rows;
    for (std::size_t i = 0; i < names_.size(); ++i) {
        Row r{names_[i], {}, {}};
        for (const auto& s : scores.encounters())
            if (s.a == static_cast<int>(i) || s.b == static_cast<int>(i)) r.counts += fastchess_counts(s, s.b == static_cast<int>(i));
        r.elo = fastchess_elo(r.counts, pentanomial);
        rows.push_back(r);
    }
    // As fastchess sorts: by Elo, descending, NaN last, ties in engine order.
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        return (!std::isnan(a.elo.diff) && std::isnan(b.elo.diff)) || a.elo.diff > b.elo.diff;
    });
    int width = 25;
    for (const auto& r : rows) width = std::max(width, static_cast<int>(r.name.size()));
    std::string out = fc_format("%-4s %-*s %10s %10s %10s %10s %10s %10s %10s", "Rank", width, "Name", "Elo", "+/-", "nElo",
                             "+/-", "Games", "Score", "Draw");
    out += ptnml_column ? fc_format(" %20s\n", "Ptnml(0-2)") : "\n";
    int rank = 0;
    for (const auto& r : rows) {
        const FastchessCounts& c = r.counts;
        out += fc_format("%4d %-*s %10.2f %10.2f %10.2f %10.2f %10d %9.1f%% %9.1f%%", ++rank, width, r.name.c_str(), r.elo.diff,
                      r.elo.error, r.elo.nelo, r.elo.nelo_error, c.games(), fastchess_points_ratio(c),
                      fastchess_draw_ratio(c, pentanomial));
        // Without pentanomial statistics the column is there, blank.
        const std::string ptnml = pentanomial ? fc_format("[%d, %d, %d, %d, %d]", c.ll, c.ld, c.wl + c.dd, c.wd, c.ww) : "";
        out += ptnml_column ? fc_format(" %20s\n", ptnml.c_str()) : "\n";
    }
    return out;
}

}  // namespace gambit::match
