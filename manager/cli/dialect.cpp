#include "manager/cli/dialect.hpp"

#include <map>

#include "manager/cli/cli_values.hpp"
#include "manager/cli/command_line.hpp"

namespace gambit::match {

unsigned engine_token_peers(std::string_view token) {
    const std::string_view key = token.substr(0, token.find('='));
    if (key.starts_with("option.")) return peers::both;
    if (key.starts_with("env.")) return peers::none;
    static const std::map<std::string_view, unsigned, std::less<>> known = {
        {"cmd", peers::both},          {"name", peers::both},       {"dir", peers::both},
        {"tc", peers::both},           {"st", peers::both},         {"timemargin", peers::both},
        {"nodes", peers::both},        {"depth", peers::both},      {"restart", peers::both},
        {"proto", peers::both},
        // cutechess-cli's alone
        {"arg", peers::cutechess},     {"conf", peers::cutechess},  {"book", peers::cutechess},
        {"bookdepth", peers::cutechess}, {"initstr", peers::cutechess}, {"stderr", peers::cutechess},
        {"trust", peers::cutechess},   {"whitepov", peers::cutechess}, {"ponder", peers::cutechess},
        // fastchess's alone
        {"args", peers::fastchess},    {"plies", peers::fastchess},
    };
    auto it = known.find(key);
    if (it == known.end()) return peers::none;  // gambit-match's own (startup=, ready=, nodestime=) or unknown
    // A bare `ponder` is cutechess-cli's; `ponder=true` is gambit-match's spelling.
    if (key == "ponder" && token.find('=') != std::string_view::npos) return peers::none;
    return it->second;
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
