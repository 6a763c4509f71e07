// The HTML report: one self-contained page (inline CSS and SVG, no scripts, nothing fetched), laid out to be
// read top down: the verdict in a sentence, its numbers with their meaning, the charts, then the detail.
// Every string that came from an engine or a file goes through html_escape.
#include <algorithm>
#include <cmath>
#include <sstream>

#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/html_sections.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/verdict_sentence.hpp"
#include "elo/report/wording.hpp"
#include "plot/svg_plot.hpp"

namespace gambit::report {
namespace {

using html::esc;
using html::term;

constexpr const char* kStyle = R"(
body{font:15px/1.5 "DejaVu Sans","Liberation Sans",Arial,sans-serif;color:#1d232a;margin:0;background:#f4f5f7}
main{max-width:1240px;margin:0 auto;padding:18px 24px 40px}
h1{font-size:23px;margin:4px 0 2px;overflow-wrap:anywhere}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #d5d8dc;padding-bottom:3px}
h3{font-size:15px;margin:16px 0 4px}
.sub{color:#5b6570;font-size:12.5px;overflow-wrap:anywhere}
.lead{font-size:19px;font-weight:600;margin:14px 0 4px;max-width:60em;overflow-wrap:anywhere}
.verdict{display:flex;flex-wrap:wrap;gap:14px 26px;background:#fff;border:1px solid #d5d8dc;border-left:8px solid #8a939c;border-radius:6px;padding:14px 18px;margin-top:12px}
.verdict.pass{border-left-color:#2e9e4f}.verdict.fail{border-left-color:#cf3a3a}.verdict.open{border-left-color:#d5a21b}
.big{font-size:25px;font-weight:700;white-space:nowrap}.tag{display:inline-block;padding:2px 10px;border-radius:12px;color:#fff;font-weight:700;background:#8a939c}
.pass .tag{background:#2e9e4f}.fail .tag{background:#cf3a3a}.open .tag{background:#d5a21b}
.cell{min-width:150px;max-width:100%}.cell .k{color:#5b6570;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
abbr[title]{text-decoration:underline dotted #8a939c;cursor:help}
.key{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:12.5px;color:#3d4650;margin:10px 0 0;max-width:62em}
.key dt{font-weight:700}.key dd{margin:0}
.scroll{max-width:100%;overflow-x:auto}
table{border-collapse:collapse;background:#fff;margin:4px 0 8px}th,td{border:1px solid #d5d8dc;padding:3px 8px;text-align:right;vertical-align:top}
th{background:#eceef1;font-weight:600}td.l,th.l{text-align:left}td:not(.l){white-space:nowrap}
#pairings td,#ratings td,#crosstable td,#moves td,#time-use td,#latest td{white-space:nowrap}code{font-size:12px;overflow-wrap:anywhere}
code.fen{white-space:nowrap;font-size:11.5px}.book{font-size:12px;color:#3d4650}
.plots{display:flex;flex-wrap:wrap;gap:12px}.plots>*{flex:1 1 460px;min-width:0;max-width:600px}.plots svg{display:block;width:100%}.plot{background:#fff;border:1px solid #d5d8dc;border-radius:4px}
.plot-title{font-weight:700;font-size:13px}.tick{font-size:11px;fill:#444}.axis{font-size:12px;fill:#333}.legend{font-size:11.5px}
.note{color:#5b6570;font-size:12.5px;max-width:62em}.colour{color:#b4401f;font-weight:600}
pre{background:#fff;border:1px solid #d5d8dc;padding:8px 12px;display:inline-block;max-width:100%;overflow-x:auto;box-sizing:border-box}
details{margin:8px 0}details>summary{cursor:pointer;font-weight:600;color:#1f5fae}
@media (min-width:1100px){.key{grid-template-columns:max-content 1fr max-content 1fr;max-width:none}}
@media (max-width:760px){main{padding:12px 10px 30px}.lead{font-size:17px}.big{font-size:21px}.verdict{padding:10px 12px}
th,td{padding:2px 5px}}
)";

const char* kFirstColour = "#1f6fd1";

plot::PlotSpec plot(std::string title, std::string x_label, std::string y_label) {
    plot::PlotSpec spec;
    spec.title = std::move(title);
    spec.x_label = std::move(x_label);
    spec.y_label = std::move(y_label);
    return spec;
}

std::string verdict_class(const Headline& h) {
    if (!h.sprt) return "";
    switch (h.sprt->verdict) {
        case elo::Verdict::AcceptH1: return " pass";
        case elo::Verdict::AcceptH0: return " fail";
        case elo::Verdict::Continue: return " open";
    }
    return "";
}

std::string verdict_tag(const Headline& h) {
    if (!h.sprt) return "no SPRT";
    switch (h.sprt->verdict) {
        case elo::Verdict::AcceptH1: return "passed: " + term("H1") + " accepted";
        case elo::Verdict::AcceptH0: return "failed: " + term("H0") + " accepted";
        case elo::Verdict::Continue: return "not decided yet";
    }
    return "";
}

std::string cell(const std::string& key_html, const std::string& value_html) {
    return "<div class=\"cell\"><div class=\"k\">" + key_html + "</div><div>" + value_html + "</div></div>";
}

// The key under the verdict: each term the block above uses, in a sentence.
std::string key_html(bool with_sprt, bool pentanomial) {
    std::string out = "<dl class=\"key\" id=\"key\">";
    for (const Term& t : glossary()) {
        const bool sprt_term = t.word == "SPRT" || t.word == "H0" || t.word == "H1" || t.word == "LLR";
        const bool penta_term = t.word == "pentanomial" || t.word == "DD+WL";
        if ((sprt_term && !with_sprt) || (penta_term && !pentanomial) || t.word == "Rating") continue;
        out += "<dt>" + esc(t.word) + "</dt><dd>" + esc(t.meaning) + "</dd>";
    }
    return out + "</dl>";
}

void verdict_section(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    const elo::Estimate& e = h.estimate;
    out << "<section class=\"verdict" << verdict_class(h) << "\" id=\"verdict\">\n";
    out << cell(term("Elo") + " " + term("± (95%)", "(95%)"),
                "<span class=\"big\" id=\"elo\">" + signed_fixed(e.elo, 2) + " &plusmn; " + fixed(e.elo_half, 2) +
                    "</span><br><span class=\"note\">interval " + fixed(e.elo_lo, 2) + " to " + fixed(e.elo_hi, 2) +
                    ", from " + esc(h.totals.first) + "&#39;s side</span>");
    std::string sprt = "<span class=\"tag\">" + verdict_tag(h) + "</span>";
    if (h.sprt) {
        sprt += "<br>" + term("LLR") + " <b id=\"llr\">" + fixed(h.sprt->llr, 2) + "</b>, stops at " +
                fixed(h.sprt->lower, 2) + " or " + fixed(h.sprt->upper, 2);
        if (h.params)
            sprt += "<br><span class=\"note\">" + term("H0") + " gain &le; " + fixed(h.params->elo0, 1) + ", " +
                    term("H1") + " gain &ge; " + fixed(h.params->elo1, 1) + " " + elo_model_name(h.params->model) +
                    " Elo; &alpha; " + fixed(h.params->alpha, 2) + ", &beta; " + fixed(h.params->beta, 2) + "</span>";
    }
    if (h.stopped && h.sprt && h.sprt->verdict != elo::Verdict::Continue)
        sprt += "<br><span class=\"note\">Elo at the stop, corrected for stopping early: <b id=\"stopped-elo\">" +
                signed_fixed(h.stopped->elo, 2) + "</b> (" + fixed(h.stopped->elo_lo, 2) + " to " +
                fixed(h.stopped->elo_hi, 2) + ")</span>";
    if (h.remaining_games && *h.remaining_games >= 1)
        sprt += "<br><span class=\"note\">expected games to a bound: about " + fixed(*h.remaining_games, 0) +
                "</span>";
    out << cell(term("SPRT"), sprt);
    out << cell(term("LOS"), "<span class=\"big\" id=\"los\">" + fixed(e.los * 100, 1) + "%</span>");
    out << cell(term("nElo") + " (95%)", "<span class=\"big\" id=\"nelo\">" + signed_fixed(e.nelo, 2) +
                                             " &plusmn; " + fixed(e.nelo_half, 2) + "</span>");
    std::string games = "<span class=\"big\" id=\"games\">" + count_text(h.games()) + "</span> played";
    if (in.games_planned > 0) {
        games += "<br><span class=\"note\">" + std::to_string(in.games_planned) + " planned";
        if (h.sprt && h.sprt->verdict != elo::Verdict::Continue && in.games_planned > in.games_played)
            games += "; the SPRT stopped the run early";
        games += "</span>";
    }
    games += "<br>" + esc(h.totals.first) + ": " + count_text(h.totals.wins) + " won &middot; " +
             count_text(h.totals.draws) + " drawn &middot; " + count_text(h.totals.losses) + " lost<br>draws " +
             fixed(h.games() > 0 ? 100 * h.totals.draws / h.games() : 0, 1) + "% of games";
    out << cell("Games", games);
    if (h.pentanomial) {
        std::string t = "<table id=\"penta\"><tr><th>LL</th><th>LD</th><th>" + term("DD+WL") +
                        "</th><th>WD</th><th>WW</th></tr><tr>";
        for (double n : h.totals.penta) t += "<td>" + count_text(n) + "</td>";
        out << cell(term("pentanomial", "Game pairs") + " (" + fixed(e.draw_ratio * 100, 1) + "% scored 1 of 2)",
                    t + "</tr></table>");
    }
    out << "</section>\n" << key_html(h.sprt.has_value(), h.pentanomial) << "\n";
}

void progress_section(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    out << "<h2>Progress</h2>\n";
    const auto points = progress(in, h);
    if (points.empty()) {
        out << "<p class=\"note\">No per-game records (pass the match PGN with --pgn, or a results file with "
               "`games`), so no progress charts.</p>\n";
        return;
    }
    out << render_progress_plots(points, h.params.has_value());
}

}  // namespace

std::string report_css() {
    return kStyle;
}

std::string render_summary_html(const ReportInput& in) {
    return "<p class=\"lead\" id=\"summary\">" + esc(verdict_sentence(in)) + "</p>\n";
}

std::string render_verdict_html(const ReportInput& in) {
    std::ostringstream out;
    if (in.pairs.empty()) {
        out << "<section class=\"verdict\" id=\"verdict\"><div class=\"cell\"><div "
               "class=\"k\">Games</div><span class=\"big\" id=\"games\">0"
               "</span></div></section>\n<p class=\"note\">No games have been played yet.</p>\n";
    } else {
        verdict_section(out, in, headline(in.pairs[main_pair_index(in)], in.sprt_params,
                                          static_cast<double>(in.games_planned)));
    }
    return out.str();
}

std::string render_progress_plots(const std::vector<ProgressPoint>& points, bool with_llr) {
    std::ostringstream out;
    plot::PlotSpec elo_plot = plot("Elo with its 95% interval", "games played", "Elo");
    elo_plot.band = plot::PlotBand{"elo-band", "95% interval", kFirstColour, {}, {}, {}};
    plot::PlotSeries elo_line{"elo", "Elo", kFirstColour, {}};
    // Early points have huge intervals; fit the axis to the later half (and 0) so the end of the run stays
    // readable, and say which early games the frame cuts off.
    double lo = 0, hi = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const ProgressPoint& p = points[i];
        elo_line.points.emplace_back(p.games, p.estimate.elo);
        elo_plot.band->x.push_back(p.games);
        elo_plot.band->lo.push_back(p.estimate.elo_lo);
        elo_plot.band->hi.push_back(p.estimate.elo_hi);
        if (i >= points.size() / 2) {
            lo = std::min(lo, p.estimate.elo_lo);
            hi = std::max(hi, p.estimate.elo_hi);
        }
    }
    lo = std::max(lo, -1200.0), hi = std::min(hi, 1200.0);
    const double pad = (hi - lo) * 0.05;  // the plot pads the range by as much
    double cut_until = 0;                   // the last game whose interval runs off the scale
    for (const ProgressPoint& p : points)
        if (!(p.estimate.elo_lo >= lo - pad && p.estimate.elo_hi <= hi + pad)) cut_until = p.games;
    elo_plot.y_range = std::make_pair(lo, hi);
    elo_plot.series.push_back(std::move(elo_line));
    elo_plot.lines.push_back({0, "0", "#555"});
    out << "<div class=\"plots\">\n<div>" << plot::render_svg(elo_plot);
    if (cut_until > 0)
        out << "<p class=\"note\" id=\"elo-cut\">Until game " << count_text(cut_until)
            << " the interval is wider than the scale and the frame cuts it.</p>";
    out << "</div>\n";

    if (with_llr) {
        plot::PlotSpec llr_plot = plot("LLR between the SPRT bounds", "games played", "LLR");
        plot::PlotSeries llr{"llr", "LLR", "#8e44ad", {}};
        double lower = -2.94, upper = 2.94;
        for (const ProgressPoint& p : points)
            if (p.sprt) {
                llr.points.emplace_back(p.games, p.sprt->llr);
                lower = p.sprt->lower;
                upper = p.sprt->upper;
            }
        llr_plot.series.push_back(std::move(llr));
        // Labels at the left: the LLR starts at 0 and ends at the right, on a bound when the test stopped.
        llr_plot.lines.push_back({upper, "H1, pass: " + fixed(upper, 2), "#2e9e4f", true});
        llr_plot.lines.push_back({lower, "H0, fail: " + fixed(lower, 2), "#cf3a3a", true});
        out << "<div>" << plot::render_svg(llr_plot) << "</div>\n";
    } else {
        out << "<p class=\"note\">No SPRT parameters in the results file, so no LLR chart.</p>\n";
    }
    out << "</div>\n";
    return out.str();
}

std::string render_html(const ReportInput& in) {
    std::ostringstream out;
    const std::string title = report_title(in);
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src "
           "'unsafe-inline'; img-src data:\">\n"
        << "<title>" << esc(title) << " &mdash; Gambit report</title>\n<style>" << kStyle
        << "</style>\n</head>\n<body><main>\n";
    out << "<h1>" << esc(title) << "</h1>\n<div class=\"sub\">" << esc(in.source);
    if (!in.match_id.empty()) out << " &middot; match " << esc(in.match_id);
    if (in.shard) out << " &middot; shard " << in.shard->first << "/" << in.shard->second;
    if (time_control(in) != "?") out << " &middot; time control " << esc(time_control(in));
    if (in.bench) out << " &middot; bench " << *in.bench;
    out << "</div>\n" << render_summary_html(in);

    const bool tournament = in.pairs.size() > 1 || in.engines.size() > 2;
    if (tournament) {
        out << render_standings_html(in) << html::pairs_section(in);
    } else {
        out << render_verdict_html(in);
    }
    // A tournament's own pairing detail only for the pairing an SPRT runs on; its standings say the rest.
    const bool sprt_pair = std::any_of(in.pairs.begin(), in.pairs.end(), [](const PairTotals& p) { return p.sprt; });
    if (!in.pairs.empty() && (!tournament || sprt_pair)) {
        const Headline h =
            headline(in.pairs[main_pair_index(in)], in.sprt_params, static_cast<double>(in.games_planned));
        if (tournament)
            out << "<h2>" << esc(h.totals.first) << " vs " << esc(h.totals.second) << "</h2>\n"
                << render_verdict_html(in);
        progress_section(out, in, h);
        out << html::openings_section(in, h);
    }
    out << html::terminations_section(in) << html::warnings_section(in) << html::moves_section(in)
        << html::engines_section(in) << html::settings_section(in);
    out << "<h2>Commit block</h2>\n<pre id=\"commit\">" << esc(render_commit_block(in)) << "</pre>\n";
    out << "<p class=\"note\">Generated by gambit-elo report.</p>\n</main></body>\n</html>\n";
    return out.str();
}

}  // namespace gambit::report
