#include "manager/output/scoreboard.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

namespace gambit::match {

Scoreboard::Scoreboard(std::vector<std::pair<int, int>> encounters, bool pentanomial, bool second_game_swapped)
    : second_game_swapped_(second_game_swapped) {
    for (auto [a, b] : encounters) {
        EncounterStats s;
        s.a = a, s.b = b;
        s.pentanomial = pentanomial;
        stats_.push_back(s);
    }
}

const EncounterStats* Scoreboard::find(int a, int b) const {
    for (const auto& s : stats_)
        if ((s.a == a && s.b == b) || (s.a == b && s.b == a)) return &s;
    return nullptr;
}

EncounterStats* Scoreboard::locate(int a, int b) {
    return const_cast<EncounterStats*>(std::as_const(*this).find(a, b));
}

const PlayerStats& Scoreboard::player(int engine) const {
    static const PlayerStats none;
    return engine >= 0 && static_cast<std::size_t>(engine) < players_.size() ? players_[static_cast<std::size_t>(engine)] : none;
}

void Scoreboard::add(const Entry& game) {
    ++games_;
    ++terminations_[std::string(to_key(game.termination))];
    const auto needed = static_cast<std::size_t>(std::max(game.white, game.black)) + 1;
    if (players_.size() < needed) players_.resize(needed);
    for (bool white : {true, false}) {
        PlayerStats& p = players_[static_cast<std::size_t>(white ? game.white : game.black)];
        elo::Trinomial& t = white ? p.as_white : p.as_black;
        if (game.result == GameResult::Draw) t.draws += 1;
        else if ((game.result == GameResult::WhiteWins) == white) t.wins += 1;
        else t.losses += 1;
        ++p.endings[{game.termination, game.result, white}];
    }
    EncounterStats* s = locate(game.white, game.black);
    if (!s) return;
    ++s->games;
    double a_points = game.result == GameResult::Draw ? 0.5
                      : (game.result == GameResult::WhiteWins) == (game.white == s->a) ? 1.0 : 0.0;
    if (a_points == 1.0) s->wdl.wins += 1;
    else if (a_points == 0.0) s->wdl.losses += 1;
    else s->wdl.draws += 1;

    if (game.pair < 0) return;
    auto it = pending_pairs_.find(game.pair);
    if (it == pending_pairs_.end()) {
        pending_pairs_.emplace(game.pair, PendingPair{a_points, game.white});
        return;
    }
    if (second_game_swapped_ && it->second.white == game.white) a_points = 1.0 - a_points;
    const double first = it->second.a_points;
    const auto bin = static_cast<std::size_t>(std::lround((first + a_points) * 2));  // 0..4 half points
    if (bin == 2) ++(first == 0.5 ? s->penta_dd : s->penta_wl);
    for (double points : {first, a_points}) {
        if (points == 1.0) s->paired_wdl.wins += 1;
        else if (points == 0.0) s->paired_wdl.losses += 1;
        else s->paired_wdl.draws += 1;
    }
    s->penta.pairs[bin] += 1;
    ++s->pairs_complete;
    pending_pairs_.erase(it);
}

elo::Estimate estimate(const EncounterStats& s) {
    return s.pentanomial && s.pairs_complete > 0 ? elo::estimate(s.penta) : elo::estimate(s.wdl);
}

elo::SprtResult sprt(const EncounterStats& s, const elo::SprtParams& params) {
    if (params.model == elo::Model::BayesElo && (s.wdl.wins == 0 || s.wdl.losses == 0)) {
        // model=bayesian (fastchess's word): the draw Elo that turns the BayesElo bounds into scores is
        // infinite until a win and a loss are both in, so the test has no evidence yet; fastchess reports
        // LLR 0 until then, where the regularised counts of elo::sprt (fishtest's rule) would not.
        elo::SprtResult r;
        r.lower = elo::lower_bound(params);
        r.upper = elo::upper_bound(params);
        return r;  // llr 0, continue
    }
    return s.pentanomial && s.pairs_complete > 0 ? elo::sprt(s.penta, params) : elo::sprt(s.wdl, params);
}

}  // namespace gambit::match
