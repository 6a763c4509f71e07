// From a parsed command line to a TournamentPlan: the saved settings when resuming, display names,
// the logger, the opening book, the seed, this shard's schedule and the match id.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "manager/cli/command_line.hpp"
#include "manager/tournament/tournament.hpp"

namespace gambit::match {

// Throws UsageError for anything the user must fix (bad book: "file:line: what", state of another match).
TournamentPlan make_plan(const CommandLine& command_line);

// The log file (-log), and with -debug every engine line on stderr as well; null when neither is asked for.
// Throws UsageError for a log file that cannot be opened.
std::shared_ptr<spdlog::logger> make_logger(const LogSettings& settings, bool debug);

// The -openings book (empty without one); a bad book throws UsageError "file:line: what".
std::vector<openings::Opening> load_opening_book(const MatchConfig& config);

// A hash of everything that decides which games are played and how (not outputs, concurrency, shard),
// equal across the shards of one match: `gambit-elo merge` checks it.
std::string compute_match_id(const MatchConfig& config, std::uint64_t seed, std::size_t book_size, std::size_t games);
// The same from the settings' JSON (config_to_json, or a state file's "config" as written).
std::string match_id_of(nlohmann::ordered_json settings, std::uint64_t seed, std::size_t book_size, std::size_t games);

}  // namespace gambit::match
