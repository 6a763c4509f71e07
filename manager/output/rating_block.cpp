#include "manager/output/rating_block.hpp"

#include <cmath>
#include <cstdio>

#include "elo/report/commit_block.hpp"
#include "manager/output/results_json.hpp"

namespace gambit::match {
namespace {

std::string format(const char* fmt, auto... args) {
    char buf[512];
    std::snprintf(buf, sizeof buf, fmt, args...);
    return buf;
}

std::string tc_text(const MatchConfig& c) {
    std::string a = describe(c.engines[0].tc);
    for (const auto& e : c.engines)
        if (describe(e.tc) != a) return "mixed";
    return a;
}

std::string penta_text(const EncounterStats& s) {
    std::string out = "[";
    for (std::size_t i = 0; i < 5; ++i) out += (i ? ", " : "") + std::to_string(static_cast<long>(s.penta.pairs[i]));
    return out + "]";
}

}  // namespace

std::string format_duration(double seconds) {
    auto s = static_cast<long>(std::max(0.0, seconds) + 0.5);
    if (s >= 3600) return format("%ldh%02ldm", s / 3600, s / 60 % 60);
    if (s >= 60) return format("%ldm%02lds", s / 60, s % 60);
    return format("%lds", s);
}

std::string status_line(const GameRecord& g, const EncounterStats& s, const std::vector<std::string>& names,
                        const MatchConfig& c, const Progress& p) {
    const elo::Estimate e = estimate(s);
    std::string line = format("[%d/%d] %s vs %s: %s {%s}", p.done, p.planned, g.white_name.c_str(),
                              g.black_name.c_str(), std::string(to_pgn(g.result)).c_str(), g.reason.c_str());
    line += format(" | %s-%s +%d =%d -%d, Elo %.1f +/- %.1f", names[static_cast<std::size_t>(s.a)].c_str(),
                   names[static_cast<std::size_t>(s.b)].c_str(), static_cast<int>(s.wdl.wins),
                   static_cast<int>(s.wdl.draws), static_cast<int>(s.wdl.losses), e.elo, e.elo_half);
    if (c.sprt.enabled) {
        const elo::SprtResult t = sprt(s, sprt_params(c.sprt));
        line += format(", LLR %.2f (%.2f, %.2f)", t.llr, t.lower, t.upper);
    }
    const double minutes = std::chrono::duration<double>(std::chrono::steady_clock::now() - p.started).count() / 60;
    const int played_here = p.done - p.done_before;
    if (minutes > 0 && played_here > 0) {
        const double rate = played_here / minutes;
        line += format(", %.1f games/min, ETA %s", rate, format_duration((p.planned - p.done) / rate * 60).c_str());
    }
    return line;
}

std::string rating_block(const EncounterStats& s, const std::vector<std::string>& names, const MatchConfig& c) {
    const elo::Estimate e = estimate(s);
    const std::string& a = names[static_cast<std::size_t>(s.a)];
    const std::string& b = names[static_cast<std::size_t>(s.b)];
    const double points = s.wdl.wins + s.wdl.draws / 2;
    std::string out = "--------------------------------------------------\n";
    out += format("Results of %s vs %s (%s):\n", a.c_str(), b.c_str(), tc_text(c).c_str());
    out += format("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", e.elo, e.elo_half, e.nelo, e.nelo_half);
    out += format("LOS: %.2f %%, DrawRatio: %.2f %%, PairsRatio: %s\n", e.los * 100, e.draw_ratio * 100,
                  s.penta.pairs[0] + s.penta.pairs[1] > 0
                      ? format("%.2f", (s.penta.pairs[3] + s.penta.pairs[4]) / (s.penta.pairs[0] + s.penta.pairs[1])).c_str()
                      : "-");
    out += format("Games: %d, Wins: %d, Losses: %d, Draws: %d, Points: %.1f (%.2f %%)\n", s.games,
                  static_cast<int>(s.wdl.wins), static_cast<int>(s.wdl.losses), static_cast<int>(s.wdl.draws), points,
                  s.games ? 100 * points / s.games : 0.0);
    out += "Ptnml(0-2): " + penta_text(s) + "\n";
    if (c.sprt.enabled) {
        const elo::SprtResult t = sprt(s, sprt_params(c.sprt));
        out += format("LLR: %.2f (%.2f, %.2f) [%.2f, %.2f] %s\n", t.llr, t.lower, t.upper, c.sprt.elo0, c.sprt.elo1,
                      std::string(elo::to_string(t.verdict)).c_str());
    }
    out += "--------------------------------------------------\n";
    return out;
}

std::string commit_block(const EncounterStats& s, const MatchConfig& c) {
    report::CommitBlockFacts facts;
    facts.estimate = estimate(s);
    facts.tc = tc_text(c);
    if (c.sprt.enabled) {
        facts.params = sprt_params(c.sprt);
        facts.sprt = sprt(s, *facts.params);
    }
    facts.wins = s.wdl.wins, facts.losses = s.wdl.losses, facts.draws = s.wdl.draws;
    if (s.pairs_complete > 0) facts.penta = s.penta.pairs;
    if (c.bench > 0) facts.bench = c.bench;
    return report::commit_block(facts);
}

std::string terminations_line(const Scoreboard& scores) {
    std::string line = "Terminations:";
    for (const auto& [reason, count] : scores.terminations()) line += " " + reason + "=" + std::to_string(count);
    return line + "\n";
}

std::string finished_game_line(const GameRecord& g, const std::string& reason) {
    return format("Finished game %d (%s vs %s): %s {%s}", g.id + 1, g.white_name.c_str(), g.black_name.c_str(),
                  std::string(to_pgn(g.result)).c_str(), reason.c_str());
}

std::string fastchess_started_line(int game_number, int planned, const std::string& white, const std::string& black) {
    return "Started game " + std::to_string(game_number) + " of " + std::to_string(planned) + " (" + white + " vs " +
           black + ")";
}

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

// fastchess's time control text: "10+0.1", "40/60+0.6", "0.1/move", "5000 nodes", "8 plies".
std::string fastchess_tc(const TimeControl& tc) {
    if (tc.base_ms + tc.increment_ms > 0) {
        std::string out = tc.moves > 0 ? std::to_string(tc.moves) + "/" : "";
        out += format("%g", static_cast<double>(tc.base_ms) / 1000.0);
        if (tc.increment_ms > 0) out += format("+%.2g", static_cast<double>(tc.increment_ms) / 1000.0);
        return out;
    }
    if (tc.movetime_ms > 0) return format("%g/move", static_cast<double>(tc.movetime_ms) / 1000.0);
    if (tc.depth > 0) return std::to_string(tc.depth) + " plies";
    if (tc.nodes > 0) return std::to_string(tc.nodes) + " nodes";
    return "";
}

std::string option_text(const EngineSpec& e, const char* name, const char* unit) {
    for (const auto& [key, value] : e.process.options)
        if (key == name) return value + unit;
    return "NULL";
}

std::string both(const std::string& a, const std::string& b) { return a == b ? a : a + " - " + b; }

}  // namespace

std::string fastchess_results_block(const EncounterStats& s, const std::vector<std::string>& names, const MatchConfig& c) {
    const elo::Estimate e = estimate(s);
    const EngineSpec& first = c.engines[static_cast<std::size_t>(s.a)];
    const EngineSpec& second = c.engines[static_cast<std::size_t>(s.b)];
    std::string book = c.openings.file;
    if (auto slash = book.find_last_of('/'); slash != std::string::npos) book = book.substr(slash + 1);
    const elo::Trinomial& t = s.pentanomial ? s.paired_wdl : s.wdl;
    const int wins = static_cast<int>(t.wins), losses = static_cast<int>(t.losses), draws = static_cast<int>(t.draws);
    const int games = wins + losses + draws;
    const double points = wins + draws / 2.0;
    const auto& p = s.penta.pairs;
    const double pairs = p[0] + p[1] + p[2] + p[3] + p[4];
    std::string out = "--------------------------------------------------\n";
    out += format("Results of %s vs %s (%s, %s, %s%s):\n", names[static_cast<std::size_t>(s.a)].c_str(),
                  names[static_cast<std::size_t>(s.b)].c_str(), both(fastchess_tc(first.tc), fastchess_tc(second.tc)).c_str(),
                  both(option_text(first, "Threads", "t"), option_text(second, "Threads", "t")).c_str(),
                  both(option_text(first, "Hash", "MB"), option_text(second, "Hash", "MB")).c_str(),
                  book.empty() ? "" : (", " + book).c_str());
    out += format("Elo: %.2f +/- %.2f, nElo: %.2f +/- %.2f\n", e.elo, e.elo_half, e.nelo, e.nelo_half);
    if (s.pentanomial)
        out += format("LOS: %.2f %%, DrawRatio: %.2f %%, PairsRatio: %.2f\n", e.los * 100, (p[2] / pairs) * 100.0,
                      (p[3] + p[4]) / (p[0] + p[1]));
    else
        out += format("LOS: %.2f %%, DrawRatio: %.2f %%\n", e.los * 100, 100.0 * draws / games);
    out += format("Games: %d, Wins: %d, Losses: %d, Draws: %d, Points: %.1f (%.2f %%)\n", games, wins, losses, draws,
                  points, points / games * 100);
    if (s.pentanomial)
        out += "Ptnml(0-2): " + penta_text(s) + format(", WL/DD Ratio: %.2f\n", double(s.penta_wl) / s.penta_dd);
    if (c.sprt.enabled) {
        const elo::SprtResult r = sprt(s, sprt_params(c.sprt));
        const double fraction = r.llr >= 0 ? r.llr / r.upper : -r.llr / r.lower;
        out += format("LLR: %.2f (%.1f%%) (%.2f, %.2f) [%.2f, %.2f]\n", r.llr, fraction * 100., r.lower, r.upper,
                      c.sprt.elo0, c.sprt.elo1);
    }
    out += "--------------------------------------------------\n";
    return out;
}

std::string crc32_line(const std::string& file, std::uint32_t crc) {
    return format("File %s has CRC32: 0x%x", file.c_str(), crc);  // as Python hex(): 0x0 for zero
}

std::string cutechess_score_line(const EncounterStats& s, const std::vector<std::string>& names) {
    const double points = s.wdl.wins + s.wdl.draws / 2;
    return format("Score of %s vs %s: %d - %d - %d  [%.3f] %d", names[static_cast<std::size_t>(s.a)].c_str(),
                  names[static_cast<std::size_t>(s.b)].c_str(), static_cast<int>(s.wdl.wins),
                  static_cast<int>(s.wdl.losses), static_cast<int>(s.wdl.draws), s.games ? points / s.games : 0.0,
                  s.games);
}

std::string cutechess_rating_lines(const EncounterStats& s, const MatchConfig& c) {
    const elo::Estimate e = estimate(s);
    std::string out = format("Elo difference: %.1f +/- %.1f, LOS: %.1f %%, DrawRatio: %.1f %%\n", e.elo, e.elo_half,
                             e.los * 100, e.draw_ratio * 100);
    if (c.sprt.enabled) {
        const elo::SprtResult t = sprt(s, sprt_params(c.sprt));
        const double share = t.llr >= 0 ? t.llr / t.upper : t.llr / t.lower;
        out += format("SPRT: llr %.3g (%.1f%%), lbound %.3g, ubound %.3g%s\n", t.llr, share * 100, t.lower, t.upper,
                      t.verdict == elo::Verdict::AcceptH1   ? " - H1 was accepted"
                      : t.verdict == elo::Verdict::AcceptH0 ? " - H0 was accepted"
                                                            : "");
    }
    return out;
}

}  // namespace gambit::match
