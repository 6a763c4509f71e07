#include "manager/output/gambit_console.hpp"

#include "manager/output/standings_text.hpp"

namespace gambit::match {

GambitConsole::GambitConsole(const MatchConfig& config, std::vector<std::string> names, Print print)
    : config_(config), names_(std::move(names)), print_(std::move(print)) {}

void GambitConsole::run_started(const Progress& p) {
    print_("Started: " + std::to_string(p.planned) + " games planned" +
           (p.done_before ? " (" + std::to_string(p.done_before) + " already played)" : "") + ", concurrency " +
           std::to_string(config_.concurrency) + "\n");
}

bool GambitConsole::score_due(const Progress& p) const {
    return config_.score_interval > 0 && p.done % config_.score_interval == 0;
}

bool GambitConsole::rating_due(const Progress& p) const {
    // The summary prints the last game's block.
    return config_.rating_interval > 0 && p.done % config_.rating_interval == 0 && p.done < p.planned;
}

void GambitConsole::game_finished(const GameEvent& e, const Progress& p) {
    if (score_due(p)) print_(status_line(e.game, e.stats(), names_, config_, p) + "\n");
    if (rating_due(p)) {
        print_(rating_block(e.stats(), names_, config_));
        last_block_at_ = p.done;
    }
    if (config_.outcome_interval > 0 && p.done % config_.outcome_interval == 0) print_(terminations_line(e.scores));
}

void GambitConsole::run_finished(const Scoreboard& scores, const Progress& p, RunEnd) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - p.started).count();
    std::string summary = "\nFinished: " + std::to_string(p.done) + " of " + std::to_string(p.planned) +
                          " games in " + format_duration(seconds) + "\n";
    if (names_.size() > 2) {
        // A tournament ends with its standings; each encounter's block was printed as it went.
        summary += standings_text(scores, names_, config_.tournament);
    } else if (last_block_at_ != p.done) {  // a match stopped right after its periodic block has it already
        for (const auto& stats : scores.encounters())
            if (stats.games > 0) summary += rating_block(stats, names_, config_);
    }
    summary += terminations_line(scores);
    if (config_.tournament == TournamentKind::Match && scores.encounters()[0].games > 0)
        summary += "\n" + commit_block(scores.encounters()[0], config_);
    print_(summary);
}

}  // namespace gambit::match
