#pragma once
// results.json files written by gambit-match (schema in DESIGN.md), and merging the shards of one match.
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "elo/stats/counts.hpp"
#include "elo/stats/sprt.hpp"

namespace gambit::elo {

class ResultsError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;  // "path: what is wrong"
};

struct PairResults {
    std::string first, second;  // counts are from `first`'s side
    Trinomial wdl;
    Pentanomial penta;
};

struct ResultsFile {
    std::string match_id;     // equal across the shards of one match
    std::vector<int> shards;  // shard indexes held (one per file, several once merged)
    int shard_count = 1;
    double games_planned = 0, games_played = 0;
    std::vector<std::string> engines;
    std::vector<PairResults> pairs;
    std::map<std::string, double> terminations;
    std::optional<SprtParams> sprt;  // the match's SPRT settings, when it ran one
    // Keys this reader does not interpret (tc, settings, engine_configs, status, games, ...), kept so a
    // merged file still carries what reports show. Merging keeps the first shard's, except that `games`
    // lists are joined and `status` is "running" while any shard runs.
    nlohmann::json extra = nlohmann::json::object();
};

// Throws ResultsError naming the file and the missing or malformed key.
ResultsFile read_results_file(const std::string& path);

// Sums shards of one match. Throws ResultsError when they belong to different matches (match_id, shard
// count, engines or SPRT settings differ) or when a shard index appears twice. `paths` name the files.
ResultsFile merge_results(const std::vector<ResultsFile>& shards, const std::vector<std::string>& paths);

}  // namespace gambit::elo
