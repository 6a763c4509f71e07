// Match reports from a results.json (+ the match PGN): a self-contained HTML page, Markdown for a pull
// request, and the commit-message block engine authors paste (Elo | ±, SPRT | tc, LLR, Games, Penta, Bench).
#pragma once

#include <string>
#include <vector>

#include "elo/report/analysis.hpp"
#include "elo/report/load.hpp"
#include "elo/report/report_input.hpp"

namespace gambit::report {

// One HTML file: no scripts, no network; CSS and SVG plots inline; all engine/file text escaped.
std::string render_html(const ReportInput& in);

// Pieces of the HTML report the live page (live/) and gambit-tune's page show too: the stylesheet, the verdict block (Elo, SPRT,
// LOS, games; id="games" holds the game count) and the Elo and LLR plots over `points`.
std::string report_css();
std::string render_verdict_html(const ReportInput& in);
std::string render_progress_plots(const std::vector<ProgressPoint>& points, bool with_llr);
// The verdict in one sentence (verdict_sentence.hpp), as <p class="lead" id="summary">.
std::string render_summary_html(const ReportInput& in);
// Standings of a tournament of three or more engines: the rating list (id="ratings") and the crosstable
// (id="crosstable"); "" for a two-engine match.
std::string render_standings_html(const ReportInput& in);

// GitHub-flavoured Markdown: the verdict sentence, then the standings (three or more engines) or the verdict
// table (a match), the per-pair table, terminations, and the commit block.
std::string render_markdown(const ReportInput& in);

// The commit block, lines ending in '\n':
//   Elo   | 3.20 +- 5.10 (95%)
//   SPRT  | 10+0.1 Threads=1
//   LLR   | 2.95 (-2.94, 2.94) [0.00, 2.00]
//   Games | N: 1000 W: 300 L: 280 D: 420
//   Penta | [10, 100, 200, 110, 30]
//   Bench: 1234567
// SPRT/LLR lines need SPRT parameters (else "TC    | ..."), the Penta line pair counts, Bench a bench number.
std::string render_commit_block(const ReportInput& in);

// "logistic", "normalized", "BayesElo".
std::string elo_model_name(elo::Model m);

// Short title of the match: "A vs B", "Gauntlet: A vs 3 engines", "Round-robin of 4 engines".
std::string report_title(const ReportInput& in);

// The time control the commit block quotes: `tc`, else settings' tc, else the first engine's tc, else "?".
std::string time_control(const ReportInput& in);

}  // namespace gambit::report
