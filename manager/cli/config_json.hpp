// MatchConfig <-> JSON: the -config file, -dump-config, and the settings saved in the state file.
// Each flag's row (flags.hpp) writes its keys and reads them back; engines hold the same keys as -engine.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "manager/match_config.hpp"

namespace gambit::match {

nlohmann::ordered_json config_to_json(const MatchConfig& config);
nlohmann::ordered_json engine_to_json(const EngineSpec& engine);
// Reads the keys through the same code path as -engine's, so both accept the same values; throws UsageError.
EngineSpec engine_from_json(const nlohmann::ordered_json& json, const std::string& where);
// Throws UsageError (cli.hpp) "where: what was wrong" for unknown keys or wrong types.
MatchConfig config_from_json(const nlohmann::ordered_json& json, const std::string& where);
MatchConfig load_config_file(const std::string& path);

}  // namespace gambit::match
