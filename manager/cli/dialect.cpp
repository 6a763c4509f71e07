#include "manager/cli/dialect.hpp"

#include "manager/cli/cli_values.hpp"
#include "manager/cli/command_line.hpp"
#include "manager/cli/flags.hpp"

namespace gambit::match {

unsigned engine_token_peers(std::string_view token) {
    const auto eq = token.find('=');
    const EngineKeyRow* row = find_engine_key(token.substr(0, eq));
    if (!row) return peers::none;  // unknown: apply_engine_token refuses it
    // A bare `ponder` is cutechess-cli's; `ponder=true` is gambit-match's spelling.
    return eq == std::string_view::npos && row->bare != EngineKeyRow::Bare::No ? row->bare_peers : row->peers;
}

Dialect dialect_of(unsigned known) {
    if (known == peers::cutechess) return Dialect::Cutechess;
    if (known == peers::fastchess) return Dialect::Fastchess;
    return Dialect::Gambit;  // gambit-match's own words, a mix of both peers' own, or only words both know
}

Dialect parse_dialect(const std::string& name, const std::string& what) {
    return to_choice<Dialect>(name,
                              {{"gambit", Dialect::Gambit}, {"cutechess", Dialect::Cutechess}, {"fastchess", Dialect::Fastchess}},
                              what);
}

const char* to_string(Dialect dialect) {
    switch (dialect) {
        case Dialect::Gambit: return "gambit";
        case Dialect::Cutechess: return "cutechess";
        case Dialect::Fastchess: return "fastchess";
    }
    return "gambit";
}

}  // namespace gambit::match
