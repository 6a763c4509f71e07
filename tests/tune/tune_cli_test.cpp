// The gambit-tune spsa command line: what it takes from gambit-match, what it refuses, and the errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "manager/cli/flags.hpp"
#include "tests/support/temp_dir.hpp"
#include "tune/tune_command_line.hpp"

using namespace gambit;
using namespace gambit::tune;

namespace {

// One SPSA parameter file in the test's own scratch folder.
std::string params_file(const test_support::TempDir& scratch) {
    const auto path = scratch.path() / "params.txt";
    std::ofstream(path) << "Skill,10,0,100,4,0.002\n";
    return path.string();
}

std::string command_line_error(const std::vector<std::string>& args) {
    try {
        parse_tune_command_line(args);
    } catch (const match::UsageError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(TuneCli, TakesTheEngineAndMatchFlags) {
    const test_support::TempDir scratch("tune-cli");
    const std::string params = params_file(scratch);
    const auto cl = parse_tune_command_line({"-engine", "cmd=eng", "option.Hash=16", "-each", "nodes=2000", "-spsa",
                                             "params=" + params, "iterations=300", "A=0.2", "gamma=0.2", "inflight=3",
                                             "-values", "file=v.txt", "-history", "file=h.csv", "-htmlreport",
                                             "file=h.html", "-concurrency", "2", "-seed", "7", "-state", "file=s.json",
                                             "-resign", "movecount=3", "score=600", "-openings", "file=o.epd"});
    EXPECT_EQ(cl.spsa.iterations, 300);
    EXPECT_EQ(cl.spsa.a_ratio, 0.2);
    EXPECT_EQ(cl.spsa.alpha, 0.602);
    EXPECT_EQ(cl.spsa.gamma, 0.2);
    EXPECT_EQ(cl.spsa.inflight, 3);
    ASSERT_EQ(cl.spsa.params.size(), 1u);
    EXPECT_EQ(cl.spsa.params[0].name, "Skill");
    EXPECT_EQ(cl.spsa.values_file, "v.txt");
    EXPECT_EQ(cl.spsa.history_file, "h.csv");
    EXPECT_EQ(cl.spsa.html_file, "h.html");
    EXPECT_TRUE(cl.match.config.report.empty());
    ASSERT_EQ(cl.match.config.engines.size(), 1u);
    EXPECT_EQ(cl.match.config.engines[0].tc.nodes, 2000);
    EXPECT_EQ(cl.match.config.concurrency, 2);
    EXPECT_EQ(*cl.match.config.seed, 7u);
    EXPECT_TRUE(cl.match.config.resign.enabled);
}

TEST(TuneCli, OneLineErrors) {
    const test_support::TempDir scratch("tune-cli");
    const std::string params = params_file(scratch);
    const std::vector<std::string> base = {"-engine", "cmd=eng", "-each", "nodes=10"};
    auto with = [&](std::vector<std::string> more) {
        auto args = base;
        args.insert(args.end(), more.begin(), more.end());
        return command_line_error(args);
    };
    EXPECT_EQ(with({}), "-spsa params=F iterations=N is needed (F: lines name,start,min,max,c_end,r_end)");
    EXPECT_EQ(with({"-spsa", "params=" + params}), "-spsa: iterations=N is needed (N game pairs)");
    EXPECT_EQ(with({"-spsa", "params=" + params, "iterations=0"}), "-spsa iterations: expected an integer >= 1, got '0'");
    EXPECT_EQ(with({"-spsa", "params=" + params, "iterations=10", "beta=2"}),
              "-spsa: unknown key 'beta' (params=, iterations=, A=, alpha=, gamma=, inflight=)");
    EXPECT_EQ(with({"-spsa", "params=" + params, "iterations=10", "-sprt", "elo0=0", "elo1=5"}),
              "-sprt: not a gambit-tune spsa flag (see gambit-tune spsa --help)");
    EXPECT_EQ(with({"-spsa", "params=" + params, "iterations=10", "-rounds", "5"}),
              "-rounds: not a gambit-tune spsa flag (see gambit-tune spsa --help)");
    EXPECT_EQ(with({"-spsa", "params=/nonexistent/p.txt", "iterations=10"}), "/nonexistent/p.txt: cannot read the parameter file");
    EXPECT_EQ(with({"-spsa", "iterations=10"}), "-spsa: params=F is needed (lines name,start,min,max,c_end,r_end)");
    EXPECT_EQ(command_line_error({"-state", "file=s.json", "-resume"}), "");  // the saved settings will do
    EXPECT_EQ(command_line_error({"stray"}), "unexpected argument 'stray' (flags start with '-'; see --help)");
}

// gambit-tune takes the gambit-match flags whose row in the flag table says so, under each of their names,
// and refuses the others.
TEST(TuneCli, TakesTheMatchFlagsTheirRowsMark) {
    for (const match::FlagRow& row : match::flag_table())
        for (std::string_view name : {row.name, row.alias}) {
            if (name.empty()) continue;
            const std::string flag = "-" + std::string(name);
            const bool refused = command_line_error({"-engine", "cmd=eng", flag}) ==
                                 flag + ": not a gambit-tune spsa flag (see gambit-tune spsa --help)";
            EXPECT_EQ(refused, !row.tune) << flag;
        }
    EXPECT_TRUE(match::find_flag("ping-ms")->tune);
    EXPECT_FALSE(match::find_flag("sprt")->tune);
}
