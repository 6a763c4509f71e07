// Helpers of the gambit-match end-to-end tests: run the real binary with a hard time limit (a hung
// manager fails the test instead of hanging it), scratch folders, and readers for the files it writes.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "chess/pgn/pgn.hpp"
#include "tests/support/temp_dir.hpp"

namespace gambit::match::e2e {

std::string bin(const std::string& name);            // GAMBIT_BINARY_DIR/name
std::string data(const std::string& name);           // GAMBIT_TEST_DATA_DIR/manager/name
bool have_stockfish();
bool have_gambit();                                  // the engine was built beside gambit-match
const char* stockfish_path();

struct RunResult {
    int exit_code = -1;    // -1: killed at the time limit
    std::string output;    // stdout and stderr together
};
// Runs gambit-match with `args`, killing it (and failing) after `limit_s` seconds; in `cwd` if given.
RunResult run_match(const std::vector<std::string>& args, int limit_s = 120, const std::string& cwd = "");
// Starts gambit-match in the background; returns its pid (output goes to `log`).
int start_match(const std::vector<std::string>& args, const std::string& log, const std::string& cwd = "");

// The suite's scratch folder (tests/support/temp_dir.hpp), named for these tests.
class TempDir : public test_support::TempDir {
public:
    TempDir() : test_support::TempDir("gambit-match-e2e") {}
};

nlohmann::json read_json(const std::string& path);
std::string slurp(const std::string& path);          // a whole file as text ("" if unreadable)
std::vector<chess::PgnGame> read_pgn_file(const std::string& path);

// Checks every PGN game replays legally from its FEN (Chess960 rules under [Variant "Chess960"]), GameIds are unique, and the W/D/L of each encounter
// in results.json equals what the PGN says. Returns "" or what is wrong.
std::string check_consistency(const std::string& pgn_path, const nlohmann::json& results);

}  // namespace gambit::match::e2e
