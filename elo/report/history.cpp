#include "elo/report/history.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "elo/report/analysis.hpp"
#include "elo/report/load.hpp"
#include "elo/report/text_util.hpp"
#include "elo/report/verdict_sentence.hpp"

namespace gambit::report {
namespace {

namespace fs = std::filesystem;

std::string stem(const std::string& file) {
    std::string name = fs::path(file).filename().string();
    for (const char* ext : {".json.gz", ".json"})
        if (name.ends_with(ext)) return name.substr(0, name.size() - std::string(ext).size());
    return name;
}

// The engine's results against the reference in `in`, summed over the pairings of the two (either order).
HistoryRun measure(const ReportInput& in, const std::string& engine, const std::string& reference) {
    HistoryRun run;
    run.file = fs::path(in.source).filename().string();
    run.commit = in.commit.empty() ? stem(in.source) : in.commit;
    run.label = in.label;
    run.tc = in.tc;
    PairTotals mine{engine, reference, 0, 0, 0, {}, std::nullopt};
    for (const PairTotals& p : in.pairs) {
        const bool forward = p.first == engine && p.second == reference;
        const bool backward = p.first == reference && p.second == engine;
        if (!forward && !backward) continue;
        mine.wins += forward ? p.wins : p.losses;
        mine.losses += forward ? p.losses : p.wins;
        mine.draws += p.draws;
        for (std::size_t i = 0; i < 5; ++i) mine.penta[i] += forward ? p.penta[i] : p.penta[4 - i];
    }
    const Headline h = headline(mine, std::nullopt);
    run.measured = h.games() > 0;
    run.wins = mine.wins, run.draws = mine.draws, run.losses = mine.losses;
    run.pentanomial = h.pentanomial;
    run.estimate = h.estimate;
    return run;
}

}  // namespace

History make_history(const std::vector<ReportInput>& runs, std::optional<std::string> engine,
                     std::optional<std::string> reference) {
    History h;
    if (!runs.empty() && !runs.front().pairs.empty()) {
        const PairTotals& first = runs.front().pairs[main_pair_index(runs.front())];
        h.engine = engine.value_or(first.first);
        h.reference = reference.value_or(first.second);
    } else {
        h.engine = engine.value_or("");
        h.reference = reference.value_or("");
    }
    const HistoryRun* previous = nullptr;
    for (const ReportInput& in : runs) h.runs.push_back(measure(in, h.engine, h.reference));
    for (HistoryRun& run : h.runs) {
        if (!run.measured) continue;
        run.below_zero = run.estimate.elo_hi < 0;
        run.below_previous = previous && run.estimate.elo_hi < previous->estimate.elo_lo;
        previous = &run;
    }
    return h;
}

History load_history(const std::string& dir, std::optional<std::string> engine, std::optional<std::string> reference) {
    std::error_code ec;
    std::vector<std::string> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file() && (name.ends_with(".json") || name.ends_with(".json.gz")))
            files.push_back(entry.path().string());
    }
    if (ec) throw std::runtime_error(dir + ": " + ec.message());
    if (files.empty()) throw std::runtime_error(dir + ": no results files (*.json, *.json.gz)");
    std::sort(files.begin(), files.end());
    std::vector<ReportInput> runs;
    for (const std::string& f : files) runs.push_back(load_report_input(f));
    return make_history(runs, std::move(engine), std::move(reference));
}

std::string history_sentence(const History& h) {
    std::vector<const HistoryRun*> measured;
    for (const HistoryRun& r : h.runs)
        if (r.measured) measured.push_back(&r);
    if (measured.empty()) return "No run has games of " + h.engine + " against " + h.reference + ".";
    auto at = [](const HistoryRun& r) {
        return rounded_elo(r.estimate.elo, r.estimate.elo_half, true) + " Elo (" + r.commit + ")";
    };
    std::string s = "Over " + std::to_string(measured.size()) + (measured.size() == 1 ? " run, " : " runs, ") +
                    h.engine + " against " + h.reference;
    s += measured.size() == 1 ? " measured " + at(*measured.front())
                              : " went from " + at(*measured.front()) + " to " + at(*measured.back());
    const long below_zero = std::count_if(measured.begin(), measured.end(), [](auto* r) { return r->below_zero; });
    const long below_previous = std::count_if(measured.begin(), measured.end(), [](auto* r) { return r->below_previous; });
    s += "; " + std::to_string(below_zero) + (below_zero == 1 ? " run lies" : " runs lie") + " wholly below zero and " +
         std::to_string(below_previous) + " below the run before " + (below_previous == 1 ? "it." : "them.");
    return s;
}

}  // namespace gambit::report
