// cutechess-cli's engine configuration file (cutechess-engines.json(5)): an array of engines, each with its
// name, command, protocol, working directory and options, that `-engine conf=NAME` takes and `-engines`
// lists. cutechess-cli reads engines.json from the working directory, else from its configuration folder
// ($XDG_CONFIG_HOME/cutechess, by default ~/.config/cutechess).
#pragma once

#include <string>
#include <vector>

#include "manager/match_config.hpp"

namespace gambit::match {

// The file cutechess-cli would read ("" when there is none).
std::string engines_json_path();

// The engines' names in the file's order (none without a file).
std::vector<std::string> engines_json_names();

// conf=NAME: the engine's configuration replaces the spec's (name, command, directory, arguments, protocol,
// options, ponder, whitepov, restart), as cutechess-cli replaces it; keys after conf= change it further.
// The search limits and time control are not part of it. UsageError for an unknown name or a bad file.
void apply_engine_conf(EngineSpec& spec, const std::string& name);

}  // namespace gambit::match
