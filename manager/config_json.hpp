// MatchConfig <-> JSON: the -config file, -dump-config, and the settings saved in the state file.
// The JSON keys are the flag names; engines hold the same keys as -engine.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"

namespace gambit::match {

nlohmann::ordered_json config_to_json(const MatchConfig& config);
// Throws UsageError (cli.hpp) "where: what was wrong" for unknown keys or wrong types.
MatchConfig config_from_json(const nlohmann::ordered_json& json, const std::string& where);
MatchConfig load_config_file(const std::string& path);

}  // namespace gambit::match
