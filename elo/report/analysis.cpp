#include "elo/report/analysis.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "elo/stats/rating_list.hpp"

namespace gambit::report {
namespace {

double penta_total(const PairTotals& p) {
    return std::accumulate(p.penta.begin(), p.penta.end(), 0.0);
}

std::optional<double> white_points(const std::string& result) {
    if (result == "1-0") return 1.0;
    if (result == "0-1") return 0.0;
    if (result == "1/2-1/2") return 0.5;
    return std::nullopt;
}

bool between(const GameRecord& g, const std::string& a, const std::string& b) {
    return (g.white == a && g.black == b) || (g.white == b && g.black == a);
}

// A mate score: the search ran to whatever depth proved the mate, not the depth it normally reaches.
bool is_mate(const MoveNote& note) {
    return note.score_pawns && std::fabs(*note.score_pawns) >= 900;
}

// The 99th percentile of the depths of moves without a mate score (0 when there are none).
int depth_cap(const std::vector<const std::vector<MoveNote>*>& games) {
    std::vector<int> depths;
    for (const auto* moves : games)
        for (const MoveNote& note : *moves)
            if (note.depth && !is_mate(note)) depths.push_back(*note.depth);
    if (depths.empty()) return 0;
    const std::size_t at = (depths.size() - 1) * 99 / 100;
    std::nth_element(depths.begin(), depths.begin() + static_cast<long>(at), depths.end());
    return depths[at];
}

char letter(double points) {
    return points > 0.75 ? 'W' : points < 0.25 ? 'L' : 'D';
}

}  // namespace

Headline headline(const PairTotals& pair, const std::optional<elo::SprtParams>& params,
                  double games_planned) {
    Headline h;
    h.totals = pair;
    h.params = params;
    h.pentanomial = penta_total(pair) > 0;
    const elo::Trinomial wdl{pair.wins, pair.draws, pair.losses};
    const elo::Pentanomial penta{pair.penta};
    h.estimate = h.pentanomial ? elo::estimate(penta) : elo::estimate(wdl);
    if (params) {
        h.sprt = h.pentanomial ? elo::sprt(penta, *params) : elo::sprt(wdl, *params);
        h.stopped =
            h.pentanomial ? elo::stopped_estimate(penta, *params) : elo::stopped_estimate(wdl, *params);
        if (h.sprt->verdict == elo::Verdict::Continue && h.games() > 0)
            h.remaining_games =
                games_planned > 0
                    ? elo::expected_remaining_games(h.games(), h.sprt->llr, *params, games_planned)
                    : elo::expected_remaining_games(h.games(), h.sprt->llr, *params);
    } else {
        h.sprt = pair.sprt;
    }
    return h;
}

std::size_t main_pair_index(const ReportInput& in) {
    for (std::size_t i = 0; i < in.pairs.size(); ++i)
        if (in.pairs[i].sprt) return i;
    return 0;
}

std::optional<double> points_of(const GameRecord& g, const std::string& engine) {
    auto wp = white_points(g.result);
    if (!wp) return std::nullopt;
    if (g.white == engine) return *wp;
    if (g.black == engine) return 1 - *wp;
    return std::nullopt;
}

std::vector<ProgressPoint> progress(const ReportInput& in, const Headline& main) {
    const std::string& a = main.totals.first;
    const std::string& b = main.totals.second;
    std::vector<ProgressPoint> out;
    elo::Trinomial wdl;
    elo::Pentanomial penta;
    std::map<std::string, double> open_pairs;  // pair key -> first engine's points in the pair's first game
    double games = 0;
    for (const GameRecord& g : in.games) {
        if (!between(g, a, b)) continue;
        auto p = points_of(g, a);
        if (!p) continue;
        games += 1;
        (*p > 0.75 ? wdl.wins : *p < 0.25 ? wdl.losses : wdl.draws) += 1;
        if (!main.pentanomial) {
            ProgressPoint point{games, elo::estimate(wdl), std::nullopt};
            if (main.params) point.sprt = elo::sprt(wdl, *main.params);
            out.push_back(point);
            continue;
        }
        // The two games of a pair share a pair id, or else an opening (colours reversed).
        std::string key = g.opening;
        if (g.pair) key = std::to_string(*g.pair).insert(0, 1, '#');
        auto open = open_pairs.find(key);
        if (open == open_pairs.end()) {
            open_pairs.emplace(key, *p);
            continue;
        }
        const double pair_points = open->second + *p;
        open_pairs.erase(open);
        penta.pairs[static_cast<std::size_t>(std::lround(pair_points * 2))] += 1;
        ProgressPoint point{games, elo::estimate(penta), std::nullopt};
        if (main.params) point.sprt = elo::sprt(penta, *main.params);
        out.push_back(point);
    }
    return out;
}

std::vector<OpeningRow> openings(const ReportInput& in, const Headline& main) {
    std::vector<OpeningRow> rows;
    std::map<std::string, std::size_t> open_rows;  // pair key -> row still waiting for its second game
    for (const GameRecord& g : in.games) {
        if (!between(g, main.totals.first, main.totals.second)) continue;
        auto p = points_of(g, main.totals.first);
        if (!p) continue;
        std::string key = g.opening;
        if (g.pair) key = std::to_string(*g.pair).insert(0, 1, '#');
        auto open = open_rows.find(key);
        std::size_t index = rows.size();
        if (open == open_rows.end()) {
            rows.emplace_back();
            rows.back().opening = g.opening;
            open_rows.emplace(key, index);
        } else {
            index = open->second;
            open_rows.erase(open);
        }
        OpeningRow& row = rows[index];
        row.games += 1;
        row.first_points += *p;
        row.white_points += *white_points(g.result);
        row.outcome += letter(*p);
    }
    for (OpeningRow& row : rows) {
        if (row.games == 2 && row.white_points == 2) row.decided_by = "white";
        if (row.games == 2 && row.white_points == 0) row.decided_by = "black";
    }
    return rows;
}

std::vector<EngineMoves> move_stats(const ReportInput& in) {
    std::map<std::string, std::vector<const std::vector<MoveNote>*>> by_engine;
    for (const GameRecord& g : in.games) {
        by_engine[g.white].push_back(&g.white_moves);
        by_engine[g.black].push_back(&g.black_moves);
    }
    std::vector<EngineMoves> out;
    for (const std::string& engine : in.engines) {
        EngineMoves m;
        m.engine = engine;
        std::vector<double> times;
        std::vector<double> time_sum, depth_sum, time_n, depth_n;  // per move number
        long depth_total = 0;
        m.depth_cap = depth_cap(by_engine[engine]);
        for (const auto* moves : by_engine[engine]) {
            for (std::size_t i = 0; i < moves->size(); ++i) {
                const MoveNote& note = (*moves)[i];
                m.moves += 1;
                if (time_sum.size() <= i) {
                    time_sum.resize(i + 1);
                    depth_sum.resize(i + 1);
                    time_n.resize(i + 1);
                    depth_n.resize(i + 1);
                }
                if (note.seconds) {
                    times.push_back(*note.seconds);
                    time_sum[i] += *note.seconds;
                    time_n[i] += 1;
                }
                if (note.clock_seconds)
                    m.lowest_clock_s = std::min(m.lowest_clock_s.value_or(*note.clock_seconds), *note.clock_seconds);
                if (note.depth) {
                    m.max_depth = std::max(m.max_depth, *note.depth);
                    if (is_mate(note) || *note.depth > m.depth_cap) {
                        m.depth_left_out += 1;
                        continue;
                    }
                    m.with_depth += 1;
                    depth_total += *note.depth;
                    depth_sum[i] += *note.depth;
                    depth_n[i] += 1;
                }
            }
        }
        m.timed = static_cast<long>(times.size());
        if (!times.empty()) {
            m.total_s = std::accumulate(times.begin(), times.end(), 0.0);
            m.mean_s = m.total_s / static_cast<double>(times.size());
            std::sort(times.begin(), times.end());
            m.median_s = times[times.size() / 2];
            m.max_s = times.back();
        }
        if (m.with_depth > 0)
            m.mean_depth = static_cast<double>(depth_total) / static_cast<double>(m.with_depth);
        for (std::size_t i = 0; i < time_sum.size(); ++i) {
            if (time_n[i] > 0)
                m.time_by_move.emplace_back(static_cast<double>(i + 1), time_sum[i] / time_n[i]);
            if (depth_n[i] > 0)
                m.depth_by_move.emplace_back(static_cast<double>(i + 1), depth_sum[i] / depth_n[i]);
        }
        out.push_back(std::move(m));
    }
    return out;
}

std::map<std::string, long> termination_counts(const ReportInput& in) {
    if (!in.terminations.empty()) return in.terminations;
    std::map<std::string, long> counts;
    for (const GameRecord& g : in.games) counts[g.termination.empty() ? "unknown" : g.termination] += 1;
    return counts;
}

std::vector<Standing> standings(const ReportInput& in) {
    std::vector<Standing> out;
    for (const std::string& engine : in.engines) {
        Standing s;
        s.engine = engine;
        for (const PairTotals& p : in.pairs) {
            if (p.first == engine) {
                s.wdl.wins += p.wins;
                s.wdl.draws += p.draws;
                s.wdl.losses += p.losses;
            } else if (p.second == engine) {
                s.wdl.wins += p.losses;
                s.wdl.draws += p.draws;
                s.wdl.losses += p.wins;
            }
        }
        s.estimate = elo::estimate(s.wdl);
        out.push_back(s);
    }
    // Maximum-likelihood ratings over the whole table; undefined when some engines are not connected.
    elo::ResultTable table;
    for (const PairTotals& p : in.pairs)
        table.add(table.player(p.first), table.player(p.second), {p.wins, p.draws, p.losses});
    try {
        for (const elo::Rating& r : elo::rate(table).ratings)
            for (Standing& s : out)
                if (s.engine == r.name) {
                    s.rating = r.elo;
                    s.rating_error = r.error;
                }
    } catch (const std::exception&) {
        // no games, or disconnected players: the table shows the score-based column only
    }
    std::stable_sort(out.begin(), out.end(), [](const Standing& x, const Standing& y) {
        if (x.rating && y.rating) return *x.rating > *y.rating;
        const double sx = x.games() > 0 ? x.points() / x.games() : 0,
                     sy = y.games() > 0 ? y.points() / y.games() : 0;
        return sx > sy;
    });
    return out;
}

std::pair<double, double> head_to_head(const ReportInput& in, const std::string& a, const std::string& b) {
    double points = 0, games = 0;
    for (const PairTotals& p : in.pairs) {
        if (p.first == a && p.second == b) {
            points += p.wins + p.draws / 2;
            games += p.wins + p.draws + p.losses;
        }
        if (p.first == b && p.second == a) {
            points += p.losses + p.draws / 2;
            games += p.wins + p.draws + p.losses;
        }
    }
    return {points, games};
}

}  // namespace gambit::report
