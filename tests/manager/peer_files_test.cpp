// The peers' file shapes: PGN as cutechess-cli and fastchess write it, fastchess's config.json and how a run
// continues from it, and the rank table columns of cutechess-cli's -resultformat.
#include <gtest/gtest.h>

#include "manager/cli/config_json.hpp"

#include <string>

#include "chess/pgn/move_comment.hpp"
#include "client/time_control.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/output/cutechess_results.hpp"
#include "manager/output/fastchess_config.hpp"
#include "manager/output/pgn_peer_text.hpp"
#include "manager/output/pgn_writer.hpp"
#include "manager/tournament/fastchess_resume.hpp"

using namespace gambit::match;

namespace {

MatchConfig config_of(Dialect dialect) {
    MatchConfig c;
    c.dialect = dialect;
    c.engines.resize(2);
    c.engines[0].process.name = "A";
    c.engines[1].process.name = "B";
    c.engines[0].tc.nodes = 3000;
    c.engines[1].tc.nodes = 2000;
    return c;
}

// 1. e4 (book) e5, then White mates on the next move of this made-up game.
GameRecord game() {
    GameRecord g;
    g.white = 0, g.black = 1;
    g.white_name = "A", g.black_name = "B";
    g.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 5";
    g.date = "2026.12.01", g.time = "22:19:36";
    g.result = GameResult::WhiteWins;
    g.termination = Termination::Checkmate;
    g.reason = "White mates";
    MoveRecord book{.uci = "e2e4", .san = "e4"};
    book.book = true;
    MoveRecord reply{.uci = "e7e5", .san = "e5"};
    reply.score = Score{Score::Kind::Cp, 0};
    reply.depth = 7, reply.time_ms = 4;
    MoveRecord mate{.uci = "d1h5", .san = "Qh5"};
    mate.score = Score{Score::Kind::Mate, 2};
    mate.depth = 9, mate.time_ms = 3;
    g.moves = {book, reply, mate};
    return g;
}

}  // namespace

TEST(PeerFiles, EveryDialectWritesOneCommentPerMoveWithTheResultInTheLast) {
    for (Dialect d : {Dialect::Gambit, Dialect::Cutechess, Dialect::Fastchess}) {
        const std::string pgn = format_game_pgn(game(), config_of(d));
        EXPECT_EQ(pgn.find("} {"), std::string::npos) << pgn;
        EXPECT_NE(pgn.find(", White mates}"), std::string::npos) << pgn;
    }
}

TEST(PeerFiles, FastchessTbhitsFollowHashfullAsFastchessWritesThem) {
    MatchConfig c = config_of(Dialect::Fastchess);
    c.pgn.hashfull = c.pgn.tbhits = true;
    GameRecord g = game();
    g.moves[1].hashfull = 3, g.moves[1].tbhits = 17;
    const std::string pgn = format_game_pgn(g, c);
    EXPECT_NE(pgn.find("e5 {0.00/7 0.004s, hashfull=3, tbhits=17}"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("Qh5 {+M3/9 0.003s, hashfull=0, tbhits=0, White mates}"), std::string::npos) << pgn;
}

TEST(PeerFiles, FastchessNumbersMovesFromTheFenAndCutechessFromOne) {
    const std::string fast = format_game_pgn(game(), config_of(Dialect::Fastchess));
    EXPECT_NE(fast.find("\n5. e4 {book} e5 {0.00/7 0.004s} 6. Qh5 {+M3/9 0.003s, White mates} 1-0\n"), std::string::npos) << fast;
    EXPECT_NE(fast.find("[Event \"Fastchess Tournament\"]\n"), std::string::npos);
    EXPECT_NE(fast.find("[Termination \"normal\"]\n"), std::string::npos);
    const std::string cute = format_game_pgn(game(), config_of(Dialect::Cutechess));
    EXPECT_NE(cute.find("\n1. e4 {book} e5 {0.00/7 0.004s} 2. Qh5 {+M3/9 0.003s, White mates} 1-0\n"), std::string::npos) << cute;
    EXPECT_NE(cute.find("[Event \"?\"]\n"), std::string::npos);
    // Different limits: a time control per side; no Termination for a game the rules ended.
    EXPECT_NE(cute.find("[BlackTimeControl \"inf\"]\n[FEN "), std::string::npos) << cute;
    EXPECT_EQ(cute.find("[Termination"), std::string::npos);
}

TEST(PeerFiles, ShredderFenNamesTheCastlingRooksFiles) {
    EXPECT_EQ(shredder_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"),
              "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    EXPECT_EQ(shredder_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1"),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ha - 0 1");
    EXPECT_EQ(shredder_fen("8/8/8/8/8/8/8/K6k w - - 0 1"), "8/8/8/8/8/8/8/K6k w - - 0 1");
}

TEST(PeerFiles, ABookMoveThatEndsTheGameStillReadsAsBook) {
    EXPECT_TRUE(gambit::chess::parse_move_comment("book, White disconnects").book);
    const auto c = gambit::chess::parse_move_comment("+0.12/7 0.004s, n=100, White mates [%clk 0:00:01.000]");
    EXPECT_EQ(c.nodes, 100u);
    EXPECT_TRUE(c.clock_seconds.has_value());
}

TEST(PeerFiles, ResultFormatExpandsNamesAndGroupsAndKeepsTheFieldOrder) {
    EXPECT_EQ(cutechess_result_fields("default"),
              (std::vector<std::string>{"Rank", "Name", "Elo", "Error", "Games", "Score", "DScore"}));
    const auto wide3 = cutechess_result_fields("wide3");
    EXPECT_EQ(wide3.size(), 3u + 3u + 15u + 8u + 5u);
    EXPECT_EQ(cutechess_result_fields(" Rank, Name ,,W"), (std::vector<std::string>{"Rank", "Name", "W"}));
}

TEST(PeerFiles, CutechessRankTableListsTiesInReverseEngineOrder) {
    MatchConfig c = config_of(Dialect::Cutechess);
    c.engines.resize(3);
    c.engines[2].process.name = "C";
    c.result_format = "Rank,Name,W,LOS";  // LOS has no column in cutechess: nothing printed
    Scoreboard board({{0, 1}, {0, 2}, {1, 2}}, false);
    board.add({-1, 0, 1, GameResult::Draw, Termination::Threefold});
    board.add({-1, 2, 0, GameResult::Draw, Termination::Threefold});
    board.add({-1, 1, 2, GameResult::Draw, Termination::Threefold});
    const std::string table = cutechess_rank_table(c, {"A", "B", "C"}, board);
    EXPECT_EQ(table,
              "Rank Name                         Wins \n"
              "   1 C                               0 \n"
              "   2 B                               0 \n"
              "   3 A                               0 \n");
}

TEST(PeerFiles, FastchessConfigJsonContinuesTheRunItDescribes) {
    MatchConfig c = parse_command_line({"-engine", "cmd=sf", "name=A", "nodes=3000", "-engine", "cmd=sf", "name=B",
                                        "nodes=2000", "-each", "tc=inf", "option.Hash=16", "-openings",
                                        "file=book.epd", "format=epd", "order=sequential", "-rounds", "3",
                                        "-pgnout", "file=games.pgn", "tbhits=true"})
                        .config;
    ASSERT_EQ(c.dialect, Dialect::Fastchess);
    Scoreboard board({{0, 1}});
    board.add({0, 0, 1, GameResult::WhiteWins, Termination::Checkmate});
    board.add({0, 1, 0, GameResult::Draw, Termination::Threefold});
    const auto file = fastchess_config_json(c, board, 42);
    EXPECT_EQ(file["stats"]["A vs B"]["penta_WD"], 1);
    EXPECT_EQ(file["engines"][1]["limit"]["nodes"], 2000);
    EXPECT_EQ(file["opening"]["order"], 1);
    EXPECT_EQ(file["pgn"]["track_tbhits"], true);
    const MatchConfig back = parse_command_line(fastchess_config_flags(nlohmann::json::parse(file.dump()))).config;
    EXPECT_EQ(back.rounds, 3);
    EXPECT_TRUE(back.pgn.tbhits);
    EXPECT_EQ(back.games, 2);
    EXPECT_EQ(back.engines[0].tc.nodes, 3000);
    EXPECT_EQ(back.engines[1].process.options, c.engines[1].process.options);
    EXPECT_EQ(back.openings.file, "book.epd");
    EXPECT_EQ(back.pgn.file, "games.pgn");
    EXPECT_EQ(back.seed, std::optional<std::uint64_t>(42));
    // The autosave interval goes on with the resumed run (and back into the file it writes).
    c.autosave_interval = 3;
    const nlohmann::json every3 = nlohmann::json::parse(fastchess_config_json(c, board, 42).dump());
    EXPECT_EQ(every3["autosaveinterval"], 3);
    const MatchConfig resumed = parse_command_line(fastchess_config_flags(every3)).config;
    EXPECT_EQ(resumed.autosave_interval, 3);
    EXPECT_EQ(config_from_json(config_to_json(resumed), "test").autosave_interval, 3);

    // Its results stand for the encounter's first games, with the same counts.
    RunState state;
    state.tallies.push_back({"A", "B", 1, 0, 1, 0, 1, 0, 0, 0, 0});
    const std::vector<ScheduledGame> schedule = {{0, 0, 0, 0, 0, 1}, {1, 0, 0, 0, 1, 0}, {2, 0, 1, 1, 0, 1}};
    const auto games = games_of_tallies(state, back, schedule);
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].result, GameResult::WhiteWins);  // A (White) won
    EXPECT_EQ(games[1].result, GameResult::Draw);
}
