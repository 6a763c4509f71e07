// The gambit-match command line (cutechess-cli / fastchess conventions) -> MatchConfig.
// Every mistake is a UsageError whose what() is one line naming the flag and what was wrong.
#pragma once

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "manager/match_config.hpp"

namespace gambit::match {

struct UsageError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// -strength-history: where the finished run's results go as one run of a strength history (gambit-elo history DIR).
struct HistoryTarget {
    std::string dir, commit, label;  // commit "": $GITHUB_SHA, else "unknown"
};

struct CommandLine {
    MatchConfig config;
    bool help = false;
    bool version = false;
    bool list_engines = false;               // -engines: the names in cutechess-cli's engines.json, then exit
    std::optional<std::string> dump_config;  // -dump-config [file=F]: path, or "-" for stdout
    std::optional<std::string> serve;        // -serve ADDR:PORT: the live page (not a setting: never saved)
    int serve_linger_s = 0;                  // -serve ... linger=S: keep the page up S seconds after the run
    HistoryTarget history;                   // -strength-history dir=D [commit=SHA] [label=TEXT] (not a setting)
    std::set<std::string> given;             // the flags present on the command line, without the dash
    std::vector<std::string> notes;          // lines for stderr about how the line was read (dialect.hpp)
};

// Parses argv[1..]. `-config file=F.json` is read first wherever it appears; the other flags override it.
CommandLine parse_command_line(const std::vector<std::string>& args);

// Applies one engine key=value token (name=, cmd=, tc=, option.Hash=16, ...) to a spec; throws UsageError.
void apply_engine_token(EngineSpec& spec, const std::string& token);

// Checks the combination of settings (at least two engines, a match has exactly two, ...).
void validate(const MatchConfig& config);

// The text of `gambit-match --help`, exit codes included.
std::string usage_text();

}  // namespace gambit::match
