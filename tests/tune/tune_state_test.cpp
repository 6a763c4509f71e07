// The checkpoint reads back as it was written: theta history, results, half-played pairs, settings.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "manager/cli/command_line.hpp"
#include "tune/tune_state.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit;
using namespace gambit::tune;

TEST(TuneState, SavedStateLoadsBackUnchanged) {
    TuneState s;
    match::EngineSpec engine;
    engine.process.cmd = "eng";
    engine.process.options = {{"Hash", "16"}};
    engine.tc.nodes = 2000;
    s.config.engines = {engine};
    s.config.concurrency = 2;
    s.spsa.params_file = "p.txt";
    s.spsa.params = {{"A", 10, 0, 100, 4, 0.002}, {"B", 75.5, 50, 150, 6.5, 0.0025}};
    s.spsa.iterations = 300;
    s.spsa.history_file = "h.csv";
    s.seed = 123456789012345ULL;
    s.inflight = 2;
    s.progress.theta = {{10, 75.5}, {10.040190182904153, 75.41836369097594}};
    s.progress.results = {2};
    s.progress.pending[1] = {std::optional<int>(-1), std::nullopt};
    s.progress.pending[2] = {std::optional<int>(0), std::optional<int>(1)};
    s.progress.games_played = 5;
    s.progress.pgn_bytes = 4321;

    const test_support::TempDir scratch("tune-state");
    const auto path = scratch.path() / "state.json";
    std::ofstream(path) << state_to_text(s);
    const TuneState back = load_tune_state(path.string());

    EXPECT_EQ(back.seed, s.seed);
    EXPECT_EQ(back.inflight, 2);
    EXPECT_EQ(back.progress.theta, s.progress.theta);  // exact doubles
    EXPECT_EQ(back.progress.results, s.progress.results);
    EXPECT_EQ(back.progress.pending, s.progress.pending);
    EXPECT_EQ(back.progress.games_played, 5);
    EXPECT_EQ(back.progress.pgn_bytes, 4321);
    ASSERT_EQ(back.spsa.params.size(), 2u);
    EXPECT_EQ(back.spsa.params[1].name, "B");
    EXPECT_EQ(back.spsa.params[1].c_end, 6.5);
    EXPECT_EQ(back.spsa.iterations, 300);
    EXPECT_EQ(back.spsa.history_file, "h.csv");
    ASSERT_EQ(back.config.engines.size(), 1u);
    EXPECT_EQ(back.config.engines[0].tc.nodes, 2000);
    EXPECT_EQ(back.config.engines[0].process.options, engine.process.options);
}

TEST(TuneState, RefusesOtherFiles) {
    const test_support::TempDir scratch("tune-state-bad");
    const auto path = scratch.path() / "state.json";
    std::ofstream(path) << R"({"finished": []})";
    try {
        load_tune_state(path.string());
        ADD_FAILURE() << "no error";
    } catch (const match::UsageError& e) {
        EXPECT_EQ(std::string(e.what()), path.string() + ": not a gambit-tune spsa state file");
    }
    EXPECT_THROW(load_tune_state("/nonexistent/state.json"), match::UsageError);
}
