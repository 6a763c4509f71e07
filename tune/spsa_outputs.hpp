// What a tuning run writes after every iteration besides its console line: the history as CSV and an HTML
// page (the look of gambit-elo's report, its SVG plotter) with the parameter table and one plot per parameter.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tune/spsa.hpp"
#include "tune/spsa_params.hpp"
#include "tune/tune_state.hpp"

namespace gambit::tune {

// "iteration,NAME1,NAME2,...,result": row 0 holds the start values (no result), row j theta after
// iteration j (1-based) and that iteration's result.
std::string history_csv(const std::vector<SpsaParam>& params, const SpsaProgress& progress);

struct SpsaPage {
    std::string engine;                                       // the tuned engine's name
    std::vector<SpsaParam> params;
    SpsaSchedule schedule;
    const SpsaProgress* progress = nullptr;
    double seconds = 0;                                       // playing time so far
    std::vector<std::pair<std::string, std::string>> settings;  // shown as a table at the end
};

std::string render_spsa_html(const SpsaPage& page);

}  // namespace gambit::tune
