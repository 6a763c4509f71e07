// The report's tables: standings and crosstable, pairings, terminations, engine warnings, time and depth,
// engines and settings. Points print with one decimal everywhere, counts as integers.
#include <algorithm>
#include <set>
#include <sstream>

#include "elo/report/html_pieces.hpp"
#include "elo/report/html_sections.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/wording.hpp"
#include "plot/svg_plot.hpp"

namespace gambit::report {
namespace html {

std::string esc(const std::string& s) {
    return html_escape(s);
}

std::string term(const std::string& word, const std::string& shown) {
    const std::string text = esc(shown.empty() ? word : shown);
    const std::string meaning = meaning_of(word);
    return meaning.empty() ? text : "<abbr title=\"" + esc(meaning) + "\">" + text + "</abbr>";
}

std::string scroll(const std::string& table_html) {
    return "<div class=\"scroll\">" + table_html + "</div>\n";
}

namespace {

const std::vector<std::string> kPalette = {"#1f6fd1", "#d1661f", "#2e9e4f", "#8e44ad", "#c0392b", "#16a085", "#7f8c8d"};

std::string percent(double part, double whole) {
    return fixed(whole > 0 ? 100 * part / whole : 0, 1) + "%";
}

}  // namespace

std::string pairs_section(const ReportInput& in) {
    std::ostringstream t;
    t << "<table id=\"pairings\"><tr><th class=\"l\">engine</th><th class=\"l\">opponent</th><th>games</th>"
         "<th>won</th><th>drawn</th><th>lost</th><th>points</th><th>"
      << term("Elo") << "</th><th>" << term("± (95%)", "±") << "</th><th>" << term("LOS") << "</th>";
    const bool llr = in.sprt_params || std::any_of(in.pairs.begin(), in.pairs.end(), [](const PairTotals& p) { return p.sprt; });
    if (llr) t << "<th>" << term("LLR") << "</th>";  // no column of blanks without an SPRT
    t << "</tr>\n";
    for (const PairTotals& p : in.pairs) {
        const Headline h = headline(p, in.sprt_params);
        t << "<tr><td class=\"l\">" << esc(p.first) << "</td><td class=\"l\">" << esc(p.second) << "</td><td>"
          << count_text(h.games()) << "</td><td>" << count_text(p.wins) << "</td><td>" << count_text(p.draws)
          << "</td><td>" << count_text(p.losses) << "</td><td>" << points_text(p.wins + p.draws / 2) << "</td><td>"
          << signed_fixed(h.estimate.elo, 1) << "</td><td>" << fixed(h.estimate.elo_half, 1) << "</td><td>"
          << fixed(h.estimate.los * 100, 1) << "%</td>";
        if (llr) t << "<td>" << (h.sprt ? fixed(h.sprt->llr, 2) : "") << "</td>";
        t << "</tr>\n";
    }
    t << "</table>";
    return "<h2>Pairings</h2>\n" + scroll(t.str());
}

std::string terminations_section(const ReportInput& in) {
    const auto counts = termination_counts(in);
    if (counts.empty()) return "";
    long total = 0;
    for (const auto& [reason, n] : counts) total += n;
    std::vector<std::pair<std::string, long>> rows(counts.begin(), counts.end());
    std::stable_sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    std::ostringstream t;
    t << "<table id=\"terminations\"><tr><th class=\"l\">how the game ended</th><th>games</th><th>share</th></tr>\n";
    for (const auto& [reason, n] : rows)
        t << "<tr><td class=\"l\" title=\"" << esc(reason) << "\">" << esc(termination_words(reason)) << "</td><td>"
          << n << "</td><td>" << percent(static_cast<double>(n), static_cast<double>(total)) << "</td></tr>\n";
    t << "</table>";
    return "<h2>How the games ended</h2>\n" + scroll(t.str());
}

// What fastchess would have warned about (illegal PV moves, PVs past the end of the game, bad mating PVs,
// a bestmove that is not the PV's first move, mate scores of the same sign from both sides, illegal moves).
std::string warnings_section(const ReportInput& in) {
    if (in.warnings.empty()) return "";
    std::ostringstream t;
    t << "<table id=\"warnings\"><tr><th class=\"l\">engine</th><th class=\"l\">warning</th><th>count</th></tr>\n";
    for (const auto& [engine, counts] : in.warnings)
        for (const auto& [key, n] : counts)
            t << "<tr><td class=\"l\">" << esc(engine) << "</td><td class=\"l\">" << esc(key) << "</td><td>" << n
              << "</td></tr>\n";
    t << "</table>";
    return "<h2>Engine warnings</h2>\n" + scroll(t.str());
}

std::string moves_section(const ReportInput& in) {
    const auto stats = move_stats(in);
    const bool any = std::any_of(stats.begin(), stats.end(),
                                 [](const EngineMoves& m) { return m.timed > 0 || m.with_depth > 0; });
    std::ostringstream out;
    out << "<h2>Time and depth per move</h2>\n";
    if (!any) {
        out << "<p class=\"note\">No move comments with time or depth (pass the match PGN with --pgn).</p>\n";
        return out.str();
    }
    std::ostringstream t;
    t << "<table id=\"moves\"><tr><th class=\"l\">engine</th><th>moves</th><th>mean time</th><th>median</th>"
         "<th>max</th><th>total</th><th>mean depth</th><th>deepest</th><th>lowest clock</th></tr>\n";
    for (const EngineMoves& m : stats)
        t << "<tr><td class=\"l\">" << esc(m.engine) << "</td><td>" << m.moves << "</td><td>" << fixed(m.mean_s, 3)
          << " s</td><td>" << fixed(m.median_s, 3) << " s</td><td>" << fixed(m.max_s, 3) << " s</td><td>"
          << fixed(m.total_s, 1) << " s</td><td>" << fixed(m.mean_depth, 1) << "</td><td>" << m.max_depth
          << "</td><td>" << (m.lowest_clock_s ? fixed(*m.lowest_clock_s, 3) + " s" : std::string("&ndash;"))
          << "</td></tr>\n";
    t << "</table>";
    out << scroll(t.str());
    plot::PlotSpec time_plot{.title = "Mean time per move", .x_label = "move number", .y_label = "seconds"};
    plot::PlotSpec depth_plot{.title = "Mean depth per move", .x_label = "move number", .y_label = "depth"};
    time_plot.y_from_zero = depth_plot.y_from_zero = true;
    for (std::size_t i = 0; i < stats.size(); ++i) {
        const std::string colour = kPalette[i % kPalette.size()];
        time_plot.series.push_back({"time-" + std::to_string(i), stats[i].engine, colour, stats[i].time_by_move});
        depth_plot.series.push_back({"depth-" + std::to_string(i), stats[i].engine, colour, stats[i].depth_by_move});
    }
    out << "<div class=\"plots\">\n" << plot::render_svg(time_plot) << plot::render_svg(depth_plot) << "</div>\n";
    std::string left_out;
    for (const EngineMoves& m : stats)
        if (m.depth_left_out > 0)
            left_out += (left_out.empty() ? "" : "; ") + esc(m.engine) + ": " + std::to_string(m.depth_left_out) +
                        " moves with a mate score or a depth above " + std::to_string(m.depth_cap) + " (deepest " +
                        std::to_string(m.max_depth) + ")";
    if (!left_out.empty())
        out << "<p class=\"note\" id=\"depth-cut\">Mate searches report the depth that proved the mate (up to 124 "
               "plies), which is not the depth the engine normally reaches, so the mean depths and the chart leave "
               "them out, and the rare depths above the 99th percentile with them: "
            << left_out << ".</p>\n";
    return out.str();
}

std::string engines_section(const ReportInput& in) {
    std::ostringstream out;
    out << "<h2>Engines</h2>\n";
    if (in.engine_configs.empty()) {
        out << "<p class=\"note\">The results file has no <code>engine_configs</code>; engines: ";
        for (std::size_t i = 0; i < in.engines.size(); ++i) out << (i ? ", " : "") << esc(in.engines[i]);
        out << ".</p>\n";
        return out.str();
    }
    const auto& configs = in.engine_configs;
    std::ostringstream t;
    t << "<table id=\"engines\"><tr><th class=\"l\"></th>";
    for (const EngineSetup& c : configs) t << "<th class=\"l\">" << esc(c.name) << "</th>";
    t << "</tr>\n<tr><th class=\"l\">command</th>";
    for (const EngineSetup& c : configs) {
        std::string cmd = c.cmd;
        for (const std::string& a : c.args) cmd += " " + a;
        t << "<td class=\"l\"><code>" << esc(cmd) << "</code></td>";
    }
    t << "</tr>\n<tr><th class=\"l\">time control</th>";
    for (const EngineSetup& c : configs) t << "<td class=\"l\">" << esc(c.tc) << "</td>";
    t << "</tr>\n";
    std::vector<std::string> names;  // every option any engine set, in first-seen order
    for (const EngineSetup& c : configs)
        for (const auto& [name, value] : c.options)
            if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    for (const std::string& name : names) {
        std::set<std::string> values;
        std::vector<std::string> row;
        for (const EngineSetup& c : configs) {
            auto it = std::find_if(c.options.begin(), c.options.end(), [&](const auto& o) { return o.first == name; });
            row.push_back(it == c.options.end() ? "" : it->second);
            values.insert(row.back());
        }
        t << "<tr><th class=\"l\">" << esc(name) << "</th>";
        for (const std::string& v : row)
            t << "<td class=\"l" << (values.size() > 1 ? " colour" : "") << "\">" << esc(v) << "</td>";
        t << "</tr>\n";
    }
    t << "</table>";
    out << scroll(t.str()) << "<p class=\"note\">Options that differ between engines are highlighted.</p>\n";
    return out.str();
}

std::string settings_section(const ReportInput& in) {
    if (in.settings.empty()) return "";
    std::ostringstream t;
    t << "<table id=\"settings\"><tr><th class=\"l\">setting</th><th class=\"l\">value</th></tr>\n";
    for (const auto& [key, value] : in.settings)
        t << "<tr><td class=\"l\" title=\"" << esc(key) << "\">" << esc(setting_words(key))
          << "</td><td class=\"l\"><code>" << esc(value) << "</code></td></tr>\n";
    t << "</table>";
    return "<h2>Settings</h2>\n" + scroll(t.str());
}

}  // namespace html

std::string render_standings_html(const ReportInput& in) {
    if (in.pairs.size() <= 1 && in.engines.size() <= 2) return "";
    using html::esc;
    using html::term;
    const auto table = standings(in);
    std::ostringstream t;
    t << "<table id=\"ratings\"><tr><th>#</th><th class=\"l\">engine</th><th>games</th><th>points</th>"
         "<th>score</th><th>"
      << term("Rating", "rating") << "</th><th>" << term("± (95%)", "±") << "</th><th>draws</th></tr>\n";
    int rank = 1;
    for (const Standing& s : table)
        t << "<tr><td>" << rank++ << "</td><td class=\"l\">" << esc(s.engine) << "</td><td>" << count_text(s.games())
          << "</td><td>" << points_text(s.points()) << "</td><td>"
          << fixed(s.games() > 0 ? 100 * s.points() / s.games() : 0, 1) << "%</td><td>"
          << (s.rating ? signed_fixed(*s.rating, 1) : "") << "</td><td>"
          << (s.rating_error ? fixed(*s.rating_error, 1) : "") << "</td><td>"
          << fixed(s.games() > 0 ? 100 * s.wdl.draws / s.games() : 0, 1) << "%</td></tr>\n";
    t << "</table>";
    std::ostringstream c;
    c << "<table id=\"crosstable\"><tr><th class=\"l\">points of the row against the column</th>";
    for (std::size_t j = 0; j < table.size(); ++j) c << "<th title=\"" << esc(table[j].engine) << "\">" << j + 1 << "</th>";
    c << "</tr>\n";
    for (std::size_t i = 0; i < table.size(); ++i) {
        c << "<tr><td class=\"l\">" << i + 1 << ". " << esc(table[i].engine) << "</td>";
        for (std::size_t j = 0; j < table.size(); ++j) {
            if (i == j) {
                c << "<td>&mdash;</td>";
                continue;
            }
            auto [points, games] = head_to_head(in, table[i].engine, table[j].engine);
            c << "<td>" << (games > 0 ? points_text(points) + " / " + count_text(games) : "") << "</td>";
        }
        c << "</tr>\n";
    }
    c << "</table>";
    return "<h2>Standings</h2>\n" + html::scroll(t.str()) +
           "<p class=\"note\">Rating: maximum likelihood against the whole field (Bradley&ndash;Terry, a draw "
           "half a win), the field&#39;s mean at 0, with its 95% interval, as <code>gambit-elo pgn</code> "
           "computes it.</p>\n<h2>Crosstable</h2>\n" +
           html::scroll(c.str());
}

}  // namespace gambit::report
