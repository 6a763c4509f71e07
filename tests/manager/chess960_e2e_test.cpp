// gambit-match -variant fischerandom: engines without UCI_Chess960 and openings whose castling rights do not
// match their king and rooks are refused; a Chess960/DFRC mini-match between two gambit engines has no
// illegal move and a PGN with [Variant "Chess960"] that replays under Chess960 rules.
#include <gtest/gtest.h>

#include <fstream>
#include <unistd.h>

#include "e2e_support.hpp"

using namespace gambit::match::e2e;

TEST(Chess960E2E, RefusesAnEngineWithoutUciChess960) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "name=NoFrc", "-engine", "cmd=" + bin("fake-random"),
                               "name=NoFrc2", "-each", "nodes=100", "-variant", "fischerandom", "-openings",
                               "file=" + data("chess960.epd")});
    EXPECT_EQ(run.exit_code, 3) << run.output;
    EXPECT_NE(run.output.find("does not offer UCI_Chess960"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("NoFrc"), std::string::npos) << run.output;
}

TEST(Chess960E2E, RefusesAnOpeningWhoseRightsDoNotMatch) {
    TempDir dir;
    {
        std::ofstream bad(dir / "bad960.epd");
        bad << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - id \"fine\";\n"
            << "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w GFhf - id \"no rook on g1\";\n";
    }
    RunResult run = run_match({"-engine", "cmd=" + bin("gambit"), "-engine", "cmd=" + bin("gambit"), "-each",
                               "nodes=100", "-variant", "fischerandom", "-openings", "file=" + dir / "bad960.epd"});
    EXPECT_EQ(run.exit_code, 2) << run.output;
    EXPECT_NE(run.output.find("bad960.epd:2:"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("castling right 'G'"), std::string::npos) << run.output;
    // The same book in standard chess: the first Chess960 right is already refused there.
    RunResult standard = run_match({"-engine", "cmd=" + bin("gambit"), "-engine", "cmd=" + bin("gambit"), "-each",
                                    "nodes=100", "-openings", "file=" + data("chess960.epd")});
    EXPECT_EQ(standard.exit_code, 2) << standard.output;
    EXPECT_NE(standard.output.find("chess960.epd:1:"), std::string::npos) << standard.output;
    // Unknown variants and Chess960 without a book are usage errors.
    EXPECT_EQ(run_match({"-engine", "cmd=" + bin("gambit"), "-engine", "cmd=" + bin("gambit"), "-each", "nodes=100",
                         "-variant", "crazyhouse"}).exit_code, 2);
    EXPECT_EQ(run_match({"-engine", "cmd=" + bin("gambit"), "-engine", "cmd=" + bin("gambit"), "-each", "nodes=100",
                         "-variant", "fischerandom"}).exit_code, 2);
}

TEST(Chess960E2E, MiniMatchReplaysUnderChess960Rules) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("gambit"), "name=A", "-engine", "cmd=" + bin("gambit"), "name=B",
                               "option.NullMove=off", "-each", "tc=inf", "nodes=1500", "option.Hash=4", "-rounds", "4",
                               "-repeat", "-concurrency", "2", "-maxmoves", "60", "-variant", "fischerandom",
                               "-openings", "file=" + data("chess960.epd"), "-pgnout", "file=" + dir / "games.pgn",
                               "-results", "file=" + dir / "results.json"},
                              300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "results.json");
    EXPECT_EQ(results["games_played"], 8);
    EXPECT_FALSE(results["terminations"].contains("illegal_move")) << results.dump();
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    int castlings = 0;
    for (const auto& game : read_pgn_file(dir / "games.pgn")) {
        EXPECT_EQ(game.tag("Variant"), "Chess960");
        EXPECT_EQ(game.tag("SetUp"), "1");
        EXPECT_TRUE(game.tag("FEN"));
        for (const auto& san : game.sans()) castlings += san.rfind("O-O", 0) == 0;
    }
    EXPECT_GT(castlings, 0);  // the openings let both sides castle early
}
