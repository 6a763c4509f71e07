#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

// The one PGN reader and writer (chess/pgn/pgn.hpp).
#include "chess/pgn/pgn.hpp"

#include "chess/pgn/input_error.hpp"

using namespace gambit::chess;

namespace {

std::vector<PgnGame> read_file(const std::string& name) {
    std::ifstream in(std::string(GAMBIT_TEST_DATA_DIR) + "/openings/" + name, std::ios::binary);
    EXPECT_TRUE(in) << name;
    return read_pgn(in, name);
}

std::string error_of(const std::string& text) {
    std::istringstream in(text);
    try {
        read_pgn(in, "t.pgn");
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(Pgn, ReadsCommentsVariationsNagsCrlfAndBom) {
    auto games = read_file("tricky.pgn");
    ASSERT_EQ(games.size(), 3u);

    const PgnGame& g = games[0];
    EXPECT_EQ(g.line, 1);
    EXPECT_EQ(g.tag("Event").value_or(""), "Tricky \"one\"");
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.sans(), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6"}));
    EXPECT_EQ(g.moves[0].comments, std::vector<std::string>{"best by test"});
    EXPECT_EQ(g.moves[6].comments, std::vector<std::string>{"multi line"});
    EXPECT_TRUE(g.moves[1].comments.empty());
    EXPECT_EQ(g.moves[4].line, 7);
    EXPECT_EQ(g.find_tag("Result")->line, 3);

    EXPECT_EQ(games[1].tag("Event").value_or(""), "No result token");
    EXPECT_EQ(games[1].result, "*");
    EXPECT_EQ(games[1].sans(), (std::vector<std::string>{"e3", "Kd7", "e4", "Ke6"}));
    EXPECT_EQ(games[1].line, 11);

    EXPECT_EQ(games[2].sans(), (std::vector<std::string>{"c5", "Nf3", "d6"}));
}

TEST(Pgn, MoveNumbersGluedToMovesAndResultsWithoutTags) {
    std::istringstream in("1.e4 e5 2.Nf3 1/2-1/2\n\n1.d4 0-1\n");
    auto games = read_pgn(in);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].sans(), (std::vector<std::string>{"e4", "e5", "Nf3"}));
    EXPECT_EQ(games[0].result, "1/2-1/2");
    EXPECT_EQ(games[1].result, "0-1");
    EXPECT_EQ(games[1].line, 3);
}

TEST(Pgn, StreamsOneGameAtATime) {
    std::istringstream in("[Event \"a\"]\n1. e4 *\n[Event \"b\"]\n1. d4 *\n");
    PgnReader reader(in, "s.pgn");
    auto first = reader.next();
    ASSERT_TRUE(first);
    EXPECT_EQ(first->tag("Event").value_or(""), "a");
    auto second = reader.next();
    ASSERT_TRUE(second);
    EXPECT_EQ(second->sans(), std::vector<std::string>{"d4"});
    EXPECT_FALSE(reader.next());
}

TEST(Pgn, EmptyInputHasNoGames) {
    std::istringstream in("\n  \n; only a comment\n");
    EXPECT_TRUE(read_pgn(in).empty());
}

TEST(Pgn, MalformedInputNamesFileAndLine) {
    EXPECT_EQ(error_of("[Event \"x\"]\n\n1. e4 {open\n2. Nf3 *\n"), "t.pgn:3: unterminated comment '{' (no closing '}')");
    EXPECT_EQ(error_of("1. e4 e5\n(1... c5 (1... e6\n2. d4 *\n"), "t.pgn:2: unterminated variation '(' (no closing ')')");
    EXPECT_EQ(error_of("1. e4 e5 ) *"), "t.pgn:1: unexpected ')' without an open variation");
    EXPECT_EQ(error_of("[Event \"x]\n1. e4 *"), "t.pgn:1: unterminated tag value in [Event]");
    EXPECT_EQ(error_of("[Event x]\n1. e4 *"), "t.pgn:1: bad tag [Event]: expected a quoted value");
    EXPECT_EQ(error_of("\n\n1. e4 $x *"), "t.pgn:3: bad NAG: '$' must be followed by digits");
    EXPECT_EQ(error_of("1. e4 <e5> *"), "t.pgn:1: unexpected token '<e5>' in movetext");
    // Found by fuzz/pgn: "4.0" was read as the move "0", which was lost when the game was written back.
    EXPECT_EQ(error_of("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4.0 Ba4 *"), "t.pgn:1: unexpected token '4.0' in movetext");
}

TEST(Pgn, WriteThenReadRoundTrips) {
    PgnGame game;
    game.set_tag("Event", "Round \"trip\"");
    game.set_tag("FEN", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    game.set_tag("SetUp", "1");
    for (int i = 0; i < 30; ++i) {
        PgnMove move{i % 2 ? "Nf3" : "Nf6", {}, 0};
        if (i % 7 == 0) move.comments = {"+0.31/12 0.154s"};
        if (i == 10) move.comments = {std::string(40, 'a') + " " + std::string(50, 'b'), "second"};
        game.moves.push_back(move);
    }
    game.result = "1/2-1/2";
    std::ostringstream out;
    write_pgn(out, game);
    std::string text = out.str();
    EXPECT_NE(text.find("[Result \"1/2-1/2\"]"), std::string::npos);
    EXPECT_NE(text.find("1... Nf6 {+0.31/12 0.154s} 2. Nf3"), std::string::npos);
    std::istringstream line_check(text);
    for (std::string line; std::getline(line_check, line);) EXPECT_LE(line.size(), 80u) << line;

    std::istringstream in(text);
    auto games = read_pgn(in);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].sans(), game.sans());
    for (std::size_t i = 0; i < game.moves.size(); ++i) EXPECT_EQ(games[0].moves[i].comments, game.moves[i].comments) << i;
    EXPECT_EQ(games[0].result, game.result);
    EXPECT_EQ(games[0].tag("Event").value_or(""), "Round \"trip\"");
    EXPECT_EQ(games[0].tag("Site").value_or(""), "?");
}

TEST(Pgn, GarbageNeverCrashes) {
    // Random text over PGN's own alphabet: every outcome is a game list or an InputError, never a crash.
    const std::string alphabet = "[]{}();$%\"\\.*-/ \n\r\t01258abcdefghNBRQKOx=+#!?";
    std::uint64_t state = 12345;
    auto next = [&state] { return (state = state * 6364136223846793005ULL + 1442695040888963407ULL) >> 33; };
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const std::size_t length = next() % 80;
        for (std::size_t i = 0; i < length; ++i) text += alphabet[next() % alphabet.size()];
        std::istringstream in(text);
        try {
            auto games = read_pgn(in, "fuzz.pgn");
            for (const auto& game : games)
                for (const auto& move : game.moves) EXPECT_FALSE(move.san.empty());
        } catch (const InputError& e) {
            EXPECT_EQ(std::string(e.what()).rfind("fuzz.pgn:", 0), 0u) << e.what();
        }
    }
}

TEST(Pgn, CommentsBeforeTheFirstMoveAndAfterAMoveAreKeptApart) {
    std::istringstream in("[White \"A\"]\n\n{Black's engine crashed} 0-1\n\n1. e4 {+0.10/5 0.1s} {White mates} 1-0\n");
    auto games = read_pgn(in);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].leading_comments, std::vector<std::string>{"Black's engine crashed"});
    EXPECT_TRUE(games[0].moves.empty());
    EXPECT_EQ(games[1].moves[0].comments, (std::vector<std::string>{"+0.10/5 0.1s", "White mates"}));
    EXPECT_EQ(games[1].comment(0), "+0.10/5 0.1s White mates");
    EXPECT_EQ(games[1].comment(1), "");
}

TEST(Pgn, ARepeatedTagStartsTheNextGame) {
    // Some tools write finished games as tag sections alone.
    std::istringstream in("[White \"A\"]\n[Result \"1-0\"]\n[White \"B\"]\n[Result \"0-1\"]\n");
    auto games = read_pgn(in);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].tag("White").value_or(""), "A");
    EXPECT_EQ(games[0].result, "1-0");
    EXPECT_EQ(games[1].tag("White").value_or(""), "B");
    EXPECT_EQ(games[1].line, 3);
    EXPECT_EQ(games[1].result, "0-1");
}

TEST(Pgn, WithoutMovesTheMovetextIsCheckedButNotKept) {
    std::istringstream in("[White \"A\"]\n\n1. e4 {c} e5 1-0\n[White \"B\"]\n\n1. d4 {open\n");
    PgnReader reader(in, "t.pgn", /*keep_moves=*/false);
    auto first = reader.next();
    ASSERT_TRUE(first);
    EXPECT_TRUE(first->moves.empty());
    EXPECT_EQ(first->result, "1-0");
    try {
        reader.next();
        FAIL() << "expected an error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()), "t.pgn:6: unterminated comment '{' (no closing '}')");
    }
}
