// The openings section: a few sentences and the openings that mattered most (the ones an engine won with
// both colours, the ones one colour won both times), every game pair behind a <details>.
#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "elo/report/html_sections.hpp"
#include "elo/report/text_util.hpp"

namespace gambit::report::html {
namespace {

constexpr std::size_t kShown = 5;

// An opening played in one or more game pairs.
struct OpeningGroup {
    std::string opening;
    int games = 0;
    double first_points = 0, white_points = 0;
    std::string outcomes;  // the first engine's results, pair by pair: "WW DL"
};

// The opening's key ("FEN moves e4 e5" or "startpos moves ...") as a position and its book moves, if any.
std::string opening_html(const std::string& key) {
    const auto moves_at = key.find(" moves ");
    const std::string position = key.substr(0, moves_at);
    std::string out = position == "startpos" ? std::string("start position")
                                             : "<code class=\"fen\">" + esc(position) + "</code>";
    if (moves_at != std::string::npos)
        out += "<div class=\"book\">book moves: " + esc(key.substr(moves_at + 7)) + "</div>";
    return out;
}

std::string group_table(const std::vector<OpeningGroup>& groups, const std::string& id, const std::string& first) {
    std::ostringstream t;
    t << "<table id=\"" << id << "\"><tr><th>games</th><th>" << esc(first) << " scored</th><th>white scored</th>"
      << "<th class=\"l\">" << esc(first) << "&#39;s results</th><th class=\"l\">opening</th></tr>\n";
    for (const OpeningGroup& g : groups)
        t << "<tr><td>" << g.games << "</td><td>" << points_text(g.first_points) << "</td><td>"
          << points_text(g.white_points) << "</td><td class=\"l\">" << esc(g.outcomes) << "</td><td class=\"l\">"
          << opening_html(g.opening) << "</td></tr>\n";
    t << "</table>";
    return scroll(t.str());
}

// The `kShown` groups with the largest `lean` (ties: more games first, then first seen), leaning ones only.
std::vector<OpeningGroup> most(std::vector<OpeningGroup> groups, double (*lean)(const OpeningGroup&)) {
    std::stable_sort(groups.begin(), groups.end(), [&](const OpeningGroup& a, const OpeningGroup& b) {
        if (lean(a) != lean(b)) return lean(a) > lean(b);
        return a.games > b.games;
    });
    std::vector<OpeningGroup> out;
    for (const OpeningGroup& g : groups)
        if (lean(g) > 0 && out.size() < kShown) out.push_back(g);
    return out;
}

double engine_lean(const OpeningGroup& g) {
    return std::fabs(g.first_points - g.games / 2.0);
}

double colour_lean(const OpeningGroup& g) {
    return std::fabs(g.white_points - g.games / 2.0);
}

}  // namespace

std::string openings_section(const ReportInput& in, const Headline& h) {
    const auto rows = openings(in, h);
    if (rows.empty()) return "";
    const std::string& first = h.totals.first;
    long white = 0, black = 0, ww = 0, ll = 0;
    std::vector<OpeningGroup> groups;
    std::map<std::string, std::size_t> index;
    for (const OpeningRow& r : rows) {
        white += r.decided_by == "white";
        black += r.decided_by == "black";
        ww += r.outcome == "WW";
        ll += r.outcome == "LL";
        auto [it, added] = index.emplace(r.opening, groups.size());
        if (added) groups.push_back(OpeningGroup{r.opening, 0, 0, 0, ""});
        OpeningGroup& g = groups[it->second];
        g.games += r.games;
        g.first_points += r.first_points;
        g.white_points += r.white_points;
        g.outcomes += (g.outcomes.empty() ? "" : " ") + r.outcome;
    }
    const bool book = std::any_of(rows.begin(), rows.end(),
                                  [](const OpeningRow& r) { return r.opening.find(" moves ") != std::string::npos; });
    std::ostringstream out;
    out << "<h2>Openings</h2>\n<p>" << rows.size() << " game pairs from " << groups.size()
        << " openings, each pair one opening played with both colours. " << esc(first) << " won both games of "
        << ww << " pairs and lost both of " << ll << ". The same colour won both games in <b id=\"by-colour\">"
        << white + black << "</b> pairs (white " << white << ", black " << black
        << "): those openings decided the pair, not the engines.</p>\n";
    auto leaning = [&](double (*lean)(const OpeningGroup&)) {
        return std::count_if(groups.begin(), groups.end(), [&](const OpeningGroup& g) { return lean(g) > 0; });
    };
    const auto by_engine = most(groups, engine_lean);
    if (!by_engine.empty())
        out << "<h3>Where the engines differed most <span class=\"note\">(" << by_engine.size() << " of the "
            << leaning(engine_lean) << " openings where one engine outscored the other)</span></h3>\n"
            << group_table(by_engine, "openings-engine", first);
    const auto by_colour = most(groups, colour_lean);
    if (!by_colour.empty())
        out << "<h3>Most one-sided for a colour <span class=\"note\">(" << by_colour.size() << " of the "
            << leaning(colour_lean) << " openings where one colour outscored the other)</span></h3>\n"
            << group_table(by_colour, "openings-colour", first);
    if (!book)
        out << "<p class=\"note\">The openings are positions (EPD) without book moves.</p>\n";

    std::ostringstream t;
    t << "<table id=\"openings\"><tr><th>games</th><th>" << esc(first) << " scored</th><th>white scored</th>"
      << "<th class=\"l\">" << esc(first) << "&#39;s results</th><th class=\"l\">same colour won both</th>"
      << "<th class=\"l\">opening</th></tr>\n";
    for (const OpeningRow& r : rows)
        t << "<tr><td>" << r.games << "</td><td>" << points_text(r.first_points) << "</td><td>"
          << points_text(r.white_points) << "</td><td class=\"l\">" << esc(r.outcome) << "</td><td class=\"l colour\">"
          << esc(r.decided_by) << "</td><td class=\"l\">" << opening_html(r.opening) << "</td></tr>\n";
    t << "</table>";
    out << "<details id=\"all-openings\"><summary>All " << rows.size() << " game pairs</summary>\n"
        << scroll(t.str()) << "</details>\n";
    return out.str();
}

}  // namespace gambit::report::html
