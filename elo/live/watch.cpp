#include "elo/live/watch.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include "elo/stats/gzip_file.hpp"
#include "elo/report/load.hpp"
#include "elo/report/pgn_detail.hpp"

namespace gambit::live {
namespace {

namespace fs = std::filesystem;
using report::ReportInput;

constexpr auto kRateWindow = std::chrono::minutes(10);

// Size and modification time: a rewrite (an atomic rename included) changes it.
std::string stamp(const fs::path& path) {
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    if (ec) return "";
    const auto time = fs::last_write_time(path, ec);
    return std::to_string(size) + "@" + std::to_string(time.time_since_epoch().count());
}

// A results file as written (NAME.json) or kept compressed once its run finished (NAME.json.gz).
std::string read_text(const fs::path& path) { return elo::read_maybe_gzipped(path.string()); }

// The status a results file states ("running", "finished", ...), read beside the report's fields.
std::string status_of(const std::string& results_json) {
    const auto doc = nlohmann::json::parse(results_json, nullptr, false);
    return doc.is_object() && doc.contains("status") && doc["status"].is_string() ? doc["status"].get<std::string>()
                                                                                     : "";
}
std::string message_of(const std::string& results_json) {
    const auto doc = nlohmann::json::parse(results_json, nullptr, false);
    return doc.is_object() && doc.contains("message") && doc["message"].is_string()
               ? doc["message"].get<std::string>()
               : "";
}

// Where the complete games of `text` end: games are "tags\n\nmovetext\n\n", so a blank line after a line that
// is not a tag closes a game. A game still being written stays for the next read.
std::size_t complete_games_end(const std::string& text) {
    std::size_t end = 0;
    for (std::size_t at = text.find("\n\n"); at != std::string::npos; at = text.find("\n\n", at + 1)) {
        const std::size_t line = text.rfind('\n', at == 0 ? 0 : at - 1);
        const std::size_t start = line == std::string::npos || line >= at ? 0 : line + 1;
        if (start < at && text[start] != '[') end = at + 2;
    }
    return end;
}

// Shards of one match side by side: their pairings, terminations and game counts summed.
void add_shard(ReportInput& total, ReportInput&& shard) {
    if (total.pairs.empty() && total.engines.empty()) {
        total = std::move(shard);
        total.shard.reset();
        for (auto& p : total.pairs) p.sprt.reset();  // recomputed from the summed counts
        return;
    }
    total.games_planned += shard.games_planned;
    total.games_played += shard.games_played;
    for (const auto& [reason, n] : shard.terminations) total.terminations[reason] += n;
    for (report::PairTotals p : shard.pairs) {
        auto same = [&](const report::PairTotals& t) { return t.first == p.first && t.second == p.second; };
        auto it = std::find_if(total.pairs.begin(), total.pairs.end(), same);
        if (it == total.pairs.end()) {  // the same pairing seen from the other side: turn it round
            std::swap(p.first, p.second);
            std::swap(p.wins, p.losses);
            std::reverse(p.penta.begin(), p.penta.end());
            it = std::find_if(total.pairs.begin(), total.pairs.end(), same);
        }
        if (it == total.pairs.end()) {
            std::swap(p.first, p.second);
            std::swap(p.wins, p.losses);
            std::reverse(p.penta.begin(), p.penta.end());
            total.pairs.push_back(p);
            total.pairs.back().sprt.reset();
            continue;
        }
        it->wins += p.wins;
        it->draws += p.draws;
        it->losses += p.losses;
        for (std::size_t i = 0; i < it->penta.size(); ++i) it->penta[i] += p.penta[i];
    }
    for (auto& g : shard.games) total.games.push_back(std::move(g));
}

}  // namespace

Watch Watch::run(std::string results, std::optional<std::string> pgn) {
    Watch w;
    w.results_ = std::move(results);
    w.pgn_ = pgn.value_or("");
    return w;
}

Watch Watch::folder(std::string folder) {
    Watch w;
    w.folder_ = std::move(folder);
    return w;
}

void Watch::read_pgn_tail() {
    std::error_code ec;
    const auto size = static_cast<std::int64_t>(fs::file_size(pgn_, ec));
    if (ec) return;
    if (size < pgn_offset_) {  // rewritten (a resumed run cuts an unfinished game): read it again
        pgn_offset_ = 0;
        pgn_games_.clear();
    }
    if (size == pgn_offset_) return;
    std::ifstream file(pgn_, std::ios::binary);
    if (!file) return;
    file.seekg(pgn_offset_);
    std::string chunk(static_cast<std::size_t>(size - pgn_offset_), '\0');
    file.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    chunk.resize(static_cast<std::size_t>(file.gcount()));
    const std::size_t end = complete_games_end(chunk);
    if (end == 0) return;
    std::istringstream games(chunk.substr(0, end));
    report::read_pgn_details(games, pgn_, [&](report::GameRecord&& g) { pgn_games_.push_back(std::move(g)); });
    pgn_offset_ += static_cast<std::int64_t>(end);
}

void Watch::read_run() {
    if (!pgn_.empty()) read_pgn_tail();
    const std::string now_stamp = stamp(results_);
    if (now_stamp.empty()) {
        view_.message = "waiting for " + results_;
        return;
    }
    const bool changed = now_stamp != results_stamp_;
    if (changed) {
        const std::string text = read_text(results_);
        view_.input = report::parse_report_input(text, results_);
        view_.status = status_of(text);
        view_.message = message_of(text);
        results_stamp_ = now_stamp;
    }
    // The PGN's records carry the move times; the results file's (written at the end) do not.
    const std::size_t known = view_.input.games.size();
    if (!pgn_games_.empty() && (pgn_games_.size() > known || (changed && pgn_games_.size() == known)))
        view_.input.games = pgn_games_;
}

void Watch::read_folder() {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder_, ec))
        if (entry.is_regular_file() && elo::is_json_or_json_gz(entry.path().string())) files.push_back(entry.path());
    if (ec) {
        view_.message = folder_ + ": " + ec.message();
        return;
    }
    // A run resumed after its results were compressed writes NAME.json again: that one is current.
    std::erase_if(files, [](const fs::path& f) {
        const std::string name = f.string();
        return name.ends_with(".gz") && fs::exists(name.substr(0, name.size() - 3));
    });
    std::sort(files.begin(), files.end());
    std::string stamps;
    for (const auto& f : files) stamps += f.filename().string() + "=" + stamp(f) + ";";
    if (stamps == results_stamp_) return;
    results_stamp_ = stamps;

    ReportInput total;
    std::vector<ShardRow> shards;
    std::vector<std::string> statuses;
    for (const auto& f : files) {
        ReportInput in;
        std::string text;
        try {
            text = read_text(f);
            in = report::parse_report_input(text, f.filename().string());
        } catch (const std::exception&) {
            continue;  // not a results file (a state file, a settings file) or caught mid-write: skip it
        }
        ShardRow row;
        row.file = f.filename().string();
        if (in.shard) std::tie(row.index, row.count) = *in.shard;
        row.status = status_of(text);
        row.played = in.games_played;
        row.planned = in.games_planned;
        if (!in.pairs.empty()) {
            row.wins = in.pairs[0].wins;
            row.draws = in.pairs[0].draws;
            row.losses = in.pairs[0].losses;
        }
        statuses.push_back(row.status);
        shards.push_back(std::move(row));
        add_shard(total, std::move(in));
    }
    std::sort(shards.begin(), shards.end(), [](const ShardRow& a, const ShardRow& b) {
        return std::tie(a.index, a.file) < std::tie(b.index, b.file);
    });
    total.source = folder_;
    view_.input = std::move(total);
    view_.shards = std::move(shards);
    const bool running = std::any_of(statuses.begin(), statuses.end(), [](const std::string& s) { return s == "running"; });
    view_.status = statuses.empty() ? "" : running ? "running" : statuses.front();
    view_.message = statuses.empty() ? "no results files in " + folder_ + " yet" : "";
}

LiveView Watch::look(Clock::time_point now) {
    try {
        if (folder_.empty()) read_run();
        else read_folder();
    } catch (const std::exception& e) {
        view_.message = e.what();  // keep showing the last good view
    }
    ReportInput& in = view_.input;
    const long played = in.games_played;

    if (samples_.empty() || samples_.back().second != played) samples_.emplace_back(now, played);
    while (samples_.size() > 2 && now - samples_[1].first > kRateWindow) samples_.pop_front();
    view_.games_per_minute.reset();
    view_.eta_seconds.reset();
    view_.eta_to_bound_seconds.reset();
    const double minutes = std::chrono::duration<double>(now - samples_.front().first).count() / 60;
    const long gained = played - samples_.front().second;
    if (minutes > 5.0 / 60 && gained > 0) {
        const double rate = static_cast<double>(gained) / minutes;
        view_.games_per_minute = rate;
        if (in.games_planned > played) view_.eta_seconds = static_cast<double>(in.games_planned - played) / rate * 60;
    }

    view_.progress.clear();
    view_.progress_sampled = false;
    if (in.pairs.empty()) return view_;
    const report::Headline h =
        report::headline(in.pairs[report::main_pair_index(in)], in.sprt_params, static_cast<double>(in.games_planned));
    if (view_.games_per_minute && h.remaining_games && !view_.finished())
        view_.eta_to_bound_seconds = *h.remaining_games / *view_.games_per_minute * 60;
    if (sampled_.empty() || sampled_.back().games != h.games())
        sampled_.push_back({h.games(), h.estimate, h.sprt});
    if (!in.games.empty() && static_cast<long>(in.games.size()) >= played) {
        view_.progress = report::progress(in, h);
    } else {
        view_.progress = sampled_;
        view_.progress_sampled = true;
    }
    return view_;
}

}  // namespace gambit::live
