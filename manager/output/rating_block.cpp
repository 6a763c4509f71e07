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

std::string crc32_line(const std::string& file, std::uint32_t crc) {
    return format("File %s has CRC32: 0x%x", file.c_str(), crc);  // as Python hex(): 0x0 for zero
}

}  // namespace gambit::match
