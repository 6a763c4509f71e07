// The text of gambit-match --help: each flag's lines come from its row in the flag table (flags.cpp).
#include "manager/cli/command_line.hpp"
#include "manager/cli/flags.hpp"

namespace gambit::match {

std::string usage_text() {
    std::string text = R"(gambit-match: plays games between UCI and xboard engines and reports the Elo difference.
cutechess-cli and fastchess command lines work as they are (manager/README.md: the compatibility table).

Usage: gambit-match -engine cmd=A [name=..] -engine cmd=B -each tc=10+0.1 [flags]

)";
    std::string_view section;
    for (const FlagRow& row : flag_table()) {
        if (!row.usage) continue;
        if (row.section != section) text += std::string(row.section) + "\n";
        section = row.section;
        text += std::string(row.usage) + "\n";
    }
    return text + R"(
  Engine keys book=FILE bookdepth=N (cutechess-cli's): moves from the Polyglot book FILE are played for the
  engine while the game has fewer than 2N plies (the opening's included; N defaults to 1000), picked at
  weighted random as cutechess picks them (from -srand's generator); the PGN comment is {book}.
  Refused, with the reason: trust, stderr=, initstr=, ponder for xboard engines, -variant other than
  standard and fischerandom.
  With -shard K/N (N > 1), -sprt is recorded in the results but does not stop the shard by itself.

Exit codes
  0  done (all games played, or an SPRT bound crossed)
  1  unexpected error (e.g. an output file cannot be written)
  2  usage error: bad flag, config, opening book or state file
  3  engine failure: an engine did not start, or crashed/stalled without -recover
  4  interrupted by SIGINT/SIGTERM (state saved; continue with -resume)
  5  -ci: SPRT accepted H0           6  -ci: no SPRT bound crossed
)";
}

}  // namespace gambit::match
