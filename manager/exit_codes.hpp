// gambit-match exit codes (also listed by --help and in the README); scripts rely on them.
#pragma once

#include "manager/match_config.hpp"

namespace gambit::match::exit_code {

inline constexpr int ok = 0;              // every planned game played (or an SPRT bound crossed)
inline constexpr int error = 1;           // unexpected failure (e.g. an output file cannot be written)
inline constexpr int usage = 2;           // bad flag, config file, opening book or state file
inline constexpr int engine_failure = 3;  // an engine failed to start, or crashed/stalled without -recover
inline constexpr int interrupted = 4;     // SIGINT/SIGTERM: state saved, continue with -resume
inline constexpr int sprt_h0 = 5;         // -ci only: SPRT accepted H0 (the change failed)
inline constexpr int sprt_none = 6;       // -ci only: all games played and no SPRT bound crossed


// A line in a peer's dialect ends as that peer ends it: cutechess-cli exits 0 when an engine failure stopped
// the match (its results are printed), fastchess exits 1. The other endings keep gambit-match's codes.
inline int in_dialect(Dialect dialect, int code) {
    if (code != engine_failure) return code;
    return dialect == Dialect::Cutechess ? ok : dialect == Dialect::Fastchess ? error : code;
}

}  // namespace gambit::match::exit_code
