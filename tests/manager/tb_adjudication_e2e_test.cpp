// -tb: Syzygy adjudication through Fathom, checked against Debian's `fathom` command-line prober. Random
// movers play from 5-piece positions (tests/data/manager/tb5.epd) until a capture leaves 4 pieces or fewer;
// the 3- and 4-piece tables of the lab's data folder (../shared/data/syzygy beside the repository, see its
// README.md; or GAMBIT_SYZYGY_DIR) then adjudicate, and every adjudicated result must be what `fathom` says of the game's
// final position. Fails without fathom (scripts/install-deps --engines); skips only when the tables are absent,
// which no install script provides.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <algorithm>
#include <map>
#include <unistd.h>

#include "e2e_support.hpp"
#include "chess/bitboard.hpp"
#include "chess/game.hpp"
#include "tests/support/run_command.hpp"

using namespace gambit;
using namespace gambit::match::e2e;

namespace {

const char* const Fathom = "/usr/games/fathom";

std::string syzygy_dir() {
    const char* env = std::getenv("GAMBIT_SYZYGY_DIR");
    return env && *env ? env : GAMBIT_SYZYGY_DIR;
}

bool have_tables() {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(syzygy_dir(), ec))
        if (entry.path().extension() == ".rtbw") return true;
    return false;
}

#define REQUIRE_FATHOM_SKIP_WITHOUT_TABLES()                                                              \
    do {                                                                                             \
        ASSERT_EQ(::access(Fathom, X_OK), 0) << Fathom << " is missing (scripts/install-deps --engines)";     \
        if (!have_tables()) GTEST_SKIP() << "no Syzygy tables in " << syzygy_dir();                  \
    } while (0)

// fathom's [WDL "..."] of a position (side to move's view, the FEN's halfmove clock counted): "Win",
// "CursedWin", "Draw", "BlessedLoss" or "Loss"; "" when fathom fails.
std::string fathom_wdl(const std::string& fen) {
    const std::string command = std::string(Fathom) + " --path='" + syzygy_dir() + "' '" + fen + "' 2>/dev/null";
    const std::string out = gambit::test_support::run_command(command).out;
    const std::string tag = "[WDL \"";
    const auto at = out.find(tag);
    if (at == std::string::npos) return "";
    return out.substr(at + tag.size(), out.find('"', at + tag.size()) - at - tag.size());
}

// The result a tablebase verdict gives, from the PGN's side: "1-0", "0-1" or "1/2-1/2".
std::string result_of(const std::string& wdl, bool white_to_move, bool ignore50) {
    const bool wins = wdl == "Win" || (ignore50 && wdl == "CursedWin");
    const bool loses = wdl == "Loss" || (ignore50 && wdl == "BlessedLoss");
    if (!wins && !loses) return "1/2-1/2";
    return wins == white_to_move ? "1-0" : "0-1";
}

struct Checked {
    int adjudicated = 0, agreed = 0, draws = 0, decisive = 0;
    int fifty_move_draws = 0;  // fathom said CursedWin or BlessedLoss (drawn by the fifty-move rule)
    std::string problems;
};

// Replays every game, and for each one adjudicated by the tables compares its result with fathom's.
Checked check_against_fathom(const std::string& pgn, bool ignore50, bool fastchess_rules, int max_pieces) {
    Checked c;
    for (const auto& g : read_pgn_file(pgn)) {
        const std::string reason = g.moves.empty() ? "" : g.comment(g.moves.size() - 1);
        if (reason.find("SyzygyTB") == std::string::npos) continue;
        ++c.adjudicated;
        const std::string id = g.tag("GameId").value_or("?");
        if (g.tag("Termination") != "adjudication") c.problems += "game " + id + ": Termination not adjudication\n";
        auto start = chess::Position::from_fen(g.tag("FEN").value_or(std::string(chess::StartFen)));
        chess::Game game(*start);
        for (const auto& move : g.moves) game.play_san(move.san);
        const chess::Position& end = game.position();
        const std::string fen = end.fen();
        if (chess::popcount(end.pieces()) > max_pieces) c.problems += "game " + id + ": adjudicated with too many pieces: " + fen + "\n";
        if (fastchess_rules && end.halfmove_clock() != 0)
            c.problems += "game " + id + ": fastchess probes only at a zeroed halfmove clock: " + fen + "\n";
        const std::string wdl = fathom_wdl(fen);
        c.fifty_move_draws += wdl == "CursedWin" || wdl == "BlessedLoss";
        const std::string expected = result_of(wdl, end.side_to_move() == chess::White, ignore50);
        if (wdl.empty()) c.problems += "game " + id + ": fathom failed on " + fen + "\n";
        else if (g.result != expected)
            c.problems += "game " + id + ": " + g.result + " but fathom says " + wdl + " for " + fen + "\n";
        else ++c.agreed;
        (g.result == "1/2-1/2" ? c.draws : c.decisive) += 1;
        const bool says_draw = reason.find("Draw by adjudication: SyzygyTB") != std::string::npos;
        const bool says_win = reason.find(" wins by adjudication: SyzygyTB") != std::string::npos;
        if (says_draw != (g.result == "1/2-1/2") || says_win == says_draw)
            c.problems += "game " + id + ": reason '" + reason + "' does not match " + g.result + "\n";
    }
    return c;
}

// One game slot: the fakes' random moves then depend only on their seeds, so the games are the same every run.
std::vector<std::string> match_args(const TempDir& dir, std::vector<std::string> extra,
                                    const std::string& book = "tb5.epd") {
    std::vector<std::string> args{"-engine", "cmd=" + bin("fake-random"), "name=R1", "option.Seed=3",
                                  "-engine", "cmd=" + bin("fake-random"), "name=R2", "option.Seed=4",
                                  "-each", "tc=inf", "nodes=1", "-openings", "file=" + data(book),
                                  "-rounds", "40", "-repeat", "-maxmoves", "150",
                                  "-pgnout", "file=" + dir / "games.pgn", "-results", "file=" + dir / "results.json"};
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

}  // namespace

TEST(TablebaseE2E, FastchessRulesAgreeWithFathom) {
    REQUIRE_FATHOM_SKIP_WITHOUT_TABLES();
    TempDir dir;
    RunResult run = run_match(match_args(dir, {"-tb", syzygy_dir()}), 300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "results.json");
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    const Checked c = check_against_fathom(dir / "games.pgn", false, true, 4);
    EXPECT_EQ(c.problems, "");
    EXPECT_GE(c.adjudicated, 40) << "of 80 games";
    EXPECT_EQ(c.agreed, c.adjudicated);
    EXPECT_GT(c.draws, 0);
    EXPECT_GT(c.decisive, 0);
    EXPECT_EQ(results["terminations"].value("adjudication_tablebase", 0), c.adjudicated) << results["terminations"].dump();
    std::printf("fastchess rules: %d games adjudicated by the tables (%d decisive, %d drawn), %d agree with fathom\n",
                c.adjudicated, c.decisive, c.draws, c.agreed);
}

TEST(TablebaseE2E, CutechessRulesWithIgnore50AgreeWithFathom) {
    REQUIRE_FATHOM_SKIP_WITHOUT_TABLES();
    TempDir dir;
    // cutechess probes the DTZ tables after every engine move, at any halfmove clock.
    RunResult run = run_match(match_args(dir, {"-tb", syzygy_dir(), "-tbignore50", "-adjudication", "cutechess"}), 300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const auto results = read_json(dir / "results.json");
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    const Checked c = check_against_fathom(dir / "games.pgn", true, false, 4);
    EXPECT_EQ(c.problems, "");
    EXPECT_GE(c.adjudicated, 40);
    EXPECT_EQ(c.agreed, c.adjudicated);
    EXPECT_EQ(results["terminations"].value("adjudication_tablebase", 0), c.adjudicated);
    std::printf("cutechess rules, -tbignore50: %d games adjudicated (%d decisive, %d drawn), %d agree with fathom\n",
                c.adjudicated, c.decisive, c.draws, c.agreed);
}

// cutechess probes at any halfmove clock: from 4-piece positions 90 plies into the fifty-move count
// (tests/data/manager/tb4_hmvc90.epd) many wins are drawn by the rule, and the verdicts must say so as
// fathom does for the same FEN and clock. fastchess waits for a capture or pawn move instead.
TEST(TablebaseE2E, CutechessRulesCountTheHalfmoveClock) {
    REQUIRE_FATHOM_SKIP_WITHOUT_TABLES();
    TempDir dir;
    RunResult run = run_match(match_args(dir, {"-tb", syzygy_dir(), "-adjudication", "cutechess"}, "tb4_hmvc90.epd"), 300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const Checked c = check_against_fathom(dir / "games.pgn", false, false, 4);
    EXPECT_EQ(c.problems, "");
    EXPECT_GE(c.adjudicated, 60) << "of 80 games";
    EXPECT_EQ(c.agreed, c.adjudicated);
    EXPECT_GT(c.fifty_move_draws, 0) << "no position where the clock turned a result into a draw";
    std::printf("cutechess rules, halfmove clock 90: %d games adjudicated (%d decisive, %d drawn, %d of them by the "
                "fifty-move rule), %d agree with fathom\n", c.adjudicated, c.decisive, c.draws, c.fifty_move_draws, c.agreed);
    TempDir fast;
    RunResult fastchess = run_match(match_args(fast, {"-tb", syzygy_dir()}, "tb4_hmvc90.epd"), 300);
    ASSERT_EQ(fastchess.exit_code, 0) << fastchess.output;
    const Checked f = check_against_fathom(fast / "games.pgn", false, true, 4);
    EXPECT_EQ(f.problems, "");  // every probe at a zeroed clock
    EXPECT_EQ(f.agreed, f.adjudicated);
    std::printf("fastchess rules, same positions: %d games adjudicated, %d agree with fathom\n", f.adjudicated, f.agreed);
}

TEST(TablebaseE2E, WinLossOnlyAndPieceLimit) {
    REQUIRE_FATHOM_SKIP_WITHOUT_TABLES();
    TempDir dir;
    RunResult run = run_match(match_args(dir, {"-tb", syzygy_dir(), "-tbadjudicate", "WIN_LOSS", "-tbpieces", "3"}), 300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    const Checked c = check_against_fathom(dir / "games.pgn", false, true, 3);
    EXPECT_EQ(c.problems, "");
    EXPECT_GT(c.adjudicated, 0);
    EXPECT_EQ(c.draws, 0) << "WIN_LOSS adjudicates no draw";
    EXPECT_EQ(c.agreed, c.adjudicated);
    std::printf("WIN_LOSS, -tbpieces 3: %d games adjudicated, all decisive, %d agree with fathom\n", c.adjudicated, c.agreed);
}

TEST(TablebaseE2E, AFolderWithoutTablesIsAUsageErrorNamingIt) {
    // The first folder only has to look like one (validation checks for *.rtbw before Fathom loads anything),
    // so the test needs no real tables and runs in any clone.
    TempDir dir;
    std::filesystem::create_directories(dir / "tables");
    std::ofstream(dir / "tables/KQvK.rtbw").put('\0');
    std::filesystem::create_directories(dir / "empty");
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "-engine", "cmd=" + bin("fake-random"), "-each",
                               "nodes=1", "-tb", dir / "tables" + ":" + dir / "empty"});
    EXPECT_EQ(run.exit_code, 2) << run.output;
    EXPECT_NE(run.output.find("-tb: no Syzygy tables (*.rtbw) in '" + dir / "empty" + "'"), std::string::npos) << run.output;
    EXPECT_EQ(std::count(run.output.begin(), run.output.end(), '\n'), 1) << run.output;
}
