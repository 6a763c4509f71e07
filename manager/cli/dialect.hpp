// Whose command line this is. gambit-match reads a line as the tool whose syntax it uses, and then behaves
// as that tool where the tools differ:
//
//   - every flag, engine key and distinctive value is known to cutechess-cli, to fastchess, to both or to
//     neither (gambit-match's own: -results, -state, -htmlreport, -serve, -ci, -shard, ...);
//   - a line whose every word cutechess-cli knows and fastchess does not all know is a cutechess-cli line
//     (e.g. `-pgnout games.pgn`, `policy=`, `-outcomeinterval`, `-resultformat`, `arg=`);
//   - a line whose every word fastchess knows and cutechess-cli does not all know is a fastchess line
//     (e.g. `-pgnout file=`, `-sprt ... model=`, `-output`, `-config`, `-log`, `-testEnv`, `args=`);
//   - a line that uses a word of gambit-match's own, mixes words only one peer knows with words only the
//     other knows, or uses only words both know (ambiguous) is gambit-match's own line; for an ambiguous line
//     with -sprt a note on stderr says that its bounds are read as normalized Elo, as fastchess reads them
//     (cutechess-cli reads them as BayesElo);
//   - `-dialect gambit|cutechess|fastchess` decides explicitly (and is what a saved run remembers).
#pragma once

#include <string>
#include <string_view>

#include "manager/match_config.hpp"

namespace gambit::match {

// The tools besides gambit-match that know a word of the command line, as bits.
namespace peers {
inline constexpr unsigned none = 0;       // gambit-match's own
inline constexpr unsigned cutechess = 1;  // cutechess-cli
inline constexpr unsigned fastchess = 2;
inline constexpr unsigned both = cutechess | fastchess;
}  // namespace peers

// The tools that know an -engine/-each token (key=value or a bare word such as whitepov).
unsigned engine_token_peers(std::string_view token);

// The dialect of a line whose words are all known to `known` (the intersection over its words).
Dialect dialect_of(unsigned known);

Dialect parse_dialect(const std::string& name, const std::string& what);  // throws UsageError

}  // namespace gambit::match
