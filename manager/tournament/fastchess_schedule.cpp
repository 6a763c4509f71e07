#include <algorithm>
#include <numeric>

#include "manager/tournament/opening_shuffle.hpp"
#include "manager/tournament/peer_schedules.hpp"

namespace gambit::match {

std::vector<ScheduledGame> fastchess_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed) {
    const int players = static_cast<int>(config.engines.size());
    const int games_per_pairing = config.games_per_encounter();
    // A gauntlet's seeds (at least one) play every engine after them; a round robin's player1 runs to n-1.
    const int player1_limit = config.tournament == TournamentKind::Gauntlet
                                  ? std::clamp(std::max(config.seeds, 1), 1, players - 1)
                                  : players - 1;

    // The book as fastchess keeps it: shuffled, rotated to start=, cut to -rounds openings.
    std::vector<int> book;
    if (book_size > 0) {
        if (config.openings.order == "random") {
            book = fastchess_shuffle(book_size, seed);
        } else {
            book.resize(book_size);
            std::iota(book.begin(), book.end(), 0);
        }
        const std::size_t offset = static_cast<std::size_t>(config.openings.start - 1) % book.size();
        std::rotate(book.begin(), book.begin() + static_cast<long>(offset), book.end());
        if (book.size() > static_cast<std::size_t>(config.rounds)) book.resize(static_cast<std::size_t>(config.rounds));
    }
    std::size_t next_opening = 0;

    std::vector<ScheduledGame> schedule;
    int pairing = 0;
    for (int round = 0; round < config.rounds; ++round)
        for (int a = 0; a < player1_limit; ++a)
            for (int b = a + 1; b < players; ++b, ++pairing) {
                const int opening = book.empty() ? -1 : book[next_opening++ % book.size()];
                for (int g = 0; g < games_per_pairing; ++g) {
                    ScheduledGame game;
                    game.id = static_cast<int>(schedule.size());
                    game.round = round;
                    game.opening = opening;
                    game.pair = games_per_pairing == 2 ? pairing : -1;
                    const int number = game.id + 1;  // fastchess numbers its games from 1
                    bool a_white = number % 2 == 1 || config.noswap;
                    if (config.reverse) a_white = !a_white;
                    game.white = a_white ? a : b;
                    game.black = a_white ? b : a;
                    schedule.push_back(game);
                }
            }
    return schedule;
}

}  // namespace gambit::match
