// The gambit-tune command line: `gambit-tune spsa` + the SPSA flags (-spsa, -values, -history) + the
// gambit-match flags that make sense for one tuned engine (engines, time control, openings, concurrency,
// adjudication, PGN, state and resume, logging). Every mistake is a one-line match::UsageError.
#pragma once

#include <string>
#include <vector>

#include "manager/cli/command_line.hpp"
#include "tune/spsa_params.hpp"

namespace gambit::tune {

struct SpsaSettings {
    std::string params_file;           // -spsa params=F
    std::vector<SpsaParam> params;
    int iterations = 0;                // -spsa iterations=N: planned game pairs
    double a_ratio = 0.1, alpha = 0.602, gamma = 0.101;  // -spsa A= alpha= gamma= (fishtest's defaults)
    int inflight = 0;                  // -spsa inflight=W: iterations in flight at once (0 = -concurrency)
    std::string values_file;           // -values file=F: current values in the parameter format
    std::string history_file;          // -history file=F.csv: iteration, result, every theta
    std::string html_file;             // -htmlreport file=F.html: one plot per parameter
};

struct TuneCommandLine {
    match::CommandLine match;  // the gambit-match flags; match.config has the one tuned engine
    SpsaSettings spsa;
    bool help = false;
};

// Parses the words after `spsa`. The parameter file is read here.
TuneCommandLine parse_tune_command_line(const std::vector<std::string>& args);

std::string tune_usage_text();

}  // namespace gambit::tune
