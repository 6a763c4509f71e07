// The strength-history page and its Markdown: the sentence, a chart of each run's Elo with its interval
// (flagged runs in red) and a table naming each run's commit.
#include <sstream>

#include "elo/report/history.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/text_util.hpp"
#include "plot/svg_plot.hpp"

namespace gambit::report {
namespace {

std::string flag_text(const HistoryRun& r) {
    if (!r.measured) return "no games against the reference";
    std::string s;
    if (r.below_zero) s = "below zero";
    if (r.below_previous) s += std::string(s.empty() ? "" : ", ") + "below the previous run";
    return s;
}

std::string title(const History& h) {
    return "Strength history: " + h.engine + " against " + h.reference;
}

}  // namespace

std::string render_history_html(const History& h) {
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
           "img-src data:\">\n<title>"
        << html_escape(title(h)) << "</title>\n<style>" << report_css()
        << ".flag{color:#cf3a3a;font-weight:600}.nw{white-space:nowrap}"
           "@media (max-width:760px){.wide{display:none}}</style>\n</head>\n<body><main>\n<h1>" << html_escape(title(h))
        << "</h1>\n<div class=\"sub\">" << h.runs.size()
        << " results files in file-name order; Elo of the engine against the same fixed reference in each.</div>\n"
        << "<p class=\"lead\" id=\"summary\">" << html_escape(history_sentence(h)) << "</p>\n";

    plot::PlotSpec chart;
    chart.title = "Elo against " + h.reference + ", each run with its 95% interval";
    chart.x_label = "run (see the table)";
    chart.y_label = "Elo";
    chart.width = 760;
    chart.height = 320;
    chart.x_range = std::make_pair(0.5, static_cast<double>(h.runs.size()) + 0.5);
    plot::PlotSeries line{"elo", "Elo from run to run", "#9aa3ad", {}};
    plot::PlotSeries fine{"runs", "a run's Elo and 95% interval", "#1f6fd1", {}};
    plot::PlotSeries flagged{"flagged", "flagged: below zero or below the run before", "#cf3a3a", {}};
    for (std::size_t i = 0; i < h.runs.size(); ++i) {
        const HistoryRun& r = h.runs[i];
        if (!r.measured) continue;
        const double x = static_cast<double>(i + 1);
        line.points.emplace_back(x, r.estimate.elo);
        (r.below_zero || r.below_previous ? flagged : fine)
            .intervals.push_back({x, r.estimate.elo, r.estimate.elo_lo, r.estimate.elo_hi});
    }
    chart.series = {line, fine, flagged};
    chart.lines.push_back({0, "0 = " + h.reference, "#555"});
    out << "<div class=\"plots\"><div style=\"max-width:760px\">" << plot::render_svg(chart) << "</div></div>\n";

    out << "<h2>Runs</h2>\n<div class=\"scroll\"><table id=\"history\"><tr><th>run</th><th class=\"l\">commit</th>"
           "<th class=\"l\">note</th><th>games</th><th>won / drawn / lost</th><th>Elo (95%)</th>"
           "<th class=\"wide\">interval</th><th class=\"l\">flag</th></tr>\n";
    for (std::size_t i = 0; i < h.runs.size(); ++i) {
        const HistoryRun& r = h.runs[i];
        const elo::Estimate& e = r.estimate;
        out << "<tr" << (r.below_zero || r.below_previous ? " class=\"flagged\"" : "") << "><td>" << i + 1
            << "</td><td class=\"l\" title=\"" << html_escape(r.file) << "\"><code>" << html_escape(r.commit)
            << "</code></td><td class=\"l\">" << html_escape(r.label) << "</td>";
        if (r.measured)
            out << "<td>" << count_text(r.wins + r.draws + r.losses) << "</td><td class=\"nw\">" << count_text(r.wins)
                << " / " << count_text(r.draws) << " / " << count_text(r.losses) << "</td><td class=\"nw\">"
                << signed_fixed(e.elo, 1) << " &plusmn; " << fixed(e.elo_half, 1) << "</td><td class=\"nw wide\">"
                << fixed(e.elo_lo, 1) << " to " << fixed(e.elo_hi, 1) << "</td>";
        else
            out << "<td></td><td></td><td></td><td class=\"wide\"></td>";
        out << "<td class=\"l flag\">" << html_escape(flag_text(r)) << "</td></tr>\n";
    }
    out << "</table></div>\n<p class=\"note\">Elo from game pairs where the files count them, from single games "
           "otherwise; &plusmn; is the 95% half-width. A run is flagged when its whole interval lies below 0 "
           "(weaker than the reference) or below the whole interval of the run before it (a loss the noise does not "
           "explain). Written by <code>gambit-elo history</code>.</p>\n</main></body>\n</html>\n";
    return out.str();
}

std::string render_history_markdown(const History& h) {
    std::ostringstream out;
    out << "### " << md_escape(title(h)) << "\n\n**" << md_escape(history_sentence(h)) << "**\n\n"
        << "| run | commit | note | games | W | D | L | Elo | interval | flag |\n"
           "|---:|---|---|---:|---:|---:|---:|---:|---|---|\n";
    for (std::size_t i = 0; i < h.runs.size(); ++i) {
        const HistoryRun& r = h.runs[i];
        const elo::Estimate& e = r.estimate;
        out << "| " << i + 1 << " | `" << md_escape(r.commit) << "` | " << md_escape(r.label) << " | ";
        if (r.measured)
            out << count_text(r.wins + r.draws + r.losses) << " | " << count_text(r.wins) << " | " << count_text(r.draws)
                << " | " << count_text(r.losses) << " | " << signed_fixed(e.elo, 1) << " ± " << fixed(e.elo_half, 1)
                << " | " << fixed(e.elo_lo, 1) << " to " << fixed(e.elo_hi, 1) << " | ";
        else
            out << " | | | | | | ";
        const std::string flag = flag_text(r);
        out << (flag.empty() ? "" : "**" + md_escape(flag) + "**") << " |\n";
    }
    out << "\nElo from game pairs where the files count them, ± the 95% half-width. Flagged: the whole interval "
           "below 0, or below the whole interval of the run before. Written by `gambit-elo history`.\n";
    return out.str();
}

}  // namespace gambit::report
