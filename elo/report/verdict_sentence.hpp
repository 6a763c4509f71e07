// The report's first sentence: who is stronger and how sure we are, in words, so a reader needs nothing
// else in the first ten seconds. Plain text (callers escape it for HTML or Markdown).
#pragma once

#include <string>

#include "elo/report/report_input.hpp"

namespace gambit::report {

// A match:       "classic-nm is stronger than classic-none by 64 ± 25 Elo; the SPRT accepted the gain after
//                 529 games."
// A round-robin: "classic-nm leads the round-robin of 3 engines with 120.5 of 200 points (+45 ± 30 Elo against
//                 the field); classic-none is last with 70.0 of 200."
// A gauntlet:    "gambit scored 40.0 of 90 points (44.4%) against 3 opponents: best against Stockfish 2400
//                 (-27 ± 95 Elo), worst against Ethereal (-255 ± 150 Elo)."
std::string verdict_sentence(const ReportInput& in);

// An Elo difference and its half-width as the sentence rounds them: "64 ± 25", "3.2 ± 4.1" (under 10).
std::string rounded_elo(double elo, double half, bool with_sign);

}  // namespace gambit::report
