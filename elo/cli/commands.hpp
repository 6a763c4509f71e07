#pragma once
// The gambit-elo commands. Each reads its words (after the command name), writes its report to `out`
// and throws UsageError (or a library error) on bad input; run() turns errors into one line and exit 2.
#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "elo/cli/args.hpp"
#include "elo/stats/sprt.hpp"

namespace gambit::elo::cli {

using Words = std::vector<std::string>;

// A command built on modules above elo (serve: the live page, elo/live/serve_command.hpp). The gambit-elo
// executable hands it to run(), so that elo's libraries never include what is built on them.
using Command = std::function<int(const Words& words, std::ostream& out)>;
using Commands = std::map<std::string, Command>;

int run(const Words& words, std::ostream& out, std::ostream& err, const Commands& above = {});

void match_command(const std::string& name, const Words& words, std::ostream& out);  // wdl, penta
void pgn_command(const Words& words, std::ostream& out, std::ostream& err);
void merge_command(const Words& words, std::ostream& out);
void plan_command(const Words& words, std::ostream& out);

// --elo0 --elo1 --alpha --beta --model: any of them turns the SPRT on; the others take defaults.
inline const std::set<std::string> kSprtOptions = {"elo0", "elo1", "alpha", "beta", "model"};
std::optional<SprtParams> sprt_options(const Args& args);
// Throws UsageError unless elo0 < elo1 and alpha, beta are probabilities with alpha + beta < 1.
void check_sprt_params(const SprtParams& p, const std::string& where);

}  // namespace gambit::elo::cli
