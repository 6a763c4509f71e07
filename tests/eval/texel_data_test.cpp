#include <gtest/gtest.h>

#include <cmath>

#include "engine/tools/texel_data.hpp"

namespace gambit::tools::texel {
namespace {

constexpr const char* Finished =
    "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n"
    "[White \"b\"]\n[Black \"a\"]\n[Result \"1/2-1/2\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 1/2-1/2\n\n"
    "[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n1. c4 c5 *\n\n";

TEST(TexelData, KeepsQuietPositionsOfFinishedGamesWithTheirResults) {
    TuningSet set, validation;
    SampleCounts counts;
    SampleOptions options;
    options.skip_plies = 2;
    sample_pgn(Finished, "test.pgn", options, eval::default_params(), set, validation, counts);
    EXPECT_EQ(counts.games, 2);
    EXPECT_EQ(counts.unfinished, 1);
    EXPECT_EQ(counts.incomplete, 0);
    EXPECT_EQ(counts.positions, 6 + 7);  // after plies 2..7 of the first game, 2..8 of the second
    EXPECT_EQ(counts.in_check, 1);       // the mate
    EXPECT_GT(counts.not_quiet, 0);      // e.g. after 3. Qh5, with f7 attacked
    EXPECT_EQ(counts.kept, counts.positions - counts.in_check - counts.not_quiet);
    EXPECT_EQ(set.size(), std::size_t(counts.kept));
    EXPECT_TRUE(validation.traces.empty());
    for (double r : set.results) EXPECT_TRUE(r == 1.0 || r == 0.5);
}

// A file still being written ends mid-game: that game is skipped and counted, the others are used.
TEST(TexelData, SkipsACutOffLastGame) {
    const std::string text = std::string(Finished) + "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 c5 2. Nf3";
    TuningSet set, validation;
    SampleCounts counts;
    sample_pgn(text, "growing.pgn", SampleOptions{}, eval::default_params(), set, validation, counts);
    EXPECT_EQ(counts.games, 2);
    EXPECT_EQ(counts.incomplete, 1);
}

// Identical engines replay the same game when an opening repeats with colours reversed: read once.
TEST(TexelData, SkipsRepeatedGames) {
    TuningSet set, validation;
    SampleCounts counts;
    sample_pgn(Finished, "a.pgn", SampleOptions{}, eval::default_params(), set, validation, counts);
    const std::size_t once = set.size();
    sample_pgn(Finished, "b.pgn", SampleOptions{}, eval::default_params(), set, validation, counts);
    EXPECT_EQ(set.size(), once);
    EXPECT_EQ(counts.games, 2);
    EXPECT_EQ(counts.repeats, 2);
}

TEST(TexelData, SamplingIsSeeded) {
    SampleOptions options;
    options.skip_plies = 0;
    options.fraction = 0.5;
    auto kept = [&](std::uint64_t seed) {
        options.seed = seed;
        TuningSet set, validation;
        SampleCounts counts;
        sample_pgn(Finished, "test.pgn", options, eval::default_params(), set, validation, counts);
        return set.results;
    };
    EXPECT_EQ(kept(1), kept(1));
    EXPECT_LT(kept(1).size(), 18u);
}

// Labelled positions as other tuners share them: "FEN [label]" and EPD with c9 "result".
TEST(TexelData, ReadsLabelledPositionsInBothCommonFormats) {
    const std::string text =
        "# a comment, then a blank line\n\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]\n"
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - c9 \"1-0\";\n"
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1 [0.73]\n"
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3 [0.0]\n"  // White is mated: in check
        "not a position [1.0]\n"
        "8/8/8/8/8/8/8/K6k w - - 0 1 [1.5]\n"  // a label outside 0..1
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -\n";  // no label
    TuningSet set, validation;
    SampleCounts counts;
    sample_labelled(text, SampleOptions{}, eval::default_params(), set, validation, counts);
    EXPECT_EQ(counts.lines, 7);
    EXPECT_EQ(counts.bad_lines, 3);
    EXPECT_EQ(counts.positions, 4);
    EXPECT_EQ(counts.in_check, 1);
    EXPECT_EQ(counts.kept, 3);
    ASSERT_EQ(set.results.size(), 3u);
    EXPECT_EQ(set.results[0], 0.5);
    EXPECT_EQ(set.results[1], 1.0);
    EXPECT_EQ(set.results[2], 0.73);
    EXPECT_FALSE(looks_like_pgn(text));
    EXPECT_TRUE(looks_like_pgn(std::string("\n  ") + Finished));
}


TEST(TexelData, ReadsSearchScoresFromMoveComments) {
    EXPECT_EQ(comment_score_cp("+0.35/9 0.012s"), 35);
    EXPECT_EQ(comment_score_cp("-1.50/12 0.4s"), -150);
    EXPECT_EQ(comment_score_cp(" +0.00/1"), 0);
    EXPECT_EQ(comment_score_cp("+M5/11 0.031s"), MateScoreCp);
    EXPECT_EQ(comment_score_cp("-M1/2 0.001s"), -MateScoreCp);
    EXPECT_EQ(comment_score_cp("book"), std::nullopt);
    EXPECT_EQ(comment_score_cp("White mates"), std::nullopt);
    EXPECT_EQ(comment_score_cp("+x/9"), std::nullopt);
    EXPECT_EQ(comment_score_cp(""), std::nullopt);
}

// With a score weight the label blends the mover's search score, seen from White, with the result;
// positions whose move carries no score are counted and left out.
TEST(TexelData, BlendsTheSearchScoreIntoTheLabel) {
    const std::string game =
        "[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n"
        "1. d4 {+0.40/9 0.1s} d5 {+4.00/9 0.1s} 2. Nf3 {book} Nf6 {-M3/9 0.1s} 1/2-1/2\n\n";
    SampleOptions options;
    options.skip_plies = 0;
    options.score_weight = 0.5;
    TuningSet set, validation;
    SampleCounts counts;
    sample_pgn(game, "scored.pgn", options, eval::default_params(), set, validation, counts);
    EXPECT_EQ(counts.positions, 5);
    EXPECT_EQ(counts.no_score, 2);  // after 2. Nf3 ({book}) and the final position (no move)
    EXPECT_EQ(counts.kept, 3);
    ASSERT_EQ(set.results.size(), 3u);
    const auto white_win = [](double cp) { return 1.0 / (1.0 + std::pow(10.0, -cp / 400.0)); };
    EXPECT_NEAR(set.results[0], 0.5 * white_win(40) + 0.25, 1e-12);             // White to move, +0.40
    EXPECT_NEAR(set.results[1], 0.5 * white_win(-400) + 0.25, 1e-12);           // Black +4.00: White is lost
    EXPECT_NEAR(set.results[2], 0.5 * white_win(MateScoreCp) + 0.25, 1e-12);     // Black is mated: White wins

    // Weight 0 is the result alone, scores or not.
    TuningSet plain, held;
    SampleCounts plain_counts;
    sample_pgn(game, "scored.pgn", SampleOptions{.skip_plies = 0}, eval::default_params(), plain, held, plain_counts);
    EXPECT_EQ(plain_counts.no_score, 0);
    EXPECT_EQ(plain.size(), 5u);
    for (double r : plain.results) EXPECT_EQ(r, 0.5);
}

}  // namespace
}  // namespace gambit::tools::texel
