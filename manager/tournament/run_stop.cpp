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
        case StopReason::OutputError: return exit_code::error;
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
