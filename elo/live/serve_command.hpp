// `gambit-elo serve DIR [--listen ADDR:PORT]`: the live page over a folder of shard results files, until
// SIGINT or SIGTERM. It lives beside the page it serves; the gambit-elo executable hands it to elo's command
// line (elo::cli::run), so elo's libraries never include live/.
#pragma once

#include <iosfwd>

#include "elo/cli/commands.hpp"

namespace gambit::live {

// Throws elo::cli::UsageError on bad arguments (gambit-elo prints one line and exits 2); returns 0 once a
// signal ends it.
int serve_command(const elo::cli::Words& words, std::ostream& out);

}  // namespace gambit::live
