// `gambit-elo report RESULTS.json [--pgn F] [--out F] [--format html|md|commit] [--bench N] [--tc TC]`
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace gambit::report {

// `args` are the words after "report". Writes the report to --out or to `out`; errors go to `err` as one
// line. Returns 0 on success, 2 on bad usage or unreadable input.
int run_report_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The same with main()'s arguments, argv[0] being "report" (for a subcommand table).
int report_main(int argc, char** argv);

}  // namespace gambit::report
