// gambit-openings frc: the Chess960 suite in the standard numbering, DFRC pairs of different back ranks,
// the near-equality window, and the shipped suites.
#include <gtest/gtest.h>

#include <cstdlib>
#include <functional>
#include <set>

#include "chess/position.hpp"
#include "openings/book.hpp"
#include "openings/frc.hpp"

using namespace gambit;
using namespace gambit::openings;

namespace {

std::vector<FrcPosition> run(const FrcConfig& config, const Scorer& scorer = {}) {
    GenerateStats stats;
    return generate_frc(config, scorer, stats);
}

}  // namespace

TEST(Frc, AllChess960StartsInTheStandardNumbering) {
    const auto positions = run(FrcConfig{});
    ASSERT_EQ(positions.size(), 960u);
    std::set<std::string> fens;
    for (std::size_t i = 0; i < positions.size(); ++i) {
        EXPECT_EQ(positions[i].white_index, int(i));
        EXPECT_EQ(positions[i].black_index, int(i));
        EXPECT_TRUE(chess::Position::from_fen(positions[i].fen, nullptr, true)) << positions[i].fen;
        fens.insert(positions[i].fen);
    }
    EXPECT_EQ(fens.size(), 960u);
    EXPECT_EQ(positions[0].fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    EXPECT_EQ(positions[518].fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
}

TEST(Frc, DfrcPairsAreDifferentDistinctAndSeeded) {
    FrcConfig config;
    config.dfrc = true;
    config.count = 50;
    config.seed = 7;
    const auto positions = run(config);
    ASSERT_EQ(positions.size(), 50u);
    std::set<std::pair<int, int>> pairs;
    for (const auto& p : positions) {
        EXPECT_NE(p.white_index, p.black_index);
        pairs.insert({p.white_index, p.black_index});
        EXPECT_TRUE(chess::Position::from_fen(p.fen, nullptr, true)) << p.fen;
    }
    EXPECT_EQ(pairs.size(), 50u);
    EXPECT_EQ(run(config)[10].fen, positions[10].fen);
    config.seed = 8;
    EXPECT_NE(run(config)[10].fen, positions[10].fen);
}

TEST(Frc, TheWindowKeepsNearEqualPositions) {
    FrcConfig config;
    config.dfrc = true;
    config.count = 20;
    config.window = 10;
    // A stand-in scorer: +-50 cp spread over the positions, so about a fifth pass a 10 cp window.
    const Scorer scorer = [](const std::string& fen) -> std::optional<int> {
        return int(std::hash<std::string>{}(fen) % 101) - 50;
    };
    GenerateStats stats;
    const auto positions = generate_frc(config, scorer, stats);
    ASSERT_EQ(positions.size(), 20u);
    for (const auto& p : positions) EXPECT_LE(std::abs(*p.score), 10);
    EXPECT_GT(stats.unbalanced, 0);
    EXPECT_EQ(stats.kept, 20);
}

TEST(Frc, ShippedSuitesLoadAsChess960Books) {
    const auto chess960 = load_book(std::string(GAMBIT_OPENINGS_DIR) + "/chess960.epd", Format::Epd, -1, true);
    EXPECT_EQ(chess960.size(), 960u);
    const auto dfrc = load_book(std::string(GAMBIT_OPENINGS_DIR) + "/dfrc.epd", Format::Epd, -1, true);
    EXPECT_GE(dfrc.size(), 500u);
}
