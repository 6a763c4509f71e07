// gambit-match end to end: real processes, real files.
#include <gtest/gtest.h>

#include <map>
#include <regex>

#include "e2e_support.hpp"

using namespace gambit::match::e2e;

namespace {

std::vector<std::string> fakes(const std::string& tc_key, const std::string& tc) {
    return {"-engine", "cmd=" + bin("fake-random"), "name=R1", "option.Seed=1",
            "-engine", "cmd=" + bin("fake-random"), "name=R2", "option.Seed=2", "-each", tc_key + "=" + tc};
}

// Each move's comments, one entry per move.
std::vector<std::string> comments_of(const gambit::chess::PgnGame& game) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < game.moves.size(); ++i) out.push_back(game.comment(i));
    return out;
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

}  // namespace

TEST(MatchE2E, EpdOpeningsRepeatConcurrency) {
    TempDir dir;
    RunResult run = run_match(fakes("nodes", "100") + std::vector<std::string>{
        "-rounds", "12", "-repeat", "-concurrency", "2", "-openings", "file=" + data("openings.epd"),
        "-pgnout", "file=" + dir / "games.pgn", "-results", "file=" + dir / "results.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "results.json");
    EXPECT_EQ(results["games_planned"], 24);
    EXPECT_EQ(results["games_played"], 24);
    EXPECT_EQ(results["status"], "finished");
    EXPECT_EQ(check_consistency(dir / "games.pgn", results), "");
    // Pentanomial pairs: all 12 pairs complete.
    int pairs = 0;
    for (int n : results["pairs"][0]["penta"]) pairs += n;
    EXPECT_EQ(pairs, 12);
    // Both games of a pair start from the same EPD position with colours reversed.
    auto games = read_pgn_file(dir / "games.pgn");
    std::map<int, gambit::chess::PgnGame> by_id;
    for (const auto& g : games) by_id[std::stoi(*g.tag("GameId"))] = g;
    for (int id = 1; id <= 24; id += 2) {
        EXPECT_EQ(by_id[id].tag("FEN"), by_id[id + 1].tag("FEN"));
        EXPECT_EQ(by_id[id].tag("White"), by_id[id + 1].tag("Black"));
        EXPECT_EQ(by_id[id].tag("SetUp"), "1");
    }
    EXPECT_NE(run.output.find("Penta | ["), std::string::npos);
    EXPECT_NE(run.output.find("Games | N: 24"), std::string::npos);
}

TEST(MatchE2E, PgnOpeningsAreReplayedAsBookMoves) {
    TempDir dir;
    RunResult run = run_match(fakes("tc", "2+0.05") + std::vector<std::string>{
        "-rounds", "3", "-repeat", "-openings", "file=" + data("openings.pgn"), "plies=4",
        "-pgnout", "file=" + dir / "games.pgn", "-results", "file=" + dir / "results.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_EQ(check_consistency(dir / "games.pgn", read_json(dir / "results.json")), "");
    auto games = read_pgn_file(dir / "games.pgn");
    ASSERT_EQ(games.size(), 6u);
    std::map<int, gambit::chess::PgnGame> by_id;
    for (const auto& g : games) by_id[std::stoi(*g.tag("GameId"))] = g;
    EXPECT_EQ(by_id[1].moves[0].san, "e4");
    EXPECT_EQ(by_id[1].moves[3].san, "Nc6");
    EXPECT_EQ(by_id[1].comment(3), "book");
    EXPECT_NE(by_id[1].comment(4), "book");
    EXPECT_EQ(by_id[5].tag("FEN"), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    EXPECT_EQ(by_id[5].tag("TimeControl"), "2+0.05");
    // Each engine move carries the mover's clock: never above the start plus one increment, and a side's
    // clock grows by at most the increment from one of its moves to the next.
    const std::regex clk(R"(\[%clk 0:00:(\d\d)\.(\d\d\d)\])");
    long last_ms[2] = {2050, 2050};
    int clocks = 0;
    for (std::size_t i = 4; i < by_id[1].moves.size(); ++i) {
        const std::string comment = by_id[1].comment(i);
        std::smatch m;
        if (!std::regex_search(comment, m, clk)) continue;
        const long left_ms = std::stol(m[1]) * 1000 + std::stol(m[2]);
        EXPECT_GT(left_ms, 0) << by_id[1].comment(i);
        EXPECT_LE(left_ms, last_ms[i % 2] + 50) << by_id[1].comment(i);
        last_ms[i % 2] = left_ms;
        ++clocks;
    }
    EXPECT_GE(clocks, 2) << by_id[1].comment(4);
}

TEST(MatchE2E, BadOpeningFileStopsBeforeTheFirstGame) {
    TempDir dir;
    RunResult run = run_match(fakes("nodes", "10") + std::vector<std::string>{
        "-openings", "file=" + data("bad.epd"), "-pgnout", "file=" + dir / "games.pgn"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.output.find("bad.epd:2:"), std::string::npos) << run.output;
    EXPECT_FALSE(std::filesystem::exists(dir / "games.pgn"));
}

TEST(MatchE2E, UsageErrorsExitTwo) {
    RunResult run = run_match({"-engine", "cmd=x", "-bogus"});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.output.find("unknown flag '-bogus'"), std::string::npos) << run.output;
}

TEST(MatchE2E, ConfigFileAndDumpConfigAgree) {
    TempDir dir;
    RunResult dump = run_match(fakes("nodes", "50") + std::vector<std::string>{"-rounds", "2", "-repeat",
                                                                        "-dump-config", "file=" + dir / "c.json"});
    ASSERT_EQ(dump.exit_code, 0) << dump.output;
    RunResult run = run_match({"-config", "file=" + dir / "c.json", "-rounds", "3", "-results", "file=" + dir / "r.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_EQ(read_json(dir / "r.json")["games_played"], 6);  // -rounds on the command line wins
}

TEST(MatchE2E, RoundRobinOfThree) {
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + bin("fake-random"), "name=A", "-engine", "cmd=" + bin("fake-random"),
                         "name=B", "option.Seed=5", "-engine", "cmd=" + bin("fake-random"), "name=C", "option.Seed=9",
                         "-each", "nodes=10", "-tournament", "round-robin", "-rounds", "2", "-repeat",
                         "-concurrency", "2", "-pgnout", "file=" + dir / "g.pgn", "-results", "file=" + dir / "r.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["games_played"], 12);
    EXPECT_EQ(results["pairs"].size(), 3u);
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
}

TEST(MatchE2E, SprtStopsEarlyAgainstAStrongerEngine) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    const std::string strong = have_stockfish() ? stockfish_path() : bin("gambit");
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + strong, "name=Strong", "-engine", "cmd=" + bin("fake-random"),
                         "name=Random", "-each", "nodes=300", "-rounds", "500", "-repeat", "-concurrency", "2",
                         "-openings", "file=" + data("openings.epd"), "-sprt", "elo0=0", "elo1=50",
                         "-results", "file=" + dir / "r.json", "-pgnout", "file=" + dir / "g.pgn"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["status"], "sprt_stopped");
    EXPECT_EQ(results["pairs"][0]["sprt"]["result"], "H1");
    EXPECT_LT(results["games_played"].get<int>(), 200);
    EXPECT_EQ(results["sprt_params"]["elo1"], 50.0);
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
    EXPECT_NE(run.output.find("LLR   | "), std::string::npos);
}

TEST(MatchE2E, StockfishPlaysACompleteMatch) {
    ASSERT_TRUE(have_stockfish()) << stockfish_path() << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    TempDir dir;
    RunResult run = run_match({"-engine", "cmd=" + std::string(stockfish_path()), "name=SF", "option.Hash=16",
                         "option.Threads=1", "-engine", "cmd=" + bin("fake-random"), "name=Random", "-each",
                         "tc=inf", "nodes=500", "-rounds", "2", "-repeat", "-pgnout", "file=" + dir / "g.pgn",
                         "-results", "file=" + dir / "r.json"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["games_played"], 4);
    EXPECT_EQ(results["pairs"][0]["wins"], 4);
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
    auto games = read_pgn_file(dir / "g.pgn");
    // Stockfish's info lines reach the comments: "{+1.23/9 0.012s}".
    EXPECT_NE(games[0].comment(0).find('/'), std::string::npos) << games[0].comment(0);
}

// gambit against itself in two configurations, fixed nodes: deterministic, so two runs play the same moves.
TEST(MatchE2E, GambitVsGambitIsDeterministicAtFixedNodes) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    auto play = [](const TempDir& dir, const std::string& book) {
        return run_match({"-engine", "cmd=" + bin("gambit"), "name=Default", "-engine", "cmd=" + bin("gambit"),
                          "name=NoNull", "option.NullMove=off", "-each", "tc=inf", "nodes=3000", "option.Hash=8",
                          "-rounds", "2", "-repeat", "-concurrency", "2", "-maxmoves", "60", "-openings",
                          "file=" + data(book), "-pgnout", "file=" + dir / "g.pgn", "-results",
                          "file=" + dir / "r.json"});
    };
    for (const std::string book : {"openings.epd", "openings.pgn"}) {
        TempDir first, second;
        RunResult a = play(first, book), b = play(second, book);
        ASSERT_EQ(a.exit_code, 0) << a.output;
        ASSERT_EQ(b.exit_code, 0) << b.output;
        EXPECT_EQ(check_consistency(first / "g.pgn", read_json(first / "r.json")), "");
        std::map<std::string, std::vector<std::string>> moves_a, moves_b;
        for (const auto& g : read_pgn_file(first / "g.pgn")) moves_a[*g.tag("GameId")] = g.sans();
        for (const auto& g : read_pgn_file(second / "g.pgn")) moves_b[*g.tag("GameId")] = g.sans();
        EXPECT_EQ(moves_a.size(), 4u);
        EXPECT_EQ(moves_a, moves_b) << book;
    }
}

// nodestime: the clock runs on the nodes each engine reports, and gambit's NodesTime counts the same way,
// so a timed match replays move for move and millisecond for millisecond (the clock comments), which a
// wall clock never does.
TEST(MatchE2E, ClockOnNodesReplaysATimedMatchExactly) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    auto play = [](const TempDir& dir) {
        return run_match({"-engine", "cmd=" + bin("gambit"), "name=Default", "-engine", "cmd=" + bin("gambit"),
                          "name=NoNull", "option.NullMove=off", "-each", "tc=1+0.01", "nodestime=200",
                          "option.NodesTime=200", "option.Hash=8", "-rounds", "1", "-repeat", "-concurrency", "2",
                          "-maxmoves", "40", "-openings", "file=" + data("openings.epd"), "-pgnout",
                          "file=" + dir / "g.pgn", "-results", "file=" + dir / "r.json"});
    };
    TempDir first, second;
    RunResult a = play(first), b = play(second);
    ASSERT_EQ(a.exit_code, 0) << a.output;
    ASSERT_EQ(b.exit_code, 0) << b.output;
    EXPECT_EQ(check_consistency(first / "g.pgn", read_json(first / "r.json")), "");
    std::map<std::string, std::vector<std::string>> moves_a, moves_b, comments_a, comments_b;
    for (const auto& g : read_pgn_file(first / "g.pgn")) moves_a[*g.tag("GameId")] = g.sans(), comments_a[*g.tag("GameId")] = comments_of(g);
    for (const auto& g : read_pgn_file(second / "g.pgn")) moves_b[*g.tag("GameId")] = g.sans(), comments_b[*g.tag("GameId")] = comments_of(g);
    ASSERT_EQ(moves_a.size(), 2u);
    EXPECT_EQ(moves_a, moves_b);
    EXPECT_EQ(comments_a, comments_b);  // scores, depths, times and clocks
    EXPECT_NE(comments_a.begin()->second.front().find("[%clk"), std::string::npos);
    EXPECT_NE(a.output.find("nodestime=200"), std::string::npos) << a.output;
}

// gambit against every Debian engine that is installed (scripts/install-deps --engines installs them), at a
// fixed time per move (Toga II uses all of it, hence the margin): every game ends by the rules of chess or by
// the move limit, never by a crash, stall, illegal move or forfeit, and the PGN replays.
TEST(MatchE2E, DebianEnginesInteroperate) {
    ASSERT_TRUE(have_gambit()) << bin("gambit") << " is missing: CMake builds it beside gambit-match (a wrong path must fail, not skip)";
    struct Opponent {
        std::string path;
        std::vector<std::string> settings;
    };
    const std::vector<Opponent> known = {
        {"/usr/games/glaurung", {"name=Glaurung", "option.Threads=1", "option.Ponder=false", "option.OwnBook=false"}},
        {"/usr/games/toga2", {"name=Toga2", "option.OwnBook=false"}},
        {"/usr/games/ethereal-chess", {"name=Ethereal", "option.Threads=1"}},
        {"/usr/games/gnuchess", {"name=GNUChess", "arg=--uci", "option.OwnBook=false"}},
    };
    std::vector<std::string> args = {"-engine", "cmd=" + bin("gambit"), "name=gambit"};
    int opponents = 0;
    for (const Opponent& o : known) {
        if (::access(o.path.c_str(), X_OK) != 0) continue;
        args.insert(args.end(), {"-engine", "cmd=" + o.path});
        args.insert(args.end(), o.settings.begin(), o.settings.end());
        ++opponents;
    }
    ASSERT_GT(opponents, 0) << "no Debian engine found: scripts/install-deps --engines installs them, as scripts/test does";
    TempDir dir;
    args = args + std::vector<std::string>{"-each", "st=0.03", "timemargin=1000", "option.Hash=16", "-tournament",
                                           "gauntlet", "-rounds", "1", "-repeat", "-concurrency", "2", "-maxmoves", "40",
                                           "-openings", "file=" + data("openings.epd"), "-pgnout",
                                           "file=" + dir / "g.pgn", "-results", "file=" + dir / "r.json"};
    RunResult run = run_match(args, 300);
    ASSERT_EQ(run.exit_code, 0) << run.output;
    auto results = read_json(dir / "r.json");
    EXPECT_EQ(results["games_played"], 2 * opponents);
    EXPECT_EQ(results["pairs"].size(), std::size_t(opponents));
    for (const std::string failure : {"time_forfeit", "crash", "stall", "illegal_move"})
        EXPECT_FALSE(results["terminations"].contains(failure)) << failure << "\n" << results["terminations"].dump();
    EXPECT_EQ(check_consistency(dir / "g.pgn", results), "");
}
