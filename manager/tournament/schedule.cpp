#include "manager/tournament/schedule.hpp"

#include <algorithm>
#include <numeric>

#include "manager/tournament/opening_shuffle.hpp"
#include "manager/tournament/peer_schedules.hpp"

namespace gambit::match {

std::vector<std::pair<int, int>> encounters(const MatchConfig& config) {
    const int engine_count = static_cast<int>(config.engines.size());
    const TournamentKind kind = config.tournament;
    std::vector<std::pair<int, int>> result;
    if (kind == TournamentKind::RoundRobin || kind == TournamentKind::Knockout) {
        // A knockout: anyone may meet anyone in some stage, so every pair has its place on the scoreboard.
        for (int a = 0; a < engine_count; ++a)
            for (int b = a + 1; b < engine_count; ++b) result.emplace_back(a, b);
    } else if (kind == TournamentKind::Pyramid) {
        for (int b = 1; b < engine_count; ++b)
            for (int a = 0; a < b; ++a) result.emplace_back(b, a);  // each newcomer against its predecessors
    } else {
        // A gauntlet's first -seeds engines (at least one) each play every engine after them; cutechess-cli's
        // seeds play only the engines after the seeds. A match is a gauntlet of two.
        const int seeds = kind == TournamentKind::Gauntlet ? std::clamp(config.seeds, 1, std::max(1, engine_count - 1)) : 1;
        for (int a = 0; a < seeds; ++a)
            for (int b = config.dialect == Dialect::Cutechess ? seeds : a + 1; b < engine_count; ++b) result.emplace_back(a, b);
    }
    return result;
}

std::vector<std::pair<int, int>> encounters(TournamentKind kind, int engine_count) {
    MatchConfig config;
    config.tournament = kind;
    config.engines.resize(static_cast<std::size_t>(engine_count));
    return encounters(config);
}

std::vector<ScheduledGame> make_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed) {
    switch (config.dialect) {
        case Dialect::Fastchess: return fastchess_schedule(config, book_size, seed);
        case Dialect::Cutechess: return cutechess_schedule(config, book_size, seed);
        case Dialect::Gambit: break;
    }
    return make_gambit_schedule(config, book_size, seed);
}

std::vector<ScheduledGame> make_gambit_schedule(const MatchConfig& config, std::size_t book_size, std::uint64_t seed) {
    const auto pairs_of = config.tournament == TournamentKind::Knockout
                              ? knockout_pairings(first_knockout_round(static_cast<int>(config.engines.size()), config.seeds))
                              : encounters(config);
    return schedule_encounters(config, pairs_of, book_size, seed, 0, 0);
}

std::vector<ScheduledGame> schedule_encounters(const MatchConfig& config, const std::vector<std::pair<int, int>>& pairs_of,
                                               std::size_t book_size, std::uint64_t seed, int first_id, int first_pair,
                                               int round_offset, int rounds, int games_override) {
    const int games = games_override > 0 ? games_override : config.games_per_encounter();
    const int per_opening = config.games_per_opening();
    const int openings_per_round = (games + per_opening - 1) / per_opening;
    if (rounds <= 0) rounds = config.rounds;
    std::vector<int> order;
    if (book_size > 0) {
        order.resize(book_size);
        std::iota(order.begin(), order.end(), 0);
        if (config.openings.order == "random") order = gambit_shuffle(book_size, seed);
    }
    auto opening_at = [&](long slot) {
        if (book_size == 0) return -1;
        long first = config.openings.start - 1;
        return order[static_cast<std::size_t>((first + slot) % static_cast<long>(book_size))];
    };
    // policy=round (fastchess): all encounters play the same opening in the same slot of a round, the next
    // opening for every pair of games; default (cutechess): every pair of games of every encounter takes the
    // next opening; encounter (cutechess): one opening per encounter and round, for all its games.
    const std::string& policy = config.openings.policy;
    const long encounters_count = static_cast<long>(pairs_of.size());

    std::vector<ScheduledGame> schedule;
    int next_pair = first_pair;
    for (int r = 0; r < rounds; ++r) {
        const int round = round_offset + r;
        for (int g = 0; g < games; g += 2) {
            const long slot = static_cast<long>(round) * openings_per_round + g / per_opening;
            for (std::size_t e = 0; e < pairs_of.size(); ++e) {
                auto [a, b] = pairs_of[e];
                const long index = policy == "round"   ? slot
                                   : policy == "default" ? slot * encounters_count + static_cast<long>(e)
                                                         : static_cast<long>(round) * encounters_count + static_cast<long>(e);
                ScheduledGame game;
                game.round = round;
                game.opening = opening_at(index);
                if (config.reverse) std::swap(a, b);
                if (g + 1 < games) {
                    game.pair = next_pair++;
                    game.white = a, game.black = b;
                    game.id = first_id + static_cast<int>(schedule.size());
                    schedule.push_back(game);
                    if (!config.noswap) std::swap(game.white, game.black);
                } else {
                    // A lone game: colours alternate from round to round.
                    bool a_white = (round + g / 2) % 2 == 0;
                    game.white = a_white ? a : b;
                    game.black = a_white ? b : a;
                }
                game.id = first_id + static_cast<int>(schedule.size());
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
