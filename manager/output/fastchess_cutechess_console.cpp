#include "manager/output/fastchess_cutechess_console.hpp"

#include <cstdio>

#include "manager/output/fastchess_numbers.hpp"
#include "manager/output/results_json.hpp"

namespace gambit::match {
namespace {

std::string fcc_format(const char* fmt, auto... args) {
    char buf[512];
    std::snprintf(buf, sizeof buf, fmt, args...);
    return buf;
}

}  // namespace

std::string FastchessCutechessConsole::score_line(const EncounterStats& s) const {
    const FastchessCounts c = fastchess_counts(s);
    const double n = c.games();
    return fcc_format("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", names_[static_cast<std::size_t>(s.a)].c_str(),
                  names_[static_cast<std::size_t>(s.b)].c_str(), c.wins, c.losses, c.draws, c.wins / n + 0.5 * (c.draws / n),
                  c.games());
}

std::string FastchessCutechessConsole::interval_block(const EncounterStats& s, const Scoreboard& scores) const {
    std::string out;
    if (names_.size() > 2) {
        out = rank_table(scores, false, false);
    } else {
        const FastchessCounts c = fastchess_counts(s);
        const FastchessElo e = fastchess_elo(c, false);
        out = fcc_format("Elo difference: %.2f +/- %.2f, LOS: %.2f %%, DrawRatio: %.2f %%\n", e.diff, e.error, e.los,
                     fastchess_draw_ratio(c, false));
    }
    if (config_.sprt.enabled) {
        // Always from single games here; the percentage is of the bound on the LLR's side, both positive.
        const elo::SprtResult r = sprt(s, sprt_params(config_.sprt));
        const double percent = r.llr < 0 ? r.llr / r.lower * 100 : r.llr / r.upper * 100;
        out += fcc_format("SPRT: llr %.2f (%.1f%%), lbound %.2f, ubound %.2f%s\n", r.llr, percent, r.lower, r.upper,
                      r.llr >= r.upper  ? " - H1 was accepted"
                      : r.llr < r.lower ? " - H0 was accepted"
                                        : "");
    }
    return out;
}

}  // namespace gambit::match
