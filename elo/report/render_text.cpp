// The plain-text renderers: the commit block and Markdown.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "elo/report/analysis.hpp"
#include "elo/report/commit_block.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/verdict_sentence.hpp"
#include "elo/report/wording.hpp"

namespace gambit::report {

std::string elo_model_name(elo::Model m) {
    switch (m) {
        case elo::Model::Logistic:
            return "logistic";
        case elo::Model::Normalized:
            return "normalized";
        case elo::Model::BayesElo:
            return "BayesElo";
        case elo::Model::Cutechess:
            return "cutechess-cli's BayesElo";
    }
    return "?";
}

namespace {

std::string penta_text(const PairTotals& p) {
    std::string s = "[";
    for (std::size_t i = 0; i < 5; ++i) s += (i ? ", " : "") + count_text(p.penta[i]);
    return s + "]";
}

std::string llr_text(const Headline& h) {
    if (!h.sprt) return "n/a";
    std::string s =
        fixed(h.sprt->llr, 2) + " (" + fixed(h.sprt->lower, 2) + ", " + fixed(h.sprt->upper, 2) + ")";
    if (h.params) s += " [" + fixed(h.params->elo0, 2) + ", " + fixed(h.params->elo1, 2) + "]";
    return s;
}

std::string verdict_word(const Headline& h) {
    if (!h.sprt) return "";
    switch (h.sprt->verdict) {
        case elo::Verdict::AcceptH1:
            return "passed (H1 accepted)";
        case elo::Verdict::AcceptH0:
            return "failed (H0 accepted)";
        case elo::Verdict::Continue:
            return "inconclusive (continue)";
    }
    return "";
}

std::string games_text(const PairTotals& p) {
    return "N: " + count_text(p.wins + p.draws + p.losses) + " W: " + count_text(p.wins) +
           " L: " + count_text(p.losses) + " D: " + count_text(p.draws);
}

}  // namespace

std::string report_title(const ReportInput& in) {
    if (in.tournament == "gauntlet" && !in.engines.empty())
        return "Gauntlet: " + in.engines.front() + " vs " + std::to_string(in.engines.size() - 1) +
               " engines";
    if (in.engines.size() > 2 || in.tournament == "round-robin")
        return "Round-robin of " + std::to_string(in.engines.size()) + " engines";
    if (!in.pairs.empty())
        return in.pairs[main_pair_index(in)].first + " vs " + in.pairs[main_pair_index(in)].second;
    return "Match report";
}

std::string time_control(const ReportInput& in) {
    if (!in.tc.empty()) return in.tc;
    for (const auto& [key, value] : in.settings)
        if (key == "tc") return value;
    if (!in.engine_configs.empty() && !in.engine_configs.front().tc.empty())
        return in.engine_configs.front().tc;
    return "?";
}

std::string render_commit_block(const ReportInput& in) {
    if (in.pairs.empty()) return "Games | N: 0 W: 0 L: 0 D: 0\n";
    const Headline h = headline(in.pairs[main_pair_index(in)], in.sprt_params);
    CommitBlockFacts facts;
    facts.estimate = h.estimate;
    facts.tc = time_control(in);
    facts.sprt = h.sprt;
    facts.params = h.params;
    facts.wins = h.totals.wins, facts.losses = h.totals.losses, facts.draws = h.totals.draws;
    if (h.pentanomial) facts.penta = h.totals.penta;
    facts.bench = in.bench;
    return commit_block(facts);
}

namespace {

// The rating list and crosstable of a tournament of three or more engines.
void markdown_standings(std::ostringstream& out, const ReportInput& in) {
    const auto table = standings(in);
    out << "| # | engine | games | points | score | rating | ± | draws |\n|---:|---|---:|---:|---:|---:|---:|---:|\n";
    int rank = 1;
    for (const Standing& s : table)
        out << "| " << rank++ << " | " << md_escape(s.engine) << " | " << count_text(s.games()) << " | "
            << points_text(s.points()) << " | " << fixed(s.games() > 0 ? 100 * s.points() / s.games() : 0, 1)
            << "% | " << (s.rating ? signed_fixed(*s.rating, 1) : "") << " | "
            << (s.rating_error ? fixed(*s.rating_error, 1) : "") << " | "
            << fixed(s.games() > 0 ? 100 * s.wdl.draws / s.games() : 0, 1) << "% |\n";
    out << "\nRating: maximum likelihood against the whole field, its mean at 0, ± the 95% interval.\n\n";
    out << "| points / games |";
    for (std::size_t j = 0; j < table.size(); ++j) out << " " << j + 1 << " |";
    out << "\n|---|";
    for (std::size_t j = 0; j < table.size(); ++j) out << "---:|";
    out << "\n";
    for (std::size_t i = 0; i < table.size(); ++i) {
        out << "| " << i + 1 << ". " << md_escape(table[i].engine) << " |";
        for (std::size_t j = 0; j < table.size(); ++j) {
            if (i == j) {
                out << " — |";
                continue;
            }
            auto [points, games] = head_to_head(in, table[i].engine, table[j].engine);
            out << " " << (games > 0 ? points_text(points) + " / " + count_text(games) : "") << " |";
        }
        out << "\n";
    }
}

void markdown_verdict(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    const elo::Estimate& e = h.estimate;
    out << "| | " << md_escape(h.totals.first) << " vs " << md_escape(h.totals.second) << " |\n|---|---|\n";
    out << "| Elo | " << signed_fixed(e.elo, 2) << " ± " << fixed(e.elo_half, 2) << " (95%), ["
        << fixed(e.elo_lo, 2) << ", " << fixed(e.elo_hi, 2) << "] |\n";
    out << "| LOS | " << fixed(e.los * 100, 1) << "% (the probability that " << md_escape(h.totals.first)
        << " is the stronger) |\n";
    out << "| nElo | " << signed_fixed(e.nelo, 2) << " ± " << fixed(e.nelo_half, 2) << " |\n";
    if (h.sprt) {
        out << "| SPRT | **" << verdict_word(h) << "**: LLR " << llr_text(h);
        if (h.params)
            out << ", " << elo_model_name(h.params->model) << ", α " << fixed(h.params->alpha, 3) << " β "
                << fixed(h.params->beta, 3);
        out << " |\n";
        if (h.stopped && h.sprt->verdict != elo::Verdict::Continue)
            out << "| Elo at the stop | " << signed_fixed(h.stopped->elo, 2) << " ["
                << fixed(h.stopped->elo_lo, 2) << ", " << fixed(h.stopped->elo_hi, 2)
                << "] (median-unbiased, accounts for the SPRT stopping rule) |\n";
    }
    out << "| Games | " << games_text(h.totals) << " (draws "
        << fixed(h.games() > 0 ? 100 * h.totals.draws / h.games() : 0, 1) << "%";
    if (in.games_planned > 0) out << "; " << in.games_played << " played of " << in.games_planned << " planned";
    out << ") |\n";
    if (h.pentanomial) out << "| Penta | " << penta_text(h.totals) << " (game pairs: LL, LD, DD+WL, WD, WW) |\n";
    if (time_control(in) != "?") out << "| TC | " << md_escape(time_control(in)) << " |\n";
}

}  // namespace

std::string render_markdown(const ReportInput& in) {
    std::ostringstream out;
    out << "### " << md_escape(report_title(in)) << "\n\n";
    if (in.pairs.empty()) {
        out << "No games were recorded in `" << md_escape(in.source) << "`.\n";
        return out.str();
    }
    out << "**" << md_escape(verdict_sentence(in)) << "**\n\n";
    const Headline h = headline(in.pairs[main_pair_index(in)], in.sprt_params);
    const bool tournament = in.pairs.size() > 1 || in.engines.size() > 2;
    if (tournament) {
        markdown_standings(out, in);
        out << "\n| pairing | games | W | D | L | points | Elo | LOS |\n|---|---:|---:|---:|---:|---:|---:|---:|\n";
        for (const PairTotals& p : in.pairs) {
            const Headline ph = headline(p, std::nullopt);
            out << "| " << md_escape(p.first) << " vs " << md_escape(p.second) << " | " << count_text(ph.games())
                << " | " << count_text(p.wins) << " | " << count_text(p.draws) << " | " << count_text(p.losses)
                << " | " << points_text(p.wins + p.draws / 2) << " | " << signed_fixed(ph.estimate.elo, 1) << " ± "
                << fixed(ph.estimate.elo_half, 1) << " | " << fixed(ph.estimate.los * 100, 1) << "% |\n";
        }
        if (h.sprt) {
            out << "\n";
            markdown_verdict(out, in, h);
        }
    } else {
        markdown_verdict(out, in, h);
    }
    const auto terms = termination_counts(in);
    if (!terms.empty()) {
        std::vector<std::pair<std::string, long>> rows(terms.begin(), terms.end());  // the most frequent first
        std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
        out << "\n| how the games ended | games |\n|---|---:|\n";
        for (const auto& [reason, n] : rows) out << "| " << md_escape(termination_words(reason)) << " | " << n << " |\n";
    }
    if (!in.warnings.empty()) {
        out << "\n| engine | warning | count |\n|---|---|---:|\n";
        for (const auto& [engine, counts] : in.warnings)
            for (const auto& [key, n] : counts)
                out << "| " << md_escape(engine) << " | " << md_escape(key) << " | " << n << " |\n";
    }
    out << "\n```\n" << render_commit_block(in) << "```\n";
    return out.str();
}

}  // namespace gambit::report
