#include "elo/cli/match_report.hpp"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace gambit::elo::cli {

std::string fixed(double value, int decimals, bool sign) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, sign ? "%+.*f" : "%.*f", decimals, value);
    std::string text = buffer;
    // A value that rounds to zero is shown without a minus sign.
    if (text[0] == '-' && text.find_first_not_of("0.", 1) == std::string::npos) {
        if (sign)
            text[0] = '+';
        else
            text.erase(0, 1);
    }
    return text;
}

nlohmann::json count_json(double n) {
    if (n == std::floor(n) && std::fabs(n) < 9007199254740992.0) return static_cast<long long>(n);
    return n;
}

nlohmann::json counts_json(const std::array<double, 5>& n) {
    nlohmann::json list = nlohmann::json::array();
    for (double c : n) list.push_back(count_json(c));
    return list;
}

namespace {

std::string percent(double fraction) {
    return fixed(100 * fraction, 2) + "%";
}

template <typename Counts>
MatchReport analyse_counts(const Counts& counts, const std::optional<SprtParams>& params, double max_games,
                           MatchReport r) {
    r.estimate = estimate(counts);
    r.sprt_params = params;
    if (params) {
        r.sprt = sprt(counts, *params);
        r.stopped = stopped_estimate(counts, *params);
        r.remaining_games = r.sprt.verdict == Verdict::Continue
                                ? expected_remaining_games(r.estimate.games, r.sprt.llr, *params, max_games)
                                : 0;
    }
    return r;
}

}  // namespace

MatchReport analyse(const Trinomial& wdl, const std::optional<SprtParams>& sprt, double max_games) {
    MatchReport r;
    r.wdl = wdl;
    return analyse_counts(wdl, sprt, max_games, r);
}

MatchReport analyse(const Pentanomial& penta, const std::optional<SprtParams>& sprt, double max_games) {
    MatchReport r;
    r.pairs = true;
    r.penta = penta;
    return analyse_counts(penta, sprt, max_games, r);
}

nlohmann::json to_json(const MatchReport& r) {
    const Estimate& e = r.estimate;
    nlohmann::json j;
    if (r.pairs) {
        j["penta"] = counts_json(r.penta.pairs);
        j["pairs"] = count_json(e.samples);
    } else {
        j["wins"] = count_json(r.wdl.wins);
        j["draws"] = count_json(r.wdl.draws);
        j["losses"] = count_json(r.wdl.losses);
    }
    j["games"] = count_json(e.games);
    j["score"] = e.score;
    j["elo"] = e.elo;
    j["elo_ci"] = {e.elo - e.elo_half, e.elo + e.elo_half};  // fishtest's symmetric Elo +- half
    j["elo_half"] = e.elo_half;
    j["elo_ci_asymmetric"] = {e.elo_lo, e.elo_hi};
    j["los"] = e.los;
    j["draw_ratio"] = e.draw_ratio;
    j["nelo"] = e.nelo;
    j["nelo_ci"] = {e.nelo - e.nelo_half, e.nelo + e.nelo_half};
    j["nelo_half"] = e.nelo_half;
    if (r.sprt_params) {
        const SprtParams& p = *r.sprt_params;
        j["llr"] = r.sprt.llr;
        j["llr_bounds"] = {r.sprt.lower, r.sprt.upper};
        j["sprt"] = std::string(to_string(r.sprt.verdict));
        j["sprt_params"] = {{"elo0", p.elo0},
                            {"elo1", p.elo1},
                            {"alpha", p.alpha},
                            {"beta", p.beta},
                            {"model", std::string(to_string(p.model))}};
        j["sprt_estimate"] = {
            {"elo", r.stopped.elo},
            {"elo_ci", {r.stopped.elo_lo, r.stopped.elo_hi}},
            {"los", r.stopped.los},
            {"units", "logistic"},
            {"method", "median-unbiased given the stopping rule (fishtest sprt.analytics)"}};
        j["remaining_games"] = count_json(r.remaining_games);
    }
    return j;
}

std::string to_text(const MatchReport& r) {
    const Estimate& e = r.estimate;
    std::ostringstream out;
    if (r.pairs) {
        const auto& n = r.penta.pairs;
        out << "Pairs: " << fixed(e.samples, 0) << " (" << fixed(e.games, 0) << " games)  LL "
            << fixed(n[0], 0) << "  LD " << fixed(n[1], 0) << "  DD+WL " << fixed(n[2], 0) << "  WD "
            << fixed(n[3], 0) << "  WW " << fixed(n[4], 0) << "\n";
        out << "Score: " << percent(e.score) << "  Pair draw ratio: " << percent(e.draw_ratio) << "\n";
    } else {
        out << "Games: " << fixed(e.games, 0) << "  W " << fixed(r.wdl.wins, 0) << "  D "
            << fixed(r.wdl.draws, 0) << "  L " << fixed(r.wdl.losses, 0) << "\n";
        out << "Score: " << percent(e.score) << "  Draw ratio: " << percent(e.draw_ratio) << "\n";
    }
    out << "Elo: " << fixed(e.elo, 2, true) << " ± " << fixed(e.elo_half, 2) << " (95%)  ["
        << fixed(e.elo_lo, 2) << ", " << fixed(e.elo_hi, 2) << "]\n";
    out << "LOS: " << percent(e.los) << "\n";
    out << "nElo: " << fixed(e.nelo, 2, true) << " ± " << fixed(e.nelo_half, 2) << " (95%, delta method)\n";
    if (r.sprt_params) {
        const SprtParams& p = *r.sprt_params;
        out << "LLR: " << fixed(r.sprt.llr, 2) << " (" << fixed(r.sprt.lower, 2) << ", "
            << fixed(r.sprt.upper, 2) << ") [" << fixed(p.elo0, 2) << ", " << fixed(p.elo1, 2) << "] "
            << to_string(p.model) << "  -> " << to_string(r.sprt.verdict) << "\n";
        out << "SPRT-aware Elo: " << fixed(r.stopped.elo, 2, true) << " [" << fixed(r.stopped.elo_lo, 2)
            << ", " << fixed(r.stopped.elo_hi, 2) << "]  LOS: " << percent(r.stopped.los)
            << "  (median-unbiased given the stopping rule, logistic Elo)\n";
        if (r.sprt.verdict == Verdict::Continue)
            out << "Expected remaining games: " << fixed(r.remaining_games, 0) << "\n";
    }
    return out.str();
}

}  // namespace gambit::elo::cli
