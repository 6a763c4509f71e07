// UCI conversations with the real `gambit` binary through pipes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "uci_process.hpp"

namespace {

namespace chess = gambit::chess;

const std::string Binary = std::string(GAMBIT_BINARY_DIR) + "/gambit";

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

int count_prefix(const std::vector<std::string>& lines, const std::string& prefix) {
    return int(std::count_if(lines.begin(), lines.end(), [&](const std::string& l) { return starts_with(l, prefix); }));
}

bool contains(const std::vector<std::string>& lines, const std::string& text) {
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.find(text) != std::string::npos; });
}

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& l : lines) text += l + "\n";
    return text;
}

// The move of a "bestmove X ..." line.
std::string best_of(const std::string& line) {
    const auto first = line.find(' ') + 1;
    return line.substr(first, line.find(' ', first) - first);
}

}  // namespace

TEST(UciE2E, HandshakeListsOptions) {
    UciProcess engine(Binary);
    engine.send("uci");
    const auto lines = engine.read_until("uciok", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back(), "uciok");
    EXPECT_TRUE(starts_with(lines.front(), "id name Gambit"));
    EXPECT_TRUE(contains(lines, "option name Hash type spin default 16 min 1 max"));
    EXPECT_TRUE(contains(lines, "option name Clear Hash type button"));
    EXPECT_TRUE(contains(lines, "option name Move Overhead type spin"));
    EXPECT_TRUE(contains(lines, "option name NodesTime type spin default 0"));
    EXPECT_TRUE(contains(lines, "option name EvalNet type string default <builtin>"));
    EXPECT_TRUE(contains(lines, "option name NullMove type combo default modern var off var fixed var adaptive"));  // + later variants
    EXPECT_TRUE(contains(lines, "option name NullMoveR type spin default 2 min 1 max 4"));
    EXPECT_TRUE(contains(lines, "option name LMR type check default true"));
    EXPECT_TRUE(contains(lines, "option name Futility type check default true"));
    EXPECT_TRUE(contains(lines, "option name UCI_LimitStrength type check default false"));
    EXPECT_TRUE(contains(lines, "option name UCI_Elo type spin default 1320 min 1320 max 3190"));
    // No combo value is a UCI keyword: the engine's own preset is `engine` (and `default` is still read).
    EXPECT_TRUE(contains(lines, "option name Preset type combo default engine var none"));
    EXPECT_FALSE(contains(lines, " var default"));
    engine.send("setoption name Preset value default");
    engine.send("isready");
    EXPECT_EQ(engine.read_line(5000), "readyok");
    engine.send("isready");
    EXPECT_EQ(engine.read_line(5000), "readyok");
    engine.send("quit");
}

TEST(UciE2E, IsreadyIsAnsweredMidSearchAndStopEndsInfinite) {
    UciProcess engine(Binary);
    engine.send("position startpos moves e2e4");
    engine.send("go infinite");
    // No bestmove while the search is infinite.
    const auto early = engine.read_until("bestmove", 400);
    EXPECT_EQ(count_prefix(early, "bestmove"), 0);
    engine.send("isready");
    const auto ready = engine.read_until("readyok", 2000);
    ASSERT_FALSE(ready.empty());
    EXPECT_EQ(ready.back(), "readyok");
    EXPECT_EQ(count_prefix(ready, "bestmove"), 0);
    engine.send("stop");
    const auto after = engine.read_until("bestmove", 3000);
    ASSERT_FALSE(after.empty());
    ASSERT_TRUE(starts_with(after.back(), "bestmove "));
    // The move is legal for Black after 1. e4.
    chess::Position pos;
    chess::Undo undo;
    pos.make_move(chess::parse_uci(pos, "e2e4"), undo);
    EXPECT_TRUE(bool(chess::parse_uci(pos, best_of(after.back()))));
    // Exactly one bestmove: nothing more after another ping.
    engine.send("isready");
    const auto tail = engine.read_until("readyok", 2000);
    EXPECT_EQ(count_prefix(tail, "bestmove"), 0);
    engine.send("quit");
}

TEST(UciE2E, NoLegalMoveGivesBestmoveNone) {
    UciProcess engine(Binary);
    engine.send("position fen rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");  // checkmated
    engine.send("go depth 5");
    auto lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back(), "bestmove (none)");
    EXPECT_TRUE(contains(lines, "info depth 0 score mate 0"));

    engine.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");  // stalemate
    engine.send("go wtime 1000 btime 1000");
    lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back(), "bestmove (none)");
    EXPECT_TRUE(contains(lines, "info depth 0 score cp 0")) << joined(lines);
    engine.send("quit");
}

TEST(UciE2E, IllegalMoveInPositionIsReportedAndIgnored) {
    UciProcess engine(Binary);
    engine.send("position startpos moves e2e4");
    engine.send("position startpos moves e2e4 e7e5 e1e3");  // e1e3 is illegal
    const auto error = engine.read_until("info string error", 2000);
    ASSERT_FALSE(error.empty());
    EXPECT_NE(error.back().find("e1e3"), std::string::npos);
    engine.send("position fen not/a/fen w - - 0 1");
    const auto fen_error = engine.read_until("info string error", 2000);
    ASSERT_FALSE(fen_error.empty());
    EXPECT_NE(fen_error.back().find("FEN"), std::string::npos);
    // The previous position (after 1. e4) still stands: the answer is a Black move.
    engine.send("go depth 3");
    const auto lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    chess::Position pos;
    chess::Undo undo;
    pos.make_move(chess::parse_uci(pos, "e2e4"), undo);
    EXPECT_TRUE(bool(chess::parse_uci(pos, best_of(lines.back())))) << lines.back();
    engine.send("quit");
}

TEST(UciE2E, MalformedCommandsNeverCrash) {
    UciProcess engine(Binary);
    for (const char* garbage :
         {"", "   ", "\t", "xyzzy", "go depth", "go depth x", "go wtime -5 btime -5 movestogo 0", "setoption",
          "setoption name", "setoption name Hash value 0", "setoption name Hash value 99999999999",
          "setoption name NoSuchThing value 3", "setoption name NullMoveR", "position", "position fen",
          "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "position startpos moves", "position startpos moves zzzz",
          "position fen 4k3/8/8/8/8/8/8/4K3 w KQkq e3 0 1", "go searchmoves a1a1 e9e4", "debug", "perft",
          "\x01\x02\xff\xfe", "stop", "ponderhit", "bestmove e2e4", "position startpos moves e2e4\r"}) {
        engine.send(garbage);
    }
    const auto maybe_bestmove = engine.read_until("bestmove", 3000);  // from the `go ...` lines above
    engine.send("isready");
    const auto lines = engine.read_until("readyok", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines.back(), "readyok");
    EXPECT_FALSE(engine.exited());
    engine.send("position startpos");
    engine.send("go depth 2");
    const auto search = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(search.empty());
    EXPECT_TRUE(starts_with(search.back(), "bestmove "));
    engine.send("quit");
}

TEST(UciE2E, SetoptionIsCaseInsensitiveAndNamesMayHaveSpaces) {
    UciProcess engine(Binary);
    engine.send("setoption name nullmove value FIXED");
    engine.send("setoption name NULLMOVER value 3");
    engine.send("setoption name lmr value false");
    engine.send("setoption name move overhead value 10");
    engine.send("setoption name clear hash");
    engine.send("setoption name hash value 8");
    engine.send("position startpos");
    engine.send("go depth 2");
    const auto lines = engine.read_until("bestmove", 5000);
    EXPECT_FALSE(contains(lines, "info string error"));
    EXPECT_TRUE(contains(lines, "NullMove=fixed"));
    EXPECT_TRUE(contains(lines, "NullMoveR=3"));
    EXPECT_TRUE(contains(lines, "LMR=false"));
    engine.send("quit");
}

TEST(UciE2E, AnUnreadableEvalNetIsReportedAndTheEvaluationStays) {
    UciProcess engine(Binary);
    engine.send("setoption name EvalNet value /nonexistent/net.bin");
    engine.send("position startpos");
    engine.send("go depth 3");
    const auto lines = engine.read_until("bestmove", 5000);
    EXPECT_TRUE(contains(lines, "info string error: EvalNet: /nonexistent/net.bin: cannot open")) << joined(lines);
    EXPECT_TRUE(starts_with(lines.back(), "bestmove "));
    engine.send("setoption name EvalNet value <empty>");
    engine.send("isready");
    EXPECT_EQ(engine.read_line(5000), "readyok");
    engine.send("quit");
}

// The network linked into the binary is there without a file, and the search sees it.
TEST(UciE2E, TheBuiltinNetworkLoadsWithoutAFileAndChangesTheSearch) {
    UciProcess engine(Binary);
    const auto depth_line = [&](const std::string& net) {
        engine.send("setoption name EvalNet value " + net);
        engine.send("ucinewgame");
        engine.send("position startpos moves e2e4 c7c5 g1f3");
        engine.send("go depth 7");
        const auto lines = engine.read_until("bestmove", 10000);
        EXPECT_EQ(count_prefix(lines, "info string error"), 0) << joined(lines);
        for (const std::string& line : lines)
            if (starts_with(line, "info depth 7 ")) {  // nodes and the PV: the rest depends on the clock
                const std::size_t nodes = line.find(" nodes "), nps = line.find(" nps "), pv = line.find(" pv ");
                return line.substr(nodes, nps - nodes) + line.substr(pv);
            }
        ADD_FAILURE() << joined(lines);
        return std::string();
    };
    const std::string weights = depth_line("<empty>");
    const std::string network = depth_line("<builtin>");
    EXPECT_NE(network, weights);
    EXPECT_EQ(depth_line("<empty>"), weights);
    engine.send("quit");
}

TEST(UciE2E, PonderWaitsForPonderhit) {
    UciProcess engine(Binary);
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go ponder wtime 2000 btime 2000 winc 10 binc 10");
    const auto early = engine.read_until("bestmove", 500);
    EXPECT_EQ(count_prefix(early, "bestmove"), 0);
    engine.send("ponderhit");
    const auto lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(starts_with(lines.back(), "bestmove "));
    engine.send("quit");
}

// "bestmove X ponder Y": Y must be a legal reply to X (and the Ponder option is accepted as the spec names it).
static std::string legal_ponder_reply(const std::string& bestmove_line, const std::string& fen = std::string(chess::StartFen)) {
    std::istringstream words(bestmove_line);
    std::string word, best, ponder;
    words >> word >> best >> word >> ponder;
    if (word != "ponder") return "no ponder move in '" + bestmove_line + "'";
    auto pos = chess::Position::from_fen(fen);
    const chess::Move m = chess::parse_uci(*pos, best);
    if (!m) return "illegal best move in '" + bestmove_line + "'";
    chess::Undo undo;
    pos->make_move(m, undo);
    if (!chess::parse_uci(*pos, ponder)) return "illegal ponder move in '" + bestmove_line + "'";
    return "";
}

TEST(UciE2E, PonderOptionAndAPonderMoveWithEveryBestmove) {
    UciProcess engine(Binary);
    engine.send("uci");
    const auto handshake = engine.read_until("uciok", 5000);
    EXPECT_TRUE(contains(handshake, "option name Ponder type check default false"));
    engine.send("setoption name Ponder value true");
    engine.send("isready");
    const auto ready = engine.read_until("readyok", 5000);
    EXPECT_EQ(count_prefix(ready, "info string error"), 0) << joined(ready);
    for (const char* go : {"go depth 6", "go nodes 20000", "go depth 9"}) {
        engine.send("position startpos");
        engine.send(go);
        const auto lines = engine.read_until("bestmove", 10000);
        ASSERT_FALSE(lines.empty()) << go;
        EXPECT_EQ(legal_ponder_reply(lines.back()), "") << go;
    }
    engine.send("quit");
}

// A ponder search that has finished (its depth limit) still holds its bestmove until ponderhit. No timing:
// the last iteration's info line has come and the isready behind it has been answered, with no bestmove.
TEST(UciE2E, PonderHoldsTheBestmoveUntilPonderhitEvenWhenTheSearchIsDone) {
    UciProcess engine(Binary);
    engine.send("setoption name Ponder value true");
    engine.send("position startpos moves e2e4");
    engine.send("go ponder depth 5 wtime 100 btime 100");
    const auto search = engine.read_until("info depth 5 ", 10000);
    ASSERT_FALSE(search.empty());
    EXPECT_TRUE(starts_with(search.back(), "info depth 5 ")) << joined(search);
    engine.send("isready");
    const auto ready = engine.read_until("readyok", 5000);
    ASSERT_FALSE(ready.empty());
    EXPECT_EQ(ready.back(), "readyok");
    EXPECT_EQ(count_prefix(ready, "bestmove"), 0) << joined(ready);
    engine.send("ponderhit");
    const auto lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(legal_ponder_reply(lines.back(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "");
    // The engine is idle again: a stray ponderhit or stop changes nothing, and the next go answers.
    engine.send("ponderhit");
    engine.send("stop");
    engine.send("go depth 2");
    const auto next = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(next.empty());
    EXPECT_EQ(count_prefix(next, "bestmove"), 1);
    engine.send("quit");
}

// `stop` ends a ponder search (the opponent played another move): one bestmove, with a ponder move.
TEST(UciE2E, StopEndsAPonderSearchWithABestmove) {
    UciProcess engine(Binary);
    engine.send("position startpos moves d2d4");
    engine.send("go ponder wtime 60000 btime 60000 winc 1000 binc 1000");
    const auto search = engine.read_until("info depth 3 ", 10000);
    ASSERT_FALSE(search.empty());
    EXPECT_EQ(count_prefix(search, "bestmove"), 0);
    engine.send("stop");
    const auto lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(legal_ponder_reply(lines.back(), "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"), "");
    engine.send("isready");
    const auto ready = engine.read_until("readyok", 5000);
    EXPECT_EQ(count_prefix(ready, "bestmove"), 0) << "one bestmove per go: " << joined(ready);
    engine.send("quit");
}

TEST(UciE2E, GoWithLimitsAndPerft) {
    UciProcess engine(Binary);
    engine.send("position startpos");
    engine.send("go perft 3");
    const auto perft = engine.read_until("Nodes searched", 10000);
    ASSERT_FALSE(perft.empty());
    EXPECT_EQ(perft.back(), "Nodes searched: 8902");
    engine.send("go nodes 5000");
    auto lines = engine.read_until("bestmove", 10000);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(starts_with(lines.back(), "bestmove "));
    engine.send("go movetime 200");
    lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(starts_with(lines.back(), "bestmove "));
    EXPECT_TRUE(contains(lines, " pv "));
    // The last info line, right before bestmove, counts the whole search: all the time of a movetime, every
    // node of a node limit.
    ASSERT_GE(lines.size(), 2u);
    const auto field = [](const std::string& line, const std::string& name) {
        const auto at = line.find(" " + name + " ");
        return at == std::string::npos ? -1L : std::stol(line.substr(at + name.size() + 2));
    };
    EXPECT_GE(field(lines[lines.size() - 2], "time"), 150) << joined(lines);
    EXPECT_EQ(best_of(lines.back()), lines[lines.size() - 2].substr(lines[lines.size() - 2].find(" pv ") + 4, 4));
    engine.send("go nodes 1000");
    lines = engine.read_until("bestmove", 10000);
    ASSERT_GE(lines.size(), 2u);
    const long nodes = field(lines[lines.size() - 2], "nodes");
    EXPECT_GE(nodes, 1000) << joined(lines);
    EXPECT_LE(nodes, 1010) << joined(lines);
    EXPECT_NE(lines[lines.size() - 2].find(" nps "), std::string::npos);
    engine.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    engine.send("go mate 1");
    lines = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(best_of(lines.back()), "d1d8") << joined(lines);
    EXPECT_TRUE(contains(lines, "score mate 1"));
    engine.send("quit");
}

TEST(UciE2E, MultiPvReportsEveryLineWithItsRank) {
    UciProcess engine(Binary);
    engine.send("uci");
    const auto options = engine.read_until("uciok", 5000);
    EXPECT_TRUE(contains(options, "option name MultiPV type spin default 1 min 1 max 256"));
    engine.send("setoption name MultiPV value 3");
    engine.send("position startpos");
    engine.send("go depth 6");
    const auto lines = engine.read_until("bestmove", 10000);
    EXPECT_TRUE(contains(lines, "info depth 6 seldepth"));
    for (const std::string rank : {"1", "2", "3"}) EXPECT_TRUE(contains(lines, " multipv " + rank + " score ")) << rank;
    EXPECT_FALSE(contains(lines, " multipv 4 "));
    engine.send("setoption name MultiPV value 0");
    engine.send("isready");
    const auto answer = engine.read_until("readyok", 5000);
    EXPECT_TRUE(contains(answer, "info string error: invalid value '0' for option MultiPV"));
    engine.send("quit");
}

TEST(UciE2E, TwoThreadsAnswerWithALegalMove) {
    UciProcess engine(Binary);
    engine.send("uci");
    EXPECT_TRUE(contains(engine.read_until("uciok", 5000), "option name Threads type spin default 1 min 1 max 256"));
    engine.send("setoption name Threads value 2");
    engine.send("position startpos moves e2e4");
    engine.send("go nodes 20000");
    const auto lines = engine.read_until("bestmove", 10000);
    ASSERT_FALSE(lines.empty());
    const chess::Position after_e4 = *chess::Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_TRUE(bool(chess::parse_uci(after_e4, best_of(lines.back())))) << joined(lines);
    EXPECT_FALSE(contains(lines, "error")) << joined(lines);
    engine.send("quit");
}

// Skipped without the 3-4-piece tables (GAMBIT_SYZYGY or /work/shared/data/syzygy).
TEST(UciE2E, SyzygyPathLoadsTablesAndInfoCountsTbhits) {
    const char* env = std::getenv("GAMBIT_SYZYGY");
    const std::string folder = env ? env : "/work/shared/data/syzygy";
    if (!std::ifstream(folder + "/KQvK.rtbw")) GTEST_SKIP() << "no Syzygy tables in " << folder;
    UciProcess engine(Binary);
    engine.send("uci");
    const auto options = engine.read_until("uciok", 5000);
    EXPECT_TRUE(contains(options, "option name SyzygyPath type string default <empty>"));
    EXPECT_TRUE(contains(options, "option name SyzygyProbeDepth type spin default 1 min 1 max 100"));
    EXPECT_TRUE(contains(options, "option name Syzygy50MoveRule type check default true"));
    EXPECT_TRUE(contains(options, "option name SyzygyProbeLimit type spin default 7 min 0 max 7"));
    engine.send("setoption name SyzygyPath value " + folder);
    engine.send("isready");
    EXPECT_TRUE(contains(engine.read_until("readyok", 10000), "info string Syzygy: tables of up to 4 pieces"));
    engine.send("position fen 4k3/8/4K3/4P3/8/8/8/8 w - - 0 1");  // won only by the opposition's rule
    engine.send("go depth 6");
    const auto lines = engine.read_until("bestmove", 10000);
    ASSERT_FALSE(lines.empty());
    EXPECT_TRUE(contains(lines, " tbhits ")) << joined(lines);
    EXPECT_FALSE(contains(lines, "score cp 0 ")) << joined(lines);
    engine.send("setoption name SyzygyPath value /nonexistent");
    engine.send("isready");
    EXPECT_TRUE(contains(engine.read_until("readyok", 5000), "info string error: SyzygyPath"));
    engine.send("quit");
}

TEST(UciE2E, GoDuringASearchStillGivesOneBestmovePerGo) {
    UciProcess engine(Binary);
    engine.send("position startpos");
    engine.send("go infinite");
    engine.send("go depth 3");  // a GUI error: ends the infinite search first
    const auto first = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(first.empty());
    EXPECT_TRUE(starts_with(first.back(), "bestmove "));
    const auto second = engine.read_until("bestmove", 5000);
    ASSERT_FALSE(second.empty());
    EXPECT_TRUE(starts_with(second.back(), "bestmove "));
    // Idle again: options are accepted.
    engine.send("setoption name NullMoveR value 3");
    engine.send("isready");
    const auto ready = engine.read_until("readyok", 3000);
    EXPECT_FALSE(contains(ready, "info string error"));
    EXPECT_EQ(count_prefix(ready, "bestmove"), 0);
    engine.send("quit");
}

TEST(UciE2E, EndOfInputExitsCleanly) {
    UciProcess engine(Binary);
    engine.send("go infinite");
    engine.close_input();
    const auto lines = engine.read_until("bestmove", 5000);
    for (int i = 0; i < 100 && !engine.exited(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_TRUE(engine.exited());
}

TEST(BenchE2E, LastTwoLinesAreNodesAndSpeed) {
    UciProcess bench(Binary, {"bench", "4"});
    std::vector<std::string> lines;
    while (auto line = bench.read_line(20000)) lines.push_back(*line);
    ASSERT_GE(lines.size(), 32u);
    EXPECT_TRUE(starts_with(lines[lines.size() - 2], "Nodes searched: "));
    EXPECT_TRUE(starts_with(lines[lines.size() - 1], "Nodes/second: "));
    EXPECT_EQ(count_prefix(lines, "Position "), 41);
}

TEST(UciE2E, Chess960CastlingIsKingTakesRook) {
    UciProcess engine(Binary);
    engine.send("uci");
    EXPECT_TRUE(contains(engine.read_until("uciok", 5000), "option name UCI_Chess960 type check default false"));
    // Without the option a Chess960 FEN is refused, and the error says why.
    engine.send("position fen 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/R1K2R2 w FAgb - 0 1");
    const auto refused = engine.read_until("info string error", 2000);
    ASSERT_FALSE(refused.empty());
    EXPECT_NE(refused.back().find("UCI_Chess960"), std::string::npos) << refused.back();

    engine.send("setoption name UCI_Chess960 value true");
    engine.send("position fen 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/R1K2R2 w FAgb - 0 1");
    engine.send("go perft 1");
    const auto perft = engine.read_until("Nodes searched", 5000);
    EXPECT_TRUE(contains(perft, "c1a1: 1")) << joined(perft);  // queen side: the king stays on c1
    EXPECT_TRUE(contains(perft, "c1f1: 1")) << joined(perft);  // king side: the king goes to g1
    // Castling as the moves of `position`, with the black king taking its b8 rook.
    engine.send("position fen 1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/R1K2R2 w FAgb - 0 1 moves c1a1 e8b8");
    engine.send("d");
    EXPECT_TRUE(contains(engine.read_until("Legal moves", 2000), "Fen: 2kr2r1/pppppppp/8/8/8/8/PPPPPPPP/2KR1R2 w - - 2 2"));
    // The only mate is castling queen side (the rook jumps the king to d1); played and printed as b1a1.
    engine.send("position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1");
    engine.send("go depth 4");
    const auto lines = engine.read_until("bestmove", 10000);
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(best_of(lines.back()), "b1a1") << joined(lines);
    EXPECT_TRUE(contains(lines, "score mate 1")) << joined(lines);
    engine.send("quit");
}
