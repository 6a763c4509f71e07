// The parameters of an SPSA run in fishtest's input format, one UCI option per line:
//     name,start,min,max,c_end,r_end
// (fishtest server/fishtest/spsa_workflow.py parse_spsa_params: six comma-separated fields, blank lines
// skipped, every number a finite float, c_end > 0, r_end >= 0). Gambit also skips lines starting with '#',
// and refuses what fishtest would only clip later: min > max, a start outside [min, max], a name twice.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gambit::tune {

struct SpsaParam {
    std::string name;  // the engine's UCI option
    double start = 0, min = 0, max = 0;
    double c_end = 1;  // perturbation size at the last iteration
    double r_end = 0;  // learning rate at the last iteration (a_end = r_end * c_end^2)
};

struct ParamError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Throws ParamError with a one-line message "source:line: what is wrong".
std::vector<SpsaParam> parse_spsa_params(std::string_view text, const std::string& source);
// The same, from a file ("path: cannot read" when it cannot be read).
std::vector<SpsaParam> load_spsa_params(const std::string& path);

// The current values in the input format (start = theta), one line each: a later run continues from them
// with -spsa params=F, as fishtest's "copy as new run" does.
std::string format_spsa_values(const std::vector<SpsaParam>& params, const std::vector<double>& theta);

// Shortest text that reads back as the same double ("37", "0.25", "12.345678901234567").
std::string number_text(double value);

}  // namespace gambit::tune
