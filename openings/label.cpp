#include "openings/label.hpp"

#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <istream>
#include <stdexcept>
#include <thread>

#include "chess/pgn/text.hpp"
#include "client/uci_engine.hpp"

namespace gambit::openings {

namespace {

// The script waited for its engine without a limit, and a deep search may take long: so does this.
constexpr auto no_limit = std::chrono::hours(24 * 365);

bool all_digits(std::string_view word) {
    for (unsigned char c : word)
        if (!std::isdigit(c)) return false;
    return !word.empty();
}

match::EngineConfig engine_config(const LabelSettings& settings) {
    match::EngineConfig config;
    for (const std::string& word : settings.engine) config.name += (config.name.empty() ? "" : " ") + word;  // errors name it
    config.cmd = settings.engine.empty() ? "" : settings.engine[0];
    if (!settings.engine.empty()) config.args.assign(settings.engine.begin() + 1, settings.engine.end());
    config.options = {{"Threads", "1"}, {"Hash", "16"}};
    config.skip_missing_options = true;  // the script sent them whether the engine offered them or not
    config.startup_timeout = config.ready_timeout = no_limit;
    return config;
}

// The engine's score of one position, turned to White's side; nullopt for no score or no move.
std::optional<double> white_score(match::UciEngine& engine, const std::string& fen, int depth) {
    if (engine.position(fen, {}) != match::EngineStatus::Ok) throw std::runtime_error(engine.error());
    match::BestMoveReply reply = engine.go(match::GoLimits{.depth = depth}, std::chrono::steady_clock::now() + no_limit);
    if (reply.status != match::EngineStatus::Ok) throw std::runtime_error(engine.error());
    const auto& score = reply.last_scored.score;  // the last info with a score, bound or not
    if (!score || reply.move == "(none)" || reply.move == "0000") return std::nullopt;
    const double value = score->kind == match::Score::Kind::Cp ? static_cast<double>(score->value)
                         : score->value < 0                    ? -INFINITY
                                                               : INFINITY;
    return text::split_words(fen)[1] == "w" ? value : -value;
}

// One engine's share: positions first, first + step, ...; the engine lives and dies in this thread.
std::vector<Label> label_share(const std::vector<std::string>& fens, std::size_t first, std::size_t step,
                               const LabelSettings& settings) {
    std::vector<Label> labels;
    match::UciEngine engine(engine_config(settings), nullptr);
    if (engine.start() != match::EngineStatus::Ok) throw std::runtime_error(engine.error());
    engine.take_notices();
    for (std::size_t i = first; i < fens.size(); i += step) {
        Label label{fens[i], std::nullopt};
        if (auto cp = white_score(engine, fens[i], settings.depth)) label.white_win = win_probability(*cp, settings.scale);
        labels.push_back(std::move(label));
    }
    return labels;
}

}  // namespace

std::optional<std::string> fen_of_line(const std::string& line) {
    const std::vector<std::string_view> words = text::split_words(line);
    if (words.size() < 4) return std::nullopt;
    const bool counters = words.size() >= 6 && all_digits(words[4]) && all_digits(words[5]);
    std::string fen;
    for (std::size_t i = 0; i < (counters ? 6 : 4); ++i) fen += (i ? " " : "") + std::string(words[i]);
    return counters ? fen : fen + " 0 1";
}

PositionList read_positions(std::istream& in, long every, long limit) {
    PositionList list;
    long kept = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.find_first_not_of(" \t\r\f\v") == std::string::npos || line.front() == '#') continue;
        if (kept++ % every != 0) continue;
        if (auto fen = fen_of_line(line)) list.fens.push_back(std::move(*fen));
        else ++list.unreadable;
    }
    if (limit > 0 && list.fens.size() > static_cast<std::size_t>(limit)) list.fens.resize(static_cast<std::size_t>(limit));
    if (limit < 0) list.fens.resize(list.fens.size() - std::min(list.fens.size(), static_cast<std::size_t>(-limit)));
    return list;
}

double win_probability(double white_cp, double scale) {
    if (std::isinf(white_cp)) return white_cp > 0 ? 1.0 : 0.0;
    return 1 / (1 + std::pow(10.0, -white_cp / scale));
}

std::string probe_engine(const LabelSettings& settings) {
    match::UciEngine engine(engine_config(settings), nullptr);
    return engine.start() == match::EngineStatus::Ok ? "" : engine.error();
}

std::vector<Label> label_positions(const std::vector<std::string>& fens, const LabelSettings& settings) {
    const std::size_t jobs = static_cast<std::size_t>(std::max(1, settings.jobs));
    std::vector<std::vector<Label>> shares(jobs);
    std::vector<std::exception_ptr> failures(jobs);
    {
        std::vector<std::jthread> threads;
        for (std::size_t j = 0; j < jobs && j < fens.size(); ++j)
            threads.emplace_back([&, j] {
                try {
                    shares[j] = label_share(fens, j, jobs, settings);
                } catch (...) {
                    failures[j] = std::current_exception();
                }
            });
    }
    for (const auto& failure : failures)
        if (failure) std::rethrow_exception(failure);
    std::vector<Label> labels;
    for (auto& share : shares)
        for (auto& label : share) labels.push_back(std::move(label));
    return labels;
}

std::string label_line(const std::string& fen, double probability) {
    char number[32];
    std::snprintf(number, sizeof number, "%.4f", probability);
    return fen + " [" + number + "]";
}

}  // namespace gambit::openings
