#include "manager/schedule.hpp"

#include <numeric>
#include <random>

namespace gambit::match {

std::vector<std::pair<int, int>> encounters(TournamentKind kind, int engine_count) {
    std::vector<std::pair<int, int>> result;
    if (kind == TournamentKind::RoundRobin) {
        for (int a = 0; a < engine_count; ++a)
            for (int b = a + 1; b < engine_count; ++b) result.emplace_back(a, b);
    } else {
        for (int b = 1; b < engine_count; ++b) result.emplace_back(0, b);  // match = gauntlet of two
    }
    return result;
}

std::vector<int> shuffled_indices(std::size_t n, std::uint64_t seed) {
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::mt19937_64 rng(seed);
    for (std::size_t i = n; i > 1; --i) {
        // Plain modulo instead of a library distribution, whose algorithm differs between libraries.
        auto j = static_cast<std::size_t>(rng() % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

std::vector<ScheduledGame> make_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed) {
    const auto pairs_of = encounters(config.tournament, static_cast<int>(config.engines.size()));
    const int games = config.games_per_encounter();
    const int openings_per_round = (games + 1) / 2;
    std::vector<int> order;
    if (book_size > 0) {
        order.resize(book_size);
        std::iota(order.begin(), order.end(), 0);
        if (config.openings.order == "random") order = shuffled_indices(book_size, seed);
    }
    auto opening_at = [&](long slot) {
        if (book_size == 0) return -1;
        long first = config.openings.start - 1;
        return order[static_cast<std::size_t>((first + slot) % static_cast<long>(book_size))];
    };

    std::vector<ScheduledGame> schedule;
    int next_pair = 0;
    for (int round = 0; round < config.rounds; ++round) {
        for (int g = 0; g < openings_per_round; ++g) {
            const int opening = opening_at(static_cast<long>(round) * openings_per_round + g);
            const bool paired = 2 * g + 1 < games;
            for (auto [a, b] : pairs_of) {
                ScheduledGame game;
                game.round = round;
                game.opening = opening;
                if (paired) {
                    game.pair = next_pair++;
                    game.white = a, game.black = b;
                    game.id = static_cast<int>(schedule.size());
                    schedule.push_back(game);
                    game.white = b, game.black = a;
                } else {
                    // A lone game: colours alternate from round to round.
                    bool a_white = (round + g) % 2 == 0;
                    game.white = a_white ? a : b;
                    game.black = a_white ? b : a;
                }
                game.id = static_cast<int>(schedule.size());
                schedule.push_back(game);
            }
        }
    }
    return schedule;
}

std::vector<ScheduledGame> shard(const std::vector<ScheduledGame>& games, int index, int count) {
    if (count <= 1) return games;
    std::vector<ScheduledGame> mine;
    int unit = -1;
    for (std::size_t i = 0; i < games.size(); ++i) {
        // A new unit starts at every game except the second of a pair.
        bool continues_pair = i > 0 && games[i].pair >= 0 && games[i].pair == games[i - 1].pair;
        if (!continues_pair) ++unit;
        if (unit % count == index - 1) mine.push_back(games[i]);
    }
    return mine;
}

}  // namespace gambit::match
