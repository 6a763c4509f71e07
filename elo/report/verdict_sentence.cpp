#include "elo/report/verdict_sentence.hpp"

#include <algorithm>
#include <cmath>

#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/text_util.hpp"

namespace gambit::report {
namespace {

std::string games_words(double n) {
    return count_text(n) + (n == 1 ? " game" : " games");
}

std::string match_sentence(const ReportInput& in) {
    const Headline h = headline(in.pairs[main_pair_index(in)], in.sprt_params, static_cast<double>(in.games_planned));
    const elo::Estimate& e = h.estimate;
    const std::string& a = h.totals.first;
    const std::string& b = h.totals.second;
    std::string s;
    if (h.games() == 0) return "No games between " + a + " and " + b + " have finished yet.";
    if (!std::isfinite(e.elo))
        s = e.elo > 0 ? a + " won every game against " + b : e.elo < 0 ? a + " lost every game to " + b
                                                                       : a + " and " + b + " are even";
    else if (e.elo_lo > 0)
        s = a + " is stronger than " + b + " by " + rounded_elo(e.elo, e.elo_half, false) + " Elo";
    else if (e.elo_hi < 0)
        s = a + " is weaker than " + b + " by " + rounded_elo(-e.elo, e.elo_half, false) + " Elo";
    else
        s = "No clear difference between " + a + " and " + b + ": " + rounded_elo(e.elo, e.elo_half, true) +
            " Elo, an interval that includes 0";
    const std::string after = " after " + games_words(h.games());
    if (!h.sprt) {
        s += after;
        if (in.games_planned > in.games_played && in.games_played > 0)
            s += " (of " + std::to_string(in.games_planned) + " planned)";
        return s + ".";
    }
    switch (h.sprt->verdict) {
        case elo::Verdict::AcceptH1:
            return s + "; the SPRT accepted the gain" + after + ".";
        case elo::Verdict::AcceptH0:
            return s + "; the SPRT rejected the gain" + after + ".";
        case elo::Verdict::Continue:
            break;
    }
    return s + "; the SPRT has not decided" + after + " (LLR " + fixed(h.sprt->llr, 2) + ", it stops at " +
           fixed(h.sprt->lower, 2) + " or " + fixed(h.sprt->upper, 2) + ").";
}

std::string points_of_games(const Standing& s) {
    return points_text(s.points()) + " of " + count_text(s.games());
}

std::string round_robin_sentence(const ReportInput& in, const std::vector<Standing>& table) {
    const Standing& top = table.front();
    const std::string kind = in.tournament.empty() || in.tournament == "match" ? "round-robin" : in.tournament;
    std::string s = top.engine + " leads the " + kind + " of " +
                    std::to_string(table.size()) + " engines with " + points_of_games(top) + " points";
    if (top.rating && top.rating_error)
        s += " (" + rounded_elo(*top.rating, *top.rating_error, true) + " Elo against the field)";
    if (table.size() >= 2 && top.rating && table[1].rating && top.rating_error && table[1].rating_error) {
        // Clearly ahead when the two intervals do not overlap.
        const bool clear = *top.rating - *top.rating_error > *table[1].rating + *table[1].rating_error;
        s += clear ? ", clearly ahead of " + table[1].engine : ", not clearly ahead of " + table[1].engine;
    }
    return s + "; " + table.back().engine + " is last with " + points_of_games(table.back()) + ".";
}

std::string gauntlet_sentence(const ReportInput& in, const std::vector<Standing>& table) {
    const std::string& hero = in.engines.front();
    const Standing* me = nullptr;
    for (const Standing& s : table)
        if (s.engine == hero) me = &s;
    if (!me || me->games() == 0) return hero + " has no finished games yet.";
    std::string s = hero + " scored " + points_of_games(*me) + " points (" +
                    fixed(100 * me->points() / me->games(), 1) + "%) against " +
                    std::to_string(in.engines.size() - 1) + " opponents";
    // Best and worst encounter, by the Elo of the hero's own games against each.
    const PairTotals* best = nullptr;
    const PairTotals* worst = nullptr;
    double best_elo = 0, worst_elo = 0;
    std::string best_name, worst_name;
    elo::Estimate best_e{}, worst_e{};
    for (const PairTotals& p : in.pairs) {
        if (p.first != hero && p.second != hero) continue;
        const bool first = p.first == hero;
        PairTotals mine = p;  // from the hero's side, so the numbers are the pairings table's
        if (!first) {
            std::swap(mine.wins, mine.losses);
            std::reverse(mine.penta.begin(), mine.penta.end());
        }
        const elo::Estimate e = headline(mine, std::nullopt).estimate;
        if (!std::isfinite(e.elo) || mine.wins + mine.draws + mine.losses == 0) continue;
        const std::string other = first ? p.second : p.first;
        if (!best || e.elo > best_elo) best = &p, best_elo = e.elo, best_name = other, best_e = e;
        if (!worst || e.elo < worst_elo) worst = &p, worst_elo = e.elo, worst_name = other, worst_e = e;
    }
    if (best && worst && best != worst)
        s += ": best against " + best_name + " (" + rounded_elo(best_e.elo, best_e.elo_half, true) +
             " Elo), worst against " + worst_name + " (" + rounded_elo(worst_e.elo, worst_e.elo_half, true) + " Elo)";
    return s + ".";
}

}  // namespace

std::string rounded_elo(double elo, double half, bool with_sign) {
    const int digits = std::fabs(half) < 10 ? 1 : 0;
    return (with_sign ? signed_fixed(elo, digits) : fixed(elo, digits)) + " ± " + fixed(half, digits);
}

std::string verdict_sentence(const ReportInput& in) {
    if (in.pairs.empty()) return "No games have been played yet.";
    if (in.pairs.size() == 1 && in.engines.size() <= 2) return match_sentence(in);
    const std::vector<Standing> table = standings(in);
    if (table.empty()) return "No games have been played yet.";
    if (in.tournament == "gauntlet" && !in.engines.empty()) return gauntlet_sentence(in, table);
    return round_robin_sentence(in, table);
}

}  // namespace gambit::report
