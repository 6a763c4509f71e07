#pragma once
// The report of one match (two players): estimates, and with SPRT settings the LLR, verdict,
// the stopping-aware estimate and the games still expected. As readable text or one JSON object.
#include <array>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "elo/stats/elo.hpp"

namespace gambit::elo::cli {

struct MatchReport {
    bool pairs = false;  // pentanomial counts (else W/D/L)
    Trinomial wdl;
    Pentanomial penta;
    Estimate estimate;
    std::optional<SprtParams> sprt_params;
    SprtResult sprt;
    StoppedEstimate stopped;
    double remaining_games = 0;
};

MatchReport analyse(const Trinomial& wdl, const std::optional<SprtParams>& sprt,
                    double max_games = std::numeric_limits<double>::infinity());
MatchReport analyse(const Pentanomial& penta, const std::optional<SprtParams>& sprt,
                    double max_games = std::numeric_limits<double>::infinity());

// Keys of DESIGN.md (games, score, elo, elo_ci, los, draw_ratio, nelo, nelo_ci; llr, llr_bounds, sprt)
// plus the details behind them.
nlohmann::json to_json(const MatchReport& r);
std::string to_text(const MatchReport& r);

// A count as a JSON integer when it is whole (counts are read as doubles), else as a number.
nlohmann::json count_json(double n);
nlohmann::json counts_json(const std::array<double, 5>& n);

// Fixed-point text with `decimals` digits ("12.34"); "+" added for signed values when asked.
std::string fixed(double value, int decimals, bool sign = false);

}  // namespace gambit::elo::cli
