// What the report says in words: the verdict sentence, termination and setting names, and the depth figures
// that leave mate searches out.
#include <gtest/gtest.h>

#include "elo/report/analysis.hpp"
#include "elo/report/html_pieces.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/verdict_sentence.hpp"
#include "elo/report/wording.hpp"

namespace gambit::report {
namespace {

bool has_text(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

ReportInput sample_match(const char* pair_json, const char* extra = "") {
    return parse_report_input(std::string(R"({"engines": ["new", "old"], "games_planned": 600, "games_played": 200, )") +
                                  extra + R"("pairs": [)" + pair_json + "]}",
                              "m.json");
}

TEST(VerdictSentence, SaysWhichSideIsStrongerAndBySomuch) {
    const ReportInput weaker = sample_match(R"({"engines": ["new", "old"], "wins": 40, "draws": 60, "losses": 100})");
    const std::string s = verdict_sentence(weaker);
    EXPECT_EQ(s.rfind("new is weaker than old by ", 0), 0u) << s;
    EXPECT_TRUE(has_text(s, " Elo after 200 games (of 600 planned).")) << s;
    const ReportInput stronger = sample_match(R"({"engines": ["new", "old"], "wins": 100, "draws": 60, "losses": 40})");
    EXPECT_EQ(verdict_sentence(stronger).rfind("new is stronger than old by ", 0), 0u);
}

TEST(VerdictSentence, AFailedSprtSaysTheGainWasRejected) {
    const ReportInput in = sample_match(R"({"engines": ["new", "old"], "wins": 250, "draws": 400, "losses": 350,
        "penta": [80, 120, 200, 70, 30]})",
                                 R"("sprt_params": {"elo0": 0, "elo1": 10, "alpha": 0.05, "beta": 0.05, "model": "normalized"}, )");
    const std::string s = verdict_sentence(in);
    EXPECT_TRUE(has_text(s, "; the SPRT rejected the gain after 1000 games.")) << s;
}

TEST(VerdictSentence, RoundsLikeAPersonWould) {
    EXPECT_EQ(rounded_elo(63.88, 25.18, false), "64 ± 25");
    EXPECT_EQ(rounded_elo(3.24, 4.06, true), "+3.2 ± 4.1");
}

TEST(VerdictSentence, AGauntletNamesItsBestAndWorstOpponent) {
    const ReportInput in = parse_report_input(R"({"tournament": "gauntlet", "engines": ["me", "a", "b"], "pairs": [
        {"engines": ["me", "a"], "wins": 8, "draws": 2, "losses": 0},
        {"engines": ["me", "b"], "wins": 1, "draws": 2, "losses": 7}]})",
                                              "g.json");
    const std::string s = verdict_sentence(in);
    EXPECT_EQ(s.rfind("me scored 11.0 of 20 points (55.0%) against 2 opponents: best against a (", 0), 0u) << s;
    EXPECT_TRUE(has_text(s, "worst against b (")) << s;
}

TEST(Wording, TerminationsAndSettingsInWords) {
    EXPECT_EQ(termination_words("fifty_moves"), "fifty-move rule");
    EXPECT_EQ(termination_words("threefold"), "threefold repetition");
    EXPECT_EQ(termination_words("time forfeit"), "loss on time");  // the PGN tag's value
    EXPECT_EQ(termination_words("some_new_key"), "some new key");
    EXPECT_EQ(setting_words("games"), "games per encounter and round");
    EXPECT_EQ(setting_words("openings.order"), "opening order");
    EXPECT_FALSE(meaning_of("LLR").empty());
    EXPECT_FALSE(meaning_of("DD+WL").empty());
}

TEST(Report, TermsCarryTheirMeaningOnHoverAndInTheKey) {
    const ReportInput in = sample_match(R"({"engines": ["new", "old"], "wins": 30, "draws": 40, "losses": 30,
        "penta": [5, 10, 20, 10, 5]})",
                                 R"("sprt_params": {"elo0": 0, "elo1": 10, "alpha": 0.05, "beta": 0.05, "model": "normalized"}, )");
    const std::string html = render_html(in);
    for (const char* word : {"LLR", "nElo", "H1", "DD+WL", "LOS"})
        EXPECT_TRUE(has_text(html, "<abbr title=\"" + html_escape(meaning_of(word)) + "\">")) << word;
    EXPECT_TRUE(has_text(html, "<dl class=\"key\" id=\"key\">"));
    EXPECT_TRUE(has_text(html, "<dt>H0</dt>"));
}

// Book moves come with the opening when it had them; mate searches' depths stay out of the means.
TEST(Report, OpeningsShowBookMovesAndDepthsLeaveMateSearchesOut) {
    ReportInput in;
    in.engines = {"A", "B"};
    in.pairs.push_back(PairTotals{"A", "B", 1, 1, 0, {}, std::nullopt});
    auto note = [](int depth, double score) {
        MoveNote n;
        n.depth = depth;
        n.score_pawns = score;
        n.seconds = 0.01;
        return n;
    };
    for (const char* result : {"1-0", "1/2-1/2"}) {
        GameRecord g;
        g.white = result[0] == '1' && result[1] == '-' ? "A" : "B";
        g.black = g.white == "A" ? "B" : "A";
        g.result = result;
        g.opening = "startpos moves e4 e5 Nf3";
        g.pair = 0;
        g.white_moves = {note(10, 0.3), note(12, 0.4), note(124, 999)};  // the last: mate in 1
        g.black_moves = {note(9, -0.3), note(11, -0.2)};
        in.games.push_back(g);
    }
    const auto stats = move_stats(in);
    ASSERT_EQ(stats.size(), 2u);
    EXPECT_EQ(stats[0].max_depth, 124);
    EXPECT_GE(stats[0].depth_left_out, 2);
    EXPECT_LT(stats[0].mean_depth, 20);
    const std::string html = render_html(in);
    EXPECT_TRUE(has_text(html, "<div class=\"book\">book moves: e4 e5 Nf3</div>"));
    EXPECT_TRUE(has_text(html, "start position"));
    EXPECT_TRUE(has_text(html, "id=\"depth-cut\""));
}

}  // namespace
}  // namespace gambit::report
