#include "elo/live/live_page.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <nlohmann/json.hpp>

#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/wording.hpp"

namespace gambit::live {
namespace {

using report::fixed;
using report::html_escape;

constexpr std::size_t kLatestGames = 12;

constexpr const char* kLiveStyle = R"(
.status{display:inline-block;padding:1px 9px;border-radius:10px;background:#d5a21b;color:#fff;font-weight:700;font-size:12px}
.status.done{background:#2e9e4f}.bar{background:#e4e6e9;border-radius:4px;height:9px;width:220px;display:inline-block;vertical-align:middle}
.bar span{display:block;height:9px;border-radius:4px;background:#1f6fd1}#conn{float:right}
@media (max-width:760px){.bar{width:120px}#conn{float:none;display:block}}
)";

constexpr const char* kScript = R"(
const shown = {};
async function refresh() {
  const conn = document.getElementById('conn');
  try {
    const reply = await fetch('status.json', {cache: 'no-store'});
    const status = await reply.json();
    for (const [id, html] of Object.entries(status.sections)) {
      const element = document.getElementById(id);
      if (element && shown[id] !== html) { element.innerHTML = html; shown[id] = html; }
    }
    conn.textContent = 'updated ' + new Date().toLocaleTimeString();
  } catch (e) {
    conn.textContent = 'no answer from the server since ' + new Date().toLocaleTimeString() + ' (the run may have ended)';
  }
}
setInterval(refresh, 2000);
)";

std::string bar(double done, double total) {
    const double share = total > 0 ? std::clamp(done / total, 0.0, 1.0) : 0.0;
    return "<span class=\"bar\"><span style=\"width:" + fixed(share * 100, 1) + "%\"></span></span>";
}

std::string head_section(const LiveView& v) {
    const report::ReportInput& in = v.input;
    std::string out = "<h1>" + html_escape(in.pairs.empty() && in.engines.empty() ? "Waiting for the run"
                                                                                   : report::report_title(in)) +
                      "</h1><div class=\"sub\">";
    out += "<span class=\"status" + std::string(v.finished() ? " done" : "") + "\" id=\"run-status\">" +
           html_escape(v.status.empty() ? "waiting" : v.status) + "</span> " + html_escape(in.source);
    if (!in.match_id.empty()) out += " &middot; match " + html_escape(in.match_id);
    if (report::time_control(in) != "?") out += " &middot; time control " + html_escape(report::time_control(in));
    out += "</div>";
    if (!v.message.empty()) out += "<p class=\"note\" id=\"message\">" + html_escape(v.message) + "</p>";
    return out;
}

// The sentence, then the standings of a tournament (with its SPRT pairing's block when it has one) or a
// match's verdict block.
std::string verdict_section(const LiveView& v) {
    const report::ReportInput& in = v.input;
    std::string out = report::render_summary_html(in);
    const bool tournament = in.pairs.size() > 1 || in.engines.size() > 2;
    if (!tournament) return out + report::render_verdict_html(in);
    out += report::render_standings_html(in);
    if (std::any_of(in.pairs.begin(), in.pairs.end(), [](const report::PairTotals& p) { return p.sprt; }))
        out += report::render_verdict_html(in);
    return out;
}

std::string pace_section(const LiveView& v) {
    const report::ReportInput& in = v.input;
    std::string out = "<h2>Pace</h2><p>";
    out += "<b id=\"played\">" + std::to_string(in.games_played) + "</b> of " + std::to_string(in.games_planned) +
           " planned games " + bar(static_cast<double>(in.games_played), static_cast<double>(in.games_planned));
    out += " &middot; <b id=\"rate\">" + (v.games_per_minute ? fixed(*v.games_per_minute, 1) : "&ndash;") +
           "</b> games per minute";
    if (v.finished()) out += " &middot; the run has ended";
    else if (v.eta_seconds) out += " &middot; all planned games in about <b id=\"eta\">" + duration_text(*v.eta_seconds) + "</b>";
    if (v.eta_to_bound_seconds)
        out += " &middot; an SPRT bound expected in about " + duration_text(*v.eta_to_bound_seconds);
    out += "</p>";
    if (!v.games_per_minute && !v.finished())
        out += "<p class=\"note\">The rate appears once games have finished while the page is served.</p>";
    return out;
}

std::string charts_section(const LiveView& v) {
    std::string out = "<h2>Progress</h2>";
    if (v.progress.empty()) return out + "<p class=\"note\">No games yet.</p>";
    const report::ReportInput& in = v.input;
    if (!in.pairs.empty() && (in.pairs.size() > 1 || in.engines.size() > 2)) {  // say which pairing the charts follow
        const report::PairTotals& p = in.pairs[report::main_pair_index(in)];
        out += "<p class=\"note\">" + html_escape(p.first) + " against " + html_escape(p.second) +
               (p.sprt ? ", the pairing the SPRT runs on" : ", the first pairing") + ".</p>";
    }
    out += report::render_progress_plots(v.progress, v.input.sprt_params.has_value());
    if (v.progress_sampled)
        out += "<p class=\"note\">Points sampled while this page was served (no per-game records: a run writes "
               "them to its PGN, shards at the end).</p>";
    return out;
}

std::string time_section(const LiveView& v) {
    std::string out = "<h2>Time use per engine</h2>";
    const auto stats = report::move_stats(v.input);
    const bool any = std::any_of(stats.begin(), stats.end(), [](const report::EngineMoves& m) { return m.timed > 0; });
    if (!any) return out + "<p class=\"note\">No move times (they come from the run's PGN, -pgnout).</p>";
    out += "<div class=\"scroll\"><table id=\"time-use\"><tr><th class=\"l\">engine</th><th>moves</th><th>mean</th><th>median</th>"
           "<th>max</th><th>total</th><th>mean depth</th><th>lowest clock</th></tr>";
    for (const report::EngineMoves& m : stats)
        out += "<tr><td class=\"l\">" + html_escape(m.engine) + "</td><td>" + std::to_string(m.moves) + "</td><td>" +
               fixed(m.mean_s, 3) + " s</td><td>" + fixed(m.median_s, 3) + " s</td><td>" + fixed(m.max_s, 3) +
               " s</td><td>" + fixed(m.total_s, 1) + " s</td><td>" + fixed(m.mean_depth, 1) + "</td><td>" +
               (m.lowest_clock_s ? fixed(*m.lowest_clock_s, 3) + " s" : std::string("&ndash;")) + "</td></tr>";
    return out + "</table></div>";
}

// "White mates", "Black wins on time (loss on time)": the game's own words, and how it ended when that adds something.
std::string termination_text(const report::GameRecord& g) {
    const std::string how = report::termination_words(g.termination.empty() ? "unknown" : g.termination);
    if (g.reason.empty()) return how;
    return g.termination.empty() || g.termination == "normal" ? g.reason : g.reason + " (" + how + ")";
}

std::string latest_section(const LiveView& v) {
    std::string out = "<h2>Latest games</h2>";
    const auto& games = v.input.games;
    if (games.empty()) {
        out += "<p class=\"note\">No per-game records yet (a run writes them to its PGN, shards at the end).</p>";
    } else {
        out += "<div class=\"scroll\"><table id=\"latest\"><tr><th>#</th><th class=\"l\">white</th><th class=\"l\">black</th>"
               "<th>result</th><th class=\"l\">termination</th></tr>";
        for (std::size_t i = games.size(); i-- > games.size() - std::min(games.size(), kLatestGames);)
            out += "<tr><td>" + std::to_string(i + 1) + "</td><td class=\"l\">" + html_escape(games[i].white) +
                   "</td><td class=\"l\">" + html_escape(games[i].black) + "</td><td>" +
                   html_escape(games[i].result) + "</td><td class=\"l\">" +
                   html_escape(termination_text(games[i])) +
                   "</td></tr>";
        out += "</table></div>";
    }
    const auto counts = report::termination_counts(v.input);
    if (!counts.empty()) {
        out += "<p class=\"note\">All terminations:";
        for (const auto& [reason, n] : counts)
            out += " " + html_escape(report::termination_words(reason)) + " " + std::to_string(n) + ";";
        out += "</p>";
    }
    return out;
}

std::string shards_section(const LiveView& v) {
    if (v.shards.empty()) return "";
    std::string out = "<h2>Shards</h2><div class=\"scroll\"><table id=\"shards\"><tr><th class=\"l\">file</th><th>shard</th>"
                      "<th class=\"l\">status</th><th>games</th><th class=\"l\">progress</th><th>W</th><th>D</th>"
                      "<th>L</th></tr>";
    for (const ShardRow& s : v.shards)
        out += "<tr><td class=\"l\">" + html_escape(s.file) + "</td><td>" + std::to_string(s.index) + "/" +
               std::to_string(s.count) + "</td><td class=\"l\">" + html_escape(s.status) + "</td><td>" +
               std::to_string(s.played) + " / " + std::to_string(s.planned) + "</td><td class=\"l\">" +
               bar(static_cast<double>(s.played), static_cast<double>(s.planned)) + "</td><td>" +
               report::count_text(s.wins) + "</td><td>" + report::count_text(s.draws) + "</td><td>" +
               report::count_text(s.losses) + "</td></tr>";
    return out + "</table></div>";
}

std::string download_section(const LiveView& v) {
    if (!v.finished())
        return "<p class=\"note\">The HTML report can be downloaded here when the run has ended.</p>";
    return "<h2>Report</h2><p><a href=\"report.html\" download=\"report.html\" id=\"report-link\">Download the "
           "HTML report</a> (the same page as -htmlreport and gambit-elo report).</p>";
}

}  // namespace

std::string duration_text(double seconds) {
    if (!std::isfinite(seconds) || seconds < 0) return "?";
    const long s = std::lround(seconds);
    char text[64];
    if (s < 60) std::snprintf(text, sizeof text, "%ld s", s);
    else if (s < 3600) std::snprintf(text, sizeof text, "%ld min %02ld s", s / 60, s % 60);
    else std::snprintf(text, sizeof text, "%ld h %02ld min", s / 3600, s % 3600 / 60);
    return text;
}

std::vector<std::pair<std::string, std::string>> live_sections(const LiveView& view) {
    return {{"head", head_section(view)},         {"verdict", verdict_section(view)},
            {"pace", pace_section(view)},         {"charts", charts_section(view)},
            {"time", time_section(view)},         {"latest", latest_section(view)},
            {"shards", shards_section(view)},     {"download", download_section(view)}};
}

std::string render_live_page(const LiveView& view) {
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
           "script-src 'unsafe-inline'; connect-src 'self'; img-src data:\">\n"
           "<title>Gambit live</title>\n<style>"
        << report::report_css() << kLiveStyle << "</style>\n</head>\n<body><main>\n"
        << "<span class=\"note\" id=\"conn\"></span>\n";
    for (const auto& [id, html] : live_sections(view)) out << "<div id=\"" << id << "\">" << html << "</div>\n";
    out << "<p class=\"note\">Gambit live page: it reloads its data every two seconds.</p>\n</main>\n<script>"
        << kScript << "</script>\n</body>\n</html>\n";
    return out.str();
}

std::string render_live_status(const LiveView& view) {
    nlohmann::json sections = nlohmann::json::object();
    for (auto& [id, html] : live_sections(view)) sections[id] = std::move(html);
    const nlohmann::json status{{"games", view.input.games_played},
                                {"planned", view.input.games_planned},
                                {"status", view.status},
                                {"finished", view.finished()},
                                {"sections", std::move(sections)}};
    return status.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace gambit::live
