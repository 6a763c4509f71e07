// The HTML report: one self-contained page (inline CSS and SVG, no scripts, nothing fetched).
// Every string that came from an engine or a file goes through html_escape.
#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "plot/svg_plot.hpp"
#include "elo/report/text_util.hpp"

namespace gambit::report {
namespace {

constexpr const char* kStyle = R"(
body{font:14px/1.45 "DejaVu Sans","Liberation Sans",Arial,sans-serif;color:#1d232a;margin:0;background:#f4f5f7}
main{max-width:1240px;margin:0 auto;padding:18px 24px 40px}
h1{font-size:22px;margin:4px 0 2px}h2{font-size:17px;margin:26px 0 8px;border-bottom:1px solid #d5d8dc;padding-bottom:3px}
.sub{color:#5b6570;font-size:12.5px;overflow-wrap:anywhere}
.verdict{display:flex;flex-wrap:wrap;gap:14px;background:#fff;border:1px solid #d5d8dc;border-left:8px solid #8a939c;border-radius:6px;padding:14px 18px;margin-top:12px}
.verdict.pass{border-left-color:#2e9e4f}.verdict.fail{border-left-color:#cf3a3a}.verdict.open{border-left-color:#d5a21b}
.big{font-size:26px;font-weight:700}.tag{display:inline-block;padding:2px 10px;border-radius:12px;color:#fff;font-weight:700;background:#8a939c}
.pass .tag{background:#2e9e4f}.fail .tag{background:#cf3a3a}.open .tag{background:#d5a21b}
.cell{min-width:170px}.cell .k{color:#5b6570;font-size:12px;text-transform:uppercase;letter-spacing:.04em}
table{border-collapse:collapse;background:#fff;margin:4px 0 8px}th,td{border:1px solid #d5d8dc;padding:3px 8px;text-align:right;vertical-align:top}
th{background:#eceef1;font-weight:600}td.l,th.l{text-align:left}code{font-size:12px;overflow-wrap:anywhere}
.plots{display:flex;flex-wrap:wrap;gap:12px}.plot{background:#fff;border:1px solid #d5d8dc;border-radius:4px}
.plot-title{font-weight:700;font-size:13px}.tick{font-size:11px;fill:#444}.axis{font-size:12px;fill:#333}.legend{font-size:11.5px}
.note{color:#5b6570;font-size:12.5px}.colour{color:#b4401f;font-weight:600}pre{background:#fff;border:1px solid #d5d8dc;padding:8px 12px;display:inline-block}
)";

const char* kFirstColour = "#1f6fd1";
const std::vector<std::string> kPalette = {"#1f6fd1", "#d1661f", "#2e9e4f", "#8e44ad",
                                           "#c0392b", "#16a085", "#7f8c8d"};

std::string esc(const std::string& s) {
    return html_escape(s);
}

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
        case elo::Verdict::AcceptH1:
            return " pass";
        case elo::Verdict::AcceptH0:
            return " fail";
        case elo::Verdict::Continue:
            return " open";
    }
    return "";
}

std::string verdict_tag(const Headline& h) {
    if (!h.sprt) return "no SPRT";
    switch (h.sprt->verdict) {
        case elo::Verdict::AcceptH1:
            return "H1 accepted: passed";
        case elo::Verdict::AcceptH0:
            return "H0 accepted: failed";
        case elo::Verdict::Continue:
            return "inconclusive";
    }
    return "";
}

std::string cell(const std::string& key, const std::string& value_html) {
    return "<div class=\"cell\"><div class=\"k\">" + key + "</div><div>" + value_html + "</div></div>";
}

void verdict_section(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    const elo::Estimate& e = h.estimate;
    out << "<section class=\"verdict" << verdict_class(h) << "\" id=\"verdict\">\n";
    out << cell("Elo (95%)", "<span class=\"big\" id=\"elo\">" + signed_fixed(e.elo, 2) + " &plusmn; " +
                                 fixed(e.elo_half, 2) + "</span><br><span class=\"note\">interval [" +
                                 fixed(e.elo_lo, 2) + ", " + fixed(e.elo_hi, 2) + "]</span>");
    std::string sprt = "<span class=\"tag\">" + verdict_tag(h) + "</span>";
    if (h.sprt) {
        sprt += "<br>LLR <b id=\"llr\">" + fixed(h.sprt->llr, 2) + "</b> (" + fixed(h.sprt->lower, 2) + ", " +
                fixed(h.sprt->upper, 2) + ")";
        if (h.params)
            sprt += "<br><span class=\"note\">bounds [" + fixed(h.params->elo0, 2) + ", " +
                    fixed(h.params->elo1, 2) + "] " +
                    (h.params->model == elo::Model::Logistic   ? "logistic"
                     : h.params->model == elo::Model::BayesElo ? "BayesElo"
                     : h.params->model == elo::Model::Cutechess ? "cutechess-cli's BayesElo"
                                                               : "normalized") +
                    ", &alpha; " + fixed(h.params->alpha, 3) + ", &beta; " + fixed(h.params->beta, 3) +
                    "</span>";
    }
    if (h.stopped && h.sprt && h.sprt->verdict != elo::Verdict::Continue)
        sprt += "<br><span class=\"note\">Elo at the stop, median-unbiased: <b id=\"stopped-elo\">" +
                signed_fixed(h.stopped->elo, 2) + "</b> [" + fixed(h.stopped->elo_lo, 2) + ", " +
                fixed(h.stopped->elo_hi, 2) + "], LOS " + fixed(h.stopped->los * 100, 1) + "%</span>";
    if (h.remaining_games && *h.remaining_games >= 1)
        sprt += "<br><span class=\"note\">expected games to a bound: about " + fixed(*h.remaining_games, 0) +
                "</span>";
    out << cell("SPRT", sprt);
    out << cell("LOS", "<span class=\"big\" id=\"los\">" + fixed(e.los * 100, 1) + "%</span>");
    out << cell("nElo (95%)", "<span class=\"big\" id=\"nelo\">" + signed_fixed(e.nelo, 2) + " &plusmn; " +
                                  fixed(e.nelo_half, 2) + "</span>");
    std::string games = "<span class=\"big\" id=\"games\">" + count_text(h.games()) + "</span>";
    if (in.games_planned > 0)
        games += " <span class=\"note\">of " + std::to_string(in.games_planned) + " planned</span>";
    games += "<br>W " + count_text(h.totals.wins) + " &middot; D " + count_text(h.totals.draws) +
             " &middot; L " + count_text(h.totals.losses) + "<br>draws " +
             fixed(h.games() > 0 ? 100 * h.totals.draws / h.games() : 0, 1) + "% of games";
    if (h.pentanomial) games += "<br>balanced pairs (DD+WL) " + fixed(e.draw_ratio * 100, 1) + "%";
    out << cell("Games", games);
    if (h.pentanomial) {
        std::string t =
            "<table id=\"penta\"><tr><th>LL</th><th>LD</th><th>DD+WL</th><th>WD</th><th>WW</th></tr><tr>";
        for (double n : h.totals.penta) t += "<td>" + count_text(n) + "</td>";
        out << cell("Pentanomial (pairs)", t + "</tr></table>");
    }
    out << "</section>\n<p class=\"note\">Elo and LOS from "
        << (h.pentanomial ? "pentanomial game pairs" : "game results (trinomial)") << ", from "
        << esc(h.totals.first)
        << "'s side; &plusmn; is the symmetric 95% half-width (fishtest), nElo's by the delta method.</p>\n";
}

void progress_section(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    out << "<h2>Progress</h2>\n";
    const auto points = progress(in, h);
    if (points.empty()) {
        out << "<p class=\"note\">No per-game records (pass the match PGN with --pgn, or a results file with "
               "`games`), so no progress plots.</p>\n";
        return;
    }
    out << render_progress_plots(points, h.params.has_value());
}

}  // namespace

std::string report_css() {
    return kStyle;
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
    // Early points have huge intervals; fit the axis to the later half so the end of the run stays readable.
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
    elo_plot.y_range = std::make_pair(std::max(lo, -1200.0), std::min(hi, 1200.0));
    elo_plot.series.push_back(std::move(elo_line));
    elo_plot.lines.push_back({0, "0", "#555"});
    out << "<div class=\"plots\">\n" << plot::render_svg(elo_plot);

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
        llr_plot.lines.push_back({upper, "H1 " + fixed(upper, 2), "#2e9e4f"});
        llr_plot.lines.push_back({lower, "H0 " + fixed(lower, 2), "#cf3a3a"});
        out << plot::render_svg(llr_plot);
    } else {
        out << "<p class=\"note\">No SPRT parameters in the results file, so no LLR plot.</p>\n";
    }
    out << "</div>\n";
    return out.str();
}

namespace {

void pairs_section(std::ostringstream& out, const ReportInput& in) {
    out << "<h2>Pairings</h2>\n<table id=\"pairings\"><tr><th class=\"l\">engine</th><th "
           "class=\"l\">opponent</th><th>games</th><th>W</th>"
           "<th>D</th><th>L</th><th>Elo</th><th>&plusmn;</th><th>LOS</th><th>LLR</th></tr>\n";
    for (const PairTotals& p : in.pairs) {
        const Headline h = headline(p, in.sprt_params);
        out << "<tr><td class=\"l\">" << esc(p.first) << "</td><td class=\"l\">" << esc(p.second)
            << "</td><td>" << count_text(h.games()) << "</td><td>" << count_text(p.wins) << "</td><td>"
            << count_text(p.draws) << "</td><td>" << count_text(p.losses) << "</td><td>"
            << signed_fixed(h.estimate.elo, 1) << "</td><td>" << fixed(h.estimate.elo_half, 1) << "</td><td>"
            << fixed(h.estimate.los * 100, 1) << "%</td><td>" << (h.sprt ? fixed(h.sprt->llr, 2) : "")
            << "</td></tr>\n";
    }
    out << "</table>\n";
}

void standings_section(std::ostringstream& out, const ReportInput& in) {
    const auto table = standings(in);
    out << "<h2>Rating table</h2>\n<table id=\"ratings\"><tr><th>#</th><th "
           "class=\"l\">engine</th><th>games</th><th>points</th><th>score</th>"
           "<th>rating</th><th>&plusmn;</th><th>Elo vs field</th><th>&plusmn;</th></tr>\n";
    int rank = 1;
    for (const Standing& s : table) {
        out << "<tr><td>" << rank++ << "</td><td class=\"l\">" << esc(s.engine) << "</td><td>"
            << count_text(s.games()) << "</td><td>" << count_text(s.points()) << "</td><td>"
            << fixed(s.games() > 0 ? 100 * s.points() / s.games() : 0, 1) << "%</td><td>"
            << (s.rating ? signed_fixed(*s.rating, 1) : "") << "</td><td>"
            << (s.rating_error ? fixed(*s.rating_error, 1) : "") << "</td><td>"
            << signed_fixed(s.estimate.elo, 1) << "</td><td>" << fixed(s.estimate.elo_half, 1)
            << "</td></tr>\n";
    }
    out << "</table>\n<p class=\"note\">Rating: maximum likelihood (Bradley&ndash;Terry, draws as half a "
           "win), mean 0, 95% error "
           "bars, as <code>gambit-elo pgn</code> computes it. Elo vs field: each engine's score against all "
           "its opponents.</p>\n";
    out << "<h2>Crosstable</h2>\n<table id=\"crosstable\"><tr><th class=\"l\">points / games</th>";
    for (std::size_t j = 0; j < table.size(); ++j) out << "<th>" << j + 1 << "</th>";
    out << "</tr>\n";
    for (std::size_t i = 0; i < table.size(); ++i) {
        out << "<tr><td class=\"l\">" << i + 1 << ". " << esc(table[i].engine) << "</td>";
        for (std::size_t j = 0; j < table.size(); ++j) {
            if (i == j) {
                out << "<td>&mdash;</td>";
                continue;
            }
            auto [points, games] = head_to_head(in, table[i].engine, table[j].engine);
            out << "<td>" << (games > 0 ? count_text(points) + " / " + count_text(games) : "") << "</td>";
        }
        out << "</tr>\n";
    }
    out << "</table>\n";
}

void openings_section(std::ostringstream& out, const ReportInput& in, const Headline& h) {
    const auto rows = openings(in, h);
    if (rows.empty()) return;
    long white = 0, black = 0;
    for (const OpeningRow& r : rows) {
        if (r.decided_by == "white") ++white;
        if (r.decided_by == "black") ++black;
    }
    long ww = 0, ll = 0;
    for (const OpeningRow& r : rows) {
        if (r.outcome == "WW") ++ww;
        if (r.outcome == "LL") ++ll;
    }
    out << "<h2>Openings</h2>\n<p>" << rows.size()
        << " game pairs. Decided by colour (the same colour won both games): <b id=\"by-colour\">"
        << white + black << "</b> (white " << white << ", black " << black << "). Won with both colours by "
        << esc(h.totals.first) << ": " << ww << " (WW); lost with both: " << ll << " (LL).</p>\n";
    out << "<table id=\"openings\"><tr><th class=\"l\">opening (FEN and book moves)</th><th>games</th><th>"
        << esc(h.totals.first) << " points</th><th>white points</th><th class=\"l\">" << esc(h.totals.first)
        << " results</th><th class=\"l\">decided by colour</th></tr>\n";
    const std::size_t shown = std::min<std::size_t>(rows.size(), 300);
    for (std::size_t i = 0; i < shown; ++i) {
        const OpeningRow& r = rows[i];
        out << "<tr><td class=\"l\"><code>" << esc(r.opening) << "</code></td><td>" << r.games << "</td><td>"
            << count_text(r.first_points) << "</td><td>" << count_text(r.white_points)
            << "</td><td class=\"l\">" << esc(r.outcome) << "</td><td class=\"l colour\">"
            << esc(r.decided_by) << "</td></tr>\n";
    }
    out << "</table>\n";
    if (shown < rows.size())
        out << "<p class=\"note\">" << rows.size() - shown << " more openings not shown.</p>\n";
}

void terminations_section(std::ostringstream& out, const ReportInput& in) {
    const auto counts = termination_counts(in);
    if (counts.empty()) return;
    long total = 0;
    for (const auto& [reason, n] : counts) total += n;
    out << "<h2>Terminations</h2>\n<table id=\"terminations\"><tr><th "
           "class=\"l\">reason</th><th>games</th><th>share</th></tr>\n";
    for (const auto& [reason, n] : counts)
        out << "<tr><td class=\"l\">" << esc(reason) << "</td><td>" << n << "</td><td>"
            << fixed(total > 0 ? 100.0 * static_cast<double>(n) / static_cast<double>(total) : 0, 1)
            << "%</td></tr>\n";
    out << "</table>\n";
}

// What fastchess would have warned about (illegal PV moves, PVs past the end of the game, bad mating PVs,
// a bestmove that is not the PV's first move, mate scores of the same sign from both sides, illegal moves).
void warnings_section(std::ostringstream& out, const ReportInput& in) {
    if (in.warnings.empty()) return;
    out << "<h2>Engine warnings</h2>\n<table id=\"warnings\"><tr><th class=\"l\">engine</th><th "
           "class=\"l\">warning</th><th>count</th></tr>\n";
    for (const auto& [engine, counts] : in.warnings)
        for (const auto& [key, n] : counts)
            out << "<tr><td class=\"l\">" << esc(engine) << "</td><td class=\"l\">" << esc(key) << "</td><td>" << n
                << "</td></tr>\n";
    out << "</table>\n";
}

void moves_section(std::ostringstream& out, const ReportInput& in) {
    const auto stats = move_stats(in);
    const bool any = std::any_of(stats.begin(), stats.end(),
                                 [](const EngineMoves& m) { return m.timed > 0 || m.with_depth > 0; });
    out << "<h2>Time and depth per move</h2>\n";
    if (!any) {
        out << "<p class=\"note\">No move comments with time or depth (pass the match PGN with --pgn).</p>\n";
        return;
    }
    out << "<table id=\"moves\"><tr><th class=\"l\">engine</th><th>moves</th><th>mean "
           "time</th><th>median</th><th>max</th><th>total</th>"
           "<th>mean depth</th><th>max depth</th><th>lowest clock</th></tr>\n";
    for (const EngineMoves& m : stats)
        out << "<tr><td class=\"l\">" << esc(m.engine) << "</td><td>" << m.moves << "</td><td>"
            << fixed(m.mean_s, 3) << " s</td><td>" << fixed(m.median_s, 3) << " s</td><td>"
            << fixed(m.max_s, 3) << " s</td><td>" << fixed(m.total_s, 1) << " s</td><td>"
            << fixed(m.mean_depth, 1) << "</td><td>" << m.max_depth << "</td><td>"
            << (m.lowest_clock_s ? fixed(*m.lowest_clock_s, 3) + " s" : std::string("&ndash;")) << "</td></tr>\n";
    out << "</table>\n";
    plot::PlotSpec time_plot = plot("Mean time per move", "move number", "seconds");
    plot::PlotSpec depth_plot = plot("Mean depth per move", "move number", "depth");
    for (std::size_t i = 0; i < stats.size(); ++i) {
        const std::string colour = kPalette[i % kPalette.size()];
        time_plot.series.push_back(
            {"time-" + std::to_string(i), stats[i].engine, colour, stats[i].time_by_move});
        depth_plot.series.push_back(
            {"depth-" + std::to_string(i), stats[i].engine, colour, stats[i].depth_by_move});
    }
    out << "<div class=\"plots\">\n" << plot::render_svg(time_plot) << plot::render_svg(depth_plot) << "</div>\n";
}

void engines_section(std::ostringstream& out, const ReportInput& in) {
    out << "<h2>Engines</h2>\n";
    if (in.engine_configs.empty()) {
        out << "<p class=\"note\">The results file has no <code>engine_configs</code>; engines: ";
        for (std::size_t i = 0; i < in.engines.size(); ++i) out << (i ? ", " : "") << esc(in.engines[i]);
        out << ".</p>\n";
    } else {
        const auto& configs = in.engine_configs;
        out << "<table id=\"engines\"><tr><th class=\"l\"></th>";
        for (const EngineSetup& c : configs) out << "<th class=\"l\">" << esc(c.name) << "</th>";
        out << "</tr>\n<tr><th class=\"l\">command</th>";
        for (const EngineSetup& c : configs) {
            std::string cmd = c.cmd;
            for (const std::string& a : c.args) cmd += " " + a;
            out << "<td class=\"l\"><code>" << esc(cmd) << "</code></td>";
        }
        out << "</tr>\n<tr><th class=\"l\">time control</th>";
        for (const EngineSetup& c : configs) out << "<td class=\"l\">" << esc(c.tc) << "</td>";
        out << "</tr>\n";
        std::vector<std::string> names;  // every option any engine set, in first-seen order
        for (const EngineSetup& c : configs)
            for (const auto& [name, value] : c.options)
                if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
        for (const std::string& name : names) {
            std::set<std::string> values;
            std::vector<std::string> row;
            for (const EngineSetup& c : configs) {
                auto it = std::find_if(c.options.begin(), c.options.end(),
                                       [&](const auto& o) { return o.first == name; });
                row.push_back(it == c.options.end() ? "" : it->second);
                values.insert(row.back());
            }
            out << "<tr><th class=\"l\">" << esc(name) << "</th>";
            for (const std::string& v : row)
                out << "<td class=\"l" << (values.size() > 1 ? " colour" : "") << "\">" << esc(v) << "</td>";
            out << "</tr>\n";
        }
        out << "</table>\n<p class=\"note\">Options that differ between engines are highlighted.</p>\n";
    }
    if (!in.settings.empty()) {
        out << "<h2>Settings</h2>\n<table id=\"settings\">";
        for (const auto& [key, value] : in.settings)
            out << "<tr><th class=\"l\">" << esc(key) << "</th><td class=\"l\"><code>" << esc(value)
                << "</code></td></tr>\n";
        out << "</table>\n";
    }
}

}  // namespace

std::string render_html(const ReportInput& in) {
    std::ostringstream out;
    const std::string title = report_title(in);
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src "
           "'unsafe-inline'; img-src data:\">\n"
        << "<title>" << esc(title) << " &mdash; Gambit report</title>\n<style>" << kStyle
        << "</style>\n</head>\n<body><main>\n";
    out << "<h1>" << esc(title) << "</h1>\n<div class=\"sub\">" << esc(in.source);
    if (!in.match_id.empty()) out << " &middot; match " << esc(in.match_id);
    if (in.shard) out << " &middot; shard " << in.shard->first << "/" << in.shard->second;
    if (time_control(in) != "?") out << " &middot; time control " << esc(time_control(in));
    if (in.bench) out << " &middot; bench " << *in.bench;
    out << "</div>\n";

    out << render_verdict_html(in);
    if (!in.pairs.empty()) {
        const Headline h =
            headline(in.pairs[main_pair_index(in)], in.sprt_params, static_cast<double>(in.games_planned));
        progress_section(out, in, h);
        if (in.pairs.size() > 1 || in.engines.size() > 2) {
            standings_section(out, in);
            pairs_section(out, in);
        }
        openings_section(out, in, h);
    }
    terminations_section(out, in);
    warnings_section(out, in);
    moves_section(out, in);
    engines_section(out, in);
    out << "<h2>Commit block</h2>\n<pre id=\"commit\">" << esc(render_commit_block(in)) << "</pre>\n";
    out << "<p class=\"note\">Generated by gambit-elo report.</p>\n</main></body>\n</html>\n";
    return out.str();
}

}  // namespace gambit::report
