// Fuzz target: the JSON files Gambit reads back: results files (gambit-elo merge), state files and their
// settings (gambit-match -resume), -config settings files. The input is the file's content, given to all
// three readers. Holds: a results file merges with a copy of itself (other shard indexes) to doubled counts
// and with nothing to the same counts; a state file written back (state_to_text) reads to the same text; the
// settings of a state or -config file written back (config_to_json) read to the same JSON.
#include <sys/mman.h>
#include <unistd.h>

#include <climits>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "elo/stats/results_file.hpp"
#include "fuzz/check.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/config_json.hpp"
#include "manager/tournament/run_state.hpp"

using namespace gambit;
using fuzz::check;

namespace {

// The readers take a path: the input lives in an anonymous in-memory file named by /proc/self/fd.
class MemoryFile {
public:
    explicit MemoryFile(std::string_view content) : fd_(memfd_create("fuzz", 0)) {
        check(fd_ >= 0, "memfd_create");
        check(write(fd_, content.data(), content.size()) == static_cast<ssize_t>(content.size()), "write memfd");
    }
    ~MemoryFile() { close(fd_); }
    std::string path() const { return "/proc/self/fd/" + std::to_string(fd_); }

private:
    int fd_;
};

bool exact(double x) { return x == std::floor(x) && std::fabs(x) < 0x1p50; }

void check_results(const std::string& path) {
    elo::ResultsFile file;
    try {
        file = elo::read_results_file(path);
    } catch (const elo::ResultsError&) {
        return;
    }
    elo::ResultsFile alone;
    try {
        alone = elo::merge_results({file}, {path});
    } catch (const elo::ResultsError&) {
        return;  // a file holding one shard index twice
    }
    check(alone.games_planned == file.games_planned && alone.games_played == file.games_played,
          "a file merged alone keeps its counts");
    elo::ResultsFile copy = file;
    int lowest = INT_MAX, highest = INT_MIN;
    for (int s : file.shards) lowest = std::min(lowest, s), highest = std::max(highest, s);
    const long long offset = static_cast<long long>(highest) - lowest + 1;
    for (int& s : copy.shards) {
        if (s + offset > INT_MAX) return;
        s = static_cast<int>(s + offset);
    }
    elo::ResultsFile twice;
    try {
        twice = elo::merge_results({file, copy}, {path, "copy"});
    } catch (const elo::ResultsError& e) {
        fuzz::fail("a file merges with a copy of itself", e.what());
    }
    check(twice.shards.size() == 2 * file.shards.size(), "merged shards are both files' shards");
    check(twice.games_planned == 2 * file.games_planned && twice.games_played == 2 * file.games_played,
          "merging a file with itself doubles the games");
    for (const auto& [reason, n] : alone.terminations)
        check(twice.terminations[reason] == 2 * n || !exact(n), "merging a file with itself doubles terminations", reason);
    check(twice.pairs.size() == alone.pairs.size(), "merging a file with itself keeps its pairs");
    for (std::size_t i = 0; i < alone.pairs.size(); ++i) {
        const auto& a = alone.pairs[i].wdl;
        const auto& t = twice.pairs[i].wdl;
        if (!exact(a.wins) || !exact(a.draws) || !exact(a.losses)) continue;
        check(t.wins == 2 * a.wins && t.draws == 2 * a.draws && t.losses == 2 * a.losses,
              "merging a file with itself doubles the pair's counts", alone.pairs[i].first);
    }
}

void check_settings(const nlohmann::ordered_json& json, const std::string& where) {
    match::MatchConfig config;
    try {
        config = match::config_from_json(json, where);
    } catch (const match::UsageError&) {
        return;
    }
    const auto written = match::config_to_json(config);
    match::MatchConfig again;
    try {
        again = match::config_from_json(written, "written");
    } catch (const match::UsageError& e) {
        fuzz::fail("written settings read back", e.what());
    }
    check(match::config_to_json(again) == written, "written settings read back the same");
}

void check_state(const std::string& path) {
    match::RunState state;
    try {
        state = match::load_state(path);
    } catch (const match::UsageError&) {
        return;
    }
    const std::string text = match::state_to_text(state);
    const MemoryFile written(text);
    match::RunState again;
    try {
        again = match::load_state(written.path());
    } catch (const match::UsageError& e) {
        fuzz::fail("written state reads back", text + " : " + e.what());
    }
    check(match::state_to_text(again) == text, "written state reads back the same", text);
    check_settings(state.config, path);
}

void check_config_file(const std::string& path) {
    try {
        check_settings(match::config_to_json(match::load_config_file(path)), path);
    } catch (const match::UsageError&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const MemoryFile file(fuzz::as_text(data, size));
    check_results(file.path());
    check_state(file.path());
    check_config_file(file.path());
    return 0;
}
