#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "elo/stats/elo.hpp"
#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/report_cli.hpp"
#include "elo/report/text_util.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::report {
namespace {

const std::string kDir = std::string(GAMBIT_TEST_DATA_DIR) + "/report/";

ReportInput fixture() {
    return load_report_input(kDir + "match.json", kDir + "match.pgn");
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::size_t count(const std::string& text, const std::string& part) {
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

// The points attribute of the polyline whose data-series is `id`.
std::string series_points(const std::string& html, const std::string& id) {
    const std::string head = "<polyline class=\"series\" data-series=\"" + id + "\" points=\"";
    const auto at = html.find(head);
    if (at == std::string::npos) return "<missing>";
    const auto from = at + head.size();
    return html.substr(from, html.find('"', from) - from);
}

bool has_nan_or_inf(const std::string& text) {
    std::string lower = text;
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return contains(lower, "nan") || contains(lower, "inf");
}

TEST(Report, FixtureLoadsItsPairsGamesAndSprt) {
    ReportInput in = fixture();
    ASSERT_EQ(in.pairs.size(), 1u);
    EXPECT_EQ(in.games.size(), 24u);
    EXPECT_EQ(in.engine_configs.size(), 2u);
    ASSERT_TRUE(in.sprt_params);
    EXPECT_EQ(in.sprt_params->elo1, 10);
    EXPECT_EQ(in.pairs[0].wins, 10);
}

TEST(Report, HtmlHasTheVerdictNumbers) {
    ReportInput in = fixture();
    const std::string html = render_html(in);
    const elo::Pentanomial penta{in.pairs[0].penta};
    const elo::Estimate e = elo::estimate(penta);
    const elo::SprtResult s = elo::sprt(penta, *in.sprt_params);
    EXPECT_TRUE(contains(html, signed_fixed(e.elo, 2) + " &plusmn; " + fixed(e.elo_half, 2)))
        << signed_fixed(e.elo, 2);
    EXPECT_TRUE(contains(html, fixed(e.los * 100, 1) + "%"));
    EXPECT_TRUE(contains(html, signed_fixed(e.nelo, 2) + " &plusmn; " + fixed(e.nelo_half, 2)));
    EXPECT_TRUE(contains(html, "<b id=\"llr\">" + fixed(s.llr, 2) + "</b>, stops at " + fixed(s.lower, 2) + " or " +
                                   fixed(s.upper, 2)));
    EXPECT_TRUE(contains(html, "gain &ge; 10.0 normalized Elo"));
    EXPECT_TRUE(contains(html, "<span class=\"big\" id=\"games\">24</span> played"));
    EXPECT_TRUE(contains(html, "draws " + fixed(100.0 * 9 / 24, 1) + "% of games"));
    EXPECT_TRUE(contains(html, "(" + fixed(e.draw_ratio * 100, 1) + "% scored 1 of 2)"));
    EXPECT_TRUE(contains(html, "<td>1</td><td>1</td><td>4</td><td>4</td><td>2</td>"));  // pentanomial table
    EXPECT_TRUE(
        contains(html, std::string(s.verdict == elo::Verdict::Continue ? "not decided yet" : "accepted")));
    EXPECT_FALSE(has_nan_or_inf(html));
}

TEST(Report, HtmlHasBothPlotsWithOnePointPerPair) {
    const std::string html = render_html(fixture());
    EXPECT_GE(count(html, "<svg"), 4u);  // Elo, LLR, time per move, depth per move
    const std::string llr = series_points(html, "llr");
    EXPECT_EQ(count(llr, ","), 12u) << llr;  // 12 finished pairs
    EXPECT_TRUE(contains(html, "data-series=\"elo\""));
    EXPECT_TRUE(contains(html, "data-series=\"elo-band\""));
    EXPECT_TRUE(contains(html, "H1, pass: 2.94") && contains(html, "H0, fail: -2.94"));  // the LLR bounds are drawn
    EXPECT_TRUE(contains(html, "data-series=\"time-0\"") && contains(html, "data-series=\"depth-1\""));
}

TEST(Report, HtmlEscapesEverythingFromEnginesAndFiles) {
    const std::string html = render_html(fixture());
    EXPECT_FALSE(contains(html, "<script"));
    EXPECT_FALSE(contains(html, "<b>dev"));
    EXPECT_TRUE(contains(html, "&lt;script&gt;alert(1)&lt;/script&gt;"));
    EXPECT_TRUE(contains(html, "Gambit &lt;b&gt;dev&lt;/b&gt;"));
    EXPECT_TRUE(contains(html, "/opt/engines/base &quot;quoted&quot;"));
    EXPECT_TRUE(contains(html, "book&amp;&lt;x&gt;.epd"));
    EXPECT_FALSE(contains(html, "http://") && !contains(html, "xmlns=\"http://www.w3.org/2000/svg\""));
}

TEST(Report, HtmlShowsOpeningsTerminationsMovesAndConfigs) {
    const std::string html = render_html(fixture());
    // Pairs 4 (0, 1) and 9 (0, 0) ... colour-decided pairs are those where one colour won both games.
    EXPECT_TRUE(contains(html, "id=\"by-colour\""));
    EXPECT_TRUE(contains(html, "<td class=\"l colour\">white</td>"));
    EXPECT_TRUE(contains(html, "<td class=\"l colour\">black</td>"));
    EXPECT_TRUE(contains(html, "<td class=\"l\" title=\"adjudication_resign\">adjudicated as lost (resign rule)</td>"));
    EXPECT_TRUE(contains(html, "id=\"openings-engine\"") && contains(html, "id=\"openings-colour\""));
    EXPECT_TRUE(contains(html, "<details id=\"all-openings\"><summary>All 12 game pairs</summary>"));
    // Settings read as rows: nested objects as dotted keys in words, the key on hover.
    EXPECT_TRUE(contains(html, "<td class=\"l\" title=\"openings.file\">opening file</td><td class=\"l\"><code>book&amp;&lt;x&gt;.epd</code>"));
    EXPECT_TRUE(contains(html, "<td class=\"l\" title=\"concurrency\">games at once</td>"));
    EXPECT_TRUE(contains(html, "id=\"moves\""));
    EXPECT_TRUE(contains(html,
                         "<th class=\"l\">NullMove</th><td class=\"l colour\">adaptive</td><td class=\"l "
                         "colour\">fixed</td>"));
    EXPECT_TRUE(contains(
        html,
        "<th class=\"l\">MultiCut</th><td class=\"l colour\">enhanced</td><td class=\"l colour\"></td>"));
}

TEST(Report, LowestClockIsTheLeastTimeLeftAfterAMove) {
    ReportInput in;
    in.engines = {"A", "B"};
    auto note = [](double seconds, std::optional<double> clock) {
        MoveNote n;
        n.seconds = seconds;
        n.clock_seconds = clock;
        return n;
    };
    GameRecord g;
    g.white = "A";
    g.black = "B";
    g.result = "1-0";
    g.white_moves = {note(0.5, 9.6), note(2.0, 0.35), note(0.1, 0.5)};
    g.black_moves = {note(0.5, std::nullopt), note(0.5, std::nullopt)};
    in.games = {g};
    const auto stats = move_stats(in);
    ASSERT_EQ(stats.size(), 2u);
    ASSERT_TRUE(stats[0].lowest_clock_s);
    EXPECT_DOUBLE_EQ(*stats[0].lowest_clock_s, 0.35);
    EXPECT_FALSE(stats[1].lowest_clock_s);
    const std::string html = render_html(in);
    EXPECT_TRUE(contains(html, "<th>lowest clock</th>"));
    EXPECT_TRUE(contains(html, "<td>0.350 s</td></tr>"));
    EXPECT_TRUE(contains(html, "<td>&ndash;</td></tr>"));
}

TEST(Report, CommitBlockListsEloSprtGamesPentaAndBench) {
    ReportInput in = fixture();
    const elo::Pentanomial penta{in.pairs[0].penta};
    const elo::Estimate e = elo::estimate(penta);
    const elo::SprtResult s = elo::sprt(penta, *in.sprt_params);
    const std::string expected = "Elo   | " + fixed(e.elo, 2) + " +- " + fixed(e.elo_half, 2) + " (95%)\n" +
                                 "SPRT  | 10+0.1\n" + "LLR   | " + fixed(s.llr, 2) +
                                 " (-2.94, 2.94) [0.00, 10.00]\n" + "Games | N: 24 W: 10 L: 5 D: 9\n" +
                                 "Penta | [1, 1, 4, 4, 2]\n" + "Bench: 1234567\n";
    EXPECT_EQ(render_commit_block(in), expected);
}

TEST(Report, MarkdownHasTheTablesAndEscapesMarkup) {
    const std::string md = render_markdown(fixture());
    EXPECT_TRUE(contains(md, "| Elo | +"));
    EXPECT_TRUE(contains(md, "| Penta | [1, 1, 4, 4, 2]"));
    EXPECT_TRUE(contains(md, "| Games | N: 24 W: 10 L: 5 D: 9"));
    EXPECT_TRUE(contains(md, "```\nElo   | "));
    EXPECT_FALSE(contains(md, "<script>"));
    EXPECT_TRUE(contains(md, "&lt;script&gt;"));
    EXPECT_FALSE(has_nan_or_inf(md));
}

TEST(Report, NoGamesRendersWithoutNaN) {
    for (
        const char* json :
        {R"({"games_planned": 0, "games_played": 0, "engines": ["a", "b"], "pairs": [], "terminations": {}})",
         R"({"games_planned": 100, "games_played": 0, "engines": ["a", "b"],
                 "sprt_params": {"elo0": -3, "elo1": 1, "alpha": 0.05, "beta": 0.05, "model": "logistic"},
                 "pairs": [{"engines": ["a", "b"], "wins": 0, "draws": 0, "losses": 0, "penta": [0, 0, 0, 0, 0]}],
                 "terminations": {}})",
         R"({"pairs": [{"engines": ["a", "b"], "wins": 5, "draws": 0, "losses": 0}]})"}) {
        ReportInput in = parse_report_input(json, "empty.json");
        for (const std::string& text : {render_html(in), render_markdown(in), render_commit_block(in)}) {
            EXPECT_FALSE(has_nan_or_inf(text)) << text;
        }
    }
}

TEST(Report, StoppedTestShowsTheStoppingAwareEstimate) {
    ReportInput in =
        parse_report_input(R"({"engines": ["new", "old"], "games_planned": 1000, "games_played": 800,
        "sprt_params": {"elo0": 0, "elo1": 5, "alpha": 0.05, "beta": 0.05, "model": "logistic"},
        "pairs": [{"engines": ["new", "old"], "wins": 360, "draws": 360, "losses": 80, "penta": [0, 20, 100, 160, 120]}]})",
                           "h1.json");
    const elo::Pentanomial penta{in.pairs[0].penta};
    ASSERT_EQ(elo::sprt(penta, *in.sprt_params).verdict, elo::Verdict::AcceptH1);
    const elo::StoppedEstimate stop = elo::stopped_estimate(penta, *in.sprt_params);
    const std::string html = render_html(in);
    EXPECT_TRUE(contains(html, "passed: <abbr"));
    EXPECT_TRUE(contains(html, "new is stronger than old by "));
    EXPECT_TRUE(contains(html, "the SPRT accepted the gain after 800 games."));
    EXPECT_TRUE(contains(html, "<b id=\"stopped-elo\">" + signed_fixed(stop.elo, 2) + "</b>"));
    EXPECT_TRUE(contains(render_markdown(in), "| Elo at the stop | " + signed_fixed(stop.elo, 2)));
    EXPECT_FALSE(contains(html, "expected games to a bound"));
}

TEST(Report, RunningTestShowsExpectedRemainingGames) {
    ReportInput in =
        parse_report_input(R"({"engines": ["new", "old"], "games_planned": 10000, "games_played": 200,
        "sprt_params": {"elo0": 0, "elo1": 5, "alpha": 0.05, "beta": 0.05, "model": "logistic"},
        "pairs": [{"engines": ["new", "old"], "wins": 50, "draws": 100, "losses": 50, "penta": [5, 20, 50, 20, 5]}]})",
                           "run.json");
    const std::string html = render_html(in);
    EXPECT_TRUE(contains(html, "not decided yet"));
    EXPECT_TRUE(contains(html, "No clear difference between new and old: "));
    EXPECT_TRUE(contains(html, "the SPRT has not decided after 200 games (LLR "));
    EXPECT_TRUE(contains(html, "expected games to a bound: about "));
    EXPECT_FALSE(contains(html, "stopped-elo"));
}

TEST(Report, RoundRobinHasRatingTableAndCrosstable) {
    ReportInput in =
        parse_report_input(R"({"tournament": "round-robin", "engines": ["x", "y", "z"], "pairs": [
        {"engines": ["x", "y"], "wins": 6, "draws": 2, "losses": 2},
        {"engines": ["x", "z"], "wins": 5, "draws": 5, "losses": 0},
        {"engines": ["y", "z"], "wins": 3, "draws": 4, "losses": 3}]})",
                           "rr.json");
    const std::string html = render_html(in);
    EXPECT_TRUE(contains(html, "Round-robin of 3 engines"));
    for (const char* entity : {"&amp;plusmn;", "&amp;mdash;", "&amp;ndash;", "&amp;#39;"})  // never escaped twice
        EXPECT_FALSE(contains(html, entity)) << entity;
    EXPECT_TRUE(contains(html, "id=\"ratings\""));
    EXPECT_TRUE(contains(html, "id=\"crosstable\""));
    EXPECT_TRUE(
        contains(html, "<td>1</td><td class=\"l\">x</td><td>20</td><td>14.5</td>"));  // x first: 14.5/20
    // Points always with one decimal.
    EXPECT_TRUE(contains(html, "<td class=\"l\">1. x</td><td>&mdash;</td><td>7.0 / 10</td><td>7.5 / 10</td>"));
    EXPECT_TRUE(contains(html, "<p class=\"lead\" id=\"summary\">x leads the round-robin of 3 engines with 14.5 of 20 points"));
    // The Markdown leads with the sentence and the standings.
    const std::string md = render_markdown(in);
    EXPECT_LT(md.find("x leads the round-robin"), md.find("| 1 | x | 20 | 14.5 | 72.5% |"));
    EXPECT_LT(md.find("| 1 | x | 20 | 14.5 |"), md.find("| pairing |"));
    EXPECT_TRUE(contains(md, "| 1. x | — | 7.0 / 10 | 7.5 / 10 |"));
    EXPECT_FALSE(has_nan_or_inf(html));
}

TEST(Report, BadResultsFilesAreOneLineErrors) {
    EXPECT_THROW(parse_report_input("[1, 2]", "x.json"), std::runtime_error);
    EXPECT_THROW(parse_report_input("{\"pairs\": [{\"wins\": -1}]}", "x.json"), std::runtime_error);
    try {
        parse_report_input("{nope", "bad.json");
        FAIL();
    } catch (const std::runtime_error& e) {
        EXPECT_EQ(std::string(e.what()).rfind("bad.json: ", 0), 0u) << e.what();
    }
    EXPECT_THROW(load_report_input(kDir + "does-not-exist.json"), std::runtime_error);
}

TEST(ReportCli, WritesEachFormat) {
    const test_support::TempDir scratch("gambit-report-test");
    const std::filesystem::path& dir = scratch.path();
    std::ostringstream out, err;
    const std::string html = (dir / "r.html").string();
    EXPECT_EQ(run_report_command({kDir + "match.json", "--pgn", kDir + "match.pgn", "--out", html}, out, err),
              0)
        << err.str();
    std::ifstream file(html);
    std::string text((std::istreambuf_iterator<char>(file)), {});
    EXPECT_TRUE(contains(text, "<!DOCTYPE html>"));
    EXPECT_EQ(run_report_command({kDir + "match.json", "--format", "commit", "--bench", "42"}, out, err), 0);
    EXPECT_TRUE(contains(out.str(), "Bench: 42\n"));
    EXPECT_EQ(run_report_command({kDir + "match.json", "--format", "pdf"}, out, err), 2);
    EXPECT_EQ(run_report_command({kDir + "match.json", "--colour"}, out, err), 2);
    EXPECT_EQ(run_report_command({}, out, err), 2);
}

}  // namespace
}  // namespace gambit::report

namespace gambit::report {
namespace {

// results.json "warnings" (gambit-match's PV checks): a table per engine and key in both renderers, none
// when no engine has any.
TEST(Report, EngineWarningsTable) {
    EXPECT_FALSE(contains(render_html(fixture()), "id=\"warnings\""));
    const test_support::TempDir scratch("gambit-report-warnings");
    const std::filesystem::path& dir = scratch.path();
    std::ifstream in(kDir + "match.json");
    std::stringstream text;
    text << in.rdbuf();
    std::string json = text.str();
    json.insert(json.rfind('}'), ", \"warnings\": {\"base\": {}, \"dev<x>\": {\"illegal_pv_move\": 3, "
                                 "\"mate_sign_mismatch\": 1}}");
    std::ofstream(dir / "match.json") << json;
    const ReportInput loaded = load_report_input((dir / "match.json").string(), kDir + "match.pgn");
    ASSERT_EQ(loaded.warnings.size(), 1u);  // an engine without warnings has no row
    const std::string html = render_html(loaded);
    EXPECT_TRUE(contains(html, "id=\"warnings\""));
    EXPECT_TRUE(contains(html, "<td class=\"l\">dev&lt;x&gt;</td><td class=\"l\">illegal_pv_move</td><td>3</td>"));
    const std::string md = render_markdown(loaded);
    EXPECT_TRUE(contains(md, "| dev&lt;x&gt; | mate\\_sign\\_mismatch | 1 |"));  // Markdown-escaped
}

}  // namespace
}  // namespace gambit::report
