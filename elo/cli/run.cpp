#include <exception>
#include <ostream>

#include "elo/cli/commands.hpp"
#include "elo/stats/pgn_results.hpp"
#include "elo/stats/rating_list.hpp"
#include "elo/report/history.hpp"
#include "elo/report/report_cli.hpp"
#include "elo/stats/results_file.hpp"

namespace gambit::elo::cli {

namespace {

constexpr const char* kUsage = R"(usage: gambit-elo COMMAND ...

  wdl W D L [SPRT options] [--max-games N] [--json]
      Elo, 95% interval, LOS, draw ratio and normalized Elo of a match from its wins, draws and losses.
  penta N0 N1 N2 N3 N4 [SPRT options] [--max-games N] [--json]
      The same from game pairs (same opening, colours reversed) scoring 0, 1/2, 1, 3/2, 2
      (a win-loss pair counts with draw-draw in N2).
  pgn FILE... [--anchor NAME [--anchor-elo E]] [--json]
      Rating list of every player in the PGN files (maximum likelihood, draws as half points), with
      95% error bars; the mean rating is 0 unless an anchor is given. Reads only the White, Black
      and Result tags. A file may be gzip-compressed (games.pgn.gz).
  pgn FILE... --games
      Every game as one JSON line instead (for scripts: scripts/missed-wins):
      game (1-based over all files), file, line, tags, result, leading_comments and moves, each
      {san, comments, comment}: `comment` is the first comment parsed as gambit-match writes it
      (book, pawns or mate, depth, seconds, seldepth, nodes, nps, hashfull, timeleft_ms,
      latency_ms, pv, line, clock_seconds; only the parts present).
  merge RESULTS.json... [--json]
      Sums the results files of the shards of one match (gambit-match -shard K/N -results file=...)
      and reports each pair; refuses files of different matches or a shard given twice. Results
      files may be gzip-compressed (RESULTS.json.gz, as docs/ keeps finished runs), here and below.
  report RESULTS.json [--pgn MATCH.pgn] [--out FILE] [--format html|md|commit] [--bench N] [--tc TC]
      Match report: one self-contained HTML page (verdict, Elo and LLR plots, openings, terminations,
      time and depth per engine, engine settings), Markdown for a pull request, or the commit block.
  history DIR [--engine NAME] [--reference NAME] [--out FILE.html] [--md FILE.md] [--format html|md]
      Strength history over a folder of results files (one per commit or run, in file-name order, each
      naming its commit in "commit", as gambit-match -strength-history dir=DIR writes them): each run's Elo and
      95% interval against the fixed reference (default: the first file's second engine), flagging
      runs whose interval lies below zero or below the previous run's; HTML and Markdown.
  serve DIR [--listen ADDR:PORT]
      A live page of a sharded match (default http://127.0.0.1:8080/; PORT alone binds 127.0.0.1):
      reads every results file in DIR (*.json or *.json.gz; shared storage: gambit-match -shard K/N
      -results file=DIR/...) when asked, and shows the merged verdict, Elo and LLR against games,
      games per minute and ETA, each shard's progress and, when every shard has ended, the HTML
      report as a download.
      Read-only, serves only its own page; runs until Ctrl-C.
  plan [--elo0 E0 --elo1 E1 --alpha A --beta B --model M --draw-ratio D --rms-bias R
        --from E --to E --step S] [--json]
      SPRT calculator: pass probability and expected games over a range of true (logistic) Elo.

SPRT options: --elo0 E0 --elo1 E1 --alpha A --beta B --model normalized|logistic|bayeselo
      (defaults 0, 2, 0.05, 0.05, normalized); with any of them the report adds the LLR, its
      bounds and verdict (H0, H1, continue), the Elo estimate that accounts for the stopping rule
      and the expected number of remaining games (capped by --max-games).
Formulas and numbers follow fishtest (the Stockfish testing framework).
Exit codes: 0 success, 2 bad usage or bad input (one line on stderr), 1 internal error.
)";

}  // namespace

std::optional<SprtParams> sprt_options(const Args& args) {
    bool any = false;
    for (const auto& name : kSprtOptions) any = any || args.has(name);
    if (!any) return std::nullopt;
    SprtParams p;
    p.elo0 = args.number("elo0", p.elo0);
    p.elo1 = args.number("elo1", p.elo1);
    p.alpha = args.number("alpha", p.alpha);
    p.beta = args.number("beta", p.beta);
    if (const auto model = args.text("model"); model && !parse_model(*model, p.model))
        throw UsageError("--model: expected normalized, logistic or bayeselo, got '" + *model + "'");
    check_sprt_params(p, "");
    return p;
}

void check_sprt_params(const SprtParams& p, const std::string& where) {
    if (!(p.elo0 < p.elo1)) throw UsageError(where + "SPRT bounds need elo0 < elo1");
    if (!(p.alpha > 0 && p.alpha < 1 && p.beta > 0 && p.beta < 1 && p.alpha + p.beta < 1))
        throw UsageError(where + "SPRT needs 0 < alpha, 0 < beta and alpha + beta < 1");
}

int run(const Words& words, std::ostream& out, std::ostream& err, const Commands& above) {
    if (words.empty()) {
        err << kUsage;
        return 2;
    }
    const std::string& command = words.front();
    const Words rest(words.begin() + 1, words.end());
    try {
        if (command == "--help" || command == "-h" || command == "help")
            out << kUsage;
        else if (command == "wdl" || command == "penta")
            match_command(command, rest, out);
        else if (command == "pgn")
            pgn_command(rest, out, err);
        else if (command == "merge")
            merge_command(rest, out);
        else if (const auto found = above.find(command); found != above.end())
            return found->second(rest, out);
        else if (command == "plan")
            plan_command(rest, out);
        else if (command == "report")
            return gambit::report::run_report_command(rest, out, err);
        else if (command == "history")
            return gambit::report::run_history_command(rest, out, err);
        else
            throw UsageError("unknown command '" + command + "' (expected wdl, penta, pgn, merge, report, history, serve or plan)");
        return 0;
    } catch (const UsageError& e) {
        err << "gambit-elo " << command << ": " << e.what() << "\n";
    } catch (const PgnError& e) {
        err << "gambit-elo " << command << ": " << e.what() << "\n";
    } catch (const ResultsError& e) {
        err << "gambit-elo " << command << ": " << e.what() << "\n";
    } catch (const RatingError& e) {
        err << "gambit-elo " << command << ": " << e.what() << "\n";
    } catch (const std::exception& e) {
        err << "gambit-elo " << command << ": internal error: " << e.what() << "\n";
        return 1;
    }
    return 2;
}

}  // namespace gambit::elo::cli
