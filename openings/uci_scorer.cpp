#include "openings/uci_scorer.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>

#include "chess/pgn/text.hpp"
#include "client/uci_engine.hpp"

namespace gambit::openings {

namespace {

// Why `program` cannot be executed (errno as execvp would set it: ENOENT, EACCES), or 0: the scorer's
// error for a missing engine names the system's reason, as it did when it forked the engine itself.
int exec_error(const std::string& program) {
    if (program.find('/') != std::string::npos) return ::access(program.c_str(), X_OK) == 0 ? 0 : errno;
    const char* path = std::getenv("PATH");
    std::istringstream dirs(path ? path : "");
    int error = ENOENT;
    for (std::string dir; std::getline(dirs, dir, ':');) {
        const std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
        if (::access(candidate.c_str(), X_OK) == 0) return 0;
        if (errno == EACCES) error = EACCES;
    }
    return error;
}

// The scorer's one-line errors, whatever the client says in more words.
[[noreturn]] void throw_failure(match::EngineStatus status, const match::UciEngine& engine) {
    switch (status) {
        case match::EngineStatus::Timeout: throw std::runtime_error("engine timed out (no answer within the time limit)");
        case match::EngineStatus::Crashed: throw std::runtime_error("engine exited (end of its output)");
        default: throw std::runtime_error(engine.error());
    }
}

}  // namespace

UciScorer::UciScorer(const std::string& command, int depth,
                     std::vector<std::pair<std::string, std::string>> options, std::chrono::milliseconds timeout)
    : depth_(depth), timeout_(timeout) {
    const std::vector<std::string_view> words = text::split_words(command);  // blanks only, no shell quoting
    if (words.empty()) throw std::runtime_error("empty engine command");
    match::EngineConfig config;
    config.cmd = std::string(words[0]);
    if (int error = exec_error(config.cmd); error != 0)
        throw std::runtime_error("cannot start engine '" + config.cmd + "': " + std::strerror(error));
    config.args.assign(words.begin() + 1, words.end());
    config.options = std::move(options);
    config.startup_timeout = config.ready_timeout = timeout;
    config.skip_missing_options = true;  // sent blindly before the client; an engine without it goes on
    engine_ = std::make_unique<match::UciEngine>(std::move(config), nullptr);
    if (auto status = engine_->start(); status != match::EngineStatus::Ok) throw_failure(status, *engine_);
    engine_->take_notices();
    name_ = engine_->id_name();
}

UciScorer::~UciScorer() = default;  // quit, a short wait, then kill (client/process_engine.hpp)

std::optional<EngineScore> UciScorer::score(const std::string& fen) {
    if (auto status = engine_->new_game(); status != match::EngineStatus::Ok) throw_failure(status, *engine_);
    if (auto status = engine_->position(fen, {}); status != match::EngineStatus::Ok) throw_failure(status, *engine_);
    match::BestMoveReply reply = engine_->go(match::GoLimits{.depth = depth_}, std::chrono::steady_clock::now() + timeout_);
    if (reply.status != match::EngineStatus::Ok) throw_failure(reply.status, *engine_);
    const match::SearchInfo& info = reply.last_scored;  // the last info with a score, bound or not
    if (!info.score) return std::nullopt;
    EngineScore found;
    found.depth = info.depth.value_or(0);
    found.mate = info.score->kind == match::Score::Kind::Mate;
    const int value = info.score->value;
    found.cp = !found.mate ? value : value > 0 ? 30000 - value : -30000 - value;
    return found;
}

}  // namespace gambit::openings
