// Runs the real `gambit model` command: the contract scripts rely on (CSV shape, exit codes, one-line
// errors).
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/support/run_command.hpp"
#include "tests/support/temp_dir.hpp"

namespace {

struct Outcome {
    int exit_code = -1;
    std::string out;
    std::string err;
};

Outcome run_gambit(const std::string& arguments) {
    // A folder of this call's own (mkdtemp): CTest runs the tests of this binary in parallel processes.
    const gambit::test_support::TempDir dir("gambit-model-e2e");
    const std::string err_path = dir / "stderr.txt";
    const std::string command = std::string(GAMBIT_BINARY_DIR) + "/gambit " + arguments + " 2>" + err_path;
    Outcome outcome;
    auto [code, out] = gambit::test_support::run_command(command);
    outcome.exit_code = code;
    outcome.out = out;
    std::ifstream err_file(err_path);
    std::stringstream err;
    err << err_file.rdbuf();
    outcome.err = err.str();
    return outcome;
}

std::size_t count(const std::string& text, const std::string& needle) {
    std::size_t found = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++found;
    return found;
}

TEST(ModelE2e, CsvForBothClasses) {
    const Outcome outcome = run_gambit("model both --p 0.6,0.9 --height 40 --csv");
    ASSERT_EQ(outcome.exit_code, 0) << outcome.err;
    EXPECT_EQ(outcome.out.rfind("tree,p,h,D\n", 0), 0u);
    EXPECT_EQ(count(outcome.out, "\n"), 1u + 2 * 2 * 40);
    EXPECT_NE(outcome.out.find("\nngame,0.6,1,0.26000000\n"), std::string::npos);  // (1 - p)(1/2 + p/4)
    EXPECT_TRUE(outcome.err.empty()) << outcome.err;
}

TEST(ModelE2e, BadInputExitsWithTwoAndOneLine) {
    for (const char* arguments :
         {"model xgame", "model ngame --p 2", "model pgame --height 0", "model ngame --m x"}) {
        const Outcome outcome = run_gambit(arguments);
        EXPECT_EQ(outcome.exit_code, 2) << arguments;
        EXPECT_EQ(count(outcome.err, "\n"), 1u) << arguments << ": " << outcome.err;
        EXPECT_TRUE(outcome.out.empty()) << arguments;
    }
}

}  // namespace
