#include "manager/tournament/run_stop.hpp"

#include "manager/exit_codes.hpp"

namespace gambit::match {

void RunStop::stop(StopReason reason, std::string message) {
    if (reason_ != StopReason::None) return;
    reason_ = reason;
    message_ = std::move(message);
}

void RunStop::after_game(const GameOutcome& outcome, bool recover) {
    if ((outcome.engine_failed[0] || outcome.engine_failed[1]) && !recover)
        stop(StopReason::EngineFailure, outcome.record.reason + " (use -recover to restart engines and go on)");
}

bool strict_warning(const GameOutcome& outcome, const std::string& log_level) {
    const GameRecord& g = outcome.record;
    if (!g.warning_lines.empty() || g.termination == Termination::IllegalMove) return true;
    const bool logged = log_level != "error" && log_level != "fatal" && log_level != "off";
    return logged && (g.termination == Termination::TimeForfeit || g.termination == Termination::Crash ||
                      g.termination == Termination::Stall);
}

void RunStop::after_game_strict(const GameOutcome& outcome, const std::string& log_level) {
    if (strict_warning(outcome, log_level))
        stop(StopReason::Strict, "-strict: a warning in game " + std::to_string(outcome.record.id + 1) + " (" +
                                     (outcome.record.warning_lines.empty() ? outcome.record.reason
                                                                           : outcome.record.warning_lines.front()) +
                                     ")");
}

void RunStop::engine_unavailable(const std::string& message) {
    if (reason_ != StopReason::None && reason_ != StopReason::Sprt) return;
    reason_ = StopReason::EngineFailure;
    message_ = message;
}

void RunStop::interrupted() {
    if (reason_ != StopReason::OutputError) reason_ = StopReason::Interrupted;
    message_ = "interrupted by a signal";
}

void RunStop::output_failed(const std::string& message) {
    reason_ = StopReason::OutputError;
    message_ = message;
}

int RunStop::exit_code() const {
    switch (reason_) {
        case StopReason::EngineFailure: return exit_code::engine_failure;
        case StopReason::Interrupted: return exit_code::interrupted;
        case StopReason::OutputError:
        case StopReason::Strict: return exit_code::error;  // fastchess: EXIT_FAILURE
        case StopReason::None:
        case StopReason::Sprt:
        case StopReason::StopFile: break;
    }
    return exit_code::ok;
}

std::string RunStop::note(bool resumable) const {
    return message_ + (reason_ == StopReason::Interrupted && resumable ? "; continue with -resume" : "");
}

}  // namespace gambit::match
