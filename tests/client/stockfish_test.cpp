// UciEngine against the real Stockfish, when the machine has it.
#include <gtest/gtest.h>

#include <filesystem>

#include "chess/notation.hpp"
#include "chess/position.hpp"
#include "client/uci_engine.hpp"

using namespace gambit::match;
using namespace std::chrono_literals;

TEST(Stockfish, AnswersHandshakePositionAndGo) {
    const std::string path = "/usr/games/stockfish";
    ASSERT_TRUE(std::filesystem::exists(path)) << path << " is missing: scripts/install-deps --engines installs it, as scripts/test does";
    EngineConfig config;
    config.cmd = path;
    config.options = {{"Hash", "16"}, {"Threads", "1"}};
    UciEngine engine(config, nullptr);
    ASSERT_EQ(engine.start(), EngineStatus::Ok) << engine.error();
    EXPECT_NE(engine.id_name().find("Stockfish"), std::string::npos) << engine.id_name();
    EXPECT_FALSE(engine.advertised_options().empty());
    ASSERT_EQ(engine.new_game(), EngineStatus::Ok);
    ASSERT_EQ(engine.position(std::string(gambit::chess::StartFen), {"e2e4", "e7e5"}), EngineStatus::Ok);
    auto reply = engine.go(GoLimits{.nodes = 1000}, std::chrono::steady_clock::now() + 10s);
    ASSERT_EQ(reply.status, EngineStatus::Ok) << engine.error();

    gambit::chess::Position pos;
    for (const char* m : {"e2e4", "e7e5"}) {
        gambit::chess::Undo undo;
        pos.make_move(gambit::chess::parse_uci(pos, m), undo);
    }
    EXPECT_NE(gambit::chess::parse_uci(pos, reply.move), gambit::chess::Move::none()) << reply.move;
    EXPECT_TRUE(reply.info.depth.has_value());
    EXPECT_TRUE(reply.info.score.has_value());
    EXPECT_FALSE(reply.info.pv.empty());
    EXPECT_TRUE(reply.unexpected_lines.empty());
    EXPECT_EQ(engine.ping(5s), EngineStatus::Ok);

    // Checkmated side: Stockfish answers bestmove (none).
    ASSERT_EQ(engine.position(std::string(gambit::chess::StartFen), {"f2f3", "e7e5", "g2g4", "d8h4"}),
              EngineStatus::Ok);
    reply = engine.go(GoLimits{.depth = 5}, std::chrono::steady_clock::now() + 10s);
    ASSERT_EQ(reply.status, EngineStatus::Ok);
    EXPECT_EQ(reply.move, "(none)");
}
