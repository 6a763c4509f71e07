// The library behind gambit-openings: generator, check, convert, sample, engine scorer.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "chess/notation.hpp"
#include "openings/check.hpp"
#include "openings/convert.hpp"
#include "openings/generate.hpp"
#include "openings/tactics.hpp"
#include "openings/uci_scorer.hpp"

using namespace gambit;
using namespace gambit::openings;

namespace {

std::string data(const std::string& name) { return std::string(GAMBIT_TEST_DATA_DIR) + "/openings/" + name; }

std::vector<GeneratedPosition> run(GenerateConfig config, const Scorer& scorer = {}) {
    GenerateStats stats;
    return generate_positions(config, scorer, stats);
}

}  // namespace

TEST(Generate, DeterministicForASeed) {
    GenerateConfig config;
    config.count = 200;
    config.seed = 42;
    auto a = run(config), b = run(config);
    ASSERT_EQ(a.size(), 200u);
    ASSERT_EQ(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].fen, b[i].fen);
        EXPECT_EQ(a[i].san, b[i].san);
    }
    config.seed = 43;
    auto c = run(config);
    int same = 0;
    for (std::size_t i = 0; i < a.size(); ++i) same += a[i].fen == c[i].fen;
    EXPECT_LT(same, 20);
}

TEST(Generate, PositionsAreLegalQuietUniqueAndOfTheRightLength) {
    for (bool weighted : {true, false}) {
        GenerateConfig config;
        config.count = 300;
        config.seed = 7;
        config.weighted = weighted;
        config.min_plies = 6;
        config.max_plies = 10;
        std::set<chess::Key> keys;
        for (const auto& p : run(config)) {
            auto pos = chess::Position::from_fen(p.fen);
            ASSERT_TRUE(pos) << p.fen;
            EXPECT_FALSE(pos->in_check()) << p.fen;
            EXPECT_LE(capture_gain(*pos), config.quiet_margin) << p.fen;
            EXPECT_GE(p.san.size(), 6u);
            EXPECT_LE(p.san.size(), 10u);
            EXPECT_TRUE(keys.insert(pos->key()).second) << "duplicate " << p.fen;
            // The moves lead from the start position to the FEN.
            chess::Position replay;
            std::vector<chess::Undo> undos(p.san.size());
            for (std::size_t i = 0; i < p.san.size(); ++i) {
                chess::Move m = chess::parse_san(replay, p.san[i]);
                ASSERT_NE(m, chess::Move::none()) << p.san[i];
                replay.make_move(m, undos[i]);
            }
            EXPECT_EQ(replay.fen(), p.fen);
        }
    }
}

TEST(Generate, ScorerWindowKeepsOnlyNearEqualPositions) {
    GenerateConfig config;
    config.count = 50;
    config.seed = 5;
    config.window = 20;
    // A deterministic stand-in for an engine: scores spread over [-100, 100].
    Scorer scorer = [](const std::string& fen) -> std::optional<int> {
        return static_cast<int>(std::hash<std::string>{}(fen) % 201) - 100;
    };
    GenerateStats stats;
    auto kept = generate_positions(config, scorer, stats);
    ASSERT_EQ(kept.size(), 50u);
    EXPECT_GT(stats.unbalanced, 100);
    for (const auto& p : kept) {
        ASSERT_TRUE(p.score);
        EXPECT_LE(std::abs(*p.score), 20);
    }
}

TEST(Tactics, HangingPiecesAndHalfMadeExchangesAreNotQuiet) {
    auto quiet = [](const char* fen) {
        auto pos = chess::Position::from_fen(fen);
        return is_quiet(*pos);
    };
    EXPECT_TRUE(quiet("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    // 1. e4 d5 2. exd5: Black recaptures a pawn.
    EXPECT_FALSE(quiet("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"));
    // A knight en prise to a pawn.
    EXPECT_FALSE(quiet("rnbqkbnr/pppp1ppp/8/4p3/3N4/8/PPPPPPPP/R1BQKBNR b KQkq - 0 2"));
    // In check.
    EXPECT_FALSE(quiet("rnbqkbnr/ppppp2p/5p2/6pQ/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 3"));
}

TEST(Check, FindsPlantedEpdErrorsWithLineNumbers) {
    std::ifstream in(data("planted.epd"));
    CheckReport report = check_book(in, "planted.epd", Format::Epd);
    ASSERT_EQ(report.errors.size(), 3u);
    EXPECT_EQ(report.errors[0].rfind("planted.epd:4: bad FEN '", 0), 0u) << report.errors[0];
    EXPECT_EQ(report.errors[1].rfind("planted.epd:6: bad FEN '", 0), 0u) << report.errors[1];
    EXPECT_EQ(report.errors[2], "planted.epd:7: bad FEN placement '8/8': expected 8 ranks separated by '/'");
    ASSERT_EQ(report.duplicates.size(), 1u);
    EXPECT_EQ(report.duplicates[0], "planted.epd:3: duplicate position (first at line 1)");
    ASSERT_EQ(report.openings.size(), 3u);
    EXPECT_EQ(report.openings[0].white_score, 30);
    EXPECT_EQ(report.openings[1].white_score, -20);
    EXPECT_EQ(report.openings[2].white_score, -45);   // ce is from the side to move (Black) there
    EXPECT_FALSE(report.ok());
}

TEST(Check, FindsPlantedPgnErrorsWithLineNumbers) {
    std::ifstream in(data("planted.pgn"));
    CheckReport report = check_book(in, "planted.pgn", Format::Pgn);
    ASSERT_EQ(report.errors.size(), 2u);
    EXPECT_EQ(report.errors[0], "planted.pgn:7: illegal move 'Ke3' at ply 3");
    EXPECT_EQ(report.errors[1], "planted.pgn:19: unterminated comment '{' (no closing '}') (scan stopped)");
    ASSERT_EQ(report.duplicates.size(), 1u);
    EXPECT_EQ(report.duplicates[0], "planted.pgn:9: duplicate position (first at line 1)");
    EXPECT_EQ(report.openings.size(), 2u);
}

TEST(Check, CleanBookIsOk) {
    std::ifstream in(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    CheckReport report = check_book(in, "fifty.pgn", Format::Pgn);
    EXPECT_TRUE(report.ok());
    EXPECT_EQ(report.openings.size(), 50u);
}

TEST(Check, HistogramBinsScoresFromTheLowestBin) {
    Histogram h = make_histogram({-15, -5, 0, 3, 9, 10, 25}, 10);
    EXPECT_EQ(h.lowest, -20);
    EXPECT_EQ(h.counts, (std::vector<long>{1, 1, 3, 1, 1}));
    EXPECT_EQ(h.total, 7);
    EXPECT_NEAR(h.mean, 3.857, 0.001);
}

TEST(Convert, PgnToEpdToPgnKeepsPositionsAndNames) {
    std::ifstream in(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    std::ostringstream epd;
    EXPECT_EQ(convert_book(in, "fifty.pgn", Format::Pgn, epd, Format::Epd), 50u);
    std::istringstream epd_in(epd.str());
    auto from_epd = load_book(epd_in, "fifty.epd", Format::Epd);
    auto from_pgn = load_book(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    ASSERT_EQ(from_epd.size(), 50u);
    for (std::size_t i = 0; i < 50; ++i) {
        EXPECT_EQ(from_epd[i].fen, final_position(from_pgn[i]).fen());
        EXPECT_EQ(from_epd[i].name, from_pgn[i].name);
    }
    EXPECT_NE(epd.str().find("c0 \"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7\""), std::string::npos);

    std::istringstream epd_again(epd.str());
    std::ostringstream pgn;
    convert_book(epd_again, "fifty.epd", Format::Epd, pgn, Format::Pgn);
    std::istringstream pgn_in(pgn.str());
    auto back = load_book(pgn_in, "back.pgn", Format::Pgn);
    ASSERT_EQ(back.size(), 50u);
    EXPECT_EQ(back[7].fen, from_epd[7].fen);
    EXPECT_EQ(back[7].name, from_epd[7].name);

    // Cutting PGN games at 2 plies.
    std::ifstream in2(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    std::ostringstream short_epd;
    convert_book(in2, "fifty.pgn", Format::Pgn, short_epd, Format::Epd, 2);
    EXPECT_EQ(short_epd.str().substr(0, 57), "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - ");
}

TEST(Sample, SeededDistinctInFileOrder) {
    auto a = sample_indices(1000, 10, 9), b = sample_indices(1000, 10, 9), c = sample_indices(1000, 10, 10);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    EXPECT_TRUE(std::is_sorted(a.begin(), a.end()));
    EXPECT_EQ(std::set<std::size_t>(a.begin(), a.end()).size(), 10u);
    EXPECT_EQ(sample_indices(3, 10, 1), (std::vector<std::size_t>{0, 1, 2}));

    std::ifstream in(std::string(GAMBIT_OPENINGS_DIR) + "/fifty.pgn");
    std::ostringstream out;
    EXPECT_EQ(sample_book(in, "fifty.pgn", Format::Pgn, out, 5, 3), 5u);
    std::istringstream back(out.str());
    EXPECT_EQ(load_book(back, "s.pgn", Format::Pgn).size(), 5u);
}

TEST(UciScorer, ReadsTheLastScoreBeforeBestmove) {
    UciScorer scorer("sh " + data("fake_uci.sh"), 4);
    EXPECT_EQ(scorer.name(), "FakeScorer");
    const std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    auto score = scorer.score(fen);
    ASSERT_TRUE(score);
    EXPECT_EQ(score->cp, static_cast<int>(fen.size()) - 60);
    EXPECT_EQ(score->depth, 2);
    EXPECT_FALSE(score->mate);
    auto mated = scorer.score("nomoves");
    ASSERT_TRUE(mated);
    EXPECT_TRUE(mated->mate);
    EXPECT_EQ(mated->cp, -30000);
}

TEST(UciScorer, MissingEngineIsAOneLineError) {
    try {
        UciScorer scorer("/nonexistent/engine", 4);
        FAIL() << "no error";
    } catch (const std::runtime_error& e) {
        EXPECT_STREQ(e.what(), "cannot start engine '/nonexistent/engine': No such file or directory");
    }
}
