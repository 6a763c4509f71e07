#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "chess/game.hpp"
#include "chess/notation.hpp"
#include "manager/output/atomic_file.hpp"
#include "manager/game/play_game.hpp"
#include "manager/output/pgn_writer.hpp"
#include "manager/tournament/run_state.hpp"
#include "chess/pgn/pgn.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit::match;

namespace {

GameRecord sample(const std::string& fen, const std::vector<std::string>& uci, int book_moves) {
    GameRecord g;
    g.id = 6;
    g.round = 3;
    g.white_name = "Alpha \"A\"";
    g.black_name = "Beta";
    g.start_fen = fen;
    g.date = "2026.11.22";
    g.time = "17:00:00";
    g.white_tc = g.black_tc = "10+0.1";
    g.result = GameResult::WhiteWins;
    g.termination = Termination::TimeForfeit;
    g.reason = "Black loses on time";
    auto pos = gambit::chess::Position::from_fen(fen);
    gambit::chess::Game game(*pos);
    int i = 0;
    for (const auto& u : uci) {
        MoveRecord m;
        m.uci = u;
        auto move = gambit::chess::parse_uci(game.position(), u);
        m.san = gambit::chess::to_san(game.position(), move);
        game.play(move);
        m.book = i++ < book_moves;
        m.score = Score{Score::Kind::Cp, 31};
        m.depth = 12;
        m.time_ms = 154;
        g.moves.push_back(m);
    }
    return g;
}

}  // namespace

TEST(PgnWriter, MoveCommentShape) {
    MoveRecord m;
    m.score = Score{Score::Kind::Cp, 31};
    m.depth = 12;
    m.time_ms = 154;
    EXPECT_EQ(move_comment(m), "+0.31/12 0.154s");
    m.score = Score{Score::Kind::Mate, -3};
    EXPECT_EQ(move_comment(m), "-M3/12 0.154s");
    m.score.reset();
    EXPECT_EQ(move_comment(m), "0.154s");
    m.clock_ms = 9846;  // a timed move ends with the PGN clock command
    EXPECT_EQ(move_comment(m), "0.154s [%clk 0:00:09.846]");
    m.clock_ms = 3723004;
    EXPECT_EQ(move_comment(m), "0.154s [%clk 1:02:03.004]");
    m.book = true;  // an opening move
    EXPECT_EQ(move_comment(m), "book");
}

TEST(PgnWriter, TbhitsGoBeforeThePvAndTheClock) {
    MoveRecord m;
    m.score = Score{Score::Kind::Cp, 31};
    m.depth = 12, m.time_ms = 154, m.clock_ms = 9846, m.tbhits = 42;
    m.pv = {"e2e4", "e7e5"};
    PgnSettings pgn;
    pgn.tbhits = true, pgn.pv = true;
    EXPECT_EQ(move_comment(m, pgn), "+0.31/12 0.154s, tbhits=42, pv=\"e2e4 e7e5\" [%clk 0:00:09.846]");
    m.tbhits.reset();  // an engine that sends none: 0, as fastchess writes it
    pgn.pv = false;
    EXPECT_EQ(move_comment(m, pgn), "+0.31/12 0.154s, tbhits=0 [%clk 0:00:09.846]");
    m.book = true;
    EXPECT_EQ(move_comment(m, pgn), "book");
}

TEST(PgnWriter, ReadBackByTheProjectsParser) {
    const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3";
    auto g = sample(fen, {"g8f6", "d2d3", "f8c5", "c2c3", "e8g8"}, 1);
    std::istringstream in(format_pgn(g, "Test"));
    auto games = gambit::chess::read_pgn(in);
    ASSERT_EQ(games.size(), 1u);
    const auto& p = games[0];
    EXPECT_EQ(p.tag("White").value(), "Alpha \"A\"");
    EXPECT_EQ(p.tag("Result").value(), "1-0");
    EXPECT_EQ(p.tag("FEN").value(), fen);
    EXPECT_EQ(p.tag("SetUp").value(), "1");
    EXPECT_EQ(p.tag("Round").value(), "4");
    EXPECT_EQ(p.tag("TimeControl").value(), "10+0.1");
    EXPECT_EQ(p.tag("Termination").value(), "time forfeit");
    EXPECT_EQ(p.tag("PlyCount").value(), "5");
    EXPECT_EQ(p.result, "1-0");
    ASSERT_EQ(p.moves.size(), 5u);
    EXPECT_EQ(p.moves[0].san, "Nf6");
    EXPECT_EQ(p.moves[4].san, "O-O");
    EXPECT_EQ(p.moves[0].comments, std::vector<std::string>{"book"});
    EXPECT_EQ(p.moves[1].comments, std::vector<std::string>{"+0.31/12 0.154s"});
    // Black moves first: the movetext starts with "3...".
    EXPECT_NE(format_pgn(g, "Test").find("\n\n3... Nf6 {book} 4. d3"), std::string::npos);
}

TEST(PgnWriter, StandardStartHasNoFenAndResumeCutsTheFile) {
    auto g = sample(std::string(gambit::chess::StartFen), {"e2e4", "e7e5"}, 0);
    const std::string text = format_pgn(g, "Test");
    EXPECT_EQ(text.find("[FEN"), std::string::npos);

    const gambit::test_support::TempDir dir("gambit-pgn-test");
    const auto path = dir.path() / "games.pgn";
    std::int64_t after_one = 0;
    {
        PgnWriter w(path.string(), -1);
        w.append(g, "Test");
        after_one = w.size();
        w.append(g, "Test");
    }
    {
        PgnWriter w(path.string(), after_one);  // resume from a checkpoint that knew one game
        EXPECT_EQ(w.size(), after_one);
    }
    std::ifstream in(path);
    EXPECT_EQ(gambit::chess::read_pgn(in).size(), 1u);
}

TEST(RunState, SavedStateLoadsBackAndRefusesAnotherFormat) {
    RunState s;
    s.match_id = "abc";
    s.seed = 123456789012345ULL;
    s.games_planned = 10;
    s.pgn_bytes = 4242;
    s.config = {{"rounds", 5}};
    FinishedGame f;
    f.id = 3, f.pair = 1, f.white = 1, f.black = 0, f.result = GameResult::BlackWins;
    f.termination = Termination::IllegalMove, f.plies = 57, f.garbage_lines[1] = 4;
    s.finished.push_back(f);
    const gambit::test_support::TempDir dir("gambit-state-test");
    const auto path = dir.path() / "state.json";
    {
        std::ofstream out(path);
        out << state_to_text(s);
    }
    RunState back = load_state(path.string());
    EXPECT_EQ(state_to_text(back), state_to_text(s));
    {
        std::ofstream out(path);
        out << "{\"format\": \"something else\"}";
    }
    EXPECT_THROW(load_state(path.string()), std::exception);
}

TEST(RunState, WrittenStraightToTheFileWithNoneOrManyGames) {
    RunState s;
    s.match_id = "d00d";
    s.config = {{"engines", {{{"name", "z"}, {"cmd", "./z"}}, {{"name", "a"}, {"cmd", "./a"}}}}, {"rounds", 2}};
    const gambit::test_support::TempDir dir("gambit-state-stream");
    const auto path = dir.path() / "state.json";
    write_file_atomically(path.string(), [&](std::ostream& out) { write_state(out, s); });
    RunState back = load_state(path.string());
    EXPECT_TRUE(back.finished.empty());
    EXPECT_EQ(back.config.dump(), s.config.dump());  // the engines' order and keys as given
    for (int i = 0; i < 1000; ++i) {
        FinishedGame f;
        f.id = i, f.pair = i / 2, f.white = i % 2, f.black = 1 - i % 2, f.plies = i;
        f.result = i % 3 == 0 ? GameResult::WhiteWins : GameResult::Draw;
        f.termination = i % 3 == 0 ? Termination::Checkmate : Termination::Threefold;
        s.finished.push_back(f);
    }
    write_file_atomically(path.string(), [&](std::ostream& out) { write_state(out, s); });
    back = load_state(path.string());
    ASSERT_EQ(back.finished.size(), 1000u);
    EXPECT_EQ(back.finished[999].plies, 999);
    EXPECT_EQ(back.finished[998].termination, Termination::Threefold);
    EXPECT_EQ(back.finished[999].result, GameResult::WhiteWins);
    EXPECT_EQ(back.finished[998].result, GameResult::Draw);
    EXPECT_EQ(state_to_text(back), state_to_text(s));
}

// gambit's own PGN names the opening as fastchess does (ECO, Opening), unless the book named it.
TEST(PgnWriter, TheOpeningIsNamedByTheBookElseByLichesssTable) {
    auto g = sample(std::string(gambit::chess::StartFen), {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}, 4);
    std::string text = format_pgn(g, "Test");
    EXPECT_NE(text.find("[ECO \"C60\"]\n[Opening \"Ruy Lopez\"]\n"), std::string::npos) << text;
    g.opening_name = "fifty.pgn 3";
    text = format_pgn(g, "Test");
    EXPECT_NE(text.find("[ECO \"C60\"]\n[Opening \"fifty.pgn 3\"]\n"), std::string::npos) << text;
    g = sample("8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", {"e2e4"}, 0);
    text = format_pgn(g, "Test");
    EXPECT_EQ(text.find("[ECO"), std::string::npos) << text;
    EXPECT_EQ(text.find("[Opening"), std::string::npos) << text;
}
