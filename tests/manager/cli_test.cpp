#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/plan.hpp"
#include "manager/tournament/run_state.hpp"
#include "tests/support/temp_dir.hpp"

using namespace gambit::match;

namespace {

CommandLine parse(std::vector<std::string> args) { return parse_command_line(args); }

std::string error_of(std::vector<std::string> args) {
    try {
        CommandLine c = parse(args);
        validate(c.config);
    } catch (const UsageError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(Cli, ReadsAFastchessStyleCommandLine) {
    auto c = parse({"-engine", "cmd=/bin/a", "name=A", "option.Hash=16", "option.Threads=1", "args=--uci 'x y'",
                    "-engine", "cmd=/bin/b", "tc=40/60+0.6", "-each", "tc=10+0.1", "timemargin=50", "-rounds", "50",
                    "-repeat", "-concurrency", "2", "-openings", "file=book.epd", "format=epd", "order=random",
                    "plies=8", "start=3", "-sprt", "elo0=0", "elo1=5", "alpha=0.05", "beta=0.1", "-draw",
                    "movenumber=40", "movecount=8", "score=10", "-resign", "movecount=3", "score=600", "twosided=on",
                    "-maxmoves", "200", "-pgnout", "file=out.pgn", "-results", "file=r.json", "-seed", "7",
                    "-shard", "2/4"})
                 .config;
    ASSERT_EQ(c.engines.size(), 2u);
    EXPECT_EQ(c.engines[0].process.name, "A");
    EXPECT_EQ(c.engines[0].process.options.size(), 2u);
    EXPECT_EQ(c.engines[0].process.args, (std::vector<std::string>{"--uci", "x y"}));
    EXPECT_EQ(format_tc(c.engines[0].tc), "10+0.1");
    EXPECT_EQ(format_tc(c.engines[1].tc), "10+0.1");  // -each is applied last, as both peers apply it
    EXPECT_EQ(*c.engines[1].timemargin_ms, 50);
    EXPECT_EQ(c.rounds, 50);
    EXPECT_EQ(c.games_per_encounter(), 2);
    EXPECT_EQ(c.openings.order, "random");
    EXPECT_EQ(c.openings.start, 3);
    EXPECT_TRUE(c.sprt.enabled);
    EXPECT_DOUBLE_EQ(c.sprt.elo1, 5);
    EXPECT_TRUE(c.resign.twosided);
    EXPECT_EQ(c.maxmoves, 200);
    EXPECT_EQ(*c.seed, 7u);
    EXPECT_EQ(c.shard_index, 2);
    EXPECT_EQ(c.shard_count, 4);
    EXPECT_NO_THROW(validate(c));
}

TEST(Cli, OneLineErrorsNameTheProblem) {
    EXPECT_EQ(error_of({"-bogus"}), "unknown flag '-bogus' (see --help)");
    EXPECT_EQ(error_of({"-rounds", "x"}), "-rounds: expected an integer >= 1, got 'x'");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "colour=red"}), "-engine 1: unknown engine key 'colour'");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "tc=abc"}), "-engine 1: tc: bad number of seconds 'abc'");
    EXPECT_EQ(error_of({"-sprt", "elo0=5", "elo1=0"}), "-sprt: elo0 must be smaller than elo1");
    EXPECT_EQ(error_of({"-shard", "5/4"}), "-shard K: expected an integer >= 1, got '5'");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "tc=1", "-engine", "cmd=b"}),
              "engine 2: no time control (tc=, st=, nodes= or depth=)");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "tc=inf", "nodes=5", "nodestime=100", "-engine", "cmd=b", "tc=1"}),
              "engine 1: nodestime= runs a clock on nodes, and there is no clock (tc=)");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "nodestime=0"}), "-engine 1: nodestime: expected an integer >= 1, got '0'");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "tc=1"}), "at least two engines are needed (-engine cmd=... twice)");
    EXPECT_EQ(error_of({"-engine", "cmd=a", "-engine", "cmd=b", "-engine", "cmd=c", "-each", "tc=1", "-tournament", "match"}),
              "-tournament match takes exactly two engines; use gauntlet or round-robin for more");
    EXPECT_EQ(error_of({"-resume"}), "-resume needs -state file=F");
    EXPECT_EQ(error_of({"stray"}), "unexpected argument 'stray' (flags start with '-'; see --help)");
}

TEST(Cli, ServeTakesAnAddressAndNeedsTheResultsFile) {
    const auto c = parse({"-results", "file=r.json", "-serve", "127.0.0.1:0", "linger=30"});
    EXPECT_EQ(c.serve, "127.0.0.1:0");
    EXPECT_EQ(c.serve_linger_s, 30);
    EXPECT_EQ(parse({"-results", "file=r.json", "-serve", "8080"}).serve, "8080");
    EXPECT_EQ(error_of({"-serve", "127.0.0.1:8080"}),
              "-serve needs -results file=F.json (the live page shows what the manager writes there)");
    EXPECT_EQ(error_of({"-results", "file=r.json", "-serve", "localhost:80"}),
              "-serve: not an IP address: 'localhost'");
    EXPECT_EQ(error_of({"-results", "file=r.json", "-serve", "127.0.0.1:80", "wait=3"}),
              "-serve: unknown key 'wait' (linger=SECONDS)");
    EXPECT_NE(usage_text().find("-serve ADDR:PORT"), std::string::npos);
}

TEST(Cli, HelpListsTheExitCodes) {
    EXPECT_TRUE(parse({"--help"}).help);
    const std::string text = usage_text();
    for (const char* code : {"0  done", "2  usage error", "3  engine failure", "4  interrupted"})
        EXPECT_NE(text.find(code), std::string::npos) << code;
}

TEST(ConfigJson, DumpThenLoadGivesTheSameSettings) {
    auto c = parse({"-engine", "cmd=/bin/a", "name=A", "option.Hash=16", "env.FOO=bar", "-engine", "cmd=/bin/b",
                    "name=B", "st=0.2", "nodes=500", "-each", "tc=40/60+0.6", "-tournament", "gauntlet", "-games", "2",
                    "-openings", "file=x.pgn", "plies=6", "-draw", "movenumber=30", "movecount=5", "score=5",
                    "-sprt", "elo0=-1", "elo1=3", "model=logistic", "-seed", "99", "-recover"})
                 .config;
    const auto json = config_to_json(c);
    MatchConfig back = config_from_json(nlohmann::ordered_json::parse(json.dump()), "test.json");
    EXPECT_EQ(config_to_json(back).dump(), json.dump());
    EXPECT_EQ(back.engines[1].tc.nodes, 500);
    EXPECT_EQ(back.engines[1].tc.movetime_ms, 200);
    EXPECT_EQ(back.engines[0].process.env.at(0).second, "bar");
    EXPECT_EQ(back.tournament, TournamentKind::Gauntlet);
    EXPECT_TRUE(back.recover);
}

// A resumed run is recognised by its match id, computed from the settings read back from the state file.
// Engine options out of alphabetical order once came back sorted, and every such run refused to resume.
TEST(ConfigJson, AStateFileKeepsTheOrderOfEngineOptionsAndTheMatchId) {
    const auto c = parse({"-engine", "cmd=/bin/a", "option.Preset=nm", "option.Baseline=classic", "-engine",
                          "cmd=/bin/b", "-each", "tc=inf", "nodes=500", "option.Hash=16"})
                       .config;
    RunState state;
    state.match_id = compute_match_id(c, 1, 10, 20);
    state.config = config_to_json(c);
    const gambit::test_support::TempDir dir("gambit-order-test");
    const auto path = dir.path() / "state.json";
    {
        std::ofstream out(path);
        out << state_to_text(state);
    }
    const MatchConfig back = config_from_json(load_state(path.string()).config, path.string());
    ASSERT_EQ(back.engines[0].process.options.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_EQ(back.engines[0].process.options[i].first, c.engines[0].process.options[i].first);
    EXPECT_EQ(compute_match_id(back, 1, 10, 20), state.match_id);
}

// A state file written by an older gambit-match lacks the settings added since (-repeat N's count and the
// openings policy came with the cutechess/fastchess flags); its id hashes the settings as that version wrote
// them. The research campaign's 40,000-node runs, started before those flags, refused to resume.
TEST(ConfigJson, AStateWrittenBeforeASettingWasAddedStillResumes) {
    const gambit::test_support::TempDir dir("gambit-old-state");
    const auto path = dir.path() / "state.json";
    const auto c = parse({"-engine", "cmd=/bin/a", "-engine", "cmd=/bin/b", "-each", "tc=inf", "nodes=500", "-repeat",
                          "-games", "2", "-rounds", "3", "-seed", "7", "-state", "file=" + path.string()})
                       .config;
    RunState old;
    old.config = config_to_json(c);
    ASSERT_TRUE(old.config.contains("repeat_count"));
    old.config.erase("repeat_count");
    old.seed = 7;
    old.games_planned = 6;
    old.match_id = match_id_of(old.config, 7, 0, 6);
    old.finished.push_back(FinishedGame{0, 0, 0, 1, GameResult::WhiteWins, Termination::Checkmate, 40, {0, 0}, {}});
    {
        std::ofstream out(path);
        out << state_to_text(old);
    }
    TournamentPlan plan;
    ASSERT_NO_THROW(plan = make_plan(parse({"-state", "file=" + path.string(), "-resume", "-concurrency", "2"})));
    EXPECT_EQ(plan.state.match_id, old.match_id);
    EXPECT_EQ(plan.games.size(), 6u);
    EXPECT_EQ(plan.state.finished.size(), 1u);
    // It keeps its settings as written (the id stays checkable), with the session's keys brought up to date.
    EXPECT_FALSE(plan.state.config.contains("repeat_count"));
    EXPECT_EQ(plan.state.config["concurrency"], 2);
    EXPECT_EQ(plan.config.concurrency, 2);

    // A tampered setting is still caught.
    old.config["engines"][0]["nodes"] = 600;
    {
        std::ofstream out(path);
        out << state_to_text(old);
    }
    EXPECT_THROW(make_plan(parse({"-state", "file=" + path.string(), "-resume"})), UsageError);
}

// The warnings of each finished game survive the state file (for -resume); games without any, and files
// written before warnings were counted, have nine fields.
TEST(RunStateFile, KeepsEachGamesWarnings) {
    RunState state;
    state.match_id = "m";
    FinishedGame quiet{0, 0, 0, 1, GameResult::Draw, Termination::Threefold, 30, {0, 0}, {}};
    FinishedGame noisy{1, 0, 1, 0, GameResult::WhiteWins, Termination::Checkmate, 41, {2, 0}, {}};
    noisy.warnings[0]["illegal_pv_move"] = 3;
    noisy.warnings[1]["mate_sign_mismatch"] = 1;
    state.finished = {quiet, noisy};
    const std::string text = state_to_text(state);
    EXPECT_NE(text.find("[0,0,0,1,\"1/2-1/2\",\"threefold\",30,0,0]"), std::string::npos) << text;
    const gambit::test_support::TempDir dir("gambit-warnings-state");
    const auto path = dir.path() / "state.json";
    std::ofstream(path) << text;
    const RunState back = load_state(path.string());
    ASSERT_EQ(back.finished.size(), 2u);
    EXPECT_TRUE(back.finished[0].warnings[0].empty() && back.finished[0].warnings[1].empty());
    EXPECT_EQ(back.finished[1].warnings[0].at("illegal_pv_move"), 3);
    EXPECT_EQ(back.finished[1].warnings[1].at("mate_sign_mismatch"), 1);
    EXPECT_EQ(back.finished[1].garbage_lines[0], 2);
}

TEST(ConfigJson, FlagsOverrideTheConfigFile) {
    const gambit::test_support::TempDir dir("gambit-cli-test");
    const auto path = dir.path() / "config.json";
    {
        std::ofstream out(path);
        out << R"({"engines": [{"cmd": "/bin/a", "tc": "10+0.1"}, {"cmd": "/bin/b", "tc": "10+0.1"}],
                   "rounds": 7, "concurrency": 3})";
    }
    auto c = parse({"-config", "file=" + path.string(), "-rounds", "9"}).config;
    EXPECT_EQ(c.rounds, 9);
    EXPECT_EQ(c.concurrency, 3);
    EXPECT_EQ(c.engines.size(), 2u);
    {
        std::ofstream out(path);
        out << R"({"rounds": 7, "colour": 1})";
    }
    EXPECT_EQ(error_of({"-config", "file=" + path.string()}), path.string() + ": unknown key 'colour'");
}
