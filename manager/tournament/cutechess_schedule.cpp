#include <algorithm>
#include <climits>
#include <map>
#include <memory>
#include <numeric>

#include "manager/tournament/opening_shuffle.hpp"
#include "manager/tournament/peer_schedules.hpp"

namespace gambit::match {
namespace {

// Two engines that meet, in the colours of their next game.
struct Pair {
    int first, second;
    void swap() { std::swap(first, second); }
    bool same_players(const Pair* other) const {
        return other && std::minmax(first, second) == std::minmax(other->first, other->second);
    }
};

// Hands out the pair of each game number, numbering rounds as cutechess-cli does.
class Pairings {
public:
    Pairings(const MatchConfig& config, int players) : config_(config), players_(players) {
        if (config.tournament == TournamentKind::Gauntlet) {
            seeds_ = std::clamp(config.seeds, 1, players - 1);
            opponent_ = seeds_;
        } else {
            const int count = players + players % 2;  // an odd field gets a bye
            for (int i = 0; i < count / 2; ++i) top_.push_back(i);
            for (int i = count - 1; i >= count / 2; --i) bottom_.push_back(i);
        }
    }

    int games_per_cycle() const {
        return config_.tournament == TournamentKind::Gauntlet ? (players_ - seeds_) * seeds_
                                                              : players_ * (players_ - 1) / 2;
    }
    int round() const { return round_; }

    // The pair of the next new encounter (a game number that starts one).
    Pair* next() {
        auto [a, b] = config_.tournament == TournamentKind::Gauntlet ? next_gauntlet() : next_round_robin();
        return pair(a, b);
    }

private:
    std::pair<int, int> next_gauntlet() {
        if (opponent_ >= players_) {
            opponent_ = seeds_;
            if (++current_ >= seeds_) current_ = 0, ++round_;
        }
        return {current_, opponent_++};
    }

    // The circle method: the first engine stays, the others turn one place each round.
    std::pair<int, int> next_round_robin() {
        for (;;) {
            if (pair_number_ >= static_cast<int>(top_.size())) {
                pair_number_ = 0;
                ++round_;
                top_.insert(top_.begin() + 1, bottom_.front());
                bottom_.erase(bottom_.begin());
                bottom_.push_back(top_.back());
                top_.pop_back();
            }
            const int white = top_[static_cast<std::size_t>(pair_number_)];
            const int black = bottom_[static_cast<std::size_t>(pair_number_)];
            ++pair_number_;
            if (white < players_ && black < players_) return {white, black};  // else the bye: no game
        }
    }

    // Each two engines have one pair, which keeps its colours from one of their encounters to the next.
    Pair* pair(int a, int b) {
        const auto key = std::minmax(a, b);
        auto& slot = pairs_[key];
        if (!slot) slot = std::make_unique<Pair>(Pair{a, b});
        return slot.get();
    }

    const MatchConfig& config_;
    int players_;
    int round_ = 1;
    int seeds_ = 0, opponent_ = 0, current_ = 0;  // gauntlet
    std::vector<int> top_, bottom_;                // round robin
    int pair_number_ = 0;
    std::map<std::pair<int, int>, std::unique_ptr<Pair>> pairs_;
};

}  // namespace

std::vector<ScheduledGame> cutechess_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed) {
    const int players = static_cast<int>(config.engines.size());
    if (config.tournament == TournamentKind::Knockout || config.tournament == TournamentKind::Pyramid)
        return make_gambit_schedule(config, book_size, seed);

    // The suite read in its order (shuffled once for order=random) from start=, wrapping at its end.
    std::vector<int> book;
    if (book_size > 0) {
        if (config.openings.order == "random") {
            book = cutechess_shuffle(book_size, static_cast<std::uint32_t>(seed));
        } else {
            book.resize(book_size);
            std::iota(book.begin(), book.end(), 0);
        }
    }
    std::size_t next_opening = book.empty() ? 0 : static_cast<std::size_t>(config.openings.start - 1) % book.size();

    const std::string& policy = config.openings.policy;
    // encounter and round play one opening until their reset; otherwise it is played -repeat times.
    const int repetitions = policy == "encounter" || policy == "round" ? INT_MAX
                            : config.repeat                            ? config.repeat_count
                                                                       : 1;
    const int games_per_encounter = config.games;

    Pairings pairings(config, players);
    const int total = pairings.games_per_cycle() * games_per_encounter * config.rounds;
    std::vector<ScheduledGame> schedule;
    Pair* current = nullptr;
    int stored_opening = -2;  // the opening to play again, -2 = none
    int repetition = 0, old_round = -1;
    int pair_id = -1;
    for (int number = 0; number < total; ++number) {
        Pair* pair = number % games_per_encounter == 0 ? pairings.next() : current;
        const bool same_players = pair->same_players(current);
        if (!same_players && config.reverse) pair->swap();
        if ((!same_players && players > 2 && policy != "round") || (pairings.round() > old_round && policy == "round")) {
            stored_opening = -2;
            repetition = 1;
            old_round = pairings.round();
        }
        current = pair;

        ScheduledGame game;
        game.id = number;
        game.round = pairings.round() - 1;
        if (stored_opening != -2) {
            game.opening = stored_opening;
            ++repetition;
        } else {
            repetition = 1;
            game.opening = book.empty() ? -1 : book[next_opening];
            if (!book.empty()) next_opening = (next_opening + 1) % book.size();
        }
        stored_opening = repetition < repetitions ? game.opening : -2;
        game.white = pair->first;
        game.black = pair->second;
        // Two games in a row on one opening between the same engines, colours swapped, are a pair.
        if (repetition % 2 == 0 && !schedule.empty() && schedule.back().opening == game.opening &&
            schedule.back().white == game.black && schedule.back().black == game.white) {
            schedule.back().pair = game.pair = ++pair_id;
        }
        schedule.push_back(game);
        if (!config.noswap) pair->swap();
    }
    return schedule;
}

}  // namespace gambit::match
