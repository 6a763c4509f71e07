#include "openings/check.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "openings/epd.hpp"
#include "chess/pgn/pgn.hpp"
#include "openings/string_helpers.hpp"

namespace gambit::openings {

namespace {

// Adds one opening unless its final position was seen before.
void record(CheckReport& report, std::unordered_map<chess::Key, int>& first_line, const std::string& source,
            Opening opening, std::optional<int> white_score) {
    chess::Position pos = final_position(opening);
    auto [it, inserted] = first_line.emplace(pos.key(), opening.line);
    if (!inserted) {
        report.duplicates.push_back(BookError(source, opening.line,
                                              "duplicate position (first at line " + std::to_string(it->second) + ")")
                                        .what());
        return;
    }
    report.openings.push_back({std::move(opening), pos.key(), white_score});
}

}  // namespace

CheckReport check_book(std::istream& in, const std::string& source, Format fmt, int plies, bool chess960) {
    CheckReport report;
    std::unordered_map<chess::Key, int> first_line;
    if (fmt == Format::Epd) {
        std::string text;
        int line = 0;
        while (std::getline(in, text)) {
            ++line;
            std::string_view view = trim(line == 1 ? strip_bom(text) : std::string_view(text));
            if (view.empty() || view.front() == '#') continue;
            try {
                EpdRecord epd = parse_epd_line(view, source, line);
                Opening opening = opening_from_epd(epd, source, chess960);
                std::optional<int> white_score;
                if (auto ce = epd.op("ce")) {
                    try {
                        int cp = std::stoi(*ce);
                        white_score = epd.fen.find(" b ") != std::string::npos ? -cp : cp;
                    } catch (const std::exception&) {
                        throw BookError(source, line, "bad ce (centipawn evaluation) '" + *ce + "'");
                    }
                }
                record(report, first_line, source, std::move(opening), white_score);
            } catch (const BookError& e) {
                report.errors.push_back(e.what());
            }
        }
    } else {
        chess::PgnReader reader(in, source);
        for (;;) {
            std::optional<chess::PgnGame> game;
            try {
                game = reader.next();
            } catch (const BookError& e) {
                report.errors.push_back(std::string(e.what()) + " (scan stopped)");
                break;
            }
            if (!game) break;
            try {
                record(report, first_line, source, opening_from_pgn(*game, source, plies, chess960), std::nullopt);
            } catch (const BookError& e) {
                report.errors.push_back(e.what());
            }
        }
    }
    if (report.openings.empty() && report.errors.empty())
        report.errors.push_back(BookError(source, 0, "empty book (no openings)").what());
    return report;
}

Histogram make_histogram(const std::vector<int>& scores, int width) {
    Histogram h;
    h.width = std::max(1, width);
    if (scores.empty()) return h;
    auto bin = [&](int score) { return static_cast<int>(std::floor(static_cast<double>(score) / h.width)); };
    auto [lo, hi] = std::minmax_element(scores.begin(), scores.end());
    h.lowest = bin(*lo) * h.width;
    h.counts.assign(static_cast<std::size_t>(bin(*hi) - bin(*lo) + 1), 0);
    double sum = 0, sum_sq = 0;
    for (int s : scores) {
        ++h.counts[static_cast<std::size_t>(bin(s) - bin(*lo))];
        sum += s;
        sum_sq += static_cast<double>(s) * s;
    }
    h.total = static_cast<long>(scores.size());
    h.mean = sum / static_cast<double>(h.total);
    h.stddev = std::sqrt(std::max(0.0, sum_sq / static_cast<double>(h.total) - h.mean * h.mean));
    return h;
}

}  // namespace gambit::openings
